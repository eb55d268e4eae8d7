import * as v from 'valibot';
import { AgencySettleBody, AgencySettlement } from './agency';
import { plainText } from './common';
import { Phone } from './fields';
import { Reason } from './backoffice';
import { endpoint, type Endpoint } from './endpoint';
import { SettleFixtureBody, SettleFixtureResult } from './house';
import { AnnounceBody, NotifyBody, PostedResult } from './information';
import {
  AuditResult,
  isValidCnpj,
  OperatorWithdrawalListBody,
  OperatorWithdrawalPage,
  WithdrawalOrderBody,
  WithdrawalReviewResult,
} from './money';
import { RebateSettleBody, RebateSettlement } from './promotions';
import { SiteLegal, SiteProfile } from './site';
import { says } from './says';

/** Operator actions name a member by phone. */
export const MemberByPhoneBody = v.object({ phone: Phone });
export type MemberByPhoneBody = v.InferInput<typeof MemberByPhoneBody>;

export const OperatorResult = v.object({ member_id: v.number(), sessions_ended: v.number() });
export const IdleSessionsResult = v.object({ member_id: v.number(), sessions_aged: v.number() });

/**
 * A manual credit by the operator, through the ledger, once per reference — repeating the same reference
 * never pays twice. Its `kind`: a `correction` (the default: money owed to the member, such as a fix of a
 * wrong settlement) is credited whatever the member's state; a `bonus` (a goodwill or promotional payment)
 * is a reward — it counts in the reward history and the turnover a withdrawal needs — and is refused while
 * the member is paused or self-excluded.
 */
export const OperatorCreditBody = v.object({
  phone: Phone,
  amount: v.pipe(
    v.string(says('amount.required')),
    v.regex(/^\d+(\.\d{1,2})?$/, says('amount.two_decimals')),
    v.check((s) => Number(s) > 0 && Number(s) <= 100_000, 'The amount must be between 0.01 and 100000.00'),
  ),
  reference: v.pipe(
    v.string(says('operator.reference_required')),
    v.trim(),
    v.regex(/^[\w.:-]{3,64}$/, says('operator.reference_invalid')),
  ),
  kind: v.optional(v.picklist(['correction', 'bonus'], says('operator.credit_kind_unknown')), 'correction'),
});
export type OperatorCreditBody = v.InferInput<typeof OperatorCreditBody>;
export const OperatorCreditResult = v.object({ member_id: v.number(), balance: v.string(), credited: v.boolean() });

/** POST /api/operator/seed/demo: the demo player's login and balance once it exists. */
export const SeedDemoResult = v.object({
  member_id: v.number(),
  phone: v.string(),
  password: v.string(),
  balance: v.string(),
});

/** POST /api/operator/scenario: puts a named QA account into a known state (docs/QA.md). */
export const ScenarioBody = v.object({
  name: v.pipe(
    v.string(says('operator.scenario_required')),
    plainText(says('operator.scenario_required')),
    v.trim(),
    v.minLength(1, says('operator.scenario_required')),
  ),
});
export const ScenarioResult = v.object({
  name: v.string(),
  /** The host of the account's site when it is not the default one (the `open` site): log in there. */
  host: v.nullable(v.string()),
  phone: v.string(),
  password: v.string(),
  path: v.string(),
  state: v.string(),
  details: v.record(v.string(), v.union([v.string(), v.number()])),
});
export type ScenarioResult = v.InferOutput<typeof ScenarioResult>;
export const ScenarioList = v.array(
  v.object({ name: v.string(), phone: v.string(), state: v.string(), path: v.string(), after_login: v.boolean() }),
);

const legalText = (max = 300) =>
  v.pipe(
    v.string(says('operator.legal_text_required')),
    plainText(says('operator.legal_text_required')),
    v.trim(),
    v.minLength(1, says('operator.legal_text_required')),
    v.maxLength(max, says('operator.legal_text_required')),
  );
const legalPhone = v.pipe(legalText(20), v.regex(/^[\d ()+-]{8,20}$/, says('operator.legal_phone_invalid')));
const legalEmail = v.pipe(legalText(254), v.email(says('operator.legal_email_invalid')));
const legalUrl = v.pipe(
  legalText(500),
  v.url(says('operator.legal_url_invalid')),
  v.startsWith('https://', says('operator.legal_url_invalid')),
);
const legalContact = v.object({ phone: legalPhone, email: legalEmail });

