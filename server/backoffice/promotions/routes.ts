import { BoPromotionsEndpoints } from '../../../contract/boPromotions';
import { implement, type Route } from '../../http/registry';
import { setActivity, siteActivities } from './activities';
import {
  contentAdmin,
  createBanner,
  enableBanner,
  orderBanners,
  previewContent,
  setAdvertisement,
  updateBanner,
} from './content';
import { previewLegal, siteLegalAdmin } from './legal';
import {
  endAnnouncement,
  listAnnouncements,
  postAnnouncement,
  previewNotification,
  sendNotification,
  sentNotifications,
} from './messages';
import { listSites } from './sites';

/**
 * The back office's promotions and site (contract/boPromotions.ts), implemented. Each change fills its
 * line in the audit trail (subject, before, after); the registry writes it in the change's transaction.
 */
export const boPromotionsRoutes: Route[] = [
  implement(BoPromotionsEndpoints.sites, async ({ deps }) => ({ data: await listSites(deps.db) })),
  implement(BoPromotionsEndpoints.activities, async ({ deps, now, query }) => ({
    data: await siteActivities(deps.db, query, now),
  })),
  implement(BoPromotionsEndpoints.setActivity, async ({ deps, now, body, audit }) => {
    const { site, before, after } = await setActivity(deps.db, body, now);
    Object.assign(audit, { subject: `site:${site.code}`, before, after });
    return { data: after };
  }),
  implement(BoPromotionsEndpoints.content, async ({ deps, query }) => ({
    data: await contentAdmin(deps.db, query.site),
  })),
  implement(BoPromotionsEndpoints.createBanner, async ({ deps, now, body, audit }) => {
    const { site, after } = await createBanner(deps.db, body, now);
    Object.assign(audit, { subject: `site:${site.code}`, before: null, after: { banner: after } });
    return { data: { site: site.code, banner: after } };
  }),
  implement(BoPromotionsEndpoints.updateBanner, async ({ deps, now, body, audit }) => {
    const { site, before, after } = await updateBanner(deps.db, body, now);
    Object.assign(audit, { subject: `site:${site.code}`, before: { banner: before }, after: { banner: after } });
    return { data: { site: site.code, banner: after } };
  }),
  implement(BoPromotionsEndpoints.orderBanners, async ({ deps, now, body, audit }) => {
    const { site, before, after } = await orderBanners(deps.db, body, now);
    const order = (banners: { id: number }[]) => ({ order: banners.map((b) => b.id) });
    Object.assign(audit, { subject: `site:${site.code}`, before: order(before.banners), after: order(after.banners) });
    return { data: { site: site.code, banners: after.banners } };
  }),
  implement(BoPromotionsEndpoints.enableBanner, async ({ deps, now, body, audit }) => {
    const { site, before, after } = await enableBanner(deps.db, body, now);
    Object.assign(audit, { subject: `site:${site.code}`, before: { banner: before }, after: { banner: after } });
    return { data: { site: site.code, banner: after } };
  }),
  implement(BoPromotionsEndpoints.setAdvertisement, async ({ deps, now, body, audit }) => {
    const { site, before, after } = await setAdvertisement(deps.db, body, now);
    Object.assign(audit, {
      subject: `site:${site.code}`,
      before: { advertisement: before },
      after: { advertisement: after },
    });
    return { data: { site: site.code, advertisement: after } };
  }),
  implement(BoPromotionsEndpoints.previewContent, async ({ deps, body }) => ({
    data: await previewContent(deps.db, body),
  })),
  implement(BoPromotionsEndpoints.legal, async ({ deps, query }) => ({
    data: await siteLegalAdmin(deps.db, query.site),
  })),
  implement(BoPromotionsEndpoints.previewLegal, async ({ deps, body }) => ({
    data: await previewLegal(deps.db, body),
  })),
  implement(BoPromotionsEndpoints.announcements, async ({ deps, now, query }) => ({
    data: await listAnnouncements(deps.db, query, now),
  })),
  implement(BoPromotionsEndpoints.postAnnouncement, async ({ deps, now, body, audit }) => {
    const posted = await postAnnouncement(deps.db, body, now);
    Object.assign(audit, { subject: `announcement:${posted.id}`, before: null, after: posted });
    return { data: posted };
  }),
  implement(BoPromotionsEndpoints.endAnnouncement, async ({ deps, now, body, audit }) => {
    const { before, after } = await endAnnouncement(deps.db, body.id, now);
    Object.assign(audit, { subject: `announcement:${body.id}`, before, after });
    return { data: after };
  }),
  implement(BoPromotionsEndpoints.previewNotification, async ({ deps, body, staff }) => ({
    data: await previewNotification(deps.db, body, staff),
  })),
  implement(BoPromotionsEndpoints.sendNotification, async ({ deps, now, body, staff, audit }) => {
    const done = await sendNotification(deps.db, body, staff, now);
    const { sent } = done;
    Object.assign(audit, {
      subject: sent.member_id !== null ? `member:${sent.member_id}` : `site:${sent.site}`,
      before: null,
      after: done,
    });
    return { data: done };
  }),
  implement(BoPromotionsEndpoints.sentNotifications, async ({ deps, query }) => ({
    data: await sentNotifications(deps.db, query),
  })),
];
