import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { GgrReport, PaymentsReport, PrizeTimes } from '../../contract/boReports';
import { notProvided, notProvidedPromise } from '../shared';
import { ownProblem, problemOf, type Problem } from './problem';

export type ReportRange = { from: string; to: string };
export type ReportsView = { ggr: GgrReport; payments: PaymentsReport; prizes: PrizeTimes; rate: string };
/** Which table a CSV file holds: GGR by day, product or game, or the payments by channel. */
export type ReportTable = 'day' | 'product' | 'game' | 'payments';
export type ReportFile = { filename: string; csv: string; rows: number };
export type RatePreset = 'today' | 'yesterday' | 'last7' | 'month';

export type ReportsContext = {
  /** São Paulo's day today (YYYY-MM-DD): the presets count from it. */
  today: string;
  /** An admin changes the tax rate; finance and compliance read it. */
  canChange: boolean;
  fields: ReportRange;
  applied: ReportRange;
  ggr: GgrReport | null;
  payments: PaymentsReport | null;
  /** Prizes paid within 120 minutes over the range, the late and the overdue. */
  prizes: PrizeTimes | null;
  rate: string | null;
  rateField: string;
  rateReason: string;
  problem: Problem | null;
  /** The last file saved (which table, how many rows), and whether the rate was just saved. */
  exported: { table: ReportTable; rows: number } | null;
  saved: boolean;
  /** The table being saved as a file. */
  table: ReportTable;
};

export type ReportsEvent =
  | { type: 'reports.field'; field: keyof ReportRange; value: string }
  | { type: 'reports.preset'; preset: RatePreset }
  | { type: 'reports.show' }
  | { type: 'reports.retry' }
  | { type: 'reports.export'; table: ReportTable }
  | { type: 'reports.rate'; value: string }
  | { type: 'reports.rateReason'; value: string }
  | { type: 'reports.saveRate' };

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const shift = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
};

/**
 * A preset's range of days counted from today (São Paulo's): today so far; yesterday; the last 7 days (today
 * included); this month so far.
 */
export function presetRange(preset: RatePreset, today: string): ReportRange {
  if (preset === 'today') return { from: today, to: today };
  if (preset === 'yesterday') return { from: shift(today, -1), to: shift(today, -1) };
  if (preset === 'last7') return { from: shift(today, -6), to: today };
  return { from: `${today.slice(0, 8)}01`, to: today };
}

const RATE = /^\d{1,3}(\.\d{1,2})?$/;

/**
 * The reports over a range of São Paulo days (this month by default, or a preset): GGR by day, product and
 * game with the tax due, deposits and withdrawals by channel; each table saved as a CSV file; the tax rate,
 * which an admin changes with a reason (the reports are read again at the new rate).
 */
export const reportsMachine = setup({
  types: {
    input: {} as { today: string; canChange: boolean },
    context: {} as ReportsContext,
    events: {} as ReportsEvent,
  },
  actors: {
    load: notProvidedPromise<ReportsView, ReportRange>('load'),
    exportCsv: notProvidedPromise<ReportFile, ReportRange & { table: ReportTable }>('exportCsv'),
    saveRate: notProvidedPromise<{ rate: string }, { rate: string; reason: string }>('saveRate'),
  },
  actions: {
    download: notProvided<{ file: ReportFile }>('download'),
    showProblem: assign((_, params: { error: unknown }) => ({ problem: problemOf(params.error) })),
  },
  guards: {
    rateValid: ({ context }) => RATE.test(context.rateField.trim()) && Number(context.rateField) <= 100,
    reasonGiven: ({ context }) => context.rateReason.trim().length >= 3,
  },
}).createMachine({
  id: 'reports',
  context: ({ input }) => {
    const month = presetRange('month', input.today);
    return {
      today: input.today,
      canChange: input.canChange,
      fields: month,
      applied: month,
      ggr: null,
      payments: null,
      prizes: null,
      rate: null,
      rateField: '',
      rateReason: '',
      problem: null,
      exported: null,
      saved: false,
      table: 'day' as ReportTable,
    };
  },
  initial: 'loading',
  on: {
    'reports.field': {
      actions: assign(({ context, event }) => ({ fields: { ...context.fields, [event.field]: event.value } })),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.applied,
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            ggr: event.output.ggr,
            payments: event.output.payments,
            prizes: event.output.prizes,
            rate: event.output.rate,
            rateField: context.rateField === '' || context.saved ? event.output.rate : context.rateField,
          })),
        },
        onError: {
          target: 'failed',
          actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: {
        'reports.retry': { target: 'loading', actions: assign({ problem: null }) },
        // A range refused (to before from, too long): another one is asked.
        'reports.show': {
          target: 'loading',
          actions: assign(({ context }) => ({ applied: context.fields, problem: null })),
        },
        'reports.preset': {
          target: 'loading',
          actions: assign(({ context, event }) => {
            const range = presetRange(event.preset, context.today);
            return { fields: range, applied: range, problem: null };
          }),
        },
      },
    },
    ready: {
      on: {
        'reports.show': {
          target: 'loading',
          actions: assign(({ context }) => ({ applied: context.fields, problem: null, exported: null, saved: false })),
        },
        'reports.preset': {
          target: 'loading',
          actions: assign(({ context, event }) => {
            const range = presetRange(event.preset, context.today);
            return { fields: range, applied: range, problem: null, exported: null, saved: false };
          }),
        },
        'reports.export': {
          target: 'exporting',
          actions: assign(({ event }) => ({ table: event.table, problem: null, exported: null, saved: false })),
        },
        'reports.rate': { actions: assign(({ event }) => ({ rateField: event.value, problem: null, saved: false })) },
        'reports.rateReason': {
          actions: assign(({ event }) => ({ rateReason: event.value, problem: null, saved: false })),
        },
        'reports.saveRate': [
          { guard: ({ context }) => !context.canChange },
          { guard: 'rateValid', target: 'checkingReason' },
          { actions: assign({ problem: ownProblem('report.rate_invalid') }) },
        ],
      },
    },
    checkingReason: {
      always: [
        { guard: 'reasonGiven', target: 'saving' },
        { target: 'ready', actions: assign({ problem: ownProblem('audit.reason_required') }) },
      ],
    },
    exporting: {
      invoke: {
        id: 'exportCsv',
        src: 'exportCsv',
        input: ({ context }) => ({ ...context.applied, table: context.table }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'download', params: ({ event }) => ({ file: event.output }) },
            assign(({ context, event }) => ({ exported: { table: context.table, rows: event.output.rows } })),
          ],
        },
        onError: { target: 'ready', actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saving: {
      invoke: {
        id: 'saveRate',
        src: 'saveRate',
        input: ({ context }) => ({ rate: context.rateField.trim(), reason: context.rateReason.trim() }),
        // The tax due changes with the rate: the reports are read again.
        onDone: { target: 'loading', actions: assign({ saved: true, rateReason: '', problem: null }) },
        onError: { target: 'ready', actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type ReportsActorRef = ActorRefFrom<typeof reportsMachine>;
export type ReportsSnapshot = SnapshotFrom<typeof reportsMachine>;
