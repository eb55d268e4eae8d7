import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import { checkBet, type Bettor } from '../responsible/guard';
import * as v from 'valibot';
import {
  type Fixture,
  type Selection,
  type SettleFixtureBody,
  type SettleFixtureResult,
  type SportsBet,
  type SportsBetBody,
} from '../../contract/house';
import type { AppDeps } from '../config';
import { fixtures, sportsBets, type FixtureRow, type SportsBetRow } from '../db/schema';
import type { Db } from '../db/types';
import { refusal } from '../http/envelope';
import { fieldError } from '../http/validate';
import { randomToken } from '../lib/random';
import { credit, debit } from '../wallet/ledger';
import { formatCents } from '../wallet/money';
import { recordTurnover } from '../wallet/turnover';
import { BET_KIND, betCents, engineGame, lockWallet, WIN_KIND } from './bets';
import { formatMultiplier } from './crash';
import { scheduledFixtures } from './fixtures';

/**
 * The sportsbook: Brazilian football fixtures with fixed decimal odds (1X2, `fixtures.ts`), bets taken
 * until kickoff, settled once by the operator with the result. Odds are whole hundredths (2.27 = 227).
 */

/**
 * Puts the schedule on, in the caller's transaction, when no open fixture is still to kick off: a fresh
 * install gets ten matches over the next five days, and a start after they have all kicked off gets the
 * next ten. Otherwise (and when run again) it changes nothing. Answers how many fixtures it added.
 */
export async function seedFixtures(tx: Db, now: Date): Promise<number> {
  const [upcoming] = await tx
    .select({ n: count() })
    .from(fixtures)
    .where(and(eq(fixtures.status, 'open'), gt(fixtures.kickoff, now)));
  if ((upcoming?.n ?? 0) > 0) return 0;
  const added = await tx
    .insert(fixtures)
    .values(scheduledFixtures(now))
    .onConflictDoNothing({ target: fixtures.code })
    .returning({ code: fixtures.code });
  return added.length;
}

const oddsOf = (fixture: FixtureRow, selection: Selection) =>
  ({ home: fixture.oddsHome, draw: fixture.oddsDraw, away: fixture.oddsAway })[selection];

function toFixture(row: FixtureRow): Fixture {
  return {
    id: row.code,
    competition: row.competition,
    home: row.home,
    away: row.away,
    kickoff: row.kickoff.toISOString(),
    odds: {
      home: formatMultiplier(row.oddsHome),
      draw: formatMultiplier(row.oddsDraw),
      away: formatMultiplier(row.oddsAway),
    },
    status: row.status,
    result: row.result,
  };
}

/** What a bet pays when it wins: the stake times the odds, rounded down to the centavo. */
export const sportsWinCents = (amountCents: number, odds: number) => Math.floor((amountCents * odds) / 100);

function toSportsBet(bet: SportsBetRow, fixture: Pick<FixtureRow, 'home' | 'away'>): SportsBet {
  return {
    bet_id: bet.id,
    fixture_id: bet.fixtureCode,
    home: fixture.home,
    away: fixture.away,
    selection: bet.selection,
    odds: formatMultiplier(bet.odds),
    amount: formatCents(bet.amountCents),
    potential_win: formatCents(sportsWinCents(bet.amountCents, bet.odds)),
    status: bet.status,
    win_amount: formatCents(bet.winCents),
    placed_at: bet.placedAt.toISOString(),
  };
}

export const RECENTLY_SETTLED = 20;

/** GET /house/sports/fixtures: the open fixtures by kickoff, then the 20 settled most recently. */
export async function listFixtures(db: Db): Promise<Fixture[]> {
  const open = await db
    .select()
    .from(fixtures)
    .where(eq(fixtures.status, 'open'))
    .orderBy(asc(fixtures.kickoff), asc(fixtures.code));
  const settled = await db
    .select()
    .from(fixtures)
    .where(eq(fixtures.status, 'settled'))
    .orderBy(desc(fixtures.settledAt), asc(fixtures.code))
    .limit(RECENTLY_SETTLED);
  return [...open, ...settled].map(toFixture);
}

/**
 * POST /house/sports/bet: one transaction: the fixture locked for share (a settlement waits for the bet,
 * or the bet sees the fixture settled), taking bets only while open and before kickoff; the wallet
 * locked, the bet debited (game.bet, ref = bet id) and counted as turnover, the odds of the moment kept.
 */
