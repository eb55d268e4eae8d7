import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fixtureState, matchPageMachine, shownTab, type MatchRead } from '../../machines/matchPage.machine';
import type { BoardPush, BoardStreamInput } from '../../machines/sportsBoard.machine';
import type { FixtureMarkets, SportsBoard, SportsEvent } from '../../contract/sports';
import { pathCoverage } from './paths';
import { networkFailure } from './support';

const event = (id: string, minute: number | null, extra: Partial<SportsEvent> = {}): SportsEvent => ({
  id,
  league: 'bra-a',
  competition: 'Brasileirão Série A',
  home: `${id} home`,
  away: `${id} away`,
  kickoff: '2026-11-29T18:00:00.000Z',
  status: minute === null ? 'upcoming' : 'live',
  live: minute === null ? null : { minute, period: 'first_half', score: { home: 0, away: 0 } },
  markets: [{ market: '1x2', selections: [{ selection: 'home', odds: '2.10' }] }],
  commitment: null,
  ...extra,
});

const board = (...events: SportsEvent[]): SportsBoard => ({ at: '2026-11-29T17:00:00.000Z', leagues: [], events });

const markets = (
  status: FixtureMarkets['event']['status'] = 'upcoming',
  odds = '1.95',
  groups: FixtureMarkets['groups'][number]['group'][] = ['main', 'handicaps'],
): MatchRead => ({
  markets: {
    at: '2026-11-29T17:00:00.000Z',
    event: { ...event('FLA-PAL', null), status, live: null },
    groups:
      status === 'closed'
        ? []
        : groups.map((group) => ({
            group,
            markets: [
              {
                id: group === 'main' ? '1x2' : 'ah:-0.25',
                kind: group === 'main' ? 'main' : 'handicap',
                suspended: false,
                selections: [{ selection: 'home', odds }],
              },
            ],
          })),
  },
  players: { 'home:9': 'Pedro Silva' },
});

