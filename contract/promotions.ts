import * as v from 'valibot';
import { Id, LangField, Line, Money, paging, BusinessDay } from './common';
import { endpoint, IDEMPOTENT, type Endpoint } from './endpoint';
import type { ErrorCode } from './errors';
import { RESTRICTED_ERRORS } from './responsible';
import { says } from './says';

/** Promotions: the activities, their check and claim, the two wheels, VIP, rebates and the histories. */

/** The reward activities, by the name the API uses in its paths. */
export const ACTIVITY_KEYS = [
  'ftd',
  'invitationactivity',
  'dailyrescue',
  'rechargerebate',
  'dailywheel',
  'lotterywheel',
] as const;
export const ActivityKey = v.picklist(ACTIVITY_KEYS);
export type ActivityKey = v.InferOutput<typeof ActivityKey>;
export type WheelKey = Extract<ActivityKey, 'dailywheel' | 'lotterywheel'>;
export const isWheel = (key: ActivityKey): key is WheelKey => key === 'dailywheel' || key === 'lotterywheel';

/** The activities' names, as the activity list and the API's documentation give them. */
export const ACTIVITY_NAMES: Record<ActivityKey, string> = {
  ftd: 'First deposit bonus',
  invitationactivity: 'Invite friends',
  dailyrescue: 'Daily loss relief fund',
  rechargerebate: 'Recharge rebate',
  dailywheel: 'Daily wheel',
  lotterywheel: 'Lottery wheel',
};

export const RewardStatus = v.picklist(['claimable', 'claimed', 'not_eligible']);
export type RewardStatus = v.InferOutput<typeof RewardStatus>;

/** The body of every check and claim: the activity's name and the site are carried along. */
export const ActivityBody = v.object({
  name: v.optional(Line(60)),
  site: v.optional(Line(253)),
  lang: LangField,
});
export const InvitationClaimBody = v.object({
  ...ActivityBody.entries,
  invitee_id: Id(says('promotion.user_does_not_exist')),
});

/** GET api/activitydetails/get: the site's activities that are switched on, with their numbers. */
export const ActivityDetail = v.object({
  key: ActivityKey,
  name: v.string(),
  site: v.string(),
  /** The numbers the rules text shows (reward, minimum deposit, ratio…), as the configuration has them. */
  rules: v.record(v.string(), v.union([v.string(), v.number()])),
});
export const ActivityDetailList = v.array(ActivityDetail);
export type ActivityDetailList = v.InferOutput<typeof ActivityDetailList>;
export type ActivityDetail = v.InferOutput<typeof ActivityDetail>;

const CheckBase = {
  status: RewardStatus,
  /** What a claim would pay now ("0.00" when nothing). */
  reward: Money,
  /** Why it is not claimable (one of PromoText), or null. */
  reason: v.nullable(v.string()),
  /** The reason's code (contract/errors.ts: the refusal a claim would answer), or null. */
  reason_code: v.nullable(v.string()),
};

export const Invitee = v.object({
  invitee_id: v.number(),
  /** The friend's phone, masked: 219****4321. */
  phone: v.string(),
  registered_at: v.string(),
  /** Whether the friend's first deposit was of the minimum or more. */
  qualified: v.boolean(),
  status: RewardStatus,
  reward: Money,
});
export type Invitee = v.InferOutput<typeof Invitee>;

export const RebateDetail = v.object({
  id: v.number(),
  order_no: v.string(),
  recharge_amount: Money,
  /** The turnover that recharge asks for (5x), and what has been played since it. */
  required_amount: Money,
  played_amount: Money,
  reward_amount: Money,
  is_claimed: v.picklist([0, 1]),
  claimed_at: v.nullable(v.string()),
  /** When the turnover was reached (the rebate became claimable), or null. */
  event_ended_at: v.nullable(v.string()),
});
export type RebateDetail = v.InferOutput<typeof RebateDetail>;

export const Prize = v.object({
  id: v.number(),
  name: v.string(),
  amount: Money,
  /** An icon name from the app's set, or null for the default icon. */
  icon: v.nullable(v.string()),
});
export type Prize = v.InferOutput<typeof Prize>;

