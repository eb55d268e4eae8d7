import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as v from 'valibot';
import { isBrazilianMobile, normalizePhone, OperatorCreditResult, OperatorResult } from '../src/contract';
import { SettleFixtureResult } from '../src/contract/house';
import { AuditResult, OperatorWithdrawalPage, WithdrawalReviewResult } from '../src/contract/money';
import { RebateSettlement } from '../src/contract/promotions';
import { ScenarioList, ScenarioResult } from '../src/contract/operator';
import { PostedResult } from '../src/contract/information';
import { AgencySettlement } from '../src/contract/agency';
import { SCENARIO_NAMES } from './operator/scenario-names';
import { adminTokenPath, readAdminToken } from './admin-token';

/** The operator's CLI: `npm run admin -- <command> [args]`, talking to the running server's operator API. */

export const HELP = `Rodada operator commands

  npm run admin -- force-offline PHONE     end all of a member's sessions; the app tells them the
                                           operator ended it (they can log in again)
  npm run admin -- expire-sessions PHONE   end all of a member's sessions as expired
  npm run admin -- credit PHONE AMOUNT REFERENCE
                                           credit a member by hand through the ledger (e.g. 50.00);
                                           the same REFERENCE never credits twice
  npm run admin -- settle FIXTURE RESULT   settle a football fixture (e.g. FLA-PAL-20261129) with its
                                           result: home, draw, away or a score like 2-1 (home goals
                                           first); winners are paid once, however often it is run
  npm run admin -- audit                   check that every wallet's balance equals the sum of its
                                           ledger entries and is not negative: prints "ledger ok", or
                                           names each wallet that is off and exits 1
  npm run admin -- withdrawals list [STATUS]
                                           the withdrawal orders, newest first (STATUS: pending,
                                           approved, rejected or paid)
  npm run admin -- withdrawals approve ORDER
                                           approve a pending withdrawal
  npm run admin -- withdrawals reject ORDER --reason TEXT
                                           reject a pending or approved withdrawal; the held amount
                                           goes back to the member's wallet once
  npm run admin -- withdrawals pay ORDER   mark an approved withdrawal paid
  npm run admin -- rebates settle [DAY]    pay the betting rebate (2% of the bets) of a São Paulo day
                                           (YYYY-MM-DD, default yesterday) to every member who bet;
                                           once per member and day, however often it is run
  npm run admin -- agency settle [DAY]     settle the agents' rewards of a São Paulo day (YYYY-MM-DD,
                                           default yesterday); once per agent and day
  npm run admin -- announce TITLE TEXT…     post an announcement to the players (shown as text)
  npm run admin -- notify PHONE TITLE TEXT… send one member a notification (unread until read)
  npm run admin -- scenario NAME|all|list  QA: put a named QA account into a known state (docs/QA.md
                                           lists each, its login and the path to take); "all" sets up
                                           every one, "list" names them
  npm run admin -- help                    this text

Environment:
  RODADA_API    the server (default http://127.0.0.1:$PORT, PORT default 3000)
  ADMIN_TOKEN   the operator token (default: read from $DATA_DIR/admin-token, DATA_DIR default .data)`;

interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

const Envelope = v.object({
  code: v.number(),
  status: v.string(),
  message: v.string(),
  data: v.unknown(),
});

