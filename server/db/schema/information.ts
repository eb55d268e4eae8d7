import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { memberRef } from './members';
import { sites } from './sites';

/* Announcements, notifications and e-mail codes. */

/** The operator's announcements to a site's players (shown as text, never as HTML). */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
    /** When it stops being shown (planned at posting, or now when staff end it); null: until ended. */
    endsAt: at('ends_at'),
  },
  (t) => [index('announcements_site').on(t.siteId, t.createdAt)],
);

/** Messages to one member; unread until the member marks them read. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef(),
    /** The event (server/notices/notify.ts NoticeKind); null for the operator's own words. */
    kind: text('kind'),
    /** What the texts were filled with (amounts as the API writes them). */
    params: jsonb('params').$type<Record<string, string>>(),
    /** Rendered once, in the member's language, when the event happened. */
    title: text('title').notNull(),
    body: text('body').notNull(),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('notifications_member').on(t.memberId, t.createdAt),
    // The unread count the header shows (/api/auth/me), without reading every notification read before.
    index('notifications_member_unread')
      .on(t.memberId)
      .where(sql`${t.readAt} is null`),
  ],
);
