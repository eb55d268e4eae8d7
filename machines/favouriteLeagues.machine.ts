import { assertEvent, assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { NOT_LOGGED_IN } from './session.machine';
import { initialInput, isApiFailure, notProvidedPromise, SOMETHING_WENT_WRONG, type Notice } from './shared';

export type FavouriteLeaguesInput = { signedIn: boolean };

export type FavouriteLeaguesContext = {
  /** The starred leagues' ids, first starred first. */
  list: string[];
  /** The league whose star is being changed, and what it is becoming (shown at once). */
  pending: { league: string; favourite: boolean } | null;
};

export type FavouriteLeaguesEvent = { type: 'leagues.toggle'; league: string; favourite: boolean };

export type FavouriteLeaguesEmitted = { type: 'notice'; notice: Notice } | { type: 'login.requested' };

export type StarRequest = { league: string; favourite: boolean };

/**
 * The member's starred leagues on the sports board (apart from the favourite games): loaded once signed in,
 * changed one league at a time and read again after each change. A guest who taps a star is asked to log in.
 */
export const favouriteLeaguesMachine = setup({
  types: {
    input: {} as FavouriteLeaguesInput,
    context: {} as FavouriteLeaguesContext,
    events: {} as FavouriteLeaguesEvent,
    emitted: {} as FavouriteLeaguesEmitted,
  },
  actors: {
    loadLeagues: notProvidedPromise<string[], void>('loadLeagues'),
    setStar: notProvidedPromise<unknown, StarRequest>('setStar'),
  },
  actions: {
    setList: assign({ list: (_, params: { list: string[] }) => params.list }),
    markPending: assign({ pending: (_, params: StarRequest) => params }),
    clearPending: assign({ pending: null }),
    notify: emit((_, params: Notice) => ({ type: 'notice' as const, notice: params })),
    requestLogin: emit({ type: 'login.requested' as const }),
  },
  guards: {
    startsSignedIn: ({ event }) => initialInput<FavouriteLeaguesInput>(event)?.signedIn === true,
    /** 401 and force_offline: the session machine already tells the person, so no second toast. */
    isSessionFailure: (_, params: { error: unknown }) =>
      isApiFailure(params.error) && (params.error.kind === 'unauthenticated' || params.error.kind === 'forceOffline'),
  },
}).createMachine({
  id: 'favouriteLeagues',
  context: { list: [], pending: null },
  initial: 'starting',
  states: {
    /** Transient: a guest gets no list. */
    starting: {
      always: [{ guard: 'startsSignedIn', target: 'loading' }, { target: 'guest' }],
    },
    guest: {
      on: {
        'leagues.toggle': {
          actions: [{ type: 'notify', params: { message: NOT_LOGGED_IN, tone: 'error' } }, 'requestLogin'],
        },
      },
    },
    /** A failed load leaves no stars (the board is whole without them); a star tapped meanwhile goes first. */
    loading: {
      on: {
        'leagues.toggle': {
          target: 'updating',
          actions: { type: 'markPending', params: ({ event }) => event },
        },
      },
      invoke: {
        id: 'loadLeagues',
        src: 'loadLeagues',
        onDone: { target: 'ready', actions: { type: 'setList', params: ({ event }) => ({ list: event.output }) } },
        onError: { target: 'ready' },
      },
    },
    ready: {
      on: {
        'leagues.toggle': {
          target: 'updating',
          actions: { type: 'markPending', params: ({ event }) => event },
        },
      },
    },
    /** Taps are ignored until the change and the reading after it are over. */
    updating: {
      invoke: {
        id: 'setStar',
        src: 'setStar',
        input: ({ event }) => {
          assertEvent(event, 'leagues.toggle');
          return { league: event.league, favourite: event.favourite };
        },
        onDone: { target: 'reloading' },
        onError: [
          {
            guard: { type: 'isSessionFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'ready',
            actions: 'clearPending',
          },
          {
            target: 'ready',
            actions: ['clearPending', { type: 'notify', params: { message: SOMETHING_WENT_WRONG, tone: 'error' } }],
          },
        ],
      },
    },
    /** The league stays pending until the list shows the change; a failed reading keeps the list shown. */
    reloading: {
      invoke: {
        id: 'reloadLeagues',
        src: 'loadLeagues',
        onDone: {
          target: 'ready',
          actions: [{ type: 'setList', params: ({ event }) => ({ list: event.output }) }, 'clearPending'],
        },
        onError: { target: 'ready', actions: 'clearPending' },
      },
    },
  },
});

export type FavouriteLeaguesActorRef = ActorRefFrom<typeof favouriteLeaguesMachine>;
export type FavouriteLeaguesSnapshot = SnapshotFrom<typeof favouriteLeaguesMachine>;
