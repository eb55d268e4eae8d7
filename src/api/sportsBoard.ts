import { type SportsBoardQuery, SportsBoardEndpoints } from '../../contract/sportsBoard';
import type { ApiClient } from './client';

/**
 * The sports board's calls (contract/sportsBoard.ts), read in the background once a page opens (its
 * stream, src/api/sportsStream.ts, keeps it): what the home page's football block loads, without the slips'
 * contract.
 */
export function sportsBoardApi(api: ApiClient) {
  return {
    board: (query: SportsBoardQuery = {}, signal?: AbortSignal) =>
      api.call(SportsBoardEndpoints.sportsBoard, { query, signal }),
    /**
     * For the home page's football block: the first `limit` fixtures to bet on, live first then by
     * kickoff, each with its markets (open one with `/sports?pick=<fixture>:<market>:<selection>`).
     */
    homeFixtures: (limit: number, signal?: AbortSignal) =>
      api.call(SportsBoardEndpoints.sportsBoard, { query: { limit: String(limit) }, signal }),
  };
}
export type SportsBoardApi = ReturnType<typeof sportsBoardApi>;
