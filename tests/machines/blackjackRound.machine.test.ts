import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { RoundView, Table } from '../../contract/rounds';
import type { BlackjackView } from '../../engines/blackjack';
import { blackjackRoundMachine, viewOf } from '../../machines/blackjackRound.machine';
import { pathCoverage } from './paths';
import { dealRoundEvents } from './tableFixtures';
import { codeOf, networkFailure, refused, text } from './support';

const commitment = { server_seed_hash: 'aa'.repeat(32), nonce: 3 };
const next = { server_seed_hash: 'cc'.repeat(32), nonce: 4 };

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
const round = (status: 'open' | 'settled', view: BlackjackView, over: Partial<RoundView> = {}): RoundView => ({
  round_id: 'r1',
  game_id: 7,
  engine: 'blackjack',
  variant: 'ipanema',
  status,
  stake: '5.00',
  win: status === 'settled' ? '5.00' : '0.00',
  balance: '95.00',
  choice: { amount: '5.00' },
  actions: [],
  view,
  fairness: {
    server_seed_hash: commitment.server_seed_hash,
    server_seed: status === 'settled' ? 'bb'.repeat(32) : null,
    client_seed: 'c',
    nonce: 3,
  },
  next,
  created_at: '2026-11-25T17:00:00Z',
  closes_at: status === 'open' ? '2026-11-25T17:05:00Z' : null,
  ...over,
});
const opened = round('open', openView);
const settled = round('settled', settledView);
const table = (open: RoundView | null = null): Table => ({
  game_id: 7,
  engine: 'blackjack',
  variant: 'ipanema',
  rtp: '98.47',
  rules: {},
  min_bet: '0.10',
  max_bet: '1000.00',
  max_win: '100000.00',
  commitment,
  open,
});

function run(
  options: {
    loadTable?: () => Promise<Table>;
    start?: () => Promise<RoundView>;
    act?: (input: unknown) => Promise<RoundView>;
  } = {},
) {
  const clock = new SimulatedClock();
  const balanceChanged = vi.fn();
  const requests: unknown[] = [];
  const actor = createActor(
    blackjackRoundMachine.provide({
      actors: {
        loadTable: fromPromise(options.loadTable ?? (async () => table())),
        start: fromPromise(async ({ input }) => {
          requests.push(input);
          return (options.start ?? (async () => opened))();
        }),
        act: fromPromise(async ({ input }) => {
          requests.push(input);
          return (options.act ?? (async () => settled))(input);
        }),
      },
      actions: { balanceChanged },
    }),
    { input: { gameId: 7, launch: 'L' }, clock },
  ).start();
  return { actor, clock, balanceChanged, requests };
}

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
