import * as v from 'valibot';
import { MAX_AMOUNT, Money, withinMaxAmount } from './common';
import { Restriction } from './auth';
import { endpoint } from './endpoint';
import { LIMIT_VALUE_TEXTS } from './responsible.refusals';
import { says } from './says';

/*
 * Responsible gambling (Portaria SPA/MF 1.231/2024): the limits a player sets, the reality check, the pause
 * (cool-off) and self-exclusion, and the activity statement. The server enforces every one of them.
 */

/**
 * The limits a player can set: deposits and net losses per day, week and month, play time per day, bets per
 * day. The play-time limit keeps its stored name, session_minutes, from when it counted one session: it now
 * counts the minutes played in the São Paulo day over all sessions.
 */
export const LIMIT_KINDS = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'loss_month',
  'session_minutes',
  'bets_day',
] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LimitKind = v.picklist(LIMIT_KINDS, says('responsible.limit_kind_unknown'));

export type LimitUnit = 'money' | 'minutes' | 'count';
export const limitUnit = (kind: LimitKind): LimitUnit =>
  kind === 'session_minutes' ? 'minutes' : kind === 'bets_day' ? 'count' : 'money';

/**
 * The calendar period a limit counts over (São Paulo time). 'session' is no longer answered (play time counts
 * per day) and stays in the type for a client that still knows it.
 */
export type LimitPeriod = 'day' | 'week' | 'month' | 'session';
export const limitPeriod = (kind: LimitKind): LimitPeriod =>
  kind === 'session_minutes' || kind === 'bets_day' ? 'day' : (kind.split('_')[1] as LimitPeriod);

/** Raising or removing a limit takes effect this long after it is asked for; lowering, at once. */
export const LIMIT_RAISE_DELAY_HOURS = 24;

export const SESSION_MINUTES = { min: 5, max: 1440 } as const;
export const BETS_PER_DAY = { min: 1, max: 10_000 } as const;

/** The reality check's intervals a player can choose (minutes of play), the default first among equals. */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
export const REALITY_CHECK_DEFAULT = 60;

/** A limit's value as the API writes it: "100.00" for money, a whole number of minutes or bets. */
const limitValueValid = (kind: LimitKind, value: string): boolean => {
  const unit = limitUnit(kind);
  if (unit === 'money') return /^\d+(\.\d{1,2})?$/.test(value) && Number(value) > 0 && withinMaxAmount(value);
  if (!/^\d{1,6}$/.test(value)) return false;
  const bounds = unit === 'minutes' ? SESSION_MINUTES : BETS_PER_DAY;
  return Number(value) >= bounds.min && Number(value) <= bounds.max;
};

/**
 * Why a typed limit value cannot be sent ("100", "100,50" and "100.50" are amounts), as the code and params
 * the server would refuse it with; null when it can. The app checks with it before sending.
 */
/** The English texts of a typed limit's refusals (declared with the area's refusals). */
export { LIMIT_VALUE_TEXTS };

/** A typed limit's refusal with its English message (the params filled in). */
export function limitValueRefusalText(kind: LimitKind, typed: string) {
  const refusal = limitValueRefusal(kind, typed);
  if (!refusal) return null;
  const message = LIMIT_VALUE_TEXTS[refusal.error].replace(
    /\{(\w+)\}/g,
    (whole, name: string) => refusal.params[name] ?? whole,
  );
  return { ...refusal, message };
}

export function limitValueRefusal(
  kind: LimitKind,
  typed: string,
): {
  error: 'responsible.limit_amount_invalid' | 'responsible.limit_minutes_invalid' | 'responsible.limit_count_invalid';
  params: Record<string, string>;
} | null {
  if (limitValueValid(kind, limitValueInput(kind, typed))) return null;
  const unit = limitUnit(kind);
  if (unit === 'money') return { error: 'responsible.limit_amount_invalid', params: { max: MAX_AMOUNT } };
  const bounds = unit === 'minutes' ? SESSION_MINUTES : BETS_PER_DAY;
  return {
    error: unit === 'minutes' ? 'responsible.limit_minutes_invalid' : 'responsible.limit_count_invalid',
    params: { min: String(bounds.min), max: String(bounds.max) },
  };
}

/** A typed value as the API takes it: "100,5" → "100.5". */
export const limitValueInput = (kind: LimitKind, typed: string) =>
  limitUnit(kind) === 'money' ? typed.trim().replace(',', '.') : typed.trim();

const invalidValueCode = (kind: LimitKind) =>
  ({
    money: says('responsible.limit_amount_invalid', { max: MAX_AMOUNT }),
    minutes: says('responsible.limit_minutes_invalid', {
      min: String(SESSION_MINUTES.min),
      max: String(SESSION_MINUTES.max),
    }),
    count: says('responsible.limit_count_invalid', { min: String(BETS_PER_DAY.min), max: String(BETS_PER_DAY.max) }),
  })[limitUnit(kind)];

