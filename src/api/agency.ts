import {
  AgencyInfo,
  AgencyRewards,
  InviteRecordPage,
  MechanismTable,
  SettlementRules,
  SubordinateRequestList,
  SubordinateResponse,
  SubordinateResult,
} from '../../contract/agency';
import type { ApiClient } from './client';

/** The agency's calls, loaded with its screens. */
export function agencyApi(api: ApiClient) {
  return {
    info: (signal?: AbortSignal) => api.get('/api/agency/info', AgencyInfo, { signal }),
    inviteRecord: (page: number, perPage: number, signal?: AbortSignal) =>
      api.post('/api/agency/inviterecord', InviteRecordPage, { body: { page, per_page: perPage }, signal }),
    rewards: (signal?: AbortSignal) => api.post('/api/agency/reward', AgencyRewards, { signal }),
    /** The three tables fetched together; one that fails is left out (its section says nothing). */
    mechanism: async (signal?: AbortSignal) => {
      const [recharge, betting, settlement] = await Promise.allSettled([
        api.get('/api/agency/mechanism/recharge', MechanismTable, { signal }),
        api.get('/api/agency/mechanism/betting', MechanismTable, { signal }),
        api.get('/api/agency/mechanism/settlement', SettlementRules, { signal }),
      ]);
      const ok = <T>(result: PromiseSettledResult<T>, empty: T) => (result.status === 'fulfilled' ? result.value : empty);
      return { recharge: ok(recharge, []), betting: ok(betting, []), settlement: ok(settlement, []) };
    },
    registerSubordinate: (body: { phone: string; invite_code: string; uid: string }, signal?: AbortSignal) =>
      api.post('/api/agency/subordinate/register', SubordinateResult, { body, signal }),
    subordinateRequests: (signal?: AbortSignal) => api.get('/api/agency/subordinate/requests', SubordinateRequestList, { signal }),
    respondToRequest: (body: { id: number; accept: boolean }, signal?: AbortSignal) =>
      api.post('/api/agency/subordinate/respond', SubordinateResponse, { body, signal }),
  };
}
export type AgencyApi = ReturnType<typeof agencyApi>;
export type Mechanism = Awaited<ReturnType<AgencyApi['mechanism']>>;
