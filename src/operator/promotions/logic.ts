import { fromPromise } from 'xstate';
import { BoPromotionsEndpoints as P } from '../../../contract/boPromotions';
import { OperatorEndpoints as O } from '../../../contract/operator';
import {
  siteDeskMachine,
  type DeskAction,
  type DeskDone,
  type DeskLoad,
  type DeskPreview,
  type DeskPreviewRequest,
  type DeskView,
} from '../../../machines/operator/siteDesk.machine';
import type { OperatorApi } from '../api';

/** The promotions and site section's effects: its reads, changes and previews through the back office's API. */
export const createSiteDeskLogic = (api: OperatorApi) =>
  siteDeskMachine.provide({
    actors: {
      loadSites: fromPromise(async ({ signal }) => (await api.call(P.sites, { signal })).list),
      load: fromPromise(async ({ input, signal }: { input: DeskLoad; signal: AbortSignal }): Promise<DeskView> => {
        const site = input.site;
        switch (input.tab) {
          case 'activities': {
            const range = { ...(input.from ? { from: input.from } : {}), ...(input.to ? { to: input.to } : {}) };
            return { tab: 'activities', data: await api.call(P.activities, { query: { site, ...range }, signal }) };
          }
          case 'content':
            return { tab: 'content', data: await api.call(P.content, { query: { site }, signal }) };
          case 'legal':
            return { tab: 'legal', data: await api.call(P.legal, { query: { site }, signal }) };
          case 'announcements':
            return { tab: 'announcements', data: await api.call(P.announcements, { query: { site }, signal }) };
          case 'notifications':
            return { tab: 'notifications', data: await api.call(P.sentNotifications, { query: { site }, signal }) };
        }
      }),
      act: fromPromise(async ({ input, signal }: { input: DeskAction; signal: AbortSignal }): Promise<DeskDone> => {
        switch (input.kind) {
          case 'setActivity':
            return { kind: 'setActivity', activity: await api.call(P.setActivity, { body: input.body, signal }) };
          case 'createBanner': {
            const { banner } = await api.call(P.createBanner, { body: input.body, signal });
            return { kind: 'banner', change: 'create', banner };
          }
          case 'updateBanner': {
            const { banner } = await api.call(P.updateBanner, { body: input.body, signal });
            return { kind: 'banner', change: 'update', banner };
          }
          case 'enableBanner': {
            const { banner } = await api.call(P.enableBanner, { body: input.body, signal });
            return { kind: 'banner', change: 'enable', banner };
          }
          case 'orderBanners':
            await api.call(P.orderBanners, { body: input.body, signal });
            return { kind: 'order' };
          case 'setAdvertisement': {
            const { advertisement } = await api.call(P.setAdvertisement, { body: input.body, signal });
            return { kind: 'advertisement', advertisement };
          }
          case 'saveLegal':
            await api.call(O.siteLegal, { body: input.body, signal });
            return { kind: 'legal' };
          case 'postAnnouncement': {
            const announcement = await api.call(P.postAnnouncement, { body: input.body, signal });
            return { kind: 'announcement', change: 'post', announcement };
          }
          case 'endAnnouncement': {
            const announcement = await api.call(P.endAnnouncement, { body: input.body, signal });
            return { kind: 'announcement', change: 'end', announcement };
          }
          case 'sendNotification': {
            const answer = await api.call(P.sendNotification, { body: input.body, signal });
            return { kind: 'notification', sent: answer.sent, new: answer.new };
          }
        }
      }),
      preview: fromPromise(
        async ({ input, signal }: { input: DeskPreviewRequest; signal: AbortSignal }): Promise<DeskPreview> => {
          switch (input.kind) {
            case 'content':
              return { kind: 'content', home: await api.call(P.previewContent, { body: input.body, signal }) };
            case 'legal':
              return { kind: 'legal', legal: await api.call(P.previewLegal, { body: input.body, signal }) };
            case 'notification':
              return {
                kind: 'notification',
                notification: await api.call(P.previewNotification, { body: input.body, signal }),
              };
          }
        },
      ),
    },
  });
