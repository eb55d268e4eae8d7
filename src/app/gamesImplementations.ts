import { fromPromise } from 'xstate';
import type { Api } from '../api';
import type { Game } from '../contract/games';
import type { Selection } from '../contract/house';

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

export const loadGameInfoLogic = (api: Api) =>
  import('../../machines/resource.machine').then(({ createResourceMachine }) =>
    createResourceMachine<Game, number>('gameInfo').provide({
      actors: {
        fetchResource: fromPromise(({ input, signal }: { input: { key: number }; signal: AbortSignal }) =>
          api.games.info(input.key, signal),
        ),
      },
    }),
  );

export const loadCrashLogic = (api: Api, balanceChanged: () => void) =>
  import('../../machines/crashRound.machine').then(({ crashRoundMachine }) =>
    crashRoundMachine.provide({
      actors: {
        loadRules: fromPromise(({ input, signal }: { input: { gameId: number }; signal: AbortSignal }) =>
          api.games.crashRules(input.gameId, signal),
        ),
        bet: fromPromise(
          ({ input, signal }: { input: { game_id: number; amount: string; auto_cashout: string }; signal: AbortSignal }) =>
            api.games.crashBet(input, signal),
        ),
        cashout: fromPromise(({ input, signal }: { input: { round_id: string }; signal: AbortSignal }) =>
          api.games.crashCashout(input.round_id, signal),
        ),
        checkRound: fromPromise(({ input, signal }: { input: { round_id: string }; signal: AbortSignal }) =>
          api.games.crashRound(input.round_id, signal),
        ),
      },
      actions: { balanceChanged },
    }),
  );

export const loadSportsLogic = (api: Api, balanceChanged: () => void) =>
  import('../../machines/sportsBet.machine').then(({ sportsBetMachine }) =>
    sportsBetMachine.provide({
      actors: {
        loadBook: fromPromise(async ({ signal }: { signal: AbortSignal }) => {
          const [fixtures, bets] = await Promise.all([api.games.fixtures(signal), api.games.sportsBets(signal)]);
          return { fixtures, bets };
        }),
        placeBet: fromPromise(
          ({
            input,
            signal,
          }: {
            input: { game_id: number; fixture_id: string; selection: Selection; amount: string };
            signal: AbortSignal;
          }) => api.games.sportsBet(input, signal),
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
