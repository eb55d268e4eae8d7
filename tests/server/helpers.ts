import type { RegulatorCheck } from '../../server/regulator/check';
import type { KycProvider } from '../../server/kyc/provider';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll } from 'vitest';
import { createApp, depsOfApp } from '../../server/app';
import { createCaptcha } from '../../server/auth/captcha/store';
import { hashPassword } from '../../server/auth/passwords';
import { createSession } from '../../server/auth/sessions';
import type { AppConfig, AppDeps } from '../../server/config';
import type { PixGateway } from '../../server/payments/gateway';
import { openDatabase } from '../../server/db/open';
import { ledgerEntries, members, outgoingMessages, sites, wallets } from '../../server/db/schema';
import { seedDatabase, seedDemo } from '../../server/db/seed';
import { pulseTopic } from '../../server/http/push';
import { runDueWork as runJobsOnce } from '../../server/jobs';
import { createMember } from '../../server/members/create';
import { credit } from '../../server/wallet/ledger';
import { envelope } from '../../contract';
import { FixtureList, type Fixture } from '../../contract/house';
import { SportsBoard, type SportsEvent } from '../../contract/sportsBoard';
import { openTestDatabase } from './database';
import { identityFor } from '../identity';

export const START = new Date('2026-03-02T12:00:00.000Z');
export const OPERATOR_TOKEN = 'operator-token-for-tests-0123456789';
/** The host name of the seed's `open` site (server/db/seed.ts OPEN_SITE_HOSTS). */
export const OPEN_SITE_HOST = 'open.localhost';

/** A deterministic byte source: sha256 in counter mode over a seed. */
export function seededRandom(seed: string): (bytes: number) => Buffer {
  let counter = 0;
  let pool = Buffer.alloc(0);
  return (bytes) => {
    while (pool.length < bytes) {
      pool = Buffer.concat([pool, createHash('sha256').update(`${seed}:${counter++}`).digest()]);
    }
    const out = Buffer.from(pool.subarray(0, bytes));
    pool = pool.subarray(bytes);
    return out;
  };
}

/** A clock that moves only when told. */
export function testClock(start = START) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
    set: (date: Date) => {
      now = date.getTime();
    },
  };
}

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const AnyEnvelope = envelope(v.unknown());
export type AnyEnvelope = v.InferOutput<typeof AnyEnvelope>;

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  json: AnyEnvelope;
}

export interface SetupOptions {
  /**
   * Run on this PostgreSQL server instead of a fresh in-memory PGlite. The database is shared with other
   * runs, so the clock starts now, the random source is the system's and every phone is new to it.
   */
  databaseUrl?: string;
  /** The PIX gateway refunds go through (default: the sandbox's). */
  pixGateway?: PixGateway;
  /** The identity provider (default: the sandbox's). */
  kycProvider?: KycProvider;
  /** The regulator's checks by CPF (default: the sandbox's). */
  regulator?: RegulatorCheck;
}

/**
 * One database per test file (fresh in-memory PGlite, migrations applied, seeded, or a PostgreSQL
 * server), an app on it with a fixed clock and seeded random, and helpers to call it. Tests never
 * assume ids or each other's data.
 */
