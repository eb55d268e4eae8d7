import { waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { RoundView } from '../../contract/rounds';
import type { BlackjackView } from '../../engines/blackjack';
import { blackjackRoundMachine, viewOf } from '../../machines/blackjackRound.machine';
import { pathCoverage } from './paths';
import { dealRoundEvents, dealRoundFixtures, startDealRound } from './tableFixtures';
import { codeOf, networkFailure, refused, text } from './support';

const openView: BlackjackView = {
  dealer: { cards: ['9H', null], total: 9, soft: false, blackjack: false },
  hands: [
    {
      cards: ['8S', '8D'],
      total: 16,
      soft: false,
      stake: '5.00',
      doubled: false,
      split_aces: false,
      result: null,
      win: null,
    },
  ],
  current: 0,
  moves: ['hit', 'stand', 'double', 'split'],
  blackjack: false,
};
const settledView: BlackjackView = {
  ...openView,
  dealer: { cards: ['9H', 'TC'], total: 19, soft: false, blackjack: false },
  hands: [{ ...openView.hands[0]!, cards: ['8S', '8D', '3C'], total: 19, result: 'push', win: '5.00' }],
  current: null,
  moves: [],
};
const { commitment, next, round, table } = dealRoundFixtures<BlackjackView>(
  { engine: 'blackjack', variant: 'ipanema', gameId: 7, rtp: '98.47' },
  { stake: '5.00', win: '5.00', balance: '95.00' },
);
const opened = round('open', openView);
const settled = round('settled', settledView);
const run = (options: Parameters<typeof startDealRound>[3] = {}) =>
  startDealRound(blackjackRoundMachine, { gameId: 7, launch: 'L' }, { table, opened, settled }, options);

describe('blackjack round', () => {
  it('deals, takes the moves the hand allows, reveals the dealer and settles', async () => {
    const { actor, clock, balanceChanged, requests } = run();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.commitment).toEqual(commitment);
    actor.send({ type: 'blackjack.amount', amount: '5,00' });
    actor.send({ type: 'blackjack.deal' });
    await waitFor(actor, (s) => s.matches('deciding'));
    expect(requests).toEqual([{ game_id: 7, launch: 'L', choice: { amount: '5.00' } }]);
    expect(viewOf(actor.getSnapshot().context.round)?.moves).toContain('split');
    expect(actor.getSnapshot().context.commitment).toEqual(next);
    actor.send({ type: 'blackjack.move', move: 'hit' });
    await waitFor(actor, (s) => s.matches('revealing'));
    expect(requests[1]).toEqual({ round_id: 'r1', launch: 'L', action: { move: 'hit' } });
    expect(balanceChanged).toHaveBeenCalledTimes(2);
    clock.increment(1200);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.round?.win).toBe('5.00');
  });

  it('ignores a move the hand does not allow, and keeps the hand on a refused move', async () => {
    const noSplit = round('open', { ...openView, moves: ['hit', 'stand'] });
    const { actor, requests } = run({
      start: async () => noSplit,
      act: async () => {
        throw refused('blackjack.cannot_double', 'You can double only on a hand’s first two cards');
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'blackjack.deal' });
    await waitFor(actor, (s) => s.matches('deciding'));
    actor.send({ type: 'blackjack.move', move: 'split' });
    expect(actor.getSnapshot().matches('deciding')).toBe(true);
    expect(requests).toHaveLength(1);
    actor.send({ type: 'blackjack.move', move: 'hit' });
    await waitFor(actor, (s) => s.matches('deciding') && s.context.error !== null);
    expect(codeOf(actor.getSnapshot().context.error)).toBe('blackjack.cannot_double');
  });

  it('resumes an open round after a reload, and reloads the table when the round was closed meanwhile', async () => {
    let open: RoundView | null = opened;
    const { actor } = run({
      loadTable: async () => table(open),
      act: async () => {
        open = null;
        throw refused('round.over', 'This round is already over', 409);
      },
    });
    await waitFor(actor, (s) => s.matches('deciding'));
    expect(actor.getSnapshot().context.round?.round_id).toBe('r1');
    actor.send({ type: 'blackjack.move', move: 'stand' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(codeOf(actor.getSnapshot().context.error)).toBe('round.over');
  });

  it('settles a blackjack at once, skips the reveal under reduced motion, and refuses bad amounts', async () => {
    const { actor, requests } = run({ start: async () => settled });
    await waitFor(actor, (s) => s.matches('ready'));
    for (const amount of ['abc', '0.05', '5000']) {
      actor.send({ type: 'blackjack.amount', amount });
      actor.send({ type: 'blackjack.deal' });
      expect(actor.getSnapshot().matches('ready')).toBe(true);
      expect(text(actor.getSnapshot().context.error as never)).toBeTruthy();
    }
    expect(requests).toEqual([]);
    actor.send({ type: 'blackjack.amount', amount: '2.00' });
    actor.send({ type: 'blackjack.deal' });
    await waitFor(actor, (s) => s.matches('revealing'));
    actor.send({ type: 'blackjack.skip' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('shows a refused bet and retries a table that failed to load', async () => {
    let fail = true;
    const { actor } = run({
      loadTable: async () => {
        if (fail) throw networkFailure();
        return table();
      },
      start: async () => {
        throw refused('bet.insufficient_balance', 'Insufficient balance');
      },
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    fail = false;
    actor.send({ type: 'blackjack.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'blackjack.deal' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(codeOf(actor.getSnapshot().context.error)).toBe('bet.insufficient_balance');
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('blackjackRound', blackjackRoundMachine, {
      inputs: [{ gameId: 7, launch: 'L' }],
      events: dealRoundEvents(
        { id: 'blackjackRound', prefix: 'blackjack', reveal: 'dealerReveal' },
        { table, opened, settled },
        [{ type: 'blackjack.move', move: 'hit' }],
      ),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
