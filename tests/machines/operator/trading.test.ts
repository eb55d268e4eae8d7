import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { FeedState, FixtureExposure, TraderFixture } from '../../../contract/boSportsbook';
import type { SettleFixtureResult } from '../../../contract/house';
import {
  scoreOf,
  tradingMachine,
  tradingQuery,
  type TradingAction,
  type TradingRequest,
  type TradingView,
} from '../../../machines/operator/trading.machine';
import { pathCoverage } from '../paths';
import { networkFailure, refused, scripted } from '../support';

const fixture = (id: string, state: TraderFixture['state'] = 'upcoming', suspended = false): TraderFixture => ({
  id,
  sport: 'football',
  league: 'BRA',
  competition: 'Série A',
  home: 'Flamengo',
  away: 'Palmeiras',
  kickoff: '2026-03-02T19:00:00.000Z',
  ends_at: '2026-03-02T20:50:00.000Z',
  state,
  live: null,
  result: null,
  score: null,
  settled_by: null,
  settled_at: null,
  markets: [
    {
      market: '1x2',
      suspended,
      suspended_at: suspended ? '2026-03-02T18:00:00.000Z' : null,
      suspended_reason: suspended ? 'Injury news' : null,
      priced: true,
      selections: [
        { selection: 'home', odds: '2.10' },
        { selection: 'draw', odds: '3.20' },
        { selection: 'away', odds: '3.60' },
      ],
    },
  ],
  open_bets: 1,
  open_stakes: '10.00',
});
const FEED: FeedState = {
  source: 'simulator',
  state: 'ok',
  grace_minutes: 30,
  at: '2026-03-02T18:00:00.000Z',
  last_result: null,
  results_today: 0,
  manual_today: 0,
  waiting: [],
  waiting_total: 0,
};
const exposure = (id: string): FixtureExposure => ({
  fixture: id,
  home: 'Flamengo',
  away: 'Palmeiras',
  state: 'upcoming',
  markets: [],
  stakes: '10.00',
  worst_result: '-11.00',
});
const view = (list: TraderFixture[], open: string | null = null): TradingView => ({
  list,
  total: list.length,
  feed: FEED,
  exposure: open ? exposure(open) : null,
});
const SETTLED: SettleFixtureResult = {
  fixture: 'F1',
  result: 'home',
  score: { home: 2, away: 1 },
  slips_settled: 0,
  bets_settled: 1,
  paid_now: '21.00',
  paid: '21.00',
};

function start(loads: Array<TradingView | Error>, acts: Array<unknown> = []) {
  const load = scripted<TradingView, TradingRequest>(...loads);
  const act = scripted<unknown, TradingAction>(...(acts as Array<unknown | Error>));
  const actor = createActor(tradingMachine.provide({ actors: { load: load.logic, act: act.logic } })).start();
  return { actor, load, act };
}

