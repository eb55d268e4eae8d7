import { waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { RoundView } from '../../contract/rounds';
import {
  chipsOnTable,
  rouletteRoundMachine,
  tableProblem,
  totalOf,
  type PlacedChip,
} from '../../machines/rouletteRound.machine';
import { pathCoverage } from './paths';
import { betLayoutWalk, makeRound, makeTable, retriesTableLoad, startRound } from './tableFixtures';
import { refused, text } from './support';

const table = makeTable('roulette', {
  game_id: 31,
  variant: 'tropical',
  rtp: '97.30',
  rules: { theme: 'tropical', max_chips: 150, bets: [] },
  commitment: { server_seed_hash: 'aa'.repeat(32), nonce: 4 },
});
const round = makeRound('roulette', {
  round_id: 'r9',
  game_id: 31,
  variant: 'tropical',
  stake: '6.00',
  win: '36.00',
  balance: '130.00',
  view: {
    number: 17,
    colour: 'black',
    bets: [{ kind: 'straight', numbers: [17], amount: '1.00', win: '36.00' }],
  },
  fairness: { server_seed_hash: 'aa'.repeat(32), server_seed: 'bb'.repeat(32), client_seed: 'c', nonce: 4 },
  next: { server_seed_hash: 'cc'.repeat(32), nonce: 5 },
  created_at: '2026-11-25T18:00:00.000Z',
});

function start(play: () => Promise<RoundView> = async () => round, load = async () => table) {
  return startRound(rouletteRoundMachine, { gameId: 31, launch: 'tok' }, play, load);
}

describe('roulette round', () => {
  it('places chips, sends one chip per spot, lands on the number, then clears the table for the next spin', async () => {
    const { actor, clock, balanceChanged, requests } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.table?.commitment.nonce).toBe(4);
    actor.send({ type: 'roulette.place', kind: 'straight', numbers: [17] });
    actor.send({ type: 'roulette.chip', amount: '5.00' });
    actor.send({ type: 'roulette.place', kind: 'red', numbers: [] });
    actor.send({ type: 'roulette.place', kind: 'split', numbers: [20, 17] });
    actor.send({ type: 'roulette.undo' });
    actor.send({ type: 'roulette.chip', amount: '0.50' });
    actor.send({ type: 'roulette.place', kind: 'straight', numbers: [17] });
    expect(totalOf(actor.getSnapshot().context.placed)).toBe('6.50');
    actor.send({ type: 'roulette.spin' });
    await waitFor(actor, (s) => s.matches('revealing'));
    expect(requests).toEqual([
      {
        game_id: 31,
        launch: 'tok',
        choice: {
          chips: [
            { kind: 'straight', numbers: [17], amount: '1.50' },
            { kind: 'red', numbers: [], amount: '5.00' },
          ],
        },
      },
    ]);
    expect(balanceChanged).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.table?.commitment).toEqual(round.next);
    expect(actor.getSnapshot().context.placed).toHaveLength(3);
    clock.increment(4200);
    const after = actor.getSnapshot();
    expect(after.matches('ready')).toBe(true);
    expect(after.context.history).toEqual([17]);
    expect(after.context.placed).toEqual([]);
    expect(after.context.round?.win).toBe('36.00');
    // Repeat puts the last chips back; a skipped reveal settles at once.
    actor.send({ type: 'roulette.repeat' });
    expect(totalOf(actor.getSnapshot().context.placed)).toBe('6.50');
    actor.send({ type: 'roulette.spin' });
    await waitFor(actor, (s) => s.matches('revealing'));
    actor.send({ type: 'roulette.skip' });
    expect(actor.getSnapshot().context.history).toEqual([17, 17]);
    actor.send({ type: 'roulette.place', kind: 'odd', numbers: [] });
    actor.send({ type: 'roulette.clear' });
    expect(actor.getSnapshot().context.placed).toEqual([]);
  });

  it('will not spin an empty table or one over the limit, and keeps the chips when the server refuses', async () => {
    const { actor, requests } = start(async () => {
      throw refused('bet.insufficient_balance', 'Insufficient balance');
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'roulette.spin' });
    expect(text(actor.getSnapshot().context.error)).toBe('Place a chip on the table first');
    actor.send({ type: 'roulette.chip', amount: '100.00' });
    for (let i = 0; i < 10; i += 1) actor.send({ type: 'roulette.place', kind: 'black', numbers: [] });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'roulette.place', kind: 'black', numbers: [] });
    expect(text(actor.getSnapshot().context.error)).toBe('Amount cannot be greater than {max}');
    expect(totalOf(actor.getSnapshot().context.placed)).toBe('1000.00');
    actor.send({ type: 'roulette.repeat' }); // nothing to repeat yet
    expect(actor.getSnapshot().context.placed).toHaveLength(10);
    actor.send({ type: 'roulette.spin' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(text(actor.getSnapshot().context.error)).toBe('Insufficient balance');
    expect(actor.getSnapshot().context.placed).toHaveLength(10);
    expect(requests).toHaveLength(1);
  });

  it('offers to retry when the table does not load', async () => {
    await retriesTableLoad(start, table, 'roulette.retry');
  });

  it('adds up chips per spot and checks the table’s limits', () => {
    const placed: PlacedChip[] = [
      { kind: 'corner', numbers: [5, 4, 8, 7], amount: '0.05' },
      { kind: 'corner', numbers: [4, 5, 7, 8], amount: '0.05' },
    ];
    expect(chipsOnTable(placed)).toEqual([{ kind: 'corner', numbers: [4, 5, 7, 8], amount: '0.10' }]);
    expect(tableProblem(placed, table)).toBeNull();
    expect(text(tableProblem(placed.slice(0, 1), table) as never)).toBe('The amount must not be less than {min}');
    const crowded = Array.from({ length: 37 }, (_, n) => ({ kind: 'straight' as const, numbers: [n], amount: '1' }));
    expect(tableProblem(crowded, { ...table, rules: { max_chips: 36 } })).not.toBeNull();
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('rouletteRound', rouletteRoundMachine, {
      inputs: [{ gameId: 31, launch: 'tok' }],
      ...betLayoutWalk(
        { id: 'rouletteRound', prefix: 'roulette', reveal: 'wheelStops', play: 'spin' },
        { table, round },
        { type: 'roulette.place', kind: 'straight', numbers: [0] },
      ),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
