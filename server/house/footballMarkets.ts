import { createHash } from 'node:crypto';
import type { MarketId } from '../../contract/sportsBoard';
import {
  footballMarketsOf,
  footballModel,
  momentMs,
  type FootballParams,
  type FootballTimeline,
} from '../../engines/sports/football';
import type { FairMarket, MarketGroup, MarketKind, Outcome } from '../../engines/sports/model';
import { priceMarket } from '../../engines/sports/pricing';
import { MARKETS, type LiveState, type Prices, type Probabilities, type Timeline } from './markets';

/**
 * A football fixture with the model's params (fixtures.params) is priced and settled by the football model
 * (engines/sports/football.ts): every market it lists, each at the margin of its kind (engines/sports/
 * pricing.ts), before kickoff and live. The board's four markets keep their ids: `ou25` is the model's
 * `total:2.5`, the others are the model's own.
 */

/** The model's id of a market the board names otherwise. */
const MODEL_IDS: Record<MarketId, string> = { '1x2': '1x2', dc: 'dc', ou25: 'total:2.5', btts: 'btts' };

/** A market id as the model knows it (`ou25` is `total:2.5`; every other id is the model's). */
export const modelMarketId = (market: string) => MODEL_IDS[market as MarketId] ?? market;

/** A market of a fixture at the book's prices. */
export interface PricedMarket {
  id: string;
  kind: MarketKind;
  group: MarketGroup;
  /** Each selection's odds in hundredths, in the market's order; null while the market takes no bets (below 1.01). */
  odds: Record<string, number> | null;
  /** The selections' fair probabilities (the cash-out's value). */
  fair: Record<string, number>;
}

/** How many fixtures' markets are kept (pre-match prices never change; live ones change by the minute). */
const CACHE_SIZE = 1_000;
const cache = new Map<string, PricedMarket[]>();

export const priced = (market: FairMarket): PricedMarket => ({
  id: market.id,
  kind: market.kind,
  group: market.group,
  odds: priceMarket(market),
  fair: Object.fromEntries(market.selections.map((s) => [s.id, s.p])),
});

/**
 * The model's clock for a live state: the end of the minute the state shows (a goal "at minute m" is in
 * the score from the start of minute m, server/house/dangerousMoments.ts), so the prices are conditioned
 * on the goals the score shows and nothing else.
 */
export const modelAt = (state: LiveState) => momentMs(state.minute);

/**
 * Every market of a football fixture (or, with `only`, those markets: the board's four cost a tenth of
 * the whole), before kickoff (`live` null) or at a live state with its played timeline (conditioned on the
 * past only), priced; worked out once per fixture, minute and list.
 */
export function footballMarkets(
  params: FootballParams,
  played: { timeline: FootballTimeline; live: LiveState } | null,
  only?: readonly string[],
): PricedMarket[] {
  const at = played ? modelAt(played.live) : null;
  const ids = only && [...new Set(only.map(modelMarketId))].sort();
  const key = createHash('sha256')
    .update(JSON.stringify(params))
    .update(played ? `${at}:${JSON.stringify(played.timeline)}` : 'pre')
    .update(ids ? `:${ids.join(',')}` : ':all')
    .digest('base64');
  const known = cache.get(key);
  if (known) return known;
  const markets = footballMarketsOf(params, played?.timeline ?? null, at, ids && new Set(ids)).map(priced);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, markets);
  return markets;
}

/**
 * The prices of every market by id, with the board's four under the board's ids: a board market is priced
 * only with all of its selections (else it shows suspended, as today).
 */
export function pricesOfMarkets(markets: readonly PricedMarket[]): Prices {
  const out: Record<string, Record<string, number> | null> = {};
  for (const market of markets) out[market.id] = market.odds;
  for (const board of Object.keys(MARKETS) as MarketId[]) {
    const odds = out[MODEL_IDS[board]];
    out[board] = odds && MARKETS[board].every((s) => odds[s] !== undefined) ? odds : null;
  }
  return out as Prices;
}

/** The fair probabilities of every market by id (the board's under the board's ids too). */
export function probabilitiesOfMarkets(markets: readonly PricedMarket[]): Probabilities {
  const out: Record<string, Record<string, number>> = {};
  for (const market of markets) out[market.id] = market.fair;
  for (const board of Object.keys(MARKETS) as MarketId[]) {
    const fair = out[MODEL_IDS[board]];
    if (fair) out[board] = fair;
  }
  return out as Probabilities;
}

/** A played timeline as the live clock and the dangerous moments read it: each side's goal minutes (1 to 90). */
export const goalMinutes = (timeline: FootballTimeline): Timeline => ({
  home: timeline.goals.filter((g) => g.side === 'home').map((g) => Math.floor(g.t) + 1),
  away: timeline.goals.filter((g) => g.side === 'away').map((g) => Math.floor(g.t) + 1),
});

/**
 * How a selection settles with the played match; void for a selection the model does not know (every leg
 * was checked against the markets offered when it was placed, so this is only a guard).
 */
export function settleFootball(
  params: FootballParams,
  timeline: FootballTimeline,
  market: string,
  selection: string,
): Outcome {
  try {
    return footballModel.settle(params, timeline, modelMarketId(market), selection);
  } catch {
    return 'void';
  }
}
