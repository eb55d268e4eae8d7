import {
  MemberByPhoneBody,
  OperatorCreditBody,
  OperatorCreditResult,
  OperatorResult,
  ScenarioBody,
  ScenarioList,
  ScenarioResult,
} from '../../contract';
import { HouseText, SettleFixtureBody, SettleFixtureResult } from '../../contract/house';
import { settleFixture } from '../house/sports';
import { defineRoute } from '../http/registry';
import { RebateSettleBody, RebateSettlement } from '../../contract/promotions';
import { previousDay, saoPauloDay } from '../games/time';
import { settleRebates } from '../promotions/standing';
import { runScenario, SCENARIOS } from './scenarios';
import {
  AuditResult,
  OperatorWithdrawalListBody,
  OperatorWithdrawalPage,
  WithdrawalOrderBody,
  WithdrawalRejectBody,
  WithdrawalReviewResult,
  WithdrawText,
  MoneyText,
} from '../../contract/money';
import { operatorWithdrawals, reviewWithdrawal } from '../payments/withdrawals';
import { auditLedger, creditMember, expireSessions, forceOffline, memberIdByPhone } from './handlers';
import { AnnounceBody, NotifyBody, PostedResult } from '../../contract/information';
import { announce, notify } from '../information/center';
import { AgencySettleBody, AgencySettlement } from '../../contract/agency';
import { settleAgency } from '../agency/agency';

