import {
  Commitment,
  Game,
  GameRecordPage,
  HousePlayResult,
  Launch,
  SlotRules,
  type GameRecordBody,
} from '../../contract/games';
import { CrashRound, CrashRules, FixtureList, SportsBet, SportsBetList, type Selection } from '../../contract/house';
import type { ApiClient } from './client';

/**
 * The game tables' calls (launch, slot, crash, sportsbook, record): loaded with the screens that
 * use them, so the home page carries none of their schemas.
 */
export function houseApi(api: ApiClient) {
  return {
    info: (gameId: number, signal?: AbortSignal) => api.get('/api/games/info', Game, { query: { id: gameId }, signal }),
    launch: (gameId: number, signal?: AbortSignal) =>
      api.post('/api/day7/day7LoginV2', Launch, { body: { game_id: gameId }, signal }),
    record: (body: GameRecordBody, signal?: AbortSignal) =>
      api.post('/api/game/record', GameRecordPage, { query: { lang: 'zh_cn' }, body: { ...body }, signal }),
    fairness: (gameId: number, signal?: AbortSignal) =>
      api.get('/api/house/fairness', Commitment, { query: { game_id: gameId }, signal }),
    slotRules: (gameId: number, signal?: AbortSignal) =>
      api.get('/api/house/slot/rules', SlotRules, { query: { game_id: gameId }, signal }),
    play: (body: { game_id: number; amount: string; client_seed?: string }, signal?: AbortSignal) =>
      api.post('/api/house/play', HousePlayResult, { body, signal }),
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
  };
}
export type HouseApi = ReturnType<typeof houseApi>;
