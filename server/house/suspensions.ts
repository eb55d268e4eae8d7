import { inArray } from 'drizzle-orm';
import { marketSuspensions, priceOverrides } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { modelMarketId } from './footballMarkets';
import { MARKETS, type Prices } from './markets';

/**
 * What traders set by hand on fixtures (the back office: server/backoffice/sportsbook.ts), by fixture code:
 * the markets they suspended (any market id; `*` is the whole match) and the odds they overrode. Read after
 * the bet's fixtures are locked for share: a trader's change locks its fixture for update, so a bet either
 * commits before it or sees it.
 */
export interface TraderHold {
  /** The suspended markets, by the id the trader named (`*`: every market of the match). */
  markets: ReadonlySet<string>;
  /** The overridden odds (hundredths) by the model's market id (`ou25` is `total:2.5`), then selection. */
  odds: ReadonlyMap<string, Readonly<Record<string, number>>>;
}

/** The whole match's suspension: every market of the fixture at once. */
export const WHOLE_MATCH = '*';

const BOARD_IDS = Object.keys(MARKETS);

/** The ids a market goes by: its own, the model's, and the board's whose model id it is (`ou25`, `total:2.5`). */
export const aliasesOf = (market: string): string[] => {
  const model = modelMarketId(market);
  return [...new Set([market, model, ...BOARD_IDS.filter((b) => modelMarketId(b) === model)])];
};

export async function suspendedMarkets(db: Db | Tx, codes: readonly string[]): Promise<Map<string, TraderHold>> {
  const out = new Map<string, { markets: Set<string>; odds: Map<string, Record<string, number>> }>();
  if (codes.length === 0) return out;
  const holdOf = (code: string) => {
    const known = out.get(code);
    if (known) return known;
    const made = { markets: new Set<string>(), odds: new Map<string, Record<string, number>>() };
    out.set(code, made);
    return made;
  };
  const [suspended, overridden] = await Promise.all([
    db
      .select({ code: marketSuspensions.fixtureCode, market: marketSuspensions.market })
      .from(marketSuspensions)
      .where(inArray(marketSuspensions.fixtureCode, [...codes])),
    db
      .select({
        code: priceOverrides.fixtureCode,
        market: priceOverrides.market,
        selection: priceOverrides.selection,
        odds: priceOverrides.odds,
      })
      .from(priceOverrides)
      .where(inArray(priceOverrides.fixtureCode, [...codes])),
  ]);
  for (const row of suspended) holdOf(row.code).markets.add(row.market);
  for (const row of overridden) {
    const odds = holdOf(row.code).odds;
    const market = modelMarketId(row.market);
    odds.set(market, { ...odds.get(market), [row.selection]: row.odds });
  }
  return out;
}

/** Whether a trader suspended this market (under any of its ids) or the whole match. */
export const isSuspended = (hold: TraderHold | undefined, market: string): boolean =>
  !!hold && (hold.markets.has(WHOLE_MATCH) || aliasesOf(market).some((m) => hold.markets.has(m)));

/** The prices without the suspended markets (null: shown suspended, as a market the feed does not price). */
export function withoutSuspended(prices: Prices | null, hold: TraderHold | undefined): Prices | null {
  if (!prices || !hold || hold.markets.size === 0) return prices;
  const out = { ...prices };
  // A board market suspended is suspended under the model's id too (`ou25` is the model's `total:2.5`).
  for (const market of Object.keys(out)) if (isSuspended(hold, market)) out[market] = null;
  return out;
}

/**
 * The prices as the trader set them: suspended markets without prices, and each overridden selection at
 * the trader's odds while its market takes bets (a market the feed prices no more, or suspends around a
 * dangerous moment, stays without prices). What the board shows and a slip is placed at; the cash-out
 * values a slip from the feed's probabilities, never from an overridden price.
 */
export function traderPrices(prices: Prices | null, hold: TraderHold | undefined): Prices | null {
  const out = withoutSuspended(prices, hold);
  if (!out || !hold || hold.odds.size === 0) return out;
  const adjusted = { ...out };
  for (const [market, odds] of Object.entries(out)) {
    const set = hold.odds.get(modelMarketId(market));
    if (!odds || !set) continue;
    const changed = { ...odds };
    for (const [selection, value] of Object.entries(set)) if (selection in changed) changed[selection] = value;
    adjusted[market] = changed;
  }
  return adjusted;
}
