import { and, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvidedPromise } from '../shared';
import { ownProblem, problemOf, type Problem } from './problem';

export type FourEyesContext = {
  /** Whether the person may change it (an admin); finance reads it. */
  canChange: boolean;
  threshold: string | null;
  /** The new amount as typed (the current one is shown beside it, in the person's language). */
  amount: string;
  reason: string;
  problem: Problem | null;
  saved: boolean;
};

export type FourEyesEvent =
  | { type: 'fourEyes.amount'; value: string }
  | { type: 'fourEyes.reason'; value: string }
  | { type: 'fourEyes.save' }
  | { type: 'fourEyes.reload' };

const AMOUNT = /^\d+(\.\d{1,2})?$/;
/** "1.500,00" or "1500.5" as typed, in the API's form ("1500.00"), or null. */
export function amountOf(typed: string): string | null {
  const text = typed.trim().replace(/\s/g, '');
  const plain = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  return AMOUNT.test(plain) ? Number(plain).toFixed(2) : null;
}

/**
 * The four-eyes amount: above it a withdrawal needs two different people's approval. Read by finance and
 * admins; an admin changes it with a reason the audit trail keeps.
 */
export const fourEyesMachine = setup({
  types: {
    input: {} as { canChange: boolean },
    context: {} as FourEyesContext,
    events: {} as FourEyesEvent,
  },
  actors: {
    load: notProvidedPromise<{ threshold: string }>('load'),
    save: notProvidedPromise<{ threshold: string }, { threshold: string; reason: string }>('save'),
  },
  actions: {
    showProblem: assign((_, params: { error: unknown }) => ({ problem: problemOf(params.error) })),
  },
  guards: {
    canChange: ({ context }) => context.canChange,
    amountValid: ({ context }) => amountOf(context.amount) !== null,
    reasonGiven: ({ context }) => context.reason.trim().length >= 3,
  },
}).createMachine({
  id: 'fourEyes',
  context: ({ input }) => ({
    canChange: input.canChange,
    threshold: null,
    amount: '',
    reason: '',
    problem: null,
    saved: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ threshold: event.output.threshold })),
        },
        onError: {
          target: 'failed',
          actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { on: { 'fourEyes.reload': { target: 'loading', actions: assign({ problem: null }) } } },
    ready: {
      on: {
        'fourEyes.amount': {
          guard: 'canChange',
          actions: assign(({ event }) => ({ amount: event.value, problem: null, saved: false })),
        },
        'fourEyes.reason': {
          guard: 'canChange',
          actions: assign(({ event }) => ({ reason: event.value, problem: null, saved: false })),
        },
        'fourEyes.save': [
          { guard: and(['canChange', 'amountValid', 'reasonGiven']), target: 'saving' },
          {
            guard: and(['canChange', 'amountValid']),
            actions: assign({ problem: ownProblem('audit.reason_required') }),
          },
          { guard: 'canChange', actions: assign({ problem: ownProblem('amount.two_decimals') }) },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ threshold: amountOf(context.amount) ?? '', reason: context.reason.trim() }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            threshold: event.output.threshold,
            amount: '',
            reason: '',
            saved: true,
          })),
        },
        onError: { target: 'ready', actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type FourEyesActorRef = ActorRefFrom<typeof fourEyesMachine>;
export type FourEyesSnapshot = SnapshotFrom<typeof fourEyesMachine>;