/** POST api/<activity>/check: one schema for all, with each activity's extra fields. */
export const RewardCheck = v.object({
  ...CheckBase,
  /** The invitation: each friend invited. */
  invitees: v.optional(v.array(Invitee)),
  /** The recharge rebate: one row per qualifying recharge. */
  details: v.optional(v.array(RebateDetail)),
  /** The daily-loss relief: the day and its net loss. */
  day: v.optional(v.string()),
  loss: v.optional(Money),
  /** The wheels. */
  remainingspins: v.optional(v.number()),
  prizes: v.optional(v.array(Prize)),
});
export type RewardCheck = v.InferOutput<typeof RewardCheck>;

export const RewardClaim = v.object({ reward: Money, balance: Money });
export type RewardClaim = v.InferOutput<typeof RewardClaim>;

/** POST api/<wheel>/claim: the spin's prize. */
export const WheelSpin = v.object({
  code: v.number(),
  prize_id: v.number(),
  reward: Money,
  quantity: v.number(),
  remainingspins: v.number(),
  message: v.string(),
  balance: Money,
});
export type WheelSpin = v.InferOutput<typeof WheelSpin>;

/**
 * POST api/member/vip/info. A level is reached by what the site counts (`basis`): the settled turnover
 * (the stakes of settled bets, void ones left out) on a `regulated-br` site, which computes no reward from
 * deposits, or the deposits on an `open` one; `min_total` and `max_total` bound the level in that amount.
 */
export const VipBasis = v.picklist(['turnover', 'deposits']);
export type VipBasis = v.InferOutput<typeof VipBasis>;
export const VipLevel = v.object({
  level: v.number(),
  name: v.string(),
  min_total: Money,
  max_total: Money,
  /** The level's gift, as the configuration words it ("5% to 10%"). */
  gift_min: v.string(),
  gift_max: v.string(),
});
export type VipLevel = v.InferOutput<typeof VipLevel>;
export const VipInfo = v.object({
  basis: VipBasis,
  uservip: v.object({
    userviplvl: v.number(),
    /** What counts toward the levels on this site (the settled turnover or the deposits). */
    total: Money,
    totalrecharge: Money,
    totalbetting: Money,
  }),
  data: v.array(VipLevel),
});
export type VipInfo = v.InferOutput<typeof VipInfo>;
export const VipHistoryEntry = v.object({
  level: v.number(),
  name: v.string(),
  /** The total (in the site's basis) when the level was reached. */
  total: Money,
  reached_at: v.string(),
});
export const VipHistory = v.array(VipHistoryEntry);
export type VipHistory = v.InferOutput<typeof VipHistory>;

/** POST api/rewards/history and api/cover/history (paged). */
export const HistoryBody = v.object({ ...paging(20), lang: LangField });
export const RewardHistoryEntry = v.object({
  id: v.number(),
  activity: v.string(),
  amount: Money,
  ref: v.string(),
  created_at: v.string(),
});
export const RewardHistoryPage = v.object({ list: v.array(RewardHistoryEntry), total: v.number() });
export type RewardHistoryPage = v.InferOutput<typeof RewardHistoryPage>;
export const CoverHistoryEntry = v.object({ day: v.string(), loss: Money, reward: Money, claimed_at: v.string() });
export const CoverHistoryPage = v.object({ list: v.array(CoverHistoryEntry), total: v.number() });
export type CoverHistoryPage = v.InferOutput<typeof CoverHistoryPage>;

/** POST /api/games/rebates/list: the betting rebate, day by day (São Paulo days). */
export const RebateDay = v.object({
  day: v.string(),
  rebate_ratio: v.string(),
  deposit_amount: Money,
  bet_amount: Money,
  /** The stakes of the bets settled that day (void ones left out), and those stakes minus their returns. */
  consumption: Money,
  rebate_amount: Money,
  /** Whether the day's rebate has been settled into the wallet. */
  settled: v.boolean(),
  /**
   * Not settled and never to be: the member was paused or self-excluded at some moment from the start of the
   * day until now, so the day's settlement pays them nothing (a day still to settle while they are is too).
   */
  forfeited: v.boolean(),
});
export const RebateDayPage = v.object({ list: v.array(RebateDay), total: v.number() });
export type RebateDayPage = v.InferOutput<typeof RebateDayPage>;
export const RebateDetailsBody = v.object({
  day: BusinessDay(says('day.invalid')),
  lang: LangField,
});
export const RebateGame = v.object({
  game_name: v.string(),
  category: v.string(),
  bet_amount: Money,
  rebate_amount: Money,
});
export const RebateGameList = v.array(RebateGame);
export type RebateGameList = v.InferOutput<typeof RebateGameList>;

