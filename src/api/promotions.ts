import type * as v from 'valibot';
import { AgencyEndpoints } from '../../contract/agency';
import type { Endpoint } from '../../contract/endpoint';
import { PromotionsEndpoints, type ActivityKey, type HistoryBody, type WheelKey } from '../../contract/promotions';
import type { ApiClient } from './client';

/** Each reward activity's check (the agency's reward counts as one). */
const CHECKS = {
  ftd: PromotionsEndpoints.ftdCheck,
  invitationactivity: PromotionsEndpoints.invitationCheck,
  dailyrescue: PromotionsEndpoints.dailyRescueCheck,
  rechargerebate: PromotionsEndpoints.rechargeRebateCheck,
  dailywheel: PromotionsEndpoints.dailyWheelCheck,
  lotterywheel: PromotionsEndpoints.lotteryWheelCheck,
};

/** Each reward activity's claim but the wheels'. */
const CLAIMS = {
  ftd: PromotionsEndpoints.ftdClaim,
  invitationactivity: PromotionsEndpoints.invitationClaim,
  dailyrescue: PromotionsEndpoints.dailyRescueClaim,
  rechargerebate: PromotionsEndpoints.rechargeRebateClaim,
};

/** A wheel's claim is its spin. */
const SPINS = { dailywheel: PromotionsEndpoints.dailyWheelSpin, lotterywheel: PromotionsEndpoints.lotteryWheelSpin };

/** The promotions' calls (contract/promotions.ts; the agency's reward from contract/agency.ts), loaded with the promotion screens. */
export function promotionsApi(api: ApiClient) {
  const paged =
    <R extends v.GenericSchema>(declaration: Endpoint<'member', undefined, typeof HistoryBody, R>) =>
    (page: number, perPage: number, signal?: AbortSignal) =>
      api.call(declaration, { body: { page, per_page: perPage }, signal });
  return {
    activities: (signal?: AbortSignal) => api.call(PromotionsEndpoints.activities, { signal }),
    check: (activity: ActivityKey | 'agency', signal?: AbortSignal) =>
      activity === 'agency'
        ? api.call(AgencyEndpoints.check, { signal })
        : api.call(CHECKS[activity], { body: { name: activity }, signal }),
    claim: (
      activity: Exclude<ActivityKey, WheelKey> | 'agency',
      body: { invitee_id?: number },
      signal?: AbortSignal,
    ) =>
      activity === 'agency'
        ? api.call(AgencyEndpoints.claim, { signal })
        : api.call(CLAIMS[activity], { body: { name: activity, ...body }, signal }),
    spin: (wheel: WheelKey, signal?: AbortSignal) => api.call(SPINS[wheel], { body: { name: wheel }, signal }),
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
