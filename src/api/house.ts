import type { GameRecordBody } from '../../contract/tables';
import { GameTableEndpoints, HouseEndpoints } from '../../contract/house';
import { RoundEndpoints } from '../../contract/rounds';
import type { ApiClient } from './client';

/**
 * The game tables' calls (launch, slot, crash, sportsbook, record; contract/games.ts, contract/house.ts):
 * loaded with the screens that use them, so the home page carries none of their schemas.
 */
export function houseApi(api: ApiClient) {
  return {
    info: (gameId: number, signal?: AbortSignal) =>
      api.call(GameTableEndpoints.info, { query: { id: gameId }, signal }),
    launch: (gameId: number, signal?: AbortSignal) =>
      api.call(GameTableEndpoints.launch, { body: { game_id: gameId }, signal }),
    /** Asked with ?lang=zh_cn whatever the language, as the product's call list has it (the body carries the member's). */
    record: (body: GameRecordBody, signal?: AbortSignal) =>
      api.call(GameTableEndpoints.record, { query: { lang: 'zh_cn' }, body: { ...body }, signal }),
    fairness: (gameId: number, signal?: AbortSignal) =>
      api.call(HouseEndpoints.fairness, { query: { game_id: gameId }, signal }),
    crashRules: (gameId: number, signal?: AbortSignal) =>
      api.call(HouseEndpoints.crashRules, { query: { game_id: gameId }, signal }),
    crashBet: (
      body: { game_id: number; amount: string; auto_cashout: string; launch?: string },
      signal?: AbortSignal,
    ) => api.call(HouseEndpoints.crashBet, { body, signal }),
    crashCashout: (roundId: string, signal?: AbortSignal) =>
      api.call(HouseEndpoints.crashCashout, { body: { round_id: roundId }, signal }),
    crashRound: (roundId: string, signal?: AbortSignal) =>
      api.call(HouseEndpoints.crashRound, { query: { round_id: roundId }, signal }),
    /** A title's table (rules, RTP, limits, commitment, open round) and its rounds (contract/rounds.ts). */
    table: (gameId: number, signal?: AbortSignal) =>
      api.call(RoundEndpoints.table, { query: { game_id: gameId }, signal }),
    start: (body: { game_id: number; launch: string; choice: unknown; client_seed?: string }, signal?: AbortSignal) =>
      api.call(RoundEndpoints.start, { body, signal }),
    act: (body: { round_id: string; launch: string; action: unknown }, signal?: AbortSignal) =>
      api.call(RoundEndpoints.act, { body, signal }),
    round: (roundId: string, signal?: AbortSignal) =>
      api.call(RoundEndpoints.one, { query: { round_id: roundId }, signal }),
  };
}
export type HouseApi = ReturnType<typeof houseApi>;
