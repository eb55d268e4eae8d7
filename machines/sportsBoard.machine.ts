import { assign, fromCallback, setup, type ActorRefFrom } from 'xstate';
import type { SportId, SportsBoard } from '../contract/sportsBoard';
import { notProvidedPromise } from './shared';

/**
 * What the board's stream (GET /house/sports/stream, src/api/sportsStream.ts) sends a machine: the board as
 * it is now, each time it changed (with the stream's changes applied), or that the connection dropped (the
 * stream reconnects by itself and starts with the whole board).
 */
export type BoardPush = { type: 'board.snapshot'; board: SportsBoard } | { type: 'board.dropped' };

/** Which sport's stream a machine listens to (football's when it gives none; the slip and My bets follow the page's). */
export type BoardStreamInput = { sport?: SportId } | undefined;

/** A stream that pushes nothing (what a machine gets unless its page provides the real one). */
export const noBoardStream = fromCallback<BoardPush, BoardStreamInput>(() => () => undefined);

/** `sport`: the sport the navigation chose (football until one is). */
export type SportsBoardContext = { board: SportsBoard | null; stale: boolean; sport: SportId };
export type SportsBoardEvent = { type: 'board.retry' } | { type: 'board.sport'; sport: SportId } | BoardPush;

/**
 * The sports section's board: read once, then kept up to date by the server's pushes (the live minutes,
 * scores and odds, markets suspended and reopened, matches kicking off or ending): no reading again in a
 * loop. While the stream is down the last board stays, marked stale, until the stream's next whole board;
 * a first read that fails offers a retry. The sports' navigation chooses the sport the board shows: its board
 * is read (the board shown stays until it comes), then follows that sport's stream.
 */
export const sportsBoardMachine = setup({
  types: { context: {} as SportsBoardContext, events: {} as SportsBoardEvent },
  actors: {
    fetchBoard: notProvidedPromise<SportsBoard, { sport: SportId }>('fetchBoard'),
    boardStream: noBoardStream,
  },
}).createMachine({
  id: 'sportsBoard',
  context: { board: null, stale: false, sport: 'football' },
  initial: 'loading',
  on: {
    'board.sport': {
      target: '.loading',
      // The board shown stays until the chosen sport's is read (the page and its slip stay on).
      actions: assign({ sport: ({ event }) => event.sport, stale: false }),
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'fetchBoard',
        input: ({ context }) => ({ sport: context.sport }),
        onDone: { target: 'showing', actions: assign({ board: ({ event }) => event.output, stale: false }) },
        onError: { target: 'failed' },
      },
    },
    failed: { on: { 'board.retry': { target: 'loading' } } },
    showing: {
      invoke: { id: 'boardStream', src: 'boardStream', input: ({ context }) => ({ sport: context.sport }) },
      on: {
        'board.snapshot': { actions: assign({ board: ({ event }) => event.board, stale: false }) },
        'board.dropped': { actions: assign({ stale: true }) },
      },
    },
  },
});

export type SportsBoardActorRef = ActorRefFrom<typeof sportsBoardMachine>;
