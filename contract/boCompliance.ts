import * as v from 'valibot';
import { Reason } from './backoffice';
import { Id, Line, Money, paging, plainFreeText, PositiveInt, withinMaxAmount } from './common';
import { endpoint } from './endpoint';
import { PAUSE_PERIODS, Restriction } from './responsible';
import { says } from './says';

/**
 * The back office's responsible-gambling queue (compliance): rules the operator tunes, the flags they
 * raise on players with the evidence that triggered them, and what staff did about each (a contact, a
 * cooling-off, the close).
 */

export const RG_RULES = [
  'deposit_velocity',
  'losses_chasing',
  'night_play',
  'limit_raises',
  'reversed_withdrawals',
] as const;
export type RgRule = (typeof RG_RULES)[number];
export const RgRuleField = v.picklist(RG_RULES, says('compliance.rule_unknown'));

const Count = (max: number) => PositiveInt(max, says('compliance.rule_invalid'));
const RuleAmount = v.pipe(
  v.string(says('compliance.rule_invalid')),
  v.trim(),
  v.regex(/^\d+(\.\d{1,2})?$/, says('compliance.rule_invalid')),
  v.check((text) => Number(text) > 0 && withinMaxAmount(text), says('compliance.rule_invalid')),
);
const Enabled = v.boolean(says('compliance.rule_invalid'));

/**
 * Each rule, on or off, with its numbers: in answers amounts are Money strings and the rest whole numbers;
 * a change sends the same fields (amounts as "2000.00") with a reason.
 */
function ruleShapes<A extends v.GenericSchema, N extends v.GenericSchema, E extends v.ObjectEntries>(
  amount: A,
  number: (max: number) => N,
  extra: E,
) {
  return [
    /** `count` paid deposits or `amount` in all, within `hours`. */
    v.object({
      rule: v.literal('deposit_velocity'),
      enabled: Enabled,
      count: number(1000),
      amount,
      hours: number(720),
      ...extra,
    }),
    /** A deposit paid when the player's play over the `minutes` before it lost at least `loss`. */
    v.object({ rule: v.literal('losses_chasing'), enabled: Enabled, minutes: number(1440), loss: amount, ...extra }),
    /** More than `minutes` logged in between 00:00 and 06:00 (São Paulo) over the last `days`. */
    v.object({ rule: v.literal('night_play'), enabled: Enabled, minutes: number(10_000), days: number(90), ...extra }),
    /** `count` raises or removals of a responsible-gambling limit within `days`. */
    v.object({ rule: v.literal('limit_raises'), enabled: Enabled, count: number(100), days: number(365), ...extra }),
    /** `count` withdrawals rejected within `days` (a player cannot cancel one: the finance desk rejects). */
    v.object({
      rule: v.literal('reversed_withdrawals'),
      enabled: Enabled,
      count: number(100),
      days: number(365),
      ...extra,
    }),
  ] as const;
}

export const RgRuleSetting = v.variant(
  'rule',
  ruleShapes(Money, () => v.number(), {}),
);
export type RgRuleSetting = v.InferOutput<typeof RgRuleSetting>;
export const RgRules = v.object({ rules: v.array(RgRuleSetting) });

export const RgRuleChange = v.variant(
  'rule',
  ruleShapes(RuleAmount, Count, { reason: Reason }),
  says('compliance.rule_unknown'),
);
export type RgRuleChange = v.InferOutput<typeof RgRuleChange>;

/* The evidence ------------------------------------------------------------------------------------ */

