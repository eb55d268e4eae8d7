import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveState } from '../../contract/live';
import { makeTestCertificates } from '../../server/payments/bcb/localPsp';
import {
  audit,
  chaosServerEnv,
  gamesToPlay,
  newDatabaseState,
  newRoundStats,
  resolveInFlight,
  runLoad,
  verify,
  verifyLedger,
  type LoadContext,
} from '../../scripts/chaos-load.mjs';
import { identityFor } from '../identity';
import {
  freePort,
  httpCall,
  killAll,
  MESSAGING_ENV,
  signal,
  spawnServer,
  waitHealthy,
  type Started,
} from './processes';

/**
 * Three API processes on one PostgreSQL, as production runs them behind its proxy: players on different
 * processes share one live round and see its draw within a second; the due work (the outbox's SMS here)
 * is done once across the three jobs; and one process killed with SIGKILL under the mixed money load of
 * `npm run chaos` (scripts/chaos-load.mjs) loses nothing acknowledged, while a live stream it served
 * reconnects to another process and misses no draw.
 */
const url = process.env.TEST_DATABASE_URL;
const ENV = chaosServerEnv();
const DEADLINE_MS = 45_000;

/** A live table's stream, read as it comes; reconnects to `reconnect()`'s server (Last-Event-ID) when it drops. */
function watchTable(server: Started, gameId: number, reconnect?: () => Started) {
  const states: Array<{ state: LiveState; at: number; port: number }> = [];
  const drops: Array<{ lastId: string; port: number }> = [];
  const waiters = new Set<() => void>();
  let lastId = '';
  let closed = false;
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;

  const open = async (target: Started) => {
    const response = await fetch(`${target.url}/api/live/stream?game_id=${gameId}`, {
      headers: { 'x-forwarded-for': `10.${randomBytes(3).join('.')}`, ...(lastId ? { 'last-event-id': lastId } : {}) },
    });
    reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .find((line) => line.startsWith(`${name}:`))
              ?.slice(name.length + 1)
              .trim();
          if (field('event') !== 'state') continue;
          lastId = field('id') ?? lastId;
          states.push({ state: v.parse(LiveState, JSON.parse(field('data')!)), at: Date.now(), port: target.port });
          waiters.forEach((wake) => wake());
        }
      }
    } catch {
      // The process died mid-stream.
    }
    if (closed || !reconnect) return;
    drops.push({ lastId, port: target.port });
    await open(reconnect());
  };
  void open(server);

  return {
    states,
    drops,
    /** The first state that `test` accepts, as it comes (the deadline fails the test). */
    until(test: (state: LiveState) => boolean): Promise<{ state: LiveState; at: number; port: number }> {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = states.find((s) => test(s.state));
          if (!found) return;
          waiters.delete(look);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no such live state within ${DEADLINE_MS} ms`));
        }, DEADLINE_MS);
        waiters.add(look);
        look();
      });
    },
    close: () => {
      closed = true;
      void reader?.cancel().catch(() => undefined);
    },
  };
}

describe.skipIf(!url)('three server processes on one PostgreSQL', () => {
  const servers: Started[] = [];
  const sms: Array<{ to: string; text: string }> = [];
  let smsProvider: Server;
  let staticDir: string;
  let db: pg.Pool;
  let games: { slotId: number; liveGameId: number };

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'rodada-three-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Rodada</title>');
    // The SMS provider the three processes' jobs send through (https, its CA trusted by them): it counts
    // what it is given.
    const certificates = makeTestCertificates(join(staticDir, 'certificates'));
    smsProvider = createServer({ cert: certificates.serverCert, key: certificates.serverKey }, (request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        sms.push(JSON.parse(body) as { to: string; text: string });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => smsProvider.listen(0, '127.0.0.1', resolve));
    const env = {
      DATABASE_URL: url,
      ...ENV,
      ...MESSAGING_ENV,
      SMS_API_URL: `https://127.0.0.1:${(smsProvider.address() as AddressInfo).port}/send`,
      NODE_EXTRA_CA_CERTS: certificates.files.ca,
      STATIC_DIR: staticDir,
      DATA_DIR: staticDir,
    };
    // The first alone (it applies the migrations and seeds), then the other two together.
    const first = spawnServer(await freePort(), env);
    await waitHealthy(first);
    const rest = [spawnServer(await freePort(), env), spawnServer(await freePort(), env)];
    await Promise.all(rest.map(waitHealthy));
    servers.push(first, ...rest);
    games = await gamesToPlay(first.port);
    db = new pg.Pool({ connectionString: url, max: 2 });
  }, 180_000);
  afterAll(async () => {
    await killAll();
    await db?.end();
    smsProvider?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  async function call(server: Started, path: string, options: { token?: string; body?: unknown } = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json', host: 'open.localhost' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (path === '/api/operator/credit') headers.authorization = `Bearer ${ENV.ADMIN_TOKEN}`;
    const answer = await httpCall(`${server.url}${path}`, 'POST', headers, JSON.stringify(options.body ?? {}));
    return { status: answer.status, json: JSON.parse(answer.text) as { data: Record<string, unknown> } };
  }

  /** A member of the open site (no identity check to wait for), registered on `server`, with R$ 10.00. */
  async function member(server: Started) {
    const phone = `219${String(randomBytes(4).readUInt32BE(0) % 100_000_000).padStart(8, '0')}`;
    const registered = await call(server, '/api/auth/register2', {
      body: {
        phone,
        password: 'segredo1',
        password_confirmation: 'segredo1',
        captcha_key: `three-${randomBytes(4).toString('hex')}`,
        captcha: ENV.CAPTCHA_TEST_ANSWER,
        ...identityFor(phone),
      },
    });
    expect(registered.status, JSON.stringify(registered.json)).toBe(200);
    const token = String(registered.json.data.access_token);
    const credited = await call(server, '/api/operator/credit', {
      body: { phone, amount: '10.00', reference: `three-${randomBytes(6).toString('hex')}` },
    });
    expect(credited.status).toBe(200);
    return { phone, token };
  }

  it('shares a live round across processes, its draw pushed to each within a second; the due work runs once', async () => {
    const [a, b, c] = servers as [Started, Started, Started];
    const gameId = games.liveGameId;
    const viewers = servers.map((server) => watchTable(server, gameId));
    try {
      // Six members, two on each process, each asking its phone's code: six SMS for the three jobs to send.
      const members = await Promise.all([a, b, c, a, b, c].map(member));
      await Promise.all(members.map((m, i) => call(servers[i % 3]!, '/api/security/phone/send', { token: m.token })));

      // A round taking bets for a few seconds more, as every viewer sees it.
      const { state: open } = await viewers[0]!.until((s) => s.phase === 'betting' && s.ms_left > 4_000);
      const round = open.sequence;
      for (const viewer of viewers) {
        const seen = await viewer.until((s) => s.sequence === round);
        expect(seen.state.fairness.server_seed_hash).toBe(open.fairness.server_seed_hash);
      }
      // Two players bet on it, on two processes.
      const bettors = [
        { ...members[0]!, server: a },
        { ...members[1]!, server: b },
      ];
      for (const bettor of bettors) {
        const launched = await call(bettor.server, '/api/day7/day7LoginV2', {
          token: bettor.token,
          body: { game_id: gameId },
        });
        const launch = new URL(String(launched.json.data.url), 'http://x').searchParams.get('launch');
        const bet = await call(bettor.server, '/api/live/bet', {
          token: bettor.token,
          body: { game_id: gameId, launch, sequence: round, bets: [{ kind: 'red', amount: '1.00' }] },
        });
        expect(bet.status, JSON.stringify(bet.json)).toBe(200);
      }

      // The draw: the same on every process, pushed to each viewer within a second of the bets closing.
      const drawn = await Promise.all(
        viewers.map((viewer) => viewer.until((s) => s.sequence === round && s.phase === 'result')),
      );
      for (const each of drawn) {
        expect(each.state.outcome).toEqual(drawn[0]!.state.outcome);
        expect(each.state.fairness.server_seed).toBe(drawn[0]!.state.fairness.server_seed);
        expect(each.at - Date.parse(each.state.closes_at)).toBeLessThan(1_000);
      }
      expect(new Set(drawn.map((each) => each.port)).size).toBe(3);

      // The due work, done by whichever process's job comes first: each bet paid once, each SMS sent once.
      const paid = async () =>
        (
          await db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM wallet_transactions WHERE kind = 'credit' AND round_id LIKE $1",
            [`live:${gameId}:${round}:%`],
          )
        ).rows[0]!.n;
      const phones = members.map((m) => m.phone);
      const unsent = async () =>
        (
          await db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM outgoing_messages WHERE channel = \'sms\' AND sent_at IS NULL AND "to" = ANY($1)',
            [phones],
          )
        ).rows[0]!.n;
      const deadline = Date.now() + DEADLINE_MS;
      while ((await unsent()) > 0 || (await paid()) < bettors.length) {
        expect(Date.now(), 'the jobs did the due work').toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const { rows: queued } = await db.query<{ to: string; body: string }>(
        'SELECT "to", body FROM outgoing_messages WHERE channel = \'sms\' AND "to" = ANY($1)',
        [phones],
      );
      expect(queued).toHaveLength(members.length);
      for (const message of queued) {
        expect(sms.filter((s) => s.to === `+55${message.to}` && s.text === message.body)).toHaveLength(1);
      }
      expect(await paid()).toBe(bettors.length);
      const checked = await audit(a.port);
      expect(checked.text).toBe('ok');
    } finally {
      viewers.forEach((viewer) => viewer.close());
    }
  }, 90_000);

  it('kill -9 of one process under mixed load loses nothing acknowledged; its live stream reconnects and misses no draw', async () => {
    const [a, b, c] = servers as [Started, Started, Started];
    const alive = [a, b, c];
    let turn = 0;
    const pick = () => alive[turn++ % alive.length]!.port;
    // A player watching the table on the process to be killed; when it drops, the stream opens on another.
    const viewer = watchTable(c, games.liveGameId, () => alive[turn++ % alive.length]!);
    const state = newDatabaseState();
    const stats = newRoundStats('three processes', 1);
    const ctx: LoadContext = {
      pick,
      state,
      stats,
      ...games,
      seconds: 5,
      afterKillMs: 2_000,
      kill: async () => {
        alive.splice(alive.indexOf(c), 1);
        signal(c.child, 'SIGKILL');
        await c.exited;
      },
    };
    try {
      await viewer.until(() => true);
      const { inFlight } = await runLoad(ctx);
      await Promise.all(inFlight.map((s) => resolveInFlight(ctx, s)));
      const missing = (await verify(ctx)) + (await verifyLedger(ctx, url!));
      expect(stats.failures).toEqual([]);
      expect(missing).toBe(0);
      expect(Object.values(stats.acked).reduce((sum, n) => sum + n, 0)).toBeGreaterThan(0);
      expect(stats.resolved).toBe(inFlight.length);
      expect((await audit(a.port)).text).toBe('ok');

      // The stream the killed process served came back on another, from a state holding every draw since the
      // last one it showed: the draw it was waiting for (or the next ones) in the state's outcome and history.
      expect(viewer.drops).toHaveLength(1);
      const [dropped] = viewer.drops;
      const before = viewer.states.filter((s) => s.port === c.port).at(-1)!.state;
      expect(dropped!.lastId).toBe(`${before.sequence}:${before.phase}`);
      const { state: after } = await viewer.until(
        (s) => s !== before && viewer.states.some((x) => x.port !== c.port && x.state === s),
      );
      const known = new Map(after.history.map((r) => [r.sequence, r.outcome]));
      if (after.outcome) known.set(after.sequence, after.outcome);
      const firstMissed = before.phase === 'result' ? before.sequence + 1 : before.sequence;
      const lastMissed = after.phase === 'result' ? after.sequence : after.sequence - 1;
      for (let sequence = firstMissed; sequence <= lastMissed; sequence += 1) {
        expect(known.has(sequence), `the draw of round ${sequence}`).toBe(true);
      }
    } finally {
      viewer.close();
    }
  }, 90_000);
});
