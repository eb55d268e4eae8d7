import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup, type ActorRefFrom } from 'xstate';
import type { CrashRound, CrashRules } from '../contract/house';
import { failureMessage, notProvided, notProvidedPromise, type Text } from './shared';
import { amountProblem } from './amounts';

/** The game, and the launch token of its page (the bet goes through the wallet with it). */
export type CrashInput = { gameId: number; launch?: string | undefined };

export type CrashContext = {
  gameId: number;
  launch: string | undefined;
  rules: CrashRules | null;
  amount: string;
  /** Cash out automatically at this multiplier; empty for by hand only. */
  autoCashout: string;
  round: CrashRound | null;
  error: Text | null;
};

export type CrashEvent =
  | { type: 'crash.amount'; amount: string }
  | { type: 'crash.auto'; multiplier: string }
  | { type: 'crash.bet' }
  | { type: 'crash.cashout' }
  | { type: 'crash.retry' };

/** What a bet sends: the launch token only when the page has one. */
export type CrashBetInput = { game_id: number; amount: string; auto_cashout: string; launch?: string };

const MULTIPLIER = /^\d+(\.\d{1,2})?$/;

export const CRASH_MESSAGES = {
  multiplier: msg`Enter a multiplier from 1.01 to 1000`,
} as const;

/** The reason an automatic cash-out can't be used, or null (empty means none). */
export function autoCashoutProblem(value: string): MessageDescriptor | null {
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  return MULTIPLIER.test(text) && Number(text) >= 1.01 && Number(text) <= 1000 ? null : CRASH_MESSAGES.multiplier;
}

/**
 * A crash table: bet, the multiplier rises (drawn by the screen from the round's start and curve),
 * cash out before it crashes — by hand or automatically; the server decides and settles every round.
 */
export const crashRoundMachine = setup({
  types: {
    input: {} as CrashInput,
    context: {} as CrashContext,
    events: {} as CrashEvent,
  },
  actors: {
    loadRules: notProvidedPromise<CrashRules, { gameId: number }>('loadRules'),
    bet: notProvidedPromise<CrashRound, CrashBetInput>('bet'),
    cashout: notProvidedPromise<CrashRound, { round_id: string }>('cashout'),
    checkRound: notProvidedPromise<CrashRound, { round_id: string }>('checkRound'),
  },
  actions: {
    balanceChanged: notProvided('balanceChanged'),
    setRound: assign({ round: (_, params: { round: CrashRound }) => params.round }),
    showProblem: assign({
      error: ({ context }) =>
        (context.rules
          ? amountProblem(context.amount, { min: context.rules.min_bet, max: context.rules.max_bet })
          : null) ?? autoCashoutProblem(context.autoCashout),
    }),
    showFailure: assign({ error: (_, params: { error: unknown }) => failureMessage(params.error) }),
  },
  guards: {
    canBet: ({ context }) =>
      context.rules !== null &&
      amountProblem(context.amount, { min: context.rules.min_bet, max: context.rules.max_bet }) === null &&
      autoCashoutProblem(context.autoCashout) === null,
    isOver: (_, params: { round: CrashRound }) => params.round.status !== 'running',
  },
  delays: {
    /** How often a running round is checked (a crash or an automatic cash-out ends it). */
    checkEvery: 500,
  },
}).createMachine({
  id: 'crashRound',
  context: ({ input }) => ({
    gameId: input.gameId,
    launch: input.launch,
    rules: null,
    amount: '1.00',
    autoCashout: '',
    round: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRules',
        src: 'loadRules',
        input: ({ context }) => ({ gameId: context.gameId }),
        onDone: { target: 'ready', actions: assign({ rules: ({ event }) => event.output }) },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: { on: { 'crash.retry': { target: 'loading' } } },
    /** Between rounds: the last round's result stays on screen. */
    ready: {
      on: {
        'crash.amount': { actions: assign({ amount: ({ event }) => event.amount, error: null }) },
        'crash.auto': { actions: assign({ autoCashout: ({ event }) => event.multiplier, error: null }) },
        'crash.bet': [{ guard: 'canBet', target: 'betting' }, { actions: 'showProblem' }],
      },
    },
    betting: {
      entry: assign({ error: null }),
      invoke: {
        id: 'bet',
        src: 'bet',
        input: ({ context }): CrashBetInput => ({
          game_id: context.gameId,
          amount: context.amount.trim().replace(',', '.'),
          auto_cashout: context.autoCashout.trim().replace(',', '.'),
          ...(context.launch ? { launch: context.launch } : {}),
        }),
        onDone: {
          target: 'running',
          actions: [{ type: 'setRound', params: ({ event }) => ({ round: event.output }) }, 'balanceChanged'],
        },
        onError: { target: 'ready', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The multiplier is rising. */
    running: {
      initial: 'watching',
      on: { 'crash.cashout': { target: '.cashingOut' } },
      states: {
        watching: { after: { checkEvery: { target: 'checking' } } },
        checking: {
          invoke: {
            id: 'checkRound',
            src: 'checkRound',
            input: ({ context }) => ({ round_id: context.round?.round_id ?? '' }),
            onDone: [
              {
                guard: { type: 'isOver', params: ({ event }) => ({ round: event.output }) },
                target: '#crashRound.ready',
                actions: [{ type: 'setRound', params: ({ event }) => ({ round: event.output }) }, 'balanceChanged'],
              },
              { target: 'watching' },
            ],
            // A missed check is tried again; the round is settled on the server either way.
            onError: { target: 'watching' },
          },
        },
        cashingOut: {
          on: { 'crash.cashout': {} },
          invoke: {
            id: 'cashout',
            src: 'cashout',
            input: ({ context }) => ({ round_id: context.round?.round_id ?? '' }),
            onDone: {
              target: '#crashRound.ready',
              actions: [{ type: 'setRound', params: ({ event }) => ({ round: event.output }) }, 'balanceChanged'],
            },
            onError: {
              target: 'watching',
              actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});

export type CrashRoundActorRef = ActorRefFrom<typeof crashRoundMachine>;
