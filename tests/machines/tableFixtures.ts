import {
  createActor,
  fromPromise,
  SimulatedClock,
  waitFor,
  type Actor,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import { expect, vi } from 'vitest';
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
 * play answers (and each decision, for the tables that have them): the requests it sent and the header's
 * balance updates are kept for the test to read.
 */
export function startRound<M extends AnyStateMachine>(
  machine: M,
  input: { gameId: number; launch: string },
  play: () => Promise<RoundView>,
  load: () => Promise<Table>,
  act?: (input: unknown) => Promise<RoundView>,
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
        ...(act
          ? {
              act: fromPromise(async ({ input }) => {
                requests.push(input);
                return act(input);
              }),
            }
          : {}),
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

/**
 * A deal-and-decide table's fixtures (blackjack, video poker): its table with or without an open round, and
 * its rounds open (no seed revealed yet, a close time) or settled, all under one commitment.
 */
export function dealRoundFixtures<V>(
  game: { engine: RoundView['engine']; variant: string; gameId: number; rtp: string },
  money: { stake: string; win: string; balance: string },
) {
  const commitment = { server_seed_hash: 'aa'.repeat(32), nonce: 3 };
  const next = { server_seed_hash: 'cc'.repeat(32), nonce: 4 };
  const round = (status: 'open' | 'settled', view: V, over: Partial<RoundView> = {}): RoundView =>
    makeRound(game.engine, {
      game_id: game.gameId,
      variant: game.variant,
      status,
      stake: money.stake,
      win: status === 'settled' ? money.win : '0.00',
      balance: money.balance,
      choice: { amount: money.stake },
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
  const table = (open: RoundView | null = null): Table =>
    makeTable(game.engine, { game_id: game.gameId, variant: game.variant, rtp: game.rtp, commitment, open });
  return { commitment, next, round, table };
}

/**
 * A deal-and-decide table's round machine started on a simulated clock: it loads `table`, a deal answers
 * `opened` and a decision `settled` unless the test says otherwise; every request is kept.
 */
export function startDealRound<M extends AnyStateMachine>(
  machine: M,
  input: { gameId: number; launch: string },
  defaults: { table: () => Table; opened: RoundView; settled: RoundView },
  options: {
    loadTable?: () => Promise<Table>;
    start?: () => Promise<RoundView>;
    act?: (input: unknown) => Promise<RoundView>;
  } = {},
) {
  return startRound(
    machine,
    input,
    options.start ?? (async () => defaults.opened),
    options.loadTable ?? (async () => defaults.table()),
    options.act ?? (async () => defaults.settled),
  );
}

/** The first events of every house table's walk: the table loads or fails, a round starts or is refused. */
export function tableRoundEvents(table: Table, round: RoundView) {
  return [
    { type: 'xstate.done.actor.loadTable', output: table },
    { type: 'xstate.error.actor.loadTable', error: networkFailure() },
    { type: 'xstate.done.actor.start', output: round },
    { type: 'xstate.error.actor.start', error: refused('bet.insufficient_balance', 'Insufficient balance') },
  ];
}

/** A table that fails to load shows its load failure, and the retry event loads it and gets it ready. */
export async function retriesTableLoad(
  start: (play: undefined, load: () => Promise<Table>) => { actor: AnyActorRef },
  table: Table,
  retry: string,
) {
  let fail = true;
  const { actor } = start(undefined, async () => {
    if (fail) throw networkFailure();
    return table;
  });
  await waitFor(actor, (s) => (s as AnyMachineSnapshot).matches('loadFailed'));
  fail = false;
  actor.send({ type: retry });
  await waitFor(actor, (s) => (s as AnyMachineSnapshot).matches('ready'));
}

/**
 * The walk of a bet-layout table (baccarat, roulette): its table and round, chips of two sizes, one place,
 * undo, clear, repeat, the play event, skip and retry; states grouped by what the guards read (chips on the
 * table or not, over the limit or not, a last round to repeat or not).
 */
export function betLayoutWalk(
  game: { id: string; prefix: string; reveal: string; play: string },
  rounds: { table: Table; round: RoundView },
  place: { type: string; [key: string]: unknown },
) {
  const { id, prefix } = game;
  return {
    events: [
      ...tableRoundEvents(rounds.table, rounds.round),
      { type: `xstate.after.${game.reveal}.${id}.revealing` },
      { type: `${prefix}.chip`, amount: '5.00' },
      { type: `${prefix}.chip`, amount: '1000.00' },
      place,
      { type: `${prefix}.undo` },
      { type: `${prefix}.clear` },
      { type: `${prefix}.repeat` },
      { type: `${prefix}.${game.play}` },
      { type: `${prefix}.skip` },
      { type: `${prefix}.retry` },
    ],
    serializeState: (s: AnyMachineSnapshot) =>
      JSON.stringify([
        s.value,
        s.context.chip,
        Math.min(s.context.placed.length, 2),
        s.context.lastBets.length > 0,
        s.context.table !== null,
      ]),
  };
}

/** The walk of a draw table (keno, bingo, video bingo): its own amount and choice events in between. */
export function drawRoundEvents(
  id: string,
  rounds: { table: Table; round: RoundView },
  choices: { type: string; [key: string]: unknown }[],
) {
  return [
    ...tableRoundEvents(rounds.table, rounds.round),
    { type: `xstate.after.reveal.${id}.revealing` },
    ...choices,
    { type: 'round.play' },
    { type: 'round.skip' },
    { type: 'round.retry' },
  ];
}

/** A draw table plays `amount` and shows the server's refusal `code` when it is ready again. */
export async function playsIntoRefusal(actor: AnyActorRef, amount: string, code: string) {
  actor.send({ type: 'round.amount', amount });
  actor.send({ type: 'round.play' });
  await waitFor(actor, (s) => (s as AnyMachineSnapshot).matches('ready') && s.context.error !== null);
  expect((actor.getSnapshot() as AnyMachineSnapshot).context.error).toMatchObject({ error: code });
}
