import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { GgrReport, PaymentsReport } from '../../../contract/boReports';
import {
  presetRange,
  reportsMachine,
  type ReportFile,
  type ReportRange,
  type ReportsView,
  type ReportTable,
} from '../../../machines/operator/reports.machine';
import { pathCoverage } from '../paths';
import { networkFailure, refused, scripted } from '../support';

const TODAY = '2026-03-15';
const figures = { bets: '0.00', wins: '0.00', bonuses: '0.00', ggr: '0.00', tax_due: '0.00', count: 0 };
const report = (range: ReportRange, rate = '12.00'): ReportsView => ({
  ggr: { ...range, tax_rate: rate, days: [], products: [], games: [], sports: [], totals: figures } satisfies GgrReport,
  payments: {
    ...range,
    deposits: [],
    withdrawals: [],
    days: [],
    totals: {
      deposits: { count: 0, amount: '0.00', fee: '0.00', net: '0.00' },
      withdrawals: { count: 0, amount: '0.00', fee: '0.00', net: '0.00' },
      net_deposits: '0.00',
    },
  } satisfies PaymentsReport,
  prizes: {
    ...range,
    fixtures: { settled: 0, late: 0, overdue: 0 },
    withdrawals: { paid: 0, late: 0, overdue: 0 },
    late: [],
  },
  rate,
});
const FILE: ReportFile = { filename: 'ggr-by-day.csv', csv: 'day,bets\n', rows: 3 };

function start(
  canChange: boolean,
  loads: Array<ReportsView | Error>,
  files: Array<ReportFile | Error> = [],
  saves: Array<{ rate: string } | Error> = [],
) {
  const load = scripted<ReportsView, ReportRange>(...loads);
  const exportCsv = scripted<ReportFile, ReportRange & { table: ReportTable }>(...files);
  const saveRate = scripted<{ rate: string }, { rate: string; reason: string }>(...saves);
  const download = vi.fn();
  const actor = createActor(
    reportsMachine.provide({
      actors: { load: load.logic, exportCsv: exportCsv.logic, saveRate: saveRate.logic },
      actions: { download: (_, params) => download(params.file) },
    }),
    { input: { today: TODAY, canChange } },
  ).start();
  return { actor, load, exportCsv, saveRate, download };
}

