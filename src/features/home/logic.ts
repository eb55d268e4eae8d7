import { fromPromise } from 'xstate';
import { sportsBoardApi } from '../../api/sportsBoard';
import { sportsBoardMachine } from '../../../machines/sportsBoard.machine';
import { once, type AppDeps } from '../../app/flows';

/** How many matches the home page's football block shows. */
export const HOME_FIXTURES = 4;

/**
 * The home page's football block: the first few matches, live first, as they are when the page opens (read
 * once through the board's calls only; the sports section follows them live). Its own module, with the
 * board's flow and calls in the first page's chunk but none of the sports section's loaders.
 */
export function createLoaders({ api }: AppDeps) {
  return {
    homeFootball: once(() => {
      const calls = sportsBoardApi(api.client);
      return Promise.resolve(
        sportsBoardMachine.provide({
          actors: {
            fetchBoard: fromPromise(({ signal }: { signal: AbortSignal }) => calls.homeFixtures(HOME_FIXTURES, signal)),
          },
        }),
      );
    }),
  };
}
