import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { InferOutput } from 'valibot';
import type { Commitment as CommitmentSchema } from '../contract/tables';
import type { RoundView, Table } from '../contract/rounds';
import type { SlotRules, SlotView } from '../engines/slot';
import { amountProblem, AMOUNT_MESSAGES } from './amounts';
import { failureMessage, notProvided, notProvidedPromise, type Text } from './shared';

/** The reason a bet can't be placed at this table, or null when it can. */
export const betProblem = (amount: string, table: Pick<Table, 'min_bet' | 'max_bet'>) =>
  amountProblem(amount, { min: table.min_bet, max: table.max_bet });

type Commitment = InferOutput<typeof CommitmentSchema>;

export type SlotRoundInput = { gameId: number; launch: string };

export type SlotRoundContext = {
  gameId: number;
  launch: string;
  table: Table | null;
  /** The hash of the server seed that decides the next round, shown before the bet. */
  commitment: Commitment | null;
  amount: string;
  /** The last round, settled: its base spin and free spins (`view`), its stake, win and seeds. */
  round: RoundView | null;
  /** Which of the round's windows the reels show: 0 the base spin, then each free spin in turn. */
  shown: number;
  error: Text | null;
};

export type SlotRoundEvent =
  { type: 'slot.amount'; amount: string } | { type: 'slot.spin' } | { type: 'slot.skip' } | { type: 'slot.retry' };

/** A round's view (engines/slot.ts `view`). */
export const slotView = (round: RoundView | null) => (round?.view ?? null) as SlotView | null;
/** A table's rules (engines/slot.ts `rules`). */
export const slotRules = (table: Table | null) => (table?.rules ?? null) as SlotRules | null;

/**
 * One slot title: its table (rules, paytable, RTP, bet limits, the committed seed hash) first, then
 * rounds — bet, spin (the server settles the whole round, free spins included), the reels stop on the base
 * spin, then each free spin is shown in turn; skipping (or reduced motion) shows the end at once.
 */
export const slotRoundMachine = setup({
  types: {
    input: {} as SlotRoundInput,
    context: {} as SlotRoundContext,
    events: {} as SlotRoundEvent,
  },
  actors: {
    loadTable: notProvidedPromise<Table, { gameId: number }>('loadTable'),
    start: notProvidedPromise<RoundView, { game_id: number; launch: string; choice: { amount: string } }>('start'),
  },
  actions: {
    /** The balance changed on the server: the header follows. */
    balanceChanged: notProvided('balanceChanged'),
    setAmount: assign({ amount: (_, params: { amount: string }) => params.amount, error: null }),
    showProblem: assign({
      error: ({ context }) => (context.table ? betProblem(context.amount, context.table) : AMOUNT_MESSAGES.loadFail),
    }),
    showFailure: assign({ error: (_, params: { error: unknown }) => failureMessage(params.error) }),
    showNext: assign({ shown: ({ context }) => context.shown + 1 }),
    showLast: assign({ shown: ({ context }) => Math.max(0, (slotView(context.round)?.spins.length ?? 1) - 1) }),
  },
  guards: {
    canBet: ({ context }) => context.table !== null && betProblem(context.amount, context.table) === null,
    moreSpins: ({ context }) => context.shown + 1 < (slotView(context.round)?.spins.length ?? 0),
  },
  delays: {
    /** How long the reels spin before they stop on the base spin. */
    reelsStop: 1400,
    /** How long each free spin takes, its stop and its win shown. */
    freeSpinStop: 1600,
  },
}).createMachine({
  id: 'slotRound',
  context: ({ input }) => ({
    gameId: input.gameId,
    launch: input.launch,
    table: null,
    commitment: null,
    amount: '1.00',
    round: null,
    shown: 0,
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
            table: ({ event }) => event.output,
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
        id: 'start',
        src: 'start',
        input: ({ context }) => ({
          game_id: context.gameId,
          launch: context.launch,
          choice: { amount: context.amount.trim().replace(',', '.') },
        }),
        onDone: {
          target: 'stopping',
          actions: [
            assign({ round: ({ event }) => event.output, commitment: ({ event }) => event.output.next, shown: 0 }),
            'balanceChanged',
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The reels come to rest on the base spin. */
    stopping: {
      after: {
        reelsStop: [{ guard: 'moreSpins', target: 'freeSpins', actions: 'showNext' }, { target: 'ready' }],
      },
      on: { 'slot.skip': { target: 'ready', actions: 'showLast' } },
    },
    /** The free spins the base spin awarded, one after another. */
    freeSpins: {
      after: {
        freeSpinStop: [
          { guard: 'moreSpins', target: 'freeSpins', reenter: true, actions: 'showNext' },
          { target: 'ready' },
        ],
      },
      on: { 'slot.skip': { target: 'ready', actions: 'showLast' } },
    },
  },
});

export type SlotRoundActorRef = ActorRefFrom<typeof slotRoundMachine>;
export type SlotRoundSnapshot = SnapshotFrom<typeof slotRoundMachine>;
