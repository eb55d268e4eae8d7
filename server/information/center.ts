import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { AnnouncementList, NotificationList, SupportList } from '../../contract/information';
import { announcements, notifications, socialLinks } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { refusal } from '../http/envelope';
import { siteByCodeOrHost } from '../site/resolve';

/**
 * How players reach support: the chat first (the site's WhatsApp), then its other channels and the SAC's
 * e-mail from the site's legal data (the one the footer shows; none until the operator sets them).
 */
export async function supportChannels(db: Db, siteValue: string | undefined): Promise<SupportList> {
  const site = await siteByCodeOrHost(db, siteValue);
  const links = await db.select().from(socialLinks).where(eq(socialLinks.siteId, site.id));
  const chat = links.find((l) => l.name === 'WhatsApp');
  const telegram = links.find((l) => l.name === 'Telegram');
  const items = [
    chat && { title: 'Chat 24h', description: 'WhatsApp', linkurl: chat.url },
    telegram && { title: 'Telegram', description: telegram.url.replace(/^https?:\/\//, ''), linkurl: telegram.url },
    site.legal && { title: 'E-mail', description: site.legal.sac.email, linkurl: `mailto:${site.legal.sac.email}` },
  ].filter((item): item is { title: string; description: string; linkurl: string } => Boolean(item));
  return items.map((item, i) => ({ id: i + 1, ...item }));
}

const unreadOf = async (db: Db, memberId: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)));
  return row?.n ?? 0;
};

/** The member's notifications, newest first (the latest 100), and how many are unread. */
export async function memberNotifications(db: Db, memberId: number): Promise<NotificationList> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.memberId, memberId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(100);
  return {
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind ?? null,
      title: row.title,
      body: row.body,
      read: row.readAt !== null,
      created_at: row.createdAt.toISOString(),
    })),
    unread: await unreadOf(db, memberId),
  };
}

/** Marks one of the member's notifications read (another member's is not found), or all of them. */
export async function markRead(db: Db, memberId: number, id: number | undefined, now: Date) {
  if (id !== undefined) {
    const [row] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.memberId, memberId)));
    if (!row) throw refusal('information.notification_not_found');
  }
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.memberId, memberId),
        isNull(notifications.readAt),
        id !== undefined ? eq(notifications.id, id) : undefined,
      ),
    );
  return { unread: await unreadOf(db, memberId) };
}

/** The site's announcements still shown (not ended), newest first (the latest 50). */
export async function siteAnnouncements(db: Db, siteValue: string | undefined, now: Date): Promise<AnnouncementList> {
  const site = await siteByCodeOrHost(db, siteValue);
  const rows = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.siteId, site.id), or(isNull(announcements.endsAt), gt(announcements.endsAt, now))))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(50);
  return rows.map((row) => ({ id: row.id, title: row.title, body: row.body, created_at: row.createdAt.toISOString() }));
}

export async function announce(db: Db, body: { title: string; body: string; site?: string | undefined }, now: Date) {
  const site = await siteByCodeOrHost(db, body.site);
  const [row] = await db
    .insert(announcements)
    .values({ siteId: site.id, title: body.title, body: body.body, createdAt: now })
    .returning({ id: announcements.id });
  return { id: row!.id };
}

export async function notify(db: Db | Tx, memberId: number, body: { title: string; body: string }, now: Date) {
  const [row] = await db
    .insert(notifications)
    .values({ memberId, title: body.title, body: body.body, createdAt: now })
    .returning({ id: notifications.id });
  return { id: row!.id };
}

/** Unread notifications for the header's count (kept in the member's record as the app reads it). */
export const unreadNotifications = unreadOf;
