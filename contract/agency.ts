import * as v from 'valibot';
import { Id, LangField, Money, paging, plainText, BusinessDay } from './common';
import { isCodeText, isPhoneText } from './fields';
import { endpoint, IDEMPOTENT } from './endpoint';
import { RewardCheck } from './promotions';
import { RESTRICTED_ERRORS } from './responsible';
import { says } from './says';

/** The agency ("Ordinary Agent"): invite, agents' rewards, invitation record, mechanism, subordinates. */

/** GET api/agency/info: the agent's own numbers. */
export const AgencyInfo = v.object({
  member_id: v.number(),
  inviter_id: v.nullable(v.number()),
  invite_code: v.string(),
  /** The path that opens registration with the code filled (the app makes it a full link). */
  invite_path: v.string(),
  total_invited: v.number(),
  direct_reward: Money,
  indirect_reward: Money,
});
export type AgencyInfo = v.InferOutput<typeof AgencyInfo>;

/** POST api/agency/inviterecord. */
export const InviteRecordBody = v.object({ ...paging(20), lang: LangField });
export const InvitedMember = v.object({ uid: v.number(), registered_at: v.string(), deposited: v.boolean() });
export const InviteRecordPage = v.object({ list: v.array(InvitedMember), total: v.number() });
export type InviteRecordPage = v.InferOutput<typeof InviteRecordPage>;

/** POST api/agency/reward: each settled day, claimable or paid, and the totals. */
export const AgencyRewardRow = v.object({
  day: v.string(),
  direct: Money,
  indirect: Money,
  total: Money,
  status: v.picklist(['claimable', 'paid']),
  paid_at: v.nullable(v.string()),
});
export const AgencyRewards = v.object({
  list: v.array(AgencyRewardRow),
  claimable: Money,
  paid: Money,
});
export type AgencyRewards = v.InferOutput<typeof AgencyRewards>;
export const AgencyClaimResult = v.object({ reward: Money, balance: Money });

/** GET api/agency/mechanism/{recharge,betting,settlement}. */
export const MechanismRow = v.object({
  level: v.picklist(['direct', 'indirect']),
  basis: v.string(),
  rate: v.string(),
});
export const MechanismTable = v.array(MechanismRow);
export type MechanismTable = v.InferOutput<typeof MechanismTable>;
export const SettlementRule = v.object({ key: v.string(), value: v.string() });
export const SettlementRules = v.array(SettlementRule);
export type SettlementRules = v.InferOutput<typeof SettlementRules>;

const Required = (message: string, max: number) =>
  v.pipe(v.string(message), plainText(message), v.trim(), v.minLength(1, message), v.maxLength(max, message));
/** POST api/agency/subordinate/register. */
export const SubordinateBody = v.object({
  phone: v.pipe(Required(says('agency.phone_required'), 20), v.check(isPhoneText, says('auth.phone_characters'))),
  invite_code: v.pipe(Required(says('agency.code_required'), 16), v.check(isCodeText, says('agency.code_characters'))),
  uid: v.pipe(
    v.union(
      [v.string(says('agency.uid_required')), v.number(says('agency.uid_required'))],
      says('agency.uid_required'),
    ),
    v.transform((value) => String(value).trim()),
    v.regex(/^\d{1,10}$/, says('agency.uid_required')),
    v.transform(Number),
  ),
  lang: LangField,
});
export type SubordinateBody = v.InferInput<typeof SubordinateBody>;
/** The request is open until the member accepts or declines it, logged in as themselves. */
export const SubordinateResult = v.object({ uid: v.number(), status: v.literal('pending') });

/** GET api/agency/subordinate/requests: the agents asking the member to join their team. */
export const SubordinateRequest = v.object({ id: v.number(), agent_id: v.number(), created_at: v.string() });
export type SubordinateRequest = v.InferOutput<typeof SubordinateRequest>;
export const SubordinateRequestList = v.object({ list: v.array(SubordinateRequest) });
export type SubordinateRequestList = v.InferOutput<typeof SubordinateRequestList>;

/** POST api/agency/subordinate/respond: the member accepts or declines one request. */
export const SubordinateRespondBody = v.object({
  id: Id(says('agency.request_gone')),
  accept: v.boolean(says('agency.request_gone')),
  lang: LangField,
});
export type SubordinateRespondBody = v.InferInput<typeof SubordinateRespondBody>;
export const SubordinateResponse = v.object({
  status: v.picklist(['accepted', 'declined']),
  inviter_id: v.nullable(v.number()),
});

