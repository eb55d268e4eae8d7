import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { memberExclusions, memberRef } from './members';

/*
 * What the notifications' job has already told: a pause or self-exclusion that ended (member_exclusions
 * refuses any change, so the mark is a row of its own). A limit that came into force is marked by the
 * job applying its pending value (server/notices/due.ts).
 */

/**
 * Each ended restriction the job has seen, once: the row is inserted in the transaction that writes the
 * "ended" notification (or, when another restriction still runs, none), so two processes never both tell.
 */
export const restrictionEndNotices = pgTable(
  'restriction_end_notices',
  {
    exclusionId: integer('exclusion_id')
      .primaryKey()
      .references(() => memberExclusions.id),
    memberId: memberRef(),
    noticedAt: at('noticed_at').notNull(),
  },
  (t) => [index('restriction_end_notices_member').on(t.memberId)],
);
