import { randomBytes } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamePage, GameRecordPage, Launch, type Game } from '../../contract';
import {
  ledgerEntries,
  memberExclusions,
  members,
  responsibleLimits,
  turnoverEntries,
  walletRounds,
  walletTransactions,
} from '../../server/db/schema';
import { parseEnv } from '../../server/env';
import { ApiError } from '../../server/http/envelope';
import { openItems } from '../../server/members/closure';
import { auditLedger } from '../../server/operator/handlers';
import { memberResults, THEORETICAL_PER_CENT } from '../../server/promotions/results';
import { LAUNCH_TOKEN_TTL_MS } from '../../server/seamless/token';
import type { CreditCall, MoneyCall, RollbackCall } from '../../server/seamless/types';
import { HOUSE_PROVIDER, houseBet, operatorWallet as wallet, SEAMLESS_MAX_CENTS } from '../../server/seamless/wallet';
import { credit as fund } from '../../server/wallet/ledger';
import { MINUTE, setupServer, type SetupOptions, type TestServer } from './helpers';

/**
 * The operator's seamless wallet called in process (server/seamless/wallet.ts), on PGlite and on a
 * PostgreSQL server (TEST_DATABASE_URL): the launch token, each call's semantics, repeated and
 * concurrent transaction ids, and the ledger audit exact after each.
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

describe.each(targets)('the seamless wallet on $name', ({ options }) => {
  let s: TestServer;
  let game: Game;
  let otherGame: Game;
  beforeAll(async () => {
    s = await setupServer({}, 'seamless', options);
    const { json } = await s.call('GET', '/api/games/listsv2?category=slot&per_page=2');
    [game, otherGame] = v.parse(GamePage, json.data).list as [Game, Game];
  }, 60_000);
  afterAll(() => s?.close());

  const now = () => s.clock.now();
  /** Ids unique across runs on a shared database. */
  const id = (name: string) => `${name}-${randomBytes(6).toString('hex')}`;

  async function launch(token: string, gameId = game.id): Promise<string> {
    const answer = await s.call('POST', '/api/day7/day7LoginV2', { token, body: { game_id: gameId } });
    expect(answer.status, answer.json.message).toBe(200);
    const page = new URL(v.parse(Launch, answer.json.data).url, 'http://x');
    expect(page.pathname).toBe('/gameInfo');
    expect(page.searchParams.get('id')).toBe(String(gameId));
    return page.searchParams.get('launch')!;
  }

  /** A member with `cents` in the wallet and a game launched. */
  async function player(cents = 100_00) {
    const registered = await s.register();
    const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
    const memberId = member!.id;
    if (cents > 0) await s.db.transaction((tx) => fund(tx, memberId, cents, 'test.fund', id('fund'), now()));
    return { ...registered, memberId, launch: await launch(registered.token) };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  const debitCall = (p: Player, roundId: string, amountCents: number, transactionId = id('d')): MoneyCall => ({
    provider: HOUSE_PROVIDER,
    token: p.launch,
    transactionId,
    roundId,
    gameId: game.id,
    amountCents,
  });
  const creditCall = (
    p: Player,
    debit: MoneyCall,
    amountCents: number,
    roundClosed = true,
    transactionId = id('c'),
  ): CreditCall => ({ ...debit, transactionId, amountCents, debitId: debit.transactionId, roundClosed });
  const rollbackCall = (p: Player, debit: MoneyCall, transactionId = id('r')): RollbackCall => ({
    provider: HOUSE_PROVIDER,
    token: p.launch,
    transactionId,
    roundId: debit.roundId,
    gameId: debit.gameId,
    debitId: debit.transactionId,
  });

  /** The refusal's code a call ends in. */
  async function refused(promise: Promise<unknown>): Promise<string> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof ApiError) return error.error;
      throw error;
    }
    throw new Error('The call was not refused');
  }

  const roundOf = async (roundId: string) =>
    (await s.db.select().from(walletRounds).where(eq(walletRounds.roundId, roundId)))[0];

  async function auditExact() {
    const audit = await auditLedger(s.db);
    expect(audit.off).toEqual([]);
  }

  describe('the launch token', () => {
    it('names the member, the game and the session, and player() answers them', async () => {
      const p = await player();
      expect(p.launch).toMatch(/^v1\.\d+\.\d+\.[\w-]+\.\d+\.\d+\.[0-9a-f]{64}$/);
      const who = await wallet.player(s.db, { provider: HOUSE_PROVIDER, token: p.launch }, now());
      expect(who.memberId).toBe(p.memberId);
      expect(who.gameId).toBe(game.id);
      expect(who.sessionId).toEqual(expect.any(Number));
      expect((await wallet.balance(s.db, { provider: HOUSE_PROVIDER, token: p.launch }, now())).balanceCents).toBe(
        100_00,
      );
      // A relaunch gives a new token; both stay valid.
      const again = await launch(p.token);
      expect(again).not.toBe(p.launch);
      expect((await wallet.player(s.db, { provider: HOUSE_PROVIDER, token: again }, now())).memberId).toBe(p.memberId);
    });

    it('is refused when tampered with, malformed or expired', async () => {
      const p = await player();
      const parts = p.launch.split('.');
      const otherMember = [...parts];
      otherMember[1] = String(Number(parts[1]) + 1);
      const otherGame = [...parts];
      otherGame[2] = String(Number(parts[2]) + 1);
      const later = [...parts];
      later[5] = String(Number(parts[5]) + 3600);
      const badSignature = [...parts];
      badSignature[6] = '0'.repeat(64);
      for (const token of [
        otherMember.join('.'),
        otherGame.join('.'),
        later.join('.'),
        badSignature.join('.'),
        '',
        'v1',
        `${p.launch}.x`,
        'x'.repeat(10_000),
      ]) {
        expect(await refused(wallet.player(s.db, { provider: HOUSE_PROVIDER, token }, now()))).toBe('launch.invalid');
      }
      const expiresAt = Number(parts[5]) * 1000;
      expect(expiresAt - now().getTime()).toBeGreaterThan(LAUNCH_TOKEN_TTL_MS - 1000);
      expect(expiresAt - now().getTime()).toBeLessThanOrEqual(LAUNCH_TOKEN_TTL_MS);
      expect(
        await refused(wallet.player(s.db, { provider: HOUSE_PROVIDER, token: p.launch }, new Date(expiresAt))),
      ).toBe('launch.invalid');
      expect(await refused(wallet.debit(s.db, debitCall(p, id('round'), 100), new Date(expiresAt + MINUTE)))).toBe(
        'launch.invalid',
      );
    });

    it('dies with the site session (logout) and when the member may no longer play', async () => {
      const p = await player();
      expect((await s.call('POST', '/api/auth/logout', { token: p.token, body: {} })).status).toBe(200);
      expect(await refused(wallet.player(s.db, { provider: HOUSE_PROVIDER, token: p.launch }, now()))).toBe(
        'launch.invalid',
      );

      const paused = await player();
      await s.db.insert(memberExclusions).values({
        memberId: paused.memberId,
        kind: 'pause',
        period: '1d',
        startsAt: now(),
        endsAt: new Date(now().getTime() + 86_400_000),
      });
      expect(await refused(wallet.player(s.db, { provider: HOUSE_PROVIDER, token: paused.launch }, now()))).toBe(
        'responsible.paused',
      );
      expect(await refused(wallet.debit(s.db, debitCall(paused, id('round'), 100), now()))).toBe('responsible.paused');

      const excluded = await player();
      await s.db.insert(memberExclusions).values({
        memberId: excluded.memberId,
        kind: 'self_exclusion',
        period: 'permanent',
        startsAt: now(),
        endsAt: null,
      });
      expect(await refused(wallet.debit(s.db, debitCall(excluded, id('round'), 100), now()))).toBe(
        'responsible.self_excluded_permanently',
      );

      const closed = await player();
      await s.db.update(members).set({ closedAt: now() }).where(eq(members.id, closed.memberId));
      expect(await refused(wallet.debit(s.db, debitCall(closed, id('round'), 100), now()))).toBe('launch.invalid');
      await auditExact();
    });
  });

  describe('debit', () => {
    it('takes the stake through the ledger, counts the turnover and opens the round', async () => {
      const p = await player(50_00);
      const roundId = id('round');
      const call = debitCall(p, roundId, 12_50);
      const answer = await wallet.debit(s.db, call, now());
      expect(answer).toEqual({
        walletTransactionId: expect.stringMatching(/^\d+$/),
        balanceCents: 37_50,
        repeated: false,
      });
      expect(await s.balanceOf(p.memberId)).toBe(37_50);
      const ref = `${HOUSE_PROVIDER}:${call.transactionId}`;
      const [entry] = await s.db.select().from(ledgerEntries).where(eq(ledgerEntries.ref, ref));
      expect(entry).toMatchObject({
        memberId: p.memberId,
        amountCents: -12_50,
        kind: 'game.bet',
        balanceAfterCents: 37_50,
      });
      // Turnover waits for the round to be settled.
      expect(await s.db.select().from(turnoverEntries).where(eq(turnoverEntries.ref, ref))).toEqual([]);
      expect(await roundOf(roundId)).toMatchObject({
        provider: HOUSE_PROVIDER,
        memberId: p.memberId,
        gameId: game.id,
        stakeCents: 12_50,
        winCents: 0,
        status: 'open',
        settledAt: null,
      });
      // A second debit in the round (a double) adds to its stake.
      const double = debitCall(p, roundId, 12_50);
      await wallet.debit(s.db, double, now());
      expect((await roundOf(roundId))?.stakeCents).toBe(25_00);
      // Settled, the round's stakes count as turnover, each once.
      await wallet.credit(s.db, creditCall(p, double, 0), now());
      const counted = await s.db
        .select()
        .from(turnoverEntries)
        .where(like(turnoverEntries.ref, `${HOUSE_PROVIDER}:%`));
      expect(
        counted
          .filter((t) => [ref, `${HOUSE_PROVIDER}:${double.transactionId}`].includes(t.ref))
          .map((t) => [t.memberId, t.amountCents, t.kind]),
      ).toEqual([
        [p.memberId, 12_50, 'game.bet'],
        [p.memberId, 12_50, 'game.bet'],
      ]);
      await auditExact();
    });

    it('answers a repeated transaction id with the first answer and moves nothing', async () => {
      const p = await player(50_00);
      const call = debitCall(p, id('round'), 10_00);
      const first = await wallet.debit(s.db, call, now());
      await wallet.debit(s.db, debitCall(p, id('round'), 5_00), now());
      const again = await wallet.debit(s.db, call, now());
      expect(again).toEqual({ ...first, repeated: true });
      expect(await s.balanceOf(p.memberId)).toBe(35_00);
      // The same id for another amount, round or kind is another transaction: refused.
      expect(await refused(wallet.debit(s.db, { ...call, amountCents: 11_00 }, now()))).toBe(
        'seamless.transaction_conflict',
      );
      expect(await refused(wallet.debit(s.db, { ...call, roundId: id('round') }, now()))).toBe(
        'seamless.transaction_conflict',
      );
      const asCredit = { ...creditCall(p, call, 0), transactionId: call.transactionId };
      expect(await refused(wallet.credit(s.db, asCredit, now()))).toBe('seamless.transaction_conflict');
      // Another member sending the same id: refused too.
      const q = await player(50_00);
      expect(await refused(wallet.debit(s.db, { ...call, token: q.launch }, now()))).toBe(
        'seamless.transaction_conflict',
      );
      expect(await s.balanceOf(q.memberId)).toBe(50_00);
      await auditExact();
    });

    it('answers the same transaction sent many times at once once', async () => {
      const p = await player(50_00);
      const call = debitCall(p, id('round'), 7_00);
      const answers = await Promise.all(Array.from({ length: 12 }, () => wallet.debit(s.db, call, now())));
      expect(answers.filter((a) => !a.repeated)).toHaveLength(1);
      expect(new Set(answers.map((a) => `${a.walletTransactionId}/${a.balanceCents}`)).size).toBe(1);
      expect(await s.balanceOf(p.memberId)).toBe(43_00);
      const rows = await s.db
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.transactionId, call.transactionId));
      expect(rows).toHaveLength(1);
      // Different transactions at once on one wallet: each taken once, never below zero.
      const many = await Promise.allSettled(
        Array.from({ length: 10 }, () => wallet.debit(s.db, debitCall(p, id('round'), 5_00), now())),
      );
      expect(many.filter((r) => r.status === 'fulfilled')).toHaveLength(8);
      expect(await s.balanceOf(p.memberId)).toBe(3_00);
      await auditExact();
    });

    it('refuses a stake beyond the balance, a limit, a bad amount or ids, another game', async () => {
      const p = await player(10_00);
      expect(await refused(wallet.debit(s.db, debitCall(p, id('round'), 10_01), now()))).toBe(
        'bet.insufficient_balance',
      );
      for (const amount of [-1, 1.5, Number.NaN, SEAMLESS_MAX_CENTS + 1]) {
        expect(await refused(wallet.debit(s.db, debitCall(p, id('round'), amount), now()))).toBe(
          'seamless.amount_invalid',
        );
      }
      expect(await refused(wallet.debit(s.db, debitCall(p, id('round'), 100, ''), now()))).toBe(
        'seamless.request_invalid',
      );
      expect(await refused(wallet.debit(s.db, debitCall(p, 'a round', 100), now()))).toBe('seamless.request_invalid');
      expect(await refused(wallet.debit(s.db, debitCall(p, 'x'.repeat(129), 100), now()))).toBe(
        'seamless.request_invalid',
      );
      expect(
        await refused(wallet.debit(s.db, { ...debitCall(p, id('round'), 100), gameId: otherGame.id }, now())),
      ).toBe('seamless.mismatch');

      await s.db
        .insert(responsibleLimits)
        .values({ memberId: p.memberId, kind: 'loss_day', value: 5_00, updatedAt: now() });
      await wallet.debit(s.db, debitCall(p, id('round'), 4_00), now());
      expect(await refused(wallet.debit(s.db, debitCall(p, id('round'), 2_00), now()))).toBe('responsible.loss_limit');
      await s.db
        .insert(responsibleLimits)
        .values({ memberId: p.memberId, kind: 'bets_day', value: 1, updatedAt: now() });
      expect(await refused(wallet.debit(s.db, debitCall(p, id('round'), 50), now()))).toBe('responsible.bets_limit');
      expect(await s.balanceOf(p.memberId)).toBe(6_00);
      await auditExact();
    });

    it('moves nothing when the caller’s transaction fails after it', async () => {
      const p = await player(20_00);
      const call = debitCall(p, id('round'), 5_00);
      await expect(
        s.db.transaction(async (tx) => {
          await wallet.debit(tx, call, now());
          throw new Error('the round failed');
        }),
      ).rejects.toThrow('the round failed');
      expect(await s.balanceOf(p.memberId)).toBe(20_00);
      expect(await roundOf(call.roundId)).toBeUndefined();
      // In a caller's transaction that commits, the debit commits with it.
      await s.db.transaction((tx) => wallet.debit(tx, call, now()));
      expect(await s.balanceOf(p.memberId)).toBe(15_00);
    });
  });

  describe('the house’s own bet (houseBet)', () => {
    /** A house round's settle in one transaction, with a write of the caller's alongside it. */
    const settled = (p: Player, stake: number, win: number, transactionId = id('d'), creditId = id('c')) =>
      s.db.transaction(async (tx) => {
        const bet = await houseBet(tx, { ...debitCall(p, id('round'), stake, transactionId) }, now());
        const mark = id('mark');
        const answer = await bet.settle(creditId, win, [
          {
            key: 'mark',
            build: (db) =>
              db.$with('mark_written').as(
                db
                  .insert(turnoverEntries)
                  .values({
                    memberId: sql.placeholder('memberId'),
                    amountCents: 1,
                    kind: 'test.mark',
                    ref: sql.placeholder('markRef'),
                    createdAt: sql.placeholder('now'),
                  })
                  .returning({ id: turnoverEntries.id }),
              ),
            values: { markRef: mark },
            answer: sql`(select count(*)::int from mark_written)`,
          },
        ]);
        return { answer, mark };
      });
    const marked = async (mark: string) =>
      (await s.db.select().from(turnoverEntries).where(eq(turnoverEntries.ref, mark))).length;

    it('writes the debit, the credit, the settled round, the ledger and the caller’s write in one go', async () => {
      const p = await player(20_00);
      const { answer, mark } = await settled(p, 5_00, 12_00);
      expect(answer).toMatchObject({ balanceCents: 27_00, repeated: false });
      const [credited] = await s.db
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.id, Number(answer.walletTransactionId)));
      expect(credited).toMatchObject({ kind: 'credit', amountCents: 12_00, answer: { balanceCents: 27_00 } });
      expect(await roundOf(credited!.roundId)).toMatchObject({ stakeCents: 5_00, winCents: 12_00, status: 'settled' });
      expect(await s.balanceOf(p.memberId)).toBe(27_00);
      expect(await marked(mark)).toBe(1);
      await auditExact();
    });

    it('writes a round that moves no money without a ledger entry, its caller’s write too', async () => {
      const p = await player(20_00);
      const { answer, mark } = await settled(p, 0, 0);
      expect(answer).toMatchObject({ balanceCents: 20_00, repeated: false });
      const transactions = await s.db
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.memberId, p.memberId));
      expect(transactions.map((t) => [t.kind, t.amountCents]).sort()).toEqual([
        ['credit', 0],
        ['debit', 0],
      ]);
      expect(await roundOf(transactions[0]!.roundId)).toMatchObject({ status: 'settled', stakeCents: 0 });
      expect(await marked(mark)).toBe(1);
      expect(await s.balanceOf(p.memberId)).toBe(20_00);
      await auditExact();
    });

    it('writes nothing when an id was seen before (a bug, not a retry): the whole transaction rolls back', async () => {
      const p = await player(20_00);
      const [debitTaken, creditTaken] = [id('d'), id('c')];
      await settled(p, 1_00, 0, debitTaken, creditTaken);
      // The credit's id again: the pair's write answers no credit.
      await expect(settled(p, 2_00, 0, id('d'), creditTaken)).rejects.toThrow(/were seen before/);
      // The debit's id again: its ledger ref is taken too, and the statement fails.
      await expect(settled(p, 2_00, 3_00, debitTaken)).rejects.toThrow();
      expect(await s.balanceOf(p.memberId)).toBe(19_00);
      const entries = await s.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, p.memberId));
      expect(entries.map((e) => e.amountCents)).toEqual([20_00, -1_00]);
      const marks = await s.db.select().from(turnoverEntries).where(eq(turnoverEntries.memberId, p.memberId));
      expect(marks.filter((t) => t.kind === 'test.mark')).toHaveLength(1);
      await auditExact();
    });
  });

  describe('credit', () => {
    it('pays the win, settles the round when it closes it, and a zero credit only closes', async () => {
      const p = await player(20_00);
      const debit = debitCall(p, id('round'), 5_00);
      await wallet.debit(s.db, debit, now());
      const win = await wallet.credit(s.db, creditCall(p, debit, 3_00, false), now());
      expect(win).toMatchObject({ balanceCents: 18_00, repeated: false });
      expect(await roundOf(debit.roundId)).toMatchObject({ stakeCents: 5_00, winCents: 3_00, status: 'open' });
      const closing = creditCall(p, debit, 7_00, true);
      later();
      await wallet.credit(s.db, closing, now());
      expect(await roundOf(debit.roundId)).toMatchObject({
        winCents: 10_00,
        status: 'settled',
        settledAt: now(),
      });
      expect(await s.balanceOf(p.memberId)).toBe(25_00);
      const [entry] = await s.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.ref, `${HOUSE_PROVIDER}:${closing.transactionId}`));
      expect(entry).toMatchObject({ kind: 'game.win', amountCents: 7_00 });
      // Repeated: the first answer, nothing paid again; a new credit once settled: refused.
      expect(await wallet.credit(s.db, closing, now())).toMatchObject({ balanceCents: 25_00, repeated: true });
      expect(await refused(wallet.credit(s.db, creditCall(p, debit, 1_00), now()))).toBe('seamless.already_settled');
      expect(await refused(wallet.debit(s.db, debitCall(p, debit.roundId, 1_00), now()))).toBe(
        'seamless.already_settled',
      );

      const lost = debitCall(p, id('round'), 2_00);
      await wallet.debit(s.db, lost, now());
      const zero = await wallet.credit(s.db, creditCall(p, lost, 0), now());
      expect(zero.balanceCents).toBe(23_00);
      expect(await roundOf(lost.roundId)).toMatchObject({ winCents: 0, status: 'settled' });
      const zeroEntries = await s.db
        .select()
        .from(ledgerEntries)
        .where(like(ledgerEntries.ref, `${HOUSE_PROVIDER}:${lost.transactionId}%`));
      expect(zeroEntries).toHaveLength(1);
      await auditExact();
    });

    it('refuses an unknown debit, a debit of another round or member, a rolled-back debit', async () => {
      const p = await player(20_00);
      const q = await player(20_00);
      const debit = debitCall(p, id('round'), 5_00);
      await wallet.debit(s.db, debit, now());
      expect(await refused(wallet.credit(s.db, { ...creditCall(p, debit, 1_00), debitId: id('nowhere') }, now()))).toBe(
        'seamless.debit_unknown',
      );
      expect(await refused(wallet.credit(s.db, { ...creditCall(p, debit, 1_00), roundId: id('round') }, now()))).toBe(
        'seamless.mismatch',
      );
      expect(await refused(wallet.credit(s.db, { ...creditCall(p, debit, 1_00), token: q.launch }, now()))).toBe(
        'seamless.mismatch',
      );
      // Credit before its debit: refused, and paid once the debit is there.
      const early = debitCall(p, id('round'), 1_00);
      const earlyCredit = creditCall(p, early, 2_00);
      expect(await refused(wallet.credit(s.db, earlyCredit, now()))).toBe('seamless.debit_unknown');
      await wallet.debit(s.db, early, now());
      await wallet.credit(s.db, earlyCredit, now());

      await wallet.rollback(s.db, rollbackCall(p, debit), now());
      expect(await refused(wallet.credit(s.db, creditCall(p, debit, 1_00), now()))).toBe('seamless.rolled_back');
      expect(await s.balanceOf(p.memberId)).toBe(21_00);
      expect(await s.balanceOf(q.memberId)).toBe(20_00);
      await auditExact();
    });

    it('pays a win after the launch token expired or the session ended', async () => {
      const p = await player(20_00);
      const debit = debitCall(p, id('round'), 5_00);
      await wallet.debit(s.db, debit, now());
      expect((await s.call('POST', '/api/auth/logout', { token: p.token, body: {} })).status).toBe(200);
      const answer = await wallet.credit(
        s.db,
        creditCall(p, debit, 9_00),
        new Date(now().getTime() + LAUNCH_TOKEN_TTL_MS * 3),
      );
      expect(answer.balanceCents).toBe(24_00);
      // Without a token: the debit names the member. A rollback of an unknown debit needs the token.
      const more = debitCall(p, id('round'), 0);
      const q = await player(5_00);
      await wallet.debit(s.db, { ...more, token: q.launch }, now());
      const { token: _, ...bare } = creditCall(q, more, 2_00);
      expect((await wallet.credit(s.db, bare, now())).balanceCents).toBe(7_00);
      const { token: __, ...unknown } = rollbackCall(q, debitCall(q, id('round'), 1_00));
      expect(await refused(wallet.rollback(s.db, unknown, now()))).toBe('launch.invalid');
      await auditExact();
    });

    it('answers a credit of an unknown debit without a token as with one: debit unknown (rolled back when its rollback came first)', async () => {
      const p = await player(5_00);
      const { token: _, ...unknown } = creditCall(p, debitCall(p, id('round'), 1_00), 2_00);
      expect(await refused(wallet.credit(s.db, unknown, now()))).toBe('seamless.debit_unknown');
      // A debit rolled back before it arrived: the credit without a token is told it is cancelled.
      const cancelled = debitCall(p, id('round'), 1_00);
      await wallet.rollback(s.db, rollbackCall(p, cancelled), now());
      const { token: __, ...late } = creditCall(p, cancelled, 2_00);
      expect(await refused(wallet.credit(s.db, late, now()))).toBe('seamless.rolled_back');
      expect(await s.balanceOf(p.memberId)).toBe(5_00);
      await auditExact();
    });
  });

  describe('rollback', () => {
    it('gives the stake back once and ends a round with nothing left standing', async () => {
      const p = await player(20_00);
      const debit = debitCall(p, id('round'), 6_00);
      await wallet.debit(s.db, debit, now());
      const undo = rollbackCall(p, debit);
      const answer = await wallet.rollback(s.db, undo, now());
      expect(answer).toMatchObject({ balanceCents: 20_00, repeated: false });
      const [entry] = await s.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.ref, `${HOUSE_PROVIDER}:${undo.transactionId}`));
      expect(entry).toMatchObject({ kind: 'game.rollback', amountCents: 6_00 });
      expect(await roundOf(debit.roundId)).toMatchObject({ stakeCents: 0, status: 'rolled_back' });
      // The same rollback again, or another rollback of the same debit: the first answer, nothing moved.
      expect(await wallet.rollback(s.db, undo, now())).toEqual({ ...answer, repeated: true });
      expect(await wallet.rollback(s.db, rollbackCall(p, debit), now())).toEqual({ ...answer, repeated: true });
      expect(await s.balanceOf(p.memberId)).toBe(20_00);
      // The round is over: a new debit in it is refused.
      expect(await refused(wallet.debit(s.db, debitCall(p, debit.roundId, 1_00), now()))).toBe('seamless.rolled_back');
      await auditExact();
    });

    it('of one debit of two leaves the round open with the other stake', async () => {
      const p = await player(20_00);
      const roundId = id('round');
      const first = debitCall(p, roundId, 4_00);
      const second = debitCall(p, roundId, 4_00);
      await wallet.debit(s.db, first, now());
      await wallet.debit(s.db, second, now());
      await wallet.rollback(s.db, rollbackCall(p, second), now());
      expect(await roundOf(roundId)).toMatchObject({ stakeCents: 4_00, status: 'open' });
      await wallet.credit(s.db, creditCall(p, first, 8_00), now());
      expect(await roundOf(roundId)).toMatchObject({ stakeCents: 4_00, winCents: 8_00, status: 'settled' });
      expect(await s.balanceOf(p.memberId)).toBe(24_00);
      await auditExact();
    });

    it('before its debit is kept, and the late debit is refused', async () => {
      const p = await player(20_00);
      const debit = debitCall(p, id('round'), 5_00);
      const early = await wallet.rollback(s.db, rollbackCall(p, debit), now());
      expect(early).toMatchObject({ balanceCents: 20_00, repeated: false });
      expect(await refused(wallet.debit(s.db, debit, now()))).toBe('seamless.rolled_back');
      expect(await refused(wallet.credit(s.db, creditCall(p, debit, 1_00), now()))).toBe('seamless.rolled_back');
      expect(await s.balanceOf(p.memberId)).toBe(20_00);
      expect(await roundOf(debit.roundId)).toBeUndefined();
      await auditExact();
    });

    it('of a debit already paid is refused', async () => {
      const p = await player(20_00);
      const debit = debitCall(p, id('round'), 5_00);
      await wallet.debit(s.db, debit, now());
      await wallet.credit(s.db, creditCall(p, debit, 0, false), now());
      expect(await refused(wallet.rollback(s.db, rollbackCall(p, debit), now()))).toBe('seamless.already_settled');
      const q = await player(20_00);
      expect(await refused(wallet.rollback(s.db, { ...rollbackCall(p, debit), token: q.launch }, now()))).toBe(
        'seamless.mismatch',
      );
      expect(await s.balanceOf(p.memberId)).toBe(15_00);
      await auditExact();
    });

    it('racing its debit and a credit: exactly one of them wins', async () => {
      const p = await player(100_00);
      const debits = Array.from({ length: 10 }, () => debitCall(p, id('round'), 3_00));
      for (const debit of debits) await wallet.debit(s.db, debit, now());
      const results = await Promise.allSettled(
        debits.flatMap((debit) => [
          wallet.rollback(s.db, rollbackCall(p, debit), now()),
          wallet.credit(s.db, creditCall(p, debit, 6_00), now()),
        ]),
      );
      let expected = 100_00;
      for (let i = 0; i < debits.length; i += 1) {
        const [undo, pay] = [results[2 * i]!, results[2 * i + 1]!];
        expect([undo.status, pay.status].sort()).toEqual(['fulfilled', 'rejected']);
        expected += undo.status === 'fulfilled' ? 0 : 3_00;
      }
      expect(await s.balanceOf(p.memberId)).toBe(expected);
      const settled = await s.db
        .select()
        .from(walletRounds)
        .where(and(eq(walletRounds.memberId, p.memberId), eq(walletRounds.status, 'open')));
      expect(settled).toEqual([]);
      await auditExact();
    });
  });

  describe('what the rest of the site reads of the rounds', () => {
    it('lists settled rounds in the game record, and an open one keeps the account from closing', async () => {
      const p = await player(20_00);
      const won = debitCall(p, id('round'), 2_00);
      await wallet.debit(s.db, won, now());
      await wallet.credit(s.db, creditCall(p, won, 5_00), now());
      const open = debitCall(p, id('round'), 1_00);
      await wallet.debit(s.db, open, now());
      const cancelled = debitCall(p, id('round'), 3_00);
      await wallet.debit(s.db, cancelled, now());
      await wallet.rollback(s.db, rollbackCall(p, cancelled), now());

      const record = await s.call('POST', '/api/game/record', { token: p.token, body: {} });
      expect(record.status).toBe(200);
      const page = v.parse(GameRecordPage, record.json.data);
      expect(page.list).toEqual([
        expect.objectContaining({ round_id: won.roundId, game_name: game.name, bet_amount: '2.00', win_loss: '3.00' }),
      ]);
      expect(page.total).toBe(1);

      // The rewards count the settled round only, with its game's edge as its theoretical loss.
      const results = await memberResults(s.db, p.memberId, {});
      // The edge in ten-thousandths (RTP 96.10 → 390): stake × edge in THEORETICAL_PER_CENT units.
      const edge = 10_000 - Math.round(Number(game.rtp) * 100);
      expect(results).toEqual({
        stakeCents: 2_00,
        returnCents: 5_00,
        theoretical: (2_00 * edge * THEORETICAL_PER_CENT) / 10_000,
      });

      expect((await s.db.transaction((tx) => openItems(tx, p.memberId, now()))).game_rounds).toBe(1);
      await wallet.credit(s.db, creditCall(p, open, 0), now());
      expect((await s.db.transaction((tx) => openItems(tx, p.memberId, now()))).game_rounds).toBe(0);
      await auditExact();
    });
  });

  /** Moves the test clock on a little, so a settled_at can be told from an opened_at. */
  function later() {
    s.clock.advance(1000);
  }
});

describe('SEAMLESS_PROVIDERS', () => {
  it('reads code:secret pairs, and refuses a short secret, a bad code or the house’s own code', () => {
    expect(parseEnv({ PIX_SANDBOX: '1' }).SEAMLESS_PROVIDERS).toEqual({});
    expect(
      parseEnv({ PIX_SANDBOX: '1', SEAMLESS_PROVIDERS: 'ACME:acme-secret-0123456789, other_2:x:y-0123456789abcdef' })
        .SEAMLESS_PROVIDERS,
    ).toEqual({ ACME: 'acme-secret-0123456789', other_2: 'x:y-0123456789abcdef' });
    for (const bad of ['ACME:short', 'AC ME:acme-secret-0123456789', 'RODADA:acme-secret-0123456789', 'ACME']) {
      expect(() => parseEnv({ PIX_SANDBOX: '1', SEAMLESS_PROVIDERS: bad }), bad).toThrow(/SEAMLESS_PROVIDERS/);
    }
  });
});
