import { fromPromise, type ActorRefFrom } from 'xstate';
import type { HouseApi } from '../../api/house';
import { once, type AppDeps } from '../../app/flows';
import type { CategoryKey, Game } from '../../../contract/games';
import type { GameRecordRow } from '../../../contract/tables';
import type { CrashBetInput } from '../../../machines/crashRound.machine';
import { dayRangeProblem } from '../../../machines/dayRange';
import { favouritesMachine } from '../../../machines/favourites.machine';
import { createPagedListMachine, type Page } from '../../../machines/pagedList.machine';

/** The game record's filters: a category and a range of days (YYYY-MM-DD), each optional. */
export type RecordFilters = { category?: CategoryKey | ''; from?: string; to?: string };
const gameRecordMachine = createPagedListMachine<GameRecordRow, RecordFilters>('gameRecord', dayRangeProblem);
export type GameRecordActorRef = ActorRefFrom<typeof gameRecordMachine>;

/**
 * The games' flows that only their own screens need (search, a game's details and launch, the house's
 * tables, the sportsbook, the game record): each is loaded with its screen on first use, the tables with
 * the house's API.
 */
type TableLoaders = ReturnType<typeof import('./tableLogic').createTableLoaders>;

export function createLoaders({ api, refresh: balanceChanged }: AppDeps) {
  /** The tables' API, loaded with the first table screen. */
  const house = once((): Promise<HouseApi> => import('../../api/house').then(({ houseApi }) => houseApi(api.client)));
  /**
   * The house tables' flows (their round machines, the live table, the verifier) load from their own module
   * when a table's screen first asks: a games page preloads that small module, not every table's machine.
   */
  const tables = once(() =>
    import('./tableLogic').then(({ createTableLoaders }) =>
      createTableLoaders({ api, refresh: balanceChanged }, house),
    ),
  );
  const deferred = <K extends keyof TableLoaders>(name: K) =>
    (() => tables().then((loaders) => (loaders[name] as () => Promise<unknown>)())) as unknown as TableLoaders[K];
  return {
    // A member's favourites (loaded once signed in), or a guest's first heart, which asks them to log in.
    favourites: once(async () =>
      favouritesMachine.provide({
        actors: {
          loadFavourites: fromPromise<Game[], { name: string }>(({ input, signal }) =>
            api.games.favourites(input.name, signal),
          ),
          setFavourite: fromPromise<void, { game_id: number; favorite: boolean }>(async ({ input, signal }) => {
            await api.games.setFavourite(input.game_id, input.favorite, signal);
          }),
        },
      }),
    ),
    slotRound: deferred('slotRound'),
    rouletteRound: deferred('rouletteRound'),
    baccaratRound: deferred('baccaratRound'),
    blackjackRound: deferred('blackjackRound'),
    videoPokerRound: deferred('videoPokerRound'),
    bingoRound: deferred('bingoRound'),
    videoBingoRound: deferred('videoBingoRound'),
    kenoRound: deferred('kenoRound'),
    minesRound: deferred('minesRound'),
    plinkoRound: deferred('plinkoRound'),
    diceRound: deferred('diceRound'),
    fishRound: deferred('fishRound'),
    liveTable: deferred('liveTable'),
    verifyRound: deferred('verifyRound'),
    search: once(() =>
      import('../../../machines/search.machine').then(({ searchMachine }) =>
        searchMachine.provide({
          actors: {
            searchGames: fromPromise(({ input, signal }: { input: { name: string }; signal: AbortSignal }) =>
              api.games.list({ name: input.name, per_page: 48 }, signal),
            ),
          },
        }),
      ),
    ),
    gameInfo: once(() =>
      Promise.all([import('../../../machines/resource.machine'), house()]).then(([{ createResourceMachine }, tables]) =>
        createResourceMachine<Game, number>('gameInfo').provide({
          actors: {
            fetchResource: fromPromise(({ input, signal }: { input: { key: number }; signal: AbortSignal }) =>
              tables.info(input.key, signal),
            ),
          },
        }),
      ),
    ),
    gameLaunch: once(() =>
      Promise.all([import('../../../machines/gameLaunch.machine'), house()]).then(([{ gameLaunchMachine }, tables]) =>
        gameLaunchMachine.provide({
          actors: {
            launch: fromPromise(({ input, signal }: { input: { game_id: number }; signal: AbortSignal }) =>
              tables.launch(input.game_id, signal),
            ),
          },
        }),
      ),
    ),
    crashRound: once(() =>
      Promise.all([import('../../../machines/crashRound.machine'), house()]).then(([{ crashRoundMachine }, tables]) =>
        crashRoundMachine.provide({
          actors: {
            loadRules: fromPromise(({ input, signal }: { input: { gameId: number }; signal: AbortSignal }) =>
              tables.crashRules(input.gameId, signal),
            ),
            bet: fromPromise(({ input, signal }: { input: CrashBetInput; signal: AbortSignal }) =>
              tables.crashBet(input, signal),
            ),
            cashout: fromPromise(({ input, signal }: { input: { round_id: string }; signal: AbortSignal }) =>
              tables.crashCashout(input.round_id, signal),
            ),
            checkRound: fromPromise(({ input, signal }: { input: { round_id: string }; signal: AbortSignal }) =>
              tables.crashRound(input.round_id, signal),
            ),
          },
          actions: { balanceChanged },
        }),
      ),
    ),
    gameRecord: once(() =>
      house().then((tables) =>
        gameRecordMachine.provide({
          actors: {
            fetchPage: fromPromise<Page<GameRecordRow>, { filters: RecordFilters; page: number; perPage: number }>(
              ({ input, signal }) =>
                tables.record({ ...input.filters, page: input.page, per_page: input.perPage }, signal),
            ),
          },
        }),
      ),
    ),
  };
}
