import {
  ACTIVITY_NAMES,
  PromotionsEndpoints,
  type ActivityKey,
  type RewardCheck as Check,
  type RewardClaim as Claim,
  type WheelKey,
} from '../../contract/promotions';
import type { Db } from '../db/types';
import { formatCents } from '../wallet/money';
import { PromoText } from '../../contract/promoText';
import { requestHost } from '../http/env';
import { implement } from '../http/registry';
import { idempotent } from '../payments/idempotency';
import { siteByCodeOrHost } from '../site/resolve';
import {
  checkDailyRescue,
  checkFtd,
  checkInvitation,
  checkRechargeRebate,
  claimDailyRescue,
  claimFtd,
  claimInvitation,
  claimRechargeRebate,
} from './activities';
import { PROMOTIONS } from './config';
import { coverHistory, rebateDays, rebateGames, rewardHistory, vipHistory, vipInfo } from './standing';
import { checkWheel, spinWheel } from './wheels';

type Declarations = typeof PromotionsEndpoints;

/** The check and the claim of one activity. */
function activityRoutes(
  declarations: { check: Declarations['ftdCheck']; claim: Declarations['ftdClaim'] },
  check: (db: Db, memberId: number, now: Date) => Promise<Check>,
  claim: (db: Db, memberId: number, now: Date) => Promise<Claim>,
) {
  return [
    implement(declarations.check, async ({ deps, now, member }) => ({ data: await check(deps.db, member.member.id, now) })),
    implement(declarations.claim, ({ c, deps, now, member }) =>
      idempotent(c, deps.db, member.member.id, now, async (tx) => ({
        data: await claim(tx, member.member.id, now),
        message: PromoText.claimed,
      })),
    ),
  ];
}

function wheelRoutes(
  wheel: WheelKey,
  declarations: { check: Declarations['dailyWheelCheck']; spin: Declarations['dailyWheelSpin'] },
) {
  return [
    implement(declarations.check, async ({ deps, now, member }) => ({
      data: await checkWheel(deps.db, wheel, member.member.id, now),
    })),
    implement(declarations.spin, ({ c, deps, now, member }) =>
      idempotent(c, deps.db, member.member.id, now, async (tx) => {
        const spin = await spinWheel({ ...deps, db: tx }, wheel, member.member.id, now);
        return { data: spin, message: spin.message };
      }),
    ),
  ];
}

/** The promotions' endpoints (contract/promotions.ts), implemented. */
export const promotionRoutes = [
  implement(PromotionsEndpoints.activities, async ({ c, deps, query }) => {
    const site = await siteByCodeOrHost(deps.db, query.site?.trim() || requestHost(c));
    const rules: Record<ActivityKey, Record<string, string | number>> = {
      ftd: { min_deposit: formatCents(PROMOTIONS.ftd.minDepositCents), reward: formatCents(PROMOTIONS.ftd.rewardCents) },
      invitationactivity: {
        min_deposit: formatCents(PROMOTIONS.invitation.minDepositCents),
        reward: formatCents(PROMOTIONS.invitation.rewardCents),
      },
      dailyrescue: { percent: PROMOTIONS.dailyRescue.percent },
      rechargerebate: {
        min_recharge: formatCents(PROMOTIONS.rechargeRebate.minRechargeCents),
        percent: PROMOTIONS.rechargeRebate.percent,
        turnover_multiple: PROMOTIONS.rechargeRebate.turnoverMultiple,
      },
      dailywheel: { spins_per_day: PROMOTIONS.dailyWheel.spinsPerDay },
      lotterywheel: { deposit_per_spin: formatCents(PROMOTIONS.lotteryWheel.centsPerSpin) },
    };
    const keys = Object.keys(ACTIVITY_NAMES) as ActivityKey[];
    return {
      data: keys
        .filter((key) => !site.disabledActivities.includes(key))
        .map((key) => ({ key, name: ACTIVITY_NAMES[key], site: site.code, rules: rules[key] })),
    };
  }),
  ...activityRoutes({ check: PromotionsEndpoints.ftdCheck, claim: PromotionsEndpoints.ftdClaim }, checkFtd, claimFtd),
  ...activityRoutes(
    { check: PromotionsEndpoints.dailyRescueCheck, claim: PromotionsEndpoints.dailyRescueClaim },
    checkDailyRescue,
    claimDailyRescue,
  ),
  ...activityRoutes(
    { check: PromotionsEndpoints.rechargeRebateCheck, claim: PromotionsEndpoints.rechargeRebateClaim },
    checkRechargeRebate,
    claimRechargeRebate,
  ),
  implement(PromotionsEndpoints.invitationCheck, async ({ deps, member }) => ({
    data: await checkInvitation(deps.db, member.member.id),
  })),
  implement(PromotionsEndpoints.invitationClaim, ({ c, deps, now, member, body }) =>
    idempotent(c, deps.db, member.member.id, now, async (tx) => ({
      data: await claimInvitation(tx, member.member.id, body.invitee_id, now),
      message: PromoText.claimed,
    })),
  ),
  ...wheelRoutes('dailywheel', { check: PromotionsEndpoints.dailyWheelCheck, spin: PromotionsEndpoints.dailyWheelSpin }),
  ...wheelRoutes('lotterywheel', { check: PromotionsEndpoints.lotteryWheelCheck, spin: PromotionsEndpoints.lotteryWheelSpin }),
  implement(PromotionsEndpoints.vipInfo, async ({ deps, member }) => ({ data: await vipInfo(deps.db, member.member.id) })),
  implement(PromotionsEndpoints.vipHistory, async ({ deps, member }) => ({ data: await vipHistory(deps.db, member.member.id) })),
  implement(PromotionsEndpoints.rewardHistory, async ({ deps, member, body }) => ({
    data: await rewardHistory(deps.db, member.member.id, body.page, body.per_page),
  })),
  implement(PromotionsEndpoints.coverHistory, async ({ deps, member, body }) => ({
    data: await coverHistory(deps.db, member.member.id, body.page, body.per_page),
  })),
  implement(PromotionsEndpoints.rebates, async ({ deps, member, body }) => ({
    data: await rebateDays(deps.db, member.member.id, body.page, body.per_page),
  })),
  implement(PromotionsEndpoints.rebateGames, async ({ deps, member, body }) => ({
    data: await rebateGames(deps.db, member.member.id, body.day),
  })),
];
