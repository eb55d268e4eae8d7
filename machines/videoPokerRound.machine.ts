import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Commitment } from '../contract/tables';
import type { RoundView, Table } from '../contract/rounds';
import type { VideoPokerView } from '../engines/videopoker';
import { amountProblem, AMOUNT_MESSAGES } from './amounts';
import { failureCode, failureMessage, notProvided, notProvidedPromise, type Text } from './shared';

export type VideoPokerRoundInput = { gameId: number; launch: string };

export type VideoPokerRoundContext = {
  gameId: number;
  launch: string;
  table: Table | null;
  /** The hash of the server seed that decides the next round, shown before the bet. */
  commitment: Commitment | null;
  amount: string;
  /** The round in play or the last one (its view is the engine's: engines/videopoker.ts). */
  round: RoundView | null;
  /** The cards the player holds, by position. */
  holds: boolean[];
  error: Text | null;
};

export type VideoPokerRoundEvent =
  | { type: 'videopoker.amount'; amount: string }
  | { type: 'videopoker.deal' }
  | { type: 'videopoker.hold'; index: number }
  | { type: 'videopoker.draw' }
  | { type: 'videopoker.skip' }
  | { type: 'videopoker.retry' };

/** The engine's view of a round. */
export const viewOf = (round: RoundView | null) => (round?.view ?? null) as VideoPokerView | null;

const NONE_HELD = [false, false, false, false, false];
const isOpen = (round: RoundView) => round.status === 'open';

/**
 * A video poker machine: its paytable and the committed seed hash (or an open hand, resumed after a
 * reload), then rounds — the bet, five cards dealt, the player holds some, the others are drawn and the
 * final hand is paid by the paytable.
 */
export const videoPokerRoundMachine = setup({
  types: {
    input: {} as VideoPokerRoundInput,
    context: {} as VideoPokerRoundContext,
    events: {} as VideoPokerRoundEvent,
  },
  actors: {
    loadTable: notProvidedPromise<Table, { gameId: number }>('loadTable'),
    start: notProvidedPromise<RoundView, { game_id: number; launch: string; choice: unknown }>('start'),
    act: notProvidedPromise<RoundView, { round_id: string; launch: string; action: unknown }>('act'),
  },
  actions: {
    /** The balance changed on the server: the header follows. */
    balanceChanged: notProvided('balanceChanged'),
    setAmount: assign({ amount: (_, params: { amount: string }) => params.amount, error: null }),
    showProblem: assign({
      error: ({ context }) =>
        context.table
          ? amountProblem(context.amount, { min: context.table.min_bet, max: context.table.max_bet })
          : AMOUNT_MESSAGES.loadFail,
    }),
    showFailure: assign({ error: (_, params: { error: unknown }) => failureMessage(params.error) }),
    showRound: assign({
      round: (_, params: { round: RoundView }) => params.round,
      commitment: (_, params: { round: RoundView }) => params.round.next,
      error: null,
    }),
    toggleHold: assign({
      holds: ({ context }, params: { index: number }) =>
        context.holds.map((held, i) => (i === params.index ? !held : held)),
    }),
  },
  guards: {
    canBet: ({ context }) =>
      context.table !== null &&
      amountProblem(context.amount, { min: context.table.min_bet, max: context.table.max_bet }) === null,
    resumes: (_, params: { table: Table }) => params.table.open !== null && isOpen(params.table.open),
    isOpen: (_, params: { round: RoundView }) => isOpen(params.round),
    isCard: (_, params: { index: number }) => Number.isInteger(params.index) && params.index >= 0 && params.index < 5,
    roundClosed: (_, params: { error: unknown }) =>
      failureCode(params.error) === 'round.over' || failureCode(params.error) === 'round.not_found',
  },
  delays: {
    /** How long the new cards take to turn before the result shows. */
    cardsTurn: 900,
  },
}).createMachine({
  id: 'videoPokerRound',
  context: ({ input }) => ({
    gameId: input.gameId,
    launch: input.launch,
    table: null,
    commitment: null,
    amount: '1.00',
    round: null,
    holds: NONE_HELD,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTable',
        src: 'loadTable',
        input: ({ context }) => ({ gameId: context.gameId }),
        onDone: [
          {
            guard: { type: 'resumes', params: ({ event }) => ({ table: event.output }) },
            target: 'deciding',
            actions: assign({
              table: ({ event }) => event.output,
              commitment: ({ event }) => event.output.commitment,
              round: ({ event }) => event.output.open,
              amount: ({ event }) => event.output.open?.stake ?? '1.00',
              holds: NONE_HELD,
            }),
          },
          {
            target: 'ready',
            actions: assign({
              table: ({ event }) => event.output,
              commitment: ({ event }) => event.output.commitment,
            }),
          },
        ],
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      on: { 'videopoker.retry': { target: 'loading' } },
    },
    /** Between hands: the bet is chosen. */
    ready: {
      on: {
        'videopoker.amount': { actions: { type: 'setAmount', params: ({ event }) => ({ amount: event.amount }) } },
        'videopoker.deal': [{ guard: 'canBet', target: 'dealing' }, { actions: 'showProblem' }],
      },
    },
    /** The bet is with the server, which deals five cards. */
    dealing: {
      entry: assign({ error: null, holds: NONE_HELD }),
      invoke: {
        id: 'start',
        src: 'start',
        input: ({ context }) => ({
          game_id: context.gameId,
          launch: context.launch,
          choice: { amount: context.amount.trim().replace(',', '.') },
        }),
        onDone: [
          {
            guard: { type: 'isOpen', params: ({ event }) => ({ round: event.output }) },
            target: 'deciding',
            actions: [{ type: 'showRound', params: ({ event }) => ({ round: event.output }) }, 'balanceChanged'],
          },
          {
            target: 'revealing',
            actions: [{ type: 'showRound', params: ({ event }) => ({ round: event.output }) }, 'balanceChanged'],
          },
        ],
        onError: {
          target: 'ready',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The five cards wait for the holds. */
    deciding: {
      on: {
        'videopoker.hold': {
          guard: { type: 'isCard', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'toggleHold', params: ({ event }) => ({ index: event.index }) },
        },
        'videopoker.draw': { target: 'drawing' },
      },
    },
    /** The holds are with the server, which draws and pays. */
    drawing: {
      entry: assign({ error: null }),
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => ({
          round_id: context.round!.round_id,
          launch: context.launch,
          action: { hold: context.holds },
        }),
        onDone: [
          {
            guard: { type: 'isOpen', params: ({ event }) => ({ round: event.output }) },
            target: 'deciding',
            actions: [{ type: 'showRound', params: ({ event }) => ({ round: event.output }) }, 'balanceChanged'],
          },
          {
            target: 'revealing',
            actions: [{ type: 'showRound', params: ({ event }) => ({ round: event.output }) }, 'balanceChanged'],
          },
        ],
        // A hand already closed (stood pat after the timeout) is settled on the server: the table is
        // loaded again; any other failure leaves the hand to draw again.
        onError: [
          {
            guard: { type: 'roundClosed', params: ({ event }) => ({ error: event.error }) },
            target: 'loading',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'deciding',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** The new cards turn over; the screen skips this under reduced motion. */
    revealing: {
      after: { cardsTurn: { target: 'ready' } },
      on: { 'videopoker.skip': { target: 'ready' } },
    },
  },
});

export type VideoPokerRoundActorRef = ActorRefFrom<typeof videoPokerRoundMachine>;
export type VideoPokerRoundSnapshot = SnapshotFrom<typeof videoPokerRoundMachine>;
