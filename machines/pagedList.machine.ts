import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvidedPromise } from './shared';

/** One page of a list as the API answers it. */
export type Page<TItem> = { list: TItem[]; total: number };
export type PageRequest<TFilters> = { filters: TFilters; page: number; perPage: number };

export type PagedListInput<TFilters> = { filters: TFilters; perPage: number };

export type PagedListContext<TItem, TFilters> = {
  filters: TFilters;
  perPage: number;
  /** The pages loaded so far, in order. */
  items: TItem[];
  total: number;
  page: number;
};

export type PagedListEvent<TFilters> =
  | { type: 'list.more' }
  | { type: 'list.filter'; filters: TFilters }
  | { type: 'list.retry' };

/**
 * A list that loads page by page ("load more"), restarts when its filters change and can be retried.
 * One machine serves every paged list (the lobby by category, the game record…) by its item and
 * filter types.
 */
export function createPagedListMachine<TItem, TFilters>(id: string) {
  return setup({
    types: {
      input: {} as PagedListInput<TFilters>,
      context: {} as PagedListContext<TItem, TFilters>,
      events: {} as PagedListEvent<TFilters>,
    },
    actors: {
      fetchPage: notProvidedPromise<Page<TItem>, PageRequest<TFilters>>('fetchPage'),
    },
    actions: {
      reset: assign((_, params: { filters: TFilters }) => ({ filters: params.filters, items: [], total: 0, page: 0 })),
      append: assign(({ context }, params: { page: Page<TItem> }) => ({
        items: [...context.items, ...params.page.list],
        total: params.page.total,
        page: context.page + 1,
      })),
    },
    guards: {
      hasMore: ({ context }) => context.items.length < context.total,
      nothingShown: ({ context }) => context.page === 0,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ filters: input.filters, perPage: input.perPage, items: [], total: 0, page: 0 }),
    initial: 'loading',
    on: {
      'list.filter': {
        target: '.loading',
        reenter: true,
        actions: { type: 'reset', params: ({ event }) => ({ filters: event.filters }) },
      },
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
      failed: {
        on: {
          'list.retry': [
            { guard: 'nothingShown', target: 'loading' },
            { target: 'loadingMore' },
          ],
        },
      },
    },
  });
}

export type PagedListMachine<TItem, TFilters> = ReturnType<typeof createPagedListMachine<TItem, TFilters>>;
export type PagedListActorRef<TItem, TFilters> = ActorRefFrom<PagedListMachine<TItem, TFilters>>;
export type PagedListSnapshot<TItem, TFilters> = SnapshotFrom<PagedListMachine<TItem, TFilters>>;
