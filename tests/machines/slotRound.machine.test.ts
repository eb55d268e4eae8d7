import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { betProblem, slotRoundMachine, slotRules, slotView } from '../../machines/slotRound.machine';
import type { RoundView, Table } from '../../contract/rounds';
import type { SlotView } from '../../engines/slot';
import { pathCoverage } from './paths';
import { networkFailure, serverFailure, text } from './support';

const commitment = { server_seed_hash: 'aa'.repeat(32), nonce: 0 };
const table: Table = {
  game_id: 7,
  engine: 'slot',
  variant: 'ouro',
  rtp: '97.23',
  rules: { model: 'ways', reels: 5, rows: 3, lines: [], ways: 243, base: 100, paytable: [], rtp: '97.23' },
  min_bet: '0.10',
  max_bet: '1000.00',
  max_win: '100000.00',
  commitment,
  open: null,
};
const window = [
  ['nugget', 'pan', 'cart'],
  ['nugget', 'canary', 'pickaxe'],
  ['nugget', 'canary', 'pan'],
  ['cart', 'pickaxe', 'pickaxe'],
  ['pan', 'canary', 'pan'],
];
const spin = (free: boolean, win: string) => ({
  free,
  stops: [0, 0, 0, 0, 0],
  reels: window,
  scatters: 3,
  wins: [],
  win,
});
const view = (freeSpins: number): SlotView => ({
  model: 'ways',
  free_spins: freeSpins,
  multiplier: freeSpins > 0 ? 2 : 1,
  spins: [spin(false, '0.00'), ...Array.from({ length: freeSpins }, () => spin(true, '0.40'))],
  win: (0.4 * freeSpins).toFixed(2),
});
const round = (freeSpins: number): RoundView => ({
  round_id: 'r1',
  game_id: 7,
  engine: 'slot',
  variant: 'ouro',
  status: 'settled',
  stake: '2.00',
  win: (0.4 * freeSpins).toFixed(2),
  balance: '1518.00',
  choice: { amount: '2.00' },
  actions: [],
  view: view(freeSpins),
  fairness: { server_seed_hash: 'aa'.repeat(32), server_seed: 'bb'.repeat(32), client_seed: 'c', nonce: 0 },
  next: { server_seed_hash: 'cc'.repeat(32), nonce: 1 },
  created_at: '2026-11-25T17:00:00Z',
  closes_at: null,
});

function start(play: () => Promise<RoundView> = async () => round(0), load = async () => table) {
  const clock = new SimulatedClock();
  const balanceChanged = vi.fn();
  const requests: unknown[] = [];
  const actor = createActor(
    slotRoundMachine.provide({
      actors: {
        loadTable: fromPromise(load),
        start: fromPromise(async ({ input }) => {
          requests.push(input);
          return play();
        }),
      },
      actions: { balanceChanged },
    }),
    { input: { gameId: 7, launch: 'L' }, clock },
  ).start();
  return { actor, clock, balanceChanged, requests };
}

describe('slot round', () => {
  it('shows the table and the seed hash, spins with the launch, reveals, and lets the header follow the balance', async () => {
    const { actor, clock, balanceChanged, requests } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.commitment).toEqual(commitment);
    expect(slotRules(actor.getSnapshot().context.table)?.ways).toBe(243);
    actor.send({ type: 'slot.amount', amount: '2,00' });
    actor.send({ type: 'slot.spin' });
    await waitFor(actor, (s) => s.matches('stopping'));
    expect(requests).toEqual([{ game_id: 7, launch: 'L', choice: { amount: '2.00' } }]);
    expect(balanceChanged).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.commitment).toEqual(round(0).next);
    clock.increment(1400);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.shown).toBe(0);
  });

  it('shows the free spins one after another, then the whole win', async () => {
    const { actor, clock } = start(async () => round(3));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'slot.spin' });
    await waitFor(actor, (s) => s.matches('stopping'));
    expect(actor.getSnapshot().context.shown).toBe(0);
    clock.increment(1400);
    expect(actor.getSnapshot().matches('freeSpins')).toBe(true);
    expect(actor.getSnapshot().context.shown).toBe(1);
    clock.increment(1600);
    expect(actor.getSnapshot().context.shown).toBe(2);
    clock.increment(1600);
    expect(actor.getSnapshot().context.shown).toBe(3);
    expect(actor.getSnapshot().matches('freeSpins')).toBe(true);
    clock.increment(1600);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(slotView(actor.getSnapshot().context.round)?.win).toBe('1.20');
  });

  it('skips to the end at once (reduced motion, or the player asks)', async () => {
    const { actor, clock } = start(async () => round(8));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'slot.spin' });
    await waitFor(actor, (s) => s.matches('stopping'));
    actor.send({ type: 'slot.skip' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.shown).toBe(8);
    actor.send({ type: 'slot.spin' });
    await waitFor(actor, (s) => s.matches('stopping'));
    expect(actor.getSnapshot().context.shown).toBe(0);
    clock.increment(1400);
    clock.increment(1600);
    expect(actor.getSnapshot().context.shown).toBe(2);
    actor.send({ type: 'slot.skip' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.shown).toBe(8);
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
      return table;
    });
    await waitFor(broken.actor, (s) => s.matches('loadFailed'));
    fail = false;
    broken.actor.send({ type: 'slot.retry' });
    await waitFor(broken.actor, (s) => s.matches('ready'));
  });

  it('knows the bet limits', () => {
    expect(betProblem('0.10', table)).toBeNull();
    expect(betProblem('1000', table)).toBeNull();
    expect(betProblem('1000.01', table)).not.toBeNull();
    expect(betProblem('0.09', table)).not.toBeNull();
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('slotRound', slotRoundMachine, {
      inputs: [{ gameId: 7, launch: 'L' }],
      events: [
        { type: 'xstate.done.actor.loadTable', output: table },
        { type: 'xstate.error.actor.loadTable', error: networkFailure() },
        { type: 'xstate.done.actor.start', output: round(2) },
        { type: 'xstate.done.actor.start', output: round(0) },
        { type: 'xstate.error.actor.start', error: serverFailure('Insufficient balance') },
        { type: 'xstate.after.reelsStop.slotRound.stopping' },
        { type: 'xstate.after.freeSpinStop.slotRound.freeSpins' },
        { type: 'slot.amount', amount: '2.00' },
        { type: 'slot.amount', amount: 'x' },
        { type: 'slot.spin' },
        { type: 'slot.skip' },
        { type: 'slot.retry' },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
