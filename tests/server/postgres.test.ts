import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { DEFAULT_CONFIG, type AppDeps } from '../../server/config';
import { CHANGES_CHANNEL } from '../../server/db/change-notices';
import { openDatabase, type OpenedDatabase } from '../../server/db/open';
import { seedDatabase } from '../../server/db/seed';
import {
  crashRounds,
  fixtures,
  games,
  ledgerEntries,
  sessions,
  sites,
  sportsBets,
  wallets,
} from '../../server/db/schema';
import { createSession, tokenHash } from '../../server/auth/sessions';
import { cashOut, placeCrashBet } from '../../server/house/crash-rounds';
import { crashPointFromBytes } from '../../server/house/crash';
import { currentSeed, roundBytes } from '../../server/house/fairness';
import { placeSportsBet, settleFixture } from '../../server/house/sports';
import { ApiError } from '../../server/http/envelope';
import { createMember } from '../../server/members/create';
import { credit, debit, InsufficientFundsError } from '../../server/wallet/ledger';
import { HouseText } from '../../contract/texts';

/**
 * The same code on a PostgreSQL server, where transactions really run side by side: set
 * TEST_DATABASE_URL=postgres://… to run these (skipped otherwise). They leave their rows behind
 * (unique phones per run), so any scratch database will do.
 */
const url = process.env.TEST_DATABASE_URL;

// In CI PostgreSQL is not optional: .ci/run starts one, and a run without it fails here instead of
// skipping the PostgreSQL tests quietly.
describe.runIf(process.env.CI && !url)('in CI', () => {
  it('has a PostgreSQL server to test against (TEST_DATABASE_URL)', () => {
    expect(url, 'TEST_DATABASE_URL is not set: .ci/run should have started PostgreSQL').toBeTruthy();
  });
});

