import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { MoneyNoticeKind, NoticePref, NoticePrefs } from '../contract/notices';
import { failureMessage, notProvidedPromise, type Text } from './shared';

export type NoticePrefsContext = {
  /** The member's choices as last read or saved (with the switch being saved already shown). */
  prefs: NoticePrefs | null;
  /** The choices before the switch being saved: put back when the save is refused. */
  before: NoticePrefs | null;
  /** The switch being saved. */
  change: NoticePref | null;
  /** Whether the last switch was saved (the screen says so). */
  saved: boolean;
  error: Text | null;
};

export type NoticePrefsEvent =
  { type: 'prefs.switch'; kind: MoneyNoticeKind; email: boolean } | { type: 'prefs.retry' };

const withKind = (prefs: NoticePrefs, change: NoticePref): NoticePrefs => ({
  ...prefs,
  kinds: prefs.kinds.map((pref) => (pref.kind === change.kind ? change : pref)),
});

/**
 * The e-mail copies of the money notifications, one switch per kind: read, then each switch saved on its
 * own as the person flips it (shown at once, put back if the server refuses). The switches only move when
 * the member has a verified e-mail to send the copies to; one save at a time.
 */
export const noticePrefsMachine = setup({
  types: {
    context: {} as NoticePrefsContext,
    events: {} as NoticePrefsEvent,
  },
  actors: {
    load: notProvidedPromise<NoticePrefs, void>('load'),
    save: notProvidedPromise<NoticePrefs, NoticePref>('save'),
  },
  actions: {
    switchKind: assign(({ context, event }) => {
      assertEvent(event, 'prefs.switch');
      const change = { kind: event.kind, email: event.email };
      return { before: context.prefs, change, prefs: withKind(context.prefs!, change), saved: false, error: null };
    }),
    putBack: assign(({ context }, params: { error: unknown }) => ({
      prefs: context.before,
      before: null,
      change: null,
      error: failureMessage(params.error),
    })),
  },
  guards: {
    /** A verified e-mail to send to, a kind the list has, and a value other than the one shown. */
    canSwitch: ({ context, event }) => {
      assertEvent(event, 'prefs.switch');
      const pref = context.prefs?.kinds.find((p) => p.kind === event.kind);
      return context.prefs?.email != null && pref !== undefined && pref.email !== event.email;
    },
  },
}).createMachine({
  id: 'noticePrefs',
  context: { prefs: null, before: null, change: null, saved: false, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: assign({ prefs: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
      },
    },
    failed: { on: { 'prefs.retry': { target: 'loading' } } },
    ready: {
      on: { 'prefs.switch': { guard: 'canSwitch', target: 'saving', actions: 'switchKind' } },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => context.change!,
        onDone: {
          target: 'ready',
          actions: assign({ prefs: ({ event }) => event.output, before: null, change: null, saved: true }),
        },
        onError: { target: 'ready', actions: { type: 'putBack', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type NoticePrefsActorRef = ActorRefFrom<typeof noticePrefsMachine>;
export type NoticePrefsSnapshot = SnapshotFrom<typeof noticePrefsMachine>;