export async function setupServer(config: Partial<AppConfig> = {}, seed = 'rodada-tests', options: SetupOptions = {}) {
  const shared = options.databaseUrl !== undefined;
  const { db, changeNotices, close } = shared
    ? await openDatabase({ databaseUrl: options.databaseUrl! })
    : await openTestDatabase();
  const clock = testClock(shared ? new Date() : START);
  const random = shared ? randomBytes : seededRandom(seed);
  await seedDatabase({ db, clock: clock.now, random });
  // The tests' server runs in sandbox mode (config.sandbox below), which has the demo player.
  await seedDemo({ db, clock: clock.now, random });
  let onWait: ((ms: number) => Promise<void>) | null = null;
  const deps: AppDeps = {
    db,
    clock: clock.now,
    // A wait (the live bet delay) moves the test's clock on instead of sleeping (after what a test watches).
    sleep: async (ms) => {
      await onWait?.(ms);
      clock.advance(ms);
    },
    random,
    changeNotices,
    config: {
      log: false,
      adminToken: OPERATOR_TOKEN,
      captchaTestAnswer: null,
      corsOrigins: [],
      connectSrc: [],
      trustProxy: 1,
      staticDir: null,
      sandbox: true,
      checkDeclaredErrors: true,
      ...config,
    },
    ...(options.pixGateway ? { pixGateway: options.pixGateway } : {}),
    ...(options.regulator ? { regulator: options.regulator } : {}),
    ...(options.kycProvider ? { kycProvider: options.kycProvider } : {}),
  };
  const app = createApp(deps);

  // On a shared PostgreSQL database the per-address counters (logins, refused registrations) outlive this
  // server: its requests come from an address of its own, so other test files' attempts never count here.
  const ownAddress = shared ? `10.${randomBytes(3).join('.')}` : undefined;

  async function request(method: string, path: string, options: CallOptions = {}): Promise<Response> {
    const headers: Record<string, string> = {
      ...(ownAddress ? { 'x-forwarded-for': ownAddress } : {}),
      ...options.headers,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    return app.request(path, { method, headers, body });
  }

  /** Calls the API and checks the answer is an envelope whose code is the HTTP status. */
  async function call(method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<CallResult> {
    const response = await request(method, path, options);
    const json = v.parse(AnyEnvelope, await response.json());
    if (json.code !== response.status) throw new Error(`code ${json.code} != HTTP ${response.status}`);
    return { status: response.status, headers: response.headers, json };
  }

  /** A real captcha: its key and the answer a person would read. */
  async function captcha(): Promise<{ key: string; code: string; questionAnswer: string }> {
    const { data, code, questionAnswer } = await createCaptcha(deps, clock.now());
    return { key: data.key, code, questionAnswer };
  }

  let phoneCounter = shared ? randomBytes(4).readUInt32BE(0) % 100_000_000 : 0;
  /** A valid Brazilian mobile no other test in the file (or, on a shared server, in this run) uses. */
  function newPhone(): string {
    phoneCounter = (phoneCounter + 1) % 100_000_000;
    return `219${String(phoneCounter).padStart(8, '0')}`;
  }

  /**
   * Registers a member. A member belongs to the site of the host they registered on: by default the
   * default site (`regulated-br`: no deposit bonuses); `{ site: 'open' }` registers on the open site,
   * which keeps every promotion. The phone is then marked confirmed, as the SMS code would (a deposit
   * needs it; tests/server/phone-verification.test.ts goes through the code): `{ phoneVerified: false }`
   * leaves it as registration does. The identity is marked verified too, as the document and selfie would
   * (deposits and bets on a regulated site need it; tests/server/kyc.test.ts goes through the check):
   * `{ kycVerified: false }` leaves it as registration does.
   */
  async function register(
    phone = newPhone(),
    password = 'segredo1',
    extra: Record<string, unknown> = {},
    options: { site?: 'open'; phoneVerified?: boolean; kycVerified?: boolean } = {},
  ) {
    const { key, code } = await captcha();
    const result = await call('POST', '/api/auth/register2', {
      headers: options.site === 'open' ? { host: OPEN_SITE_HOST } : {},
      body: {
        phone,
        password,
        password_confirmation: password,
        captcha_key: key,
        captcha: code,
        ...identityFor(phone),
        ...extra,
      },
    });
    if (result.status !== 200) throw new Error(`register failed: ${result.json.message}`);
    const token = (result.json.data as { access_token: string }).access_token;
    if (options.phoneVerified !== false) await confirmPhone(phone);
    if (options.kycVerified !== false && options.site !== 'open') await verifyIdentity(phone);
    return { phone, password, token };
  }

  /**
   * A register2 body for a new phone: its identity, the password `segredo1` and a fresh captcha (or
   * `solved`), with `fields` on top (a `phone` there replaces the phone, not the identity made for it).
   */
  async function registrationBody(fields: Record<string, unknown> = {}, solved?: { key: string; code: string }) {
    const { key, code } = solved ?? (await captcha());
    const phone = newPhone();
    return {
      phone,
      password: 'segredo1',
      password_confirmation: 'segredo1',
      captcha_key: key,
      captcha: code,
      ...identityFor(phone),
      ...fields,
    };
  }

  /** Calls register2 with `registrationBody(fields, options.captcha)`; answers the call's result and the body. */
  async function registerWith(
    fields: Record<string, unknown> = {},
    options: { headers?: Record<string, string>; captcha?: { key: string; code: string } } = {},
  ) {
    const body = await registrationBody(fields, options.captcha);
    const result = await call('POST', '/api/auth/register2', { headers: options.headers ?? {}, body });
    return { ...result, body };
  }

  /** Marks the member's identity verified, as the provider's approval would (registration leaves it required). */
  async function verifyIdentity(phone: string) {
    await db.update(members).set({ kycStatus: 'verified' }).where(eq(members.phone, phone));
  }

  /** Marks the member's phone confirmed, as its SMS code would (registration leaves it unconfirmed). */
  async function confirmPhone(phone: string) {
    await db.update(members).set({ phoneVerifiedAt: clock.now() }).where(eq(members.phone, phone));
  }

  /**
   * The latest message the outbox holds for a phone or e-mail (`outgoing_messages`), and the 6-digit code
   * in it: what the player reads at /sandbox/mail.
   */
  async function lastMessage(to: string) {
    const [message] = await db
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.to, to))
      .orderBy(desc(outgoingMessages.id))
      .limit(1);
    return message ? { ...message, code: /\b(\d{6})\b/.exec(message.body)?.[1] ?? null } : null;
  }

  /** A member as they were before the identity rule: a phone and a password, no identity; and a session. */
  async function memberWithoutIdentity() {
    const phone = newPhone();
    const [site] = await db.select().from(sites).where(eq(sites.isDefault, true));
    const passwordHash = await hashPassword('segredo1', randomBytes);
    const now = clock.now();
    const token = await db.transaction(async (tx) => {
      // Members from before the rule had their phones counted as confirmed (migration 0027).
      const member = await createMember(
        tx,
        { random: randomBytes },
        { siteId: site!.id, phone, passwordHash, phoneVerified: true },
        now,
      );
      return createSession({ ...deps, db: tx }, member.id, now);
    });
    return { phone, token };
  }

  /** The sum, in centavos, of the member's ledger entries whose kind is LIKE `kind` (`'reward.%'`). */
  async function ledgerSum(memberId: number, kind: string): Promise<number> {
    const rows = await db
      .select({ cents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, memberId), like(ledgerEntries.kind, kind)));
    return rows.reduce((sum, row) => sum + row.cents, 0);
  }

  /** The member's wallet balance, in centavos. */
  async function balanceOf(memberId: number): Promise<number> {
    const [wallet] = await db.select().from(wallets).where(eq(wallets.memberId, memberId));
    return wallet!.balanceCents;
  }

  /** The id of the member with this phone. */
  async function memberId(phone: string): Promise<number> {
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.phone, phone));
    if (!member) throw new Error(`No member with phone ${phone}`);
    return member.id;
  }

  /** Registers a member (as `register`) and answers only their id. */
  const newMemberId = async () => memberId((await register()).phone);

  async function login(phone: string, password: string, headers: Record<string, string> = {}) {
    const { key, code } = await captcha();
    return call('POST', '/api/auth/login2', {
      body: { phone, password, captcha_key: key, captcha: code },
      headers,
    });
  }

  /**
   * Logs the player in again and keeps the new token in `player.token`. Each login comes from an address of
   * its own: on a shared PostgreSQL database the clock jumps days back and forth between runs, and one
   * address's login count would follow it.
   */
  async function relogin(player: { phone: string; password: string; token: string }) {
    const answer = await login(player.phone, player.password, { 'x-forwarded-for': `10.${randomBytes(3).join('.')}` });
    if (answer.status !== 200) throw new Error(`login failed: ${answer.json.message}`);
    player.token = (answer.json.data as { access_token: string }).access_token;
  }

  /** An open fixture that kicks off more than two hours from now (the earliest). */
  async function upcomingFixture(): Promise<Fixture> {
    const list = v.parse(FixtureList, (await call('GET', '/api/house/sports/fixtures')).json.data);
    const soon = clock.now().getTime() + 2 * HOUR;
    const [earliest] = list
      .filter((f) => f.status === 'open' && new Date(f.kickoff).getTime() > soon)
      .sort((a, b) => a.kickoff.localeCompare(b.kickoff));
    if (!earliest) throw new Error('No open fixture kicks off more than two hours from now');
    return earliest;
  }

  /** The board's football matches still to kick off, as the board answers them. */
  async function upcomingEvents(): Promise<SportsEvent[]> {
    const answer = await call('GET', '/api/house/sports/board');
    if (answer.status !== 200) throw new Error(`board read failed: ${answer.json.message}`);
    return v.parse(SportsBoard, answer.json.data).events.filter((e) => e.status === 'upcoming');
  }

  /**
   * The push feed of a topic (the sports board, a live table) looks at the test's clock now, as its timer
   * would, and has handed any change to its streams when this answers (http/push.ts).
   */
  const pulse = (topic: { id: string }) => pulseTopic(depsOfApp(app), topic);

  /** The server's job (server/jobs.ts), run once at the test clock's time. */
  const runDueWork = () => runJobsOnce(deps, clock.now());

  return {
    app,
    db,
    deps,
    clock,
    /** Runs `watch` each time the server waits (the live bet delay), before its clock moves on; null: none. */
    watchWaits: (watch: ((ms: number) => Promise<void>) | null) => {
      onWait = watch;
    },
    close,
    request,
    call,
    captcha,
    newPhone,
    register,
    confirmPhone,
    verifyIdentity,
    lastMessage,
    registrationBody,
    registerWith,
    memberWithoutIdentity,
    ledgerSum,
    balanceOf,
    memberId,
    newMemberId,
    login,
    relogin,
    upcomingFixture,
    upcomingEvents,
    runDueWork,
    pulse,
  };
}

