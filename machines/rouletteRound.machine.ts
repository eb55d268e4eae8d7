import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RoundView, Table } from '../contract/rounds';
import type { RouletteBetKind, RouletteRules, RouletteView } from '../engines/roulette';
import { hundredthsText } from '../engines/types';
import { amountProblem } from './amounts';
import { failureMessage, notProvided, notProvidedPromise, type Text } from './shared';

export type RouletteRoundInput = { gameId: number; launch: string };

/** A spot of the layout: the kind of bet and the numbers it covers. */
export type RouletteSpot = { kind: RouletteBetKind; numbers: number[] };
/** One chip as placed, in the order placed (undo takes the last back). */
export type PlacedChip = RouletteSpot & { amount: string };

export type RouletteRoundContext = {
  gameId: number;
  launch: string;
  table: Table | null;
  /** The chip value picked, "5.00". */
  chip: string;
  placed: PlacedChip[];
  /** The previous round's chips, for "repeat". */
  lastBets: PlacedChip[];
  round: RoundView | null;
  /** This session's numbers, newest first. */
  history: number[];
  error: Text | null;
};

export type RouletteRoundEvent =
  | { type: 'roulette.chip'; amount: string }
  | { type: 'roulette.place'; kind: RouletteBetKind; numbers: number[] }
  | { type: 'roulette.undo' }
  | { type: 'roulette.clear' }
  | { type: 'roulette.repeat' }
  | { type: 'roulette.spin' }
  | { type: 'roulette.skip' }
  | { type: 'roulette.retry' };

export const ROULETTE_CHIPS = ['0.50', '1.00', '5.00', '10.00', '25.00', '100.00'] as const;
const HISTORY = 15;

const cents = (amount: string) => Math.round(Number(amount) * 100);
const amountOf = hundredthsText;
export const spotKey = (spot: RouletteSpot) => `${spot.kind}:${[...spot.numbers].sort((a, b) => a - b).join('-')}`;

/** The chips on the table, one per spot with its amounts added up: what the round's choice carries. */
export function chipsOnTable(placed: readonly PlacedChip[]): PlacedChip[] {
  const spots = new Map<string, PlacedChip>();
  for (const chip of placed) {
    const key = spotKey(chip);
    const there = spots.get(key);
    const amount = amountOf((there ? cents(there.amount) : 0) + cents(chip.amount));
    spots.set(key, { kind: chip.kind, numbers: [...chip.numbers].sort((a, b) => a - b), amount });
  }
  return [...spots.values()];
}

/** The whole stake of the chips placed, "12.50". */
export const totalOf = (placed: readonly PlacedChip[]) => amountOf(placed.reduce((sum, c) => sum + cents(c.amount), 0));

export const ROULETTE_MESSAGES = {
  placeFirst: msg`Place a chip on the table first`,
  tooManySpots: msg`There are chips on every spot the table allows`,
} satisfies Record<string, MessageDescriptor>;

/**
 * Why these chips can't be played on this table, or null when they can; `placing`: while chips are still
 * being placed, a total below the table's minimum is fine.
 */
export function tableProblem(placed: readonly PlacedChip[], table: Table, placing = false): Text | null {
  if (placed.length === 0) return ROULETTE_MESSAGES.placeFirst;
  if (chipsOnTable(placed).length > (table.rules as RouletteRules).max_chips) return ROULETTE_MESSAGES.tooManySpots;
  return amountProblem(totalOf(placed), { min: placing ? '0.01' : table.min_bet, max: table.max_bet });
}

/**
 * One roulette table: its rules and the committed seed hash first, then rounds — chips placed, taken back
 * or cleared, the spin (the server draws the number and settles the round), the wheel lands on it, the
 * wins per bet; the chips leave the table and can be placed again with "repeat".
 */
