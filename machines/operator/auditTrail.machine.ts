import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AuditEvent, AuditOutcome } from '../../contract/boAudit';
import { notProvided, notProvidedPromise } from '../shared';
import { problemOf, type Problem } from './problem';

export type AuditTextField = 'q' | 'actor' | 'action' | 'subject' | 'from' | 'to';
/** The search's fields; `outcome` '' is every line, done and refused. */
export type AuditFilters = Record<AuditTextField, string> & { outcome: '' | AuditOutcome };
/** The fields a search asks the server: those filled in. */
export type AuditSearch = Partial<Record<AuditTextField, string>> & { outcome?: AuditOutcome };
export type AuditRequest = AuditSearch & { page: number };
export type AuditFile = { filename: string; csv: string; rows: number };

export type AuditTrailContext = {
  /** The fields as typed, and the search the list shows (applied on searching). */
  fields: AuditFilters;
  applied: AuditFilters;
  page: number;
  list: AuditEvent[];
  total: number;
  /** The event whose record before and after is shown. */
  open: number | null;
  problem: Problem | null;
  /** Rows in the last file exported. */
  exported: number | null;
};

export type AuditTrailEvent =
  | { type: 'audit.field'; field: AuditTextField; value: string }
  | { type: 'audit.outcome'; value: '' | AuditOutcome }
  | { type: 'audit.search' }
  | { type: 'audit.clear' }
  | { type: 'audit.page'; page: number }
  | { type: 'audit.open'; id: number }
  | { type: 'audit.export' };

export const NO_FILTERS: AuditFilters = { q: '', actor: '', action: '', subject: '', from: '', to: '', outcome: '' };

/** The filled-in filters only: an empty field asks nothing. */
export const requestOf = (filters: AuditFilters): AuditSearch =>
  Object.fromEntries(
    Object.entries(filters)
      .map(([name, value]) => [name, value.trim()])
      .filter(([, value]) => value !== ''),
  ) as AuditSearch;

/**
 * The audit trail, newest first: searched by words, actor, action, subject, days and outcome (done or
 * refused: choosing one searches at once), a page at a time;
 * an event opened shows its record before and after; the same search is exported as a CSV file.
 */
export const auditTrailMachine = setup({
  types: {
    context: {} as AuditTrailContext,
    events: {} as AuditTrailEvent,
  },
  actors: {
    search: notProvidedPromise<{ list: AuditEvent[]; total: number }, AuditRequest>('search'),
    exportCsv: notProvidedPromise<AuditFile, AuditSearch>('exportCsv'),
  },
  actions: {
    /** Hands the file to the browser to save. */
    download: notProvided<{ file: AuditFile }>('download'),
    showProblem: assign((_, params: { error: unknown }) => ({ problem: problemOf(params.error) })),
  },
}).createMachine({
  id: 'auditTrail',
  context: {
    fields: NO_FILTERS,
    applied: NO_FILTERS,
    page: 1,
    list: [],
    total: 0,
    open: null,
    problem: null,
    exported: null,
  },
  initial: 'loading',
  on: {
    'audit.field': {
      actions: assign(({ context, event }) => ({ fields: { ...context.fields, [event.field]: event.value } })),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => ({ ...requestOf(context.applied), page: context.page }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ list: event.output.list, total: event.output.total, open: null })),
        },
        onError: { target: 'ready', actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {
      on: {
        'audit.search': {
          target: 'loading',
          actions: assign(({ context }) => ({ applied: context.fields, page: 1, problem: null, exported: null })),
        },
        'audit.outcome': {
          target: 'loading',
          actions: assign(({ context, event }) => {
            const fields = { ...context.fields, outcome: event.value };
            return { fields, applied: fields, page: 1, problem: null, exported: null };
          }),
        },
        'audit.clear': {
          target: 'loading',
          actions: assign({ fields: NO_FILTERS, applied: NO_FILTERS, page: 1, problem: null, exported: null }),
        },
        'audit.page': {
          target: 'loading',
          actions: assign(({ event }) => ({ page: Math.max(1, event.page), problem: null })),
        },
        'audit.open': {
          actions: assign(({ context, event }) => ({ open: context.open === event.id ? null : event.id })),
        },
        'audit.export': { target: 'exporting', actions: assign({ problem: null, exported: null }) },
      },
    },
    exporting: {
      invoke: {
        id: 'exportCsv',
        src: 'exportCsv',
        input: ({ context }) => requestOf(context.applied),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'download', params: ({ event }) => ({ file: event.output }) },
            assign({ exported: ({ event }) => event.output.rows }),
          ],
        },
        onError: { target: 'ready', actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type AuditTrailActorRef = ActorRefFrom<typeof auditTrailMachine>;
export type AuditTrailSnapshot = SnapshotFrom<typeof auditTrailMachine>;
