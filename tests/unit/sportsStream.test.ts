import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SportsBoard, SportsEvent } from '../../contract/sportsBoard';
import type { SportsBoardChanges } from '../../contract/sportsBoardChanges';
import type { BoardPush } from '../../machines/sportsBoard.machine';
import { RECONNECT_MS, subscribeBoard, subscribeSection } from '../../src/api/sportsStream';

/** An EventSource the test drives: what the server would send, or the connection failing. */
class FakeSource {
  static made: FakeSource[] = [];
  listeners = new Map<string, (event: { data: string }) => void>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.made.push(this);
  }
  addEventListener(name: string, listener: (event: { data: string }) => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.closed = true;
  }
  send(name: string, data: unknown) {
    this.listeners.get(name)?.({ data: JSON.stringify(data) });
  }
}

const event = (id: string, kickoff: string, status: SportsEvent['status'] = 'upcoming'): SportsEvent => ({
  id,
  league: 'bra-a',
  competition: 'Brasileirão Série A',
  home: 'Flamengo',
  away: 'Palmeiras',
  kickoff,
  status,
  live: status === 'live' ? { minute: 3, period: 'first_half', score: { home: 1, away: 0 } } : null,
  markets: [{ market: '1x2', selections: [{ selection: 'home', odds: '1.80' }] }],
  commitment: null,
});
const board: SportsBoard = {
  at: '2026-11-29T19:00:00.000Z',
  leagues: [],
  events: [event('A', '2026-11-29T19:00:00.000Z'), event('B', '2026-11-29T18:00:00.000Z')],
};
const changes: SportsBoardChanges = {
  at: '2026-11-29T19:01:00.000Z',
  leagues: [],
  events: [event('A', '2026-11-29T19:00:00.000Z', 'live')],
  removed: ['B'],
};

/** Lets the pushes being applied (in order, after a module's import) reach the listeners. */
const settled = async () => {
  await vi.dynamicImportSettled();
  for (let i = 0; i < 20; i++) await vi.advanceTimersByTimeAsync(0);
};

describe('the board stream shared by a page', () => {
  beforeEach(() => {
    FakeSource.made = [];
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeSource);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('opens one EventSource for every listener of a query, applies the changes, gives a late listener the board now, and closes with the last', async () => {
    const first: BoardPush[] = [];
    const second: BoardPush[] = [];
    const stopFirst = subscribeBoard({}, (push) => first.push(push));
    expect(FakeSource.made.map((s) => s.url)).toEqual(['/api/house/sports/stream?']);
    const source = FakeSource.made[0]!;
    source.send('board', board);
    source.send('changes', changes);
    await settled();
    // A kicked off (live first now), B is gone.
    const now = { at: changes.at, leagues: [], events: changes.events };
    expect(first).toEqual([
      { type: 'board.snapshot', board },
      { type: 'board.snapshot', board: now },
    ]);
    // The slip joins after both: it gets the board as it is now.
    const stopSecond = subscribeBoard({}, (push) => second.push(push));
    expect(FakeSource.made).toHaveLength(1);
    expect(second).toEqual([{ type: 'board.snapshot', board: now }]);
    // Another query (the home's block) has a stream of its own.
    const stopHome = subscribeBoard({ limit: '4' }, () => undefined);
    expect(FakeSource.made.at(-1)!.url).toBe('/api/house/sports/stream?limit=4');
    stopHome();
    stopFirst();
    expect(source.closed).toBe(false);
    stopSecond();
    expect(source.closed).toBe(true);
  });

  it('says a drop to every listener and connects again after a pause, starting from the whole board', async () => {
    const pushes: BoardPush[] = [];
    const stop = subscribeBoard({ league: 'bra-a' }, (push) => pushes.push(push));
    FakeSource.made[0]!.send('board', board);
    await settled();
    FakeSource.made[0]!.onerror!();
    expect(FakeSource.made[0]!.closed).toBe(true);
    expect(pushes.at(-1)).toEqual({ type: 'board.dropped' });
    // Changes of the closed connection are not applied.
    FakeSource.made[0]!.send('changes', changes);
    await vi.advanceTimersByTimeAsync(RECONNECT_MS - 1);
    expect(FakeSource.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSource.made).toHaveLength(2);
    FakeSource.made[1]!.send('board', board);
    await settled();
    expect(pushes.map((p) => p.type)).toEqual(['board.snapshot', 'board.dropped', 'board.snapshot']);
    stop();
    await vi.advanceTimersByTimeAsync(RECONNECT_MS * 2);
    expect(FakeSource.made).toHaveLength(2);
  });

  it('ignores what does not read as the contract says', async () => {
    const pushes: BoardPush[] = [];
    const stop = subscribeBoard({ fixture: 'X' }, (push) => pushes.push(push));
    const source = FakeSource.made[0]!;
    source.send('changes', changes); // before any board: nothing to change
    source.listeners.get('board')!({ data: '{not json' });
    source.send('board', { at: 1 });
    await settled();
    expect(pushes).toEqual([]);
    stop();
  });

  it('lets the slip and My bets follow the streams the page has open, opening none of their own', async () => {
    const slip: BoardPush[] = [];
    const stopSlip = subscribeSection((push) => slip.push(push));
    expect(FakeSource.made).toHaveLength(0);
    // The page shows tennis: the slip's pushes are tennis's board.
    const stopTennis = subscribeBoard({ sport: 'tennis' }, () => undefined);
    expect(FakeSource.made).toHaveLength(1);
    const tennis: SportsBoard = { ...board, events: [event('T', '2026-11-29T20:00:00.000Z')] };
    FakeSource.made[0]!.send('board', tennis);
    await settled();
    expect(slip).toEqual([{ type: 'board.snapshot', board: tennis }]);
    // A second stream (a match of football) adds its events; a listener that joins now gets both at once.
    const stopFootball = subscribeBoard({}, () => undefined);
    FakeSource.made[1]!.send('board', board);
    await settled();
    expect(slip.at(-1)).toMatchObject({
      type: 'board.snapshot',
      board: { events: [...tennis.events, ...board.events] },
    });
    const bets: BoardPush[] = [];
    const stopBets = subscribeSection((push) => bets.push(push));
    expect(bets).toEqual([slip.at(-1)]);
    FakeSource.made[0]!.onerror!();
    expect(slip.at(-1)).toEqual({ type: 'board.dropped' });
    stopBets();
    stopSlip();
    stopTennis();
    stopFootball();
    expect(FakeSource.made).toHaveLength(2);
  });
});
