import { fromPromise, type ActorRefFrom } from 'xstate';
import type { Api } from '../../api';
import type { CategoryKey, Game } from '../../../contract/games';
import { createPagedListMachine, type Page } from '../../../machines/pagedList.machine';

/** Which games a list shows: a category page by page, or one of the home rows. */
export type GameFilters = { source: 'list' | 'popular' | 'promoted'; category?: CategoryKey | undefined };
const gameListMachine = createPagedListMachine<Game, GameFilters>('gameList');
export type GameListActorRef = ActorRefFrom<typeof gameListMachine>;

/** The lobby's flow, which the first page runs: the game lists (a member's favourites load with the games' logic). */
export function createLobbyLogic(api: Api) {
  return {
    gameList: gameListMachine.provide({
      actors: {
        fetchPage: fromPromise<Page<Game>, { filters: GameFilters; page: number; perPage: number }>(
          async ({ input, signal }) => {
            const { filters, page, perPage } = input;
            if (filters.source === 'list') {
              return api.games.list({ category: filters.category, page, per_page: perPage }, signal);
            }
            const list = await (filters.source === 'popular' ? api.games.popular : api.games.promoted)(
              filters.category,
              signal,
            );
            return { list, total: list.length };
          },
        ),
      },
    }),
  };
}