/** What triggered a flag: the records themselves (ids, amounts, times), as they were when it was raised. */
export const RgEvidence = v.object({
  /** Paid deposits: the order, the amount, when it was paid. */
  deposits: v.optional(v.array(v.object({ order_no: v.string(), amount: Money, at: v.string() }))),
  /** Play in the ledger (bets, wins, cancelled bets): the entry, its kind, its signed amount, when. */
  play: v.optional(v.array(v.object({ id: v.number(), kind: v.string(), amount: v.string(), at: v.string() }))),
  /** Sessions: their id, login, last activity (or logout), and their minutes between 00:00 and 06:00. */
  sessions: v.optional(
    v.array(v.object({ id: v.number(), started_at: v.string(), ended_at: v.string(), night_minutes: v.number() })),
  ),
  /** Limit changes: the limit, its value in force before and the value asked (null: removed), when. */
  limit_changes: v.optional(
    v.array(
      v.object({
        id: v.number(),
        kind: v.string(),
        from: v.nullable(v.string()),
        to: v.nullable(v.string()),
        at: v.string(),
      }),
    ),
  ),
  /** Rejected withdrawals: the order, its amount, when it was rejected and the reason given. */
  withdrawals: v.optional(
    v.array(v.object({ order_no: v.string(), amount: Money, at: v.string(), reason: v.nullable(v.string()) })),
  ),
});
export type RgEvidence = v.InferOutput<typeof RgEvidence>;

/** The figures the rule measured (what crossed its numbers), besides the records. */
export const RgObserved = v.object({
  count: v.optional(v.number()),
  amount: v.optional(Money),
  minutes: v.optional(v.number()),
  /** The net loss before the deposit (losses chasing), as a positive amount. */
  loss: v.optional(Money),
});

/* Flags and what was done -------------------------------------------------------------------------- */

export const RG_CHANNELS = ['phone', 'whatsapp', 'sms', 'email', 'chat'] as const;
export const RG_OUTCOMES = [
  'no_concern',
  'player_contacted',
  'cooling_off_set',
  'limits_agreed',
  'self_excluded',
  'referred_for_help',
  'other',
] as const;
export const RG_FLAG_STATES = ['open', 'closed'] as const;

export const RgAction = v.object({
  id: v.number(),
  flag_id: v.number(),
  kind: v.picklist(['contact', 'cooling_off', 'close']),
  at: v.string(),
  /** Who: a staff member's e-mail, or "cli". */
  actor: v.string(),
  actor_id: v.number(),
  /** A contact's channel; else null. */
  channel: v.nullable(v.picklist(RG_CHANNELS)),
  /** What was said (a contact), the reason (a cooling-off, a close). */
  note: v.string(),
  /** A cooling-off's period and its end; else null. */
  period: v.nullable(v.picklist(PAUSE_PERIODS)),
  until: v.nullable(v.string()),
  /** A close's outcome; else null. */
  outcome: v.nullable(v.picklist(RG_OUTCOMES)),
});
export type RgAction = v.InferOutput<typeof RgAction>;

export const RgFlag = v.object({
  id: v.number(),
  rule: RgRuleField,
  state: v.picklist(RG_FLAG_STATES),
  raised_at: v.string(),
  member_id: v.number(),
  /** The player's name (the identity's, else the nickname), phone and site code. */
  name: v.string(),
  phone: v.string(),
  site: v.string(),
  /** The rule's numbers when the flag was raised, what it measured, and the records. */
  settings: RgRuleSetting,
  observed: RgObserved,
  evidence: RgEvidence,
  closed_at: v.nullable(v.string()),
  outcome: v.nullable(v.picklist(RG_OUTCOMES)),
  /** What staff did, oldest first. */
  actions: v.array(RgAction),
});
export type RgFlag = v.InferOutput<typeof RgFlag>;

export const RgFlagQuery = v.object({
  rule: v.optional(RgRuleField),
  /** open (the default), closed or all. */
  state: v.optional(v.picklist([...RG_FLAG_STATES, 'all'], says('request.invalid')), 'open'),
  member_id: v.optional(Id(says('member.not_found'))),
  ...paging(50),
  lang: v.optional(Line(10)),
});
/** The queue: oldest first; `total` counts the filter's flags, `open` every open flag (the badge). */
export const RgFlagPage = v.object({ list: v.array(RgFlag), total: v.number(), open: v.number() });

export const RgEvaluateBody = v.object({
  /** One player; without it, every player with activity in the rules' windows. */
  member_id: v.optional(Id(says('member.not_found'))),
});
export const RgEvaluated = v.object({ evaluated: v.number(), raised: v.array(RgFlag) });