interface CommandSpec {
  usage: string;
  path: string;
  /** The first argument is a member's phone: checked and normalised before anything is sent. */
  phone: boolean;
  /** The request body from the arguments (the first one, the phone, normalised). */
  body(first: string, rest: string[]): Record<string, string>;
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

const COMMANDS: Record<string, CommandSpec> = {
  'force-offline': {
    usage: 'PHONE',
    phone: true,
    path: '/api/operator/force-offline',
    body: (phone) => ({ phone }),
    describe: sessionsDone('forced offline'),
  },
  'expire-sessions': {
    usage: 'PHONE',
    phone: true,
    path: '/api/operator/expire-sessions',
    body: (phone) => ({ phone }),
    describe: sessionsDone('sessions expired'),
  },
  credit: {
    usage: 'PHONE AMOUNT REFERENCE',
    phone: true,
    path: '/api/operator/credit',
    body: (phone, [amount = '', reference = '']) => ({ phone, amount, reference }),
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
    path: '/api/operator/audit',
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
    path: '/api/operator/settle',
    body: (fixture, [result = '']) => ({ fixture, result }),
    describe: (_fixture, data) => {
      const parsed = v.safeParse(SettleFixtureResult, data);
      if (!parsed.success) return null;
      const { fixture, result, bets_settled, paid } = parsed.output;
      return `Fixture ${fixture} settled: ${result}; ${bets_settled} bet(s) settled now, R$ ${paid} paid to winners in all.`;
    },
  },
  'withdrawals list': {
    usage: '[STATUS]',
    phone: false,
    path: '/api/operator/withdrawals/list',
    argsOk: (rest) => rest.length === 0 || (rest.length === 1 && ['pending', 'approved', 'rejected', 'paid'].includes(rest[0]!)),
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
  'withdrawals approve': review('/api/operator/withdrawals/approve', 'approved'),
  'withdrawals reject': {
    ...review('/api/operator/withdrawals/reject', 'rejected; the amount went back to the wallet'),
    usage: 'ORDER --reason TEXT',
    argsOk: (rest) => rest.length === 2 && rest.every(Boolean),
    body: (order_no, rest) => ({ order_no, reason: rest.join(' ') }),
  },
  'withdrawals pay': review('/api/operator/withdrawals/pay', 'paid'),
  'agency settle': {
    usage: '[DAY]',
    phone: false,
    path: '/api/operator/agency/settle',
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
    path: '/api/operator/announce',
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
    path: '/api/operator/notify',
    argsOk: (rest) => rest.length >= 3 && rest.every((a) => a.trim() !== ''),
    body: (phone, [title = '', ...text]) => ({ phone, title, body: text.join(' ') }),
    describe: (phone, data) => {
      const parsed = v.safeParse(PostedResult, data);
      return parsed.success ? `Notification ${parsed.output.id} sent to ${phone}.` : null;
    },
  },
  'scenario list': {
    usage: '',
    phone: false,
    path: '/api/operator/scenarios',
    body: () => ({}),
    describe: (_none, data) => {
      const parsed = v.safeParse(ScenarioList, data);
      if (!parsed.success) return null;
      return parsed.output
        .map((s) => `  ${s.name.padEnd(22)} ${s.phone}  ${s.path}${s.after_login ? '  (log in first, then run it)' : ''}\n  ${''.padEnd(22)} ${s.state}`)
        .join('\n');
    },
  },
  scenario: {
    usage: 'NAME',
    phone: false,
    path: '/api/operator/scenario',
    body: (name) => ({ name }),
    describe: (_name, data) => {
      const parsed = v.safeParse(ScenarioResult, data);
      if (!parsed.success) return null;
      const { name, phone, password, path, state } = parsed.output;
      return `${name}: log in as ${phone} / ${password}, then open ${path}\n  ${state}`;
    },
  },
  'rebates settle': {
    usage: '[DAY]',
    phone: false,
    path: '/api/operator/rebates/settle',
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

function review(path: string, done: string): CommandSpec {
  return {
    usage: 'ORDER',
    phone: false,
    path,
    body: (order_no) => ({ order_no }),
    describe: (_order, data) => {
      const parsed = v.safeParse(WithdrawalReviewResult, data);
      return parsed.success
        ? `Withdrawal ${parsed.output.order_no}: ${done}; member's balance R$ ${parsed.output.balance}.`
        : null;
    },
  };
}

/** `withdrawals SUB …` as one command name; `--reason TEXT` (or --reason=TEXT) as the last arguments. */
function withdrawalArgs(rest: string[]): { name: string; rest: string[] } | string {
  const [sub = '', ...args] = rest;
  const name = `withdrawals ${sub}`;
  if (sub !== 'reject') return { name, rest: args };
  const at = args.findIndex((a) => a === '--reason' || a.startsWith('--reason='));
  if (at < 0) return 'Usage: npm run admin -- withdrawals reject ORDER --reason TEXT';
  const flag = args[at]!;
  const reason = (flag.startsWith('--reason=') ? [flag.slice(9), ...args.slice(at + 1)] : args.slice(at + 1)).join(' ').trim();
  const order = args.slice(0, at);
  if (order.length !== 1 || !reason) return 'Usage: npm run admin -- withdrawals reject ORDER --reason TEXT';
  return { name, rest: [order[0]!, reason] };
}

/** Runs one command; returns the process exit code. */
export async function runAdmin(
  args: string[],
  env: Record<string, string | undefined>,
  io: Io = { out: console.log, err: console.error },
): Promise<number> {
  let [name, ...rest] = args;
  if (name === 'scenario' && rest[0] === 'list') {
    name = 'scenario list';
    rest = [];
  }
  if (name === 'scenario' && rest[0] === 'all' && rest.length === 1) {
    const listed = await runAdmin(['scenario', 'list'], env, { out: () => undefined, err: io.err });
    if (listed !== 0) return listed;
    let worst = 0;
    for (const scenarioName of SCENARIO_NAMES) worst = Math.max(worst, await runAdmin(['scenario', scenarioName], env, io));
    return worst;
  }
  if (name === 'agency') {
    name = `agency ${rest[0] ?? ''}`;
    rest = rest.slice(1);
  }
  if (name === 'rebates') {
    name = `rebates ${rest[0] ?? ''}`;
    rest = rest.slice(1);
  }
  if (name === 'withdrawals') {
    const parsed = withdrawalArgs(rest);
    if (typeof parsed === 'string') {
      io.err(parsed);
      return 2;
    }
    ({ name, rest } = parsed);
  }
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    io.out(HELP);
    return name ? 0 : 1;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    io.err(`Unknown command "${name}".\n\n${HELP}`);
    return 2;
  }
  const [rawFirst = '', ...more] = rest;
  const expected = command.usage === '' ? 0 : command.usage.split(' ').length;
  const argsOk = command.argsOk ? command.argsOk(rest) : !((expected > 0 && !rawFirst) || rest.length !== expected);
  if (!argsOk) {
    io.err(`Usage: npm run admin -- ${name} ${command.usage}`.trimEnd());
    return 2;
  }
  const first = command.phone ? normalizePhone(rawFirst) : rawFirst;
  if (command.phone && !isBrazilianMobile(first)) {
    io.err(`"${rawFirst}" is not a Brazilian mobile number (DDD + 9 + eight digits, e.g. 11912345678).`);
    return 2;
  }

  const dataDir = env.DATA_DIR?.trim() || '.data';
  const token = env.ADMIN_TOKEN?.trim() || readAdminToken(dataDir);
  if (!token) {
    io.err(
      `No operator token: set ADMIN_TOKEN, or run where the server keeps ${adminTokenPath(dataDir)} ` +
        '(start the server once with npm start to create it).',
    );
    return 1;
  }
  const base = (env.RODADA_API?.trim() || `http://127.0.0.1:${env.PORT?.trim() || '3000'}`).replace(
    /\/+$/,
    '',
  );

  let response: Response;
  try {
    response = await fetch(`${base}${command.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(command.body(first, more)),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    io.err(`The server is not running at ${base} (start it with npm start, or set RODADA_API).`);
    return 1;
  }

  const parsed = v.safeParse(Envelope, await response.json().catch(() => null));
  if (!parsed.success) {
    io.err(`${base} answered HTTP ${response.status} but is not the Rodada API (check RODADA_API).`);
    return 1;
  }
  const { output } = parsed;
  if (response.status === 401) {
    io.err('The server refused the operator token: set ADMIN_TOKEN to the token the server uses.');
    return 1;
  }
  if (output.status !== 'success') {
    io.err(`${output.message} (HTTP ${response.status})`);
    return 1;
  }
  const line = command.describe(first, output.data);
  if (line === null) {
    io.err('Unexpected answer from the server.');
    return 1;
  }
  if (command.failed?.(output.data)) {
    io.err(line);
    return 1;
  }
  io.out(line);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runAdmin(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