describe.skipIf(!url)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  let opened: OpenedDatabase;
  const run = randomBytes(4).readUInt32BE(0) % 100_000_000;
  let counter = 0;

  beforeAll(async () => {
    opened = await openDatabase({ databaseUrl: url! });
    await seedDatabase({ db: opened.db, clock: () => new Date(), random: randomBytes });
  });
  afterAll(() => opened?.close());

  async function newMemberId(): Promise<number> {
    const { db } = opened;
    counter += 1;
    const phone = `31${9}${String((run + counter) % 100_000_000).padStart(8, '0')}`;
    const [site] = await db.select().from(sites).where(eq(sites.isDefault, true));
    const passwordHash = await hashPassword('segredo1', randomBytes);
    const member = await db.transaction((tx) =>
      createMember(tx, { random: randomBytes }, { siteId: site!.id, phone, passwordHash }, new Date()),
    );
    return member.id;
  }

  const balance = async (id: number) =>
    (await opened.db.select().from(wallets).where(eq(wallets.memberId, id)))[0]!.balanceCents;

  it('never overdraws when debits race on separate connections', async () => {
    const { db } = opened;
    const id = await newMemberId();
    await db.transaction((tx) => credit(tx, id, 10_000, 'test.credit', `pg-fund-${run}-${id}`));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        db.transaction((tx) => debit(tx, id, 3_000, 'test.debit', `pg-race-${run}-${id}-${i}`)),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    for (const o of outcomes) {
      if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(InsufficientFundsError);
    }
    expect(await balance(id)).toBe(1_000);
  });

  it('pays a credit repeated concurrently once', async () => {
    const { db } = opened;
    const id = await newMemberId();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        db.transaction((tx) => credit(tx, id, 500, 'test.claim', `pg-claim-${run}-${id}`)),
      ),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await balance(id)).toBe(500);
  });

  const deps = (): AppDeps => ({ db: opened.db, clock: () => new Date(), random: randomBytes, config: DEFAULT_CONFIG });
  const engineGameId = async (engine: 'crash' | 'sportsbook') =>
    (await opened.db.select({ id: games.id }).from(games).where(eq(games.engine, engine)).limit(1))[0]!.id;
  async function ledgerMatchesBalance(id: number) {
    const [sum] = await opened.db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, id));
    expect(Number(sum!.total)).toBe(await balance(id));
  }

  /** A site session of the member, its id: a crash bet's launch token is signed for it. */
  async function sessionOf(id: number, now: Date): Promise<number> {
    const token = await createSession(deps(), id, now);
    const [session] = await opened.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash(token)));
    return session!.id;
  }

  it('pays a crash cash-out once when cash-outs race on separate connections', async () => {
    const { db } = opened;
    const id = await newMemberId();
    await db.transaction((tx) => credit(tx, id, 10_000, 'test.credit', `pg-crash-${run}-${id}`));
    const start = new Date();
    const seed = await currentSeed(db, deps(), id, start);
    let clientSeed = '';
    for (let i = 0; !clientSeed; i += 1) {
      if (crashPointFromBytes(roundBytes(seed.serverSeed, `pg-${i}`, seed.nonce)) >= 200) clientSeed = `pg-${i}`;
    }
    const gameId = await engineGameId('crash');
    const round = await placeCrashBet(
      deps(),
      { memberId: id, sessionId: null },
      { game_id: gameId, amount: '10.00', client_seed: clientSeed, lang: undefined },
      start,
      await sessionOf(id, start),
    );
    const later = new Date(start.getTime() + 5_000); // 1.34×
    const answers = await Promise.all(Array.from({ length: 8 }, () => cashOut(deps(), id, round.round_id, later)));
    for (const a of answers)
      expect(a).toMatchObject({ status: 'cashed_out', cashout_multiplier: '1.34', win_amount: '13.40' });
    const wins = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.ref, `RODADA:${round.round_id}:end`), eq(ledgerEntries.kind, 'game.win')));
    expect(wins).toHaveLength(1);
    expect(await balance(id)).toBe(10_000 - 1000 + 1340);
    await ledgerMatchesBalance(id);
  });

  it('keeps one running crash round per member when bets race', async () => {
    const id = await newMemberId();
    await opened.db.transaction((tx) => credit(tx, id, 10_000, 'test.credit', `pg-crash-bets-${run}-${id}`));
    const gameId = await engineGameId('crash');
    const now = new Date();
    const sessionId = await sessionOf(id, now);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        placeCrashBet(
          deps(),
          { memberId: id, sessionId },
          { game_id: gameId, amount: '1.00', lang: undefined },
          now,
          sessionId,
        ),
      ),
    );
    for (const o of outcomes) {
      if (o.status === 'rejected') {
        expect(o.reason).toBeInstanceOf(ApiError);
        expect((o.reason as ApiError).message).toBe(HouseText.finishRound);
      }
    }
    const rounds = await opened.db.select().from(crashRounds).where(eq(crashRounds.memberId, id));
    expect(rounds.length).toBe(outcomes.filter((o) => o.status === 'fulfilled').length);
    expect(rounds.filter((r) => r.status === 'running').length).toBeLessThanOrEqual(1);
    await ledgerMatchesBalance(id);
  });

  it('settles a fixture once while settlements and late bets race', async () => {
    const { db } = opened;
    const code = `PG${run}-${counter}`;
    await db.insert(fixtures).values({
      code,
      competition: 'Teste',
      home: 'Casa',
      away: 'Fora',
      kickoff: new Date(Date.now() + 3_600_000),
      oddsHome: 200,
      oddsDraw: 300,
      oddsAway: 400,
      createdAt: new Date(),
    });
    const gameId = await engineGameId('sportsbook');
    const ids = await Promise.all(Array.from({ length: 4 }, () => newMemberId()));
    for (const id of ids) await db.transaction((tx) => credit(tx, id, 10_000, 'test.credit', `pg-sports-${run}-${id}`));
    const selections = ['home', 'draw', 'away'] as const;
    const place = (id: number, i: number) =>
      placeSportsBet(
        deps(),
        { memberId: id, sessionId: null },
        { game_id: gameId, fixture_id: code, selection: selections[i % 3]!, amount: '1.00', lang: undefined },
        new Date(),
      );
    await Promise.all(ids.map((id, i) => place(id, i)));
    const raced = await Promise.allSettled([
      ...ids.map((id, i) => place(id, i + 1)),
      ...Array.from({ length: 4 }, () => settleFixture(db, { fixture: code, result: '1-0' }, new Date())),
    ]);
    for (const o of raced) {
      if (o.status === 'rejected') expect((o.reason as ApiError).message).toBe(HouseText.bettingClosed);
    }
    const settlements = raced
      .slice(ids.length)
      .map((o) => (o as PromiseFulfilledResult<Awaited<ReturnType<typeof settleFixture>>>).value);
    const bets = await db.select().from(sportsBets).where(eq(sportsBets.fixtureCode, code));
    expect(settlements.reduce((n, r) => n + r.bets_settled, 0)).toBe(bets.length);
    expect(bets.every((b) => b.status !== 'open')).toBe(true);
    const winners = bets.filter((b) => b.selection === 'home');
    const wins = await db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.kind, 'game.win'),
          inArray(
            ledgerEntries.ref,
            bets.map((b) => b.id),
          ),
        ),
      );
    expect(wins.map((w) => w.ref).sort()).toEqual(winners.map((b) => b.id).sort());
    for (const r of settlements) expect(r.paid).toBe((winners.length * 2).toFixed(2));
    for (const id of ids) await ledgerMatchesBalance(id);
  });
});