export type TestServer = Awaited<ReturnType<typeof setupServer>>;

/** The test app on a real port, for what calls it over HTTP (the operator's CLI, the PIX sandbox). */
export async function listen(s: TestServer): Promise<{ url: string; close(): Promise<void> }> {
  const { createAdaptorServer } = await import('@hono/node-server');
  const server = createAdaptorServer({ fetch: s.app.fetch, hostname: '127.0.0.1' }) as import('node:http').Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Listener = Awaited<ReturnType<typeof listen>>;

/**
 * A test app listening over HTTP for a whole file: started before its tests (`take` receives it) and
 * closed after them, the listener first.
 */
export function serveFile(take: (running: { s: TestServer; http: Listener }) => void) {
  let running: { s: TestServer; http: Listener } | undefined;
  beforeAll(async () => {
    const s = await setupServer();
    running = { s, http: await listen(s) };
    take(running);
  });
  afterAll(async () => {
    await running?.http.close();
    await running?.s.close();
  });
}

/** `npm run admin -- …` against a running test app, its output collected. */
export function adminCli(url: string) {
  const out: string[] = [];
  const err: string[] = [];
  const run = async (args: string[]) => {
    const { runAdmin } = await import('../../server/admin');
    return runAdmin(
      args,
      { RODADA_API: url, ADMIN_TOKEN: OPERATOR_TOKEN },
      { out: (l) => out.push(l), err: (l) => err.push(l) },
    );
  };
  return { out, err, run };
}

/** Any way a test calls the API (a test server's `call`, or one that spreads calls over processes). */
export type Caller = (
  method: 'GET' | 'POST',
  path: string,
  options?: { token?: string; body?: unknown; headers?: Record<string, string> },
) => Promise<{ status: number; json: { data?: unknown; error?: string; message?: string } }>;

/** A new member credited `cents` through the ledger (kind test.fund, under `ref`): the registration and its id. */
export async function fundedPlayer(s: TestServer, cents: number, ref?: string) {
  const registered = await s.register();
  const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
  const id = member!.id;
  await s.db.transaction((tx) => credit(tx, id, cents, 'test.fund', ref ?? `fund-${id}`, s.clock.now()));
  return { ...registered, id };
}

/** Opens the game for the member as the lobby does (/day7/day7LoginV2) and answers its launch token. */
export async function launchToken(call: Caller, token: string, gameId: number): Promise<string> {
  const launched = await call('POST', '/api/day7/day7LoginV2', { token, body: { game_id: gameId } });
  if (launched.status !== 200) throw new Error(`Launch of game ${gameId} refused: ${launched.json.error}`);
  return new URL((launched.json.data as { url: string }).url, 'http://x').searchParams.get('launch')!;
}

/** One round of a slot title through the house tables: POST /api/house/rounds with the launch and the bet. */
export function startSlot(
  call: Caller,
  token: string,
  gameId: number,
  launch: string,
  amount: string,
  headers?: Record<string, string>,
) {
  return call('POST', '/api/house/rounds', {
    token,
    body: { game_id: gameId, launch, choice: { amount } },
    ...(headers ? { headers } : {}),
  });
}

/** Launches the slot title and plays one round of it. */
export async function playSlot(call: Caller, token: string, gameId: number, amount: string) {
  return startSlot(call, token, gameId, await launchToken(call, token, gameId), amount);
}
