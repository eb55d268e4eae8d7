import { and, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  AnnouncementPostBody,
  BoAnnouncement,
  NotificationPreviewBody,
  NotificationSendBody,
  NotificationSent,
} from '../../../contract/boMessages';
import { normalizePhone } from '../../../contract/fields';
import { announcements, members, notifications, sites, staff, staffNotifications, type Site } from '../../db/schema';
import type { Db } from '../../db/types';
import { refusal, refusalWith } from '../../http/envelope';
import { maskPhone } from '../../recovery/phone';
import type { StaffActor } from '../staff';
import { siteOfCode } from './sites';

/**
 * Announcements (to a site's players, shown until they end) and notifications staff send (to one player,
 * or to every open account of a site), each with a preview; the CLI keeps /operator/announce and
 * /operator/notify.
 */

/* Announcements ------------------------------------------------------------------------------------- */

const announcementRow = {
  id: announcements.id,
  site: sites.code,
  title: announcements.title,
  body: announcements.body,
  createdAt: announcements.createdAt,
  endsAt: announcements.endsAt,
};
type AnnouncementRow = { id: number; site: string; title: string; body: string; createdAt: Date; endsAt: Date | null };

const announcementOf = (row: AnnouncementRow, now: Date): BoAnnouncement => ({
  id: row.id,
  site: row.site,
  title: row.title,
  body: row.body,
  created_at: row.createdAt.toISOString(),
  ends_at: row.endsAt?.toISOString() ?? null,
  state: row.endsAt !== null && row.endsAt <= now ? 'ended' : 'live',
});

/** GET /operator/announcements: newest first, of one site or all, live or ended. */
export async function listAnnouncements(
  db: Db,
  query: { site?: string | undefined; state?: 'live' | 'ended' | undefined; page: number; per_page: number },
  now: Date,
) {
  const site = query.site ? await siteOfCode(db, query.site) : null;
  const live = or(isNull(announcements.endsAt), gt(announcements.endsAt, now));
  const where = and(
    site ? eq(announcements.siteId, site.id) : undefined,
    query.state === 'live' ? live : query.state === 'ended' ? lte(announcements.endsAt, now) : undefined,
  );
  const rows = await db
    .select(announcementRow)
    .from(announcements)
    .innerJoin(sites, eq(sites.id, announcements.siteId))
    .where(where)
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ n: count() }).from(announcements).where(where);
  return { list: rows.map((row) => announcementOf(row, now)), total: total?.n ?? 0 };
}

/** POST /operator/announcements/post. */
export async function postAnnouncement(db: Db, body: v.InferOutput<typeof AnnouncementPostBody>, now: Date) {
  const site = await siteOfCode(db, body.site);
  const endsAt = body.ends_at ? new Date(body.ends_at) : null;
  if (endsAt && !(endsAt > now)) throw refusal('announcements.end_invalid');
  const [row] = await db
    .insert(announcements)
    .values({ siteId: site.id, title: body.title, body: body.body, createdAt: now, endsAt })
    .returning();
  return announcementOf({ ...row!, site: site.code }, now);
}

/** POST /operator/announcements/end: ends it now (its row locked: two ends at once, one ends it). */
export async function endAnnouncement(db: Db, id: number, now: Date) {
  const [row] = await db
    .select(announcementRow)
    .from(announcements)
    .innerJoin(sites, eq(sites.id, announcements.siteId))
    .where(eq(announcements.id, id))
    .for('update', { of: announcements });
  if (!row) throw refusal('announcements.not_found');
  const before = announcementOf(row, now);
  if (before.state === 'ended') throw refusal('announcements.ended_already');
  await db.update(announcements).set({ endsAt: now }).where(eq(announcements.id, id));
  return { before, after: announcementOf({ ...row, endsAt: now }, now) };
}

/* Notifications ------------------------------------------------------------------------------------- */

type Target = v.InferOutput<typeof NotificationPreviewBody>;

/** An open account of a site: not closed by its owner. */
const openMemberOf = (site: Site): SQL | undefined => and(eq(members.siteId, site.id), isNull(members.closedAt));

/**
 * Whom a notification goes to: one member (by id or phone, exactly one given) or every open account of a
 * site, which only an admin may write to.
 */
async function resolveTarget(db: Db, target: Target, actor: StaffActor) {
  if (target.to === 'site') {
    if (!actor.roles.includes('admin')) throw refusalWith('operator.role_forbidden', { roles: 'admin' });
    const site = await siteOfCode(db, target.site);
    const [row] = await db.select({ n: count() }).from(members).where(openMemberOf(site));
    return { to: 'site' as const, site, member: null, recipients: row?.n ?? 0 };
  }
  if ((target.member_id === undefined) === (target.phone === undefined)) throw refusal('notifications.target_invalid');
  const [member] = await db
    .select({ id: members.id, phone: members.phone, nickname: members.nickname, site: sites })
    .from(members)
    .innerJoin(sites, eq(sites.id, members.siteId))
    .where(
      target.member_id !== undefined
        ? eq(members.id, target.member_id)
        : eq(members.phone, normalizePhone(target.phone ?? '')),
    );
  if (!member) throw refusal('member.not_found');
  return { to: 'member' as const, site: member.site, member, recipients: 1 };
}

