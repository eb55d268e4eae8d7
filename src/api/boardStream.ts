import { fromCallback } from 'xstate';
import type { SportsStreamQuery } from '../../contract/sports';
import type { BoardPush } from '../../machines/sportsBoard.machine';

/**
 * The board's stream as a callback actor (the sports section's flows and a match's page): the machines stay
 * pure, the shared EventSource lives in sportsStream.ts. Its client loads with the first stream (the
 * home page's block reads its board once).
 */
export const boardStream = (query: SportsStreamQuery) =>
  fromCallback<BoardPush>(({ sendBack }) => {
    let stop: (() => void) | null = null;
    let stopped = false;
    void import('./sportsStream').then(({ subscribeBoard }) => {
      if (!stopped) stop = subscribeBoard(query, sendBack);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  });
