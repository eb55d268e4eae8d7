import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import * as v from 'valibot';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  crashRounds,
  providerRounds,
  games,
  houseSeeds,
  idempotencyKeys,
  ledgerEntries,
  members,
  sportsBets,
  wallets,
  wheelSpins,
} from '../../server/db/schema';
import type { Db } from '../../server/db/types';
import { crashPointFromBytes } from '../../server/house/crash';
import { roundBytes } from '../../server/house/fairness';
import { credit, writeAlongside } from '../../server/wallet/ledger';
import { idempotent } from '../../server/payments/idempotency';
import { inTransaction } from '../../server/db/transaction';
import type { AppEnv } from '../../server/http/env';
import { GamePage, GameText, type Game } from '../../contract';
import { RoundView } from '../../contract/rounds';
import { CrashRound, FixtureList, SportsBet } from '../../contract/house';
import { MoneyText } from '../../contract/moneyText';
import { PromoText } from '../../contract/promoText';
import { launchToken, setupServer, type TestServer } from './helpers';

/**
 * Idempotency-Key: the key is claimed in the same transaction as the work and the answer stored before
 * it commits (server/payments/idempotency.ts), on the money POSTs and the bets.
 */

const PLAY = '/api/house/rounds';
const keyed = (key: string | undefined) => (key ? { 'Idempotency-Key': key } : undefined);

/** What every test needs of a database: members and how their money moved. */
function inspect(db: () => Db) {
  return {
    balance: async (id: number) => (await db().select().from(wallets).where(eq(wallets.memberId, id)))[0]!.balanceCents,
    rounds: async (id: number) =>
      (await db().select({ n: count() }).from(providerRounds).where(eq(providerRounds.memberId, id)))[0]!.n,
    bets: async (id: number) =>
      (
        await db()
          .select({ n: count() })
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.memberId, id), eq(ledgerEntries.kind, 'game.bet')))
      )[0]!.n,
    keys: (id: number) => db().select().from(idempotencyKeys).where(eq(idempotencyKeys.memberId, id)),
    fund: (id: number, cents: number, ref: string) =>
      db().transaction((tx) => credit(tx, id, cents, 'test.fund', ref, new Date())),
  };
}

/** 20 concurrent plays of R$ 5,00 with one key by a member funded with R$ 100,00: one bet, one answer. */
async function expectOneBet<P extends { id: number }>(
  db: ReturnType<typeof inspect>,
  p: P,
  play: (p: P) => Promise<{ status: number; json: { message: string; data: unknown } }>,
) {
  const answers = await Promise.all(Array.from({ length: 20 }, () => play(p)));
  for (const answer of answers) {
    expect(answer.status, answer.json.message).toBe(200);
    expect(answer.json).toEqual(answers[0]!.json);
  }
  expect(await db.rounds(p.id)).toBe(1);
  expect(await db.bets(p.id)).toBe(1);
  const { win } = v.parse(RoundView, answers[0]!.json.data);
  expect(await db.balance(p.id)).toBe(100_00 - 500 + Math.round(Number(win) * 100));
}