describe.skipIf(!url)('processes starting together on an empty PostgreSQL database', () => {
  const name = `rodada_migrate_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  const scratch = new URL(url ?? 'postgres://localhost/x');
  scratch.pathname = `/${name}`;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
  });
  afterAll(async () => {
    // The pools' connections close after their end() resolves: drop the database once PostgreSQL has let
    // the last one go (forcing it would kill them mid-goodbye).
    for (;;) {
      const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin.query(`drop database ${name}`);
    await admin.end();
  });

  it('apply the migrations once, one process at a time', async () => {
    const all = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: scratch.href })));
    try {
      const journal = await all[0]!.db.execute(
        sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`,
      );
      const rows = (journal as unknown as { rows: { hash: string; n: number }[] }).rows;
      expect(rows.length).toBeGreaterThan(50);
      expect(rows.every((row) => row.n === 1)).toBe(true);
    } finally {
      await Promise.all(all.map((db) => db.close()));
    }
  });
});

describe.skipIf(!url)('behind a pooler in transaction mode', () => {
  /** How many statements the connection running this transaction holds prepared. */
  const preparedOnConnection = (opened: OpenedDatabase) =>
    opened.db.transaction(async (tx) => {
      await tx.select({ id: sites.id }).from(sites).where(eq(sites.isDefault, true));
      const result = await tx.execute(sql`select count(*)::int as n from pg_prepared_statements`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    });

  it('names no prepared statement when they are switched off, and listens on the direct address', async () => {
    const on = await openDatabase({ databaseUrl: url! });
    const off = await openDatabase({ databaseUrl: url!, directUrl: url!, preparedStatements: false });
    try {
      expect(await preparedOnConnection(on)).toBeGreaterThan(0);
      expect(await preparedOnConnection(off)).toBe(0);
      let hear: (payload: string) => void = () => undefined;
      const heard = new Promise<string>((resolve) => (hear = resolve));
      await off.changeNotices.listen({ notice: (payload) => hear(payload), gap: () => undefined });
      await on.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, 'direct')`);
      expect(await heard).toBe('direct');
    } finally {
      await Promise.all([on.close(), off.close()]);
    }
  });
});
