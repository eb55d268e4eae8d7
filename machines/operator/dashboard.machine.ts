import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Dashboard, TrendSpan } from '../../contract/boDashboard';
import { notProvidedPromise } from '../shared';
import { problemOf, type Problem } from './problem';

/** How often the figures are read again while the tab is shown. */
export const DASHBOARD_REFRESH_MS = 30_000;

export type DashboardContext = {
  /** The last figures the server gave (kept while a later read fails), with their moment (`at`). */
  figures: Dashboard | null;
  problem: Problem | null;
  /** The tab is hidden: no read until it is shown again. */
  hidden: boolean;
  /** The trends' span asked for: the last 7 or 30 days. */
  span: TrendSpan;
};

export type DashboardEvent =
  | { type: 'dashboard.refresh' }
  | { type: 'dashboard.hidden' }
  | { type: 'dashboard.visible' }
  | { type: 'dashboard.span'; span: TrendSpan };

/**
 * The dashboard: today's and yesterday's figures and the queues, read at once and again every 30 seconds
 * while the tab is shown; a hidden tab pauses the timer, and showing it again reads them at once. A failed
 * read keeps the last figures (with their time) and is tried again on the same timer. Choosing the trends'
 * span (7 or 30 days) reads at once with it (while hidden, the next read uses it).
 */
export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
  },
  actors: {
    load: notProvidedPromise<Dashboard, { span: TrendSpan }>('load'),
  },
  actions: {
    chooseSpan: assign({ span: ({ event }) => (event.type === 'dashboard.span' ? event.span : '7') }),
  },
  delays: { refresh: DASHBOARD_REFRESH_MS },
  guards: {
    hidden: ({ context }) => context.hidden,
  },
}).createMachine({
  id: 'dashboard',
  context: { figures: null, problem: null, hidden: false, span: '7' },
  initial: 'loading',
  on: {
    'dashboard.hidden': { target: '.paused', actions: assign({ hidden: true }) },
  },
  states: {
    loading: {
      on: {
        // A read on its way finishes; it pauses after.
        'dashboard.hidden': { actions: assign({ hidden: true }) },
        'dashboard.visible': { actions: assign({ hidden: false }) },
        // Another span while a read is on its way: that read is dropped, the new one starts.
        'dashboard.span': { target: 'loading', reenter: true, actions: 'chooseSpan' },
      },
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ span: context.span }),
        onDone: [
          {
            guard: 'hidden',
            target: 'paused',
            actions: assign(({ event }) => ({ figures: event.output, problem: null })),
          },
          { target: 'shown', actions: assign(({ event }) => ({ figures: event.output, problem: null })) },
        ],
        onError: [
          { guard: 'hidden', target: 'paused', actions: assign(({ event }) => ({ problem: problemOf(event.error) })) },
          { target: 'failed', actions: assign(({ event }) => ({ problem: problemOf(event.error) })) },
        ],
      },
    },
    shown: {
      after: { refresh: 'loading' },
      on: { 'dashboard.refresh': 'loading', 'dashboard.span': { target: 'loading', actions: 'chooseSpan' } },
    },
    failed: {
      after: { refresh: 'loading' },
      on: { 'dashboard.refresh': 'loading', 'dashboard.span': { target: 'loading', actions: 'chooseSpan' } },
    },
    paused: {
      on: {
        'dashboard.visible': { target: 'loading', actions: assign({ hidden: false }) },
        'dashboard.span': { actions: 'chooseSpan' },
      },
    },
  },
});

export type DashboardActorRef = ActorRefFrom<typeof dashboardMachine>;
export type DashboardSnapshot = SnapshotFrom<typeof dashboardMachine>;
