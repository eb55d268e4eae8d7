import { assign, setup, type ActorRefFrom } from 'xstate';
import type { PlayerHit, PlayerStatus } from '../../contract/boPlayers';
import { notProvidedPromise } from '../shared';
import { problemOf, type Problem } from './problem';

export type MatchedBy = 'all' | 'id' | 'phone' | 'cpf' | 'email' | 'name';
export type PlayerSearchRequest = { q?: string; status?: PlayerStatus; page: number };
export type PlayerSearchResult = { list: PlayerHit[]; total: number; matched_by: MatchedBy };

export type PlayerSearchContext = {
  /** The words as typed, and the search the list shows (applied on searching). */
  words: string;
  status: PlayerStatus | '';
  applied: { words: string; status: PlayerStatus | '' };
  page: number;
  list: PlayerHit[];
  total: number;
  matchedBy: MatchedBy;
  problem: Problem | null;
};

export type PlayerSearchEvent =
  | { type: 'search.words'; value: string }
  | { type: 'search.status'; value: PlayerStatus | '' }
  | { type: 'search.submit' }
  | { type: 'search.page'; page: number }
  | { type: 'search.refresh' };

/** The request of a search: the words trimmed and the status, only when given. */
export const searchRequestOf = (context: PlayerSearchContext): PlayerSearchRequest => ({
  ...(context.applied.words.trim() ? { q: context.applied.words.trim() } : {}),
  ...(context.applied.status ? { status: context.applied.status } : {}),
  page: context.page,
});

/**
 * The players' search: by phone, CPF, member ID, e-mail or part of the name (the server tells what the words
 * were taken as), with a status filter, a page at a time; with no words, the newest players.
 */
export const playerSearchMachine = setup({
  types: {
    context: {} as PlayerSearchContext,
    events: {} as PlayerSearchEvent,
  },
  actors: {
    search: notProvidedPromise<PlayerSearchResult, PlayerSearchRequest>('search'),
  },
  actions: {
    showProblem: assign((_, params: { error: unknown }) => ({ problem: problemOf(params.error) })),
  },
}).createMachine({
  id: 'playerSearch',
  context: {
    words: '',
    status: '',
    applied: { words: '', status: '' },
    page: 1,
    list: [],
    total: 0,
    matchedBy: 'all',
    problem: null,
  },
  initial: 'loading',
  on: {
    'search.words': { actions: assign(({ event }) => ({ words: event.value })) },
    'search.status': { actions: assign(({ event }) => ({ status: event.value })) },
  },
  states: {
    loading: {
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => searchRequestOf(context),
        onDone: {
          target: 'shown',
          actions: assign(({ event }) => ({
            list: event.output.list,
            total: event.output.total,
            matchedBy: event.output.matched_by,
            problem: null,
          })),
        },
        onError: {
          target: 'failed',
          actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    shown: {
      on: {
        'search.submit': {
          target: 'loading',
          actions: assign(({ context }) => ({
            applied: { words: context.words, status: context.status },
            page: 1,
            problem: null,
          })),
        },
        'search.page': { target: 'loading', actions: assign(({ event }) => ({ page: Math.max(1, event.page) })) },
        'search.refresh': 'loading',
      },
    },
    failed: {
      on: {
        'search.submit': {
          target: 'loading',
          actions: assign(({ context }) => ({
            applied: { words: context.words, status: context.status },
            page: 1,
            problem: null,
          })),
        },
        'search.refresh': { target: 'loading', actions: assign({ problem: null }) },
      },
    },
  },
});

export type PlayerSearchActorRef = ActorRefFrom<typeof playerSearchMachine>;
