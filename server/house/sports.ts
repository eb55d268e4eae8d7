import { and, asc, count, desc, eq, lte, ne, or, sql } from 'drizzle-orm';
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
import { ApiError, refusal } from '../http/envelope';
import { fieldError } from '../http/validate';
import { passThrough, type ItemRunner } from '../job-failures';
import { randomToken } from '../lib/random';
import { credit, debit } from '../wallet/ledger';
import { formatCents } from '../wallet/money';
import { recordTurnover } from '../wallet/turnover';
import { BET_KIND, betCents, engineGame, lockWallet, WIN_KIND } from './bets';
import { formatMultiplier } from './crash';
import { fairnessOf, sportsFeedOf } from './feed';
import type { SportsFeed } from './feedTypes';
import { MATCH_MINUTES } from './markets';
import { matchName, noticeBet, settleSlipLegs, slipsPaidCents, type FixtureOutcome } from './slips';
import { isSuspended, suspendedMarkets } from './suspensions';
import { fixtureHeading } from './fixtures';

/**
 * The sportsbook: Brazilian football fixtures with fixed decimal odds (1X2, `fixtures.ts`), bets taken
 * until kickoff, settled once by the operator with the result. Odds are whole hundredths (2.27 = 227).
 */

/**
 * Puts the schedule on, in the caller's transaction: the feed's fixtures (the simulator's: today in São
 * Paulo and the next three days, those that have not finished, `fixtures.ts`). A fixture already on is
 * left as it is; when the last one is already on it changes nothing. Answers how many fixtures it added.
 * The seed and the jobs run it.
 */
export async function seedFixtures(
  tx: Db,
  now: Date,
  feed: Pick<SportsFeed, 'fixtures'> = sportsFeedOf({ db: tx, config: {} }),
): Promise<number> {
  const schedule = await feed.fixtures(now);
  const last = schedule.at(-1);
  if (!last) return 0;
  const [onAlready] = await tx.select({ n: count() }).from(fixtures).where(eq(fixtures.code, last.code));
  if ((onAlready?.n ?? 0) > 0) return 0;
  const added = await tx
    .insert(fixtures)
    .values(schedule)
    .onConflictDoNothing({ target: fixtures.code })
    .returning({ code: fixtures.code });
  return added.length;
}

const oddsOf = (fixture: FixtureRow, selection: Selection) =>
  ({ home: fixture.oddsHome, draw: fixture.oddsDraw, away: fixture.oddsAway })[selection];

/** A fixture's fixed odds as shown; null for a sport priced by its model only (no fixed 1X2). */
const shownOdds = (odds: number | null) => (odds === null ? null : formatMultiplier(odds));