describe('the trader’s desk', () => {
  it('filters the fixtures, opens one with its exposure, suspends and reopens a market only with a reason', async () => {
    const { actor, load, act } = start(
      [
        view([fixture('F1')]),
        view([fixture('F1')]),
        view([fixture('F1')], 'F1'),
        view([fixture('F1', 'upcoming', true)], 'F1'),
        view([fixture('F1', 'upcoming', true)], 'F1'),
        view([fixture('F1')], 'F1'),
      ],
      [
        { fixture: 'F1', market: '1x2', suspended: true, suspended_at: 'x', suspended_reason: 'Injury news' },
        refused('sports.market_already_suspended', 'This market is suspended already', 409),
        { fixture: 'F1', market: '1x2', suspended: false, suspended_at: null, suspended_reason: null },
      ],
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'trading.field', field: 'state', value: 'upcoming' });
    actor.send({ type: 'trading.field', field: 'day', value: ' 2026-03-02 ' });
    actor.send({ type: 'trading.search' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'trading.open', fixture: 'F1' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.exposure !== null);
    expect(actor.getSnapshot().context.open).toBe('F1');
    // No reason: nothing is sent.
    actor.send({ type: 'trading.suspend', market: '1x2' });
    expect(actor.getSnapshot().context.problem?.code).toBe('audit.reason_required');
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'trading.reason', value: '  Injury news ' });
    actor.send({ type: 'trading.suspend', market: '1x2' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.outcome !== null);
    expect(actor.getSnapshot().context.outcome).toEqual({ action: 'suspend', fixture: 'F1', market: '1x2' });
    expect(actor.getSnapshot().context.reason).toBe('');
    expect(actor.getSnapshot().context.list[0]!.markets[0]!.suspended).toBe(true);
    // Refused: said, and the list read again.
    actor.send({ type: 'trading.reason', value: 'Again' });
    actor.send({ type: 'trading.suspend', market: '1x2' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem?.code).toBe('sports.market_already_suspended');
    expect(actor.getSnapshot().context.outcome).toBeNull();
    actor.send({ type: 'trading.reason', value: 'News checked' });
    actor.send({ type: 'trading.reopen', market: '1x2' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.outcome?.action === 'reopen');
    expect(act.calls).toEqual([
      { action: 'suspend', fixture: 'F1', market: '1x2', reason: 'Injury news' },
      { action: 'suspend', fixture: 'F1', market: '1x2', reason: 'Again' },
      { action: 'reopen', fixture: 'F1', market: '1x2', reason: 'News checked' },
    ]);
    expect(load.calls).toEqual([
      { query: { page: 1 }, open: null },
      { query: { state: 'upcoming', day: '2026-03-02', page: 1 }, open: null },
      { query: { state: 'upcoming', day: '2026-03-02', page: 1 }, open: 'F1' },
      { query: { state: 'upcoming', day: '2026-03-02', page: 1 }, open: 'F1' },
      { query: { state: 'upcoming', day: '2026-03-02', page: 1 }, open: 'F1' },
      { query: { state: 'upcoming', day: '2026-03-02', page: 1 }, open: 'F1' },
    ]);
    // Opening it again closes it.
    actor.send({ type: 'trading.open', fixture: 'F1' });
    expect(actor.getSnapshot().context.open).toBeNull();
  });

  it('settles with the score or voids only after a confirmation, with a reason and a valid score', async () => {
    const { actor, act } = start(
      [view([fixture('F1')]), view([fixture('F1')], 'F1'), view([fixture('F1', 'settled')], 'F1')],
      [SETTLED],
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'trading.open', fixture: 'F1' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.open === 'F1');
    actor.send({ type: 'trading.score', value: '2 x 1' });
    actor.send({ type: 'trading.settle' });
    expect(actor.getSnapshot().context.problem?.code).toBe('audit.reason_required');
    actor.send({ type: 'trading.reason', value: 'Official result' });
    actor.send({ type: 'trading.score', value: 'two-one' });
    actor.send({ type: 'trading.settle' });
    expect(actor.getSnapshot().context.problem?.code).toBe('sports.result_invalid');
    actor.send({ type: 'trading.score', value: '2 x 1' });
    actor.send({ type: 'trading.void' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(actor.getSnapshot().context.confirm).toBe('void');
    actor.send({ type: 'trading.cancel' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(act.calls).toEqual([]);
    actor.send({ type: 'trading.settle' });
    expect(actor.getSnapshot().context.confirm).toBe('score');
    actor.send({ type: 'trading.confirm' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.outcome !== null);
    expect(act.calls).toEqual([{ action: 'settle', fixture: 'F1', result: '2-1', reason: 'Official result' }]);
    expect(actor.getSnapshot().context.outcome).toEqual({ action: 'settle', fixture: 'F1', settled: SETTLED });
    // Settled: it cannot be settled or voided again from here.
    actor.send({ type: 'trading.reason', value: 'Again please' });
    actor.send({ type: 'trading.void' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(scoreOf(' 10–0 ')).toBe('10-0');
    expect(scoreOf('1-2-3')).toBeNull();
    expect(tradingQuery({ sport: '', state: '', day: ' ', league: ' BRA ' }, 2)).toEqual({ league: 'BRA', page: 2 });
    // Football is the desk's first list: asked without a sport; another sport by name.
    expect(tradingQuery({ sport: 'football', state: '', day: '', league: '' }, 1)).toEqual({ page: 1 });
    expect(tradingQuery({ sport: 'tennis', state: 'live', day: '', league: '' }, 1)).toEqual({
      sport: 'tennis',
      state: 'live',
      page: 1,
    });
  });

  it('says a list that did not load and tries again', async () => {
    const { actor } = start([networkFailure(), view([])]);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.problem?.code).toBe('network');
    actor.send({ type: 'trading.refresh' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('operator-trading', tradingMachine, {
      inputs: [undefined],
      events: [
        { type: 'xstate.done.actor.load', output: view([fixture('F1')], 'F1') },
        { type: 'xstate.error.actor.load', error: networkFailure() },
        { type: 'trading.field', field: 'league', value: 'BRA' },
        { type: 'trading.search' },
        { type: 'trading.clear' },
        { type: 'trading.page', page: 2 },
        { type: 'trading.refresh' },
        { type: 'trading.open', fixture: 'F1' },
        { type: 'trading.reason', value: 'Injury news' },
        { type: 'trading.score', value: '2-1' },
        { type: 'trading.suspend', market: '1x2' },
        { type: 'trading.reopen', market: '1x2' },
        { type: 'trading.settle' },
        { type: 'trading.void' },
        { type: 'trading.confirm' },
        { type: 'trading.cancel' },
        { type: 'xstate.done.actor.act', output: SETTLED },
        { type: 'xstate.error.actor.act', error: networkFailure() },
      ],
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.open,
          s.context.reason !== '',
          s.context.score !== '',
          s.context.confirm,
          s.context.pending?.action ?? null,
        ]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
