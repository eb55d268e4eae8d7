import type * as v from 'valibot';
import { AgencyEndpoints } from '../../contract/agency';
import type { Endpoint } from '../../contract/endpoint';
import { IncentivesEndpoints } from '../../contract/incentives';
import {
  ACTIVITY_ENDPOINTS,
  PromotionsEndpoints,
  type ActivityKey,
  type HistoryBody,
  type WheelKey,
} from '../../contract/promotions';
import type { ApiClient } from './client';

/** The promotions' calls (contract/promotions.ts; the agency's reward from contract/agency.ts), loaded with the promotion screens. */
export function promotionsApi(api: ApiClient) {
  const paged =
    <R extends v.GenericSchema>(declaration: Endpoint<'member', undefined, typeof HistoryBody, R>) =>
    (page: number, perPage: number, signal?: AbortSignal) =>
      api.call(declaration, { body: { page, per_page: perPage }, signal });
  return {
    activities: (signal?: AbortSignal) => api.call(PromotionsEndpoints.activities, { signal }),
    incentives: (signal?: AbortSignal) => api.call(IncentivesEndpoints.siteIncentives, { signal }),
    check: (activity: ActivityKey | 'agency', signal?: AbortSignal) =>
      activity === 'agency'
        ? api.call(AgencyEndpoints.check, { signal })
        : api.call(ACTIVITY_ENDPOINTS[activity].check, { body: { name: activity }, signal }),
    claim: (
      activity: Exclude<ActivityKey, WheelKey> | 'agency',
      body: { invitee_id?: number },
      signal?: AbortSignal,
    ) =>
      activity === 'agency'
        ? api.call(AgencyEndpoints.claim, { signal })
        : api.call(ACTIVITY_ENDPOINTS[activity].claim, { body: { name: activity, ...body }, signal }),
    spin: (wheel: WheelKey, signal?: AbortSignal) =>
      api.call(ACTIVITY_ENDPOINTS[wheel].claim, { body: { name: wheel }, signal }),
    vip: (signal?: AbortSignal) => api.call(PromotionsEndpoints.vipInfo, { signal }),
    vipHistory: (signal?: AbortSignal) => api.call(PromotionsEndpoints.vipHistory, { signal }),
    rewardHistory: paged(PromotionsEndpoints.rewardHistory),
    coverHistory: paged(PromotionsEndpoints.coverHistory),
    rebates: paged(PromotionsEndpoints.rebates),
    rebateGames: (day: string, signal?: AbortSignal) =>
      api.call(PromotionsEndpoints.rebateGames, { body: { day }, signal }),
  };
}
export type PromotionsApi = ReturnType<typeof promotionsApi>;
