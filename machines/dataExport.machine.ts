import { assign, setup, type ActorRefFrom } from 'xstate';
import { failureMessage, notProvidedPromise, type Text } from './shared';

export type ExportFormat = 'json' | 'csv';

/** What a finished download says: the file's name as saved. */
export type ExportDone = { fileName: string };

export type DataExportContext = {
  format: ExportFormat | null;
  fileName: string | null;
  error: Text | null;
};

export type DataExportEvent = { type: 'export.download'; format: ExportFormat } | { type: 'export.dismiss' };

/**
 * "Download my data" (LGPD art. 18): the member's data as JSON or CSV, one download at a time; the file
 * is saved only when it arrived whole. A refusal (5 downloads an hour) or a broken download says why.
 */
export const dataExportMachine = setup({
  types: {
    context: {} as DataExportContext,
    events: {} as DataExportEvent,
  },
  actors: {
    /** Downloads the file and hands it to the browser to save. */
    download: notProvidedPromise<ExportDone, { format: ExportFormat }>('download'),
  },
  actions: {
    start: assign((_, params: { format: ExportFormat }) => ({ format: params.format, fileName: null, error: null })),
    finish: assign((_, params: { fileName: string }) => ({ fileName: params.fileName })),
    fail: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error) })),
    clear: assign({ format: null, fileName: null, error: null }),
  },
}).createMachine({
  id: 'dataExport',
  context: { format: null, fileName: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'export.download': {
          target: 'downloading',
          actions: { type: 'start', params: ({ event }) => ({ format: event.format }) },
        },
      },
    },
    downloading: {
      invoke: {
        id: 'download',
        src: 'download',
        input: ({ context }) => ({ format: context.format ?? 'json' }),
        onDone: {
          target: 'done',
          actions: { type: 'finish', params: ({ event }) => ({ fileName: event.output.fileName }) },
        },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: {
      on: {
        'export.download': {
          target: 'downloading',
          actions: { type: 'start', params: ({ event }) => ({ format: event.format }) },
        },
        'export.dismiss': { target: 'idle', actions: 'clear' },
      },
    },
    failed: {
      on: {
        'export.download': {
          target: 'downloading',
          actions: { type: 'start', params: ({ event }) => ({ format: event.format }) },
        },
        'export.dismiss': { target: 'idle', actions: 'clear' },
      },
    },
  },
});

export type DataExportActorRef = ActorRefFrom<typeof dataExportMachine>;
