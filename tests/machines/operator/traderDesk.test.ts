import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { DeskMarkets, SettleMarketResult } from '../../../contract/boTraderDesk';
import {
  oddsOf,
  traderDeskMachine,
  type DeskAction,
  type DeskRequest,
  type DeskView,
} from '../../../machines/operator/traderDesk.machine';
import { pathCoverage } from '../paths';
import { networkFailure, refused, scripted } from '../support';

const MARKETS: DeskMarkets = {
  fixture: 'F1',
  sport: 'football',
  home: 'Flamengo',
  away: 'Palmeiras',
  state: 'upcoming',
  match_suspended: false,
  match_suspended_reason: null,
  markets: [
    {
      id: 'corners:total:9.5',
      kind: 'totals',
      group: 'corners_cards',
      suspended: false,
      suspended_reason: null,
      priced: true,
      selections: [
        { selection: 'over', feed_odds: '1.90', odds: '1.90', override: null },
        { selection: 'under', feed_odds: '1.85', odds: '1.85', override: null },
      ],
    },
  ],
};
const view = (open: boolean): DeskView => ({
  liability: { list: [], total: 0, at: '2026-03-02T18:00:00.000Z' },
  cashOuts: { list: [], total: 0 },
  markets: open ? MARKETS : null,
});
const SETTLED: SettleMarketResult = {
  fixture: 'F1',
  market: 'corners:total:9.5',
  legs_settled: 2,
  slips_settled: 1,
  paid_now: '19.00',
};

function start(loads: Array<DeskView | Error>, acts: Array<unknown> = []) {
  const load = scripted<DeskView, DeskRequest>(...loads);
  const act = scripted<unknown, DeskAction>(...(acts as Array<unknown | Error>));
  const actor = createActor(traderDeskMachine.provide({ actors: { load: load.logic, act: act.logic } })).start();
  return { actor, load, act };
}

