import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { fixtures } from './games';

/* The back office's sportsbook (server/backoffice/sportsbook.ts): markets a trader suspended by hand. */

/**
 * A market of a fixture a trader suspended ("1x2", "dc", "ou25", "btts"): while its row exists the board
 * shows it without prices and the bet endpoints refuse it (sports.market_suspended); reopening deletes the
 * row. Who did it and why is in the audit trail (subject `market:<fixture>:<market>`).
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
  (t) => [
    primaryKey({ columns: [t.fixtureCode, t.market] }),
    index('market_suspensions_at_idx').on(t.suspendedAt),
    check('market_suspensions_market', sql`${t.market} in ('1x2', 'dc', 'ou25', 'btts')`),
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
