import { assign, fromCallback, setup, type ActorRefFrom } from 'xstate';
import type { SportsBoard } from '../contract/sportsBoard';
import { notProvidedPromise } from './shared';

/**
 * What the board's stream (GET /house/sports/stream, src/api/sportsStream.ts) sends a machine: the board as
 * it is now, each time it changed (with the stream's changes applied), or that the connection dropped (the
 * stream reconnects by itself and starts with the whole board).
 */
export type BoardPush = { type: 'board.snapshot'; board: SportsBoard } | { type: 'board.dropped' };

/** A stream that pushes nothing (what a machine gets unless its page provides the real one). */
export const noBoardStream = fromCallback<BoardPush>(() => () => undefined);

export type SportsBoardContext = { board: SportsBoard | null; stale: boolean };
export type SportsBoardEvent = { type: 'board.retry' } | BoardPush;

/**
 * The sports section's board: read once, then kept up to date by the server's pushes (the live minutes,
 * scores and odds, markets suspended and reopened, matches kicking off or ending): no reading again in a
 * loop. While the stream is down the last board stays, marked stale, until the stream's next whole board;
 * a first read that fails offers a retry.
 */
export const sportsBoardMachine = setup({
  types: { context: {} as SportsBoardContext, events: {} as SportsBoardEvent },
  actors: { fetchBoard: notProvidedPromise<SportsBoard>('fetchBoard'), boardStream: noBoardStream },
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
    showing: {
      invoke: { id: 'boardStream', src: 'boardStream' },
      on: {
        'board.snapshot': { actions: assign({ board: ({ event }) => event.board, stale: false }) },
        'board.dropped': { actions: assign({ stale: true }) },
      },
    },
  },
});

export type SportsBoardActorRef = ActorRefFrom<typeof sportsBoardMachine>;
