import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Commitment } from '../contract/tables';
import type { RoundView, Table } from '../contract/rounds';
import type { BlackjackView, Move } from '../engines/blackjack';
import { amountProblem, AMOUNT_MESSAGES } from './amounts';
import { failureCode, failureMessage, notProvided, notProvidedPromise, type Text } from './shared';

export type BlackjackRoundInput = { gameId: number; launch: string };

export type BlackjackRoundContext = {
  gameId: number;
  launch: string;
  table: Table | null;
  /** The hash of the server seed that decides the next round, shown before the bet. */
  commitment: Commitment | null;
  amount: string;
  /** The round in play or the last one (its view is the engine's: engines/blackjack.ts). */
  round: RoundView | null;
  /** The move with the server. */
  move: Move | null;
  error: Text | null;
};

export type BlackjackRoundEvent =
  | { type: 'blackjack.amount'; amount: string }
  | { type: 'blackjack.deal' }
  | { type: 'blackjack.move'; move: Move }
  | { type: 'blackjack.skip' }
  | { type: 'blackjack.retry' };

/** The engine's view of a round. */
export const viewOf = (round: RoundView | null) => (round?.view ?? null) as BlackjackView | null;

/** The round is still open: its hands wait for the player's moves. */
const isOpen = (round: RoundView) => round.status === 'open';

/**
 * A blackjack table: its rules and the committed seed hash (or an open round, resumed after a reload),
 * then rounds — the bet, the deal, a move at a time on each hand (hit, stand, double, split: the server
 * debits a double or a split), then the dealer's hand is revealed and the hands are settled.
 */
export const blackjackRoundMachine = setup({
  types: {
    input: {} as BlackjackRoundInput,
    context: {} as BlackjackRoundContext,
    events: {} as BlackjackRoundEvent,
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
  },
  guards: {
    canBet: ({ context }) =>
      context.table !== null &&
      amountProblem(context.amount, { min: context.table.min_bet, max: context.table.max_bet }) === null,
    resumes: (_, params: { table: Table }) => params.table.open !== null && isOpen(params.table.open),
    isOpen: (_, params: { round: RoundView }) => isOpen(params.round),
    roundClosed: (_, params: { error: unknown }) =>
      failureCode(params.error) === 'round.over' || failureCode(params.error) === 'round.not_found',
    allowed: ({ context }, params: { move: Move }) => viewOf(context.round)?.moves.includes(params.move) ?? false,
  },
  delays: {
    /** How long the dealer's cards take to turn before the result shows. */
    dealerReveal: 1200,
  },
}).createMachine({
  id: 'blackjackRound',
  context: ({ input }) => ({
    gameId: input.gameId,
    launch: input.launch,
    table: null,
    commitment: null,
    amount: '5.00',
    round: null,
    move: null,
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
              amount: ({ event }) => event.output.open?.stake ?? '5.00',
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
      on: { 'blackjack.retry': { target: 'loading' } },
    },
    /** Between rounds: the bet is chosen. */
    ready: {
      on: {
        'blackjack.amount': { actions: { type: 'setAmount', params: ({ event }) => ({ amount: event.amount }) } },
        'blackjack.deal': [{ guard: 'canBet', target: 'dealing' }, { actions: 'showProblem' }],
      },
    },
    /** The bet is with the server, which deals (and settles at once on a blackjack). */
    dealing: {
      entry: assign({ error: null }),
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
    /** A hand waits for the player's move. */
    deciding: {
      on: {
        'blackjack.move': {
          guard: { type: 'allowed', params: ({ event }) => ({ move: event.move }) },
          target: 'acting',
          actions: assign({ move: ({ event }) => event.move }),
        },
      },
    },
    /** The move is with the server. */
    acting: {
      entry: assign({ error: null }),
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => ({
          round_id: context.round!.round_id,
          launch: context.launch,
          action: { move: context.move },
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
        // A refused move leaves the round as it was; a round already closed (its hands stood after the
        // timeout) is settled on the server: the table is loaded again and shows the next round.
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
    /** The dealer's cards turn over; the screen skips this under reduced motion. */
    revealing: {
      after: { dealerReveal: { target: 'ready' } },
      on: { 'blackjack.skip': { target: 'ready' } },
    },
  },
});

export type BlackjackRoundActorRef = ActorRefFrom<typeof blackjackRoundMachine>;
export type BlackjackRoundSnapshot = SnapshotFrom<typeof blackjackRoundMachine>;
