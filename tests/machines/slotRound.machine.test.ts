import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { betProblem, slotRoundMachine } from '../../machines/slotRound.machine';
import type { HousePlayResult, SlotRules } from '../../contract/games';
import { pathCoverage } from './paths';
import { networkFailure, serverFailure, text } from './support';

const rules: SlotRules = {
  game_id: 7,
  rtp: '96.10',
  reels: 5,
  rows: 3,
  lines: [[1, 1, 1, 1, 1]],
  paytable: [{ symbol: 'seven', pays: { '3': '10.00', '4': '50.00', '5': '200.00' } }],
  min_bet: '0.10',
  max_bet: '1000.00',
};
const commitment = { server_seed_hash: 'aa'.repeat(32), nonce: 0 };
const result: HousePlayResult = {
  round_id: 'r1',
  game_id: 7,
  bet_amount: '2.00',
  win_amount: '20.00',
  balance: '1518.00',
  outcome: { engine: 'slot', reels: [['seven', 'bar', 'bell']], lines: [] },
  fairness: { server_seed_hash: 'aa'.repeat(32), server_seed: 'bb'.repeat(32), client_seed: 'c', nonce: 0 },
  next: { server_seed_hash: 'cc'.repeat(32), nonce: 1 },
};

function start(play: () => Promise<HousePlayResult> = async () => result, table = async () => ({ rules, commitment })) {
  const clock = new SimulatedClock();
  const balanceChanged = vi.fn();
  const requests: unknown[] = [];
  const actor = createActor(
    slotRoundMachine.provide({
      actors: {
        loadTable: fromPromise(table),
        play: fromPromise(async ({ input }) => {
          requests.push(input);
          return play();
        }),
      },
      actions: { balanceChanged },
    }),
    { input: { gameId: 7 }, clock },
  ).start();
  return { actor, clock, balanceChanged, requests };
}

describe('slot round', () => {
  it('shows the rules and the seed hash, spins, reveals, and lets the header follow the balance', async () => {
    const { actor, clock, balanceChanged, requests } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.commitment).toEqual(commitment);
    actor.send({ type: 'slot.amount', amount: '2,00' });
    actor.send({ type: 'slot.spin' });
    await waitFor(actor, (s) => s.matches('stopping'));
    expect(requests).toEqual([{ game_id: 7, amount: '2.00' }]);
    expect(balanceChanged).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.commitment).toEqual(result.next);
    clock.increment(1400);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.result?.win_amount).toBe('20.00');
  });

  it('refuses a bad amount before asking the server', async () => {
    const { actor, requests } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    for (const [amount, message] of [
      ['abc', 'Enter the amount in numbers, like 20.00'],
      ['<b>5</b>', 'Enter the amount in numbers, like 20.00'],
      ['1.234', 'Enter an amount with at most two decimals'],
      ['0', 'Enter an amount greater than zero'],
      ['-3', 'Enter an amount greater than zero'],
      ['0,001', 'Enter an amount with at most two decimals'],
      ['0.05', 'The amount must not be less than {min}'],
      ['5000', 'Amount cannot be greater than {max}'],
    ] as const) {
      actor.send({ type: 'slot.amount', amount });
      actor.send({ type: 'slot.spin' });
      expect(actor.getSnapshot().matches('ready')).toBe(true);
      expect(text(actor.getSnapshot().context.error as never)).toBe(message);
    }
    expect(requests).toEqual([]);
  });

  it("shows the server's reason when the bet is refused, and Load Fail when the table can't load", async () => {
    const refused = start(async () => {
      throw serverFailure('Insufficient balance');
    });
    await waitFor(refused.actor, (s) => s.matches('ready'));
    refused.actor.send({ type: 'slot.spin' });
    await waitFor(refused.actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(refused.actor.getSnapshot().context.error).toBe('Insufficient balance');

    let fail = true;
    const broken = start(undefined, async () => {
      if (fail) throw networkFailure();
      return { rules, commitment };
    });
    await waitFor(broken.actor, (s) => s.matches('loadFailed'));
    fail = false;
    broken.actor.send({ type: 'slot.retry' });
    await waitFor(broken.actor, (s) => s.matches('ready'));
  });

  it('knows the bet rules', () => {
    expect(betProblem('0.10', rules)).toBeNull();
    expect(betProblem('1000', rules)).toBeNull();
    expect(betProblem('1000.01', rules)).not.toBeNull();
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('slotRound', slotRoundMachine, {
      inputs: [{ gameId: 7 }],
      events: [
        { type: 'xstate.done.actor.loadTable', output: { rules, commitment } },
        { type: 'xstate.error.actor.loadTable', error: networkFailure() },
        { type: 'xstate.done.actor.play', output: result },
        { type: 'xstate.error.actor.play', error: serverFailure('Insufficient balance') },
        { type: 'xstate.after.reelsStop.slotRound.stopping' },
        { type: 'slot.amount', amount: '2.00' },
        { type: 'slot.amount', amount: 'x' },
        { type: 'slot.spin' },
        { type: 'slot.retry' },
      ],
      simplePaths: true,
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
