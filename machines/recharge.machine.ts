import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup, type ActorRefFrom } from 'xstate';
import type { PaymentChannel, RechargeResult } from '../contract/money';
import { amountProblem } from './amounts';
import { failureMessage, notProvided, notProvidedPromise, type Text } from './shared';

export type RechargeContext = {
  channels: PaymentChannel[];
  channelId: number | null;
  amount: string;
  error: Text | null;
  result: RechargeResult | null;
};

export type RechargeEvent =
  | { type: 'recharge.channel'; id: number }
  | { type: 'recharge.amount'; amount: string }
  | { type: 'recharge.submit' }
  | { type: 'recharge.retry' };

export type RechargeRequest = { money: string; payment_id: number; payment_type: 'PIX'; payment_desc: string };

export const CHOOSE_CHANNEL = msg`Choose a payment channel`;

const channelOf = (context: RechargeContext) => context.channels.find((c) => c.id === context.channelId) ?? null;

/** Why the deposit can't be sent yet, or null: a channel, and an amount within its bounds. */
export function depositProblem(context: RechargeContext): MessageDescriptor | null {
  const channel = channelOf(context);
  if (!channel) return CHOOSE_CHANNEL;
  return amountProblem(context.amount, channel);
}

/**
 * A deposit: the payment channels, an amount within the chosen channel's bounds, then the order —
 * the browser goes to the pay_url the server answers (the PIX checkout).
 */
export const rechargeMachine = setup({
  types: {
    context: {} as RechargeContext,
    events: {} as RechargeEvent,
  },
  actors: {
    loadChannels: notProvidedPromise<PaymentChannel[], void>('loadChannels'),
    submit: notProvidedPromise<RechargeResult, RechargeRequest>('submit'),
  },
  actions: {
    /** Sends the browser to the checkout. */
    openPayUrl: notProvided<{ url: string }>('openPayUrl'),
    showProblem: assign({ error: ({ context }) => depositProblem(context) }),
  },
  guards: {
    canSubmit: ({ context }) => depositProblem(context) === null,
  },
}).createMachine({
  id: 'recharge',
  context: { channels: [], channelId: null, amount: '', error: null, result: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadChannels',
        src: 'loadChannels',
        onDone: {
          target: 'ready',
          actions: assign({
            channels: ({ event }) => event.output,
            channelId: ({ event }) => event.output[0]?.id ?? null,
            amount: ({ event }) => event.output[0]?.quick_amounts[0] ?? '',
          }),
        },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: { on: { 'recharge.retry': { target: 'loading' } } },
    ready: {
      on: {
        'recharge.channel': { actions: assign({ channelId: ({ event }) => event.id, error: null }) },
        'recharge.amount': { actions: assign({ amount: ({ event }) => event.amount, error: null }) },
        'recharge.submit': [{ guard: 'canSubmit', target: 'submitting' }, { actions: 'showProblem' }],
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => {
          const channel = channelOf(context);
          return {
            money: context.amount.trim().replace(',', '.'),
            payment_id: channel?.id ?? 0,
            payment_type: 'PIX' as const,
            payment_desc: channel?.name ?? '',
          };
        },
        onDone: {
          target: 'redirecting',
          actions: [
            assign({ result: ({ event }) => event.output }),
            { type: 'openPayUrl', params: ({ event }) => ({ url: event.output.pay_url }) },
          ],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
      },
    },
    /** The order exists; the browser is on its way to the checkout. */
    redirecting: { type: 'final' },
  },
});

export type RechargeActorRef = ActorRefFrom<typeof rechargeMachine>;