export const operatorRoutes = [
  defineRoute({
    method: 'post',
    path: '/operator/force-offline',
    summary:
      'Force a member offline: ends all their sessions (the app is told force_offline) until they log in again',
    tag: 'operator',
    auth: 'operator',
    body: MemberByPhoneBody,
    response: OperatorResult,
    handler: async ({ deps, now, body }) => ({ data: await forceOffline(deps.db, body.phone, now) }),
  }),
  defineRoute({
    method: 'post',
    path: '/operator/expire-sessions',
    summary: "End a member's sessions as expired (the app sees a plain 401)",
    tag: 'operator',
    auth: 'operator',
    body: MemberByPhoneBody,
    response: OperatorResult,
    handler: async ({ deps, now, body }) => ({ data: await expireSessions(deps.db, body.phone, now) }),
  }),

  defineRoute({
    method: 'post',
    path: '/operator/credit',
    summary: 'Credit a member by hand through the ledger, once per reference',
    tag: 'operator',
    auth: 'operator',
    body: OperatorCreditBody,
    response: OperatorCreditResult,
    handler: async ({ deps, now, body }) => ({ data: await creditMember(deps.db, body, now) }),
  }),
  defineRoute({
    method: 'post',
    path: '/operator/settle',
    summary:
      'Settle a football fixture with its result (home, draw, away or a score like 2-1): every open bet once, winners paid stake × odds through the ledger; again with the same result changes nothing',
    tag: 'operator',
    auth: 'operator',
    body: SettleFixtureBody,
    response: SettleFixtureResult,
    errors: { 404: `'${HouseText.fixtureNotFound}'`, 409: `'${HouseText.alreadySettled}' (with another result)` },
    handler: async ({ deps, now, body }) => ({ data: await settleFixture(deps.db, body, now) }),
  }),
  defineRoute({
    method: 'post',
    path: '/operator/agency/settle',
    summary: 'Settle the agents’ rewards of a São Paulo day (default: yesterday); once per agent and day',
    tag: 'operator',
    auth: 'operator',
    body: AgencySettleBody,
    response: AgencySettlement,
    handler: async ({ deps, now, body }) => ({
      data: await settleAgency(deps.db, body.day ?? previousDay(saoPauloDay(now)), now),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/operator/announce',
    summary: 'Post an announcement to a site’s players (the default site unless named); shown as text',
    tag: 'operator',
    auth: 'operator',
    body: AnnounceBody,
    response: PostedResult,
    handler: async ({ deps, now, body }) => ({ data: await announce(deps.db, body, now) }),
  }),
  defineRoute({
    method: 'post',
    path: '/operator/notify',
    summary: 'Send a notification to one member (by phone); unread until they read it',
    tag: 'operator',
    auth: 'operator',
    body: NotifyBody,
    response: PostedResult,
    handler: async ({ deps, now, body }) => ({
      data: await notify(deps.db, await memberIdByPhone(deps.db, body.phone), body, now),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/operator/scenario',
    summary: 'QA: put a named QA account into a known state (docs/QA.md); run again, it starts afresh',
    tag: 'operator',
    auth: 'operator',
    body: ScenarioBody,
    response: ScenarioResult,
    errors: { 404: "'Unknown scenario: <name>'" },
    handler: async ({ deps, now, body }) => ({ data: await runScenario(deps, body.name, now) }),
  }),
  defineRoute({
    method: 'post',
    path: '/operator/scenarios',
    summary: 'QA: the scenarios there are, with their account, state and path',
    tag: 'operator',
    auth: 'operator',
    response: ScenarioList,
    handler: () => ({
      data: Object.entries(SCENARIOS).map(([name, s]) => ({ name, phone: s.phone, state: s.state, path: s.path, after_login: s.afterLogin === true })),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/operator/rebates/settle',
    summary:
      'Settle the betting rebate (2% of the bets) of a São Paulo day (default: yesterday) for every member who bet; once per member and day',
    tag: 'operator',
    auth: 'operator',
    body: RebateSettleBody,
    response: RebateSettlement,
    handler: async ({ deps, now, body }) => ({
      data: await settleRebates(deps.db, body.day ?? previousDay(saoPauloDay(now)), now),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/operator/audit',
    summary: 'Check every wallet: its balance equals the sum of its ledger entries and is not negative; lists each wallet that is off',
    tag: 'operator',
    auth: 'operator',
    response: AuditResult,
    handler: async ({ deps }) => ({ data: await auditLedger(deps.db) }),
  }),
  defineRoute({
    method: 'post',
    path: '/operator/withdrawals/list',
    summary: 'Withdrawal orders, newest first, optionally of one status (pending, approved, rejected, paid), paged',
    tag: 'operator',
    auth: 'operator',
    body: OperatorWithdrawalListBody,
    response: OperatorWithdrawalPage,
    handler: async ({ deps, body }) => ({ data: await operatorWithdrawals(deps.db, body) }),
  }),
  defineRoute({
    method: 'post',
    path: '/operator/withdrawals/approve',
    summary: 'Approve a pending withdrawal (pending → approved)',
    tag: 'operator',
    auth: 'operator',
    body: WithdrawalOrderBody,
    response: WithdrawalReviewResult,
    errors: { 404: `'${MoneyText.orderNotFound}'`, 409: `'${WithdrawText.notPending} (<status>)'` },
    handler: async ({ deps, now, body }) => ({ data: await reviewWithdrawal(deps.db, 'approve', body.order_no, now) }),
  }),
  defineRoute({
    method: 'post',
    path: '/operator/withdrawals/reject',
    summary: 'Reject a pending or approved withdrawal with a reason: the held amount goes back to the wallet once (withdrawal.release)',
    tag: 'operator',
    auth: 'operator',
    body: WithdrawalRejectBody,
    response: WithdrawalReviewResult,
    errors: { 404: `'${MoneyText.orderNotFound}'`, 409: `'${WithdrawText.notPending} (<status>)'` },
    handler: async ({ deps, now, body }) => ({
      data: await reviewWithdrawal(deps.db, 'reject', body.order_no, now, body.reason),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/operator/withdrawals/pay',
    summary: 'Mark an approved withdrawal paid (approved → paid)',
    tag: 'operator',
    auth: 'operator',
    body: WithdrawalOrderBody,
    response: WithdrawalReviewResult,
    errors: { 404: `'${MoneyText.orderNotFound}'`, 409: `'${WithdrawText.notPending} (<status>)'` },
    handler: async ({ deps, now, body }) => ({ data: await reviewWithdrawal(deps.db, 'pay', body.order_no, now) }),
  }),
];
