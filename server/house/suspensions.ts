import { inArray } from 'drizzle-orm';
import type { MarketId } from '../../contract/sportsBoard';
import { marketSuspensions } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { modelMarketId } from './footballMarkets';
import type { Prices } from './markets';

/**
 * The markets traders suspended by hand (the back office: server/backoffice/sportsbook.ts), by fixture
 * code. Read after the bet's fixtures are locked for share: a suspension locks its fixture for update,
 * so a bet either commits before it or sees it.
 */
export async function suspendedMarkets(db: Db | Tx, codes: readonly string[]): Promise<Map<string, Set<MarketId>>> {
  const out = new Map<string, Set<MarketId>>();
  if (codes.length === 0) return out;
  const rows = await db
    .select({ code: marketSuspensions.fixtureCode, market: marketSuspensions.market })
    .from(marketSuspensions)
    .where(inArray(marketSuspensions.fixtureCode, [...codes]));
  for (const row of rows) {
    const markets = out.get(row.code) ?? new Set<MarketId>();
    markets.add(row.market as MarketId);
    out.set(row.code, markets);
  }
  return out;
}

/** The prices without the suspended markets (null: shown suspended, as a market the feed does not price). */
export function withoutSuspended(prices: Prices | null, suspended: ReadonlySet<string> | undefined): Prices | null {
  if (!prices || !suspended || suspended.size === 0) return prices;
  const out = { ...prices };
  // A board market suspended is suspended under the model's id too (`ou25` is the model's `total:2.5`).
  for (const market of suspended) {
    out[market as MarketId] = null;
    if (modelMarketId(market) in out) out[modelMarketId(market)] = null;
  }
  return out;
}
