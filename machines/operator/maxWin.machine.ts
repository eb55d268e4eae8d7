import { and, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvidedPromise } from '../shared';
import { amountOf } from './fourEyes.machine';
import { ownProblem, problemOf, type Problem } from './problem';

/** A site's maximum win per round as the back office reads it. */
export type MaxWinSite = { site: string; name: string; max_win: string };
export type MaxWinSettings = { list: MaxWinSite[]; min: string; max: string };

export type MaxWinContext = {
  /** Whether the person may change it (an admin); finance reads it. */
  canChange: boolean;
  settings: MaxWinSettings | null;
  /** The site being changed (its code); the first one until another is chosen. */
  site: string;
  /** The new maximum as typed. */
  amount: string;
  reason: string;
  problem: Problem | null;
  saved: boolean;
};

export type MaxWinEvent =
  | { type: 'maxWin.site'; site: string }
  | { type: 'maxWin.amount'; value: string }
  | { type: 'maxWin.reason'; value: string }
  | { type: 'maxWin.save' }
  | { type: 'maxWin.reload' };

/**
 * Each site's maximum win per round: what one round of a house table may pay there. Read by finance and
 * admins; an admin changes a site's with a reason the audit trail keeps.
 */
export const maxWinMachine = setup({
  types: {
    input: {} as { canChange: boolean },
    context: {} as MaxWinContext,
    events: {} as MaxWinEvent,
  },
  actors: {
    load: notProvidedPromise<MaxWinSettings>('load'),
    save: notProvidedPromise<MaxWinSite, { site: string; max_win: string; reason: string }>('save'),
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
  id: 'maxWin',
  context: ({ input }) => ({
    canChange: input.canChange,
    settings: null,
    site: '',
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
          actions: assign(({ context, event }) => ({
            settings: event.output,
            site: context.site || (event.output.list[0]?.site ?? ''),
          })),
        },
        onError: {
          target: 'failed',
          actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { on: { 'maxWin.reload': { target: 'loading', actions: assign({ problem: null }) } } },
    ready: {
      on: {
        'maxWin.site': {
          guard: 'canChange',
          actions: assign(({ event }) => ({ site: event.site, problem: null, saved: false })),
        },
        'maxWin.amount': {
          guard: 'canChange',
          actions: assign(({ event }) => ({ amount: event.value, problem: null, saved: false })),
        },
        'maxWin.reason': {
          guard: 'canChange',
          actions: assign(({ event }) => ({ reason: event.value, problem: null, saved: false })),
        },
        'maxWin.save': [
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
        input: ({ context }) => ({
          site: context.site,
          max_win: amountOf(context.amount) ?? '',
          reason: context.reason.trim(),
        }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            settings: context.settings && {
              ...context.settings,
              list: context.settings.list.map((row) => (row.site === event.output.site ? event.output : row)),
            },
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

export type MaxWinActorRef = ActorRefFrom<typeof maxWinMachine>;
export type MaxWinSnapshot = SnapshotFrom<typeof maxWinMachine>;
