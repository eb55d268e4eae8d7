import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SportsBoard, SportsBoardChanges, SportsEvent } from '../../contract/sportsBoard';
import type { BoardPush } from '../../machines/sportsBoard.machine';
import { RECONNECT_MS, subscribeBoard } from '../../src/api/sportsStream';

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

describe('the board stream shared by a page', () => {
  const online = new Set<() => void>();
  const navigatorState = { onLine: true };
  beforeEach(() => {
    FakeSource.made = [];
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeSource);
    vi.stubGlobal('navigator', navigatorState);
    vi.stubGlobal('addEventListener', (name: string, listener: () => void) => {
      if (name === 'online') online.add(listener);
    });
    vi.stubGlobal('removeEventListener', (name: string, listener: () => void) => {
      if (name === 'online') online.delete(listener);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    navigatorState.onLine = true;
  });

  it('opens one EventSource for every listener of a query, gives a late listener the board now, and closes with the last', () => {
    const first: BoardPush[] = [];
    const second: BoardPush[] = [];
    const stopFirst = subscribeBoard({}, (push) => first.push(push));
    expect(FakeSource.made.map((s) => s.url)).toEqual(['/api/house/sports/stream']);
    const source = FakeSource.made[0]!;
    source.send('board', board);
    source.send('changes', changes);
    // The slip joins after both: it gets the board as it is now (A live, B gone).
    const stopSecond = subscribeBoard({}, (push) => second.push(push));
    expect(FakeSource.made).toHaveLength(1);
    expect(first.map((p) => p.type)).toEqual(['board.snapshot', 'board.changes']);
    expect(second).toEqual([
      { type: 'board.snapshot', board: { at: changes.at, leagues: [], events: changes.events } },
    ]);
    // Another query (the home's block) has a stream of its own.
    const stopHome = subscribeBoard({ limit: '4' }, () => undefined);
    expect(FakeSource.made.at(-1)!.url).toBe('/api/house/sports/stream?limit=4');
    stopHome();
    stopFirst();
    expect(source.closed).toBe(false);
    stopSecond();
    expect(source.closed).toBe(true);
  });

  it('says a drop to every listener and connects again after a pause, or when the browser is back online', () => {
    const pushes: BoardPush[] = [];
    const stop = subscribeBoard({ league: 'bra-a' }, (push) => pushes.push(push));
    FakeSource.made[0]!.send('board', board);
    FakeSource.made[0]!.onerror!();
    expect(FakeSource.made[0]!.closed).toBe(true);
    expect(pushes.at(-1)).toEqual({ type: 'board.dropped' });
    vi.advanceTimersByTime(RECONNECT_MS - 1);
    expect(FakeSource.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSource.made).toHaveLength(2);
    // The new connection starts with the whole board.
    FakeSource.made[1]!.send('board', board);
    expect(pushes.at(-1)).toEqual({ type: 'board.snapshot', board });

    // Offline: no retry until the browser says it is online again.
    navigatorState.onLine = false;
    FakeSource.made[1]!.onerror!();
    vi.advanceTimersByTime(60_000);
    expect(FakeSource.made).toHaveLength(2);
    navigatorState.onLine = true;
    for (const listener of online) listener();
    expect(FakeSource.made).toHaveLength(3);
    stop();
    expect(online.size).toBe(0);
  });

  it('ignores what does not read as the contract says', () => {
    const pushes: BoardPush[] = [];
    const stop = subscribeBoard({ fixture: 'X' }, (push) => pushes.push(push));
    const source = FakeSource.made[0]!;
    source.send('changes', changes); // before any board: nothing to change
    source.listeners.get('board')!({ data: '{not json' });
    source.send('board', { at: 1 });
    expect(pushes).toEqual([]);
    stop();
  });
});