/** POST /api/responsible/limit: a new value for one limit; null removes it (after the delay). */
export const SetLimitBody = v.pipe(
  v.object({
    kind: LimitKind,
    value: v.nullable(
      v.pipe(
        v.union([v.string(), v.number()], says('responsible.limit_amount_invalid', { max: MAX_AMOUNT })),
        v.transform((value) => String(value).trim()),
      ),
    ),
  }),
  v.forward(
    v.check(
      (body) => body.value === null || limitValueValid(body.kind, body.value),
      (issue) => {
        const input = issue.input as { kind?: LimitKind };
        return invalidValueCode(input.kind ?? 'deposit_day');
      },
    ),
    ['value'],
  ),
);
export type SetLimitBody = v.InferInput<typeof SetLimitBody>;

export const LimitState = v.object({
  kind: LimitKind,
  unit: v.picklist(['money', 'minutes', 'count']),
  period: v.picklist(['day', 'week', 'month', 'session']),
  /** In force now; null: no limit. */
  value: v.nullable(v.string()),
  /** A raise or a removal waiting for its 24 hours (value null: the removal). */
  pending: v.nullable(v.object({ value: v.nullable(v.string()), from: v.string() })),
  /** What the period has used: money deposited (credited) or lost, minutes played today, bets placed today. */
  used: v.string(),
  /**
   * A deposit limit's money held by orders not yet paid (a PIX charge waiting, until it expires): it counts
   * against the limit with `used` when a new order is made; null for the other kinds.
   */
  reserved: v.nullable(v.string()),
  /** When the period starts again. */
  resets_at: v.nullable(v.string()),
});
export type LimitState = v.InferOutput<typeof LimitState>;

export { Restriction, RestrictionKind } from './auth';

export const ResponsibleStatus = v.object({
  limits: v.array(LimitState),
  reality_check_minutes: v.number(),
  restriction: v.nullable(Restriction),
  session_started_at: v.string(),
  /**
   * Whether to offer the member to set limits (after sign-up, before the first deposit): no deposit paid
   * yet, no limit set, no pause or self-exclusion, and the offer not answered before (on any device).
   */
  limits_offer: v.boolean(),
});
export type ResponsibleStatus = v.InferOutput<typeof ResponsibleStatus>;

export const SetLimitResult = v.object({
  /** now: lowered (or the same), in force at once; later: a raise or removal, in force from `pending.from`. */
  effective: v.picklist(['now', 'later']),
  status: ResponsibleStatus,
});
export type SetLimitResult = v.InferOutput<typeof SetLimitResult>;

export const RealityCheckBody = v.object({
  minutes: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.transform(Number))], says('responsible.reality_check_invalid')),
    v.check(
      (minutes) => (REALITY_CHECK_MINUTES as readonly number[]).includes(minutes as number),
      says('responsible.reality_check_invalid'),
    ),
  ),
});

/** POST /api/responsible/limits-offer: the answer to the offer to set limits (the first one is kept). */
export const LIMITS_OFFER_ANSWERS = ['skipped', 'saved'] as const;
export type LimitsOfferAnswer = (typeof LIMITS_OFFER_ANSWERS)[number];
export const LimitsOfferBody = v.object({
  answer: v.picklist(LIMITS_OFFER_ANSWERS, says('responsible.offer_answer_unknown')),
});

export const PAUSE_PERIODS = ['24h', '7d', '30d'] as const;
export const EXCLUSION_PERIODS = ['6m', '1y', 'permanent'] as const;
export type PausePeriod = (typeof PAUSE_PERIODS)[number];
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];

const ConfirmPassword = v.pipe(
  v.string(says('security.password_wrong')),
  v.minLength(1, says('security.password_wrong')),
);

export const PauseBody = v.object({
  period: v.picklist(PAUSE_PERIODS, says('responsible.period_unknown')),
  password: ConfirmPassword,
});
export const ExclusionBody = v.object({
  period: v.picklist(EXCLUSION_PERIODS, says('responsible.period_unknown')),
  password: ConfirmPassword,
});

/** What the reality check shows: time since login and the net result of play since then. */
export const SessionSummary = v.object({
  started_at: v.string(),
  minutes: v.number(),
  /** Wins minus stakes since login (negative: lost). */
  net: Money,
  bets: v.number(),
});
export type SessionSummary = v.InferOutput<typeof SessionSummary>;

export const STATEMENT_PERIODS = ['day', 'week', 'month'] as const;
export type StatementPeriod = (typeof STATEMENT_PERIODS)[number];
/** How many periods a statement goes back. */
export const STATEMENT_LENGTH: Record<StatementPeriod, number> = { day: 31, week: 12, month: 12 };

export const StatementQuery = v.object({
  period: v.optional(v.picklist(STATEMENT_PERIODS, says('responsible.period_unknown')), 'month'),
});

export const StatementRow = v.object({
  /** The period's first day (São Paulo, YYYY-MM-DD). */
  from: v.string(),
  /** Its last day. */
  to: v.string(),
  deposits: Money,
  withdrawals: Money,
  bets: Money,
  wins: Money,
  /** wins − bets. */
  net: Money,
});
export type StatementRow = v.InferOutput<typeof StatementRow>;