/** The match page's machine with answers the test gives and a stream it pushes through (no EventSource). */
function started(answers: Array<MatchRead | Error | Promise<MatchRead>>) {
  let push: ((event: BoardPush) => void) | null = null;
  const reads: { code: string; players: boolean }[] = [];
  /** The sport of each stream the page listened to. */
  const streams: string[] = [];
  const actor = createActor(
    matchPageMachine.provide({
      actors: {
        fetchMatch: fromPromise(async ({ input }: { input: { code: string; players: boolean } }) => {
          reads.push(input);
          const answer = await answers.shift()!;
          if (answer instanceof Error) throw answer;
          return answer;
        }),
        boardStream: fromCallback<BoardPush, BoardStreamInput>(({ sendBack, input }) => {
          streams.push(input?.sport ?? 'football');
          push = sendBack;
          return () => {
            push = null;
          };
        }),
      },
    }),
    { input: { code: 'FLA-PAL' } },
  ).start();
  return {
    actor,
    push: (b: SportsBoard) => push!({ type: 'board.snapshot', board: b }),
    get streaming() {
      return push !== null;
    },
    reads,
    streams,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('matchPage machine', () => {
  it('loads the markets and the line-ups once, then shows the first tab, and another when chosen', async () => {
    const m = started([markets()]);
    expect(m.actor.getSnapshot().value).toBe('loading');
    await waitFor(m.actor, (s) => s.matches({ ready: 'idle' }));
    const { context } = m.actor.getSnapshot();
    expect(context.markets?.groups.map((g) => g.group)).toEqual(['main', 'handicaps']);
    expect(context.players).toEqual({ 'home:9': 'Pedro Silva' });
    expect(m.reads).toEqual([{ code: 'FLA-PAL', players: true }]);
    expect(shownTab(context)).toBe('main');
    m.actor.send({ type: 'match.tab', tab: 'handicaps' });
    expect(shownTab(m.actor.getSnapshot().context)).toBe('handicaps');
    // A tab the fixture no longer has shows its first.
    m.actor.send({ type: 'match.tab', tab: 'players' });
    expect(shownTab(m.actor.getSnapshot().context)).toBe('main');
    expect(m.streaming).toBe(true);
    expect(m.streams).toEqual(['football']);
  });

  it('listens to its own sport’s stream: a tennis match’s page to the tennis board', async () => {
    const tennis = markets();
    tennis.markets.event = { ...tennis.markets.event, sport: 'tennis' };
    const m = started([tennis]);
    await waitFor(m.actor, (s) => s.matches({ ready: 'idle' }));
    expect(m.streams).toEqual(['tennis']);
  });

  it('reads the markets again when a push changes this fixture, and never for a push about another', async () => {
    const m = started([markets('live', '1.95'), markets('live', '2.05')]);
    await waitFor(m.actor, (s) => s.matches({ ready: 'idle' }));
    m.push(board(event('FLA-PAL', 10), event('COR-SAO', 3)));
    // The stream's first board is what the page was read against: nothing to read.
    expect(m.reads).toHaveLength(1);
    // Another match moves: nothing read.
    m.push(board(event('FLA-PAL', 10), event('COR-SAO', 4)));
    m.push(board(event('FLA-PAL', 10)));
    await settle();
    expect(m.reads).toHaveLength(1);
    expect(m.actor.getSnapshot().value).toEqual({ ready: 'idle' });
    // This match's minute moves: its markets are read again (without the line-ups), and shown.
    m.push(board(event('FLA-PAL', 11)));
    expect(m.actor.getSnapshot().value).toEqual({ ready: 'refreshing' });
    await waitFor(m.actor, (s) => s.matches({ ready: 'idle' }));
    expect(m.reads).toEqual([
      { code: 'FLA-PAL', players: true },
      { code: 'FLA-PAL', players: false },
    ]);
    expect(m.actor.getSnapshot().context.markets?.groups[0]?.markets[0]?.selections[0]?.odds).toBe('2.05');
    expect(m.actor.getSnapshot().context.players).toEqual({ 'home:9': 'Pedro Silva' });
  });

  it('reads once more after a read when this fixture changed again meanwhile', async () => {
    let answer!: (read: MatchRead) => void;
    const slow = new Promise<MatchRead>((resolve) => (answer = resolve));
    const m = started([markets('live'), slow, markets('live', '2.40')]);
    await waitFor(m.actor, (s) => s.matches({ ready: 'idle' }));
    m.push(board(event('FLA-PAL', 10)));
    m.push(board(event('FLA-PAL', 11)));
    m.push(board(event('FLA-PAL', 12)));
    expect(m.actor.getSnapshot().context.again).toBe(true);
    answer(markets('live', '2.20'));
    await waitFor(m.actor, (s) => s.matches({ ready: 'idle' }) && s.context.again === false && m.reads.length === 3);
    expect(m.actor.getSnapshot().context.markets?.groups[0]?.markets[0]?.selections[0]?.odds).toBe('2.40');
  });

  it('offers a retry when the first read fails; a failed refresh keeps the markets shown', async () => {
    const m = started([networkFailure(), markets(), networkFailure()]);
    await waitFor(m.actor, (s) => s.matches('failed'));
    expect(m.streaming).toBe(false);
    m.actor.send({ type: 'match.retry' });
    await waitFor(m.actor, (s) => s.matches({ ready: 'idle' }));
    m.push(board(event('FLA-PAL', null)));
    m.push(board(event('FLA-PAL', 1)));
    await waitFor(m.actor, (s) => s.matches({ ready: 'idle' }) && m.reads.length === 3);
    expect(m.actor.getSnapshot().context.markets?.groups).toHaveLength(2);
  });

  it('closes when the fixture is over: its leaving the board reads it once more, then nothing', async () => {
    const m = started([markets('live'), markets('closed')]);
    await waitFor(m.actor, (s) => s.matches({ ready: 'idle' }));
    m.push(board(event('FLA-PAL', 90)));
    m.push(board(event('COR-SAO', 50)));
    await waitFor(m.actor, (s) => s.matches('closed'));
    expect(m.streaming).toBe(false);
    expect(m.reads).toHaveLength(2);
    expect(fixtureState(board(event('COR-SAO', 50)), 'FLA-PAL')).toBe('');
  });

  it('closes at once for a fixture already over', async () => {
    const m = started([markets('closed')]);
    await waitFor(m.actor, (s) => s.matches('closed'));
    expect(m.streaming).toBe(false);
  });

  it('walks every state and transition', () => {
    const coverage = pathCoverage('matchPage', matchPageMachine, {
      inputs: [{ code: 'FLA-PAL' }],
      events: [
        { type: 'xstate.done.actor.0.matchPage.loading', output: markets() },
        { type: 'xstate.done.actor.0.matchPage.loading', output: markets('closed') },
        { type: 'xstate.error.actor.0.matchPage.loading', error: networkFailure() },
        { type: 'match.retry' },
        { type: 'match.tab', tab: 'handicaps' },
        { type: 'board.snapshot', board: board(event('FLA-PAL', 10)) },
        { type: 'board.snapshot', board: board(event('FLA-PAL', 11)) },
        { type: 'xstate.done.actor.0.matchPage.ready.refreshing', output: markets('live') },
        { type: 'xstate.done.actor.0.matchPage.ready.refreshing', output: markets('closed') },
        { type: 'xstate.error.actor.0.matchPage.ready.refreshing', error: networkFailure() },
      ],
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.seen,
          s.context.again,
          s.context.markets?.event.status ?? null,
          s.context.tab,
        ]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