/** POST /operator/notifications/preview: who it reaches and what it shows; nothing is sent. */
export async function previewNotification(db: Db, body: Target, actor: StaffActor) {
  const target = await resolveTarget(db, body, actor);
  return {
    to: target.to,
    site: target.site.code,
    member: target.member
      ? { id: target.member.id, phone: maskPhone(target.member.phone), nickname: target.member.nickname }
      : null,
    recipients: target.recipients,
    title: body.title,
    body: body.body,
  };
}

const sentRow = {
  id: staffNotifications.id,
  to: staffNotifications.to,
  site: sites.code,
  memberId: staffNotifications.memberId,
  title: staffNotifications.title,
  body: staffNotifications.body,
  recipients: staffNotifications.recipients,
  actor: sql<string>`case when ${staff.kind} = 'token' then 'cli' else ${staff.email} end`,
  createdAt: staffNotifications.createdAt,
};
type SentRow = {
  id: number;
  to: 'member' | 'site';
  site: string;
  memberId: number | null;
  title: string;
  body: string;
  recipients: number;
  actor: string;
  createdAt: Date;
};
const sentOf = (row: SentRow): NotificationSent => ({
  id: row.id,
  to: row.to,
  site: row.site,
  member_id: row.memberId,
  title: row.title,
  body: row.body,
  recipients: row.recipients,
  actor: row.actor,
  created_at: row.createdAt.toISOString(),
});

const sentQuery = (db: Db) =>
  db
    .select(sentRow)
    .from(staffNotifications)
    .innerJoin(sites, eq(sites.id, staffNotifications.siteId))
    .innerJoin(staff, eq(staff.id, staffNotifications.staffId));

/**
 * POST /operator/notifications/send: once per key. The sending's row is claimed first (the key unique):
 * a second request with the key — a retry, a double tap, even at the same moment — finds it and sends
 * nothing; with another target or text it is refused. Each recipient's copy is a notification of their own,
 * all written in the request's transaction.
 */
export async function sendNotification(
  db: Db,
  body: v.InferOutput<typeof NotificationSendBody>,
  actor: StaffActor,
  now: Date,
) {
  const target = await resolveTarget(db, body, actor);
  const memberId = target.member?.id ?? null;
  const [claimed] = await db
    .insert(staffNotifications)
    .values({
      key: body.key,
      to: target.to,
      siteId: target.site.id,
      memberId,
      title: body.title,
      body: body.body,
      recipients: 0,
      staffId: actor.id,
      createdAt: now,
    })
    .onConflictDoNothing({ target: staffNotifications.key })
    .returning({ id: staffNotifications.id });
  if (!claimed) {
    const [earlier] = await sentQuery(db).where(eq(staffNotifications.key, body.key));
    const same =
      earlier &&
      earlier.to === target.to &&
      earlier.site === target.site.code &&
      earlier.memberId === memberId &&
      earlier.title === body.title &&
      earlier.body === body.body;
    if (!same) throw refusal('notifications.key_reused');
    return { sent: sentOf(earlier), new: false };
  }
  const recipients =
    memberId !== null
      ? [memberId]
      : (await db.select({ id: members.id }).from(members).where(openMemberOf(target.site))).map((m) => m.id);
  // In slices, so a large site's sending stays within a statement's parameters.
  for (let i = 0; i < recipients.length; i += 1000) {
    await db
      .insert(notifications)
      .values(
        recipients
          .slice(i, i + 1000)
          .map((id) => ({ memberId: id, title: body.title, body: body.body, createdAt: now })),
      );
  }
  await db
    .update(staffNotifications)
    .set({ recipients: recipients.length })
    .where(eq(staffNotifications.id, claimed.id));
  const [sent] = await sentQuery(db).where(eq(staffNotifications.id, claimed.id));
  return { sent: sentOf(sent!), new: true };
}

/** GET /operator/notifications/sent: newest first, of one site or player, or all. */
export async function sentNotifications(
  db: Db,
  query: { site?: string | undefined; member_id?: number | undefined; page: number; per_page: number },
) {
  const site = query.site ? await siteOfCode(db, query.site) : null;
  const where = and(
    site ? eq(staffNotifications.siteId, site.id) : undefined,
    query.member_id !== undefined ? eq(staffNotifications.memberId, query.member_id) : undefined,
  );
  const rows = await sentQuery(db)
    .where(where)
    .orderBy(desc(staffNotifications.createdAt), desc(staffNotifications.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ n: count() }).from(staffNotifications).where(where);
  return { list: rows.map(sentOf), total: total?.n ?? 0 };
}
