import { waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { RoundView } from '../../contract/rounds';
import { stakeOf, stakeProblem } from '../../machines/drawRound';
import { kenoRoundMachine, picksProblem, toggled } from '../../machines/kenoRound.machine';
import { pathCoverage } from './paths';
import { drawRoundEvents, makeRound, makeTable, playsIntoRefusal, retriesTableLoad, startRound } from './tableFixtures';
import { refused, text } from './support';

const commitment = { server_seed_hash: 'aa'.repeat(32), nonce: 0 };
const table = makeTable('keno', { game_id: 9, variant: 'maraca', rtp: '95.84', commitment });
const round = makeRound('keno', {
  game_id: 9,
  variant: 'maraca',
  stake: '2.00',
  win: '7.00',
  balance: '105.00',
  choice: { amount: '2.00', picks: [1, 2] },
  view: { picks: [1, 2], drawn: [1, 2], hits: [1, 2] },
  created_at: '2026-11-25T17:00:00Z',
});

function start(play: () => Promise<RoundView> = async () => round, load = async () => table) {
  return startRound(kenoRoundMachine, { gameId: 9, launch: 'L' }, play, load);
}

describe('keno round', () => {
  it('picks numbers, plays, reveals the draw, and lets the header follow the balance', async () => {
    const { actor, clock, balanceChanged, requests } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.commitment).toEqual(commitment);
    actor.send({ type: 'round.play' });
    expect(text(actor.getSnapshot().context.error)).toBe('Pick at least one number');
    actor.send({ type: 'round.choose', choice: { picks: [1, 2] } });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'round.amount', amount: '2,00' });
    actor.send({ type: 'round.play' });
    await waitFor(actor, (s) => s.matches('revealing'));
    expect(requests).toEqual([{ game_id: 9, launch: 'L', choice: { amount: '2.00', picks: [1, 2] } }]);
    expect(balanceChanged).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.commitment).toEqual(round.next);
    clock.increment(3200);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.round?.win).toBe('7.00');
  });

  it('skips the reveal when asked (reduced motion, or a tap)', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'round.choose', choice: { picks: [5] } });
    actor.send({ type: 'round.play' });
    await waitFor(actor, (s) => s.matches('revealing'));
    actor.send({ type: 'round.skip' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('refuses a bad amount before asking the server, and shows the server’s refusal', async () => {
    const { actor, requests } = start(async () => {
      throw refused('keno.picks_repeated', 'Pick each number only once');
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'round.choose', choice: { picks: [5] } });
    for (const [amount, message] of [
      ['abc', 'Enter the amount in numbers, like 20.00'],
      ['1.234', 'Enter an amount with at most two decimals'],
      ['0', 'Enter an amount greater than zero'],
      ['0.05', 'The amount must not be less than {min}'],
      ['5000', 'Amount cannot be greater than {max}'],
    ] as const) {
      actor.send({ type: 'round.amount', amount });
      actor.send({ type: 'round.play' });
      expect(actor.getSnapshot().matches('ready')).toBe(true);
      expect(text(actor.getSnapshot().context.error)).toBe(message);
    }
    expect(requests).toEqual([]);
    await playsIntoRefusal(actor, '1', 'keno.picks_repeated');
  });

  it('shows Load Fail when the table can’t load, and retries', async () => {
    await retriesTableLoad(start, table, 'round.retry');
  });

  it('knows the picks and the stake rules', () => {
    expect(toggled([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggled([1, 2, 3], 2)).toEqual([1, 3]);
    expect(toggled([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 11)).toHaveLength(10);
    expect(picksProblem([])).not.toBeNull();
    expect(picksProblem([1])).toBeNull();
    expect(picksProblem([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).not.toBeNull();
    expect(stakeProblem('0.10', 1, table)).toBeNull();
    expect(text(stakeProblem('300', 4, table))).toBe('The whole bet cannot be greater than {max}');
    expect(text(stakeProblem('0.02', 4, table))).toBe('The whole bet must not be less than {min}');
    expect(stakeOf('2,50', 4)).toBe('10.00');
    expect(stakeOf('x', 4)).toBeNull();
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('kenoRound', kenoRoundMachine, {
      inputs: [{ gameId: 9, launch: 'L' }],
      events: drawRoundEvents('kenoRound', { table, round }, [
        { type: 'round.amount', amount: '2.00' },
        { type: 'round.choose', choice: { picks: [4, 8] } },
        { type: 'round.choose', choice: { picks: [] } },
      ]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
