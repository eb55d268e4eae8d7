import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup, type ActorRefFrom } from 'xstate';
import type { Prize, RewardCheck, WheelKey, WheelSpin } from '../contract/promotions';
import { failureMessage, notProvided, notProvidedPromise, type Text } from './shared';

export const NO_SPINS: Record<WheelKey, MessageDescriptor> = {
  dailywheel: msg`No more spins remaining`,
  lotterywheel: msg`No more roll remaining`,
};

export type WheelContext = {
  wheel: WheelKey;
  prizes: Prize[];
  remaining: number;
  /** The last spin's prize (shown once the wheel has landed on it). */
  result: WheelSpin | null;
  error: Text | null;
};

export type WheelEvent =
  | { type: 'wheel.spin' }
  /** The animation has landed on the prize the server drew. */
  | { type: 'wheel.landed' }
  | { type: 'wheel.retry' };

/**
 * A prize wheel (daily or lottery): the spins left and the prizes; a spin asks the server, which draws
 * the prize; the wheel turns until it lands on it; then spin again, or no spins left.
 */
export const wheelMachine = setup({
  types: {
    input: {} as { wheel: WheelKey },
    context: {} as WheelContext,
    events: {} as WheelEvent,
  },
  actors: {
    check: notProvidedPromise<RewardCheck, { wheel: WheelKey }>('check'),
    spin: notProvidedPromise<WheelSpin, { wheel: WheelKey }>('spin'),
  },
  actions: {
    balanceChanged: notProvided('balanceChanged'),
    refuseSpin: assign({ error: ({ context }) => NO_SPINS[context.wheel] }),
  },
  guards: {
    hasSpins: ({ context }) => context.remaining > 0,
  },
}).createMachine({
  id: 'wheel',
  context: ({ input }) => ({ wheel: input.wheel, prizes: [], remaining: 0, result: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => ({ wheel: context.wheel }),
        onDone: {
          target: 'routing',
          actions: assign({
            prizes: ({ event }) => event.output.prizes ?? [],
            remaining: ({ event }) => event.output.remainingspins ?? 0,
          }),
        },
        onError: { target: 'checkFailed' },
      },
    },
    checkFailed: { on: { 'wheel.retry': { target: 'checking' } } },
    /** Transient: ready when a spin is left, else no spins. */
    routing: { always: [{ guard: 'hasSpins', target: 'ready' }, { target: 'noSpins' }] },
    ready: { on: { 'wheel.spin': { target: 'spinning', actions: assign({ error: null }) } } },
    /** Asking the server; a second click is ignored. */
    spinning: {
      invoke: {
        id: 'spin',
        src: 'spin',
        input: ({ context }) => ({ wheel: context.wheel }),
        onDone: {
          target: 'prize',
          actions: [
            assign({ result: ({ event }) => event.output, remaining: ({ event }) => event.output.remainingspins }),
            'balanceChanged',
          ],
        },
        onError: { target: 'checking', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
      },
    },
    /** The wheel turns to the prize the server drew. */
    prize: { on: { 'wheel.landed': { target: 'routing' } } },
    noSpins: { on: { 'wheel.spin': { actions: 'refuseSpin' } } },
  },
});

export type WheelActorRef = ActorRefFrom<typeof wheelMachine>;
