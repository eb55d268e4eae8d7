import type { MarketId } from '../contract/sports';
import { CASHOUT_MARGIN, cashOutOfferCents } from '../engines/cashOut';
import { slipOdds, slipReturnCents } from '../engines/slipOdds';
import {
  builderProbability,
  footballModel,
  footballTeam,
  type BuilderPick,
  type FootballParams,
} from '../engines/sports/football';
import type { FairMarket } from '../engines/sports/model';
import { BUILDER_BAND, builderPrice } from '../engines/sports/pricing';
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
} from '../server/house/markets';
import { timelineOf } from '../server/house/simulator';

/**
 * The "no edge" simulations of the sportsbook, written once for the tests (tests/server/cashout-edge.test.ts,
 * tests/unit/sports/footballBuilder.test.ts) and `npm run bench -- --only sports` (scripts/sports-rtp.ts):
 *
 * - cash-out: bets (singles and doubles on the simulator's matches, at its prices) cashed out by a strategy
 *   at the value the server offers (engines/cashOut.ts, from the model's live probabilities), else held to
 *   the final whistle and paid by the simulated score;
 * - bet builder: random builders of 2 to 4 picks from the markets of football matches of random sides, priced
 *   from the model's joint probability with the builder's margin, each match played many times and every
 *   builder on it settled by the model.
 *
 * Everything is seeded: the same arguments give the same bets and the same returns.
 */

// ---------------------------------------------------------------------------------------------- cash-out

const KICKOFF = new Date('2026-03-02T12:00:00.000Z');
/** Every cash-out bet's stake, in centavos. */
export const CASHOUT_STAKE = 1_000;

export interface CashOutLeg {
  market: MarketId;
  selection: string;
  odds: number;
  xg: [number, number];
  timeline: Timeline;
}

/** A bet: one leg (a single) or two (a double), each on its own match. */
export type CashOutBet = CashOutLeg[];

/**
 * `count` bets, each a single or a double, on matches of random expected goals at the pre-match prices:
 * the legs drawn from the stream `seeds.stream`, each match played by the simulator from the seed
 * `${seeds.matches}${n}`.
 */
export function cashOutBets(count: number, seeds: { stream: string; matches: string }): CashOutBet[] {
  const random = seeded(seeds.stream);
  const out: CashOutBet[] = [];
  let match = 0;
  const legOf = (): CashOutLeg | null => {
    const xg: [number, number] = [0.5 + random() * 1.8, 0.4 + random() * 1.5];
    const markets = Object.keys(MARKETS) as MarketId[];
    const market = markets[Math.floor(random() * markets.length)]!;
    const selection = MARKETS[market][Math.floor(random() * MARKETS[market].length)]!;
    const odds = pricesOf(...xg)[market]?.[selection];
    if (odds === undefined) return null;
    return { market, selection, odds, xg, timeline: timelineOf(`${seeds.matches}${match++}`, ...xg) };
  };
  while (out.length < count) {
    const legs = Array.from({ length: random() < 0.6 ? 1 : 2 }, legOf);
    if (legs.every((l) => l !== null)) out.push(legs);
  }
  return out;
}

/** The minutes a player may cash out at: before kickoff (0) and each minute of play to the last for bets. */
const MINUTES = Array.from({ length: MATCH_MINUTES }, (_, m) => m);
const stateAt = (leg: CashOutLeg, elapsed: number): LiveState | null =>
  elapsed === 0 ? null : liveState(leg.timeline, KICKOFF, new Date(KICKOFF.getTime() + elapsed * 60_000));

/** The offer at a minute, or null while suspended (the server's rule: every open leg's market priced). */
function offerAt(legs: CashOutBet, elapsed: number): number | null {
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
  return cashOutOfferCents(slipReturnCents(CASHOUT_STAKE, slipOdds(legs.map((l) => l.odds))), p);
}