export const rouletteRoundMachine = setup({
  types: {
    input: {} as RouletteRoundInput,
    context: {} as RouletteRoundContext,
    events: {} as RouletteRoundEvent,
  },
  actors: {
    loadTable: notProvidedPromise<Table, { gameId: number }>('loadTable'),
    start: notProvidedPromise<RoundView, { game_id: number; launch: string; choice: unknown }>('start'),
  },
  actions: {
    /** The balance changed on the server: the header follows. */
    balanceChanged: notProvided('balanceChanged'),
    setChip: assign({ chip: (_, params: { amount: string }) => params.amount }),
    place: assign({
      placed: ({ context }, params: RouletteSpot) => [...context.placed, { ...params, amount: context.chip }],
      error: null,
    }),
    undo: assign({ placed: ({ context }) => context.placed.slice(0, -1), error: null }),
    clear: assign({ placed: [], error: null }),
    repeat: assign({ placed: ({ context }) => context.lastBets, error: null }),
    showProblem: assign({
      error: ({ context }, params: { placed: PlacedChip[]; placing: boolean }) =>
        context.table ? tableProblem(params.placed, context.table, params.placing) : null,
    }),
    showFailure: assign({ error: (_, params: { error: unknown }) => failureMessage(params.error) }),
    /** The wheel has stopped: the number joins the history, the chips leave the table. */
    settle: assign({
      history: ({ context }) => {
        const view = context.round?.view as RouletteView | undefined;
        return view ? [view.number, ...context.history].slice(0, HISTORY) : context.history;
      },
      lastBets: ({ context }) => context.placed,
      placed: [],
    }),
  },
  guards: {
    canPlace: ({ context }, params: RouletteSpot) =>
      context.table !== null &&
      tableProblem([...context.placed, { ...params, amount: context.chip }], context.table, true) === null,
    canRepeat: ({ context }) =>
      context.lastBets.length > 0 && context.table !== null && tableProblem(context.lastBets, context.table) === null,
    canSpin: ({ context }) => context.table !== null && tableProblem(context.placed, context.table) === null,
  },
  delays: {
    /** How long the wheel spins before the ball settles in the drawn pocket. */
    wheelStops: 4200,
  },
}).createMachine({
  id: 'rouletteRound',
  context: ({ input }) => ({
    gameId: input.gameId,
    launch: input.launch,
    table: null,
    chip: '1.00',
    placed: [],
    lastBets: [],
    round: null,
    history: [],
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTable',
        src: 'loadTable',
        input: ({ context }) => ({ gameId: context.gameId }),
        onDone: { target: 'ready', actions: assign({ table: ({ event }) => event.output }) },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      on: { 'roulette.retry': { target: 'loading' } },
    },
    ready: {
      on: {
        'roulette.chip': { actions: { type: 'setChip', params: ({ event }) => ({ amount: event.amount }) } },
        'roulette.place': [
          {
            guard: { type: 'canPlace', params: ({ event }) => ({ kind: event.kind, numbers: event.numbers }) },
            actions: { type: 'place', params: ({ event }) => ({ kind: event.kind, numbers: event.numbers }) },
          },
          {
            actions: {
              type: 'showProblem',
              params: ({ context, event }) => ({
                placed: [...context.placed, { kind: event.kind, numbers: event.numbers, amount: context.chip }],
                placing: true,
              }),
            },
          },
        ],
        'roulette.undo': { actions: 'undo' },
        'roulette.clear': { actions: 'clear' },
        'roulette.repeat': { guard: 'canRepeat', actions: 'repeat' },
        'roulette.spin': [
          { guard: 'canSpin', target: 'spinning' },
          { actions: { type: 'showProblem', params: ({ context }) => ({ placed: context.placed, placing: false }) } },
        ],
      },
    },
    /** The bets are with the server, which draws the number and settles the round. */
    spinning: {
      entry: assign({ error: null }),
      invoke: {
        id: 'start',
        src: 'start',
        input: ({ context }) => ({
          game_id: context.gameId,
          launch: context.launch,
          choice: { chips: chipsOnTable(context.placed) },
        }),
        onDone: {
          target: 'revealing',
          actions: [
            assign({
              round: ({ event }) => event.output,
              table: ({ context, event }) => context.table && { ...context.table, commitment: event.output.next },
            }),
            'balanceChanged',
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The wheel turns and the ball lands on the drawn number (at once under reduced motion: skip). */
    revealing: {
      after: { wheelStops: { target: 'ready', actions: 'settle' } },
      on: { 'roulette.skip': { target: 'ready', actions: 'settle' } },
    },
  },
});

export type RouletteRoundActorRef = ActorRefFrom<typeof rouletteRoundMachine>;
export type RouletteRoundSnapshot = SnapshotFrom<typeof rouletteRoundMachine>;
