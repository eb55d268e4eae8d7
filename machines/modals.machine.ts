import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DynamicWebData } from '../contract/site';
import { notProvided, notProvidedPromise } from './shared';

export type ModalsInput = {
  reminderOn: boolean;
  /** This browser already showed the advertisement on this São Paulo day (local storage). */
  adShownToday: boolean;
  /** This visit (this tab's session storage) already showed the reminder. */
  reminderShownThisVisit: boolean;
  /** This device keeps no storage choice yet: a first visit, which the storage question and the reminder greet. */
  firstVisit: boolean;
};

export type ModalsContext = {
  content: DynamicWebData | null;
  reminderOn: boolean;
  /**
   * Whether this visit still owes the advertisement and the reminder their one showing. A first visit owes
   * no advertisement: its reminder and then its storage question come first.
   */
  adDue: boolean;
  reminderDue: boolean;
};

export type AuthModalMode = 'login' | 'register';

export type ModalsEvent =
  | { type: 'auth.open'; mode: AuthModalMode }
  | { type: 'auth.close' }
  | { type: 'auth.switch' }
  | { type: 'ad.close' }
  | { type: 'reminder.close' }
  /** The player moved to another page (the router's location changed). */
  | { type: 'page.viewed' }
  | { type: 'reminder.turnOn' }
  | { type: 'reminder.turnOff' }
  | { type: 'language.open' }
  | { type: 'language.close' };

/** Turning reminders off from the reminder itself: saved, and this visit's showing recorded. */
const TURN_OFF_FROM_REMINDER = [
  { type: 'saveReminder', params: { on: false } },
  { type: 'setReminder', params: { on: false } },
  'recordReminderShown',
] as const;

/**
 * The site's dialogs, each region independent: the login/register dialog; the promotions shown on
 * arrival; and the language chooser. At most one promotion opens per page view, the responsible-play
 * reminder first: on arrival the reminder (at most once a visit while it is switched on), else the
 * advertisement (at most once a day per browser); an advertisement still due after the reminder waits for
 * the player's next page. A first visit (no storage choice on this device) is never shown the
 * advertisement: the reminder and then the storage question are all it meets. Closing the advertisement in
 * any way records today's showing; closing the reminder records this visit's.
 */
export const modalsMachine = setup({
  types: {
    input: {} as ModalsInput,
    context: {} as ModalsContext,
    events: {} as ModalsEvent,
  },
  actors: {
    loadSiteContent: notProvidedPromise<DynamicWebData, void>('loadSiteContent'),
  },
  actions: {
    saveReminder: notProvided<{ on: boolean }>('saveReminder'),
    /** Records that this browser showed the advertisement today (São Paulo day). */
    recordAdShown: notProvided('recordAdShown'),
    /** Records that this visit showed the reminder. */
    recordReminderShown: notProvided('recordReminderShown'),
    setContent: assign({ content: (_, params: { content: DynamicWebData }) => params.content }),
    setReminder: assign({ reminderOn: (_, params: { on: boolean }) => params.on }),
  },
  guards: {
    opensLogin: (_, params: { mode: AuthModalMode }) => params.mode === 'login',
    advertisementDue: ({ context }) => context.adDue && context.content?.advertisement != null,
    reminderDue: ({ context }) => context.reminderOn && context.reminderDue,
  },
}).createMachine({
  id: 'modals',
  type: 'parallel',
  context: ({ input }) => ({
    content: null,
    reminderOn: input.reminderOn,
    adDue: !input.adShownToday && !input.firstVisit,
    reminderDue: !input.reminderShownThisVisit,
  }),
  on: {
    // The reminder setting: turned off from the reminder itself or, like turning it on, from settings.
    'reminder.turnOn': {
      actions: [
        { type: 'saveReminder', params: { on: true } },
        { type: 'setReminder', params: { on: true } },
      ],
    },
    'reminder.turnOff': {
      actions: [
        { type: 'saveReminder', params: { on: false } },
        { type: 'setReminder', params: { on: false } },
      ],
    },
  },
  states: {
    auth: {
      initial: 'closed',
      on: {
        'auth.open': [
          {
            guard: { type: 'opensLogin', params: ({ event }) => ({ mode: event.mode }) },
            target: '.login',
          },
          { target: '.register' },
        ],
        'auth.close': { target: '.closed' },
      },
      states: {
        closed: {},
        login: { on: { 'auth.switch': { target: 'register' } } },
        register: { on: { 'auth.switch': { target: 'login' } } },
      },
    },
    promo: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadSiteContent',
            src: 'loadSiteContent',
            onDone: {
              target: 'arrived',
              actions: { type: 'setContent', params: ({ event }) => ({ content: event.output }) },
            },
            onError: { target: 'idle' },
          },
        },
        // The content is here: the one promotion this page opens with, if any.
        arrived: {
          always: [
            { guard: 'reminderDue', target: 'reminder' },
            { guard: 'advertisementDue', target: 'advertisement' },
            { target: 'idle' },
          ],
        },
        reminder: {
          on: {
            // Closing it (or, taking precedence over the machine-level handler, turning reminders off):
            // a due advertisement waits for the next page.
            'reminder.close': [
              { guard: 'advertisementDue', target: 'later', actions: 'recordReminderShown' },
              { target: 'idle', actions: 'recordReminderShown' },
            ],
            'reminder.turnOff': [
              { guard: 'advertisementDue', target: 'later', actions: TURN_OFF_FROM_REMINDER },
              { target: 'idle', actions: TURN_OFF_FROM_REMINDER },
            ],
          },
        },
        // The advertisement is still due after the reminder: it opens on the player's next page, not over this one.
        later: { on: { 'page.viewed': { target: 'advertisement' } } },
        advertisement: {
          on: { 'ad.close': { target: 'idle', actions: 'recordAdShown' } },
        },
        idle: {},
      },
    },
    language: {
      initial: 'closed',
      states: {
        closed: { on: { 'language.open': { target: 'open' } } },
        open: { on: { 'language.close': { target: 'closed' } } },
      },
    },
  },
});

export type ModalsActorRef = ActorRefFrom<typeof modalsMachine>;
export type ModalsSnapshot = SnapshotFrom<typeof modalsMachine>;
