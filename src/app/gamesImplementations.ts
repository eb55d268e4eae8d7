import { fromPromise } from 'xstate';
import type { Api } from '../api';

/**
 * The games flows that only their own screens need (search, the launch hand-off, the slot table):
 * each is loaded with its screen, its real effects provided here.
 */
export const loadSearchLogic = (api: Api) =>
  import('../../machines/search.machine').then(({ searchMachine }) =>
    searchMachine.provide({
      actors: {
        searchGames: fromPromise(({ input, signal }: { input: { name: string }; signal: AbortSignal }) =>
          api.games.list({ name: input.name, per_page: 48 }, signal),
        ),
      },
    }),
  );

export const loadGameLaunchLogic = (api: Api) =>
  import('../../machines/gameLaunch.machine').then(({ gameLaunchMachine }) =>
    gameLaunchMachine.provide({
      actors: {
        launch: fromPromise(({ input, signal }: { input: { game_id: number }; signal: AbortSignal }) =>
          api.games.launch(input.game_id, signal),
        ),
      },
    }),
  );

export const loadSlotRoundLogic = (api: Api, balanceChanged: () => void) =>
  import('../../machines/slotRound.machine').then(({ slotRoundMachine }) =>
    slotRoundMachine.provide({
      actors: {
        loadTable: fromPromise(async ({ input, signal }: { input: { gameId: number }; signal: AbortSignal }) => {
          const [rules, commitment] = await Promise.all([
            api.games.slotRules(input.gameId, signal),
            api.games.fairness(input.gameId, signal),
          ]);
          return { rules, commitment };
        }),
        play: fromPromise(({ input, signal }: { input: { game_id: number; amount: string }; signal: AbortSignal }) =>
          api.games.play(input, signal),
        ),
      },
      actions: { balanceChanged },
    }),
  );

/** A loader that runs once and then answers the same promise (what React's `use` needs). */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
}
