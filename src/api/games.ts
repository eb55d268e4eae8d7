import { GamesEndpoints, type CategoryKey } from '../../contract/games';
import type { ApiClient } from './client';

export interface GameListParams {
  category?: CategoryKey | undefined;
  name?: string | undefined;
  plat_type?: string | undefined;
  page?: number | undefined;
  per_page?: number | undefined;
}

/** The lobby's calls (contract/games.ts): what the home page and the main layout need. The tables' are in ./house. */
export function gamesApi(api: ApiClient) {
  return {
    providers: (signal?: AbortSignal) => api.call(GamesEndpoints.providers, { signal }),
    list: (query: GameListParams, signal?: AbortSignal) =>
      api.call(GamesEndpoints.list, { query: { ...query }, signal }),
    popular: (category?: CategoryKey, signal?: AbortSignal) =>
      api.call(GamesEndpoints.popular, { query: { name: category }, signal }),
    promoted: (category?: CategoryKey, signal?: AbortSignal) =>
      api.call(GamesEndpoints.promoted, { query: { name: category }, signal }),
    favourites: (name: string, signal?: AbortSignal) =>
      api.call(GamesEndpoints.favourites, { query: { name }, signal }),
    setFavourite: (gameId: number, favorite: boolean, signal?: AbortSignal) =>
      api.call(favorite ? GamesEndpoints.followSet : GamesEndpoints.followDelete, {
        body: { game_id: gameId },
        signal,
      }),
    balance: (signal?: AbortSignal) => api.call(GamesEndpoints.balance, { query: { currency: 'BRL' }, signal }),
  };
}
