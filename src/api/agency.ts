import { AgencyEndpoints } from '../../contract/agency';
import type { ApiClient } from './client';

/** The agency's calls (contract/agency.ts), loaded with its screens. */
export function agencyApi(api: ApiClient) {
  return {
    info: (signal?: AbortSignal) => api.call(AgencyEndpoints.info, { signal }),
    inviteRecord: (page: number, perPage: number, signal?: AbortSignal) =>
      api.call(AgencyEndpoints.inviteRecord, { body: { page, per_page: perPage }, signal }),
    rewards: (signal?: AbortSignal) => api.call(AgencyEndpoints.rewards, { signal }),
    /** The three tables fetched together; one that fails is left out (its section says nothing). */
    mechanism: async (signal?: AbortSignal) => {
      const [recharge, betting, settlement] = await Promise.allSettled([
        api.call(AgencyEndpoints.mechanismRecharge, { signal }),
        api.call(AgencyEndpoints.mechanismBetting, { signal }),
        api.call(AgencyEndpoints.mechanismSettlement, { signal }),
      ]);
      const ok = <T>(result: PromiseSettledResult<T>, empty: T) =>
        result.status === 'fulfilled' ? result.value : empty;
      return { recharge: ok(recharge, []), betting: ok(betting, []), settlement: ok(settlement, []) };
    },
    registerSubordinate: (body: { phone: string; invite_code: string; uid: string }, signal?: AbortSignal) =>
      api.call(AgencyEndpoints.registerSubordinate, { body, signal }),
    subordinateRequests: (signal?: AbortSignal) => api.call(AgencyEndpoints.subordinateRequests, { signal }),
    respondToRequest: (body: { id: number; accept: boolean }, signal?: AbortSignal) =>
      api.call(AgencyEndpoints.respondToRequest, { body, signal }),
  };
}
export type AgencyApi = ReturnType<typeof agencyApi>;
export type Mechanism = Awaited<ReturnType<AgencyApi['mechanism']>>;
