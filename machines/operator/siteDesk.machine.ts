import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type * as v from 'valibot';
import type {
  AnnouncementEndBody,
  AnnouncementPage,
  AnnouncementPostBody,
  BoAnnouncement,
  NotificationPreview,
  NotificationPreviewBody,
  NotificationSendBody,
  NotificationSent,
  NotificationsSentPage,
} from '../../contract/boMessages';
import type { SetActivityBody, SiteActivities, SiteActivity } from '../../contract/boPromotions';
import type {
  AdvertisementBody,
  BannerCreateBody,
  BannerEnableBody,
  BannerOrderBody,
  BannerUpdateBody,
  ContentPreviewBody,
  SiteAdvertisement,
  SiteBanner,
  SiteContentAdmin,
  SiteLegalAdmin,
  SiteLegalPreview,
} from '../../contract/boSiteContent';
import type { BoSite } from '../../contract/boSites';
import type { SiteLegalBody } from '../../contract/operator';
import type { DynamicWebData } from '../../contract/site';
import { notProvidedPromise } from '../shared';
import { ownProblem, problemOf, type Problem } from './problem';

type In<T extends v.GenericSchema> = v.InferInput<T>;

/** The tabs of the promotions and site section, in order. */
export const DESK_TABS = ['activities', 'content', 'legal', 'announcements', 'notifications'] as const;
export type DeskTab = (typeof DESK_TABS)[number];

/** What a tab shows for the chosen site, as the server answered it. */
export type DeskView =
  | { tab: 'activities'; data: v.InferOutput<typeof SiteActivities> }
  | { tab: 'content'; data: SiteContentAdmin }
  | { tab: 'legal'; data: v.InferOutput<typeof SiteLegalAdmin> }
  | { tab: 'announcements'; data: v.InferOutput<typeof AnnouncementPage> }
  | { tab: 'notifications'; data: v.InferOutput<typeof NotificationsSentPage> };

/** A tab's read: the site and, for the activities, the range of days ('' for the server's default). */
export type DeskLoad = { tab: DeskTab; site: string; from: string; to: string };

/** A change the screen asks for (the bodies as the endpoints take them). */
export type DeskAction =
  | { kind: 'setActivity'; body: In<typeof SetActivityBody> }
  | { kind: 'createBanner'; body: In<typeof BannerCreateBody> }
  | { kind: 'updateBanner'; body: In<typeof BannerUpdateBody> }
  | { kind: 'orderBanners'; body: In<typeof BannerOrderBody> }
  | { kind: 'enableBanner'; body: In<typeof BannerEnableBody> }
  | { kind: 'setAdvertisement'; body: In<typeof AdvertisementBody> }
  | { kind: 'saveLegal'; body: In<typeof SiteLegalBody> }
  | { kind: 'postAnnouncement'; body: In<typeof AnnouncementPostBody> }
  | { kind: 'endAnnouncement'; body: In<typeof AnnouncementEndBody> }
  | { kind: 'sendNotification'; body: In<typeof NotificationSendBody> };

/** What a change did, from the server's answer, for the screen to say. */
export type DeskDone =
  | { kind: 'setActivity'; activity: SiteActivity }
  | { kind: 'banner'; change: 'create' | 'update' | 'enable'; banner: SiteBanner }
  | { kind: 'order' }
  | { kind: 'advertisement'; advertisement: SiteAdvertisement }
  | { kind: 'legal' }
  | { kind: 'announcement'; change: 'post' | 'end'; announcement: BoAnnouncement }
  | { kind: 'notification'; sent: NotificationSent; new: boolean };

/** A preview the screen asks for: nothing is saved or sent. */
export type DeskPreviewRequest =
  | { kind: 'content'; body: In<typeof ContentPreviewBody> }
  | { kind: 'legal'; body: In<typeof SiteLegalBody> }
  | { kind: 'notification'; body: In<typeof NotificationPreviewBody> };
export type DeskPreview =
  | { kind: 'content'; home: DynamicWebData }
  | { kind: 'legal'; legal: v.InferOutput<typeof SiteLegalPreview> }
  | { kind: 'notification'; notification: v.InferOutput<typeof NotificationPreview> };

export type SiteDeskContext = {
  /** The tabs the person's roles open (support: the activities, announcements and notifications). */
  tabs: readonly DeskTab[];
  sites: v.InferOutput<typeof BoSite>[];
  site: string | null;
  tab: DeskTab;
  range: { from: string; to: string };
  view: DeskView | null;
  preview: DeskPreview | null;
  problem: Problem | null;
  done: DeskDone | null;
};

export type SiteDeskEvent =
  | { type: 'desk.site'; site: string }
  | { type: 'desk.tab'; tab: DeskTab }
  | { type: 'desk.range'; from: string; to: string }
  | { type: 'desk.reload' }
  | { type: 'desk.act'; action: DeskAction }
  | { type: 'desk.preview'; request: DeskPreviewRequest }
  | { type: 'desk.dismiss' };

/** The changes that ask a reason the audit trail keeps. */
const reasonOf = (action: DeskAction): string | null =>
  action.kind === 'setActivity' || action.kind === 'endAnnouncement' ? String(action.body.reason ?? '') : null;

/**
 * The promotions and site section: a site chosen among the operator's, then a tab of it read from the
 * server — its activities with their numbers for a range of days, the home's banners and advertisement, the
 * legal data, the announcements, the notifications sent. A change (with a reason where the audit trail
 * asks one) is sent, then the tab is read again and what the server answered is said; a refusal is said
 * and nothing else changes. A preview (the player's home, the footer, a notification's recipients) saves
 * nothing; a notification is sent only after its preview.
 */