/** POST /api/operator/site/legal: the legal data a site's footer and legal pages show. */
export const SiteLegalBody = v.object({
  site: legalText(64),
  legal: v.object({
    legal_name: legalText(),
    cnpj: v.pipe(legalText(18), v.check(isValidCnpj, says('operator.legal_cnpj_invalid'))),
    authorisation: legalText(),
    address: legalText(),
    sac: legalContact,
    ouvidoria: legalContact,
    /** The data protection officer; left out: the site's own (privacidade@ the SAC's domain). */
    dpo: v.optional(v.object({ name: legalText(120), email: legalEmail })),
    regulator_url: legalUrl,
    self_exclusion_url: legalUrl,
  }),
});
export type SiteLegalBody = v.InferInput<typeof SiteLegalBody>;
export const SiteLegalResult = v.object({ site: v.string(), profile: SiteProfile, legal: SiteLegal });

/* The operator's endpoints (operator token only): the operator CLI (server/admin-commands.ts) calls them. */

/** An endpoint of the operator CLI: a POST behind the operator token, under the operator tag. */
const operatorPost = <TResponse extends v.GenericSchema, TBody extends v.GenericSchema | undefined = undefined>(
  declaration: Omit<Endpoint<'operator', undefined, TBody, TResponse>, 'method' | 'tag' | 'auth'>,
) =>
  endpoint<'operator', TResponse, undefined, TBody>({
    method: 'post',
    tag: 'operator',
    auth: 'operator',
    ...declaration,
  });

/**
 * Approving, paying or rejecting a withdrawal order (finance): the order's number and the reason (3 to 200
 * characters, kept in the audit trail; a rejection's is told to the player) in, its review state out.
 */
export const WithdrawalReviewBody = v.object({ ...WithdrawalOrderBody.entries, reason: Reason });
const reviewOrder = { roles: ['finance'], body: WithdrawalReviewBody, response: WithdrawalReviewResult } as const;

