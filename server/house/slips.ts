import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  MAX_SLIP_LEGS,
  MAX_SLIP_ODDS,
  type MarketId,
  type FixtureMarkets,
  type MarketGroup,
  type MarketOdds,
  type Slip,
  type SlipBody,
  type SportsBoard,
  type SportsBoardQuery,
  type SportsEvent,
} from '../../contract/sports';
import type { AppDeps } from '../config';
import {
  fixtures,
  games,
  sportsSlipLegs,
  sportsSlips,
  type FixtureRow,
  type SportsSlipLegRow,
  type SportsSlipRow,
} from '../db/schema';
import type { Db, Tx } from '../db/types';
import { refusal, refusalWith } from '../http/envelope';
import { fieldError } from '../http/validate';
import { randomToken } from '../lib/random';
import { notice } from '../notices/notify';
import { checkBet, type Bettor } from '../responsible/guard';
import { credit, debit } from '../wallet/ledger';
import { formatCents } from '../wallet/money';
import { recordTurnover } from '../wallet/turnover';
import { BET_KIND, betCents, lockWallet, WIN_KIND } from './bets';
import { formatMultiplier } from './crash';
import { settledReturnCents, slipOdds, slipReturnCents } from '../../engines/slipOdds';
import type { Outcome } from '../../engines/sports/model';
import { fixtureHeading, LEAGUES } from './fixtures';
import { fairnessOf, sportsFeedOf } from './feed';
import type { FinalScore, SportsFeed } from './feedTypes';
import type { PricedMarket } from './footballMarkets';
import { MARKETS, MATCH_MINUTES, selectionWins, type LiveState, type Prices } from './markets';
import { breather } from '../lib/breather';
import { suspendedMarkets, traderPrices } from './suspensions';
import { allSuspended } from './dangerousMoments';
import {
  eventMsOf,
  isOtherSport,
  LONGEST_EVENT_MS,
  MAIN_MARKET,
  SPORT_LEAGUES,
  sportWindowMs,
  SPORTS,
  type SportParams,
} from './sportModels';

/**
 * The sports section: the board of fixtures with their markets (live ones priced from the clock), slips
 * (a single or an accumulator) placed at the odds the player saw, and their settlement leg by leg.
 */

const MINUTE = 60_000;
const MAX_ODDS_HUNDREDTHS = Math.round(Number(MAX_SLIP_ODDS) * 100);

export type Priced = {
  status: 'upcoming' | 'live' | 'closed';
  prices: Prices | null;
  live: SportsEvent['live'];
  /** The feed's state of a live fixture (what its model's probabilities are taken at), else null. */
  state: LiveState | null;
};

/** A fixture's markets at `now`, from the feed: fixed before kickoff, moving with the match while live. */
export async function pricedAt(
  feed: SportsFeed,
  row: FixtureRow,
  now: Date,
  only?: readonly string[],
): Promise<Priced> {
  const closed: Priced = { status: 'closed', prices: null, live: null, state: null };
  if (row.status !== 'open') return closed;
  if (now.getTime() >= row.kickoff.getTime() + eventMsOf(row, MATCH_MINUTES * MINUTE)) return closed;
  const state = await feed.events(row, now);
  if (state?.period === 'full_time') return closed;
  const prices = await feed.prices(row, state, only);
  if (!state) return { status: 'upcoming', prices, live: null, state: null };
  // Around a dangerous moment every market is suspended: shown without prices, a bet on one refused.
  const suspended = (await feed.suspended?.(row, now)) ?? false;
  return {
    status: 'live',
    prices: suspended ? allSuspended(prices) : prices,
    live: {
      minute: state.minute,
      period: state.period,
      score: { home: state.home, away: state.away },
      ...(state.clock && { clock: state.clock }),
    },
    state,
  };
}

/** The board's four markets: all a board read prices (a model fixture's other markets are its own page's). */
const BOARD_MARKET_IDS = Object.keys(MARKETS);

const marketsOf = (prices: Prices | null): MarketOdds[] =>
  (Object.keys(MARKETS) as MarketId[]).map((market) => {
    const odds = prices?.[market];
    return {
      market,
      selections: odds
        ? MARKETS[market].map((selection) => ({ selection, odds: formatMultiplier(odds[selection]!) }))
        : [],
    };
  });

