import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { members } from './members';

/*
 * The offer to set limits, made after sign-up and before the first deposit: a member's answer is kept here
 * (one row per member, the first answer), so the offer is not made again on any device once answered.
 */
export const limitsOffers = pgTable(
  'limits_offers',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** skipped: "Not now"; saved: limits were set from the offer. */
    answer: text('answer').notNull(),
    answeredAt: at('answered_at').notNull(),
  },
  (t) => [check('limits_offers_answer', sql`${t.answer} in ('skipped', 'saved')`)],
);
