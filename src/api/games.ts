import {
  Balance,
  Commitment,
  FollowResult,
  GameArray,
  GamePage,
  GameRecordPage,
  HousePlayResult,
  Launch,
  ProviderList,
  SlotRules,
  CrashRound,
  CrashRules,
  FixtureList,
  Game,
  SportsBet,
  SportsBetList,
  type CategoryKey,
  type Selection,
  type GameRecordBody,
} from '../contract';
import type { ApiClient } from './client';

export interface GameListParams {
  category?: CategoryKey | undefined;
  name?: string | undefined;
  plat_type?: string | undefined;
  page?: number | undefined;
  per_page?: number | undefined;
}

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
    launch: (gameId: number, signal?: AbortSignal) =>
      api.post('/api/day7/day7LoginV2', Launch, { body: { game_id: gameId }, signal }),
    balance: (signal?: AbortSignal) =>
      api.get('/api/day7/getAllBalance', Balance, { query: { currency: 'BRL' }, signal }),
    record: (body: GameRecordBody, signal?: AbortSignal) =>
      api.post('/api/game/record', GameRecordPage, { query: { lang: 'zh_cn' }, body: { ...body }, signal }),
    fairness: (gameId: number, signal?: AbortSignal) =>
      api.get('/api/house/fairness', Commitment, { query: { game_id: gameId }, signal }),
    slotRules: (gameId: number, signal?: AbortSignal) =>
      api.get('/api/house/slot/rules', SlotRules, { query: { game_id: gameId }, signal }),
    info: (gameId: number, signal?: AbortSignal) =>
      api.get('/api/games/info', Game, { query: { id: gameId }, signal }),
    crashRules: (gameId: number, signal?: AbortSignal) =>
      api.get('/api/house/crash/rules', CrashRules, { query: { game_id: gameId }, signal }),
    crashBet: (body: { game_id: number; amount: string; auto_cashout: string }, signal?: AbortSignal) =>
      api.post('/api/house/crash/bet', CrashRound, { body, signal }),
    crashCashout: (roundId: string, signal?: AbortSignal) =>
      api.post('/api/house/crash/cashout', CrashRound, { body: { round_id: roundId }, signal }),
    crashRound: (roundId: string, signal?: AbortSignal) =>
      api.get('/api/house/crash/round', CrashRound, { query: { round_id: roundId }, signal }),
    fixtures: (signal?: AbortSignal) => api.get('/api/house/sports/fixtures', FixtureList, { signal }),
    sportsBets: (signal?: AbortSignal) => api.get('/api/house/sports/bets', SportsBetList, { signal }),
    sportsBet: (
      body: { game_id: number; fixture_id: string; selection: Selection; amount: string },
      signal?: AbortSignal,
    ) => api.post('/api/house/sports/bet', SportsBet, { body, signal }),
    play: (body: { game_id: number; amount: string; client_seed?: string }, signal?: AbortSignal) =>
      api.post('/api/house/play', HousePlayResult, { body, signal }),
  };
}

