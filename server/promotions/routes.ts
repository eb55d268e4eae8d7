import * as v from 'valibot';
import {
  ActivityBody,
  ActivityDetailList,
  CoverHistoryPage,
  HistoryBody,
  InvitationClaimBody,
  RebateDayPage,
  RebateDetailsBody,
  RebateGameList,
  RewardCheck,
  RewardClaim,
  RewardHistoryPage,
  VipHistory,
  VipInfo,
  WheelSpin,
  type ActivityKey,
  type RewardCheck as Check,
  type RewardClaim as Claim,
  type WheelKey,
} from '../../contract/promotions';
import type { Db } from '../db/types';
import { formatCents } from '../wallet/money';
import { PromoText } from '../../contract/promoText';
import { LangField } from '../../contract/common';
import { requestHost } from '../http/env';
import { defineRoute } from '../http/registry';
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
import { ACTIVITY_NAMES, PROMOTIONS } from './config';
import { coverHistory, rebateDays, rebateGames, rewardHistory, vipHistory, vipInfo } from './standing';
import { checkWheel, spinWheel } from './wheels';

const claimErrors = (notEligible: string) => ({
  409: `'${PromoText.alreadyClaimed}'`,
  422: `'${notEligible}', '${PromoText.notEligible}' (switched off on the site)`,
});

/** The check and the claim of one activity. */
function activityRoutes(
  key: Exclude<ActivityKey, WheelKey | 'invitationactivity'>,
  check: (db: Db, memberId: number, now: Date) => Promise<Check>,
  claim: (db: Db, memberId: number, now: Date) => Promise<Claim>,
  notEligible: string,
) {
  return [
    defineRoute({
      method: 'post',
      path: `/${key}/check`,
      summary: `${ACTIVITY_NAMES[key]}: claimable, claimed or not eligible (with the reason), and the reward`,
      tag: 'promotions',
      auth: 'member',
      body: ActivityBody,
      response: RewardCheck,
      handler: async ({ deps, now, member }) => ({ data: await check(deps.db, member.member.id, now) }),
    }),
    defineRoute({
      method: 'post',
      path: `/${key}/claim`,
      summary: `${ACTIVITY_NAMES[key]}: pay the reward once, through the ledger. Accepts an Idempotency-Key header`,
      tag: 'promotions',
      auth: 'member',
      body: ActivityBody,
      response: RewardClaim,
      errors: claimErrors(notEligible),
      handler: ({ c, deps, now, member }) =>
        idempotent(c, deps.db, member.member.id, now, async (tx) => ({
          data: await claim(tx, member.member.id, now),
          message: PromoText.claimed,
        })),
    }),
  ];
}

function wheelRoutes(wheel: WheelKey) {
  return [
    defineRoute({
      method: 'post',
      path: `/${wheel}/check`,
      summary: `${ACTIVITY_NAMES[wheel]}: the spins left and the prizes`,
      tag: 'promotions',
      auth: 'member',
      body: ActivityBody,
      response: RewardCheck,
      handler: async ({ deps, now, member }) => ({ data: await checkWheel(deps.db, wheel, member.member.id, now) }),
    }),
    defineRoute({
      method: 'post',
      path: `/${wheel}/claim`,
      summary: `${ACTIVITY_NAMES[wheel]}: spin — the server draws the prize (CSPRNG, weighted) and pays it`,
      tag: 'promotions',
      auth: 'member',
      body: ActivityBody,
      response: WheelSpin,
      errors: { 422: `'${wheel === 'dailywheel' ? PromoText.noMoreSpins : PromoText.noMoreRoll}'` },
      handler: ({ c, deps, now, member }) =>
        idempotent(c, deps.db, member.member.id, now, async (tx) => {
          const spin = await spinWheel({ ...deps, db: tx }, wheel, member.member.id, now);
          return { data: spin, message: spin.message };
        }),
    }),
  ];
}