/** Another sport's row: its main market, home and away. */
const mainMarketOf = (market: string, prices: Prices | null): NonNullable<SportsEvent['main']> => {
  const odds = prices?.[market];
  return {
    market,
    selections:
      odds && odds.home !== undefined && odds.away !== undefined
        ? (['home', 'away'] as const).map((selection) => ({ selection, odds: formatMultiplier(odds[selection]!) }))
        : [],
  };
};

/** Every league of every sport, with its sport. */
const ALL_LEAGUES = [
  ...LEAGUES.map((l) => ({ id: l.id, name: l.name, country: l.country, sport: 'football' as const })),
  ...SPORT_LEAGUES,
];

/**
 * The sports' navigation: each sport's open fixtures kicked off and not over by its model's longest event
 * (live), and to come (upcoming), counted from the schedule's rows without pricing them.
 */
async function sportsCounts(db: Db, now: Date): Promise<SportsBoard['sports']> {
  const rows = await db
    .select({
      sport: fixtures.sport,
      kickoff: fixtures.kickoff,
      // Only the other sports' params (their events' lengths): football's carry line-ups and last 105 minutes.
      params: sql<SportParams | null>`case when ${fixtures.sport} = 'football' then null else ${fixtures.params} end`,
    })
    .from(fixtures)
    .where(and(eq(fixtures.status, 'open'), gte(fixtures.kickoff, new Date(now.getTime() - LONGEST_EVENT_MS))));
  return SPORTS.map((id) => {
    const mine = rows.filter((r) => r.sport === id);
    return {
      id,
      upcoming: mine.filter((r) => r.kickoff.getTime() > now.getTime()).length,
      live: mine.filter(
        (r) =>
          r.kickoff.getTime() <= now.getTime() &&
          now.getTime() < r.kickoff.getTime() + eventMsOf(r, MATCH_MINUTES * MINUTE),
      ).length,
    };
  });
}

/**
 * GET /house/sports/board: a sport's leagues and fixtures still to bet on (football's when no sport is
 * named), live first then by kickoff, and the sports' navigation.
 */
export async function sportsBoard(
  deps: Pick<AppDeps, 'db' | 'config'>,
  query: v.InferOutput<typeof SportsBoardQuery>,
  now: Date,
): Promise<SportsBoard> {
  const league = query.league === undefined ? undefined : ALL_LEAGUES.find((l) => l.id === query.league);
  if (query.league !== undefined && !league) throw refusal('sports.league_not_found');
  const sport = query.sport ?? league?.sport ?? 'football';
  const feed = sportsFeedOf(deps);
  const rows = await deps.db
    .select()
    .from(fixtures)
    .where(
      and(
        eq(fixtures.status, 'open'),
        eq(fixtures.sport, sport),
        gte(fixtures.kickoff, new Date(now.getTime() - sportWindowMs(sport))),
      ),
    )
    .orderBy(asc(fixtures.kickoff), asc(fixtures.code));
  const events: SportsEvent[] = [];
  // Markets a trader suspended show without prices, as a market the feed does not price.
  const suspended = await suspendedMarkets(
    deps.db,
    rows.map((row) => row.code),
  );
  // A sport's first board prices every match of its four days: other requests run between them.
  const pause = breather();
  for (const row of rows) {
    await pause();
    const main = isOtherSport(row.sport) ? MAIN_MARKET[row.sport] : null;
    const priced = await pricedAt(feed, row, now, main ? [main] : BOARD_MARKET_IDS);
    if (priced.status === 'closed') continue;
    const prices = traderPrices(priced.prices, suspended.get(row.code));
    events.push({
      ...fixtureHeading(row),
      sport: row.sport,
      status: priced.status,
      live: priced.live,
      markets: main ? [] : marketsOf(prices),
      ...(main && { main: mainMarketOf(main, prices) }),
      commitment: (await feed.fairness?.commitment(row)) ?? null,
    });
  }
  const leagues = ALL_LEAGUES.filter((l) => l.sport === sport).map((league) => ({
    id: league.id,
    name: league.name,
    country: league.country,
    sport: league.sport,
    live: events.filter((e) => e.league === league.id && e.status === 'live').length,
    upcoming: events.filter((e) => e.league === league.id && e.status === 'upcoming').length,
  }));
  const chosen = events
    .filter((e) => query.league === undefined || e.league === query.league)
    .sort((a, b) => (a.status === b.status ? 0 : a.status === 'live' ? -1 : 1));
  return {
    at: now.toISOString(),
    sports: await sportsCounts(deps.db, now),
    leagues,
    events: query.limit === undefined ? chosen : chosen.slice(0, query.limit),
  };
}

