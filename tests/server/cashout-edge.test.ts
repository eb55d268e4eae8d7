import { describe, expect, it } from 'vitest';
import type { MarketId } from '../../contract/sports';
import { CASHOUT_MARGIN, cashOutOfferCents } from '../../engines/cashOut';
import { slipOdds, slipReturnCents } from '../../engines/slipOdds';
import {
  LAST_BET_MINUTE,
  liveProbabilities,
  livePrices,
  liveState,
  MARKETS,
  MATCH_MINUTES,
  pricesOf,
  probabilities,
  seeded,
  selectionWins,
  type LiveState,
  type Timeline,
} from '../../server/house/markets';
import { timelineOf } from '../../server/house/simulator';

/**
 * No edge in cash-out: bets (singles and doubles on the simulator's matches, at its prices) cashed out by
 * a strategy at the value the server offers (engines/cashOut.ts, from the model's live probabilities),
 * else held to the final whistle and paid by the simulated score. Whatever the strategy, the return stays
 * at most 100 % less the stated cash-out margin.
 */

const KICKOFF = new Date('2026-03-02T12:00:00.000Z');
const BETS = 12_000;
const STAKE = 1_000;

interface Leg {
  market: MarketId;
  selection: string;
  odds: number;
  xg: [number, number];
  timeline: Timeline;
}

/** The bets: each a single or a double, on a match of random expected goals, at the pre-match prices. */
function bets(): Leg[][] {
  const random = seeded('cash-out edge');
  const out: Leg[][] = [];
  let match = 0;
  const legOf = (): Leg | null => {
    const xg: [number, number] = [0.5 + random() * 1.8, 0.4 + random() * 1.5];
    const markets = Object.keys(MARKETS) as MarketId[];
    const market = markets[Math.floor(random() * markets.length)]!;
    const selection = MARKETS[market][Math.floor(random() * MARKETS[market].length)]!;
    const odds = pricesOf(...xg)[market]?.[selection];
    if (odds === undefined) return null;
    return { market, selection, odds, xg, timeline: timelineOf(`edge-${match++}`, ...xg) };
  };
  while (out.length < BETS) {
    const legs = Array.from({ length: random() < 0.6 ? 1 : 2 }, legOf);
    if (legs.every((l) => l !== null)) out.push(legs);
  }
  return out;
}

/** The minutes a player may cash out at: before kickoff (0) and each minute of play to the last for bets. */
const MINUTES = Array.from({ length: MATCH_MINUTES }, (_, m) => m);
const stateAt = (leg: Leg, elapsed: number): LiveState | null =>
  elapsed === 0 ? null : liveState(leg.timeline, KICKOFF, new Date(KICKOFF.getTime() + elapsed * 60_000));

/** The offer at a minute, or null while suspended (the server's rule: every open leg's market priced). */
function offerAt(legs: Leg[], elapsed: number): number | null {
  let p = 1;
  for (const leg of legs) {
    const state = stateAt(leg, elapsed);
    if (state && (state.minute > LAST_BET_MINUTE || state.period === 'full_time')) return null;
    const prices = state ? livePrices(...leg.xg, state) : pricesOf(...leg.xg);
    if (!prices?.[leg.market]) return null;
    // Before kickoff the whole match is still to play: the pre-match probabilities.
    const probs = state ? liveProbabilities(...leg.xg, state)! : probabilities(...leg.xg);
    p *= probs[leg.market][leg.selection]!;
  }
  return cashOutOfferCents(slipReturnCents(STAKE, slipOdds(legs.map((l) => l.odds))), p);
}

/** Whether every leg wins on the final score, and what the slip then pays. */
function held(legs: Leg[]): number {
  const won = legs.every((l) => selectionWins(l.market, l.selection, l.timeline.home.length, l.timeline.away.length));
  return won ? slipReturnCents(STAKE, slipOdds(legs.map((l) => l.odds))) : 0;
}

/** Whether every leg is winning on the score at this minute (a lead). */
function leading(legs: Leg[], elapsed: number): boolean {
  return legs.every((l) => {
    const s = stateAt(l, elapsed);
    return s !== null && selectionWins(l.market, l.selection, s.home, s.away);
  });
}

type Strategy = (legs: Leg[], elapsed: number, random: () => number) => boolean;

const STRATEGIES: Record<string, Strategy> = {
  never: () => false,
  always: () => true,
  'at every lead': (legs, elapsed) => leading(legs, elapsed),
  'at random': (_legs, _elapsed, random) => random() < 1 / 40,
};

/** The return to player of a strategy: what the bets paid (cash-outs and held wins) over what they staked. */
function play(strategy: Strategy, all: Leg[][], offers: (number | null)[][]): number {
  const random = seeded('cash-out strategy');
  let paid = 0;
  for (const [i, legs] of all.entries()) {
    let cashed: number | null = null;
    for (const elapsed of MINUTES) {
      const offer = offers[i]![elapsed]!;
      if (offer !== null && offer > 0 && strategy(legs, elapsed, random)) {
        cashed = offer;
        break;
      }
    }
    paid += cashed ?? held(legs);
  }
  return paid / (all.length * STAKE);
}

describe('cash-out gives no edge', () => {
  it(`returns at most ${100 - CASHOUT_MARGIN * 100}% over ${BETS} bets, whatever the strategy`, () => {
    const all = bets();
    // Each bet's offer at each minute, the same whatever the strategy.
    const offers = all.map((legs) => MINUTES.map((elapsed) => offerAt(legs, elapsed)));
    const returns = Object.fromEntries(Object.entries(STRATEGIES).map(([name, s]) => [name, play(s, all, offers)]));
    console.log(
      'cash-out strategies, return to player:',
      Object.entries(returns)
        .map(([name, r]) => `${name} ${(r * 100).toFixed(2)}%`)
        .join(', '),
    );
    for (const r of Object.values(returns)) expect(r).toBeLessThanOrEqual(1 - CASHOUT_MARGIN);
    // Cashing out at once gives back the fair value less both margins: never more than holding.
    expect(returns.always).toBeLessThan((1 - CASHOUT_MARGIN) ** 2 + 0.01);
  }, 120_000);
});
