import * as v from 'valibot';
import { Reason } from './backoffice';
import { Id, Line, paging, plainText } from './common';
import { endpoint } from './endpoint';
import { AnnounceBody } from './information';
import { says } from './says';
import { SiteCode } from './boSites';

/**
 * What staff tell players: the announcements a site shows and the notifications sent to one player or to
 * every player of a site — each with a preview, each in the audit trail.
 */

export const AnnouncementState = v.picklist(['live', 'ended']);
export const BoAnnouncement = v.object({
  id: v.number(),
  site: v.string(),
  title: v.string(),
  body: v.string(),
  created_at: v.string(),
  /** When it stops being shown (planned or ended by hand), or null: shown until ended. */
  ends_at: v.nullable(v.string()),
  state: AnnouncementState,
});
export type BoAnnouncement = v.InferOutput<typeof BoAnnouncement>;
export const AnnouncementsQuery = v.object({
  site: v.optional(SiteCode),
  state: v.optional(v.picklist(['live', 'ended'], says('request.invalid'))),
  ...paging(50),
  lang: v.optional(Line(10)),
});
export const AnnouncementPage = v.object({ list: v.array(BoAnnouncement), total: v.number() });
const Instant = v.pipe(v.string(says('announcements.end_invalid')), v.isoTimestamp(says('announcements.end_invalid')));
export const AnnouncementPostBody = v.object({
  ...AnnounceBody.entries,
  site: SiteCode,
  /** When it stops being shown, in the future; none: until ended by hand. */
  ends_at: v.optional(Instant),
});
export const AnnouncementEndBody = v.object({ id: Id(says('announcements.not_found')), reason: Reason });

const Title = AnnounceBody.entries.title;
const Text = AnnounceBody.entries.body;
/** To one player (by id, or by phone) or to every player of a site (`site`; an admin's). */
export const NotificationTarget = v.variant(
  'to',
  [
    v.object({
      to: v.literal('member'),
      member_id: v.optional(Id(says('member.not_found'))),
      phone: v.optional(
        v.pipe(v.string(says('member.not_found')), plainText(says('member.not_found')), v.maxLength(30)),
      ),
    }),
    v.object({ to: v.literal('site'), site: SiteCode }),
  ],
  says('notifications.target_invalid'),
);
export const NotificationPreviewBody = v.intersect([NotificationTarget, v.object({ title: Title, body: Text })]);
export const NotificationSendBody = v.intersect([
  NotificationTarget,
  v.object({
    title: Title,
    body: Text,
    /** The screen's own key for this sending (a retry or a second tap sends nothing again). */
    key: v.pipe(
      v.string(says('notifications.key_invalid')),
      v.regex(/^[\w.:-]{8,64}$/, says('notifications.key_invalid')),
    ),
  }),
]);
export const NotificationPreview = v.object({
  to: v.picklist(['member', 'site']),
  site: v.string(),
  /** The one player (id, masked phone, nickname), or null for a site. */
  member: v.nullable(v.object({ id: v.number(), phone: v.string(), nickname: v.string() })),
  recipients: v.number(),
  /** What the player's notification shows. */
  title: v.string(),
  body: v.string(),
});
export const NotificationSent = v.object({
  id: v.number(),
  to: v.picklist(['member', 'site']),
  site: v.string(),
  member_id: v.nullable(v.number()),
  title: v.string(),
  body: v.string(),
  recipients: v.number(),
  actor: v.string(),
  created_at: v.string(),
});
export type NotificationSent = v.InferOutput<typeof NotificationSent>;
export const NotificationSendResult = v.object({
  sent: NotificationSent,
  /** False when the key had been used already: that sending is answered, nothing is sent again. */
  new: v.boolean(),
});
export const NotificationsSentQuery = v.object({
  site: v.optional(SiteCode),
  member_id: v.optional(Id(says('member.not_found'))),
  ...paging(50),
  lang: v.optional(Line(10)),
});
export const NotificationsSentPage = v.object({ list: v.array(NotificationSent), total: v.number() });

export const BoMessagesEndpoints = {
  announcements: endpoint({
    method: 'get',
    path: '/operator/announcements',
    summary: 'The announcements, newest first, live or ended, of one site or all',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin', 'support'],
    query: AnnouncementsQuery,
    response: AnnouncementPage,
    errors: { 'operator.site_unknown': '' },
  }),
  postAnnouncement: endpoint({
    method: 'post',
    path: '/operator/announcements/post',
    summary: "Posts an announcement to a site's players, shown until it ends (at ends_at, or when ended)",
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin'],
    body: AnnouncementPostBody,
    response: BoAnnouncement,
    errors: { 'operator.site_unknown': '', 'announcements.end_invalid': 'not in the future' },
  }),
  endAnnouncement: endpoint({
    method: 'post',
    path: '/operator/announcements/end',
    summary: 'Ends an announcement now: players no longer see it',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin'],
    body: AnnouncementEndBody,
    response: BoAnnouncement,
    errors: { 'announcements.not_found': '', 'announcements.ended_already': '' },
  }),
  previewNotification: endpoint({
    method: 'post',
    path: '/operator/notifications/preview',
    summary:
      'Who a notification would reach (one player, or every open account of a site) and what it shows; nothing is sent',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin', 'support'],
    reads: true,
    body: NotificationPreviewBody,
    response: NotificationPreview,
    errors: {
      'member.not_found': '',
      'operator.site_unknown': '',
      'operator.role_forbidden': 'a whole site is an admin’s',
      'notifications.target_invalid': '',
    },
  }),
  sendNotification: endpoint({
    method: 'post',
    path: '/operator/notifications/send',
    summary:
      'Sends a notification to one player (admin, support) or to every open account of a site (admin), once per key',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin', 'support'],
    body: NotificationSendBody,
    response: NotificationSendResult,
    errors: {
      'member.not_found': '',
      'operator.site_unknown': '',
      'operator.role_forbidden': 'a whole site is an admin’s',
      'notifications.target_invalid': '',
      'notifications.key_reused': 'the key was used for another sending',
    },
  }),
  sentNotifications: endpoint({
    method: 'get',
    path: '/operator/notifications/sent',
    summary: 'The notifications staff sent, newest first, of one site or player, or all',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin', 'support'],
    query: NotificationsSentQuery,
    response: NotificationsSentPage,
    errors: { 'operator.site_unknown': '' },
  }),
};
