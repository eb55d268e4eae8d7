import { createActor, fromPromise, SimulatedClock, type Actor, type AnyStateMachine } from 'xstate';
import { vi } from 'vitest';
import { networkFailure, refused } from './support';
import type { RoundView, Table } from '../../contract/rounds';

/** A house table as GET /api/house/table answers it (contract/rounds.ts), for the round machines' tests. */
export function makeTable(engine: Table['engine'], overrides: Partial<Table> = {}): Table {
  return {
    game_id: 7,
    engine,
    variant: 'v',
    rtp: '97.00',
    rules: {},
    min_bet: '0.10',
    max_bet: '1000.00',
    max_win: '100000.00',
    commitment: { server_seed_hash: 'aa'.repeat(32), nonce: 0 },
    open: null,
    ...overrides,
  };
}

/** A round as the round calls answer it. */
export function makeRound(engine: RoundView['engine'], overrides: Partial<RoundView> = {}): RoundView {
  return {
    round_id: 'r1',
    game_id: 7,
    engine,
    variant: 'v',
    status: 'settled',
    stake: '1.00',
    win: '0.00',
    balance: '100.00',
    choice: {},
    actions: [],
    view: {},
    fairness: { server_seed_hash: 'aa'.repeat(32), server_seed: 'bb'.repeat(32), client_seed: 'c', nonce: 0 },
    next: { server_seed_hash: 'cc'.repeat(32), nonce: 1 },
    created_at: '2026-11-25T12:00:00.000Z',
    closes_at: null,
    ...overrides,
  };
}

/**
 * A house table's round machine started on a simulated clock, with the table it loads and the round each
 * play answers: the requests it sent and the header's balance updates are kept for the test to read.
 */
export function startRound<M extends AnyStateMachine>(
  machine: M,
  input: { gameId: number; launch: string },
  play: () => Promise<RoundView>,
  load: () => Promise<Table>,
) {
  const clock = new SimulatedClock();
  const balanceChanged = vi.fn();
  const requests: unknown[] = [];
  const actor = createActor(
    (machine as AnyStateMachine).provide({
      actors: {
        loadTable: fromPromise(load),
        start: fromPromise(async ({ input }) => {
          requests.push(input);
          return play();
        }),
      },
      actions: { balanceChanged },
    }),
    { input, clock },
  ).start() as unknown as Actor<M>;
  return { actor, clock, balanceChanged, requests };
}

/** The events that walk a deal-and-decide table (blackjack, video poker): its own decisions in between. */
export function dealRoundEvents(
  game: { id: string; prefix: string; reveal: string },
  rounds: { table: (open?: RoundView) => Table; opened: RoundView; settled: RoundView },
  decisions: { type: string; [key: string]: unknown }[],
) {
  const { table, opened, settled } = rounds;
  return [
    { type: 'xstate.done.actor.loadTable', output: table() },
    { type: 'xstate.done.actor.loadTable', output: table(opened) },
    { type: 'xstate.error.actor.loadTable', error: networkFailure() },
    { type: 'xstate.done.actor.start', output: opened },
    { type: 'xstate.done.actor.start', output: settled },
    { type: 'xstate.error.actor.start', error: refused('bet.insufficient_balance', 'Insufficient balance') },
    { type: 'xstate.done.actor.act', output: opened },
    { type: 'xstate.done.actor.act', output: settled },
    { type: 'xstate.error.actor.act', error: refused('round.over', 'This round is already over', 409) },
    { type: 'xstate.error.actor.act', error: networkFailure() },
    { type: `xstate.after.${game.reveal}.${game.id}.revealing` },
    { type: `${game.prefix}.amount`, amount: '2.00' },
    { type: `${game.prefix}.amount`, amount: 'x' },
    { type: `${game.prefix}.deal` },
    ...decisions,
    { type: `${game.prefix}.skip` },
    { type: `${game.prefix}.retry` },
  ];
}
