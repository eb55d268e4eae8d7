import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvidedPromise } from './shared';

/** The storage categories a person chooses: essential is always on (the service needs it), not a choice. */
export type ConsentCategory = 'preferences';

export type ConsentInput = {
  /** Whether preferences may be kept, as chosen on this device under the current notice; null: not asked yet. */
  saved: boolean | null;
};

export type ConsentContext = {
  /** The choice in force (null until one is made). */
  saved: boolean | null;
  /** The choice being made: preferences on or off. */
  preferences: boolean;
  /** The choice is kept on this device but could not be recorded for the member (the server did not answer). */
  recordFailed: boolean;
};

export type ConsentEvent =
  | { type: 'consent.acceptAll' }
  | { type: 'consent.rejectAll' }
  | { type: 'consent.choose' }
  | { type: 'consent.toggle'; category: ConsentCategory; on: boolean }
  | { type: 'consent.save' }
  | { type: 'consent.cancel' }
  | { type: 'consent.reopen' };

/**
 * Consent for storage on this device (LGPD): with no choice kept, the banner asks (accept all, reject what
 * is not essential, or choose per category); the choice is kept on the device and, for a member, recorded
 * on the server (`save`). The footer's "Privacy and cookies" opens the choices again from anywhere.
 */
export const consentMachine = setup({
  types: {
    input: {} as ConsentInput,
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
  },
  actors: {
    /** Keeps the choice on the device (removing the preferences it refuses) and records it for a member. */
    save: notProvidedPromise<unknown, { preferences: boolean }>('save'),
  },
  actions: {
    setPreferences: assign((_, params: { on: boolean }) => ({ preferences: params.on })),
    /** The choices open on the one in force (on a first visit, everything off but essential). */
    startFromSaved: assign(({ context }) => ({ preferences: context.saved ?? false })),
    markSaved: assign((_, params: { recordFailed: boolean }) => ({ recordFailed: params.recordFailed })),
    keepChoice: assign(({ context }) => ({ saved: context.preferences })),
  },
  guards: {
    hasChoice: ({ context }) => context.saved !== null,
  },
}).createMachine({
  id: 'consent',
  context: ({ input }) => ({ saved: input.saved, preferences: input.saved ?? false, recordFailed: false }),
  initial: 'unknown',
  states: {
    /** Whether a choice is kept on this device decides: nothing is asked again once one is. */
    unknown: {
      always: [{ guard: 'hasChoice', target: 'saved' }, { target: 'asking' }],
    },
    /** The banner: accept all, reject what is not essential, or choose. */
    asking: {
      on: {
        'consent.acceptAll': { target: 'saving', actions: { type: 'setPreferences', params: { on: true } } },
        'consent.rejectAll': { target: 'saving', actions: { type: 'setPreferences', params: { on: false } } },
        'consent.choose': { target: 'choosing', actions: 'startFromSaved' },
        'consent.reopen': { target: 'choosing', actions: 'startFromSaved' },
      },
    },
    /** Each category with its switch (essential locked on) and what it keeps. */
    choosing: {
      on: {
        'consent.toggle': {
          actions: { type: 'setPreferences', params: ({ event }) => ({ on: event.on }) },
        },
        'consent.save': { target: 'saving' },
        'consent.acceptAll': { target: 'saving', actions: { type: 'setPreferences', params: { on: true } } },
        'consent.rejectAll': { target: 'saving', actions: { type: 'setPreferences', params: { on: false } } },
        // Closed without saving: the choice in force stays; without one, the banner asks again.
        'consent.cancel': [{ guard: 'hasChoice', target: 'saved', actions: 'startFromSaved' }, { target: 'asking' }],
      },
    },
    saving: {
      entry: 'keepChoice',
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ preferences: context.preferences }),
        onDone: { target: 'saved', actions: { type: 'markSaved', params: { recordFailed: false } } },
        // Kept on the device all the same; the privacy centre records it for the member later.
        onError: { target: 'saved', actions: { type: 'markSaved', params: { recordFailed: true } } },
      },
    },
    saved: {
      on: { 'consent.reopen': { target: 'choosing', actions: 'startFromSaved' } },
    },
  },
});

export type ConsentActorRef = ActorRefFrom<typeof consentMachine>;
export type ConsentSnapshot = SnapshotFrom<typeof consentMachine>;
