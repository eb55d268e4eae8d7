import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { autoCashoutProblem, crashRoundMachine } from '../../machines/crashRound.machine';
import type { CrashRound, CrashRules } from '../../contract/house';
import { pathCoverage } from './paths';
import { networkFailure, serverFailure, text } from './support';

const rules: CrashRules = {
  game_id: 3,
  rtp: '97.00',
  house_edge: '3.00',
  instant_crash_one_in: 33,
  growth: 0.06,
  min_bet: '0.10',
  max_bet: '1000.00',
  max_multiplier: '1000.00',
  max_win: '100000.00',
};
const commitment = { server_seed_hash: 'aa'.repeat(32), nonce: 0 };
const running: CrashRound = {
  round_id: 'c1',
  game_id: 3,
  status: 'running',
  bet_amount: '5.00',
  started_at: '2026-11-22T10:00:00.000Z',
  server_time: '2026-11-22T10:00:00.000Z',
  growth: 0.06,
  auto_cashout: null,
  crash_point: null,
  cashout_multiplier: null,
  win_amount: '0.00',
  balance: '95.00',
  commitment,
  fairness: null,
  next: null,
};
const cashed: CrashRound = {
  ...running,
  status: 'cashed_out',
  crash_point: '3.10',
  cashout_multiplier: '1.80',
  win_amount: '9.00',
  balance: '104.00',
};
const crashed: CrashRound = { ...running, status: 'crashed', crash_point: '1.20' };

function start(checks: CrashRound[] = [running], launch?: string) {
  const clock = new SimulatedClock();
  const balanceChanged = vi.fn();
  const bets: unknown[] = [];
  let check = 0;
  const actor = createActor(
    crashRoundMachine.provide({
      actors: {
        loadRules: fromPromise(async () => rules),
        bet: fromPromise(async ({ input }) => {
          bets.push(input);
          return running;
        }),
        cashout: fromPromise(async () => cashed),
        checkRound: fromPromise(async () => checks[Math.min(check++, checks.length - 1)]!),
      },
      actions: { balanceChanged },
    }),
    { input: { gameId: 3, launch }, clock },
  ).start();
  return { actor, clock, balanceChanged, bets };
}

describe('crash round', () => {
  it('bets, watches the round, and cashes out by hand', async () => {
    const { actor, balanceChanged, bets } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'crash.amount', amount: '5' });
    actor.send({ type: 'crash.auto', multiplier: '2,5' });
    actor.send({ type: 'crash.bet' });
    await waitFor(actor, (s) => s.matches({ running: 'watching' }));
    expect(bets).toEqual([{ game_id: 3, amount: '5', auto_cashout: '2.5' }]);
    actor.send({ type: 'crash.cashout' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.round?.status).toBe('cashed_out');
    expect(balanceChanged).toHaveBeenCalledTimes(2);
  });

  it('sends the game page’s launch token with the bet, for the wallet', async () => {
    const { actor, bets } = start([running], 'v1.1.3.abc.1.1.sig');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'crash.bet' });
    await waitFor(actor, (s) => s.matches({ running: 'watching' }));
    expect(bets).toEqual([{ game_id: 3, amount: '1.00', auto_cashout: '', launch: 'v1.1.3.abc.1.1.sig' }]);
  });

  it('learns from the server that the round crashed', async () => {
    const { actor, clock } = start([running, crashed]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'crash.bet' });
    await waitFor(actor, (s) => s.matches({ running: 'watching' }));
    clock.increment(500);
    await waitFor(actor, (s) => s.matches({ running: 'watching' }));
    clock.increment(500);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.round?.crash_point).toBe('1.20');
  });

  it('refuses a bad bet or multiplier before asking the server', async () => {
    const { actor, bets } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'crash.auto', multiplier: '1.00' });
    actor.send({ type: 'crash.bet' });
    expect(text(actor.getSnapshot().context.error as never)).toBe('Enter a multiplier from 1.01 to 1000');
    actor.send({ type: 'crash.auto', multiplier: '' });
    actor.send({ type: 'crash.amount', amount: '0.01' });
    actor.send({ type: 'crash.bet' });
    expect(text(actor.getSnapshot().context.error as never)).toBe('The amount must not be less than {min}');
    expect(bets).toEqual([]);
    expect(autoCashoutProblem('1000')).toBeNull();
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('crashRound', crashRoundMachine, {
      inputs: [{ gameId: 3 }],
      events: [
        { type: 'xstate.done.actor.loadRules', output: rules },
        { type: 'xstate.error.actor.loadRules', error: networkFailure() },
        { type: 'xstate.done.actor.bet', output: running },
        { type: 'xstate.error.actor.bet', error: serverFailure('Insufficient balance') },
        { type: 'xstate.after.checkEvery.crashRound.running.watching' },
        { type: 'xstate.done.actor.checkRound', output: running },
        { type: 'xstate.done.actor.checkRound', output: crashed },
        { type: 'xstate.error.actor.checkRound', error: networkFailure() },
        { type: 'xstate.done.actor.cashout', output: cashed },
        { type: 'xstate.error.actor.cashout', error: serverFailure('x') },
        { type: 'crash.amount', amount: '2.00' },
        { type: 'crash.amount', amount: 'x' },
        { type: 'crash.auto', multiplier: '2.00' },
        { type: 'crash.bet' },
        { type: 'crash.cashout' },
        { type: 'crash.retry' },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
