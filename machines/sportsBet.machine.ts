import { msg } from '@lingui/core/macro';
import { assign, setup, type ActorRefFrom } from 'xstate';
import type { Fixture, Selection, SportsBet, SportsRules } from '../contract/house';
import { failureMessage, notProvided, notProvidedPromise, type Text } from './shared';
import { amountProblem } from './amounts';

export type SportsInput = { gameId: number; minBet: string; maxBet: string };

export type BetPick = { fixtureId: string; selection: Selection };

export type SportsContext = {
  gameId: number;
  minBet: string;
  maxBet: string;
  fixtures: Fixture[];
  bets: SportsBet[];
  /** The odds' margin and return to player (from the server), shown before the first bet. */
  rules: SportsRules | null;
  pick: BetPick | null;
  amount: string;
  error: Text | null;
  placed: SportsBet | null;
};

export type SportsEvent =
  | { type: 'sports.pick'; fixtureId: string; selection: Selection }
  | { type: 'sports.amount'; amount: string }
  | { type: 'sports.place' }
  | { type: 'sports.clear' }
  | { type: 'sports.retry' };

export const CHOOSE_A_RESULT = msg`Choose a result first`;

/**
 * The sportsbook: fixtures with fixed odds and the member's bets; pick a result, stake, place the bet
 * (the server takes the stake); the operator settles each match later.
 */
export const sportsBetMachine = setup({
  types: {
    input: {} as SportsInput,
    context: {} as SportsContext,
    events: {} as SportsEvent,
  },
  actors: {
    loadBook: notProvidedPromise<{ fixtures: Fixture[]; bets: SportsBet[]; rules: SportsRules }, void>('loadBook'),
    placeBet: notProvidedPromise<
      SportsBet,
      { game_id: number; fixture_id: string; selection: Selection; amount: string }
    >('placeBet'),
  },
  actions: {
    balanceChanged: notProvided('balanceChanged'),
    showProblem: assign({
      error: ({ context }) =>
        context.pick === null
          ? CHOOSE_A_RESULT
          : amountProblem(context.amount, { min: context.minBet, max: context.maxBet }),
    }),
  },
  guards: {
    canPlace: ({ context }) =>
      context.pick !== null && amountProblem(context.amount, { min: context.minBet, max: context.maxBet }) === null,
  },
}).createMachine({
  id: 'sportsBet',
  context: ({ input }) => ({
    gameId: input.gameId,
    minBet: input.minBet,
    maxBet: input.maxBet,
    fixtures: [],
    bets: [],
    rules: null,
    pick: null,
    amount: '10.00',
    error: null,
    placed: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBook',
        src: 'loadBook',
        onDone: {
          target: 'ready',
          actions: assign({
            fixtures: ({ event }) => event.output.fixtures,
            bets: ({ event }) => event.output.bets,
            rules: ({ event }) => event.output.rules,
          }),
        },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: { on: { 'sports.retry': { target: 'loading' } } },
    ready: {
      on: {
        'sports.pick': {
          actions: assign({
            pick: ({ event }) => ({ fixtureId: event.fixtureId, selection: event.selection }),
            error: null,
            placed: null,
          }),
        },
        'sports.amount': { actions: assign({ amount: ({ event }) => event.amount, error: null }) },
        'sports.clear': { actions: assign({ pick: null, error: null }) },
        'sports.place': [{ guard: 'canPlace', target: 'placing' }, { actions: 'showProblem' }],
      },
    },
    placing: {
      invoke: {
        id: 'placeBet',
        src: 'placeBet',
        input: ({ context }) => ({
          game_id: context.gameId,
          fixture_id: context.pick?.fixtureId ?? '',
          selection: context.pick?.selection ?? 'home',
          amount: context.amount.trim().replace(',', '.'),
        }),
        onDone: {
          target: 'loading',
          actions: [assign({ placed: ({ event }) => event.output, pick: null, error: null }), 'balanceChanged'],
        },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
  },
});

export type SportsBetActorRef = ActorRefFrom<typeof sportsBetMachine>;