describe('Idempotency-Key (PGlite)', () => {
  let s: TestServer;
  let slotGame: Game;
  let crashGame: Game;
  let sportsGame: Game;
  const db = inspect(() => s.db);

  beforeAll(async () => {
    s = await setupServer({}, 'idempotency-tests');
    const first = async (category: string) =>
      v.parse(GamePage, (await s.call('GET', `/api/games/listsv2?category=${category}&per_page=1`)).json.data).list[0]!;
    [slotGame, crashGame, sportsGame] = (await Promise.all(['slot', 'crash', 'sports'].map(first))) as [
      Game,
      Game,
      Game,
    ];
  });
  afterAll(() => s.close());

  async function player(cents: number) {
    const registered = await s.register();
    const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
    const id = member!.id;
    if (cents > 0) await db.fund(id, cents, `idem-fund-${id}`);
    return { ...registered, id, launch: await launchToken(s.call, registered.token, slotGame.id) };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  const post = (p: Player, path: string, body: unknown, key?: string) =>
    s.call('POST', path, { token: p.token, body, headers: keyed(key) });
  const play = (p: Player, amount: string, key?: string) =>
    post(p, PLAY, { game_id: slotGame.id, launch: p.launch, choice: { amount } }, key);

  it('same key, same body: the first answer again, the bet taken once', async () => {
    const p = await player(100_00);
    const first = await play(p, '1.00', 'slot-1');
    expect(first.status, first.json.message).toBe(200);
    const round = v.parse(RoundView, first.json.data);
    // The same request written another way (key order, spacing) is the same request.
    const again = await post(
      p,
      PLAY,
      ` { "choice": { "amount": "1.00" },  "launch": "${p.launch}", "game_id": ${slotGame.id} } `,
      'slot-1',
    );
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(await db.rounds(p.id)).toBe(1);
    expect(await db.bets(p.id)).toBe(1);
    expect(await db.balance(p.id)).toBe(100_00 - 100 + Math.round(Number(round.win) * 100));
    const [stored] = await db.keys(p.id);
    expect(stored).toMatchObject({ path: PLAY, key: 'slot-1', requestHash: expect.stringMatching(/^[0-9a-f]{64}$/) });

    // Without a key, every request is a new bet; another key is another bet.
    expect((await play(p, '1.00')).status).toBe(200);
    expect((await play(p, '1.00')).status).toBe(200);
    expect((await play(p, '1.00', 'slot-2')).status).toBe(200);
    expect(await db.rounds(p.id)).toBe(4);
  });

  it('same key, another body: 422 with the message, and nothing moves', async () => {
    const p = await player(100_00);
    const first = await play(p, '1.00', 'slot-body');
    expect(first.status).toBe(200);
    const balance = await db.balance(p.id);
    for (const body of [
      { game_id: slotGame.id, launch: p.launch, choice: { amount: '2.00' } },
      { game_id: slotGame.id, launch: p.launch, choice: { amount: '1.00' }, client_seed: 'outra' },
    ]) {
      const other = await post(p, PLAY, body, 'slot-body');
      expect(other.status).toBe(422);
      expect(other.json.message).toBe(MoneyText.idempotencyMismatch);
    }
    expect(await db.balance(p.id)).toBe(balance);
    expect(await db.rounds(p.id)).toBe(1);
    // The first request is still answered; the key on another path is another scope.
    expect((await play(p, '1.00', 'slot-body')).json).toEqual(first.json);
    const crash = await post(p, '/api/house/crash/bet', { game_id: crashGame.id, amount: '1.00' }, 'slot-body');
    expect(crash.status, crash.json.message).toBe(200);
  });

  it('20 concurrent requests with one key: one bet, every answer the same', async () => {
    await expectOneBet(db, await player(100_00), (p) => play(p, '5.00', 'slot-race'));
  });

  it('a refused request leaves no key behind: the retry with the key runs', async () => {
    const p = await player(0);
    const refused = await play(p, '1.00', 'slot-refused');
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(GameText.insufficientBalance);
    expect(await db.keys(p.id)).toEqual([]);
    await db.fund(p.id, 10_00, `idem-later-${p.id}`);
    const retry = await play(p, '1.00', 'slot-refused');
    expect(retry.status, retry.json.message).toBe(200);
    expect(await db.rounds(p.id)).toBe(1);
    expect(await db.keys(p.id)).toHaveLength(1);
  });

  it('a claim that never committed leaves nothing; one the earlier code left without an answer is taken over, not 409', async () => {
    const p = await player(10_00);
    // A transaction that claims the key and dies before its commit.
    await expect(
      s.db.transaction(async (tx) => {
        await tx
          .insert(idempotencyKeys)
          .values({ memberId: p.id, path: PLAY, key: 'slot-crash', response: null, createdAt: s.clock.now() });
        throw new Error('the server died here');
      }),
    ).rejects.toThrow('the server died here');
    const first = await play(p, '1.00', 'slot-crash');
    expect(first.status, first.json.message).toBe(200);

    // The earlier code claimed in its own statement: a crash then left a committed row with no answer.
    await s.db
      .insert(idempotencyKeys)
      .values({ memberId: p.id, path: PLAY, key: 'slot-stale', response: null, createdAt: s.clock.now() });
    const taken = await play(p, '1.00', 'slot-stale');
    expect(taken.status, taken.json.message).toBe(200);
    expect((await play(p, '1.00', 'slot-stale')).json).toEqual(taken.json);
    expect(await db.rounds(p.id)).toBe(2);
  });

  it('a slot round’s answer is stored with its postings, exactly as answered', async () => {
    const p = await player(10_00);
    const first = await play(p, '1.00', 'slot-stored');
    expect(first.status, first.json.message).toBe(200);
    const [stored] = await db.keys(p.id);
    expect(stored?.response).toEqual({ data: first.json.data });
  });

  it('an answer the work named alongside but did not write, or then answered otherwise, is stored after it', async () => {
    const p = await player(10_00);
    /** A keyed POST whose work takes keyed.answerAlongside(named), writes it or not, and answers `answered`. */
    const keyedWork = async (key: string, named: unknown, write: boolean, answered: unknown) => {
      const app = new Hono<AppEnv>();
      app.post('/api/keyed', async (c) =>
        c.json(
          await idempotent(c, s.db, p.id, s.clock.now(), async (tx, keyedBy) => {
            const alongside = keyedBy.answerAlongside(named);
            expect(alongside).toHaveLength(1);
            if (write) await inTransaction(tx, (inner) => writeAlongside(inner, p.id, s.clock.now(), alongside));
            return answered as { data: unknown };
          }),
        ),
      );
      const response = await app.request('/api/keyed', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: '{}',
      });
      expect(response.status).toBe(200);
      const rows = await s.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.memberId, p.id), eq(idempotencyKeys.key, key)));
      return rows[0]?.response;
    };
    expect(await keyedWork('named-only', { data: 'a' }, false, { data: 'a' })).toEqual({ data: 'a' });
    expect(await keyedWork('answered-otherwise', { data: 'a' }, true, { data: 'b' })).toEqual({ data: 'b' });
    expect(await keyedWork('written', { data: 'c' }, true, { data: 'c' })).toEqual({ data: 'c' });
  });

  it('a round’s title read with its key’s claim: a title not listed is 404 and leaves the key free; a retry is answered after the title is withdrawn', async () => {
    const p = await player(10_00);
    const unknown = await post(p, PLAY, { game_id: 987_654, launch: p.launch, choice: { amount: '1.00' } }, 'no-title');
    expect(unknown.status).toBe(404);
    expect(await db.keys(p.id)).toEqual([]);

    const first = await play(p, '1.00', 'withdrawn');
    expect(first.status, first.json.message).toBe(200);
    const listed = (value: boolean) => s.db.update(games).set({ listed: value }).where(eq(games.id, slotGame.id));
    await listed(false);
    try {
      // The stored answer, though the claim's statement finds the title no more.
      expect((await play(p, '1.00', 'withdrawn')).json).toEqual(first.json);
      const refused = await play(p, '1.00', 'after-withdrawal');
      expect(refused.status).toBe(404);
      expect(await db.keys(p.id)).toHaveLength(1);
    } finally {
      await listed(true);
    }
    expect(await db.rounds(p.id)).toBe(1);
    // Listed again, the refused key runs.
    expect((await play(p, '1.00', 'after-withdrawal')).status).toBe(200);
  });

  it('a malformed key is 400 and runs nothing', async () => {
    const p = await player(10_00);
    const answer = await play(p, '1.00', 'não vale');
    expect(answer.status).toBe(400);
    expect(await db.rounds(p.id)).toBe(0);
  });

  it('a retried crash bet and cash-out, and a retried sports bet, each move the money once', async () => {
    const p = await player(100_00);
    // A round that crashes at 2.00 or later, so it is still running when cashed out.
    await s.call('GET', `/api/house/fairness?game_id=${crashGame.id}`, { token: p.token });
    const [seed] = await s.db.select().from(houseSeeds).where(eq(houseSeeds.memberId, p.id));
    let clientSeed = '';
    for (let i = 0; !clientSeed; i += 1) {
      if (crashPointFromBytes(roundBytes(seed!.serverSeed, `idem-${i}`, seed!.nonce)) >= 200) clientSeed = `idem-${i}`;
    }
    const body = { game_id: crashGame.id, amount: '10.00', client_seed: clientSeed };
    const bets = await Promise.all([1, 2, 3].map(() => post(p, '/api/house/crash/bet', body, 'crash-bet')));
    for (const b of bets) expect(b.json, b.json.message).toEqual(bets[0]!.json);
    const round = v.parse(CrashRound, bets[0]!.json.data);
    expect(round.status).toBe('running');
    expect((await s.db.select({ n: count() }).from(crashRounds).where(eq(crashRounds.memberId, p.id)))[0]!.n).toBe(1);

    s.clock.advance(5_000); // 1.34×
    const cashouts = [
      await post(p, '/api/house/crash/cashout', { round_id: round.round_id }, 'crash-out'),
      await post(p, '/api/house/crash/cashout', { round_id: round.round_id }, 'crash-out'),
    ];
    expect(cashouts[1]!.json).toEqual(cashouts[0]!.json);
    expect(v.parse(CrashRound, cashouts[0]!.json.data)).toMatchObject({ status: 'cashed_out', win_amount: '13.40' });
    const wins = await s.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.ref, `RODADA:${round.round_id}:end`), eq(ledgerEntries.kind, 'game.win')));
    expect(wins).toHaveLength(1);

    const [fixture] = v.parse(FixtureList, (await s.call('GET', '/api/house/sports/fixtures')).json.data);
    const sports = { game_id: sportsGame.id, fixture_id: fixture!.id, selection: 'home', amount: '3.00' };
    const placed = await Promise.all([1, 2, 3].map(() => post(p, '/api/house/sports/bet', sports, 'sports-bet')));
    for (const b of placed) expect(b.json, b.json.message).toEqual(placed[0]!.json);
    v.parse(SportsBet, placed[0]!.json.data);
    expect((await s.db.select({ n: count() }).from(sportsBets).where(eq(sportsBets.memberId, p.id)))[0]!.n).toBe(1);
    expect(await db.bets(p.id)).toBe(2);
    expect(await db.balance(p.id)).toBe(100_00 - 10_00 + 13_40 - 3_00);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('Idempotency-Key on PostgreSQL (TEST_DATABASE_URL)', () => {
  let s: TestServer;
  let slotGameId: number;
  const db = inspect(() => s.db);

  beforeAll(async () => {
    s = await setupServer({}, 'idempotency-pg', { databaseUrl: url! });
    [{ id: slotGameId }] = (await s.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.engine, 'slot'), eq(games.listed, true)))
      .limit(1)) as [{ id: number }];
  });
  afterAll(() => s?.close());

  async function player(cents: number) {
    const { phone, token } = await s.register();
    const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, phone));
    const id = member!.id;
    if (cents > 0) await db.fund(id, cents, `pg-idem-fund-${randomBytes(6).toString('hex')}-${id}`);
    return { id, token, launch: await launchToken(s.call, token, slotGameId) };
  }
  const play = (p: { token: string; launch: string }, amount: string, key: string) =>
    s.call('POST', PLAY, {
      body: { game_id: slotGameId, launch: p.launch, choice: { amount } },
      token: p.token,
      headers: keyed(key) ?? {},
    });

  it('20 concurrent requests with one key, on separate connections: one bet, every answer the same', async () => {
    const p = await player(100_00);
    await expectOneBet(db, p, () => play(p, '5.00', 'pg-race'));

    const other = await play(p, '6.00', 'pg-race');
    expect(other.status).toBe(422);
    expect(other.json.message).toBe(MoneyText.idempotencyMismatch);
    expect(await db.rounds(p.id)).toBe(1);
  });

  it('daily-wheel claims at once, on separate connections: 20 with one key answer alike, 20 with their own keys spin once', async () => {
    const spin = (p: { token: string }, key: string) =>
      s.call('POST', '/api/dailywheel/claim', { body: {}, token: p.token, headers: keyed(key) ?? {} });
    const spinsOf = async (id: number) =>
      (await s.db.select({ n: count() }).from(wheelSpins).where(eq(wheelSpins.memberId, id)))[0]!.n;

    const one = await player(0);
    const same = await Promise.all(Array.from({ length: 20 }, () => spin(one, 'pg-wheel')));
    for (const answer of same) {
      expect(answer.status, answer.json.message).toBe(200);
      expect(answer.json).toEqual(same[0]!.json);
    }
    expect(await spinsOf(one.id)).toBe(1);

    const many = await player(0);
    const own = await Promise.all(Array.from({ length: 20 }, (_, i) => spin(many, `pg-wheel-${i}`)));
    expect(own.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(own.filter((answer) => answer.status !== 200).map((answer) => answer.json.message)).toEqual(
      Array.from({ length: 19 }, () => PromoText.noMoreSpins),
    );
    expect(await spinsOf(many.id)).toBe(1);
    // Every wallet equal to its ledger: each prize paid once.
    for (const id of [one.id, many.id]) {
      const [entries] = await s.db
        .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.memberId, id));
      expect(await db.balance(id)).toBe(Number(entries!.total));
    }
  });

  it('a connection that claimed the key and died before its commit: the waiting retry does the work', async () => {
    const p = await player(10_00);
    const crashed = new pg.Client({ connectionString: url });
    crashed.on('error', () => undefined);
    await crashed.connect();
    const { rows } = await crashed.query<{ pid: number }>('select pg_backend_pid() as pid');
    await crashed.query('begin');
    await crashed.query(
      'insert into idempotency_keys (member_id, path, key, response, created_at) values ($1, $2, $3, null, now())',
      [p.id, PLAY, 'pg-crash'],
    );

    let settled = false;
    const retry = play(p, '1.00', 'pg-crash').finally(() => {
      settled = true;
    });
    // The retry's transaction waits on the crashed one's lock on the key (not answering 409).
    await expect
      .poll(
        async () => {
          const { rows: waiting } = await crashed.query<{ n: number }>(
            'select count(*)::int as n from pg_locks where not granted and pid <> pg_backend_pid()',
          );
          return waiting[0]!.n;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    expect(settled).toBe(false);
    expect(await db.rounds(p.id)).toBe(0);

    // The server process of that connection dies: its transaction, and the claim, roll back.
    await s.db.execute(sql`select pg_terminate_backend(${rows[0]!.pid})`);
    await crashed.end().catch(() => undefined);

    const answer = await retry;
    expect(answer.status, answer.json.message).toBe(200);
    expect(await db.rounds(p.id)).toBe(1);
    expect((await play(p, '1.00', 'pg-crash')).json).toEqual(answer.json);
    expect(await db.rounds(p.id)).toBe(1);
  });
});