/** The board's four markets' kinds and tabs, for a fixture priced without a model. */
export const BOARD_MARKETS: Record<MarketId, Pick<PricedMarket, 'kind' | 'group'>> = {
  '1x2': { kind: 'main', group: 'main' },
  dc: { kind: 'main', group: 'main' },
  ou25: { kind: 'totals', group: 'goals' },
  btts: { kind: 'main', group: 'main' },
};

const GROUPS: readonly MarketGroup[] = ['main', 'goals', 'handicaps', 'corners_cards', 'players'];

/**
 * GET /house/sports/fixtures/:code/markets: every market the fixture offers now by tab, each with its
 * kind and its selections' odds, or suspended (nearly decided, a dangerous moment, a trader): what a slip
 * may name. A fixture priced by a model lists the model's markets; one from before the models the board's four.
 */
export async function fixtureMarkets(
  deps: Pick<AppDeps, 'db' | 'config'>,
  code: string,
  now: Date,
): Promise<FixtureMarkets> {
  const [row] = await deps.db.select().from(fixtures).where(eq(fixtures.code, code.trim().toUpperCase()));
  if (!row) throw refusal('sports.fixture_not_found');
  const feed = sportsFeedOf(deps);
  const priced = await pricedAt(feed, row, now);
  const answer = { at: now.toISOString(), event: { ...fixtureHeading(row), status: priced.status, live: priced.live } };
  if (priced.status === 'closed') return { ...answer, groups: [] };
  const suspended = await suspendedMarkets(deps.db, [row.code]);
  const prices = traderPrices(priced.prices, suspended.get(row.code));
  const listed: readonly Pick<PricedMarket, 'id' | 'kind' | 'group' | 'fair'>[] =
    (await feed.markets?.(row, priced.state)) ??
    (Object.keys(MARKETS) as MarketId[]).map((id) => ({
      id,
      ...BOARD_MARKETS[id],
      fair: Object.fromEntries(MARKETS[id].map((s) => [s, 0])),
    }));
  const markets = listed.map((market) => {
    const odds = prices?.[market.id];
    const selections = Object.keys(market.fair);
    const open = !!odds && selections.every((s) => odds[s] !== undefined);
    return {
      group: market.group,
      market: {
        id: market.id,
        kind: market.kind,
        suspended: !open,
        selections: selections.map((selection) => ({
          selection,
          odds: open ? formatMultiplier(odds[selection]!) : null,
        })),
      },
    };
  });
  const groups = GROUPS.map((group) => ({
    group,
    markets: markets.filter((m) => m.group === group).map((m) => m.market),
  })).filter((g) => g.markets.length > 0);
  return { ...answer, groups };
}

/** The slip's total odds in hundredths: the exact product of its legs', rounded down once (engines/slipOdds.ts). */
export const combinedOdds = slipOdds;

/** What a slip pays when it wins: stake × total odds, rounded down to the centavo (engines/slipOdds.ts). */
export const slipWinCents = slipReturnCents;

const legKey = (leg: { fixture_id: string; market: string; selection: string }) =>
  `${leg.fixture_id}:${leg.market}:${leg.selection}`;

/** The sportsbook game slips are booked under (the catalogue's first sportsbook game). */
export async function sportsGame(db: Db) {
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.engine, 'sportsbook'), eq(games.listed, true)))
    .orderBy(asc(games.id))
    .limit(1);
  if (!game) throw refusal('game.not_found');
  return game;
}

/**
 * POST /house/sports/slip: one transaction: the legs' fixtures locked for share in code order (a
 * settlement waits for the bet, or the bet sees the fixture settled), each leg priced now and compared
 * with the odds the player saw (any difference refuses with every new price), the wallet locked, the
 * responsible-gambling checks, the stake debited (game.bet, ref = slip id). It counts as turnover once the
 * slip is settled, never when the slip is voided whole.
 */
