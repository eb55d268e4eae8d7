import { assign, setup, type ActorRefFrom } from 'xstate';
import type { SportsBoard } from '../contract/sports';
import { notProvidedPromise } from './shared';

/** How often the board is read again while shown (the live minutes, scores and odds move). */
export const BOARD_POLL_MS = 10_000;

export type SportsBoardContext = { board: SportsBoard | null; stale: boolean };
export type SportsBoardEvent = { type: 'board.retry' };

/**
 * The sports section's board: loaded, then read again every ten seconds in the background (a failed
 * refresh keeps the last board, marked stale, and tries again); a first load that fails offers a retry.
 */
export const sportsBoardMachine = setup({
  types: { context: {} as SportsBoardContext, events: {} as SportsBoardEvent },
  actors: { fetchBoard: notProvidedPromise<SportsBoard>('fetchBoard') },
  delays: { poll: BOARD_POLL_MS },
}).createMachine({
  id: 'sportsBoard',
  context: { board: null, stale: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchBoard',
        onDone: { target: 'showing', actions: assign({ board: ({ event }) => event.output, stale: false }) },
        onError: { target: 'failed' },
      },
    },
    failed: { on: { 'board.retry': { target: 'loading' } } },
    showing: { after: { poll: { target: 'refreshing' } } },
    refreshing: {
      invoke: {
        src: 'fetchBoard',
        onDone: { target: 'showing', actions: assign({ board: ({ event }) => event.output, stale: false }) },
        onError: { target: 'showing', actions: assign({ stale: true }) },
      },
    },
  },
});

export type SportsBoardActorRef = ActorRefFrom<typeof sportsBoardMachine>;
