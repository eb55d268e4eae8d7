import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { LiveBetResult, LiveState, LiveTable } from '../../contract/live';
import {
  liveTableMachine,
  pendingStake,
  withChip,
  type LiveBetRequest,
  type LiveTableEvent,
} from '../../machines/liveTable.machine';
import { pathCoverage } from './paths';
import { codeOf, networkFailure, refused } from './support';

const hash = 'aa'.repeat(32);

const stateOf = (sequence: number, phase: LiveState['phase'], msLeft = 20_000): LiveState => ({
  game_id: 9,
  table: 'roulette',
  sequence,
  phase,
  now: '2026-11-25T17:00:00.000Z',
  closes_at: '2026-11-25T17:00:20.000Z',
  ends_at: '2026-11-25T17:00:30.000Z',
  ms_left: msLeft,
  fairness: {
    server_seed_hash: hash,
    server_seed: phase === 'result' ? 'bb'.repeat(32) : null,
    client_seed: `live:9:${sequence}`,
    nonce: 0,
  },
  outcome: phase === 'result' ? { table: 'roulette', number: 17 } : null,
  history: [],
});

const tableOf = (
  state: LiveState,
  mine: LiveTable['mine'] = { sequence: state.sequence, bets: [], stake: '0.00', win: null },
): LiveTable => ({
  game_id: 9,
  table: 'roulette',
  rtp: '97.30',
  rules: {},
  min_bet: '0.10',
  max_bet: '1000.00',
  max_win: '100000.00',
  state,
  mine,
  balance: '100.00',
});

function start(
  options: { table?: () => Promise<LiveTable>; place?: (input: LiveBetRequest) => Promise<LiveBetResult> } = {},
) {
  const clock = new SimulatedClock();
  const balanceChanged = vi.fn();
  const placed: LiveBetRequest[] = [];
  const streams: { send: (event: LiveTableEvent) => void; stopped: boolean }[] = [];
  const actor = createActor(
    liveTableMachine.provide({
      actors: {
        loadTable: fromPromise(options.table ?? (async () => tableOf(stateOf(100, 'betting')))),
        placeBets: fromPromise(async ({ input }) => {
          placed.push(input);
          if (options.place) return options.place(input);
          return {
            mine: {
              sequence: input.sequence,
              bets: input.bets.map((b) => ({ kind: b.kind, number: b.number ?? null, amount: b.amount, win: null })),
              stake: pendingStake(input.bets.map((b) => ({ ...b, number: b.number ?? null }))),
              win: null,
            },
            balance: '90.00',
          };
        }),
        stream: fromCallback(({ sendBack }) => {
          const stream = { send: sendBack, stopped: false };
          streams.push(stream);
          return () => {
            stream.stopped = true;
          };
        }),
      },
      actions: { balanceChanged },
    }),
    { input: { gameId: 9, launch: 'token' }, clock },
  ).start();
  return { actor, clock, balanceChanged, placed, streams };
}

