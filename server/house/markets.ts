import type { MarketId } from '../../contract/sports';
import { publicStream } from '../../engines/sports/calendar';

/**
 * The sportsbook's pricing and the live clock of a match, pure functions of a fixture, its timeline and
 * the clock (reads never write: a live fixture's minute, score and odds are derived from the time).
 *
 * Each side's goals are Poisson with the fixture's expected goals; a selection's fair probability p is
 * priced floor(100 / (p × (1 + MARGIN))) hundredths, so in every market Σ 1/odds is at least
 * (1 + MARGIN) times what the fair prices sum to (1 for 1X2, over/under, both teams to score; 2 for the
 * double chance, where each result is in two selections). A market with a price below 1.01 is suspended.
 */
export const MARGIN = 0.05;
export const MIN_ODDS = 101;
export const MAX_ODDS = 5000;

export const MARKETS: Record<MarketId, readonly string[]> = {
  '1x2': ['home', 'draw', 'away'],
  dc: ['1x', '12', 'x2'],
  ou25: ['over', 'under'],
  btts: ['yes', 'no'],
};

/** Minutes of play, of the half-time break, and the minute after which a live fixture takes no bets. */
export const HALF_MINUTES = 45;
export const BREAK_MINUTES = 15;
export const LAST_BET_MINUTE = 85;
/** The real minutes from kickoff to the final whistle (two halves and the break). */
export const MATCH_MINUTES = 2 * HALF_MINUTES + BREAK_MINUTES;

const MAX_GOALS = 10;

function poisson(lambda: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= MAX_GOALS; k++) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  return out;
}

/** The probability of every selection of every market, from the score so far and the goals still expected. */
export function probabilities(
  lambdaHome: number,
  lambdaAway: number,
  scored: [number, number] = [0, 0],
): Record<MarketId, Record<string, number>> {
  const ph = poisson(lambdaHome);
  const pa = poisson(lambdaAway);
  let home = 0;
  let draw = 0;
  let away = 0;
  let over = 0;
  let both = 0;
  let total = 0;
  for (let i = 0; i <= MAX_GOALS; i++) {
    for (let j = 0; j <= MAX_GOALS; j++) {
      const p = ph[i]! * pa[j]!;
      total += p;
      const h = scored[0] + i;
      const a = scored[1] + j;
      if (h > a) home += p;
      else if (h === a) draw += p;
      else away += p;
      if (h + a > 2) over += p;
      if (h > 0 && a > 0) both += p;
    }
  }
  const n = (x: number) => x / total;
  return {
    '1x2': { home: n(home), draw: n(draw), away: n(away) },
    dc: { '1x': n(home + draw), '12': n(home + away), x2: n(draw + away) },
    ou25: { over: n(over), under: n(total - over) },
    btts: { yes: n(both), no: n(total - both) },
  };
}

/** A fair probability as odds in hundredths with the margin, or null when it would be below 1.01. */
export function price(p: number): number | null {
  if (p <= 0) return MAX_ODDS;
  const odds = Math.floor(100 / (p * (1 + MARGIN)));
  if (odds < MIN_ODDS) return null;
  return Math.min(odds, MAX_ODDS);
}

/**
 * Every market's odds by market id: the board's four always (null while suspended), and a fixture priced
 * by a sport model (footballMarkets.ts) every other market it offers under the model's id.
 */
export type Prices = Record<MarketId, Record<string, number> | null> & {
  [market: string]: Record<string, number> | null | undefined;
};

/** Every market's odds; a market whose selection would fall below 1.01 (decided, or nearly) is null. */
export function pricesOf(lambdaHome: number, lambdaAway: number, scored: [number, number] = [0, 0]): Prices {
  const probs = probabilities(lambdaHome, lambdaAway, scored);
  const out = {} as Prices;
  for (const market of Object.keys(MARKETS) as MarketId[]) {
    const priced: Record<string, number> = {};
    let open = true;
    for (const selection of MARKETS[market]) {
      const odds = price(probs[market][selection]!);
      if (odds === null) open = false;
      else priced[selection] = odds;
    }
    out[market] = open ? priced : null;
  }
  return out;
}

