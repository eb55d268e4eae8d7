import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RoundView, Table } from '../contract/rounds';
import type { BaccaratBet, BaccaratView } from '../engines/baccarat';
import { hundredthsText } from '../engines/types';
import { amountProblem } from './amounts';
import { failureMessage, notProvided, notProvidedPromise, type Text } from './shared';

export type BaccaratRoundInput = { gameId: number; launch: string };

/** One chip as placed, in the order placed (undo takes the last back). */
export type BaccaratChip = { bet: BaccaratBet; amount: string };

export type BaccaratRoundContext = {
  gameId: number;
  launch: string;
  table: Table | null;
  /** The chip value picked, "5.00". */
  chip: string;
  placed: BaccaratChip[];
  /** The previous coup's chips, for "repeat". */
  lastBets: BaccaratChip[];
  round: RoundView | null;
  /** This session's winners, newest first (the scoreboard). */
  history: BaccaratView['winner'][];
  error: Text | null;
};

export type BaccaratRoundEvent =
  | { type: 'baccarat.chip'; amount: string }
  | { type: 'baccarat.place'; bet: BaccaratBet }
  | { type: 'baccarat.undo' }
  | { type: 'baccarat.clear' }
  | { type: 'baccarat.repeat' }
  | { type: 'baccarat.deal' }
  | { type: 'baccarat.skip' }
  | { type: 'baccarat.retry' };

export const BACCARAT_CHIPS = ['0.50', '1.00', '5.00', '10.00', '25.00', '100.00'] as const;
const HISTORY = 30;
/** How long each card takes to be dealt and turned, and the pause before the winner is called. */
export const CARD_MS = 700;
const CALL_MS = 500;

const cents = (amount: string) => Math.round(Number(amount) * 100);
const amountOf = hundredthsText;

/** Each bet's amount on the table, added up: the round's choice ({ banker: "15.00", tie: "1.00" }). */
export function betsOnTable(placed: readonly BaccaratChip[]): Partial<Record<BaccaratBet, string>> {
  const bets: Partial<Record<BaccaratBet, number>> = {};
  for (const chip of placed) bets[chip.bet] = (bets[chip.bet] ?? 0) + cents(chip.amount);
  return Object.fromEntries(Object.entries(bets).map(([bet, value]) => [bet, amountOf(value)]));
}

/** The whole stake of the chips placed, "12.50". */
export const totalOf = (placed: readonly BaccaratChip[]) =>
  amountOf(placed.reduce((sum, c) => sum + cents(c.amount), 0));

export const BACCARAT_MESSAGES = {
  placeFirst: msg`Place a chip on player, banker, tie or a pair first`,
} satisfies Record<string, MessageDescriptor>;

/**
 * Why these chips can't be played on this table, or null when they can; `placing`: while chips are still
 * being placed, a total below the table's minimum is fine.
 */
export function tableProblem(placed: readonly BaccaratChip[], table: Table, placing = false): Text | null {
  if (placed.length === 0) return BACCARAT_MESSAGES.placeFirst;
  return amountProblem(totalOf(placed), { min: placing ? '0.01' : table.min_bet, max: table.max_bet });
}

/** How many cards a settled coup dealt (4 to 6). */
const cardsOf = (round: RoundView | null) => {
  const view = round?.view as BaccaratView | undefined;
  return view ? view.player.cards.length + view.banker.cards.length : 0;
};

/**
 * One baccarat table: its rules and the committed seed hash first, then coups — chips on player, banker,
 * tie and the pairs, taken back or cleared, the deal (the server shuffles the shoe and settles the coup),
 * the cards turned one by one, the totals, the winner and the wins; "repeat" places the last chips again.
 */
export const baccaratRoundMachine = setup({
  types: {
    input: {} as BaccaratRoundInput,
    context: {} as BaccaratRoundContext,
    events: {} as BaccaratRoundEvent,
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
      placed: ({ context }, params: { bet: BaccaratBet }) => [
        ...context.placed,
        { bet: params.bet, amount: context.chip },
      ],
      error: null,
    }),
    undo: assign({ placed: ({ context }) => context.placed.slice(0, -1), error: null }),
    clear: assign({ placed: [], error: null }),
    repeat: assign({ placed: ({ context }) => context.lastBets, error: null }),
    showProblem: assign({
      error: ({ context }, params: { placed: BaccaratChip[]; placing: boolean }) =>
        context.table ? tableProblem(params.placed, context.table, params.placing) : null,
    }),
    showFailure: assign({ error: (_, params: { error: unknown }) => failureMessage(params.error) }),
    /** The coup is called: its winner joins the scoreboard, the chips leave the table. */
    settle: assign({
      history: ({ context }) => {
        const view = context.round?.view as BaccaratView | undefined;
        return view ? [view.winner, ...context.history].slice(0, HISTORY) : context.history;
      },
      lastBets: ({ context }) => context.placed,
      placed: [],
    }),
  },
  guards: {
    canPlace: ({ context }, params: { bet: BaccaratBet }) =>
      context.table !== null &&
      tableProblem([...context.placed, { bet: params.bet, amount: context.chip }], context.table, true) === null,
    canRepeat: ({ context }) =>
      context.lastBets.length > 0 && context.table !== null && tableProblem(context.lastBets, context.table) === null,
    canDeal: ({ context }) => context.table !== null && tableProblem(context.placed, context.table) === null,
  },
  delays: {
    /** Every card dealt and turned, then the call. */
    cardsDealt: ({ context }) => cardsOf(context.round) * CARD_MS + CALL_MS,
  },
}).createMachine({
  id: 'baccaratRound',
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
      on: { 'baccarat.retry': { target: 'loading' } },
    },
    ready: {
      on: {
        'baccarat.chip': { actions: { type: 'setChip', params: ({ event }) => ({ amount: event.amount }) } },
        'baccarat.place': [
          {
            guard: { type: 'canPlace', params: ({ event }) => ({ bet: event.bet }) },
            actions: { type: 'place', params: ({ event }) => ({ bet: event.bet }) },
          },
          {
            actions: {
              type: 'showProblem',
              params: ({ context, event }) => ({
                placed: [...context.placed, { bet: event.bet, amount: context.chip }],
                placing: true,
              }),
            },
          },
        ],
        'baccarat.undo': { actions: 'undo' },
        'baccarat.clear': { actions: 'clear' },
        'baccarat.repeat': { guard: 'canRepeat', actions: 'repeat' },
        'baccarat.deal': [
          { guard: 'canDeal', target: 'dealing' },
          { actions: { type: 'showProblem', params: ({ context }) => ({ placed: context.placed, placing: false }) } },
        ],
      },
    },
    /** The bets are with the server, which shuffles the shoe, deals the coup and settles it. */
    dealing: {
      entry: assign({ error: null }),
      invoke: {
        id: 'start',
        src: 'start',
        input: ({ context }) => ({
          game_id: context.gameId,
          launch: context.launch,
          choice: betsOnTable(context.placed),
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
    /** The cards are turned one by one (all at once under reduced motion: skip). */
    revealing: {
      after: { cardsDealt: { target: 'ready', actions: 'settle' } },
      on: { 'baccarat.skip': { target: 'ready', actions: 'settle' } },
    },
  },
});

export type BaccaratRoundActorRef = ActorRefFrom<typeof baccaratRoundMachine>;
export type BaccaratRoundSnapshot = SnapshotFrom<typeof baccaratRoundMachine>;
