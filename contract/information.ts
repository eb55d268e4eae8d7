import * as v from 'valibot';
import { Id, LangField, Line, plainText, plainFreeText } from './common';
import { endpoint } from './endpoint';
import { says } from './says';

/** The information center: support channels, the member's notifications, the site's announcements. */

/** GET /api/informationcenter/support: the first item's linkurl is the chat. */
export const SupportItem = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  linkurl: v.string(),
});
export const SupportList = v.array(SupportItem);
export type SupportList = v.InferOutput<typeof SupportList>;

export const Notification = v.object({
  id: v.number(),
  /**
   * What the notification is about, for its icon and link (server/notices/notify.ts: deposit_credited,
   * withdrawal_paid, bet_won, limit_effective, password_changed…); null for the operator's own text.
   */
  kind: v.nullable(v.string()),
  title: v.string(),
  body: v.string(),
  read: v.boolean(),
  created_at: v.string(),
});
export type Notification = v.InferOutput<typeof Notification>;
/** GET /api/informationcenter/notification. */
export const NotificationList = v.object({ list: v.array(Notification), unread: v.number() });
export type NotificationList = v.InferOutput<typeof NotificationList>;
/** POST /api/informationcenter/notification/read: one notification, or all when no id. */
export const NotificationReadBody = v.object({
  id: v.optional(Id(says('information.notification_not_found'))),
  lang: LangField,
});
export const NotificationReadResult = v.object({ unread: v.number() });

export const Announcement = v.object({ id: v.number(), title: v.string(), body: v.string(), created_at: v.string() });
/** GET /api/informationcenter/announcement (the site's, by host or site code). */
export const AnnouncementList = v.array(Announcement);
export type AnnouncementList = v.InferOutput<typeof AnnouncementList>;
export const SiteQuery = v.object({ lang: LangField, site: v.optional(Line(253)) });

/** A title is one line; a body is free text (tabs and line breaks allowed, no other control character). */
const Text = (message: string, max: number, free = false) =>
  v.pipe(
    v.string(message),
    free ? plainFreeText(message) : plainText(message),
    v.trim(),
    v.minLength(1, message),
    v.maxLength(max, message),
  );
/** POST /api/operator/announce and /api/operator/notify. */
export const AnnounceBody = v.object({
  title: Text(says('information.title_required'), 120),
  body: Text(says('information.body_required'), 4000, true),
  site: v.optional(Line(253)),
});
export const NotifyBody = v.object({
  phone: v.pipe(v.string(), plainText()),
  title: Text(says('information.title_required'), 120),
  body: Text(says('information.body_required'), 4000, true),
});
export const PostedResult = v.object({ id: v.number() });

/* The information center's endpoints. */

export const InformationEndpoints = {
  support: endpoint({
    method: 'get',
    path: '/informationcenter/support',
    summary: 'Support channels of the site (by site code or host); the first item’s linkurl is the chat',
    tag: 'information',
    auth: 'public',
    query: SiteQuery,
    response: SupportList,
  }),
  notifications: endpoint({
    method: 'get',
    path: '/informationcenter/notification',
    summary: 'The member’s notifications, newest first, and how many are unread',
    tag: 'information',
    auth: 'member',
    query: SiteQuery,
    response: NotificationList,
  }),
  markRead: endpoint({
    method: 'post',
    path: '/informationcenter/notification/read',
    summary: 'Mark one of the member’s notifications read (id), or all of them (no id)',
    tag: 'information',
    auth: 'member',
    body: NotificationReadBody,
    response: NotificationReadResult,
    errors: { 'information.notification_not_found': 'also another member’s' },
  }),
  announcements: endpoint({
    method: 'get',
    path: '/informationcenter/announcement',
    summary: 'The site’s announcements (by site code or host), newest first',
    tag: 'information',
    auth: 'public',
    query: SiteQuery,
    response: AnnouncementList,
  }),
};