export async function placeSlip(
  deps: AppDeps,
  bettor: Bettor,
  body: v.InferOutput<typeof SlipBody>,
  now: Date,
): Promise<Slip> {
  const codes = body.legs.map((l) => l.fixture_id.trim().toUpperCase());
  if (new Set(codes).size !== codes.length) throw refusal('sports.same_fixture');
  if (codes.length > MAX_SLIP_LEGS)
    throw refusalWith('sports.selections_count', { min: '1', max: String(MAX_SLIP_LEGS) });
  for (const leg of body.legs) {
    const board = isBoardMarket(leg.market) ? MARKETS[leg.market] : null;
    if (board && !board.includes(leg.selection)) throw refusal('sports.market_invalid');
  }
  const amount = betCents(body.amount);
  const game = await sportsGame(deps.db);
  const slipId = randomToken(deps.random, 12);

  return deps.db.transaction(async (tx) => {
    const feed = sportsFeedOf({ ...deps, db: tx });
    const rows = await tx
      .select()
      .from(fixtures)
      .where(inArray(fixtures.code, codes))
      .orderBy(asc(fixtures.code))
      .for('share');
    const byCode = new Map(rows.map((r) => [r.code, r]));
    const suspended = await suspendedMarkets(tx, codes);
    const legs: { leg: (typeof body.legs)[number]; row: FixtureRow; odds: number }[] = [];
    for (const [i, leg] of body.legs.entries()) {
      const row = byCode.get(codes[i]!);
      if (!row) throw refusal('sports.fixture_not_found');
      const priced = await pricedAt(feed, row, now, [leg.market]);
      if (priced.status === 'closed' || (priced.status === 'live' && priced.prices === null)) {
        throw refusal('sports.betting_closed');
      }
      // A market other than the board's four must be one the fixture's model offers (checked against its
      // markets before kickoff: live, a market it no longer prices is decided, and suspended).
      if (!isBoardMarket(leg.market)) {
        const offered = await feed.markets?.(row, null, [leg.market]);
        const market = offered?.find((m) => m.id === leg.market);
        if (!market || !Object.hasOwn(market.fair, leg.selection)) throw refusal('sports.market_invalid');
      }
      const odds = traderPrices(priced.prices, suspended.get(row.code))?.[leg.market]?.[leg.selection];
      if (odds === undefined) throw refusal('sports.market_suspended');
      legs.push({ leg, row, odds });
    }
    const changed = legs.filter(({ leg, odds }) => formatMultiplier(odds) !== leg.odds);
    const combined = combinedOdds(legs.map((l) => l.odds));
    if (changed.length > 0) {
      throw refusalWith(
        'sports.odds_changed',
        { odds: formatMultiplier(combined) },
        { changes: changed.map(({ leg, odds }) => ({ pick: legKey(leg), odds: formatMultiplier(odds) })) },
      );
    }
    if (combined > MAX_ODDS_HUNDREDTHS) throw refusalWith('sports.odds_above_maximum', { max: MAX_SLIP_ODDS });
    const taken = await takeSlip(
      tx,
      bettor,
      {
        id: slipId,
        gameId: game.id,
        kind: legs.length > 1 ? 'accumulator' : 'single',
        odds: combined,
        amountCents: amount,
      },
      legs.map(({ leg, row, odds }) => ({ fixtureCode: row.code, market: leg.market, selection: leg.selection, odds })),
      now,
    );
    const fairness = await fairnessByCode(feed, rows);
    return { ...toSlip(taken.slip, taken.legs, byCode, fairness), balance: formatCents(taken.balanceCents) };
  });
}

/**
 * A priced slip taken, in its placement's transaction: the wallet locked (the balance must cover the stake),
 * the responsible-gambling checks, the stake debited (game.bet, ref = slip id), the slip and its legs written.
 */
export async function takeSlip(
  tx: Tx,
  bettor: Bettor,
  slip: Pick<SportsSlipRow, 'id' | 'gameId' | 'kind' | 'odds' | 'amountCents'>,
  legs: Pick<SportsSlipLegRow, 'fixtureCode' | 'market' | 'selection' | 'odds'>[],
  now: Date,
): Promise<{ slip: SportsSlipRow; legs: SportsSlipLegRow[]; balanceCents: number }> {
  const { memberId } = bettor;
  if ((await lockWallet(tx, memberId)) < slip.amountCents) throw fieldError('amount', 'bet.insufficient_balance');
  await checkBet(tx, bettor, slip.amountCents, now);
  const debited = await debit(tx, memberId, slip.amountCents, BET_KIND, slip.id, now);
  const [row] = await tx
    .insert(sportsSlips)
    .values({ ...slip, memberId, status: 'open', placedAt: now })
    .returning();
  if (!row) throw new Error('Slip insert returned no row');
  const inserted = await tx
    .insert(sportsSlipLegs)
    .values(legs.map((leg) => ({ ...leg, slipId: slip.id })))
    .returning();
  return { slip: row, legs: inserted, balanceCents: debited.entry.balanceAfterCents };
}

