import { assign, setup, type ActorRefFrom } from 'xstate';
import { notProvidedPromise } from './shared';

export type ResourceContext<TData, TKey> = { key: TKey; data: TData | null };
export type ResourceEvent = { type: 'resource.retry' };

/**
 * One thing a screen shows, loaded by key (a game's details by id…): loading, then shown, or a
 * failure with a retry. One machine serves every such screen by its data and key types.
 */
export function createResourceMachine<TData, TKey>(id: string) {
  return setup({
    types: {
      input: {} as { key: TKey },
      context: {} as ResourceContext<TData, TKey>,
      events: {} as ResourceEvent,
    },
    actors: {
      fetchResource: notProvidedPromise<TData, { key: TKey }>('fetchResource'),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ key: input.key, data: null }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'fetchResource',
          src: 'fetchResource',
          input: ({ context }) => ({ key: context.key }),
          onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
          onError: { target: 'failed' },
        },
      },
      ready: {},
      failed: { on: { 'resource.retry': { target: 'loading' } } },
    },
  });
}

export type ResourceMachine<TData, TKey> = ReturnType<typeof createResourceMachine<TData, TKey>>;
export type ResourceActorRef<TData, TKey> = ActorRefFrom<ResourceMachine<TData, TKey>>;