async function toFixture(feed: SportsFeed, row: FixtureRow): Promise<Fixture> {
  return {
    ...fixtureHeading(row),
    odds: {
      home: shownOdds(row.oddsHome),
      draw: shownOdds(row.oddsDraw),
      away: shownOdds(row.oddsAway),
    },
    status: row.status,
    result: row.result,
    score: row.homeGoals !== null && row.awayGoals !== null ? { home: row.homeGoals, away: row.awayGoals } : null,
    settled_by: row.settledBy,
    xg: { home: formatMultiplier(row.xgHome ?? 130), away: formatMultiplier(row.xgAway ?? 110) },
    params: row.params,
    ...(await fairnessOf(feed, row)),
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

/**
 * GET /house/sports/fixtures: the open football fixtures (those with fixed 1X2 odds) by kickoff, then the 20
 * settled most recently, each with its commitment (and its seed once settled or void). Any sport's fixture
 * is read by code (GET /house/sports/fixture).
 */
export async function listFixtures(deps: Pick<AppDeps, 'db' | 'config'>): Promise<Fixture[]> {
  const { db } = deps;
  const feed = sportsFeedOf(deps);
  const open = await db
    .select()
    .from(fixtures)
    .where(and(eq(fixtures.status, 'open'), eq(fixtures.sport, 'football')))
    .orderBy(asc(fixtures.kickoff), asc(fixtures.code));
  const settled = await db
    .select()
    .from(fixtures)
    .where(and(eq(fixtures.status, 'settled'), eq(fixtures.sport, 'football')))
    .orderBy(desc(fixtures.settledAt), asc(fixtures.code))
    .limit(RECENTLY_SETTLED);
  return Promise.all([...open, ...settled].map((row) => toFixture(feed, row)));
}

/** GET /house/sports/fixture: one fixture by code (any, however old), to check its match; else 404. */
export async function fixtureByCode(deps: Pick<AppDeps, 'db' | 'config'>, code: string): Promise<Fixture> {
  const [row] = await deps.db.select().from(fixtures).where(eq(fixtures.code, code.trim().toUpperCase()));
  if (!row) throw refusal('sports.fixture_not_found');
  return toFixture(sportsFeedOf(deps), row);
}

/**
 * POST /house/sports/bet: one transaction: the fixture locked for share (a settlement waits for the bet,
 * or the bet sees the fixture settled), taking bets only while open and before kickoff; the wallet
 * locked, the bet debited (game.bet, ref = bet id), the odds of the moment kept. The stake counts as
 * turnover once the bet is settled, never when it is void.
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
    // Its 1X2 market suspended by a trader (the fixture's share lock orders this after a suspension).
    if (isSuspended((await suspendedMarkets(tx, [fixture.code])).get(fixture.code), '1x2')) {
      throw refusal('sports.market_suspended');
    }
    // A fixture without fixed 1X2 odds (the other sports) is bet on through a slip only.
    const odds = oddsOf(fixture, body.selection);
    if (odds === null) throw refusal('sports.market_invalid');
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
        odds,
        amountCents: amount,
        status: 'open',
        placedAt: now,
      })
      .returning();
    if (!bet) throw new Error('Sports bet insert returned no row');
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

/** The operator's result: a score "2-1" (home goals first), a bare "home" / "draw" / "away", or "void". */
export function outcomeOf(text: string): FixtureOutcome {
  if (text === 'home' || text === 'draw' || text === 'away') return { kind: 'result', result: text };
  if (text === 'void') return { kind: 'void' };
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(text);
  if (!match) throw fieldError('result', 'sports.result_invalid');
  return { kind: 'score', home: Number(match[1]), away: Number(match[2]) };
}

function resultOf(outcome: FixtureOutcome): Selection | 'void' {
  if (outcome.kind === 'void') return 'void';
  if (outcome.kind === 'result') return outcome.result;
  const difference = outcome.home - outcome.away;
  return difference > 0 ? 'home' : difference < 0 ? 'away' : 'draw';
}

const sameOutcome = (fixture: FixtureRow, outcome: FixtureOutcome) =>
  outcome.kind === 'void'
    ? fixture.status === 'void'
    : fixture.status === 'settled' &&
      fixture.result === resultOf(outcome) &&
      // A score after a bare result of the same sign changes nothing (its goal markets were void already).
      (outcome.kind === 'result' ||
        fixture.homeGoals === null ||
        (fixture.homeGoals === outcome.home && fixture.awayGoals === outcome.away));

/**
 * POST /operator/settle: settles a fixture with its final score (or a bare result, or void) in one
 * transaction: the fixture locked, each open single bet of the game screen settled once (`WHERE status =
 * 'open'`; winners credited stake × odds rounded down, game.win, ref = bet id; a void gives the stake
 * back), every open slip leg on it settled from the score, each slip whose last leg this was settled and
 * paid once (`slips.ts`), the fixture marked settled (or void) and by whom (the operator here, the feed's
 * result in `settleFinishedFixtures`); each bet's and slip's owner is notified as it settles (bet_won…). Settling again with the same outcome settles nothing more and
 * answers the same total paid; another outcome is 409 'This match is already settled'.
 */
export async function settleFixture(
  db: Db,
  body: v.InferOutput<typeof SettleFixtureBody>,
  now: Date,
): Promise<SettleFixtureResult> {
  return (await settleWith(db, body.fixture, outcomeOf(body.result), now, 'operator')).answer;
}

/** settleFixture's work, by the operator or the feed; `settled`: whether this call settled the fixture. */
async function settleWith(
  db: Db,
  code: string,
  outcome: FixtureOutcome,
  now: Date,
  by: 'feed' | 'operator',
): Promise<{ answer: SettleFixtureResult; settled: boolean }> {
  const result = resultOf(outcome);
  return db.transaction(async (tx) => {
    const [fixture] = await tx.select().from(fixtures).where(eq(fixtures.code, code)).for('update');
    if (!fixture) throw refusal('sports.fixture_not_found');
    if (fixture.status !== 'open' && !sameOutcome(fixture, outcome)) throw refusal('sports.already_settled');
    // Another sport's markets are settled from its model's play (by the feed) or one by one: by hand, only void.
    if (by === 'operator' && fixture.sport !== 'football' && outcome.kind !== 'void') {
      throw refusal('sports.settle_by_markets');
    }

    const paidCents = async () => {
      const [bets] = await tx
        .select({ total: sql<string>`coalesce(sum(${sportsBets.winCents}), 0)` })
        .from(sportsBets)
        .where(eq(sportsBets.fixtureCode, fixture.code));
      return Number(bets?.total ?? 0) + (await slipsPaidCents(tx, fixture.code));
    };
    // What was paid before this call: the difference is what this call paid (an accumulator's earlier
    // legs' fixtures count nothing here; its payment is counted once, by the fixture of its last leg).
    const paidBefore = fixture.status === 'open' ? await paidCents() : null;
    let settledNow = 0;
    let slipsSettled = 0;
    if (fixture.status === 'open') {
      const open = await tx
        .select()
        .from(sportsBets)
        .where(and(eq(sportsBets.fixtureCode, fixture.code), eq(sportsBets.status, 'open')))
        .orderBy(asc(sportsBets.memberId), asc(sportsBets.placedAt), asc(sportsBets.id))
        .for('update');
      for (const bet of open) {
        const status = result === 'void' ? 'void' : bet.selection === result ? 'won' : 'lost';
        const win =
          status === 'void' ? bet.amountCents : status === 'won' ? sportsWinCents(bet.amountCents, bet.odds) : 0;
        const [settled] = await tx
          .update(sportsBets)
          .set({ status, winCents: win, settledAt: now })
          .where(and(eq(sportsBets.id, bet.id), eq(sportsBets.status, 'open')))
          .returning({ id: sportsBets.id });
        if (!settled) continue;
        settledNow += 1;
        // A settled stake counts as played now; a voided one, given back, never does.
        if (status !== 'void') await recordTurnover(tx, bet.memberId, bet.amountCents, BET_KIND, bet.id, now);
        if (win > 0) await credit(tx, bet.memberId, win, WIN_KIND, bet.id, now);
        const event = matchName(fixture);
        await noticeBet(tx, bet.memberId, { status, stakeCents: bet.amountCents, winCents: win, event }, now);
      }
      slipsSettled = await settleSlipLegs(tx, fixture, outcome, now);
      await tx
        .update(fixtures)
        .set({
          status: result === 'void' ? 'void' : 'settled',
          result: result === 'void' ? null : result,
          homeGoals: outcome.kind === 'score' ? outcome.home : null,
          awayGoals: outcome.kind === 'score' ? outcome.away : null,
          settledBy: by,
          settledAt: now,
        })
        .where(eq(fixtures.code, fixture.code));
    }

    const paid = await paidCents();
    const answer = {
      fixture: fixture.code,
      result,
      score: outcome.kind === 'score' ? { home: outcome.home, away: outcome.away } : null,
      bets_settled: settledNow,
      slips_settled: slipsSettled,
      paid_now: formatCents(paidBefore === null ? 0 : paid - paidBefore),
      paid: formatCents(paid),
    };
    return { answer, settled: fixture.status === 'open' };
  });
}

/** The most fixtures one run of the job settles (the rest wait for the next second's run), read a batch at a time. */
export const SETTLE_BATCH = 50;

/**
 * The job's part: every open fixture whose match is over is settled with the feed's final score, or voided
 * when the feed says it was cancelled (`by: 'feed'`), each in its own transaction (`settleFixture`). A fixture the operator settled meanwhile, or
 * one another process settles at the same time, is left as it is (the same score settles nothing more).
 * Answers how many fixtures this run settled.
 */
export async function settleFinishedFixtures(
  deps: Pick<AppDeps, 'db' | 'config'>,
  now: Date,
  items: ItemRunner = passThrough('fixture_settlement'),
): Promise<number> {
  const feed = sportsFeedOf(deps);
  let settled = 0;
  // Due fixtures are asked batch after batch in kickoff order until SETTLE_BATCH are settled: events still
  // being played (a long tennis match, a feed without the result yet) never hold back the ones after them.
  for (let after: { kickoff: Date; code: string } | null = null; ;) {
    const due: (typeof fixtures.$inferSelect)[] = await deps.db
      .select()
      .from(fixtures)
      .where(
        and(
          eq(fixtures.status, 'open'),
          // A football match is over MATCH_MINUTES after kickoff; another sport's event when its model says so
          // (a straight-sets win, a knockout), so any that started is asked.
          or(
            and(
              eq(fixtures.sport, 'football'),
              lte(fixtures.kickoff, new Date(now.getTime() - MATCH_MINUTES * 60_000)),
            ),
            and(ne(fixtures.sport, 'football'), lte(fixtures.kickoff, now)),
          ),
          after ? sql`(${fixtures.kickoff}, ${fixtures.code}) > (${after.kickoff}, ${after.code})` : undefined,
          items.notWaiting(sql`${fixtures.code}`),
        ),
      )
      .orderBy(asc(fixtures.kickoff), asc(fixtures.code))
      .limit(SETTLE_BATCH);
    for (const row of due) {
      const done = await items.item(row.code, async () => {
        const score = await feed.results(row, now);
        if (!score && !(await feed.voided?.(row, now))) return false;
        try {
          const outcome: FixtureOutcome = score ? { kind: 'score', ...score } : { kind: 'void' };
          return (await settleWith(deps.db, row.code, outcome, now, 'feed')).settled;
        } catch (error) {
          // Settled by the operator with another result first: theirs stands.
          if (error instanceof ApiError && error.error === 'sports.already_settled') return false;
          throw error;
        }
      });
      if (done) settled += 1;
    }
    const last = due.at(-1);
    if (due.length < SETTLE_BATCH || !last || settled >= SETTLE_BATCH) return settled;
    after = { kickoff: last.kickoff, code: last.code };
  }
}
