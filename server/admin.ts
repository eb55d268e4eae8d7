import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as v from 'valibot';
import { isBrazilianMobile, normalizePhone } from '../contract';
import { apiPath } from '../contract/endpoint';
import { COMMANDS } from './admin-commands';
import { SCENARIO_NAMES } from './operator/scenario-names';
import { adminTokenPath, readAdminToken } from './admin-token';

/** The operator's CLI: `npm run admin -- <command> [args]`, talking to the running server's operator API. */

export const HELP = `Rodada operator commands

  npm run admin -- force-offline PHONE     end all of a member's sessions; the app tells them the
                                           operator ended it (they can log in again)
  npm run admin -- expire-sessions PHONE   end all of a member's sessions as expired
  npm run admin -- idle-sessions PHONE     make a member's open sessions idle for their site's limit
                                           (30 minutes under regulated-br): the next call ends them
  npm run admin -- credit PHONE AMOUNT REFERENCE [bonus]
                                           credit a member by hand through the ledger (e.g. 50.00);
                                           the same REFERENCE never credits twice; a correction, or
                                           with "bonus" a reward, refused while the member is paused
                                           or self-excluded
  npm run admin -- settle FIXTURE RESULT   settle a football fixture (e.g. FLA-PAL-20261129) with its
                                           result: home, draw, away or a score like 2-1 (home goals
                                           first); winners are paid once, however often it is run
  npm run admin -- audit                   check that every wallet's balance equals the sum of its
                                           ledger entries and is not negative: prints "ledger ok", or
                                           names each wallet that is off and exits 1
  npm run admin -- withdrawals list [STATUS]
                                           the withdrawal orders, newest first (STATUS: pending,
                                           approved, rejected or paid)
  npm run admin -- withdrawals approve ORDER --reason TEXT
                                           approve a pending withdrawal at or below the four-eyes
                                           amount; above it two named staff members approve in the
                                           back office and the token is refused (token_cannot_approve)
  npm run admin -- withdrawals reject ORDER --reason TEXT
                                           reject a pending or approved withdrawal; the held amount
                                           goes back to the member's wallet once
  npm run admin -- withdrawals pay ORDER --reason TEXT
                                           mark an approved withdrawal paid (not by whoever approved
                                           it: the token may pay what staff approved)
  npm run admin -- rebates settle [DAY]    pay the betting rebate (2% of the bets settled, at most 90% of
                                           their house edge) of a São Paulo day that has ended
                                           (YYYY-MM-DD, default yesterday) to every member who bet; once
                                           per member and day, however often it is run; a member paused
                                           or self-excluded that day or now forfeits it
  npm run admin -- agency settle [DAY]     settle the agents' rewards of a São Paulo day that has ended
                                           (YYYY-MM-DD, default yesterday); once per agent and day
  npm run admin -- announce TITLE TEXT…     post an announcement to the players (shown as text)
  npm run admin -- notify PHONE TITLE TEXT… send one member a notification (unread until read)
  npm run admin -- scenario NAME|all|list  QA: put a named QA account into a known state (docs/QA.md
                                           lists each, its login and the path to take); "all" sets up
                                           every one, "list" names them
  npm run admin -- seed demo               create the demo player (phone 11912345678, password rodada123,
                                           R$ 1.500,00 once); sandbox mode (npm start) does it at start,
                                           nothing else does
  npm run admin -- two-factor-off PHONE    turn a member's two-factor authentication off (support, once
                                           the member's identity was confirmed another way); the member
                                           is notified
  npm run admin -- staff create EMAIL ROLES NAME…
                                           create a back-office account (ROLES: admin, finance,
                                           support, compliance, trader, comma-separated); prints its
                                           first password once; TOTP is set up at the first sign-in
                                           at /operator (an installation's first admin is made so)
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

/** `withdrawals SUB …` as one command name; approve, pay and reject take `--reason TEXT` (or --reason=TEXT) last. */
function withdrawalArgs(rest: string[]): { name: string; rest: string[] } | string {
  const [sub = '', ...args] = rest;
  const name = `withdrawals ${sub}`;
  if (!['approve', 'pay', 'reject'].includes(sub)) return { name, rest: args };
  const usage = `Usage: npm run admin -- withdrawals ${sub} ORDER --reason TEXT`;
  const at = args.findIndex((a) => a === '--reason' || a.startsWith('--reason='));
  if (at < 0) return usage;
  const flag = args[at]!;
  const reason = (flag.startsWith('--reason=') ? [flag.slice(9), ...args.slice(at + 1)] : args.slice(at + 1))
    .join(' ')
    .trim();
  const order = args.slice(0, at);
  if (order.length !== 1 || !reason) return usage;
  return { name, rest: [order[0]!, reason] };
}

/** Runs one command; returns the process exit code. */
export async function runAdmin(
  args: string[],
  env: Record<string, string | undefined>,
  io: Io = { out: console.log, err: console.error },
): Promise<number> {
  let [name, ...rest] = args;
  if (name === 'scenario' && rest[0] === 'all' && rest.length === 1) {
    for (const scenarioName of SCENARIO_NAMES) {
      const code = await runAdmin(['scenario', scenarioName], env, io);
      if (code !== 0) return code;
    }
    return 0;
  }
  // Two-word commands ("rebates settle", "agency settle", "scenario list", "seed demo").
  const twoWords = `${name} ${rest[0] ?? ''}`;
  if (name !== 'withdrawals' && Object.hasOwn(COMMANDS, twoWords)) {
    name = twoWords;
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
  const base = (env.RODADA_API?.trim() || `http://127.0.0.1:${env.PORT?.trim() || '3000'}`).replace(/\/+$/, '');

  const { method } = command.endpoint;
  const input = command.body(first, more);
  const url = `${base}${apiPath(command.endpoint)}${method === 'get' ? `?${new URLSearchParams(input as Record<string, string>).toString()}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: method.toUpperCase(),
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      ...(method === 'post' ? { body: JSON.stringify(input) } : {}),
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