/** POST /api/operator/rebates/settle. */
export const RebateSettleBody = v.object({
  day: v.optional(BusinessDay(says('day.invalid'))),
});
/**
 * A day's betting rebate settled: the members paid now and how much in all, and the members who forfeited
 * the day (paused or self-excluded at some moment from the start of the day to the settlement).
 */
export const RebateSettlement = v.object({ day: v.string(), members: v.number(), paid: Money, forfeited: v.number() });

/* The promotions' endpoints. */

/** The activities with a plain check and claim (not the invitation, not the wheels). */
export type PlainActivityKey = Exclude<ActivityKey, WheelKey | 'invitationactivity'>;

/** What a claim or spin of an activity the member's site does not offer answers. */
const OFFER_REFUSALS = {
  'promotion.deposit_bonus_off':
    'a deposit-linked activity on a regulated-br site (Portaria SPA/MF 1.231/2024 art. 42 §1)',
  'promotion.switched_off': 'the site has switched it off (sites.disabled_activities)',
  'promotion.deposit_reward_off':
    'a reward computed from someone else’s deposit (the invitation reward) on a regulated-br site (Lei 14.790/2023 art. 29)',
} as const;

const claimErrors = (reasons: PromoRefusal[]) => ({
  'promotion.already_claimed': '',
  'promotion.not_eligible': '',
  ...OFFER_REFUSALS,
  ...Object.fromEntries(reasons.map((code) => [code, ''])),
  ...RESTRICTED_ERRORS,
  ...IDEMPOTENT,
});

/** The refusals of an activity's claim when the member is not (yet) eligible. */
type PromoRefusal = Extract<ErrorCode, `promotion.${string}`>;

/** The check and the claim of one activity. */
const activityCheck = (key: PlainActivityKey) =>
  endpoint({
    method: 'post',
    path: `/${key}/check`,
    summary: `${ACTIVITY_NAMES[key]}: claimable, claimed or not eligible (with the reason), and the reward`,
    tag: 'promotions',
    auth: 'member',
    body: ActivityBody,
    response: RewardCheck,
    errors: RESTRICTED_ERRORS,
  });
const activityClaim = (key: PlainActivityKey, ...reasons: PromoRefusal[]) =>
  endpoint({
    method: 'post',
    path: `/${key}/claim`,
    summary: `${ACTIVITY_NAMES[key]}: pay the reward once, through the ledger. Accepts an Idempotency-Key header`,
    tag: 'promotions',
    auth: 'member',
    body: ActivityBody,
    response: RewardClaim,
    errors: claimErrors(reasons),
  });

/** A wheel's check and spin. */
const wheelCheck = (wheel: WheelKey) =>
  endpoint({
    method: 'post',
    path: `/${wheel}/check`,
    summary: `${ACTIVITY_NAMES[wheel]}: the spins left and the prizes`,
    tag: 'promotions',
    auth: 'member',
    body: ActivityBody,
    response: RewardCheck,
    errors: RESTRICTED_ERRORS,
  });
const wheelSpin = (wheel: WheelKey) =>
  endpoint({
    method: 'post',
    path: `/${wheel}/claim`,
    summary: `${ACTIVITY_NAMES[wheel]}: spin — the server draws the prize (CSPRNG, weighted) and pays it`,
    tag: 'promotions',
    auth: 'member',
    body: ActivityBody,
    response: WheelSpin,
    errors: {
      ...OFFER_REFUSALS,
      [wheel === 'dailywheel' ? 'promotion.no_more_spins' : 'promotion.no_more_roll']: '',
      ...RESTRICTED_ERRORS,
      ...IDEMPOTENT,
    },
  });

