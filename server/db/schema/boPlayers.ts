import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { staff } from './backoffice';
import { at } from './columns';
import { memberRef } from './members';

/* The back office's view of a player (server/backoffice/players): blocks and staff notes (a limit's history is responsible_limit_changes). */

/**
 * A block by the staff: while a row has no `lifted_at` the member cannot log in (auth.account_blocked)
 * and their sessions were ended with it. A row is only ever completed by its lifting, so the history of
 * blocks stays; at most one block is in force per member (the partial unique index), so two blocks at
 * once make one.
 */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef(),
    blockedAt: at('blocked_at').notNull(),
    blockedBy: integer('blocked_by')
      .notNull()
      .references(() => staff.id),
    reason: text('reason').notNull(),
    liftedAt: at('lifted_at'),
    liftedBy: integer('lifted_by').references(() => staff.id),
    liftReason: text('lift_reason'),
  },
  (t) => [
    index('member_blocks_member_idx').on(t.memberId, t.blockedAt),
    uniqueIndex('member_blocks_one_in_force')
      .on(t.memberId)
      .where(sql`${t.liftedAt} is null`),
    check('member_blocks_lifted', sql`(${t.liftedAt} is null) = (${t.liftedBy} is null)`),
  ],
);

/** The staff's notes on a player: append-only (a trigger refuses UPDATE and DELETE, as for the audit trail). */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    /** Who wrote it, as they were named then. */
    staffLabel: text('staff_label').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('staff_notes_member_idx').on(t.memberId, t.createdAt)],
);
