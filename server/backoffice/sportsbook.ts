import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  SportsbookEndpoints,
  WHOLE_MATCH,
  type FeedState,
  type FixtureExposure,
  type FixtureState,
  type MarketExposure,
  type TraderFixture,
  TraderFixturesQuery,
} from '../../contract/boSportsbook';
import type { MarketId, SportId } from '../../contract/sportsBoard';
import type { AppDeps } from '../config';
import { fixtures, marketSuspensions, sportsBets, sportsSlipLegs, sportsSlips, type FixtureRow } from '../db/schema';
import type { Db } from '../db/types';
import { saoPauloDay, saoPauloDayStart } from '../../lib/time';
import { refusal } from '../http/envelope';
import { implement, type Route } from '../http/registry';
import { formatMultiplier } from '../house/crash';
import { sportsFeedOf } from '../house/feed';
import { MARKETS, MATCH_MINUTES } from '../house/markets';
import { pricedAt } from '../house/slips';
import { settleFixture } from '../house/sports';
import { formatCents } from '../wallet/money';
import { fixtureHeading } from '../house/fixtures';
import { modelMarketId } from '../house/footballMarkets';
import { eventMsOf, isOtherSport, MAIN_MARKET, sportWindowMs } from '../house/sportModels';

/**
 * The trader's side of the sportsbook (contract/boSportsbook.ts): fixtures with their markets, suspending
 * and reopening a market (market_suspensions, read by the board and the bet endpoints through
 * house/suspensions.ts), settling or voiding by hand (the settlement of house/sports.ts, with a reason),
 * the exposure of each selection and the results source's state.
 */

const MINUTE = 60_000;
/** When an event ends at the latest: a football match two halves and the break after kickoff, another sport's its model's longest. */
const matchEnd = (row: Pick<FixtureRow, 'kickoff'> & Partial<Pick<FixtureRow, 'sport' | 'params'>>) =>
  new Date(
    row.kickoff.getTime() +
      (row.sport
        ? eventMsOf({ sport: row.sport, params: row.params }, MATCH_MINUTES * MINUTE)
        : MATCH_MINUTES * MINUTE),
  );

export function fixtureState(
  row: Pick<FixtureRow, 'status' | 'kickoff'> & Partial<Pick<FixtureRow, 'sport' | 'params'>>,
  now: Date,
): FixtureState {
  if (row.status !== 'open') return row.status;
  if (now < row.kickoff) return 'upcoming';
  return now < matchEnd(row) ? 'live' : 'waiting';
}

/**
 * The SQL condition of a state, so the filter and the paging run in the database. Another sport's event is
 * counted live for as long as the longest of its sport can last (its own end is its model's: the rows say it).
 */
function stateCondition(state: FixtureState, now: Date, sport: SportId): SQL {
  const ended = new Date(now.getTime() - sportWindowMs(sport));
  switch (state) {
    case 'upcoming':
      return and(eq(fixtures.status, 'open'), gt(fixtures.kickoff, now))!;
    case 'live':
      return and(eq(fixtures.status, 'open'), lte(fixtures.kickoff, now), gt(fixtures.kickoff, ended))!;
    case 'waiting':
      return and(eq(fixtures.status, 'open'), lte(fixtures.kickoff, ended))!;
    default:
      return eq(fixtures.status, state);
  }
}

type Suspension = { at: Date; reason: string };

async function suspensionsOf(db: Db, codes: string[]): Promise<Map<string, Map<string, Suspension>>> {
  const out = new Map<string, Map<string, Suspension>>();
  if (codes.length === 0) return out;
  const rows = await db.select().from(marketSuspensions).where(inArray(marketSuspensions.fixtureCode, codes));
  for (const row of rows) {
    const markets = out.get(row.fixtureCode) ?? new Map<string, Suspension>();
    markets.set(row.market, { at: row.suspendedAt, reason: row.reason });
    out.set(row.fixtureCode, markets);
  }
  return out;
}

