import { apiPath } from '../../contract/endpoint';
import { LiveEndpoints, LiveState, type LiveBetBody } from '../../contract/live';
import { pushed } from './pushed';
import type { ApiClient } from './client';

/**
 * The live tables' calls (contract/live.ts): the table, a bet, and the table's stream of states
 * (server-sent events, public: the same for every player). Loaded with the live screen.
 */
export function liveApi(api: ApiClient) {
  return {
    table: (gameId: number, signal?: AbortSignal) =>
      api.call(LiveEndpoints.table, { query: { game_id: gameId }, signal }),
    bet: (body: Omit<LiveBetBody, 'lang'>, signal?: AbortSignal) => api.call(LiveEndpoints.bet, { body, signal }),
    /**
     * Opens the table's stream: `onState` gets each state pushed (checked with the contract), `onDropped`
     * when the connection fails (the browser would retry by itself; the table's machine decides instead).
     * Answers the close.
     */
    stream(gameId: number, onState: (state: LiveState) => void, onDropped: () => void): () => void {
      const base = import.meta.env.VITE_API_BASE ?? '';
      const source = new EventSource(`${base}${apiPath(LiveEndpoints.stream)}?game_id=${gameId}`);
      source.addEventListener('state', (event) => {
        const state = pushed(LiveState, (event as MessageEvent<string>).data);
        if (state) onState(state);
      });
      source.onerror = () => {
        source.close();
        onDropped();
      };
      return () => source.close();
    },
  };
}
export type LiveApi = ReturnType<typeof liveApi>;
