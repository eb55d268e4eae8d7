import { Balance, FollowResult, GameArray, GamePage, ProviderList, type CategoryKey } from '../../contract/games';
import type { ApiClient } from './client';

export interface GameListParams {
  category?: CategoryKey | undefined;
  name?: string | undefined;
  plat_type?: string | undefined;
  page?: number | undefined;
  per_page?: number | undefined;
}

/** The lobby's calls: what the home page and the main layout need. The tables' are in ./house. */
export function gamesApi(api: ApiClient) {
  return {
    providers: (signal?: AbortSignal) => api.get('/api/games/apisv2', ProviderList, { signal }),
    list: (query: GameListParams, signal?: AbortSignal) =>
      api.get('/api/games/listsv2', GamePage, { query: { ...query }, signal }),
    popular: (category?: CategoryKey, signal?: AbortSignal) =>
      api.get('/api/games/popular', GameArray, { query: { name: category }, signal }),
    promoted: (category?: CategoryKey, signal?: AbortSignal) =>
      api.get('/api/games/promotion', GameArray, { query: { name: category }, signal }),
    favourites: (name: string, signal?: AbortSignal) =>
      api.post('/api/games/follow', GameArray, { query: { name }, signal }),
    setFavourite: (gameId: number, favorite: boolean, signal?: AbortSignal) =>
      api.post(favorite ? '/api/games/follow/set' : '/api/games/follow/delete', FollowResult, {
        body: { game_id: gameId },
        signal,
      }),
    balance: (signal?: AbortSignal) =>
      api.get('/api/day7/getAllBalance', Balance, { query: { currency: 'BRL' }, signal }),
  };
}
