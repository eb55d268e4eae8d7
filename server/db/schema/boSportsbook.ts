import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { fixtures } from './games';

/* The back office's sportsbook (server/backoffice/sportsbook.ts): markets a trader suspended by hand. */

/**
 * A market of a fixture a trader suspended (any market id the fixture offers: the board's "1x2", "dc",
 * "ou25", "btts" or a model's, e.g. "ah:-0.5"; "*" is the whole match): while its row exists the board and
 * the markets endpoint show it without prices and the bet and cash-out endpoints refuse it
 * (sports.market_suspended, sports.cashout_suspended); reopening deletes the row. Who did it and why is in
 * the audit trail (subject `market:<fixture>:<market>`).
 */
export const marketSuspensions = pgTable(
  'market_suspensions',
  {
    fixtureCode: text('fixture_code')
      .notNull()
      .references(() => fixtures.code),
    market: text('market').notNull(),
    suspendedAt: at('suspended_at').notNull(),
    /** The staff member (staff.id) who suspended it. */
    suspendedBy: integer('suspended_by').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fixtureCode, t.market] }), index('market_suspensions_at_idx').on(t.suspendedAt)],
);

/**
 * A selection's odds a trader set by hand (in hundredths, at least 1.01), with the reason: while its row
 * exists the board, the markets endpoint and the slip use these odds instead of the feed's whenever the
 * market takes bets (a market the feed or a trader suspends stays suspended). The market is kept under the
 * model's id (`ou25` is `total:2.5`). Setting and removing it are in the audit trail
 * (subject `price:<fixture>:<market>:<selection>`).
 */
export const priceOverrides = pgTable(
  'price_overrides',
  {
    fixtureCode: text('fixture_code')
      .notNull()
      .references(() => fixtures.code),
    market: text('market').notNull(),
    selection: text('selection').notNull(),
    odds: integer('odds').notNull(),
    setAt: at('set_at').notNull(),
    /** The staff member (staff.id) who set it. */
    setBy: integer('set_by').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fixtureCode, t.market, t.selection] }),
    check('price_overrides_odds', sql`${t.odds} >= 101`),
  ],
);
/*
 * The reports and the dashboard (server/backoffice/reports.ts, dashboard.ts) read other areas' tables by
 * their settling times; the indexes that bound those reads to the range asked are written by hand at the
 * end of the migration i27_trading (on tables defined elsewhere): game_rounds (created_at), wallet_rounds
 * (settled_at) where settled, recharge_orders and withdrawal_orders (paid_at) where paid, members
 * (created_at), ledger_entries (created_at) where kind like 'reward.%'.
 */

export type MarketSuspensionRow = typeof marketSuspensions.$inferSelect;
export type PriceOverrideRow = typeof priceOverrides.$inferSelect;