describe('the reports', () => {
  it('counts the presets from São Paulo’s today, across a month’s and a year’s turn', () => {
    expect(presetRange('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('last7', '2026-01-03')).toEqual({ from: '2025-12-28', to: '2026-01-03' });
    expect(presetRange('month', '2026-03-15')).toEqual({ from: '2026-03-01', to: '2026-03-15' });
  });

  it('shows this month, then a preset or a range typed, and saves each table as a file of that range', async () => {
    const { actor, load, exportCsv, download } = start(
      false,
      [
        report({ from: '2026-03-01', to: '2026-03-15' }),
        report({ from: '2026-03-14', to: '2026-03-14' }),
        refused('report.range_invalid', 'Choose from 1 to 366 days', 422, { max: '366' }),
        report({ from: '2026-03-02', to: '2026-03-05' }),
      ],
      [networkFailure(), FILE, { ...FILE, filename: 'payments.csv', rows: 2 }],
    );
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.rate).toBe('12.00');
    actor.send({ type: 'reports.preset', preset: 'yesterday' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'reports.field', field: 'from', value: '2026-03-05' });
    actor.send({ type: 'reports.field', field: 'to', value: '2026-03-02' });
    actor.send({ type: 'reports.show' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.problem).toMatchObject({ code: 'report.range_invalid', params: { max: '366' } });
    actor.send({ type: 'reports.field', field: 'from', value: '2026-03-02' });
    actor.send({ type: 'reports.field', field: 'to', value: '2026-03-05' });
    actor.send({ type: 'reports.show' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.problem).toBeNull();
    actor.send({ type: 'reports.export', table: 'game' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem?.code).toBe('network');
    actor.send({ type: 'reports.export', table: 'day' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.exported !== null);
    expect(actor.getSnapshot().context.exported).toEqual({ table: 'day', rows: 3 });
    actor.send({ type: 'reports.export', table: 'payments' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.exported?.table === 'payments');
    expect(download).toHaveBeenCalledTimes(2);
    expect(download).toHaveBeenCalledWith(FILE);
    expect(load.calls).toEqual([
      { from: '2026-03-01', to: '2026-03-15' },
      { from: '2026-03-14', to: '2026-03-14' },
      { from: '2026-03-05', to: '2026-03-02' },
      { from: '2026-03-02', to: '2026-03-05' },
    ]);
    expect(exportCsv.calls).toEqual([
      { from: '2026-03-02', to: '2026-03-05', table: 'game' },
      { from: '2026-03-02', to: '2026-03-05', table: 'day' },
      { from: '2026-03-02', to: '2026-03-05', table: 'payments' },
    ]);
    // Not an admin: the rate is not sent.
    actor.send({ type: 'reports.rate', value: '15' });
    actor.send({ type: 'reports.rateReason', value: 'New law' });
    actor.send({ type: 'reports.saveRate' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('lets an admin change the rate with a reason, then reads the reports again at the new rate', async () => {
    const range = presetRange('month', TODAY);
    const { actor, saveRate, load } = start(
      true,
      [report(range), report(range, '15.50')],
      [],
      [refused('audit.reason_required', 'Give a reason', 422), { rate: '15.50' }],
    );
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.rateField).toBe('12.00');
    actor.send({ type: 'reports.rate', value: '101' });
    actor.send({ type: 'reports.saveRate' });
    expect(actor.getSnapshot().context.problem?.code).toBe('report.rate_invalid');
    actor.send({ type: 'reports.rate', value: ' 15.50 ' });
    actor.send({ type: 'reports.saveRate' });
    expect(actor.getSnapshot().context.problem?.code).toBe('audit.reason_required');
    expect(saveRate.calls).toEqual([]);
    actor.send({ type: 'reports.rateReason', value: 'Rate of the new decree' });
    actor.send({ type: 'reports.saveRate' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.problem !== null);
    expect(actor.getSnapshot().context.saved).toBe(false);
    actor.send({ type: 'reports.saveRate' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.saved);
    expect(saveRate.calls).toEqual([
      { rate: '15.50', reason: 'Rate of the new decree' },
      { rate: '15.50', reason: 'Rate of the new decree' },
    ]);
    expect(load.calls).toHaveLength(2);
    expect(actor.getSnapshot().context).toMatchObject({ rate: '15.50', rateField: '15.50', rateReason: '' });
  });

  it('tries again after a failed load', async () => {
    const { actor } = start(false, [networkFailure(), report(presetRange('month', TODAY))]);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'reports.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.ggr).not.toBeNull();
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('operator-reports', reportsMachine, {
      inputs: [
        { today: TODAY, canChange: true },
        { today: TODAY, canChange: false },
      ],
      events: [
        { type: 'xstate.done.actor.load', output: report(presetRange('month', TODAY)) },
        { type: 'xstate.error.actor.load', error: networkFailure() },
        { type: 'reports.field', field: 'from', value: '2026-03-02' },
        { type: 'reports.preset', preset: 'last7' },
        { type: 'reports.show' },
        { type: 'reports.retry' },
        { type: 'reports.export', table: 'product' },
        { type: 'xstate.done.actor.exportCsv', output: FILE },
        { type: 'xstate.error.actor.exportCsv', error: networkFailure() },
        { type: 'reports.rate', value: '15' },
        { type: 'reports.rate', value: '101' },
        { type: 'reports.rateReason', value: 'New decree' },
        { type: 'reports.saveRate' },
        { type: 'xstate.done.actor.saveRate', output: { rate: '15.00' } },
        { type: 'xstate.error.actor.saveRate', error: networkFailure() },
      ],
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.canChange, s.context.rateField, s.context.rateReason !== '']),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