/** Whether a selection wins with the final score. */
export function selectionWins(market: MarketId, selection: string, home: number, away: number): boolean {
  switch (market) {
    case '1x2':
      return selection === (home > away ? 'home' : home < away ? 'away' : 'draw');
    case 'dc':
      return selection === '1x' ? home >= away : selection === 'x2' ? away >= home : home !== away;
    case 'ou25':
      return home + away > 2 === (selection === 'over');
    case 'btts':
      return (home > 0 && away > 0) === (selection === 'yes');
  }
}

/**
 * A deterministic stream of numbers in [0, 1) from a text (FNV-1a seeded xorshift): for the schedule's
 * pairings, which are public. Never for what happens in a match (simulator.ts: a secret decides that).
 */
export const seeded = publicStream;

export interface LiveState {
  /** The match minute (1–90), or null at half time. */
  minute: number;
  /** A football match's period; `in_play` for the other sports (their `clock` says where they are). */
  period: 'first_half' | 'half_time' | 'second_half' | 'full_time' | 'in_play';
  home: number;
  away: number;
  /** For the other sports: the model's time the state (and the live prices) is taken at, in ms from the start. */
  at?: number;
  /** For the other sports: the model's clock ("Q3", "set2" with "6-4 2-1"…). */
  clock?: { period: string; label?: string };
}

/** The minutes (1 to 90) each side scores in a match, in order: what a live match follows. */
export interface Timeline {
  home: readonly number[];
  away: readonly number[];
}

/** Where a kicked-off match with this timeline is at `now`: its minute and score. */
export function liveState(timeline: Timeline, kickoff: Date, now: Date): LiveState {
  const elapsed = Math.floor((now.getTime() - kickoff.getTime()) / 60_000);
  let minute: number;
  let period: LiveState['period'];
  if (elapsed < HALF_MINUTES) [minute, period] = [elapsed + 1, 'first_half'];
  else if (elapsed < HALF_MINUTES + BREAK_MINUTES) [minute, period] = [HALF_MINUTES, 'half_time'];
  else if (elapsed < MATCH_MINUTES) [minute, period] = [elapsed - BREAK_MINUTES + 1, 'second_half'];
  else [minute, period] = [2 * HALF_MINUTES, 'full_time'];
  const count = (goals: readonly number[]) =>
    goals.filter((m) => m <= minute && !(period === 'half_time' && m > HALF_MINUTES)).length;
  return { minute, period, home: count(timeline.home), away: count(timeline.away) };
}

/** The fair probability of every selection by market id (the board's four, and a model's other markets). */
export type Probabilities = Record<MarketId, Record<string, number>> & {
  [market: string]: Record<string, number> | undefined;
};

/**
 * The fair probabilities at a live state (the cash-out's, server/house/cashout.ts), from the same goals
 * still expected as the live prices; null once the match takes no bets.
 */
export function liveProbabilities(xgHome: number, xgAway: number, state: LiveState): Probabilities | null {
  if (state.period === 'full_time' || state.minute > LAST_BET_MINUTE) return null;
  const left = (2 * HALF_MINUTES - state.minute) / (2 * HALF_MINUTES);
  return probabilities(xgHome * left, xgAway * left, [state.home, state.away]);
}

/** The live prices at a state: the goals still expected are the fixture's times the share of play left. */
export function livePrices(xgHome: number, xgAway: number, state: LiveState): Prices | null {
  if (state.period === 'full_time' || state.minute > LAST_BET_MINUTE) return null;
  const left = (2 * HALF_MINUTES - state.minute) / (2 * HALF_MINUTES);
  return pricesOf(xgHome * left, xgAway * left, [state.home, state.away]);
}