type Fairness = Awaited<ReturnType<typeof fairnessOf>>;

/** Each fixture's commitment and (once settled or void) seed, by code. */
export async function fairnessByCode(feed: SportsFeed, rows: Iterable<FixtureRow>): Promise<Map<string, Fairness>> {
  const out = new Map<string, Fairness>();
  for (const row of rows) out.set(row.code, await fairnessOf(feed, row));
  return out;
}

/** A slip as the member sees it; `cashOut`: an open slip's offer now (server/house/cashout.ts). */
export function toSlip(
  slip: SportsSlipRow,
  legs: SportsSlipLegRow[],
  fixtureRows: Map<string, FixtureRow>,
  fairness: Map<string, Fairness>,
  cashOut: Slip['cash_out'] = null,
): Slip {
  return {
    slip_id: slip.id,
    kind: slip.kind,
    odds: formatMultiplier(slip.odds),
    amount: formatCents(slip.amountCents),
    potential_win: formatCents(slipWinCents(slip.amountCents, slip.odds)),
    status: slip.status,
    win_amount: formatCents(slip.winCents),
    cashed_stake: formatCents(slip.cashoutStakeCents),
    cashed_out: formatCents(slip.cashoutCents),
    cash_out: cashOut,
    placed_at: slip.placedAt.toISOString(),
    settled_at: slip.settledAt?.toISOString() ?? null,
    legs: legs.map((leg) => {
      const f = fixtureRows.get(leg.fixtureCode)!;
      return {
        fixture_id: leg.fixtureCode,
        sport: f.sport,
        competition: f.competition,
        home: f.home,
        away: f.away,
        kickoff: f.kickoff.toISOString(),
        market: leg.market,
        selection: leg.selection,
        odds: formatMultiplier(leg.odds),
        status: leg.status,
        score: f.homeGoals !== null && f.awayGoals !== null ? { home: f.homeGoals, away: f.awayGoals } : null,
        commitment: fairness.get(leg.fixtureCode)?.commitment ?? null,
        seed: fairness.get(leg.fixtureCode)?.seed ?? null,
      };
    }),
  };
}

export const SLIP_LIST_LIMIT = 100;

/**
 * GET /house/sports/slips: the member's latest 100 slips with their legs, newest first; each leg with its
 * fixture's commitment, and its seed once the fixture is settled or void.
 */
export async function listSlips(deps: Pick<AppDeps, 'db' | 'config'>, memberId: number): Promise<Slip[]> {
  const { db } = deps;
  const slips = await db
    .select()
    .from(sportsSlips)
    .where(eq(sportsSlips.memberId, memberId))
    .orderBy(desc(sportsSlips.placedAt), desc(sportsSlips.id))
    .limit(SLIP_LIST_LIMIT);
  if (slips.length === 0) return [];
  const legs = await db
    .select({ leg: sportsSlipLegs, fixture: fixtures })
    .from(sportsSlipLegs)
    .innerJoin(fixtures, eq(fixtures.code, sportsSlipLegs.fixtureCode))
    .where(
      inArray(
        sportsSlipLegs.slipId,
        slips.map((s) => s.id),
      ),
    )
    .orderBy(asc(fixtures.kickoff), asc(fixtures.code), asc(sportsSlipLegs.market), asc(sportsSlipLegs.selection));
  const fixtureRows = new Map(legs.map((l) => [l.fixture.code, l.fixture]));
  const fairness = await fairnessByCode(sportsFeedOf(deps), fixtureRows.values());
  return slips.map((slip) =>
    toSlip(
      slip,
      legs.filter((l) => l.leg.slipId === slip.id).map((l) => l.leg),
      fixtureRows,
      fairness,
    ),
  );
}

/** Whether a market is one of the board's four (every fixture has them). */
export const isBoardMarket = (market: string): market is MarketId => Object.hasOwn(MARKETS, market);

