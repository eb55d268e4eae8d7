import * as v from 'valibot';
import { IdleSessionsResult, OperatorCreditResult, OperatorResult } from '../contract';
import { AgencySettlement } from '../contract/agency';
import { SettleFixtureResult } from '../contract/house';
import { PostedResult } from '../contract/information';
import { AuditResult, OperatorWithdrawalPage, WithdrawalReviewResult } from '../contract/money';
import type { Endpoint } from '../contract/endpoint';
import { OperatorEndpoints, ScenarioList, ScenarioResult, SeedDemoResult } from '../contract/operator';
import { RebateSettlement } from '../contract/promotions';
import { TwoFactorEndpoints, TwoFactorResetResult } from '../contract/securityTwoFactor';
import { BackofficeEndpoints, StaffCreated } from '../contract/backoffice';

/** What each `npm run admin -- …` command sends to the operator API and how it words the answer. */

export interface CommandSpec {
  usage: string;
  /** The operator endpoint it calls (contract/operator.ts): its method and path. */
  endpoint: Pick<Endpoint, 'method' | 'path'>;
  /** The first argument is a member's phone: checked and normalised before anything is sent. */
  phone: boolean;
  /** The request body from the arguments (the first one, the phone, normalised). */
  /** The request body from the arguments (the first one, the phone, normalised); a GET's are all strings. */
  body(first: string, rest: string[]): Record<string, string | string[]>;
  /** The line printed on success, or null when the answer is not what was expected. */
  describe(first: string, data: unknown): string | null;
  /** Checks the arguments instead of counting them against usage. */
  argsOk?(rest: string[]): boolean;
  /** The answer reports a problem: the described lines go to stderr and the exit code is 1. */
  failed?(data: unknown): boolean;
}

const sessionsDone = (done: string) => (phone: string, data: unknown) => {
  const result = v.safeParse(OperatorResult, data);
  return result.success
    ? `Member ${result.output.member_id} (${phone}): ${done}; ${result.output.sessions_ended} session(s) ended.`
    : null;
};

