import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { wheelMachine } from '../../machines/wheel.machine';
import type { RewardCheck, WheelKey, WheelSpin } from '../../contract/promotions';
import { pathCoverage } from './paths';
import { networkFailure, scripted, serverFailure, text } from './support';

const prizes = [
  { id: 1, name: 'R$ 1,00', amount: '1.00', icon: 'coin' },
  { id: 2, name: 'Try again', amount: '0.00', icon: null },
];
const withSpins = (remainingspins: number): RewardCheck => ({
  status: remainingspins > 0 ? 'claimable' : 'not_eligible',
  reward: '0.00',
  reason: remainingspins > 0 ? null : 'No more spins remaining',
  reason_code: remainingspins > 0 ? null : 'promotion.no_more_spins',
  remainingspins,
  prizes,
});
const spun = (remainingspins: number): WheelSpin => ({
  code: 200,
  prize_id: 1,
  reward: '1.00',
  quantity: 1,
  remainingspins,
  message: 'Congratulations!',
  balance: '1.00',
});

function start(
  checks: Array<RewardCheck | Error>,
  spins: Array<WheelSpin | Error> = [spun(0)],
  wheel: 'dailywheel' | 'lotterywheel' = 'dailywheel',
) {
  const check = scripted<RewardCheck, { wheel: WheelKey }>(...checks);
  const spin = scripted<WheelSpin, { wheel: WheelKey }>(...spins);
  const balanceChanged = vi.fn();
  const actor = createActor(
    wheelMachine.provide({ actors: { check: check.logic, spin: spin.logic }, actions: { balanceChanged } }),
    { input: { wheel } },
  ).start();
  return { actor, check, spin, balanceChanged };
}

describe('wheel', () => {
  it('spins once per click, lands on the prize, then has no spins left; another spin is refused without a call', async () => {
    const { actor, spin, balanceChanged } = start([withSpins(1)]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.prizes).toEqual(prizes);
    actor.send({ type: 'wheel.spin' });
    actor.send({ type: 'wheel.spin' });
    await waitFor(actor, (s) => s.matches('prize'));
    expect(actor.getSnapshot().context.result?.prize_id).toBe(1);
    expect(balanceChanged).toHaveBeenCalledTimes(1);
    actor.send({ type: 'wheel.landed' });
    expect(actor.getSnapshot().matches('noSpins')).toBe(true);
    actor.send({ type: 'wheel.spin' });
    expect(text(actor.getSnapshot().context.error)).toBe('No more spins remaining');
    expect(spin.calls).toHaveLength(1);
  });

  it('with spins left it is ready again; the lottery wheel says "No more roll remaining"', async () => {
    const { actor } = start([withSpins(2)], [spun(1)], 'lotterywheel');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'wheel.spin' });
    await waitFor(actor, (s) => s.matches('prize'));
    actor.send({ type: 'wheel.landed' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);

    const none = start([withSpins(0)], [], 'lotterywheel');
    await waitFor(none.actor, (s) => s.matches('noSpins'));
    none.actor.send({ type: 'wheel.spin' });
    expect(text(none.actor.getSnapshot().context.error)).toBe('No more roll remaining');
  });

  it("shows the server's refusal and checks again; a failed check can be retried", async () => {
    const { actor } = start([networkFailure(), withSpins(1), withSpins(0)], [serverFailure('No more spins remaining')]);
    await waitFor(actor, (s) => s.matches('checkFailed'));
    actor.send({ type: 'wheel.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'wheel.spin' });
    await waitFor(actor, (s) => s.matches('noSpins'));
    expect(actor.getSnapshot().context.error).toBe('No more spins remaining');
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('wheel', wheelMachine, {
      inputs: [{ wheel: 'dailywheel' }],
      events: [
        { type: 'xstate.done.actor.check', output: withSpins(1) },
        { type: 'xstate.done.actor.check', output: withSpins(0) },
        { type: 'xstate.error.actor.check', error: networkFailure() },
        { type: 'xstate.done.actor.spin', output: spun(0) },
        { type: 'xstate.done.actor.spin', output: spun(1) },
        { type: 'xstate.error.actor.spin', error: serverFailure('x') },
        { type: 'wheel.spin' },
        { type: 'wheel.landed' },
        { type: 'wheel.retry' },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
