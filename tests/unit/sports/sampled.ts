import type { Outcome, SportModel } from '../../../engines/sports/model';
import { MARGIN_BANDS, marginOf, priceMarket } from '../../../engines/sports/pricing';
import { testRandom, type SelectionReturn } from './modelCheck';

/**
 * The selections a sample of `runs` events can check: a selection expected to win fewer than `least` times
 * in the sample (a 3-0 against a team two sets up) is left to the exact computation that prices it.
 */
export const checkable = (returns: SelectionReturn[], runs: number, least = 5) =>
  returns.filter((r) => r.p * runs >= least);

/** Each pre-match selection's outcomes over `runs` played events ("market/selection" → sorted outcomes). */
export function outcomesReached<P, T>(model: SportModel<P, T>, params: P, runs: number, seed: number) {
  const seen = new Map<string, Set<Outcome>>();
  const random = testRandom(seed);
  const markets = model.markets(params, null, null);
  for (let r = 0; r < runs; r++) {
    const timeline = model.simulate(params, random);
    for (const m of markets)
      for (const s of m.selections) {
        const key = `${m.id}/${s.id}`;
        if (!seen.has(key)) seen.set(key, new Set());
        seen.get(key)!.add(model.settle(params, timeline, m.id, s.id));
      }
  }
  return [...seen].map(([key, outcomes]) => [key, [...outcomes].sort()] as const);
}

/**
 * The markets whose book prices leave their kind's band (above its max or below its margin), before the
 * start and at each moment of `timeline`.
 */
export function bandBreaches<P, T>(model: SportModel<P, T>, params: P, timeline: T, moments: readonly number[]) {
  return [null, ...moments].flatMap((at) =>
    model.markets(params, at === null ? null : timeline, at).flatMap((m) => {
      const odds = priceMarket(m);
      if (!odds) return [];
      const margin = marginOf(odds, m.fairSum);
      const band = MARGIN_BANDS[m.kind];
      return margin > band.max || margin < band.margin - 1e-9 ? [{ at, market: m.id, margin }] : [];
    }),
  );
}
