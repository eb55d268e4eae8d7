import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { members } from './members';
import { sites } from './sites';
import { staff } from './backoffice';

/* The back office's promotions and site (server/backoffice/promotions). */

/**
 * A notification staff sent: to one member or to every open account of a site (each recipient's copy is a
 * row of `notifications`). `key` is the screen's own key for the sending, so a retry or a second tap sends
 * nothing again.
 */
export const staffNotifications = pgTable(
  'staff_notifications',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    to: text('to').$type<'member' | 'site'>().notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    memberId: integer('member_id').references(() => members.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    recipients: integer('recipients').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check(
      'staff_notifications_to',
      sql`(${t.to} = 'member') = (${t.memberId} is not null) and ${t.to} in ('member', 'site')`,
    ),
    index('staff_notifications_site').on(t.siteId, t.createdAt),
    index('staff_notifications_member').on(t.memberId),
  ],
);