/** Each bet's offer (centavos, or null while suspended) at each minute: the same whatever the strategy. */
export const cashOutOffers = (bets: readonly CashOutBet[]): (number | null)[][] =>
  bets.map((legs) => MINUTES.map((elapsed) => offerAt(legs, elapsed)));

/** What the bet pays when held: the slip's return if every leg wins on the final score, else nothing. */
function held(legs: CashOutBet): number {
  const won = legs.every((l) => selectionWins(l.market, l.selection, l.timeline.home.length, l.timeline.away.length));
  return won ? slipReturnCents(CASHOUT_STAKE, slipOdds(legs.map((l) => l.odds))) : 0;
}

/** Whether every leg is winning on the score at this minute (a lead). */
function leading(legs: CashOutBet, elapsed: number): boolean {
  return legs.every((l) => {
    const s = stateAt(l, elapsed);
    return s !== null && selectionWins(l.market, l.selection, s.home, s.away);
  });
}

/** Whether to take the offer at this minute. */
export type CashOutStrategy = (legs: CashOutBet, elapsed: number, random: () => number) => boolean;

/** The strategies, "never" (hold every bet to the final whistle) the reference. */
export const CASHOUT_STRATEGIES: Record<string, CashOutStrategy> = {
  never: () => false,
  always: () => true,
  'at every lead': (legs, elapsed) => leading(legs, elapsed),
  'at random': (_legs, _elapsed, random) => random() < 1 / 40,
};

/** What each bet paid (centavos): its cash-out, the first offer the strategy took, else its held result. */
export function playCashOut(
  strategy: CashOutStrategy,
  bets: readonly CashOutBet[],
  offers: readonly (readonly (number | null)[])[],
  seed = 'cash-out strategy',
): number[] {
  const random = seeded(seed);
  return bets.map((legs, i) => {
    for (const elapsed of MINUTES) {
      const offer = offers[i]![elapsed]!;
      if (offer !== null && offer > 0 && strategy(legs, elapsed, random)) return offer;
    }
    return held(legs);
  });
}

/** The most a cash-out strategy may return: 100 % less the stated cash-out margin. */
export const CASHOUT_CEILING = 1 - CASHOUT_MARGIN;

// ---------------------------------------------------------------------------------------------- bet builder

/** `count` football matches of random sides (attack, corners, cards), from Brazil, Spain and England in turn. */
export function builderMatches(count: number, random: () => number): FootballParams[] {
  const origins = ['pt', 'es', 'en'] as const;
  return Array.from({ length: count }, (_, i): FootballParams => {
    const origin = origins[i % 3]!;
    return {
      home: footballTeam(`H${i}`, `Home ${i}`, 0.7 + 1.9 * random(), origin, { corners: 4 + 3 * random() }),
      away: footballTeam(`A${i}`, `Away ${i}`, 0.5 + 1.5 * random(), origin, { yellows: 1.5 + 1.5 * random() }),
    };
  });
}

/** A builder placed on a match: its picks, its price (hundredths) and the model's joint probability. */
export interface BuilderBet {
  match: FootballParams;
  picks: BuilderPick[];
  odds: number;
  p: number;
  /**
   * The picks win together more often than apart (p > 1.25 × the product of their own probabilities):
   * where a book pricing the product of the legs would pay too much, the builders a bettor who has read
   * the code would choose.
   */
  together: boolean;
}

/** The markets builders pick from: those a match offers before kickoff, less the lines that push (the builder refuses them). */
const builderMarkets = (params: FootballParams) =>
  footballModel.markets(params, null, null).filter((m) => !/^(dnb|ah:[+-]?(\d+|\d+\.(25|75)))$/.test(m.id));

/** 2 to 4 random picks from these markets (possibly contradictory: the builder refuses those). */
function randomPicks(markets: readonly FairMarket[], random: () => number): BuilderPick[] {
  const count = 2 + Math.floor(random() * 3);
  const picks: BuilderPick[] = [];
  for (let i = 0; i < count; i++) {
    const market = markets[Math.floor(random() * markets.length)]!;
    const selection = market.selections[Math.floor(random() * market.selections.length)]!;
    picks.push({ market: market.id, selection: selection.id });
  }
  return picks;
}