export async function placeSportsBet(
  deps: AppDeps,
  bettor: Bettor,
  body: v.InferOutput<typeof SportsBetBody>,
  now: Date,
): Promise<SportsBet> {
  const { memberId } = bettor;
  const game = await engineGame(deps, body.game_id, 'sportsbook');
  const amount = betCents(body.amount);
  const betId = randomToken(deps.random, 12);

  return deps.db.transaction(async (tx) => {
    const [fixture] = await tx.select().from(fixtures).where(eq(fixtures.code, body.fixture_id)).for('share');
    if (!fixture) throw refusal('sports.fixture_not_found');
    if (fixture.status !== 'open' || now.getTime() >= fixture.kickoff.getTime()) {
      throw refusal('sports.betting_closed');
    }
    if ((await lockWallet(tx, memberId)) < amount) throw fieldError('amount', 'bet.insufficient_balance');
    await checkBet(tx, bettor, amount, now);

    const debited = await debit(tx, memberId, amount, BET_KIND, betId, now);
    const [bet] = await tx
      .insert(sportsBets)
      .values({
        id: betId,
        memberId,
        gameId: game.id,
        fixtureCode: fixture.code,
        selection: body.selection,
        odds: oddsOf(fixture, body.selection),
        amountCents: amount,
        status: 'open',
        placedAt: now,
      })
      .returning();
    if (!bet) throw new Error('Sports bet insert returned no row');
    await recordTurnover(tx, memberId, amount, BET_KIND, betId, now);
    return { ...toSportsBet(bet, fixture), balance: formatCents(debited.entry.balanceAfterCents) };
  });
}

export const BET_LIST_LIMIT = 100;

/** GET /house/sports/bets: the member's latest 100 bets, newest first. */
export async function listSportsBets(db: Db, memberId: number): Promise<SportsBet[]> {
  const rows = await db
    .select({ bet: sportsBets, home: fixtures.home, away: fixtures.away })
    .from(sportsBets)
    .innerJoin(fixtures, eq(fixtures.code, sportsBets.fixtureCode))
    .where(eq(sportsBets.memberId, memberId))
    .orderBy(desc(sportsBets.placedAt), desc(sportsBets.id))
    .limit(BET_LIST_LIMIT);
  return rows.map((row) => toSportsBet(row.bet, row));
}

/** "home" / "draw" / "away", or a score "2-1" read as the home side's goals first. */
export function resultOf(text: string): Selection {
  if (text === 'home' || text === 'draw' || text === 'away') return text;
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(text);
  if (!match) throw fieldError('result', 'sports.result_invalid');
  const difference = Number(match[1]) - Number(match[2]);
  return difference > 0 ? 'home' : difference < 0 ? 'away' : 'draw';
}

/**
 * POST /operator/settle: settles a fixture with its result in one transaction: the fixture locked, each
 * open bet settled once (`WHERE status = 'open'`), winners credited stake × odds rounded down to the
 * centavo (game.win, ref = bet id; wallets in member order), the fixture marked settled. Settling again
 * with the same result settles nothing more (bets_settled 0) and answers the same total paid; another
 * result is 409 'This match is already settled'.
 */
export async function settleFixture(
  db: Db,
  body: v.InferOutput<typeof SettleFixtureBody>,
  now: Date,
): Promise<SettleFixtureResult> {
  const result = resultOf(body.result);
  return db.transaction(async (tx) => {
    const [fixture] = await tx.select().from(fixtures).where(eq(fixtures.code, body.fixture)).for('update');
    if (!fixture) throw refusal('sports.fixture_not_found');
    if (fixture.status === 'settled' && fixture.result !== result) {
      throw refusal('sports.already_settled');
    }

    let settledNow = 0;
    if (fixture.status === 'open') {
      const open = await tx
        .select()
        .from(sportsBets)
        .where(and(eq(sportsBets.fixtureCode, fixture.code), eq(sportsBets.status, 'open')))
        .orderBy(asc(sportsBets.memberId), asc(sportsBets.placedAt), asc(sportsBets.id))
        .for('update');
      for (const bet of open) {
        const win = bet.selection === result ? sportsWinCents(bet.amountCents, bet.odds) : 0;
        const [settled] = await tx
          .update(sportsBets)
          .set({ status: win > 0 ? 'won' : 'lost', winCents: win, settledAt: now })
          .where(and(eq(sportsBets.id, bet.id), eq(sportsBets.status, 'open')))
          .returning({ id: sportsBets.id });
        if (!settled) continue;
        settledNow += 1;
        if (win > 0) await credit(tx, bet.memberId, win, WIN_KIND, bet.id, now);
      }
      await tx
        .update(fixtures)
        .set({ status: 'settled', result, settledAt: now })
        .where(eq(fixtures.code, fixture.code));
    }

    const [paid] = await tx
      .select({ total: sql<string>`coalesce(sum(${sportsBets.winCents}), 0)` })
      .from(sportsBets)
      .where(eq(sportsBets.fixtureCode, fixture.code));
    return { fixture: fixture.code, result, bets_settled: settledNow, paid: formatCents(Number(paid?.total ?? 0)) };
  });
}