export const COMMANDS: Record<string, CommandSpec> = {
  'force-offline': {
    usage: 'PHONE',
    phone: true,
    endpoint: OperatorEndpoints.forceOffline,
    body: (phone) => ({ phone }),
    describe: sessionsDone('forced offline'),
  },
  'expire-sessions': {
    usage: 'PHONE',
    phone: true,
    endpoint: OperatorEndpoints.expireSessions,
    body: (phone) => ({ phone }),
    describe: sessionsDone('sessions expired'),
  },
  'idle-sessions': {
    usage: 'PHONE',
    phone: true,
    endpoint: OperatorEndpoints.idleSessions,
    body: (phone) => ({ phone }),
    describe: (phone, data) => {
      const result = v.safeParse(IdleSessionsResult, data);
      return result.success
        ? `Member ${result.output.member_id} (${phone}): ${result.output.sessions_aged} session(s) now idle for the site's limit; the next call ends them.`
        : null;
    },
  },
  credit: {
    usage: 'PHONE AMOUNT REFERENCE [bonus]',
    phone: true,
    endpoint: OperatorEndpoints.credit,
    argsOk: ([phone, amount, reference, kind, ...more]) =>
      Boolean(phone && amount && reference) && (kind === undefined || kind === 'bonus') && more.length === 0,
    body: (phone, [amount = '', reference = '', kind]) => ({
      phone,
      amount,
      reference,
      kind: kind === 'bonus' ? 'bonus' : 'correction',
    }),
    describe: (phone, data) => {
      const result = v.safeParse(OperatorCreditResult, data);
      if (!result.success) return null;
      const { member_id, balance, credited } = result.output;
      return credited
        ? `Member ${member_id} (${phone}): credited; balance R$ ${balance}.`
        : `Member ${member_id} (${phone}): this reference was already credited; balance R$ ${balance}.`;
    },
  },
  audit: {
    usage: '',
    phone: false,
    endpoint: OperatorEndpoints.audit,
    body: () => ({}),
    describe: (_none, data) => {
      const parsed = v.safeParse(AuditResult, data);
      if (!parsed.success) return null;
      const { wallets_checked, off } = parsed.output;
      if (off.length === 0) return `ledger ok (${wallets_checked} wallet(s) checked)`;
      return [
        `ledger NOT ok: ${off.length} of ${wallets_checked} wallet(s) off`,
        ...off.map(
          (w) => `  member ${w.member_id} (${w.phone}): balance R$ ${w.balance}, ledger sum R$ ${w.ledger_sum}`,
        ),
      ].join('\n');
    },
    failed: (data) => {
      const parsed = v.safeParse(AuditResult, data);
      return parsed.success && parsed.output.off.length > 0;
    },
  },
  settle: {
    usage: 'FIXTURE RESULT',
    phone: false,
    endpoint: OperatorEndpoints.settleFixture,
    body: (fixture, [result = '']) => ({ fixture, result }),
    describe: (_fixture, data) => {
      const parsed = v.safeParse(SettleFixtureResult, data);
      if (!parsed.success) return null;
      // What this run settled and paid (single bets and slips), then the fixture's total so far.
      const { fixture, result, bets_settled, slips_settled, paid_now, paid } = parsed.output;
      return `Fixture ${fixture} settled: ${result}; ${bets_settled} bet(s) and ${slips_settled} slip(s) settled now, R$ ${paid_now} paid now (R$ ${paid} in all).`;
    },
  },
  'withdrawals list': {
    usage: '[STATUS]',
    phone: false,
    endpoint: OperatorEndpoints.withdrawals,
    argsOk: (rest) =>
      rest.length === 0 || (rest.length === 1 && ['pending', 'approved', 'rejected', 'paid'].includes(rest[0]!)),
    body: (status): Record<string, string> => (status ? { status, per_page: '100' } : { per_page: '100' }),
    describe: (_none, data) => {
      const parsed = v.safeParse(OperatorWithdrawalPage, data);
      if (!parsed.success) return null;
      const { list, total } = parsed.output;
      return [
        `${total} withdrawal(s)${total > list.length ? `, the newest ${list.length} shown` : ''}`,
        ...list.map(
          (w) =>
            `  ${w.order_no}  ${w.status.padEnd(8)}  R$ ${w.money}  member ${w.member_id} (${w.phone})  ${w.payment_type} ${w.account}  ${w.created_at}${w.reason ? `  reason: ${w.reason}` : ''}`,
        ),
      ].join('\n');
    },
  },
  'withdrawals approve': review(OperatorEndpoints.approveWithdrawal, 'approved'),
  'withdrawals reject': review(OperatorEndpoints.rejectWithdrawal, 'rejected; the amount went back to the wallet'),
  'withdrawals pay': review(OperatorEndpoints.payWithdrawal, 'paid'),
  'agency settle': {
    usage: '[DAY]',
    phone: false,
    endpoint: OperatorEndpoints.settleAgency,
    argsOk: (rest) => rest.length === 0 || (rest.length === 1 && /^\d{4}-\d{2}-\d{2}$/.test(rest[0]!)),
    body: (day): Record<string, string> => (day ? { day } : {}),
    describe: (_day, data) => {
      const parsed = v.safeParse(AgencySettlement, data);
      if (!parsed.success) return null;
      const { day, agents, total } = parsed.output;
      return `Agency rewards of ${day} settled: ${agents} agent(s), R$ ${total} now claimable (already-settled agents are not settled again).`;
    },
  },
  announce: {
    usage: 'TITLE TEXT',
    phone: false,
    endpoint: OperatorEndpoints.announce,
    argsOk: (rest) => rest.length >= 2 && rest.every((a) => a.trim() !== ''),
    body: (title, rest) => ({ title, body: rest.join(' ') }),
    describe: (_title, data) => {
      const parsed = v.safeParse(PostedResult, data);
      return parsed.success ? `Announcement ${parsed.output.id} posted.` : null;
    },
  },
  notify: {
    usage: 'PHONE TITLE TEXT',
    phone: true,
    endpoint: OperatorEndpoints.notify,
    argsOk: (rest) => rest.length >= 3 && rest.every((a) => a.trim() !== ''),
    body: (phone, [title = '', ...text]) => ({ phone, title, body: text.join(' ') }),
    describe: (phone, data) => {
      const parsed = v.safeParse(PostedResult, data);
      return parsed.success ? `Notification ${parsed.output.id} sent to ${phone}.` : null;
    },
  },
  'staff create': {
    usage: 'EMAIL ROLES NAME…',
    phone: false,
    endpoint: BackofficeEndpoints.createStaff,
    argsOk: (rest) => rest.length >= 3,
    body: (email, rest) => ({
      email,
      roles: (rest[0] ?? '').split(',').map((role) => role.trim()),
      name: rest.slice(1).join(' '),
    }),
    describe: (_email, data) => {
      const parsed = v.safeParse(StaffCreated, data);
      if (!parsed.success) return null;
      const { staff, password } = parsed.output;
      return `Staff account ${staff.email} (${staff.roles.join(', ')}) created; first password: ${password} (shown once). They set up TOTP at their first sign-in at /operator.`;
    },
  },
  'two-factor-off': {
    usage: 'PHONE',
    phone: true,
    endpoint: TwoFactorEndpoints.operatorReset,
    body: (phone) => ({ phone }),
    describe: (phone, data) => {
      const parsed = v.safeParse(TwoFactorResetResult, data);
      if (!parsed.success) return null;
      return parsed.output.was_on
        ? `Member ${parsed.output.member_id} (${phone}): two-factor authentication turned off; the member was notified.`
        : `Member ${parsed.output.member_id} (${phone}): two-factor authentication was not on.`;
    },
  },
  'seed demo': {
    usage: '',
    phone: false,
    endpoint: OperatorEndpoints.seedDemo,
    body: () => ({}),
    describe: (_none, data) => {
      const parsed = v.safeParse(SeedDemoResult, data);
      if (!parsed.success) return null;
      const { member_id, phone, password, balance } = parsed.output;
      return `Demo player ${member_id}: log in as ${phone} / ${password} (balance R$ ${balance}). Anyone who reads this password can log in: never on a public site.`;
    },
  },
  'scenario list': {
    usage: '',
    phone: false,
    endpoint: OperatorEndpoints.scenarios,
    body: () => ({}),
    describe: (_none, data) => {
      const parsed = v.safeParse(ScenarioList, data);
      if (!parsed.success) return null;
      return parsed.output
        .map(
          (s) =>
            `  ${s.name.padEnd(22)} ${s.phone}  ${s.path}${s.after_login ? '  (log in first, then run it)' : ''}\n  ${''.padEnd(22)} ${s.state}`,
        )
        .join('\n');
    },
  },
  scenario: {
    usage: 'NAME',
    phone: false,
    endpoint: OperatorEndpoints.scenario,
    body: (name) => ({ name }),
    describe: (_name, data) => {
      const parsed = v.safeParse(ScenarioResult, data);
      if (!parsed.success) return null;
      const { name, host, phone, password, path, state } = parsed.output;
      const where = host ? ` on the open site (http://${host}:PORT)` : '';
      return `${name}: log in as ${phone} / ${password}${where}, then open ${path}\n  ${state}`;
    },
  },
  'rebates settle': {
    usage: '[DAY]',
    phone: false,
    endpoint: OperatorEndpoints.settleRebates,
    argsOk: (rest) => rest.length === 0 || (rest.length === 1 && /^\d{4}-\d{2}-\d{2}$/.test(rest[0]!)),
    body: (day): Record<string, string> => (day ? { day } : {}),
    describe: (_day, data) => {
      const parsed = v.safeParse(RebateSettlement, data);
      if (!parsed.success) return null;
      const { day, members, paid } = parsed.output;
      return `Rebates of ${day} settled: ${members} member(s) paid R$ ${paid} now (already-paid members are not paid again).`;
    },
  },
};

function review(endpoint: CommandSpec['endpoint'], done: string): CommandSpec {
  return {
    usage: 'ORDER --reason TEXT',
    phone: false,
    endpoint,
    argsOk: (rest) => rest.length === 2 && rest.every(Boolean),
    // The reason is the last argument (server/admin.ts reads --reason).
    body: (order_no, [reason = '']) => ({ order_no, reason }),
    describe: (_order, data) => {
      const parsed = v.safeParse(WithdrawalReviewResult, data);
      if (!parsed.success) return null;
      const { order_no, status, approvals, approvals_needed, balance } = parsed.output;
      // Above the four-eyes amount a first approval leaves the order pending.
      const what = status === 'pending' ? `approval ${approvals} of ${approvals_needed} recorded, still pending` : done;
      return `Withdrawal ${order_no}: ${what}; member's balance R$ ${balance}.`;
    },
  };
}