/**
 * `perMatch` random builders on each match, at the builder's price; the combinations the builder refuses
 * (contradictory, unsupported, or past its longest odds) are counted and drawn again.
 */
export function placeBuilders(
  matches: readonly FootballParams[],
  perMatch: number,
  random: () => number,
): { bets: BuilderBet[]; refused: number } {
  const bets: BuilderBet[] = [];
  let refused = 0;
  for (const match of matches) {
    const markets = builderMarkets(match);
    const single = new Map(markets.flatMap((m) => m.selections.map((x) => [`${m.id} ${x.id}`, x.p] as const)));
    let placed = 0;
    while (placed < perMatch) {
      const picks = randomPicks(markets, random);
      const p = builderProbability(match, picks, null, null);
      const odds = p === null ? null : builderPrice(p);
      if (p === null || odds === null) {
        refused += 1;
        continue;
      }
      const apart = picks.reduce((prod, x) => prod * single.get(`${x.market} ${x.selection}`)!, 1);
      bets.push({ match, picks, odds, p, together: p > 1.25 * apart });
      placed += 1;
    }
  }
  return { bets, refused };
}

/** One played match's builders: how many, and what they paid (hundredths of a stake of 1), all and those whose picks win together. */
export interface BuilderPlay {
  bets: number;
  paid: number;
  togetherBets: number;
  togetherPaid: number;
}

/** Plays each match `replays` times and settles every builder on it by the model: one row per played match. */
export function playBuilders(
  matches: readonly FootballParams[],
  bets: readonly BuilderBet[],
  replays: number,
  random: () => number,
): BuilderPlay[] {
  const out: BuilderPlay[] = [];
  for (const params of matches) {
    const ofMatch = bets.filter((b) => b.match === params);
    const togetherBets = ofMatch.filter((b) => b.together).length;
    for (let r = 0; r < replays; r++) {
      const m = footballModel.simulate(params, random);
      const play = { bets: ofMatch.length, paid: 0, togetherBets, togetherPaid: 0 };
      for (const bet of ofMatch)
        if (bet.picks.every((x) => footballModel.settle(params, m, x.market, x.selection) === 'won')) {
          play.paid += bet.odds;
          if (bet.together) play.togetherPaid += bet.odds;
        }
      out.push(play);
    }
  }
  return out;
}

/**
 * The most a builder may return: every price is at most 1 / (p × (1 + margin)), so a bet returns at most
 * 1 / (1 + margin) of its stake (100 % less 9.09 % at the stated 10 %).
 */
export const BUILDER_CEILING = 1 / (1 + BUILDER_BAND.margin);

// ---------------------------------------------------------------------------------------------- measuring

/** A return (Σ paid / Σ staked) and its 95% interval. */
export interface Measured {
  /** Σ paid / Σ staked. */
  rtp: number;
  /** Its standard error. */
  se: number;
  low: number;
  high: number;
}

/**
 * The return of independent samples (a bet, or a played match with its bets), each what it paid and
 * staked: the ratio Σ paid / Σ staked, its standard error by the delta method (the samples' residuals
 * paid − rtp × staked), and its 95% interval.
 */
export function measureReturn(samples: readonly { paid: number; staked: number }[]): Measured {
  const used = samples.filter((s) => s.staked > 0);
  const n = used.length;
  const paid = used.reduce((sum, s) => sum + s.paid, 0);
  const staked = used.reduce((sum, s) => sum + s.staked, 0);
  const rtp = paid / staked;
  const squares = used.reduce((sum, s) => sum + (s.paid - rtp * s.staked) ** 2, 0);
  const se = n > 1 ? Math.sqrt((squares * n) / (n - 1)) / staked : Number.NaN;
  return { rtp, se, low: rtp - 1.96 * se, high: rtp + 1.96 * se };
}
