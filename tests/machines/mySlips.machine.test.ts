import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Slip, SportsBoard, SportsEvent } from '../../contract/sports';
import type { BoardPush, BoardStreamInput } from '../../machines/sportsBoard.machine';
import { mySlipsMachine, ridingState } from '../../machines/mySlips.machine';
import { pathCoverage } from './paths';
import { networkFailure } from './support';

const event = (id: string, odds: string, extra: Partial<SportsEvent> = {}): SportsEvent => ({
  id,
  league: 'bra-a',
  competition: 'Brasileirão Série A',
  home: `${id} home`,
  away: `${id} away`,
  kickoff: '2026-11-29T18:00:00.000Z',
  status: 'upcoming',
  live: null,
  markets: [
    { market: '1x2', selections: [{ selection: 'home', odds }] },
    { market: 'btts', selections: [{ selection: 'yes', odds: '1.90' }] },
  ],
  commitment: null,
  ...extra,
});

const board = (...events: SportsEvent[]): SportsBoard => ({ at: '2026-11-29T17:00:00.000Z', leagues: [], events });

const slip = (id: string, fixture: string, status: Slip['status'] = 'open', value = '8.00'): Slip => ({
  slip_id: id,
  kind: 'single',
  odds: '2.10',
  amount: '10.00',
  potential_win: '21.00',
  status,
  win_amount: '0.00',
  cashed_stake: '0.00',
  cashed_out: '0.00',
  cash_out: status === 'open' ? { value, suspended: false } : null,
  placed_at: '2026-11-29T10:00:00.000Z',
  settled_at: null,
  legs: [
    {
      fixture_id: fixture,
      competition: 'Brasileirão Série A',
      kickoff: '2026-11-29T18:00:00.000Z',
      market: '1x2',
      selection: 'home',
      odds: '2.10',
      status: status === 'open' ? 'open' : 'won',
      home: `${fixture} home`,
      away: `${fixture} away`,
      score: null,
      commitment: null,
      seed: null,
    },
  ],
});