const FlagId = Id(says('compliance.flag_not_found'));
const Note = v.pipe(
  v.string(says('compliance.note_required')),
  plainFreeText(says('compliance.note_required')),
  v.trim(),
  v.minLength(3, says('compliance.note_required')),
  v.maxLength(2000, says('compliance.note_required')),
);
export const RgContactBody = v.object({
  id: FlagId,
  channel: v.picklist(RG_CHANNELS, says('compliance.channel_unknown')),
  /** What was said. */
  note: Note,
});
export const RgCoolingOffBody = v.object({
  id: FlagId,
  /** 1, 7 or 30 days: a pause the player sees as one they chose. */
  period: v.picklist(PAUSE_PERIODS, says('responsible.period_unknown')),
  reason: Reason,
});
export const RgCloseBody = v.object({
  id: FlagId,
  outcome: v.picklist(RG_OUTCOMES, says('compliance.outcome_unknown')),
  reason: Reason,
});

export const RgMemberQuery = v.object({
  member_id: Id(says('member.not_found')),
  ...paging(20),
  lang: v.optional(Line(10)),
});
/** A player's flags (newest first, any state) with their actions, and the pause or exclusion running now. */
export const RgMemberStory = v.object({
  member_id: v.number(),
  restriction: v.nullable(Restriction),
  open: v.number(),
  list: v.array(RgFlag),
  total: v.number(),
});

const FLAG_ERRORS = {
  'compliance.flag_not_found': '',
  'compliance.flag_closed': 'the flag is closed: nothing more is done on it',
} as const;

export const ComplianceEndpoints = {
  rules: endpoint({
    method: 'get',
    path: '/operator/compliance/rules',
    summary: 'The responsible-gambling rules: each on or off, with its numbers',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin', 'compliance'],
    response: RgRules,
  }),
  setRule: endpoint({
    method: 'post',
    path: '/operator/compliance/rules',
    summary: 'Changes one rule: on or off and its numbers (flags already raised stay as they are)',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin', 'compliance'],
    body: RgRuleChange,
    response: RgRuleSetting,
  }),
  evaluate: endpoint({
    method: 'post',
    path: '/operator/compliance/evaluate',
    summary: 'Evaluates the rules now, for one player or for every player with recent activity; answers the new flags',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin', 'compliance'],
    body: RgEvaluateBody,
    response: RgEvaluated,
    errors: { 'member.not_found': '' },
  }),
  flags: endpoint({
    method: 'get',
    path: '/operator/compliance/flags',
    summary: 'The responsible-gambling queue: flags oldest first, by rule and state, with the player and the evidence',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin', 'compliance'],
    query: RgFlagQuery,
    response: RgFlagPage,
  }),
  contact: endpoint({
    method: 'post',
    path: '/operator/compliance/flags/contact',
    summary: 'Records a contact with the player about a flag: the channel and what was said (the flag stays open)',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin', 'compliance'],
    body: RgContactBody,
    response: RgFlag,
    errors: FLAG_ERRORS,
  }),
  coolingOff: endpoint({
    method: 'post',
    path: '/operator/compliance/flags/cooling-off',
    summary: "Sets a cooling-off for the flag's player: a pause of 1, 7 or 30 days, as the player's own pauses",
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin', 'compliance'],
    body: RgCoolingOffBody,
    response: RgFlag,
    errors: {
      ...FLAG_ERRORS,
      'responsible.already_restricted': 'the player is paused or self-excluded already (until: its end)',
      'responsible.self_excluded_permanently': 'the player is self-excluded for good',
    },
  }),
  close: endpoint({
    method: 'post',
    path: '/operator/compliance/flags/close',
    summary: 'Closes a flag with its outcome',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin', 'compliance'],
    body: RgCloseBody,
    response: RgFlag,
    errors: FLAG_ERRORS,
  }),
  member: endpoint({
    method: 'get',
    path: '/operator/compliance/member',
    summary: "A player's responsible-gambling story: their flags with the evidence and what was done",
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin', 'compliance', 'support'],
    query: RgMemberQuery,
    response: RgMemberStory,
    errors: { 'member.not_found': '' },
  }),
};
