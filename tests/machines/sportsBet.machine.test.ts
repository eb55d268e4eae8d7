import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { sportsBetMachine } from '../../machines/sportsBet.machine';
import type { Fixture, SportsBet, SportsRules } from '../../contract/house';
import { pathCoverage } from './paths';
import { networkFailure, serverFailure, text } from './support';

const fixture: Fixture = {
  id: 'FLA-PAL-20261129',
  league: 'bra-a',
  competition: 'Brasileirão',
  home: 'Flamengo',
  away: 'Palmeiras',
  kickoff: '2026-11-29T19:00:00.000Z',
  odds: { home: '2.10', draw: '3.30', away: '3.40' },
  status: 'open',
  result: null,
  score: null,
  settled_by: null,
  xg: { home: '1.46', away: '1.16' },
  commitment: null,
  seed: null,
};
const bet: SportsBet = {
  bet_id: 'b1',
  fixture_id: fixture.id,
  home: 'Flamengo',
  away: 'Palmeiras',
  selection: 'home',
  odds: '2.10',
  amount: '10.00',
  potential_win: '21.00',
  status: 'open',
  win_amount: '0.00',
  placed_at: '2026-11-22T10:00:00.000Z',
  balance: '90.00',
};
const input = { gameId: 80, minBet: '0.10', maxBet: '1000.00' };
const rules: SportsRules = { margin: '5.00', rtp: '95.24', min_bet: '0.10', max_bet: '1000.00' };

function start(place: () => Promise<SportsBet> = async () => bet) {
  const balanceChanged = vi.fn();
  const requests: unknown[] = [];
  let loads = 0;
  const actor = createActor(
    sportsBetMachine.provide({
      actors: {
        loadBook: fromPromise(async () => {
          loads += 1;
          return { fixtures: [fixture], bets: loads > 1 ? [bet] : [], rules };
        }),
        placeBet: fromPromise(async ({ input: request }) => {
          requests.push(request);
          return place();
        }),
      },
      actions: { balanceChanged },
    }),
    { input },
  ).start();
  return { actor, balanceChanged, requests };
}

describe('sportsbook bet slip', () => {
  it('picks a result, stakes, places the bet and shows it among the bets', async () => {
    const { actor, balanceChanged, requests } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    // The margin and return to player are there before the first bet.
    expect(actor.getSnapshot().context.rules).toEqual(rules);
    actor.send({ type: 'sports.place' });
    expect(text(actor.getSnapshot().context.error as never)).toBe('Choose a result first');
    actor.send({ type: 'sports.pick', fixtureId: fixture.id, selection: 'home' });
    actor.send({ type: 'sports.amount', amount: '10' });
    actor.send({ type: 'sports.place' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.bets.length === 1);
    expect(requests).toEqual([{ game_id: 80, fixture_id: fixture.id, selection: 'home', amount: '10' }]);
    expect(actor.getSnapshot().context.placed).toEqual(bet);
    expect(actor.getSnapshot().context.pick).toBeNull();
    expect(balanceChanged).toHaveBeenCalledOnce();
  });

  it("keeps the pick and shows the server's reason when the bet is refused", async () => {
    const { actor } = start(async () => {
      throw serverFailure('Betting on this match is closed');
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'sports.pick', fixtureId: fixture.id, selection: 'draw' });
    actor.send({ type: 'sports.place' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Betting on this match is closed');
    expect(actor.getSnapshot().context.pick).toEqual({ fixtureId: fixture.id, selection: 'draw' });
    actor.send({ type: 'sports.clear' });
    expect(actor.getSnapshot().context.pick).toBeNull();
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('sportsBet', sportsBetMachine, {
      inputs: [input],
      events: [
        { type: 'xstate.done.actor.loadBook', output: { fixtures: [fixture], bets: [], rules } },
        { type: 'xstate.error.actor.loadBook', error: networkFailure() },
        { type: 'xstate.done.actor.placeBet', output: bet },
        { type: 'xstate.error.actor.placeBet', error: serverFailure('x') },
        { type: 'sports.pick', fixtureId: fixture.id, selection: 'home' },
        { type: 'sports.amount', amount: '5.00' },
        { type: 'sports.clear' },
        { type: 'sports.place' },
        { type: 'sports.retry' },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
