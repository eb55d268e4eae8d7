import { assertEvent, assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Game } from '../contract/games';
import { NOT_LOGGED_IN } from './session.machine';
import { initialInput, isApiFailure, notProvidedPromise, SOMETHING_WENT_WRONG, type Notice } from './shared';

export type FavouritesInput = { signedIn: boolean };

export type FavouritesContext = {
  list: Game[];
  /** Games whose change is in flight (at most one: further toggles wait until the list is ready). */
  pending: number[];
};

export type FavouritesEvent =
  /** `favorite` is what the person asked for: true adds the game, false removes it. */
  { type: 'favourites.toggle'; game_id: number; favorite: boolean } | { type: 'favourites.reload' };

export type FavouritesEmitted = { type: 'notice'; notice: Notice } | { type: 'login.requested' };

export type SetFavouriteRequest = { game_id: number; favorite: boolean };

/** The whole list: the product reloads it with an empty name filter. */
const ALL_FAVOURITES = { name: '' } as const;

/**
 * The member's favourite games: loaded once signed in, changed one game at a time, and reloaded after each
 * change. A guest who taps the heart is asked to log in.
 */
export const favouritesMachine = setup({
  types: {
    input: {} as FavouritesInput,
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    emitted: {} as FavouritesEmitted,
  },
  actors: {
    loadFavourites: notProvidedPromise<Game[], { name: string }>('loadFavourites'),
    setFavourite: notProvidedPromise<void, SetFavouriteRequest>('setFavourite'),
  },
  actions: {
    setList: assign({ list: (_, params: { list: Game[] }) => params.list }),
    markPending: assign({ pending: ({ context }, params: { gameId: number }) => [...context.pending, params.gameId] }),
    clearPending: assign({ pending: [] }),
    notify: emit((_, params: Notice) => ({ type: 'notice' as const, notice: params })),
    requestLogin: emit({ type: 'login.requested' as const }),
  },
  guards: {
    startsSignedIn: ({ event }) => initialInput<FavouritesInput>(event)?.signedIn === true,
    /** 401 and force_offline: the session machine already tells the person, so no second toast. */
    isSessionFailure: (_, params: { error: unknown }) =>
      isApiFailure(params.error) && (params.error.kind === 'unauthenticated' || params.error.kind === 'forceOffline'),
  },
}).createMachine({
  id: 'favourites',
  context: { list: [], pending: [] },
  initial: 'starting',
  states: {
    /** Transient: a guest gets no list. */
    starting: {
      always: [{ guard: 'startsSignedIn', target: 'loading' }, { target: 'guest' }],
    },
    guest: {
      on: {
        'favourites.toggle': {
          actions: [{ type: 'notify', params: { message: NOT_LOGGED_IN, tone: 'error' } }, 'requestLogin'],
        },
      },
    },
    /**
     * A failed load is ignored: the list shown stays. A heart tapped while the list loads is not lost:
     * the change goes first and the list is reloaded after it.
     */
    loading: {
      on: {
        'favourites.toggle': {
          target: 'updating',
          actions: { type: 'markPending', params: ({ event }) => ({ gameId: event.game_id }) },
        },
      },
      invoke: {
        id: 'loadFavourites',
        src: 'loadFavourites',
        input: ALL_FAVOURITES,
        onDone: { target: 'ready', actions: { type: 'setList', params: ({ event }) => ({ list: event.output }) } },
        onError: { target: 'ready' },
      },
    },
    ready: {
      on: {
        'favourites.toggle': {
          target: 'updating',
          actions: { type: 'markPending', params: ({ event }) => ({ gameId: event.game_id }) },
        },
        'favourites.reload': { target: 'loading' },
      },
    },
    /** Toggles and reloads are ignored until the change and the reload after it are over. */
    updating: {
      invoke: {
        id: 'setFavourite',
        src: 'setFavourite',
        input: ({ event }) => {
          assertEvent(event, 'favourites.toggle');
          return { game_id: event.game_id, favorite: event.favorite };
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
    /** The game stays pending until the list shows the change; a failed reload keeps the list shown. */
    reloading: {
      invoke: {
        id: 'reloadFavourites',
        src: 'loadFavourites',
        input: ALL_FAVOURITES,
        onDone: {
          target: 'ready',
          actions: [{ type: 'setList', params: ({ event }) => ({ list: event.output }) }, 'clearPending'],
        },
        onError: { target: 'ready', actions: 'clearPending' },
      },
    },
  },
});

export type FavouritesActorRef = ActorRefFrom<typeof favouritesMachine>;
export type FavouritesSnapshot = SnapshotFrom<typeof favouritesMachine>;

/** Whether the game is in the member's favourites as last loaded. */
export function isFavourite(snapshot: Pick<FavouritesSnapshot, 'context'>, gameId: number): boolean {
  return snapshot.context.list.some((game) => game.id === gameId);
}

/** Whether a change to the game is in flight. */
export function isFavouritePending(snapshot: Pick<FavouritesSnapshot, 'context'>, gameId: number): boolean {
  return snapshot.context.pending.includes(gameId);
}
