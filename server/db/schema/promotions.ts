import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { memberRef, members } from './members';

/* Wheel spins, agency rewards and subordinate requests. */

/**
 * Each spin of a wheel, once per (wheel, member, ref): the daily wheel's ref is the São Paulo day, the
 * lottery wheel's the spin's number. A prize worth money is also a ledger entry (reward.<wheel>).
 */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef(),
    wheel: text('wheel').$type<'dailywheel' | 'lotterywheel'>().notNull(),
    ref: text('ref').notNull(),
    prizeId: integer('prize_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('wheel_spins_once').on(t.wheel, t.memberId, t.ref),
    check('wheel_spins_wheel', sql`${t.wheel} in ('dailywheel', 'lotterywheel')`),
    check('wheel_spins_amount', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * An agent's rewards for one São Paulo day, settled by the operator (npm run admin -- agency settle):
 * once per agent and day; claimable until the agent claims it, then paid through the ledger.
 */
export const agencyRewards = pgTable(
  'agency_rewards',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    day: text('day').notNull(),
    directCents: bigint('direct_cents', { mode: 'number' }).notNull(),
    indirectCents: bigint('indirect_cents', { mode: 'number' }).notNull(),
    settledAt: at('settled_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [
    unique('agency_rewards_once').on(t.agentId, t.day),
    check('agency_rewards_amounts', sql`${t.directCents} >= 0 and ${t.indirectCents} >= 0`),
  ],
);

/**
 * An agent's request to take an existing member as a subordinate: it links them only when the member,
 * logged in as themselves, accepts it (one pending request per agent and member).
 */
export const subordinateRequests = pgTable(
  'subordinate_requests',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    memberId: memberRef(),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('subordinate_requests_pending')
      .on(t.agentId, t.memberId)
      .where(sql`${t.status} = 'pending'`),
    index('subordinate_requests_member').on(t.memberId, t.status),
    check('subordinate_requests_status', sql`${t.status} in ('pending', 'accepted', 'declined')`),
  ],
);
