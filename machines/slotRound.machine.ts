import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { InferOutput } from 'valibot';
import type { Commitment as CommitmentSchema, HousePlayResult, SlotRules } from '../contract/games';
import { amountProblem, AMOUNT_MESSAGES } from './amounts';
import { failureMessage, notProvided, notProvidedPromise, type Text } from './shared';

/** The reason a bet can't be placed at this table, or null when it can. */
export const betProblem = (amount: string, rules: Pick<SlotRules, 'min_bet' | 'max_bet'>) =>
  amountProblem(amount, { min: rules.min_bet, max: rules.max_bet });

type Commitment = InferOutput<typeof CommitmentSchema>;

export type SlotRoundInput = { gameId: number };

export type SlotRoundContext = {
  gameId: number;
  rules: SlotRules | null;
  /** The hash of the server seed that decides the next round, shown before the bet. */
  commitment: Commitment | null;
  amount: string;
  result: HousePlayResult | null;
  error: Text | null;
};

export type SlotRoundEvent = { type: 'slot.amount'; amount: string } | { type: 'slot.spin' } | { type: 'slot.retry' };

/**
 * One slot game: its rules and the committed seed hash first, then rounds — bet, spin (the server
 * settles the round), the reels stop on the server's outcome, the win is shown.
 */
export const slotRoundMachine = setup({
  types: {
    input: {} as SlotRoundInput,
    context: {} as SlotRoundContext,
    events: {} as SlotRoundEvent,
  },
  actors: {
    loadTable: notProvidedPromise<{ rules: SlotRules; commitment: Commitment }, { gameId: number }>('loadTable'),
    play: notProvidedPromise<HousePlayResult, { game_id: number; amount: string }>('play'),
  },
  actions: {
    /** The balance changed on the server: the header follows. */
    balanceChanged: notProvided('balanceChanged'),
    setAmount: assign({ amount: (_, params: { amount: string }) => params.amount, error: null }),
    showProblem: assign({
      error: ({ context }) => (context.rules ? betProblem(context.amount, context.rules) : AMOUNT_MESSAGES.loadFail),
    }),
    showFailure: assign({ error: (_, params: { error: unknown }) => failureMessage(params.error) }),
  },
  guards: {
    canBet: ({ context }) => context.rules !== null && betProblem(context.amount, context.rules) === null,
  },
  delays: {
    /** How long the reels spin before they stop on the outcome. */
    reelsStop: 1400,
  },
}).createMachine({
  id: 'slotRound',
  context: ({ input }) => ({
    gameId: input.gameId,
    rules: null,
    commitment: null,
    amount: '1.00',
    result: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTable',
        src: 'loadTable',
        input: ({ context }) => ({ gameId: context.gameId }),
        onDone: {
          target: 'ready',
          actions: assign({
            rules: ({ event }) => event.output.rules,
            commitment: ({ event }) => event.output.commitment,
          }),
        },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      on: { 'slot.retry': { target: 'loading' } },
    },
    ready: {
      on: {
        'slot.amount': { actions: { type: 'setAmount', params: ({ event }) => ({ amount: event.amount }) } },
        'slot.spin': [{ guard: 'canBet', target: 'spinning' }, { actions: 'showProblem' }],
      },
    },
    /** The bet is with the server; the reels spin. */
    spinning: {
      entry: assign({ error: null }),
      invoke: {
        id: 'play',
        src: 'play',
        input: ({ context }) => ({ game_id: context.gameId, amount: context.amount.trim().replace(',', '.') }),
        onDone: {
          target: 'stopping',
          actions: [
            assign({ result: ({ event }) => event.output, commitment: ({ event }) => event.output.next }),
            'balanceChanged',
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The reels come to rest on the server's outcome. */
    stopping: {
      after: { reelsStop: { target: 'ready' } },
    },
  },
});

export type SlotRoundActorRef = ActorRefFrom<typeof slotRoundMachine>;
export type SlotRoundSnapshot = SnapshotFrom<typeof slotRoundMachine>;