export const OperatorEndpoints = {
  forceOffline: operatorPost({
    path: '/operator/force-offline',
    summary: 'Force a member offline: ends all their sessions (the app is told force_offline) until they log in again',
    roles: ['admin', 'support'],
    body: MemberByPhoneBody,
    response: OperatorResult,
    errors: { 'member.not_found': '' },
  }),
  expireSessions: operatorPost({
    path: '/operator/expire-sessions',
    summary: "End a member's sessions as expired (the app sees a 401 auth.session_expired and asks to log in again)",
    roles: ['admin', 'support'],
    body: MemberByPhoneBody,
    response: OperatorResult,
    errors: { 'member.not_found': '' },
  }),
  idleSessions: operatorPost({
    path: '/operator/idle-sessions',
    summary:
      "QA: make a member's open sessions look unused for their site's idle limit (30 minutes under regulated-br): the next call ends them as idle and the app asks to log in again",
    roles: ['admin', 'support'],
    body: MemberByPhoneBody,
    response: IdleSessionsResult,
    errors: { 'member.not_found': '' },
  }),
  credit: operatorPost({
    path: '/operator/credit',
    summary: 'Credit a member by hand through the ledger, once per reference',
    roles: ['finance'],
    body: OperatorCreditBody,
    response: OperatorCreditResult,
    errors: {
      'member.not_found': '',
      'operator.reference_used': 'a reference already used for another member, amount or kind',
      'operator.bonus_restricted': 'a bonus to a member paused or self-excluded now',
    },
  }),
  settleFixture: operatorPost({
    path: '/operator/settle',
    summary:
      'Settle a football fixture with its final score (e.g. 2-1; every market is settled from it), a bare result (home, draw, away: the goal markets are void) or void (stakes back): every open bet and leg once, slips whose last leg this was settled and paid stake × odds through the ledger; again with the same result changes nothing',
    roles: ['trader'],
    body: SettleFixtureBody,
    response: SettleFixtureResult,
    errors: {
      'sports.fixture_not_found': '',
      'sports.already_settled': 'with another result',
      'sports.result_invalid': '',
      'sports.settle_by_markets': 'a score or bare result for another sport than football (only void)',
    },
  }),
  settleAgency: operatorPost({
    path: '/operator/agency/settle',
    summary: 'Settle the agents’ rewards of a São Paulo day (default: yesterday); once per agent and day',
    roles: ['finance'],
    body: AgencySettleBody,
    response: AgencySettlement,
    errors: { 'operator.day_not_ended': 'A day that has not ended in São Paulo (today or later)' },
  }),
  announce: operatorPost({
    path: '/operator/announce',
    summary: 'Post an announcement to a site’s players (the default site unless named); shown as text',
    roles: ['admin'],
    body: AnnounceBody,
    response: PostedResult,
  }),
  notify: operatorPost({
    path: '/operator/notify',
    summary: 'Send a notification to one member (by phone); unread until they read it',
    roles: ['admin', 'support'],
    body: NotifyBody,
    response: PostedResult,
    errors: { 'member.not_found': '' },
  }),
  scenario: operatorPost({
    path: '/operator/scenario',
    summary: 'QA: put a named QA account into a known state (docs/QA.md); run again, it starts afresh',
    roles: ['admin'],
    body: ScenarioBody,
    response: ScenarioResult,
    errors: { 'operator.scenario_unknown': '', 'operator.qa_in_production': 'refused with NODE_ENV=production' },
  }),
  siteLegal: operatorPost({
    path: '/operator/site/legal',
    summary:
      "Set a site's legal data (operator's legal name, CNPJ, authorising portaria, address, SAC and ouvidoria, regulator and self-exclusion links), shown in its footer and legal pages",
    roles: ['admin'],
    body: SiteLegalBody,
    response: SiteLegalResult,
    errors: { 'operator.site_unknown': '' },
  }),
  seedDemo: operatorPost({
    path: '/operator/seed/demo',
    summary:
      'Create the demo player (a known password and R$ 1.500,00 credited once through the ledger; topped up to R$ 500,00 when played below it). Sandbox mode does it at start; nothing else creates it',
    roles: ['admin'],
    response: SeedDemoResult,
  }),
  scenarios: operatorPost({
    path: '/operator/scenarios',
    summary: 'QA: the scenarios there are, with their account, state and path',
    roles: ['admin'],
    reads: true,
    response: ScenarioList,
  }),
  settleRebates: operatorPost({
    path: '/operator/rebates/settle',
    summary:
      'Settle the betting rebate (2% of the stakes of the bets settled that day, void bets left out, at most 90% of their theoretical loss) of a São Paulo day (default: yesterday); once per member and day; a member paused or self-excluded at any moment from the start of the day to the settlement forfeits it',
    roles: ['finance'],
    body: RebateSettleBody,
    response: RebateSettlement,
    errors: { 'operator.day_not_ended': 'A day that has not ended in São Paulo (today or later)' },
  }),
  audit: operatorPost({
    path: '/operator/audit',
    summary:
      'Check every wallet: its balance equals the sum of its ledger entries and is not negative; lists each wallet that is off',
    roles: ['finance', 'compliance'],
    reads: true,
    response: AuditResult,
  }),
  withdrawals: operatorPost({
    path: '/operator/withdrawals/list',
    summary: 'Withdrawal orders, newest first, optionally of one status (pending, approved, rejected, paid), paged',
    roles: ['finance'],
    reads: true,
    body: OperatorWithdrawalListBody,
    response: OperatorWithdrawalPage,
  }),
  approveWithdrawal: operatorPost({
    path: '/operator/withdrawals/approve',
    summary:
      "Approve a pending withdrawal (pending → approved); above the four-eyes amount the first approval keeps it pending until a second person approves, and only named staff accounts approve it (the command line's token approves at or below the amount only)",
    ...reviewOrder,
    errors: {
      'order.not_found': '',
      'withdrawal.not_pending': '',
      'withdrawal.approved_already_by_you': 'the same person approving twice',
      'withdrawal.token_cannot_approve':
        "above the four-eyes amount both approvals come from named staff accounts, never the command line's token; params.threshold",
    },
  }),
  rejectWithdrawal: operatorPost({
    path: '/operator/withdrawals/reject',
    summary:
      'Reject a pending or approved withdrawal with a reason: the held amount goes back to the wallet once (withdrawal.release)',
    ...reviewOrder,
    errors: { 'order.not_found': '', 'withdrawal.not_pending': '' },
  }),
  payWithdrawal: operatorPost({
    path: '/operator/withdrawals/pay',
    // The transfer is asked of the PSP between the claim and the payment's own transaction (its audit line).
    auditsItself: true,
    summary:
      'Pay an approved withdrawal (approved → paid), by someone who did not approve it: with PIX_GATEWAY=bcb-api the transfer is sent through the PSP (its DICT lookup first; idempotent by the order number), else the order is marked paid',
    ...reviewOrder,
    errors: {
      'order.not_found': '',
      'withdrawal.not_pending': '',
      'withdrawal.approver_cannot_pay': 'the payer approved it',
      'withdrawal.second_approval_needed':
        'approved before the four-eyes amount was lowered below it, with one approval',
      'withdrawal.payout_refused':
        'PIX_GATEWAY=bcb-api: the PSP refused the transfer (the DICT names another holder for the key, NAO_REALIZADO…); the order stays approved',
      'withdrawal.payout_unavailable':
        'PIX_GATEWAY=bcb-api: the PSP could not be reached; the order stays approved (another pay reads the transfer back before sending one)',
    },
  }),
};
