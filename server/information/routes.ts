import { InformationEndpoints } from '../../contract/information';
import { requestHost } from '../http/env';
import { implement } from '../http/registry';
import { markRead, memberNotifications, siteAnnouncements, supportChannels } from './center';

/** The information center's endpoints (contract/information.ts), implemented. */
export const informationRoutes = [
  implement(InformationEndpoints.support, async ({ c, deps, query }) => ({
    data: await supportChannels(deps.db, query.site?.trim() || requestHost(c)),
  })),
  implement(InformationEndpoints.notifications, async ({ deps, member }) => ({
    data: await memberNotifications(deps.db, member.member.id),
  })),
  implement(InformationEndpoints.markRead, async ({ deps, now, member, body }) => ({
    data: await markRead(deps.db, member.member.id, body.id, now),
  })),
  implement(InformationEndpoints.announcements, async ({ c, deps, now, query }) => ({
    data: await siteAnnouncements(deps.db, query.site?.trim() || requestHost(c), now),
  })),
];
