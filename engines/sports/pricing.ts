import type { FairMarket, MarketKind } from './model';

/**
 * The book's prices from fair probabilities: each market kind has a margin, published in the rules with
 * the band every market of that kind stays within. A selection of fair implied probability p is priced
 * floor(100 / (p × (1 + margin))) hundredths (rounding down only adds to the margin), capped at the kind's
 * longest odds; a market with a selection below 1.01 takes no bets (it is nearly decided).
 */

export interface MarginBand {
  /** The margin the prices are made with. */
  margin: number;
  /** The most Σ(1/odds) / fairSum − 1 may reach after rounding and the cap. */
  max: number;
  /** The longest odds of the kind, in hundredths. */
  maxOdds: number;
}

export const MIN_ODDS = 101;

export const MARGIN_BANDS: Record<MarketKind, MarginBand> = {
  main: { margin: 0.05, max: 0.08, maxOdds: 5_000 },
  handicap: { margin: 0.05, max: 0.08, maxOdds: 5_000 },
  totals: { margin: 0.05, max: 0.08, maxOdds: 5_000 },
  props: { margin: 0.08, max: 0.12, maxOdds: 5_000 },
  exact: { margin: 0.12, max: 0.2, maxOdds: 25_000 },
  players: { margin: 0.12, max: 0.2, maxOdds: 25_000 },
};

/** One selection's odds in hundredths at a margin, capped; null when below 1.01. */
export function priceOf(p: number, band: MarginBand): number | null {
  if (!(p > 0)) return band.maxOdds;
  const odds = Math.min(Math.floor(100 / (p * (1 + band.margin))), band.maxOdds);
  return odds < MIN_ODDS ? null : odds;
}

/** A market's odds (hundredths, by selection), or null when it takes no bets. */
export function priceMarket(market: FairMarket): Record<string, number> | null {
  const band = MARGIN_BANDS[market.kind];
  const out: Record<string, number> = {};
  for (const { id, p } of market.selections) {
    const odds = priceOf(p, band);
    if (odds === null) return null;
    out[id] = odds;
  }
  return out;
}

/** How much Σ(1/odds) exceeds the market's fair sum: the margin the prices hold. */
export function marginOf(odds: Record<string, number>, fairSum: number): number {
  return Object.values(odds).reduce((sum, o) => sum + 100 / o, 0) / fairSum - 1;
}

/**
 * A bet builder's price: the joint probability of its selections (from the match model, not the product
 * of their odds) at the builder's margin, or null below 1.01.
 */
export const BUILDER_BAND: MarginBand = { margin: 0.1, max: 0.15, maxOdds: 100_000 };
export const builderPrice = (joint: number) => priceOf(joint, BUILDER_BAND);
