import { fromPromise } from 'xstate';
import { once } from './flows';

/**
 * A resource flow (one thing a screen shows, by key) fetched with an area's API, loaded on first use.
 * Only the features' logic modules use it: it loads with the first of them, not with the first page.
 */
export function resourceFlow<TApi, TData>(
  id: string,
  areaApi: () => Promise<TApi>,
  fetch: (api: TApi, key: string, signal: AbortSignal) => Promise<TData>,
) {
  return once(() =>
    Promise.all([import('../../machines/resource.machine'), areaApi()]).then(([{ createResourceMachine }, api]) =>
      createResourceMachine<TData, string>(id).provide({
        actors: {
          fetchResource: fromPromise(({ input, signal }: { input: { key: string }; signal: AbortSignal }) =>
            fetch(api, input.key, signal),
          ),
        },
      }),
    ),
  );
}
