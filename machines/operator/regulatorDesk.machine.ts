import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RegulatorDay, RegulatorFiles } from '../../contract/boRegulator';
import { notProvided, notProvidedPromise } from '../shared';
import { problemOf, type Problem } from './problem';

export type RegulatorView = { checks: RegulatorDay; files: RegulatorFiles };
export type RegulatorFile = { filename: string; csv: string; rows: number };

export type RegulatorDeskContext = {
  /** The São Paulo day whose checks are shown (YYYY-MM-DD), and the one typed in the field. */
  day: string;
  field: string;
  checks: RegulatorDay | null;
  files: RegulatorFiles | null;
  problem: Problem | null;
  /** The day of the file being saved, then of the last one saved. */
  fileDay: string | null;
  saved: string | null;
};

export type RegulatorDeskEvent =
  | { type: 'regulator.field'; value: string }
  | { type: 'regulator.show' }
  | { type: 'regulator.refresh' }
  | { type: 'regulator.download'; day: string };

/**
 * The regulator desk (compliance, admin): a São Paulo day's CPF checks with the regulator (totals by
 * occasion and outcome, flags by reason, the questions to look at) and the latest daily files, read together
 * (today's by default); another day shown on demand; a day's file saved as it was made.
 */
export const regulatorDeskMachine = setup({
  types: {
    input: {} as { today: string },
    context: {} as RegulatorDeskContext,
    events: {} as RegulatorDeskEvent,
  },
  actors: {
    load: notProvidedPromise<RegulatorView, { day: string }>('load'),
    exportFile: notProvidedPromise<RegulatorFile, { day: string }>('exportFile'),
  },
  actions: {
    download: notProvided<{ file: RegulatorFile }>('download'),
    showProblem: assign((_, params: { error: unknown }) => ({ problem: problemOf(params.error) })),
  },
  guards: {
    dayTyped: ({ context }) => /^\d{4}-\d{2}-\d{2}$/.test(context.field),
  },
}).createMachine({
  id: 'regulatorDesk',
  context: ({ input }) => ({
    day: input.today,
    field: input.today,
    checks: null,
    files: null,
    problem: null,
    fileDay: null,
    saved: null,
  }),
  initial: 'loading',
  on: { 'regulator.field': { actions: assign(({ event }) => ({ field: event.value })) } },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ day: context.day }),
        onDone: {
          target: 'shown',
          actions: assign(({ event }) => ({ checks: event.output.checks, files: event.output.files, problem: null })),
        },
        onError: {
          target: 'failed',
          actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    shown: {
      on: {
        'regulator.show': {
          guard: 'dayTyped',
          target: 'loading',
          actions: assign(({ context }) => ({ day: context.field, saved: null })),
        },
        'regulator.refresh': 'loading',
        'regulator.download': {
          target: 'saving',
          actions: assign(({ event }) => ({ fileDay: event.day, saved: null, problem: null })),
        },
      },
    },
    failed: {
      on: {
        'regulator.show': {
          guard: 'dayTyped',
          target: 'loading',
          actions: assign(({ context }) => ({ day: context.field })),
        },
        'regulator.refresh': 'loading',
      },
    },
    saving: {
      invoke: {
        id: 'exportFile',
        src: 'exportFile',
        input: ({ context }) => ({ day: context.fileDay! }),
        onDone: {
          target: 'shown',
          actions: [
            { type: 'download', params: ({ event }) => ({ file: event.output }) },
            assign(({ context }) => ({ saved: context.fileDay })),
          ],
        },
        onError: { target: 'shown', actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type RegulatorDeskActorRef = ActorRefFrom<typeof regulatorDeskMachine>;
export type RegulatorDeskSnapshot = SnapshotFrom<typeof regulatorDeskMachine>;
