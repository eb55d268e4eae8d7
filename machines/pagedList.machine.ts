import type { MessageDescriptor } from '@lingui/core';
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvidedPromise } from './shared';

/** One page of a list as the API answers it, with what the API says about the whole list (totals). */
export type Page<TItem, TSummary = null> = { list: TItem[]; total: number; summary?: TSummary };
export type PageRequest<TFilters> = { filters: TFilters; page: number; perPage: number };

export type PagedListInput<TFilters> = { filters: TFilters; perPage: number };

export type PagedListContext<TItem, TFilters, TSummary = null> = {
  filters: TFilters;
  perPage: number;
  /** The pages loaded so far, in order. */
  items: TItem[];
  total: number;
  page: number;
  /** The latest page's summary of the whole list, if the API gives one. */
  summary: TSummary | null;
  /** Why the filters asked for can't be used (a start day after the end day), or null. */
  filterProblem: MessageDescriptor | null;
};

export type PagedListEvent<TFilters> =
  { type: 'list.more' } | { type: 'list.filter'; filters: TFilters } | { type: 'list.retry' };

/**
 * A list that loads page by page ("load more"), restarts when its filters change and can be retried.
 * One machine serves every paged list (the lobby by category, the game record…) by its item and
 * filter types. `checkFilters` names what is wrong with filters before anything is asked (the server
 * refuses the same ones).
 */
export function createPagedListMachine<TItem, TFilters, TSummary = null>(
  id: string,
  checkFilters: (filters: TFilters) => MessageDescriptor | null = () => null,
) {
  return setup({
    types: {
      input: {} as PagedListInput<TFilters>,
      context: {} as PagedListContext<TItem, TFilters, TSummary>,
      events: {} as PagedListEvent<TFilters>,
    },
    actors: {
      fetchPage: notProvidedPromise<Page<TItem, TSummary>, PageRequest<TFilters>>('fetchPage'),
    },
    actions: {
      reset: assign((_, params: { filters: TFilters }) => ({
        filters: params.filters,
        items: [],
        total: 0,
        page: 0,
        summary: null,
        filterProblem: null,
      })),
      refuseFilters: assign((_, params: { filters: TFilters }) => ({
        filters: params.filters,
        items: [],
        total: 0,
        page: 0,
        summary: null,
        filterProblem: checkFilters(params.filters),
      })),
      append: assign(({ context }, params: { page: Page<TItem, TSummary> }) => ({
        items: [...context.items, ...params.page.list],
        total: params.page.total,
        page: context.page + 1,
        summary: params.page.summary ?? null,
      })),
    },
    guards: {
      hasMore: ({ context }) => context.items.length < context.total,
      nothingShown: ({ context }) => context.page === 0,
      filtersWrong: (_, params: { filters: TFilters }) => checkFilters(params.filters) !== null,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      filters: input.filters,
      perPage: input.perPage,
      items: [],
      total: 0,
      page: 0,
      summary: null,
      filterProblem: null,
    }),
    initial: 'loading',
    on: {
      'list.filter': [
        {
          guard: { type: 'filtersWrong', params: ({ event }) => ({ filters: event.filters }) },
          target: '.filtersRefused',
          actions: { type: 'refuseFilters', params: ({ event }) => ({ filters: event.filters }) },
        },
        {
          target: '.loading',
          reenter: true,
          actions: { type: 'reset', params: ({ event }) => ({ filters: event.filters }) },
        },
      ],
    },
    states: {
      /** The first page, with skeletons on screen. */
      loading: {
        invoke: {
          id: 'fetchFirstPage',
          src: 'fetchPage',
          input: ({ context }) => ({ filters: context.filters, page: 1, perPage: context.perPage }),
          onDone: { target: 'ready', actions: { type: 'append', params: ({ event }) => ({ page: event.output }) } },
          onError: { target: 'failed' },
        },
      },
      ready: {
        on: { 'list.more': { guard: 'hasMore', target: 'loadingMore' } },
      },
      /** The next page, below the ones shown. */
      loadingMore: {
        invoke: {
          id: 'fetchNextPage',
          src: 'fetchPage',
          input: ({ context }) => ({ filters: context.filters, page: context.page + 1, perPage: context.perPage }),
          onDone: { target: 'ready', actions: { type: 'append', params: ({ event }) => ({ page: event.output }) } },
          onError: { target: 'failed' },
        },
      },
      /** Filters that can't be asked for: their problem is shown until they are changed. */
      filtersRefused: {},
      failed: {
        on: {
          'list.retry': [{ guard: 'nothingShown', target: 'loading' }, { target: 'loadingMore' }],
        },
      },
    },
  });
}

export type PagedListMachine<TItem, TFilters, TSummary = null> = ReturnType<
  typeof createPagedListMachine<TItem, TFilters, TSummary>
>;
export type PagedListActorRef<TItem, TFilters, TSummary = null> = ActorRefFrom<
  PagedListMachine<TItem, TFilters, TSummary>
>;
export type PagedListSnapshot<TItem, TFilters, TSummary = null> = SnapshotFrom<
  PagedListMachine<TItem, TFilters, TSummary>
>;
