import type { FairMarket, Outcome, SportModel } from '../../../engines/sports/model';
import { createRng } from '../../server/fuzz/generator';

/** A seeded stream of numbers in [0, 1) for the model tests (mulberry32, the fuzzer's). */
export const testRandom = createRng;

/** What one unit staked at odds `odds` returns with an outcome. */
export function unitReturn(outcome: Outcome, odds: number): number {
  switch (outcome) {
    case 'won':
      return odds;
    case 'lost':
      return 0;
    case 'void':
      return 1;
    case 'half_won':
      return (odds + 1) / 2;
    case 'half_lost':
      return 0.5;
  }
}

export interface SelectionReturn {
  market: string;
  selection: string;
  p: number;
  /** The mean return of one unit at the fair odds 1/p over the runs: 1 when the price is fair. */
  mean: number;
  /** Its standard error. */
  se: number;
}

/**
 * Plays `runs` events and settles every selection of the markets the model prices at `at` (null: before
 * the start), conditioned on `timeline` up to `at`: at fair odds each selection's mean return is 1 within
 * a few standard errors when the prices and the simulation agree. For live markets, `replay` plays a new
 * event that agrees with `timeline` up to `at` (the model's own conditional simulation).
 */
export function returnsAtFairOdds<P, T>(
  model: SportModel<P, T>,
  params: P,
  runs: number,
  seed = 1,
  live?: { timeline: T; at: number; replay: (random: () => number) => T },
): SelectionReturn[] {
  const markets: FairMarket[] = model.markets(params, live?.timeline ?? null, live?.at ?? null);
  const sums = markets.map((m) => m.selections.map(() => ({ sum: 0, sq: 0 })));
  const random = testRandom(seed);
  for (let r = 0; r < runs; r++) {
    const timeline = live ? live.replay(random) : model.simulate(params, random);
    markets.forEach((market, i) =>
      market.selections.forEach((selection, j) => {
        const value = unitReturn(model.settle(params, timeline, market.id, selection.id), 1 / selection.p);
        sums[i]![j]!.sum += value;
        sums[i]![j]!.sq += value * value;
      }),
    );
  }
  return markets.flatMap((market, i) =>
    market.selections.map((selection, j) => {
      const { sum, sq } = sums[i]![j]!;
      const mean = sum / runs;
      const variance = Math.max(0, sq / runs - mean * mean);
      return { market: market.id, selection: selection.id, p: selection.p, mean, se: Math.sqrt(variance / runs) };
    }),
  );
}

/** The selections whose fair price the simulation does not bear out (beyond `z` standard errors and `slack`). */
export const unfair = (returns: SelectionReturn[], z = 4.5, slack = 0.01) =>
  returns.filter((r) => Math.abs(r.mean - 1) > z * r.se + slack);