export type FixtureOutcome =
  | { kind: 'score'; home: number; away: number; settle?: FinalScore['settle'] }
  | { kind: 'result'; result: 'home' | 'draw' | 'away' }
  | { kind: 'void' };

/**
 * How a leg settles: with the played match's own settlement when the feed gives it (every market of a
 * sport model), else the board's four from the score or the bare result; any other market of a fixture
 * settled without its match (by hand) is void: the stake back.
 */
function legOutcome(market: string, selection: string, outcome: FixtureOutcome): Outcome {
  if (outcome.kind === 'void') return 'void';
  if (outcome.kind === 'score' && outcome.settle) return outcome.settle(market, selection);
  if (!isBoardMarket(market)) return 'void';
  if (outcome.kind === 'score') return selectionWins(market, selection, outcome.home, outcome.away) ? 'won' : 'lost';
  // A bare result settles 1X2 and the double chance; the goal markets cannot be told and are void.
  if (market === '1x2') return selection === outcome.result ? 'won' : 'lost';
  if (market === 'dc') {
    const wins = { '1x': ['home', 'draw'], '12': ['home', 'away'], x2: ['draw', 'away'] }[selection] ?? [];
    return wins.includes(outcome.result) ? 'won' : 'lost';
  }
  return 'void';
}

/**
 * Settles the fixture's open legs (in the settlement's transaction, the fixture locked for update), then
 * every slip with no open leg left, once (`WHERE status = 'open'`): lost if a leg lost, void if every
 * leg voided (the stake back; a builder's if any leg voided), else won (a builder: stake × its own odds): stake × the odds of the legs that won, rounded down (game.win,
 * ref = slip id, unique in the ledger). The stake is the part still riding: a slip cashed out whole is
 * no longer open and is passed by; one cashed out in part settles the rest. Answers how many slips it settled.
 */
export async function settleSlipLegs(
  tx: Tx,
  fixture: Pick<FixtureRow, 'code' | 'home' | 'away'>,
  outcome: FixtureOutcome,
  now: Date,
): Promise<number> {
  const { code } = fixture;
  const open = await tx
    .select()
    .from(sportsSlipLegs)
    .where(and(eq(sportsSlipLegs.fixtureCode, code), eq(sportsSlipLegs.status, 'open')))
    .orderBy(asc(sportsSlipLegs.slipId))
    .for('update');
  for (const leg of open) {
    await tx
      .update(sportsSlipLegs)
      .set({ status: legOutcome(leg.market, leg.selection, outcome) })
      .where(
        and(
          eq(sportsSlipLegs.slipId, leg.slipId),
          eq(sportsSlipLegs.fixtureCode, code),
          eq(sportsSlipLegs.market, leg.market),
          eq(sportsSlipLegs.selection, leg.selection),
        ),
      );
  }
  return settleDoneSlips(tx, fixture, [...new Set(open.map((l) => l.slipId))], now);
}

/**
 * Settles each of these slips that has no open leg left, once (settleSlipLegs' second half, also run by a
 * trader's settlement of one market: server/backoffice/traderDesk.ts). Answers how many it settled.
 */
