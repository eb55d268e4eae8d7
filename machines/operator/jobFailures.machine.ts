import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { JobFailureList } from '../../contract/boDashboard';
import { notProvidedPromise } from '../shared';
import { problemOf, type Problem } from './problem';

export type JobFailuresContext = {
  /** The last list the server gave (kept while a later read fails), with its moment (`at`). */
  failures: JobFailureList | null;
  problem: Problem | null;
};

export type JobFailuresEvent = { type: 'jobFailures.refresh' };

/**
 * The due-work job's failing items (the back office's "Background jobs" page): read at once and again on
 * demand; a failed read keeps the last list and says why.
 */
export const jobFailuresMachine = setup({
  types: {
    context: {} as JobFailuresContext,
    events: {} as JobFailuresEvent,
  },
  actors: {
    load: notProvidedPromise<JobFailureList>('load'),
  },
}).createMachine({
  id: 'jobFailures',
  context: { failures: null, problem: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'shown', actions: assign(({ event }) => ({ failures: event.output, problem: null })) },
        onError: { target: 'failed', actions: assign(({ event }) => ({ problem: problemOf(event.error) })) },
      },
    },
    shown: { on: { 'jobFailures.refresh': 'loading' } },
    failed: { on: { 'jobFailures.refresh': 'loading' } },
  },
});

export type JobFailuresActorRef = ActorRefFrom<typeof jobFailuresMachine>;
export type JobFailuresSnapshot = SnapshotFrom<typeof jobFailuresMachine>;
