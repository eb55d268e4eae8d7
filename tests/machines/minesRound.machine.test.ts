import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { MINES_REVEAL_MS, minesRoundMachine, type MinesView } from '../../machines/minesRound.machine';
import type { RoundView, Table } from '../../contract/rounds';
import { pathCoverage } from './paths';
import { makeRound, makeTable } from './tableFixtures';
import { networkFailure, refused, text } from './support';

const view = (overrides: Partial<MinesView> = {}): MinesView => ({
  mines: 3,
  gems: [],
  multiplier: '0.97',
  next: '1.10',
  hit: null,
  cashed_out: false,
  mine_cells: null,
  ...overrides,
});
const opened = makeRound('mines', { status: 'open', view: view() });
const oneGem = makeRound('mines', { status: 'open', view: view({ gems: [4], multiplier: '1.10', next: '1.26' }) });
const cashed = makeRound('mines', {
  view: view({ gems: [4], multiplier: '1.10', cashed_out: true, mine_cells: [0, 1, 2] }),
  win: '1.10',
});
const table = makeTable('mines');

function run(answers: {
  start?: () => Promise<RoundView>;
  act?: () => Promise<RoundView>;
  table?: () => Promise<Table>;
}) {
  const clock = new SimulatedClock();
  const balanceChanged = vi.fn();
  const requests: unknown[] = [];
  const actor = createActor(
    minesRoundMachine.provide({
      actors: {
        loadTable: fromPromise(answers.table ?? (async () => table)),
        start: fromPromise(async ({ input }) => {
          requests.push(input);
          return (answers.start ?? (async () => opened))();
        }),
        act: fromPromise(async ({ input }) => {
          requests.push(input);
          return (answers.act ?? (async () => cashed))();
        }),
      },
      actions: { balanceChanged },
    }),
    { input: { gameId: 7, launch: 'L' }, clock },
  ).start();
  return { actor, clock, balanceChanged, requests };
}

describe('mines round', () => {
  it('opens a round with the bet and the mines, opens squares, cashes out, shows the board', async () => {
    const acts = [async () => oneGem, async () => cashed];
    const { actor, clock, balanceChanged, requests } = run({ act: () => acts.shift()!() });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'mines.amount', amount: '1,00' });
    actor.send({ type: 'mines.count', mines: 3 });
    actor.send({ type: 'mines.cashout' });
    actor.send({ type: 'mines.start' });
    await waitFor(actor, (s) => s.matches('deciding'));
    expect(balanceChanged).toHaveBeenCalledTimes(1);
    actor.send({ type: 'mines.cashout' }); // no gem yet: nothing to cash out
    expect(actor.getSnapshot().matches('deciding')).toBe(true);
    actor.send({ type: 'mines.reveal', cell: 4 });
    await waitFor(actor, (s) => s.matches('deciding') && s.context.pending === null);
    actor.send({ type: 'mines.reveal', cell: 4 }); // already open
    expect(actor.getSnapshot().matches('deciding')).toBe(true);
    actor.send({ type: 'mines.cashout' });
    await waitFor(actor, (s) => s.matches('revealing'));
    expect(requests).toEqual([
      { game_id: 7, launch: 'L', choice: { amount: '1.00', mines: 3 } },
      { round_id: 'r1', launch: 'L', action: { reveal: 4 } },
      { round_id: 'r1', launch: 'L', action: { cashout: true } },
    ]);
    expect(balanceChanged).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.commitment).toEqual(cashed.next);
    clock.increment(MINES_REVEAL_MS);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.round).toEqual(cashed);
  });

  it('resumes a round left open', async () => {
    const { actor } = run({ table: async () => makeTable('mines', { open: oneGem }) });
    await waitFor(actor, (s) => s.matches('deciding'));
    expect(actor.getSnapshot().context.round).toEqual(oneGem);
  });

  it('refuses a bad bet before asking, shows refusals, and reloads when the round closed meanwhile', async () => {
    let act: () => Promise<RoundView> = async () => {
      throw refused('mines.cell_open', 'That square is already open');
    };
    let start: () => Promise<RoundView> = async () => {
      throw refused('bet.insufficient_balance', 'Insufficient balance');
    };
    const { actor, requests, balanceChanged } = run({ act: () => act(), start: () => start() });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'mines.amount', amount: '0.01' });
    actor.send({ type: 'mines.start' });
    expect(text(actor.getSnapshot().context.error)).toBe('The amount must not be less than {min}');
    expect(requests).toEqual([]);
    actor.send({ type: 'mines.amount', amount: '1' });
    actor.send({ type: 'mines.start' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(text(actor.getSnapshot().context.error)).toBe('Insufficient balance');
    start = async () => opened;
    actor.send({ type: 'mines.start' });
    await waitFor(actor, (s) => s.matches('deciding'));
    actor.send({ type: 'mines.reveal', cell: 9 });
    await waitFor(actor, (s) => s.matches('deciding') && s.context.error !== null);
    expect(text(actor.getSnapshot().context.error)).toBe('That square is already open');
    act = async () => {
      throw refused('round.over', 'This round is already over', 409);
    };
    actor.send({ type: 'mines.reveal', cell: 9 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(text(actor.getSnapshot().context.error)).toBe('This round is already over');
    expect(balanceChanged).toHaveBeenCalledTimes(2);
  });

  it('shows Load Fail when the table cannot load, and tries again', async () => {
    let fail = true;
    const { actor } = run({
      table: async () => {
        if (fail) throw networkFailure();
        return table;
      },
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    fail = false;
    actor.send({ type: 'mines.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('minesRound', minesRoundMachine, {
      inputs: [{ gameId: 7, launch: 'L' }],
      events: [
        { type: 'xstate.done.actor.loadTable', output: table },
        { type: 'xstate.done.actor.loadTable', output: makeTable('mines', { open: oneGem }) },
        { type: 'xstate.error.actor.loadTable', error: networkFailure() },
        { type: 'xstate.done.actor.start', output: opened },
        { type: 'xstate.error.actor.start', error: refused('bet.insufficient_balance', 'Insufficient balance') },
        { type: 'xstate.done.actor.act', output: oneGem },
        { type: 'xstate.done.actor.act', output: cashed },
        { type: 'xstate.error.actor.act', error: refused('mines.cell_open', 'That square is already open') },
        { type: 'xstate.error.actor.act', error: refused('round.over', 'This round is already over', 409) },
        { type: 'xstate.after.reveal.minesRound.revealing' },
        { type: 'mines.amount', amount: '2.00' },
        { type: 'mines.amount', amount: 'x' },
        { type: 'mines.count', mines: 5 },
        { type: 'mines.start' },
        { type: 'mines.reveal', cell: 4 },
        { type: 'mines.reveal', cell: 7 },
        { type: 'mines.cashout' },
        { type: 'mines.skip' },
        { type: 'mines.retry' },
      ],
      serializeState: (s: { value: unknown; context: { amount: string; round: RoundView | null } }) =>
        JSON.stringify([
          s.value,
          s.context.amount,
          s.context.round?.round_id,
          (s.context.round?.view as MinesView)?.gems,
        ]),
    } as never);
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