/** POST /api/operator/agency/settle. */
export const AgencySettleBody = v.object({
  day: v.optional(BusinessDay(says('day.invalid'))),
});
export const AgencySettlement = v.object({ day: v.string(), agents: v.number(), total: Money });

/* The agency's endpoints. */

const Lang = v.object({ lang: LangField });
const mechanism = <TResponse extends v.GenericSchema>(name: string, summary: string, response: TResponse) =>
  endpoint({
    method: 'get',
    path: `/agency/mechanism/${name}`,
    summary: `Agency mechanism: ${summary}`,
    tag: 'agency',
    auth: 'public',
    query: Lang,
    response,
  });
const claim = (path: string) =>
  endpoint({
    method: 'post',
    path,
    summary: 'Pay every claimable settled day through the ledger, once. Accepts an Idempotency-Key header',
    tag: 'agency',
    auth: 'member',
    body: Lang,
    response: AgencyClaimResult,
    errors: { 'agency.nothing_to_claim': '', ...RESTRICTED_ERRORS, ...IDEMPOTENT },
  });

export const AgencyEndpoints = {
  info: endpoint({
    method: 'get',
    path: '/agency/info',
    summary: 'The agent’s ID, inviter ID, invitation code and link, invitees and the rewards settled so far',
    tag: 'agency',
    auth: 'member',
    query: Lang,
    response: AgencyInfo,
  }),
  inviteRecord: endpoint({
    method: 'post',
    path: '/agency/inviterecord',
    summary: 'The member’s invitees, newest first: UID, registration time, whether they deposited',
    tag: 'agency',
    auth: 'member',
    body: InviteRecordBody,
    response: InviteRecordPage,
  }),
  rewards: endpoint({
    method: 'post',
    path: '/agency/reward',
    summary: 'The agent’s settled days (direct and indirect), claimable or paid, and the totals',
    tag: 'agency',
    auth: 'member',
    body: Lang,
    response: AgencyRewards,
  }),
  check: endpoint({
    method: 'post',
    path: '/agency/check',
    summary: 'The agency reward as a reward activity: claimable (settled, not paid), claimed, or nothing to claim',
    tag: 'agency',
    auth: 'member',
    body: Lang,
    response: RewardCheck,
    errors: RESTRICTED_ERRORS,
  }),
  claim: claim('/agency/claim'),
  rewardClaim: claim('/agency/reward/claim'),
  mechanismRecharge: mechanism(
    'recharge',
    'The share of the subordinates’ deposits, direct and indirect',
    MechanismTable,
  ),
  mechanismBetting: mechanism('betting', 'The share of the subordinates’ bets, direct and indirect', MechanismTable),
  mechanismSettlement: mechanism('settlement', 'How the rewards are settled', SettlementRules),
  registerSubordinate: endpoint({
    method: 'post',
    path: '/agency/subordinate/register',
    summary:
      'Ask a member to become the agent’s subordinate, by their registered phone, the agent’s invitation code and their UID: the member is notified and joins only if they accept (logged in as themselves)',
    tag: 'agency',
    auth: 'member',
    body: SubordinateBody,
    response: SubordinateResult,
    errors: {
      'agency.registration_failed': 'the same for an unknown phone, a wrong UID or a member who has an inviter',
      'auth.too_many_attempts': 'more than 10 failed registrations this hour',
    },
  }),
  subordinateRequests: endpoint({
    method: 'get',
    path: '/agency/subordinate/requests',
    summary: 'The open requests of agents asking the member to join their team',
    tag: 'agency',
    auth: 'member',
    query: Lang,
    response: SubordinateRequestList,
  }),
  respondToRequest: endpoint({
    method: 'post',
    path: '/agency/subordinate/respond',
    summary: 'Accept or decline an agent’s request: accepting makes the agent the member’s inviter from now on',
    tag: 'agency',
    auth: 'member',
    body: SubordinateRespondBody,
    response: SubordinateResponse,
    errors: { 'agency.request_gone': '', 'agency.request_answered': 'the member has an inviter by now' },
  }),
};
