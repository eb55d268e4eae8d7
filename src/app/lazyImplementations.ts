import { fromPromise } from 'xstate';
import type { Api } from '../api';
import type { HouseApi } from '../api/house';
import type { Game } from '../../contract/games';
import type { Selection } from '../../contract/house';

/**
 * The flows that only their own screens need (search, the game tables, the wallet):
 * each is loaded with its screen, its real effects provided here.
 */

/** The tables' API, loaded with the first table screen. */
export const loadHouseApi = (api: Api): Promise<HouseApi> => import('../api/house').then(({ houseApi }) => houseApi(api.client));

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

export const loadGameLaunchLogic = (house: Promise<HouseApi>) =>
  Promise.all([import('../../machines/gameLaunch.machine'), house]).then(([{ gameLaunchMachine }, api]) =>
    gameLaunchMachine.provide({
      actors: {
        launch: fromPromise(({ input, signal }: { input: { game_id: number }; signal: AbortSignal }) =>
          api.launch(input.game_id, signal),
        ),
      },
    }),
  );

export const loadSlotRoundLogic = (house: Promise<HouseApi>, balanceChanged: () => void) =>
  Promise.all([import('../../machines/slotRound.machine'), house]).then(([{ slotRoundMachine }, api]) =>
    slotRoundMachine.provide({
      actors: {
        loadTable: fromPromise(async ({ input, signal }: { input: { gameId: number }; signal: AbortSignal }) => {
          const [rules, commitment] = await Promise.all([
            api.slotRules(input.gameId, signal),
            api.fairness(input.gameId, signal),
          ]);
          return { rules, commitment };
        }),
        play: fromPromise(({ input, signal }: { input: { game_id: number; amount: string }; signal: AbortSignal }) =>
          api.play(input, signal),
        ),
      },
      actions: { balanceChanged },
    }),
  );

export const loadGameInfoLogic = (house: Promise<HouseApi>) =>
  Promise.all([import('../../machines/resource.machine'), house]).then(([{ createResourceMachine }, api]) =>
    createResourceMachine<Game, number>('gameInfo').provide({
      actors: {
        fetchResource: fromPromise(({ input, signal }: { input: { key: number }; signal: AbortSignal }) =>
          api.info(input.key, signal),
        ),
      },
    }),
  );

export const loadCrashLogic = (house: Promise<HouseApi>, balanceChanged: () => void) =>
  Promise.all([import('../../machines/crashRound.machine'), house]).then(([{ crashRoundMachine }, api]) =>
    crashRoundMachine.provide({
      actors: {
        loadRules: fromPromise(({ input, signal }: { input: { gameId: number }; signal: AbortSignal }) =>
          api.crashRules(input.gameId, signal),
        ),
        bet: fromPromise(
          ({ input, signal }: { input: { game_id: number; amount: string; auto_cashout: string }; signal: AbortSignal }) =>
            api.crashBet(input, signal),
        ),
        cashout: fromPromise(({ input, signal }: { input: { round_id: string }; signal: AbortSignal }) =>
          api.crashCashout(input.round_id, signal),
        ),
        checkRound: fromPromise(({ input, signal }: { input: { round_id: string }; signal: AbortSignal }) =>
          api.crashRound(input.round_id, signal),
        ),
      },
      actions: { balanceChanged },
    }),
  );

export const loadSportsLogic = (house: Promise<HouseApi>, balanceChanged: () => void) =>
  Promise.all([import('../../machines/sportsBet.machine'), house]).then(([{ sportsBetMachine }, api]) =>
    sportsBetMachine.provide({
      actors: {
        loadBook: fromPromise(async ({ signal }: { signal: AbortSignal }) => {
          const [fixtures, bets] = await Promise.all([api.fixtures(signal), api.sportsBets(signal)]);
          return { fixtures, bets };
        }),
        placeBet: fromPromise(
          ({
            input,
            signal,
          }: {
            input: { game_id: number; fixture_id: string; selection: Selection; amount: string };
            signal: AbortSignal;
          }) => api.sportsBet(input, signal),
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

/**
 * The loaders of one area's flows, from a module that builds them all (the wallet's, the promotions'):
 * the module loads with the first of its screens, and each flow answers the same promise every time.
 */
export function lazyArea<T extends Record<string, () => Promise<unknown>>>(build: () => Promise<T>) {
  const area = once(build);
  return <K extends keyof T>(key: K) =>
    once(() => area().then((loaders): Promise<unknown> => (loaders[key] as () => Promise<unknown>)())) as () => ReturnType<T[K]>;
}

/** A resource flow (one thing a screen shows, by key) fetched with an area's API, loaded on first use. */
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
