import {
  AnnouncementList,
  InformationText,
  NotificationList,
  NotificationReadBody,
  NotificationReadResult,
  SiteQuery,
  SupportList,
} from '../../contract/information';
import { requestHost } from '../http/env';
import { defineRoute } from '../http/registry';
import { markRead, memberNotifications, siteAnnouncements, supportChannels } from './center';

export const informationRoutes = [
  defineRoute({
    method: 'get',
    path: '/informationcenter/support',
    summary: 'Support channels of the site (by site code or host); the first item’s linkurl is the chat',
    tag: 'information',
    auth: 'public',
    query: SiteQuery,
    response: SupportList,
    handler: async ({ c, deps, query }) => ({ data: await supportChannels(deps.db, query.site?.trim() || requestHost(c)) }),
  }),
  defineRoute({
    method: 'get',
    path: '/informationcenter/notification',
    summary: 'The member’s notifications, newest first, and how many are unread',
    tag: 'information',
    auth: 'member',
    query: SiteQuery,
    response: NotificationList,
    handler: async ({ deps, member }) => ({ data: await memberNotifications(deps.db, member.member.id) }),
  }),
  defineRoute({
    method: 'post',
    path: '/informationcenter/notification/read',
    summary: 'Mark one of the member’s notifications read (id), or all of them (no id)',
    tag: 'information',
    auth: 'member',
    body: NotificationReadBody,
    response: NotificationReadResult,
    errors: { 404: `'${InformationText.notificationNotFound}' (also another member’s)` },
    handler: async ({ deps, now, member, body }) => ({ data: await markRead(deps.db, member.member.id, body.id, now) }),
  }),
  defineRoute({
    method: 'get',
    path: '/informationcenter/announcement',
    summary: 'The site’s announcements (by site code or host), newest first',
    tag: 'information',
    auth: 'public',
    query: SiteQuery,
    response: AnnouncementList,
    handler: async ({ c, deps, query }) => ({ data: await siteAnnouncements(deps.db, query.site?.trim() || requestHost(c)) }),
  }),
];