export const siteDeskMachine = setup({
  types: {
    input: {} as { tabs: readonly DeskTab[] },
    context: {} as SiteDeskContext,
    events: {} as SiteDeskEvent,
  },
  actors: {
    loadSites: notProvidedPromise<v.InferOutput<typeof BoSite>[]>('loadSites'),
    load: notProvidedPromise<DeskView, DeskLoad>('load'),
    act: notProvidedPromise<DeskDone, DeskAction>('act'),
    preview: notProvidedPromise<DeskPreview, DeskPreviewRequest>('preview'),
  },
  actions: {
    showProblem: assign((_, params: { error: unknown }) => ({ problem: problemOf(params.error) })),
  },
  guards: {
    knownSite: ({ context, event }) => {
      assertEvent(event, 'desk.site');
      return context.sites.some((site) => site.site === event.site);
    },
    openTab: ({ context, event }) => {
      assertEvent(event, 'desk.tab');
      return context.tabs.includes(event.tab);
    },
    hasSites: ({ event }) => (event as unknown as { output: unknown[] }).output.length > 0,
    reasonMissing: ({ event }) => {
      assertEvent(event, 'desk.act');
      const reason = reasonOf(event.action);
      return reason !== null && reason.trim().length < 3;
    },
    notPreviewed: ({ context, event }) => {
      assertEvent(event, 'desk.act');
      return event.action.kind === 'sendNotification' && context.preview?.kind !== 'notification';
    },
  },
}).createMachine({
  id: 'siteDesk',
  context: ({ input }) => ({
    tabs: input.tabs,
    sites: [],
    site: null,
    tab: input.tabs[0] ?? 'activities',
    range: { from: '', to: '' },
    view: null,
    preview: null,
    problem: null,
    done: null,
  }),
  initial: 'loadingSites',
  states: {
    loadingSites: {
      invoke: {
        id: 'loadSites',
        src: 'loadSites',
        onDone: [
          {
            guard: 'hasSites',
            target: 'loading',
            actions: assign(({ event }) => ({
              sites: event.output,
              site: (event.output.find((site) => site.default) ?? event.output[0])!.site,
            })),
          },
          { target: 'failed', actions: assign({ problem: ownProblem('operator.site_unknown') }) },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loading: {
      // Another site or tab chosen while reading: read that instead.
      on: {
        'desk.site': {
          guard: 'knownSite',
          target: 'loading',
          reenter: true,
          actions: assign(({ event }) => ({ site: event.site, view: null, preview: null, problem: null, done: null })),
        },
        'desk.tab': {
          guard: 'openTab',
          target: 'loading',
          reenter: true,
          actions: assign(({ event }) => ({ tab: event.tab, view: null, preview: null, problem: null, done: null })),
        },
      },
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ tab: context.tab, site: context.site!, ...context.range }),
        onDone: {
          target: 'shown',
          actions: assign(({ context, event }) => ({
            view: event.output,
            // The range the numbers are for (the server's default the first time).
            range:
              event.output.tab === 'activities'
                ? { from: event.output.data.from, to: event.output.data.to }
                : context.range,
          })),
        },
        onError: {
          target: 'failed',
          actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: {
        'desk.reload': [
          { guard: ({ context }) => context.site === null, target: 'loadingSites', actions: assign({ problem: null }) },
          { target: 'loading', actions: assign({ problem: null }) },
        ],
        'desk.tab': {
          guard: 'openTab',
          target: 'loading',
          actions: assign(({ event }) => ({ tab: event.tab, problem: null })),
        },
        'desk.site': {
          guard: 'knownSite',
          target: 'loading',
          actions: assign(({ event }) => ({ site: event.site, problem: null })),
        },
        'desk.range': {
          target: 'loading',
          actions: assign(({ event }) => ({ range: { from: event.from, to: event.to }, problem: null })),
        },
      },
    },
    shown: {
      on: {
        'desk.site': {
          guard: 'knownSite',
          target: 'loading',
          actions: assign(({ event }) => ({ site: event.site, view: null, preview: null, problem: null, done: null })),
        },
        'desk.tab': {
          guard: 'openTab',
          target: 'loading',
          actions: assign(({ event }) => ({ tab: event.tab, view: null, preview: null, problem: null, done: null })),
        },
        'desk.range': {
          target: 'loading',
          actions: assign(({ event }) => ({ range: { from: event.from, to: event.to }, problem: null, done: null })),
        },
        'desk.reload': { target: 'loading', actions: assign({ problem: null }) },
        'desk.act': [
          { guard: 'reasonMissing', actions: assign({ problem: ownProblem('audit.reason_required'), done: null }) },
          {
            guard: 'notPreviewed',
            actions: assign({ problem: ownProblem('notifications.preview_first'), done: null }),
          },
          { target: 'acting', actions: assign({ problem: null, done: null }) },
        ],
        'desk.preview': { target: 'previewing', actions: assign({ problem: null, done: null, preview: null }) },
        'desk.dismiss': { actions: assign({ preview: null, problem: null }) },
      },
    },
    previewing: {
      invoke: {
        id: 'preview',
        src: 'preview',
        input: ({ event }) => {
          assertEvent(event, 'desk.preview');
          return event.request;
        },
        onDone: { target: 'shown', actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: 'shown', actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    acting: {
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ event }) => {
          assertEvent(event, 'desk.act');
          return event.action;
        },
        // The tab is read again: what changed shows as the server has it now.
        onDone: { target: 'loading', actions: assign({ done: ({ event }) => event.output, preview: null }) },
        onError: { target: 'shown', actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type SiteDeskActorRef = ActorRefFrom<typeof siteDeskMachine>;
export type SiteDeskSnapshot = SnapshotFrom<typeof siteDeskMachine>;
