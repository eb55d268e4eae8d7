import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Game, GamePage } from '../contract/games';
import { notProvidedPromise } from './shared';

/** How long typing must pause before a search is sent, in milliseconds. */
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchContext = {
  /** What was typed, as typed. */
  query: string;
  results: Game[];
  total: number;
  error: boolean;
};

export type SearchEvent = { type: 'search.input'; query: string } | { type: 'search.retry' };

/**
 * Search across every category: a search is sent once typing pauses, and typing again abandons the one in
 * flight (the invoked actor is stopped, which aborts its request), so a late answer never replaces newer
 * results. Results of the previous search stay shown while the next one is on its way.
 */
export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
  },
  actors: {
    searchGames: notProvidedPromise<GamePage, { name: string }>('searchGames'),
  },
  actions: {
    setQuery: assign({ query: (_, params: { query: string }) => params.query }),
    setResults: assign((_, params: { page: GamePage }) => ({ results: params.page.list, total: params.page.total })),
    clearResults: assign({ results: [], total: 0 }),
    /** A failure shows no results: what was shown answered an older query. */
    showFailure: assign({ results: [], total: 0, error: true }),
    clearError: assign({ error: false }),
  },
  guards: {
    isBlank: (_, params: { query: string }) => params.query.trim() === '',
  },
  delays: {
    debounce: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'search',
  context: { query: '', results: [], total: 0, error: false },
  initial: 'idle',
  on: {
    // From any state; the target state is entered afresh, so the timer restarts and a search in flight stops.
    'search.input': [
      {
        guard: { type: 'isBlank', params: ({ event }) => ({ query: event.query }) },
        target: '.idle',
        actions: [{ type: 'setQuery', params: ({ event }) => ({ query: event.query }) }, 'clearResults', 'clearError'],
      },
      {
        target: '.debouncing',
        actions: [{ type: 'setQuery', params: ({ event }) => ({ query: event.query }) }, 'clearError'],
      },
    ],
  },
  states: {
    idle: {},
    debouncing: {
      after: { debounce: { target: 'searching' } },
    },
    searching: {
      invoke: {
        id: 'searchGames',
        src: 'searchGames',
        input: ({ context }) => ({ name: context.query.trim() }),
        onDone: { target: 'results', actions: { type: 'setResults', params: ({ event }) => ({ page: event.output }) } },
        onError: { target: 'failed', actions: 'showFailure' },
      },
    },
    results: {},
    /** Shows the error with a retry. */
    failed: {
      on: { 'search.retry': { target: 'searching', actions: 'clearError' } },
    },
  },
});

export type SearchActorRef = ActorRefFrom<typeof searchMachine>;
export type SearchSnapshot = SnapshotFrom<typeof searchMachine>;