export const Statement = v.object({
  period: v.picklist(STATEMENT_PERIODS),
  /** Newest first. */
  rows: v.array(StatementRow),
  totals: v.object({ deposits: Money, withdrawals: Money, bets: Money, wins: Money, net: Money }),
});
export type Statement = v.InferOutput<typeof Statement>;

const RESTRICTED = {
  'responsible.paused': 'the account is paused',
  'responsible.self_excluded': 'the account is self-excluded for a time',
  'responsible.self_excluded_permanently': 'the account is self-excluded for good',
  'regulator.withdraw_only': "the regulator's check of the CPF flagged it (params: reason): only withdrawals",
} as const;

export const ResponsibleEndpoints = {
  status: endpoint({
    method: 'get',
    path: '/responsible/status',
    summary: 'The limits (in force, pending, used, when each resets), the reality-check interval and any pause',
    tag: 'responsible',
    auth: 'member',
    response: ResponsibleStatus,
  }),
  setLimit: endpoint({
    method: 'post',
    path: '/responsible/limit',
    summary: 'Set, lower, raise or remove a limit: lowering takes effect at once, raising or removing after 24 hours',
    tag: 'responsible',
    auth: 'member',
    body: SetLimitBody,
    response: SetLimitResult,
  }),
  realityCheck: endpoint({
    method: 'post',
    path: '/responsible/reality-check',
    summary: 'Choose how many minutes of play pass between reality checks',
    tag: 'responsible',
    auth: 'member',
    body: RealityCheckBody,
    response: ResponsibleStatus,
  }),
  pause: endpoint({
    method: 'post',
    path: '/responsible/pause',
    summary:
      'Pause the account for 24 hours, 7 or 30 days (password confirmed): no deposits or bets until it ends; deposit orders waiting for payment are cancelled (a payment that still arrives is returned to the payer)',
    tag: 'responsible',
    auth: 'member',
    body: PauseBody,
    response: Restriction,
    errors: {
      'security.password_wrong': 'the password does not match',
      'auth.too_many_attempts': 'too many wrong passwords',
      'responsible.already_restricted': 'a pause or self-exclusion is running',
      'responsible.self_excluded_permanently': 'a permanent self-exclusion is running',
    },
  }),
  exclusion: endpoint({
    method: 'post',
    path: '/responsible/self-exclusion',
    summary:
      'Self-exclude for 6 months, 1 year or for good (password confirmed): only withdrawals remain possible; deposit orders waiting for payment are cancelled. A running pause becomes the self-exclusion; a running self-exclusion may be extended (a period ending later, or permanent), never shortened',
    tag: 'responsible',
    auth: 'member',
    body: ExclusionBody,
    response: Restriction,
    errors: {
      'security.password_wrong': 'the password does not match',
      'auth.too_many_attempts': 'too many wrong passwords',
      'responsible.exclusion_not_longer': 'a self-exclusion is running that ends as late or later: params.until',
      'responsible.self_excluded_permanently': 'a permanent self-exclusion is running',
    },
  }),
  limitsOffer: endpoint({
    method: 'post',
    path: '/responsible/limits-offer',
    summary:
      'Answer the offer to set limits made after sign-up and before the first deposit ("Not now", or limits saved): it is not made again',
    tag: 'responsible',
    auth: 'member',
    body: LimitsOfferBody,
    response: ResponsibleStatus,
  }),
  session: endpoint({
    method: 'get',
    path: '/responsible/session',
    summary: "The reality check's figures: minutes since login and the net result of play since then",
    tag: 'responsible',
    auth: 'member',
    // Read on the reality check's timer: it must not keep an idle session alive.
    background: true,
    response: SessionSummary,
  }),
  statement: endpoint({
    method: 'get',
    path: '/responsible/statement',
    summary: 'Deposits, withdrawals, bets, wins and the net result by day (31), week (12) or month (12)',
    tag: 'responsible',
    auth: 'member',
    query: StatementQuery,
    response: Statement,
  }),
};

/** What a deposit, a bet, a game launch or a promotion answers while the account is paused or self-excluded. */
export const RESTRICTED_ERRORS = RESTRICTED;

/** What a deposit answers when a deposit limit would be passed. */
export const DEPOSIT_LIMIT_ERRORS = {
  'responsible.deposit_limit': 'the deposit would pass a deposit limit (which, how much is left, when it resets)',
  'regulator.unavailable':
    "the day's check of the CPF has had no answer yet (the regulator down): asked again every minute",
  ...RESTRICTED,
} as const;

/** What a bet or a game launch answers once today's play time is used up. */
export const PLAY_TIME_ERRORS = {
  'responsible.play_time_limit': "today's play-time limit is reached (the limit, and when play is possible again)",
} as const;

/** What a bet answers when a limit would be passed. */
export const BET_LIMIT_ERRORS = {
  'responsible.loss_limit': 'the stake would pass a loss limit (which, how much is left, when it resets)',
  'responsible.bets_limit': 'the daily number of bets is reached (when it resets)',
  ...PLAY_TIME_ERRORS,
  ...RESTRICTED,
} as const;
