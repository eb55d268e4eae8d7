import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RoundView, Table } from '../contract/rounds';
import type { SlotRules, SlotView } from '../engines/slot';
import { AMOUNT_MESSAGES } from './amounts';
import * as tableRound from './tableRound';

/** The reason a bet can't be placed at this table, or null when it can. */
export const betProblem = tableRound.amountWithinLimits;

export type SlotRoundInput = tableRound.TableInput;

export type SlotRoundContext = tableRound.TableContext & {
  amount: string;
  /** Which of the round's windows the reels show: 0 the base spin, then each free spin in turn. */
  shown: number;
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
  actors: tableRound.tableActors<{ amount: string }>(),
  actions: {
    ...tableRound.tableActions<SlotRoundContext, SlotRoundEvent>(),
    setAmount: assign({ amount: (_, params: { amount: string }) => params.amount, error: null }),
    showProblem: assign({
      error: ({ context }) =>
        context.table ? tableRound.amountWithinLimits(context.amount, context.table) : AMOUNT_MESSAGES.loadFail,
    }),
    showNext: assign({ shown: ({ context }) => context.shown + 1 }),
    showLast: assign({ shown: ({ context }) => Math.max(0, (slotView(context.round)?.spins.length ?? 1) - 1) }),
  },
  guards: {
    canBet: ({ context }) =>
      context.table !== null && tableRound.amountWithinLimits(context.amount, context.table) === null,
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
  context: ({ input }) => ({ ...tableRound.tableContext(input), amount: '1.00', shown: 0 }),
  initial: 'loading',
  states: {
    ...tableRound.loadingStates('slot.retry'),
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
        input: ({ context }) => tableRound.startOf(context, { amount: tableRound.plainAmount(context.amount) }),
        onDone: {
          target: 'stopping',
          actions: [
            { type: 'roundShown', params: ({ event }) => ({ round: event.output }) },
            assign({ shown: 0 }),
            'balanceChanged',
          ],
        },
        onError: tableRound.failsTo('ready'),
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
