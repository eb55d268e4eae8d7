import { setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided, notProvidedPromise } from './shared';

export type ConnectionEvent =
  /** A call to the server found no network (the request never got an answer), or the app opened without one. */
  | { type: 'connection.failed' }
  /** The browser says the network is back. */
  | { type: 'connection.online' }
  /** The person asks to try again. */
  | { type: 'connection.retry' };

/**
 * The network: while the app reaches the server it is online; when a call finds no network (or the app
 * opens without one) the page gives way to the offline screen with the product's network message. The
 * network coming back or the person's "Try again" checks that the site answers; then the page reloads,
 * so every screen and flow starts again on fresh data. A check that fails keeps the offline screen.
 */
export const connectionMachine = setup({
  types: {
    events: {} as ConnectionEvent,
  },
  actors: {
    /** Asks the server for something small: resolves when it answers. */
    probe: notProvidedPromise<void, void>('probe'),
  },
  actions: {
    reloadPage: notProvided('reloadPage'),
  },
}).createMachine({
  id: 'connection',
  initial: 'online',
  states: {
    online: {
      on: { 'connection.failed': { target: 'offline' } },
    },
    /** The offline screen (as in every state but online). */
    offline: {
      on: {
        'connection.online': { target: 'checking' },
        'connection.retry': { target: 'checking' },
      },
    },
    /** The offline screen, its button busy while the server is asked. */
    checking: {
      invoke: {
        id: 'probe',
        src: 'probe',
        onDone: { target: 'recovered' },
        onError: { target: 'offline' },
      },
    },
    /** Back online: the page reloads once. */
    recovered: {
      entry: 'reloadPage',
    },
  },
});

export type ConnectionActorRef = ActorRefFrom<typeof connectionMachine>;
export type ConnectionSnapshot = SnapshotFrom<typeof connectionMachine>;