export const PromotionsEndpoints = {
  activities: endpoint({
    method: 'get',
    path: '/activitydetails/get',
    summary: 'The site’s activities that are switched on (by site code or host), with the numbers of their rules',
    tag: 'promotions',
    auth: 'public',
    query: v.object({ lang: LangField, site: v.optional(v.pipe(v.string(), v.maxLength(253))) }),
    response: ActivityDetailList,
  }),
  ftdCheck: activityCheck('ftd'),
  ftdClaim: activityClaim('ftd', 'promotion.no_eligible_top_ups'),
  dailyRescueCheck: activityCheck('dailyrescue'),
  dailyRescueClaim: activityClaim('dailyrescue', 'promotion.not_eligible_to_receive'),
  rechargeRebateCheck: activityCheck('rechargerebate'),
  rechargeRebateClaim: activityClaim(
    'rechargerebate',
    'promotion.no_eligible_top_ups',
    'promotion.no_qualifying_recharge',
    'promotion.rebate_awaits_settled_play',
  ),
  invitationCheck: endpoint({
    method: 'post',
    path: '/invitationactivity/check',
    summary: 'Invite friends: each friend invited, whether their first deposit qualified, and what is claimable',
    tag: 'promotions',
    auth: 'member',
    body: ActivityBody,
    response: RewardCheck,
    errors: RESTRICTED_ERRORS,
  }),
  invitationClaim: endpoint({
    method: 'post',
    path: '/invitationactivity/claim',
    summary: 'Invite friends: claim the reward for one friend (invitee_id), once per friend',
    tag: 'promotions',
    auth: 'member',
    body: InvitationClaimBody,
    response: RewardClaim,
    errors: {
      'promotion.user_does_not_exist': 'not a friend of this member',
      'promotion.already_claimed': '',
      'promotion.user_not_eligible': '',
      ...OFFER_REFUSALS,
      ...RESTRICTED_ERRORS,
      ...IDEMPOTENT,
    },
  }),
  dailyWheelCheck: wheelCheck('dailywheel'),
  dailyWheelSpin: wheelSpin('dailywheel'),
  lotteryWheelCheck: wheelCheck('lotterywheel'),
  lotteryWheelSpin: wheelSpin('lotterywheel'),
  vipInfo: endpoint({
    method: 'post',
    path: '/member/vip/info',
    summary:
      'VIP: the member’s level, what counts toward it on the site (settled turnover, or deposits on an open site), total reloaded and total bet, and the levels',
    tag: 'promotions',
    auth: 'member',
    body: ActivityBody,
    response: VipInfo,
  }),
  vipHistory: endpoint({
    method: 'post',
    path: '/member/vip/history',
    summary: 'VIP: each level reached, newest first',
    tag: 'promotions',
    auth: 'member',
    body: ActivityBody,
    response: VipHistory,
  }),
  rewardHistory: endpoint({
    method: 'post',
    path: '/rewards/history',
    summary: 'Every reward received, newest first, paged',
    tag: 'promotions',
    auth: 'member',
    body: HistoryBody,
    response: RewardHistoryPage,
  }),
  coverHistory: endpoint({
    method: 'post',
    path: '/cover/history',
    summary: 'The daily-loss relief payouts, newest first, paged',
    tag: 'promotions',
    auth: 'member',
    body: HistoryBody,
    response: CoverHistoryPage,
  }),
  rebates: endpoint({
    method: 'post',
    path: '/games/rebates/list',
    summary:
      'The betting rebate (2% of the bets, at most 90% of their house edge) by São Paulo day, newest first, paged: deposits, bets, bets − wins, rebate, settled',
    tag: 'promotions',
    auth: 'member',
    body: HistoryBody,
    response: RebateDayPage,
  }),
  rebateGames: endpoint({
    method: 'post',
    path: '/games/rebates/details',
    summary: 'The betting rebate of one day, game by game',
    tag: 'promotions',
    auth: 'member',
    body: RebateDetailsBody,
    response: RebateGameList,
  }),
};

/**
 * Each activity's check and claim (a wheel's claim is its spin), by key: the app calls them by the
 * activity's key and each server module in server/promotions/activities/ implements its own.
 */
export const ACTIVITY_ENDPOINTS = {
  ftd: { check: PromotionsEndpoints.ftdCheck, claim: PromotionsEndpoints.ftdClaim },
  invitationactivity: { check: PromotionsEndpoints.invitationCheck, claim: PromotionsEndpoints.invitationClaim },
  dailyrescue: { check: PromotionsEndpoints.dailyRescueCheck, claim: PromotionsEndpoints.dailyRescueClaim },
  rechargerebate: { check: PromotionsEndpoints.rechargeRebateCheck, claim: PromotionsEndpoints.rechargeRebateClaim },
  dailywheel: { check: PromotionsEndpoints.dailyWheelCheck, claim: PromotionsEndpoints.dailyWheelSpin },
  lotterywheel: { check: PromotionsEndpoints.lotteryWheelCheck, claim: PromotionsEndpoints.lotteryWheelSpin },
} satisfies Record<ActivityKey, { check: Endpoint; claim: Endpoint }>;
