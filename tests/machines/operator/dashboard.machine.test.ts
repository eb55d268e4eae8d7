import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard, TrendSpan } from '../../../contract/boDashboard';
import { DASHBOARD_REFRESH_MS, dashboardMachine } from '../../../machines/operator/dashboard.machine';
import { pathCoverage } from '../paths';
import { networkFailure, scripted } from '../support';

const day = (date: string, deposits: string) => ({
  day: date,
  money: {
    deposits: { count: 1, amount: deposits },
    withdrawals: { count: 0, amount: '0.00' },
    bets: '0.00',
    wins: '0.00',
    bonuses: '0.00',
    ggr: '0.00',
    ggr_by_product: [],
  },
  new_players: 1,
  active_players: 0,
});
const figures = (at: string, deposits = '50.00'): Dashboard => ({
  at,
  today: day('2026-03-02', deposits),
  yesterday: day('2026-03-01', '0.00'),
  trend: [],
  queues: {
    withdrawals_pending: 0,
    withdrawals_approved: 0,
    rg_flags_open: 1,
    identity_checks: 0,
    jobs_failing: 0,
    prizes_overdue: 0,
  },
});

function start(loads: Array<Dashboard | Error>) {
  const load = scripted<Dashboard, { span: TrendSpan }>(...loads);
  const actor = createActor(dashboardMachine.provide({ actors: { load: load.logic } })).start();
  return { actor, load };
}

describe('the dashboard', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the figures every 30 seconds while shown; a failed read keeps the last ones and is tried again', async () => {
    const { actor, load } = start([
      figures('2026-03-02T12:00:00.000Z'),
      networkFailure(),
      figures('2026-03-02T12:01:00.000Z', '80.00'),
    ]);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('shown')).toBe(true));
    expect(actor.getSnapshot().context.figures?.at).toBe('2026-03-02T12:00:00.000Z');
    // (vi.waitFor moves fake time on by a few 50 ms steps.)
    await vi.advanceTimersByTimeAsync(DASHBOARD_REFRESH_MS - 1_000);
    expect(load.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('failed')).toBe(true));
    expect(actor.getSnapshot().context.problem?.code).toBe('network');
    expect(actor.getSnapshot().context.figures?.at).toBe('2026-03-02T12:00:00.000Z');
    await vi.advanceTimersByTimeAsync(DASHBOARD_REFRESH_MS);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('shown')).toBe(true));
    expect(actor.getSnapshot().context).toMatchObject({ problem: null });
    expect(actor.getSnapshot().context.figures?.today.money?.deposits.amount).toBe('80.00');
    expect(load.calls).toHaveLength(3);
  });

  it('pauses while the tab is hidden and reads at once when it is shown again; refresh reads now', async () => {
    const { actor, load } = start([
      figures('2026-03-02T12:00:00.000Z'),
      figures('2026-03-02T12:05:00.000Z'),
      figures('2026-03-02T12:06:00.000Z'),
      figures('2026-03-02T12:07:00.000Z'),
    ]);
    // Hidden while the first read is on its way: it finishes, then pauses.
    actor.send({ type: 'dashboard.hidden' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('paused')).toBe(true));
    await vi.advanceTimersByTimeAsync(DASHBOARD_REFRESH_MS * 10);
    expect(load.calls).toHaveLength(1);
    actor.send({ type: 'dashboard.visible' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('shown')).toBe(true));
    expect(actor.getSnapshot().context.figures?.at).toBe('2026-03-02T12:05:00.000Z');
    actor.send({ type: 'dashboard.refresh' });
    await vi.waitFor(() => expect(load.calls).toHaveLength(3));
    await vi.waitFor(() => expect(actor.getSnapshot().matches('shown')).toBe(true));
    actor.send({ type: 'dashboard.hidden' });
    expect(actor.getSnapshot().matches('paused')).toBe(true);
    await vi.advanceTimersByTimeAsync(DASHBOARD_REFRESH_MS * 2);
    expect(load.calls).toHaveLength(3);
  });

  it('reads the trends over 7 days, then at once over the span chosen; hidden, the next read uses it', async () => {
    const { actor, load } = start([
      figures('2026-03-02T12:00:00.000Z'),
      figures('2026-03-02T12:00:05.000Z'),
      figures('2026-03-02T12:00:09.000Z'),
      figures('2026-03-02T12:00:20.000Z'),
      figures('2026-03-02T12:00:30.000Z'),
    ]);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('shown')).toBe(true));
    actor.send({ type: 'dashboard.span', span: '30' });
    await vi.waitFor(() => expect(load.calls).toHaveLength(2));
    await vi.waitFor(() => expect(actor.getSnapshot().matches('shown')).toBe(true));
    // Chosen again while a read is on its way: read again with the latest.
    actor.send({ type: 'dashboard.span', span: '7' });
    actor.send({ type: 'dashboard.span', span: '30' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('shown')).toBe(true));
    actor.send({ type: 'dashboard.hidden' });
    actor.send({ type: 'dashboard.span', span: '7' });
    expect(actor.getSnapshot().matches('paused')).toBe(true);
    actor.send({ type: 'dashboard.visible' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('shown')).toBe(true));
    expect(load.calls.map((call) => call.span)).toEqual(['7', '30', '7', '30', '7']);
    expect(actor.getSnapshot().context.span).toBe('7');
  });

  it('walks every reachable state and transition', () => {
    vi.useRealTimers();
    const coverage = pathCoverage('operator-dashboard', dashboardMachine, {
      inputs: [undefined],
      events: [
        { type: 'xstate.done.actor.load', output: figures('2026-03-02T12:00:00.000Z') },
        { type: 'xstate.error.actor.load', error: networkFailure() },
        { type: 'xstate.after.refresh.dashboard.shown' },
        { type: 'xstate.after.refresh.dashboard.failed' },
        { type: 'dashboard.refresh' },
        { type: 'dashboard.hidden' },
        { type: 'dashboard.visible' },
        { type: 'dashboard.span', span: '30' },
      ],
      serializeState: (s) => JSON.stringify([s.value, s.context.hidden, s.context.figures !== null]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