export async function settleDoneSlips(
  tx: Tx,
  fixture: Pick<FixtureRow, 'home' | 'away'>,
  slipIds: readonly string[],
  now: Date,
): Promise<number> {
  if (slipIds.length === 0) return 0;
  const slips = await tx
    .select()
    .from(sportsSlips)
    .where(and(inArray(sportsSlips.id, [...slipIds]), eq(sportsSlips.status, 'open')))
    .orderBy(asc(sportsSlips.memberId), asc(sportsSlips.id))
    .for('update');
  let settled = 0;
  for (const slip of slips) {
    const legs = await tx.select().from(sportsSlipLegs).where(eq(sportsSlipLegs.slipId, slip.id));
    if (legs.some((l) => l.status === 'open')) continue;
    let status: 'won' | 'lost' | 'void';
    let win = 0;
    if (legs.some((l) => l.status === 'lost')) status = 'lost';
    else if (legs.every((l) => l.status === 'void')) [status, win] = ['void', slip.amountCents];
    // A builder is priced as one bet on all its selections: one void (or not wholly won) voids it, the stake back.
    else if (slip.kind === 'builder' && legs.some((l) => l.status !== 'won'))
      [status, win] = ['void', slip.amountCents];
    else if (slip.kind === 'builder') [status, win] = ['won', slipWinCents(slip.amountCents, slip.odds)];
    else {
      // Won, half won or half lost legs (a quarter line's half lost alone pays back half the stake).
      status = 'won';
      win = settledReturnCents(
        slip.amountCents,
        legs.map((l) => ({ odds: l.odds, status: l.status as Outcome })),
      );
    }
    const [done] = await tx
      .update(sportsSlips)
      .set({ status, winCents: win, settledAt: now })
      .where(and(eq(sportsSlips.id, slip.id), eq(sportsSlips.status, 'open')))
      .returning({ id: sportsSlips.id });
    if (!done) continue;
    settled += 1;
    // A settled stake counts as played now; a slip voided whole, its stake given back, never does.
    if (status !== 'void') await recordTurnover(tx, slip.memberId, slip.amountCents, BET_KIND, slip.id, now);
    if (win > 0) await credit(tx, slip.memberId, win, WIN_KIND, slip.id, now);
    // A single or a builder is told as a bet on its match (the last leg settled is this fixture); an
    // accumulator by its legs.
    const told = { status, stakeCents: slip.amountCents, winCents: win };
    if (legs.length === 1 || slip.kind === 'builder')
      await noticeBet(tx, slip.memberId, { ...told, event: matchName(fixture) }, now);
    else await noticeSlip(tx, slip.memberId, { ...told, legs: legs.length }, now);
  }
  return settled;
}

type Settled = 'won' | 'lost' | 'void';
const BET_NOTICES = { won: 'bet_won', lost: 'bet_lost', void: 'bet_void', part: 'bet_part' } as const;
const SLIP_NOTICES = { won: 'slip_won', lost: 'slip_lost', void: 'slip_void', part: 'slip_part' } as const;

/**
 * What a settled bet is told as: won, lost or void, or `part` when it paid back less than its stake (a
 * half-lost quarter line: won as a settlement, not as news).
 */
const toldAs = (bet: { status: Settled; stakeCents: number; winCents: number }) =>
  bet.status === 'won' && bet.winCents < bet.stakeCents ? 'part' : bet.status;

/** A match as a notification names it: "Flamengo x Palmeiras". */
export const matchName = (fixture: Pick<FixtureRow, 'home' | 'away'>) => `${fixture.home} x ${fixture.away}`;

/** What a settled bet's notification says of the money: the stake, and what it paid when it won. */
const money = (status: Settled, stakeCents: number, winCents: number) => ({
  stake: formatCents(stakeCents),
  ...(status === 'won' ? { win: formatCents(winCents) } : {}),
});

/**
 * Tells the member a bet on one match settled (bet_won, bet_lost, bet_void, bet_part), in the settlement's
 * transaction.
 */
export async function noticeBet(
  tx: Tx,
  memberId: number,
  bet: { status: Settled; stakeCents: number; winCents: number; event: string },
  now: Date,
) {
  const params = { ...money(bet.status, bet.stakeCents, bet.winCents), event: bet.event };
  await notice(tx, memberId, BET_NOTICES[toldAs(bet)], params, now);
}

/** Tells the member an accumulator settled (slip_won, slip_lost, slip_void, slip_part), by its number of legs. */
async function noticeSlip(
  tx: Tx,
  memberId: number,
  slip: { status: Settled; stakeCents: number; winCents: number; legs: number },
  now: Date,
) {
  const params = { ...money(slip.status, slip.stakeCents, slip.winCents), legs: String(slip.legs) };
  await notice(tx, memberId, SLIP_NOTICES[toldAs(slip)], params, now);
}

/** What the fixture's slips have paid so far, in centavos. */
export async function slipsPaidCents(tx: Tx, code: string): Promise<number> {
  const [paid] = await tx
    .select({ total: sql<string>`coalesce(sum(${sportsSlips.winCents}), 0)` })
    .from(sportsSlips)
    .where(
      and(
        ne(sportsSlips.status, 'open'),
        inArray(
          sportsSlips.id,
          tx.select({ id: sportsSlipLegs.slipId }).from(sportsSlipLegs).where(eq(sportsSlipLegs.fixtureCode, code)),
        ),
      ),
    );
  return Number(paid?.total ?? 0);
}
