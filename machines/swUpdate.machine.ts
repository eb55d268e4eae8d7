import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { initialInput, notProvided, notProvidedPromise } from './shared';

export type SwUpdateInput = { supported: boolean; hadController: boolean };

export type SwUpdateContext = {
  /** Whether a service worker controlled the page: only then does a new controller mean an update. */
  hadController: boolean;
  reloaded: boolean;
};

export type SwUpdateEvent = { type: 'sw.controllerChanged' };

const controllerChanged = [
  { guard: 'shouldReload', target: '#swUpdate.reloading' },
  // The first install takes control without a reload; from now on a new controller is an update.
  { actions: 'markControlled' },
] as const;

/** The service worker: registered at start (its registration waits for the page to have loaded); when an update takes control, the page reloads once. */
export const swUpdateMachine = setup({
  types: {
    input: {} as SwUpdateInput,
    context: {} as SwUpdateContext,
    events: {} as SwUpdateEvent,
  },
  actors: {
    /** Registers /sw.js. */
    registerWorker: notProvidedPromise<void, void>('registerWorker'),
  },
  actions: {
    reloadPage: notProvided('reloadPage'),
    markControlled: assign({ hadController: true }),
    markReloaded: assign({ reloaded: true }),
  },
  guards: {
    isSupported: ({ event }) => initialInput<SwUpdateInput>(event)?.supported === true,
    shouldReload: ({ context }) => context.hadController && !context.reloaded,
  },
}).createMachine({
  id: 'swUpdate',
  context: ({ input }) => ({ hadController: input.hadController, reloaded: false }),
  initial: 'starting',
  states: {
    /** Transient: no service worker where the browser (or a dev build) has none. */
    starting: {
      always: [{ guard: 'isSupported', target: 'registering' }, { target: 'unsupported' }],
    },
    unsupported: {},
    registering: {
      invoke: {
        id: 'registerWorker',
        src: 'registerWorker',
        onDone: { target: 'active' },
        onError: { target: 'failed' },
      },
      // An update may take control before registration settles.
      on: { 'sw.controllerChanged': controllerChanged },
    },
    active: {
      on: { 'sw.controllerChanged': controllerChanged },
    },
    failed: {},
    /** Reloads once; later controller changes are ignored. */
    reloading: {
      entry: ['markReloaded', 'reloadPage'],
    },
  },
});

export type SwUpdateActorRef = ActorRefFrom<typeof swUpdateMachine>;
export type SwUpdateSnapshot = SnapshotFrom<typeof swUpdateMachine>;