/** The machine with reads the test answers, a stream the test pushes through and a simulated clock. */
function started(answers: Array<Slip[] | Error>) {
  const clock = new SimulatedClock();
  let push: ((event: BoardPush) => void) | null = null;
  let reads = 0;
  const actor = createActor(
    mySlipsMachine.provide({
      actors: {
        fetchSlips: fromPromise(async () => {
          reads += 1;
          const answer = answers.shift()!;
          if (answer instanceof Error) throw answer;
          return answer;
        }),
        boardStream: fromCallback<BoardPush, BoardStreamInput>(({ sendBack }) => {
          push = sendBack;
          return () => {
            push = null;
          };
        }),
      },
    }),
    { clock },
  ).start();
  return {
    actor,
    clock,
    push: (b: SportsBoard) => push!({ type: 'board.snapshot', board: b }),
    get reads() {
      return reads;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('mySlips machine', () => {
  it('says only what the open bets ride on: their market, the score, the status, a match gone', () => {
    const slips = [slip('s1', 'A'), slip('s2', 'B', 'won')];
    const before = ridingState(slips, board(event('A', '2.10'), event('B', '3.00')));
    // Another match, another market of the same match, a settled bet's match: nothing an offer depends on.
    expect(ridingState(slips, board(event('A', '2.10'), event('B', '3.50')))).toBe(before);
    expect(
      ridingState(
        slips,
        board({
          ...event('A', '2.10'),
          markets: [{ market: '1x2', selections: [{ selection: 'home', odds: '2.10' }] }],
        }),
      ),
    ).toBe(ridingState(slips, board(event('A', '2.10'))));
    expect(ridingState(slips, board(event('A', '2.20'), event('B', '3.00')))).not.toBe(before);
    const suspended = event('A', '2.10', { markets: [{ market: '1x2', selections: [] }] });
    expect(ridingState(slips, board(suspended, event('B', '3.00')))).not.toBe(before);
    const scored = event('A', '2.10', {
      status: 'live',
      live: { minute: 30, period: 'first_half', score: { home: 1, away: 0 } },
    });
    expect(ridingState(slips, board(scored, event('B', '3.00')))).not.toBe(before);
    expect(ridingState(slips, board(event('B', '3.00')))).not.toBe(before);
    expect(ridingState(slips, null)).toBeNull();
  });

  it('reads the bets again a second after a change to a match they ride on, all changes in one read', async () => {
    const first = [slip('s1', 'A')];
    const moved = [slip('s1', 'A', 'open', '7.50')];
    const m = started([first, moved]);
    await waitFor(m.actor, (s) => s.matches({ ready: 'idle' }));
    expect(m.actor.getSnapshot().context.slips).toEqual(first);
    m.push(board(event('A', '2.10')));
    // A change elsewhere reads nothing.
    m.push(board(event('A', '2.10'), event('Z', '1.50')));
    expect(m.actor.getSnapshot().value).toEqual({ ready: 'idle' });
    // Three changes to the bet's match within the second: one read, a second after the first.
    m.push(board(event('A', '2.20')));
    m.push(board(event('A', '2.30')));
    m.clock.increment(500);
    m.push(board(event('A', '2.40')));
    expect(m.actor.getSnapshot().value).toEqual({ ready: 'waiting' });
    expect(m.reads).toBe(1);
    m.clock.increment(500);
    await waitFor(m.actor, (s) => s.matches({ ready: 'idle' }));
    expect(m.reads).toBe(2);
    expect(m.actor.getSnapshot().context.slips).toEqual(moved);
    // No timer: nothing more is read while nothing changes.
    m.clock.increment(60_000);
    await settle();
    expect(m.reads).toBe(2);
    m.actor.stop();
  });

  it('reads once more when a change comes during a read, and keeps the bets when a read fails', async () => {
    let answer!: (slips: Slip[]) => void;
    const clock = new SimulatedClock();
    let push!: (event: BoardPush) => void;
    let reads = 0;
    const actor = createActor(
      mySlipsMachine.provide({
        actors: {
          fetchSlips: fromPromise(() => {
            reads += 1;
            if (reads === 3) return Promise.reject(networkFailure());
            return reads === 1 ? Promise.resolve([slip('s1', 'A')]) : new Promise<Slip[]>((r) => (answer = r));
          }),
          boardStream: fromCallback<BoardPush, BoardStreamInput>(({ sendBack }) => {
            push = sendBack;
            return () => undefined;
          }),
        },
      }),
      { clock },
    ).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    push({ type: 'board.snapshot', board: board(event('A', '2.10')) });
    push({ type: 'board.snapshot', board: board(event('A', '2.20')) });
    clock.increment(1_000);
    expect(actor.getSnapshot().value).toEqual({ ready: 'refreshing' });
    push({ type: 'board.snapshot', board: board(event('A', '2.30')) });
    expect(actor.getSnapshot().context.again).toBe(true);
    answer([slip('s1', 'A', 'open', '7.00')]);
    await waitFor(actor, (s) => s.matches({ ready: 'waiting' }));
    expect(actor.getSnapshot().context.again).toBe(false);
    clock.increment(1_000);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(reads).toBe(3);
    expect(actor.getSnapshot().context.slips?.[0]?.cash_out?.value).toBe('7.00');
    actor.stop();
  });

  it('reads again when asked (a bet placed or cashed out), and retries a first read that failed', async () => {
    const m = started([networkFailure(), [slip('s1', 'A')], [slip('s1', 'A'), slip('s2', 'B')]]);
    await waitFor(m.actor, (s) => s.matches('failed'));
    m.actor.send({ type: 'slips.retry' });
    await waitFor(m.actor, (s) => s.matches({ ready: 'idle' }));
    m.actor.send({ type: 'slips.reload' });
    await waitFor(m.actor, (s) => s.matches({ ready: 'idle' }) && s.context.slips?.length === 2);
    expect(m.reads).toBe(3);
    m.actor.stop();
  });

  it('covers every state and transition', () => {
    const slips = [slip('s1', 'A')];
    const coverage = pathCoverage('mySlips', mySlipsMachine, {
      inputs: [undefined],
      events: [
        { type: 'xstate.done.actor.0.mySlips.loading', output: slips },
        { type: 'xstate.error.actor.0.mySlips.loading', error: networkFailure() },
        { type: 'slips.retry' },
        { type: 'slips.reload' },
        { type: 'board.snapshot', board: board(event('A', '2.10')) },
        { type: 'board.snapshot', board: board(event('A', '2.20')) },
        { type: 'xstate.after.gather.mySlips.ready.waiting' },
        { type: 'xstate.done.actor.0.mySlips.ready.refreshing', output: slips },
        { type: 'xstate.error.actor.0.mySlips.ready.refreshing', error: networkFailure() },
      ],
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.seen, s.context.again, s.context.slips?.length ?? null]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