export const promotionRoutes = [
  defineRoute({
    method: 'get',
    path: '/activitydetails/get',
    summary: 'The site’s activities that are switched on (by site code or host), with the numbers of their rules',
    tag: 'promotions',
    auth: 'public',
    query: v.object({ lang: LangField, site: v.optional(v.pipe(v.string(), v.maxLength(253))) }),
    response: ActivityDetailList,
    handler: async ({ c, deps, query }) => {
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
    },
  }),
  ...activityRoutes('ftd', checkFtd, claimFtd, PromoText.noEligibleTopUps),
  ...activityRoutes('dailyrescue', checkDailyRescue, claimDailyRescue, PromoText.notEligibleToReceive),
  ...activityRoutes('rechargerebate', checkRechargeRebate, claimRechargeRebate, PromoText.noQualifyingRecharge),
  defineRoute({
    method: 'post',
    path: '/invitationactivity/check',
    summary: 'Invite friends: each friend invited, whether their first deposit qualified, and what is claimable',
    tag: 'promotions',
    auth: 'member',
    body: ActivityBody,
    response: RewardCheck,
    handler: async ({ deps, member }) => ({ data: await checkInvitation(deps.db, member.member.id) }),
  }),
  defineRoute({
    method: 'post',
    path: '/invitationactivity/claim',
    summary: 'Invite friends: claim the reward for one friend (invitee_id), once per friend',
    tag: 'promotions',
    auth: 'member',
    body: InvitationClaimBody,
    response: RewardClaim,
    errors: {
      409: `'${PromoText.userDoesNotExist}' (not a friend of this member), '${PromoText.alreadyClaimed}'`,
      422: `'${PromoText.userNotEligible}'`,
    },
    handler: ({ c, deps, now, member, body }) =>
      idempotent(c, deps.db, member.member.id, now, async (tx) => ({
        data: await claimInvitation(tx, member.member.id, body.invitee_id, now),
        message: PromoText.claimed,
      })),
  }),
  ...wheelRoutes('dailywheel'),
  ...wheelRoutes('lotterywheel'),
  defineRoute({
    method: 'post',
    path: '/member/vip/info',
    summary: 'VIP: the member’s level, total reloaded and total bet, and the levels',
    tag: 'promotions',
    auth: 'member',
    body: ActivityBody,
    response: VipInfo,
    handler: async ({ deps, member }) => ({ data: await vipInfo(deps.db, member.member.id) }),
  }),
  defineRoute({
    method: 'post',
    path: '/member/vip/history',
    summary: 'VIP: each level reached, newest first',
    tag: 'promotions',
    auth: 'member',
    body: ActivityBody,
    response: VipHistory,
    handler: async ({ deps, member }) => ({ data: await vipHistory(deps.db, member.member.id) }),
  }),
  defineRoute({
    method: 'post',
    path: '/rewards/history',
    summary: 'Every reward received, newest first, paged',
    tag: 'promotions',
    auth: 'member',
    body: HistoryBody,
    response: RewardHistoryPage,
    handler: async ({ deps, member, body }) => ({
      data: await rewardHistory(deps.db, member.member.id, body.page, body.per_page),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/cover/history',
    summary: 'The daily-loss relief payouts, newest first, paged',
    tag: 'promotions',
    auth: 'member',
    body: HistoryBody,
    response: CoverHistoryPage,
    handler: async ({ deps, member, body }) => ({
      data: await coverHistory(deps.db, member.member.id, body.page, body.per_page),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/games/rebates/list',
    summary: 'The betting rebate (2% of the bets) by São Paulo day, newest first, paged: deposits, bets, bets − wins, rebate, settled',
    tag: 'promotions',
    auth: 'member',
    body: HistoryBody,
    response: RebateDayPage,
    handler: async ({ deps, member, body }) => ({
      data: await rebateDays(deps.db, member.member.id, body.page, body.per_page),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/games/rebates/details',
    summary: 'The betting rebate of one day, game by game',
    tag: 'promotions',
    auth: 'member',
    body: RebateDetailsBody,
    response: RebateGameList,
    handler: async ({ deps, member, body }) => ({ data: await rebateGames(deps.db, member.member.id, body.day) }),
  }),
];