describe('the trader desk', () => {
  it('reads odds as the server takes them', () => {
    expect(oddsOf(' 2,5 ')).toBe('2.50');
    expect(oddsOf('1.01')).toBe('1.01');
    expect(oddsOf('1.00')).toBeNull();
    expect(oddsOf('1000.01')).toBeNull();
    expect(oddsOf('abc')).toBeNull();
  });

  it('opens a fixture by its code, overrides a price only with a reason and valid odds, says a refusal', async () => {
    const { actor, load, act } = start(
      [view(false), view(true), view(true), view(true)],
      [
        { fixture: 'F1', market: 'corners:total:9.5', selection: 'over', override: null },
        refused('sports.override_not_found', 'x', 409),
      ],
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'desk.open' });
    expect(actor.getSnapshot().context.problem?.code).toBe('sports.fixture_not_found');
    actor.send({ type: 'desk.code', value: ' f1 ' });
    actor.send({ type: 'desk.open' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.markets !== null);
    expect(load.calls.at(-1)).toEqual({ liabilityPage: 1, cashOutsPage: 1, open: 'F1' });
    const pick = { market: 'corners:total:9.5', selection: 'over' };
    actor.send({ type: 'desk.override', ...pick });
    expect(actor.getSnapshot().context.problem?.code).toBe('audit.reason_required');
    actor.send({ type: 'desk.reason', value: 'Sharp money' });
    actor.send({ type: 'desk.odds', ...pick, value: '1,00' });
    actor.send({ type: 'desk.override', ...pick });
    expect(actor.getSnapshot().context.problem?.code).toBe('sports.override_odds_invalid');
    actor.send({ type: 'desk.odds', ...pick, value: '2,1' });
    actor.send({ type: 'desk.override', ...pick });
    await waitFor(actor, (s) => s.matches('ready') && s.context.outcome !== null);
    expect(act.calls[0]).toEqual({ action: 'override', fixture: 'F1', ...pick, odds: '2.10', reason: 'Sharp money' });
    expect(actor.getSnapshot().context.reason).toBe('');
    actor.send({ type: 'desk.reason', value: 'Back to feed' });
    actor.send({ type: 'desk.removeOverride', ...pick });
    await waitFor(actor, (s) => s.matches('ready') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem?.code).toBe('sports.override_not_found');
  });

  it('settles a market by hand only with outcomes, a reason and a confirmation', async () => {
    const { actor, act } = start([view(false), view(true), view(true)], [SETTLED]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'desk.open', fixture: 'F1' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.markets !== null);
    actor.send({ type: 'desk.reason', value: 'Official count' });
    actor.send({ type: 'desk.settleMarket', market: 'corners:total:9.5' });
    expect(actor.getSnapshot().context.problem?.code).toBe('sports.outcome_missing');
    actor.send({ type: 'desk.outcome', market: 'corners:total:9.5', selection: 'over', value: 'won' });
    actor.send({ type: 'desk.outcome', market: 'corners:total:9.5', selection: 'under', value: 'lost' });
    actor.send({ type: 'desk.settleMarket', market: 'corners:total:9.5' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    actor.send({ type: 'desk.cancel' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(act.calls).toEqual([]);
    actor.send({ type: 'desk.settleMarket', market: 'corners:total:9.5' });
    actor.send({ type: 'desk.confirm' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.outcome !== null);
    expect(act.calls[0]).toEqual({
      action: 'settleMarket',
      fixture: 'F1',
      market: 'corners:total:9.5',
      outcomes: { over: 'won', under: 'lost' },
      reason: 'Official count',
    });
    expect(actor.getSnapshot().context.outcome?.settled).toEqual(SETTLED);
  });

  it('reads the rest again without a fixture that cannot be opened; fails and retries when nothing answers', async () => {
    const { actor } = start([
      view(false),
      refused('sports.fixture_not_found', 'x', 404),
      view(false),
      networkFailure(),
      view(false),
    ]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'desk.open', fixture: 'NOPE' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.problem !== null);
    expect(actor.getSnapshot().context.open).toBeNull();
    expect(actor.getSnapshot().context.problem?.code).toBe('sports.fixture_not_found');
    actor.send({ type: 'desk.page', list: 'cashOuts', page: 2 });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'desk.refresh' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.cashOutsPage).toBe(2);
  });

  it('walks every reachable state and transition', () => {
    const pick = { market: 'corners:total:9.5', selection: 'over' };
    const coverage = pathCoverage('operator-traderDesk', traderDeskMachine, {
      inputs: [undefined],
      events: [
        { type: 'xstate.done.actor.load', output: view(true) },
        { type: 'xstate.error.actor.load', error: networkFailure() },
        { type: 'desk.page', list: 'liability', page: 2 },
        { type: 'desk.refresh' },
        { type: 'desk.code', value: 'F1' },
        { type: 'desk.open' },
        { type: 'desk.open', fixture: 'F1' },
        { type: 'desk.close' },
        { type: 'desk.reason', value: 'Sharp money' },
        { type: 'desk.odds', ...pick, value: '2.10' },
        { type: 'desk.outcome', ...pick, value: 'won' },
        { type: 'desk.suspend', market: pick.market },
        { type: 'desk.reopen', market: pick.market },
        { type: 'desk.suspendMatch' },
        { type: 'desk.reopenMatch' },
        { type: 'desk.override', ...pick },
        { type: 'desk.removeOverride', ...pick },
        { type: 'desk.settleMarket', market: pick.market },
        { type: 'desk.voidMarket', market: pick.market },
        { type: 'desk.confirm' },
        { type: 'desk.cancel' },
        { type: 'xstate.done.actor.act', output: SETTLED },
        { type: 'xstate.error.actor.act', error: networkFailure() },
      ],
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.open,
          s.context.code !== '',
          s.context.reason !== '',
          Object.keys(s.context.odds).length > 0,
          Object.keys(s.context.outcomes).length > 0,
          s.context.pending?.action ?? null,
        ]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
