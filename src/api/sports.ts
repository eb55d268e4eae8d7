import { HouseEndpoints } from '../../contract/house';
import { type SlipBody, type SportsBoardQuery } from '../../contract/sports';
import { SportsEndpoints } from '../../contract/sports';
import type { ApiClient } from './client';

/**
 * The sports section's calls (contract/house.ts): the board (polled in the background), slips and the
 * member's bets. Loaded with the section, so the home page carries none of their schemas.
 */
export function sportsApi(api: ApiClient) {
  return {
    board: (query: SportsBoardQuery = {}, signal?: AbortSignal) =>
      api.call(SportsEndpoints.sportsBoard, { query, signal }),
    rules: (signal?: AbortSignal) => api.call(HouseEndpoints.sportsRules, { signal }),
    placeSlip: (body: SlipBody, signal?: AbortSignal) => api.call(SportsEndpoints.sportsSlip, { body, signal }),
    slips: (signal?: AbortSignal) => api.call(SportsEndpoints.sportsSlips, { signal }),
    /**
     * For the home page's football block: the first `limit` fixtures to bet on, live first then by
     * kickoff, each with its markets (open one with `/sports?pick=<fixture>:<market>:<selection>`).
     */
    homeFixtures: (limit = 6, signal?: AbortSignal) =>
      api.call(SportsEndpoints.sportsBoard, { query: { limit: String(limit) }, signal }),
  };
}
export type SportsApi = ReturnType<typeof sportsApi>;
