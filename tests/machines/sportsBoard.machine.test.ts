import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { sportsBoardMachine, type BoardPush, type BoardStreamInput } from '../../machines/sportsBoard.machine';
import type { SportId, SportsBoard, SportsEvent } from '../../contract/sports';
import { pathCoverage } from './paths';
import { networkFailure } from './support';

const board = (at: string, events: SportsEvent[] = []): SportsBoard => ({ at, leagues: [], events });

const fixture = (id: string, kickoff: string, status: SportsEvent['status'] = 'upcoming'): SportsEvent => ({
  id,
  league: 'bra-a',
  competition: 'Brasileirão Série A',
  home: `${id} home`,
  away: `${id} away`,
  kickoff,
  status,
  live: status === 'live' ? { minute: 1, period: 'first_half', score: { home: 0, away: 0 } } : null,
  markets: [{ market: '1x2', selections: [{ selection: 'home', odds: '2.10' }] }],
  commitment: null,
});

/** The board machine with a first read and a stream the test pushes through (no EventSource). */
function started(first: () => Promise<SportsBoard>) {
  let push: ((event: BoardPush) => void) | null = null;
  let subscriptions = 0;
  let reads = 0;
  const actor = createActor(
    sportsBoardMachine.provide({
      actors: {
        fetchBoard: fromPromise(() => {
          reads += 1;
          return first();
        }),
        boardStream: fromCallback<BoardPush, BoardStreamInput>(({ sendBack }) => {
          subscriptions += 1;
          push = sendBack;
          return () => {
            push = null;
          };
        }),
      },
    }),
  ).start();
  return {
    actor,
    push: (event: BoardPush) => push!(event),
    get subscribed() {
      return push !== null;
    },
    get subscriptions() {
      return subscriptions;
    },
    get reads() {
      return reads;
    },
  };
}

describe('sportsBoard machine', () => {
  it('reads the board once, then follows what the stream pushes: the board as it changes, a drop, the board again', async () => {
    const a = fixture('A', '2026-11-29T19:00:00.000Z');
    const b = fixture('B', '2026-11-29T21:00:00.000Z');
    const t = started(async () => board('1', [a, b]));
    await waitFor(t.actor, (s) => s.matches('showing'));
    expect(t.subscribed).toBe(true);

    // B kicks off, A's odds moved: the board as the stream has it now.
    const bLive = { ...fixture('B', b.kickoff, 'live') };
    const aMoved = { ...a, markets: [{ market: '1x2' as const, selections: [{ selection: 'home', odds: '2.20' }] }] };
    t.push({ type: 'board.snapshot', board: board('2', [bLive, aMoved]) });
    expect(t.actor.getSnapshot().context.board).toEqual(board('2', [bLive, aMoved]));
    t.push({ type: 'board.snapshot', board: board('3', [aMoved]) });
    expect(t.actor.getSnapshot().context.board!.events.map((e) => e.id)).toEqual(['A']);

    // The connection drops: the board stays, stale, until the stream's whole board comes again.
    t.push({ type: 'board.dropped' });
    expect(t.actor.getSnapshot().context).toMatchObject({ stale: true, board: { at: '3' } });
    t.push({ type: 'board.snapshot', board: board('4', [a]) });
    expect(t.actor.getSnapshot().context).toEqual({ stale: false, board: board('4', [a]), sport: 'football' });

    // Never read again in a loop: one read, one subscription.
    expect([t.reads, t.subscriptions]).toEqual([1, 1]);
    t.actor.stop();
    expect(t.subscribed).toBe(false);
  });

  it('offers a retry when the first load fails, and only then listens', async () => {
    let fail = true;
    const t = started(async () => {
      if (fail) throw networkFailure();
      return board('1');
    });
    await waitFor(t.actor, (s) => s.matches('failed'));
    expect(t.subscribed).toBe(false);
    fail = false;
    t.actor.send({ type: 'board.retry' });
    await waitFor(t.actor, (s) => s.matches('showing'));
    expect(t.subscribed).toBe(true);
  });

  it("follows the chosen sport: the navigation reads its board, then listens to that sport's stream (and no other's)", async () => {
    const a = fixture('A', '2026-11-29T19:00:00.000Z');
    const tennis: SportsEvent = {
      ...fixture('ATP-ROS-TAN-20261129', '2026-11-29T17:00:00.000Z'),
      league: 'atp',
      sport: 'tennis',
      markets: [],
      main: {
        market: 'match',
        selections: [
          { selection: 'home', odds: '1.80' },
          { selection: 'away', odds: '1.95' },
        ],
      },
    };
    const asked: SportId[] = [];
    /** The streams open now, by the sport each listens to. */
    const streams = new Map<SportId, (event: BoardPush) => void>();
    const actor = createActor(
      sportsBoardMachine.provide({
        actors: {
          fetchBoard: fromPromise(async ({ input }: { input: { sport: SportId } }) => {
            asked.push(input.sport);
            return input.sport === 'tennis' ? board('t', [tennis]) : board('f', [a]);
          }),
          boardStream: fromCallback<BoardPush, BoardStreamInput>(({ sendBack, input }) => {
            const sport = input?.sport ?? 'football';
            streams.set(sport, sendBack);
            return () => streams.delete(sport);
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('showing'));
    expect(actor.getSnapshot().context.board!.events.map((e) => e.id)).toEqual(['A']);
    expect([...streams.keys()]).toEqual(['football']);

    actor.send({ type: 'board.sport', sport: 'tennis' });
    // The football board stays shown while the tennis one is read; football's stream is let go.
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ sport: 'tennis', board: { at: 'f' } });
    expect(streams.size).toBe(0);
    await waitFor(actor, (s) => s.matches('showing'));
    expect(actor.getSnapshot().context.board!.events.map((e) => e.id)).toEqual(['ATP-ROS-TAN-20261129']);
    // Tennis's stream pushes the match as it is played (a point later), then drops.
    expect([...streams.keys()]).toEqual(['tennis']);
    const played = { ...tennis, status: 'live' as const };
    streams.get('tennis')!({ type: 'board.snapshot', board: board('t2', [played]) });
    expect(actor.getSnapshot().context).toMatchObject({ stale: false, board: { at: 't2' } });
    streams.get('tennis')!({ type: 'board.dropped' });
    expect(actor.getSnapshot().context).toMatchObject({ stale: true, board: { at: 't2' } });
    // Choosing the sport shown again reads its board again (the page sends it only for another sport).
    actor.send({ type: 'board.sport', sport: 'tennis' });
    await waitFor(actor, (s) => s.matches('showing'));
    expect(asked).toEqual(['football', 'tennis', 'tennis']);

    actor.send({ type: 'board.sport', sport: 'football' });
    await waitFor(actor, (s) => s.matches('showing'));
    expect([...streams.keys()]).toEqual(['football']);
    streams.get('football')!({ type: 'board.snapshot', board: board('f3', [a]) });
    expect(actor.getSnapshot().context.board!.at).toBe('f3');
    expect(asked).toEqual(['football', 'tennis', 'tennis', 'football']);
    actor.stop();
  });

  it('covers every state and transition', () => {
    const coverage = pathCoverage('sportsBoard', sportsBoardMachine, {
      inputs: [undefined],
      events: [
        { type: 'board.retry' },
        { type: 'xstate.done.actor.0.sportsBoard.loading', output: board('1') },
        { type: 'xstate.error.actor.0.sportsBoard.loading', error: networkFailure() },
        { type: 'board.snapshot', board: board('2') },
        { type: 'board.dropped' },
        { type: 'board.sport', sport: 'tennis' },
        { type: 'board.sport', sport: 'football' },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