/** Each fixture's open bets and stakes: its open single bets, and the open slips with an open leg on it. */
async function openStakes(db: Db, codes: string[]): Promise<Map<string, { bets: number; cents: number }>> {
  const out = new Map<string, { bets: number; cents: number }>();
  if (codes.length === 0) return out;
  const singles = await db
    .select({
      code: sportsBets.fixtureCode,
      n: count(),
      cents: sql<string>`coalesce(sum(${sportsBets.amountCents}), 0)`,
    })
    .from(sportsBets)
    .where(and(inArray(sportsBets.fixtureCode, codes), eq(sportsBets.status, 'open')))
    .groupBy(sportsBets.fixtureCode);
  const slips = await db
    .select({
      code: sportsSlipLegs.fixtureCode,
      n: count(),
      cents: sql<string>`coalesce(sum(${sportsSlips.amountCents}), 0)`,
    })
    .from(sportsSlipLegs)
    .innerJoin(sportsSlips, eq(sportsSlips.id, sportsSlipLegs.slipId))
    .where(
      and(
        inArray(sportsSlipLegs.fixtureCode, codes),
        eq(sportsSlipLegs.status, 'open'),
        eq(sportsSlips.status, 'open'),
      ),
    )
    .groupBy(sportsSlipLegs.fixtureCode);
  for (const row of [...singles, ...slips]) {
    const was = out.get(row.code) ?? { bets: 0, cents: 0 };
    out.set(row.code, { bets: was.bets + row.n, cents: was.cents + Number(row.cents) });
  }
  return out;
}

