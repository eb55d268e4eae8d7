import { waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { RoundView } from '../../contract/rounds';
import { bingoRoundMachine } from '../../machines/bingoRound.machine';
import { videoBingoRoundMachine } from '../../machines/videoBingoRound.machine';
import { pathCoverage } from './paths';
import { drawRoundEvents, makeRound, makeTable, playsIntoRefusal, retriesTableLoad, startRound } from './tableFixtures';
import { refused, text } from './support';

/** The two bingo tables share one machine factory and one behaviour: their own game, variant, price and draw. */
const tables = [
  { id: 'bingoRound', machine: bingoRoundMachine, engine: 'bingo', variant: 'b90', amount: '0.50', revealMs: 7000 },
  {
    id: 'videoBingoRound',
    machine: videoBingoRoundMachine,
    engine: 'videobingo',
    variant: 'arraia',
    amount: '0.20',
    revealMs: 3600,
  },
] as const;

describe.each(tables)('$id', ({ id, machine, engine, variant, amount, revealMs }) => {
  const commitment = { server_seed_hash: 'aa'.repeat(32), nonce: 3 };
  const table = makeTable(engine, { game_id: 12, variant, rtp: '95.00', commitment });
  const round = makeRound(engine, {
    round_id: 'r7',
    game_id: 12,
    variant,
    stake: '1.50',
    win: '0.00',
    balance: '98.50',
    choice: { amount: '0.50', cards: 3 },
    view: { balls: [], cards: [] },
    fairness: { server_seed_hash: 'aa'.repeat(32), server_seed: 'bb'.repeat(32), client_seed: 'c', nonce: 3 },
    next: { server_seed_hash: 'dd'.repeat(32), nonce: 4 },
    created_at: '2026-11-25T17:00:00Z',
  });

  const start = (play: () => Promise<RoundView> = async () => round, load = async () => table) =>
    startRound(machine, { gameId: 12, launch: 'L' }, play, load);

  it('chooses the cards and the amount, plays, reveals, and lets the header follow the balance', async () => {
    const { actor, clock, balanceChanged, requests } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.choice.amount).toBe(amount);
    actor.send({ type: 'round.choose', choice: { cards: 3 } });
    actor.send({ type: 'round.amount', amount: '0,50' });
    actor.send({ type: 'round.play' });
    await waitFor(actor, (s) => s.matches('revealing'));
    expect(requests).toEqual([{ game_id: 12, launch: 'L', choice: { amount: '0.50', cards: 3 } }]);
    expect(balanceChanged).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.commitment).toEqual(round.next);
    clock.increment(revealMs);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.round?.round_id).toBe('r7');
  });

  it('checks the whole stake (cards × amount) against the limits, and shows the server’s refusal', async () => {
    const { actor, requests } = start(async () => {
      throw refused('bet.insufficient_balance', 'Insufficient balance');
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'round.choose', choice: { cards: 4 } });
    actor.send({ type: 'round.amount', amount: '300' });
    actor.send({ type: 'round.play' });
    expect(text(actor.getSnapshot().context.error)).toBe('The whole bet cannot be greater than {max}');
    actor.send({ type: 'round.amount', amount: '0.02' });
    actor.send({ type: 'round.play' });
    expect(text(actor.getSnapshot().context.error)).toBe('The whole bet must not be less than {min}');
    expect(requests).toEqual([]);
    await playsIntoRefusal(actor, '1.00', 'bet.insufficient_balance');
  });

  it('shows Load Fail when the table can’t load, and retries', async () => {
    await retriesTableLoad(start, table, 'round.retry');
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage(id, machine, {
      inputs: [{ gameId: 12, launch: 'L' }],
      events: drawRoundEvents(id, { table, round }, [
        { type: 'round.amount', amount: '0.50' },
        { type: 'round.amount', amount: 'x' },
        { type: 'round.choose', choice: { cards: 2 } },
      ]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