describe('live table', () => {
  it('loads the table, lays chips, sends them, and follows the stream to the result and the next round', async () => {
    const { actor, clock, balanceChanged, placed, streams } = start();
    await waitFor(actor, (s) => s.matches({ live: { betting: 'idle' } }));
    expect(streams).toHaveLength(1);
    actor.send({ type: 'live.chip', amount: '5.00' });
    actor.send({ type: 'live.bet', kind: 'red' });
    actor.send({ type: 'live.bet', kind: 'red' });
    actor.send({ type: 'live.bet', kind: 'straight', number: 17 });
    expect(actor.getSnapshot().context.pending).toEqual([
      { kind: 'red', number: null, amount: '10.00' },
      { kind: 'straight', number: 17, amount: '5.00' },
    ]);
    actor.send({ type: 'live.place' });
    await waitFor(actor, (s) => s.matches({ live: { betting: 'idle' } }) && s.context.pending.length === 0);
    expect(placed).toEqual([
      {
        game_id: 9,
        launch: 'token',
        sequence: 100,
        bets: [
          { kind: 'red', amount: '10.00' },
          { kind: 'straight', number: 17, amount: '5.00' },
        ],
      },
    ]);
    expect(actor.getSnapshot().context.mine?.stake).toBe('15.00');
    expect(actor.getSnapshot().context.balance).toBe('90.00');
    expect(balanceChanged).toHaveBeenCalledOnce();

    // The countdown ends: no more bets; chips laid but not sent are taken back.
    actor.send({ type: 'live.bet', kind: 'black' });
    clock.increment(20_000);
    expect(actor.getSnapshot().matches({ live: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context.pending).toEqual([]);

    // The draw arrives; the wins are read again once paid.
    streams[0]!.send({ type: 'live.state', state: stateOf(100, 'result', 10_000) });
    expect(actor.getSnapshot().matches({ live: { result: 'settling' } })).toBe(true);
    expect(actor.getSnapshot().context.mine?.stake).toBe('15.00');
    clock.increment(2000);
    await waitFor(actor, (s) => s.matches({ live: { result: 'shown' } }));
    expect(balanceChanged).toHaveBeenCalledTimes(2);

    // The next round: a clean board.
    streams[0]!.send({ type: 'live.state', state: stateOf(101, 'betting') });
    expect(actor.getSnapshot().matches({ live: { betting: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.mine).toEqual({ sequence: 101, bets: [], stake: '0.00', win: null });
  });

  it('keeps the chips of the same round when the stream repeats its state, and clears them on request', async () => {
    const { actor, streams } = start();
    await waitFor(actor, (s) => s.matches({ live: { betting: 'idle' } }));
    actor.send({ type: 'live.bet', kind: 'even' });
    streams[0]!.send({ type: 'live.state', state: stateOf(100, 'betting', 12_000) });
    expect(actor.getSnapshot().context.pending).toHaveLength(1);
    actor.send({ type: 'live.clear' });
    expect(actor.getSnapshot().context.pending).toEqual([]);
    actor.send({ type: 'live.place' });
    expect(actor.getSnapshot().matches({ live: { betting: 'idle' } })).toBe(true);
  });

  it('shows the server’s refusal of a bet and keeps the chips', async () => {
    const { actor } = start({
      place: async () => {
        throw refused('live.betting_closed', 'Betting is closed for this round', 409);
      },
    });
    await waitFor(actor, (s) => s.matches({ live: { betting: 'idle' } }));
    actor.send({ type: 'live.bet', kind: 'odd' });
    actor.send({ type: 'live.place' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(codeOf(actor.getSnapshot().context.error)).toBe('live.betting_closed');
    expect(actor.getSnapshot().context.pending).toHaveLength(1);
  });

  it('refuses a bet past the round’s limit of bets before asking the server', async () => {
    const { actor, placed } = start();
    await waitFor(actor, (s) => s.matches({ live: { betting: 'idle' } }));
    for (let n = 0; n <= 36; n += 1) actor.send({ type: 'live.bet', kind: 'straight', number: n });
    for (const kind of ['red', 'black', 'odd'] as const) actor.send({ type: 'live.bet', kind });
    expect(actor.getSnapshot().context.pending).toHaveLength(40);
    actor.send({ type: 'live.bet', kind: 'even' });
    expect(codeOf(actor.getSnapshot().context.error)).toBe('live.too_many_bets');
    actor.send({ type: 'live.bet', kind: 'red' });
    expect(actor.getSnapshot().context.pending).toHaveLength(40);
    expect(placed).toEqual([]);
  });

  it('joins in the result phase, reconnects when the stream drops, and retries a failed load', async () => {
    let fail = false;
    let state = stateOf(100, 'result', 5000);
    const { actor, clock, streams } = start({
      table: async () => {
        if (fail) throw networkFailure();
        return tableOf(state);
      },
    });
    await waitFor(actor, (s) => s.matches({ live: 'result' }));
    streams[0]!.send({ type: 'live.dropped' });
    expect(actor.getSnapshot().matches('reconnecting')).toBe(true);
    expect(streams[0]!.stopped).toBe(true);
    fail = true;
    clock.increment(3000);
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    state = stateOf(101, 'betting');
    actor.send({ type: 'live.retry' });
    await waitFor(actor, (s) => s.matches({ live: 'betting' }));
    expect(streams).toHaveLength(2);
  });

  it('takes a silent stream for dead when no result comes after bets close', async () => {
    const { actor, clock } = start({ table: async () => tableOf(stateOf(100, 'betting', 1000)) });
    await waitFor(actor, (s) => s.matches({ live: 'betting' }));
    clock.increment(1000);
    expect(actor.getSnapshot().matches({ live: 'closed' })).toBe(true);
    clock.increment(15_000);
    expect(actor.getSnapshot().matches('reconnecting')).toBe(true);
  });

  it('adds chips to a bet already on the board', () => {
    const board = withChip(withChip([], { kind: 'tie', number: null }, '0.50'), { kind: 'tie', number: null }, '2.00');
    expect(board).toEqual([{ kind: 'tie', number: null, amount: '2.50' }]);
    expect(pendingStake([...board, { kind: 'player', number: null, amount: '10.10' }])).toBe('12.60');
  });

  it('walks every reachable state and transition', () => {
    const betting = tableOf(stateOf(100, 'betting'));
    const result = tableOf(stateOf(100, 'result', 10_000));
    const coverage = pathCoverage('liveTable', liveTableMachine, {
      inputs: [{ gameId: 9, launch: 'token' }],
      events: [
        { type: 'xstate.done.actor.loadTable', output: betting },
        { type: 'xstate.done.actor.loadTable', output: result },
        { type: 'xstate.error.actor.loadTable', error: networkFailure() },
        {
          type: 'xstate.done.actor.placeBets',
          output: { mine: betting.mine, balance: '90.00' },
        },
        { type: 'xstate.error.actor.placeBets', error: networkFailure() },
        // A round already holding its 40 bets: one more is refused on the board.
        {
          type: 'xstate.done.actor.placeBets',
          output: {
            mine: {
              sequence: 100,
              bets: Array.from({ length: 40 }, (_, n) => ({
                kind: 'straight',
                number: n % 37,
                amount: '1.00',
                win: null,
              })),
              stake: '40.00',
              win: null,
            },
            balance: '60.00',
          },
        },
        { type: 'xstate.done.actor.refresh', output: result },
        { type: 'xstate.error.actor.refresh', error: networkFailure() },
        { type: 'xstate.after.bettingLeft.liveTable.live.betting' },
        { type: 'xstate.after.settled.liveTable.live.result.settling' },
        { type: 'xstate.after.resultLate.liveTable.live.closed' },
        { type: 'xstate.after.reconnect.liveTable.reconnecting' },
        { type: 'live.state', state: stateOf(101, 'betting') },
        { type: 'live.state', state: stateOf(100, 'result', 10_000) },
        { type: 'live.dropped' },
        { type: 'live.chip', amount: '5.00' },
        { type: 'live.bet', kind: 'red' },
        { type: 'live.clear' },
        { type: 'live.place' },
        { type: 'live.retry' },
      ],
      // The board's chips only matter as there or not: the walk stays finite.
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.pending.length > 0,
          s.context.mine?.bets.length,
          s.context.state?.sequence,
          s.context.state?.phase,
        ]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