/** GET /operator/sportsbook/fixtures. */
export async function traderFixtures(
  deps: Pick<AppDeps, 'db' | 'config'>,
  query: v.InferOutput<typeof TraderFixturesQuery>,
  now: Date,
) {
  const { db } = deps;
  // One sport's fixtures (football's unless asked): football's with its four markets, another sport's with
  // its main market (who wins); every market of any fixture is on the trader desk (traderDesk.ts).
  const sport = query.sport ?? 'football';
  const conditions: SQL[] = [eq(fixtures.sport, sport)];
  if (query.state) conditions.push(stateCondition(query.state, now, sport));
  if (query.day) {
    conditions.push(
      gte(fixtures.kickoff, saoPauloDayStart(query.day)),
      lt(fixtures.kickoff, saoPauloDayStart(query.day, 1)),
    );
  }
  // The league as the desk shows it (its name, part of it) or by its code.
  if (query.league) {
    const words = `%${query.league.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(eq(fixtures.league, query.league), ilike(fixtures.competition, words))!);
  }
  const where = and(...conditions);
  const { page, per_page: perPage } = query;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(fixtures)
      .where(where)
      .orderBy(asc(fixtures.kickoff), asc(fixtures.code))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(fixtures).where(where),
  ]);
  const codes = rows.map((r) => r.code);
  const [suspended, stakes] = await Promise.all([suspensionsOf(db, codes), openStakes(db, codes)]);
  const feed = sportsFeedOf(deps);
  const list: TraderFixture[] = [];
  for (const row of rows) {
    const priced = await pricedAt(feed, row, now);
    const own = suspended.get(row.code);
    const open = stakes.get(row.code) ?? { bets: 0, cents: 0 };
    list.push({
      ...fixtureHeading(row),
      sport: row.sport,
      ends_at: matchEnd(row).toISOString(),
      state: fixtureState(row, now),
      live: priced.live,
      result: row.result,
      score: row.homeGoals !== null && row.awayGoals !== null ? { home: row.homeGoals, away: row.awayGoals } : null,
      settled_by: row.settledBy,
      settled_at: row.settledAt?.toISOString() ?? null,
      markets: deskMarkets(row).map(({ id: market, selections }) => {
        const odds = priced.prices?.[market] ?? null;
        const suspension = own?.get(market);
        return {
          market,
          suspended: suspension !== undefined,
          suspended_at: suspension?.at.toISOString() ?? null,
          suspended_reason: suspension?.reason ?? null,
          priced: odds !== null,
          selections: selections.map((selection) => ({
            selection,
            odds: odds?.[selection] !== undefined ? formatMultiplier(odds[selection]) : null,
          })),
        };
      }),
      open_bets: open.bets,
      open_stakes: formatCents(open.cents),
    });
  }
  return { list, total: total?.n ?? 0, at: now.toISOString() };
}

/** The selections of a market the fixture offers (the board's four, or one its model lists), or null. */
export async function offeredSelections(
  deps: Pick<AppDeps, 'db' | 'config'>,
  row: FixtureRow,
  market: string,
): Promise<string[] | null> {
  const feed = sportsFeedOf(deps);
  const listed = await feed.markets?.(row, null, [market]);
  if (listed) {
    const found = listed.find((m) => m.id === modelMarketId(market));
    return found ? Object.keys(found.fair) : null;
  }
  return Object.hasOwn(MARKETS, market) ? [...MARKETS[market as keyof typeof MARKETS]] : null;
}

/** The fixture locked for update (a bet holds it for share: the change waits for bets in flight). */
async function lockedFixture(db: Db, code: string): Promise<FixtureRow> {
  const [row] = await db.select().from(fixtures).where(eq(fixtures.code, code)).for('update');
  if (!row) throw refusal('sports.fixture_not_found');
  return row;
}

const marketState = (code: string, market: string, row?: { suspendedAt: Date; reason: string }) => ({
  fixture: code,
  market,
  suspended: row !== undefined,
  suspended_at: row?.suspendedAt.toISOString() ?? null,
  suspended_reason: row?.reason ?? null,
});

/** POST /operator/sportsbook/markets/suspend, in the registry's transaction (with its audit line). */
export async function suspendMarket(
  deps: Pick<AppDeps, 'db' | 'config'>,
  body: { fixture: string; market: string; reason: string },
  staffId: number,
  now: Date,
) {
  const { db } = deps;
  const fixture = await lockedFixture(db, body.fixture);
  if (fixture.status !== 'open') throw refusal('sports.already_settled');
  // Any market the fixture offers: the board's four, or one its model lists; `*` is the whole match.
  if (body.market !== WHOLE_MATCH && !(await offeredSelections(deps, fixture, body.market))) {
    throw refusal('sports.market_invalid');
  }
  const [row] = await db
    .insert(marketSuspensions)
    .values({
      fixtureCode: fixture.code,
      market: body.market,
      suspendedAt: now,
      suspendedBy: staffId,
      reason: body.reason,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw refusal('sports.market_already_suspended');
  return { before: marketState(fixture.code, body.market), after: marketState(fixture.code, body.market, row) };
}

/** POST /operator/sportsbook/markets/reopen. */
export async function reopenMarket(db: Db, body: { fixture: string; market: string }) {
  const fixture = await lockedFixture(db, body.fixture);
  const [row] = await db
    .delete(marketSuspensions)
    .where(and(eq(marketSuspensions.fixtureCode, fixture.code), eq(marketSuspensions.market, body.market)))
    .returning();
  if (!row) throw refusal('sports.market_not_suspended');
  return { before: marketState(fixture.code, body.market, row), after: marketState(fixture.code, body.market) };
}

const settledView = (row: FixtureRow) => ({
  status: row.status,
  result: row.result,
  score: row.homeGoals !== null && row.awayGoals !== null ? { home: row.homeGoals, away: row.awayGoals } : null,
  settled_by: row.settledBy,
});

/** POST /operator/sportsbook/settle: house/sports.ts's settlement (a savepoint of the registry's transaction). */
export async function traderSettle(db: Db, body: { fixture: string; result: string }, now: Date) {
  const [before] = await db.select().from(fixtures).where(eq(fixtures.code, body.fixture));
  if (!before) throw refusal('sports.fixture_not_found');
  const answer = await settleFixture(db, body, now);
  const [after] = await db.select().from(fixtures).where(eq(fixtures.code, body.fixture));
  return {
    answer,
    before: settledView(before),
    after: {
      ...settledView(after!),
      bets_settled: answer.bets_settled,
      slips_settled: answer.slips_settled,
      paid_now: answer.paid_now,
    },
  };
}

/** Which selections of a market win at each of its outcomes (1X2 and double chance by the result). */
const OUTCOMES: Record<MarketId, Record<string, readonly string[]>> = {
  '1x2': { home: ['home'], draw: ['draw'], away: ['away'] },
  dc: { home: ['1x', '12'], draw: ['1x', 'x2'], away: ['12', 'x2'] },
  ou25: { over: ['over'], under: ['under'] },
  btts: { yes: ['yes'], no: ['no'] },
};

/** A market the desk's list and exposure show: its selections, and which win at each outcome. */
type DeskMarket = { id: string; selections: readonly string[]; outcomes: Record<string, readonly string[]> };

/** Football's four markets; another sport's main market, who wins (home or away). */
function deskMarkets(row: Pick<FixtureRow, 'sport'>): DeskMarket[] {
  if (isOtherSport(row.sport)) {
    return [{ id: MAIN_MARKET[row.sport], selections: ['home', 'away'], outcomes: { home: ['home'], away: ['away'] } }];
  }
  return (Object.keys(MARKETS) as MarketId[]).map((id) => ({ id, selections: MARKETS[id], outcomes: OUTCOMES[id] }));
}

type Figures = { bets: number; stakes: number; payout: number; accumulators: number; accumulatorPayout: number };

/** GET /operator/sportsbook/exposure: the fixture's open bets by market and selection. */
export async function fixtureExposure(
  deps: Pick<AppDeps, 'db' | 'config'>,
  code: string,
  now: Date,
): Promise<FixtureExposure> {
  const { db } = deps;
  const [row] = await db.select().from(fixtures).where(eq(fixtures.code, code));
  if (!row) throw refusal('sports.fixture_not_found');
  const figures = new Map<string, Figures>();
  const add = (market: string, selection: string, f: Partial<Figures>) => {
    const key = `${market}:${selection}`;
    const was = figures.get(key) ?? { bets: 0, stakes: 0, payout: 0, accumulators: 0, accumulatorPayout: 0 };
    figures.set(key, {
      bets: was.bets + (f.bets ?? 0),
      stakes: was.stakes + (f.stakes ?? 0),
      payout: was.payout + (f.payout ?? 0),
      accumulators: was.accumulators + (f.accumulators ?? 0),
      accumulatorPayout: was.accumulatorPayout + (f.accumulatorPayout ?? 0),
    });
  };
  // What a bet pays is floor(stake × odds / 100) (sportsWinCents, slipWinCents): integer division of
  // positive whole numbers in SQL is that floor, summed exactly.
  const singles = await db
    .select({
      selection: sportsBets.selection,
      n: count(),
      stakes: sql<string>`coalesce(sum(${sportsBets.amountCents}), 0)`,
      payout: sql<string>`coalesce(sum(${sportsBets.amountCents} * ${sportsBets.odds} / 100), 0)`,
    })
    .from(sportsBets)
    .where(and(eq(sportsBets.fixtureCode, row.code), eq(sportsBets.status, 'open')))
    .groupBy(sportsBets.selection);
  for (const s of singles) {
    add('1x2', s.selection, { bets: s.n, stakes: Number(s.stakes), payout: Number(s.payout) });
  }
  const legCount = sql<number>`(select count(*) from ${sportsSlipLegs} as l2 where l2.slip_id = ${sportsSlipLegs.slipId})`;
  const slips = await db
    .select({
      market: sportsSlipLegs.market,
      selection: sportsSlipLegs.selection,
      accumulator: sql<boolean>`${legCount} > 1`,
      n: count(),
      stakes: sql<string>`coalesce(sum(${sportsSlips.amountCents}), 0)`,
      payout: sql<string>`coalesce(sum(${sportsSlips.amountCents} * ${sportsSlips.odds} / 100), 0)`,
    })
    .from(sportsSlipLegs)
    .innerJoin(sportsSlips, eq(sportsSlips.id, sportsSlipLegs.slipId))
    .where(
      and(eq(sportsSlipLegs.fixtureCode, row.code), eq(sportsSlipLegs.status, 'open'), eq(sportsSlips.status, 'open')),
    )
    .groupBy(sportsSlipLegs.market, sportsSlipLegs.selection, sql`3`);
  for (const s of slips) {
    if (s.accumulator) add(s.market, s.selection, { accumulators: s.n, accumulatorPayout: Number(s.payout) });
    else add(s.market, s.selection, { bets: s.n, stakes: Number(s.stakes), payout: Number(s.payout) });
  }

  const priced = await pricedAt(sportsFeedOf(deps), row, now);
  const suspended = (await suspensionsOf(db, [row.code])).get(row.code);
  const markets: MarketExposure[] = deskMarkets(row).map(({ id: market, selections, outcomes }) => {
    const of = (selection: string) =>
      figures.get(`${market}:${selection}`) ?? { bets: 0, stakes: 0, payout: 0, accumulators: 0, accumulatorPayout: 0 };
    const stakes = selections.reduce((sum, s) => sum + of(s).stakes, 0);
    let worst = { outcome: '', payout: -1, accumulatorPayout: 0 };
    for (const [outcome, winners] of Object.entries(outcomes)) {
      const payout = winners.reduce((sum, s) => sum + of(s).payout, 0);
      const accumulatorPayout = winners.reduce((sum, s) => sum + of(s).accumulatorPayout, 0);
      if (payout > worst.payout) worst = { outcome, payout, accumulatorPayout };
    }
    const odds = priced.prices?.[market] ?? null;
    return {
      market,
      suspended: suspended?.has(market) ?? false,
      bets: selections.reduce((sum, s) => sum + of(s).bets, 0),
      stakes: formatCents(stakes),
      selections: selections.map((selection) => {
        const f = of(selection);
        return {
          selection,
          odds: odds?.[selection] !== undefined ? formatMultiplier(odds[selection]) : null,
          bets: f.bets,
          stakes: formatCents(f.stakes),
          payout: formatCents(f.payout),
          accumulators: f.accumulators,
          accumulator_payout: formatCents(f.accumulatorPayout),
        };
      }),
      worst: {
        outcome: worst.outcome,
        payout: formatCents(worst.payout),
        result: formatCents(stakes - worst.payout),
        accumulator_payout: formatCents(worst.accumulatorPayout),
      },
    };
  });
  const stakes = markets.reduce((sum, m) => sum + Math.round(Number(m.stakes) * 100), 0);
  const worstResult = markets.reduce((sum, m) => sum + Math.round(Number(m.worst.result) * 100), 0);
  return {
    fixture: row.code,
    home: row.home,
    away: row.away,
    state: fixtureState(row, now),
    markets,
    stakes: formatCents(stakes),
    worst_result: formatCents(worstResult),
  };
}

/** A result later than this after the match's end makes the feed "late". */
export const FEED_GRACE_MINUTES = 10;
const WAITING_LISTED = 50;

/** GET /operator/sportsbook/feed. */
export async function feedState(deps: Pick<AppDeps, 'db' | 'config'>, now: Date): Promise<FeedState> {
  const { db } = deps;
  const ended = new Date(now.getTime() - MATCH_MINUTES * MINUTE);
  const today = saoPauloDayStart(saoPauloDay(now));
  const waitingWhere = and(eq(fixtures.status, 'open'), lte(fixtures.kickoff, ended));
  const [[last], waiting, [waitingTotal], byWhom] = await Promise.all([
    db
      .select()
      .from(fixtures)
      .where(eq(fixtures.settledBy, 'feed'))
      .orderBy(desc(fixtures.settledAt), desc(fixtures.code))
      .limit(1),
    db
      .select()
      .from(fixtures)
      .where(waitingWhere)
      .orderBy(asc(fixtures.kickoff), asc(fixtures.code))
      .limit(WAITING_LISTED),
    db.select({ n: count() }).from(fixtures).where(waitingWhere),
    db
      .select({ by: fixtures.settledBy, n: count() })
      .from(fixtures)
      .where(gte(fixtures.settledAt, today))
      .groupBy(fixtures.settledBy),
  ]);
  const late = (row: FixtureRow) => Math.floor((now.getTime() - matchEnd(row).getTime()) / MINUTE);
  return {
    source: deps.config.sportsFeed ? 'provider' : 'simulator',
    state: waiting.some((row) => late(row) >= FEED_GRACE_MINUTES) ? 'late' : 'ok',
    grace_minutes: FEED_GRACE_MINUTES,
    at: now.toISOString(),
    last_result: last
      ? {
          fixture: last.code,
          home: last.home,
          away: last.away,
          score:
            last.homeGoals !== null && last.awayGoals !== null ? { home: last.homeGoals, away: last.awayGoals } : null,
          at: last.settledAt!.toISOString(),
        }
      : null,
    results_today: byWhom.find((r) => r.by === 'feed')?.n ?? 0,
    manual_today: byWhom.find((r) => r.by === 'operator')?.n ?? 0,
    waiting: waiting.map((row) => ({
      fixture: row.code,
      home: row.home,
      away: row.away,
      kickoff: row.kickoff.toISOString(),
      ended_at: matchEnd(row).toISOString(),
      minutes_late: late(row),
    })),
    waiting_total: waitingTotal?.n ?? 0,
  };
}

/** The trader's endpoints (contract/boSportsbook.ts), implemented. */
export const sportsbookRoutes: Route[] = [
  implement(SportsbookEndpoints.traderFixtures, async ({ deps, now, query }) => ({
    data: await traderFixtures(deps, query, now),
  })),
  implement(SportsbookEndpoints.suspendMarket, async ({ deps, now, body, staff, audit }) => {
    const { before, after } = await suspendMarket(deps, body, staff.id, now);
    Object.assign(audit, { subject: `market:${body.fixture}:${body.market}`, before, after });
    return { data: after };
  }),
  implement(SportsbookEndpoints.reopenMarket, async ({ deps, body, audit }) => {
    const { before, after } = await reopenMarket(deps.db, body);
    Object.assign(audit, { subject: `market:${body.fixture}:${body.market}`, before, after });
    return { data: after };
  }),
  implement(SportsbookEndpoints.traderSettle, async ({ deps, now, body, audit }) => {
    const { answer, before, after } = await traderSettle(deps.db, body, now);
    Object.assign(audit, { subject: `fixture:${body.fixture}`, before, after });
    return { data: answer };
  }),
  implement(SportsbookEndpoints.exposure, async ({ deps, now, query }) => ({
    data: await fixtureExposure(deps, query.fixture, now),
  })),
  implement(SportsbookEndpoints.feedState, async ({ deps, now }) => ({ data: await feedState(deps, now) })),
];
