import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SportsBoard, type SportsEvent } from '../../contract/sportsBoard';
import { SportsBoardChanges } from '../../contract/sportsBoardChanges';
import { fixtures } from '../../server/db/schema';
import { saoPauloDay, saoPauloDayStart } from '../../lib/time';
import type { SportsFeedFactory } from '../../server/house/feedTypes';
import { HALF_MINUTES } from '../../server/house/markets';
import {
  dangerousMinutes,
  expectedGoals,
  fixtureSeed,
  footballTimelineOf,
  installationSecret,
  simulatorFeed,
  timelineOf,
} from '../../server/house/simulator';
import { goalMinutes } from '../../server/house/footballMarkets';
import type { FootballParams } from '../../engines/sports/football';
import { seedFixtures } from '../../server/house/sports';
import { STREAMS_PER_ADDRESS } from '../../server/http/push';
import { boardTopic } from '../../server/house/sportsStream';
import { HOUR, MINUTE, setupServer, type SetupOptions, type TestServer } from './helpers';
import { asStaff, signedInStaff } from './staff';

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

/** How many times the board's feed was asked where each fixture's match is (once per fixture and board read). */
const reads = new Map<string, number>();
const countingFeed: SportsFeedFactory = (deps) => {
  const feed = simulatorFeed(deps);
  return {
    ...feed,
    events: (row, now) => {
      reads.set(row.code, (reads.get(row.code) ?? 0) + 1);
      return feed.events(row, now);
    },
  };
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stream's events as they come: `next()` answers the next one within `ms`, else null. */
function eventsOf(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  return {
    async next(ms = 4000): Promise<{ event: string; id: string; data: unknown } | null> {
      const deadline = Date.now() + ms;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .split('\n')
              .find((line) => line.startsWith(`${name}:`))
              ?.slice(name.length + 1)
              .trim();
          const event = field('event');
          if (!event) continue; // a heartbeat comment
          return { event, id: field('id') ?? '', data: JSON.parse(field('data') ?? 'null') };
        }
        const left = deadline - Date.now();
        if (left <= 0) return null;
        pending ??= reader.read();
        const chunk = await Promise.race([pending, wait(left).then(() => null)]);
        if (chunk === null) return null;
        pending = null;
        if (chunk.done) throw new Error('the stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    close: () => reader.cancel(),
  };
}

describe.each(targets)('the sports board pushed on $name', ({ options }) => {
  let s: TestServer;
  let first: SportsEvent;
  let goalMinute: number;
  let kickoff: number;

  // A São Paulo day of its own, further ahead than any other test file's, so that on a shared PostgreSQL
  // database no other fixture is on this board.
  beforeAll(async () => {
    s = await setupServer({ sportsFeed: countingFeed }, 'sports-stream', options);
    const day = saoPauloDay(new Date(Date.UTC(2070, 0, 1, 12) + randomInt(0, 10 * 365) * 86_400_000));
    s.clock.set(new Date(saoPauloDayStart(day).getTime() + 8 * HOUR));
    await s.db.transaction((tx) => seedFixtures(tx, s.clock.now()));
    // The day's first fixture whose simulated match has a first-half goal (the secret plays it).
    const secret = await installationSecret(s.db, 'sports', s.deps.random, s.clock.now());
    const board = v.parse(SportsBoard, (await s.call('GET', '/api/house/sports/board')).json.data);
    for (const event of board.events) {
      const [row] = await s.db.select().from(fixtures).where(eq(fixtures.code, event.id));
      const seed = fixtureSeed(secret, event.id);
      // A fixture with the football model's params is played by the model; one from before, from its xg.
      const timeline = row!.params
        ? goalMinutes(footballTimelineOf(seed, row!.params as FootballParams))
        : timelineOf(seed, ...expectedGoals(row!));
      const goal = [...timeline.home, ...timeline.away].sort((a, b) => a - b)[0];
      // Its first minutes free of dangerous moments, so the odds seen at kickoff and a minute later both show.
      const calmStart = !dangerousMinutes(seed, timeline).some((m) => m <= 3);
      if (goal !== undefined && goal > 3 && goal <= HALF_MINUTES && calmStart) {
        [first, goalMinute] = [event, goal];
        break;
      }
    }
    expect(first, 'a fixture with a first-half goal').toBeDefined();
    kickoff = Date.parse(first.kickoff);
  }, 120_000);
  afterAll(() => s?.close());

  const address = () => ({ 'x-forwarded-for': `10.${randomBytes(3).join('.')}` });
  const readsOf = (code: string) => reads.get(code) ?? 0;

  it('pushes kickoff, each minute, a goal, a suspension and its reopening, and the final whistle; reads nothing between', async () => {
    const response = await s.app.request(`/api/house/sports/stream?fixture=${first.id.toLowerCase()}`, {
      headers: address(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const stream = eventsOf(response);
    // The feed looks at the clock now, as its timer would; its changes are sent by the time this answers.
    const pulse = () => s.pulse(boardTopic(s.deps));
    /** Nothing sent: the feed has looked, and the stream holds no event (a short read of what is there). */
    const nothingSent = async () => {
      await pulse();
      expect(await stream.next(200)).toBeNull();
    };
    /** The next changes pushed, without the feed being asked to look. */
    const noticed = async () => {
      const next = await stream.next();
      expect(next?.event).toBe('changes');
      return v.parse(SportsBoardChanges, next!.data);
    };
    const changes = async () => {
      await pulse();
      return noticed();
    };
    try {
      // The board now: the fixture, upcoming.
      const opening = await stream.next();
      expect(opening?.event).toBe('board');
      const board = v.parse(SportsBoard, opening!.data);
      expect(board.events.map((e) => [e.id, e.status])).toEqual([[first.id, 'upcoming']]);
      expect(board.leagues.length).toBeGreaterThan(0);

      // The minute before kickoff (earlier matches may be playing: their changes come first, if any).
      s.clock.set(new Date(kickoff - 50_000));
      await pulse();
      while ((await stream.next(200)) !== null);
      // Within a minute, short of the 40th second (where a playing match's dangerous-moment suspensions
      // start and end), the clock changes nothing: no event, no read of the board.
      const before = readsOf(first.id);
      s.clock.set(new Date(kickoff - 25_000));
      await nothingSent();
      expect(readsOf(first.id)).toBe(before);

      // Kickoff: it goes live, read once.
      s.clock.set(new Date(kickoff + 10_000));
      const live = await changes();
      expect(live.events).toHaveLength(1);
      expect(live.events[0]).toMatchObject({
        id: first.id,
        status: 'live',
        live: { minute: 1, period: 'first_half', score: { home: 0, away: 0 } },
      });
      expect(live.removed).toEqual([]);
      expect(live.leagues.find((l) => l.id === first.league)!.live).toBeGreaterThanOrEqual(1);
      expect(readsOf(first.id)).toBe(before + 1);

      // Within the minute, before the second a dangerous moment's suspension may start or end at, nothing
      // can change: nothing sent, nothing read (the suspensions' check runs).
      s.clock.set(new Date(kickoff + 35_000));
      await nothingSent();
      expect(readsOf(first.id)).toBe(before + 1);

      // The next minute: the minute and the odds move.
      s.clock.set(new Date(kickoff + MINUTE + 5_000));
      const minute2 = (await changes()).events[0]!;
      expect(minute2.live).toMatchObject({ minute: 2, score: { home: 0, away: 0 } });
      expect(minute2.markets).not.toEqual(live.events[0]!.markets);
      expect(readsOf(first.id)).toBe(before + 2);

      // The goal's minute: the score changes.
      s.clock.set(new Date(kickoff + (goalMinute - 1) * MINUTE + 5_000));
      const goal = (await changes()).events[0]!;
      expect(goal.live!.minute).toBe(goalMinute);
      expect(goal.live!.score.home + goal.live!.score.away).toBeGreaterThanOrEqual(1);

      // A moment after the goal clear of dangerous moments (every market is suspended around those), the
      // board as pushed by then.
      const [row] = await s.db.select().from(fixtures).where(eq(fixtures.code, first.id));
      const feed = simulatorFeed({ db: s.db });
      let calmAt = kickoff + goalMinute * MINUTE + 45_000;
      while (await feed.suspended!(row!, new Date(calmAt))) calmAt += 20_000;
      expect(calmAt).toBeLessThan(kickoff + HALF_MINUTES * MINUTE);
      s.clock.set(new Date(calmAt));
      await pulse();
      // That moment is a minute past the goal's: a change is pushed (awaited, however busy the machine), then
      // whatever else the push holds.
      const pushed = await stream.next(10_000);
      expect(pushed).not.toBeNull();
      let calm = v.parse(SportsBoardChanges, pushed!.data).events[0] ?? goal;
      for (let next = await stream.next(200); next !== null; next = await stream.next(200)) {
        calm = v.parse(SportsBoardChanges, next.data).events[0] ?? calm;
      }
      expect(calm.markets.find((m) => m.market === '1x2')!.selections).not.toEqual([]);
      const reads = readsOf(first.id);

      // A trader suspends a market still open (both teams to score is decided once both have): the
      // database's change notice wakes the feed, which reads the board once and pushes it, the clock
      // unmoved; reopened likewise.
      const market = calm.markets.find((m) => m.market !== '1x2' && m.selections.length > 0)!.market;
      const trader = await signedInStaff(s, ['trader'], `trader.${randomBytes(5).toString('hex')}@stream.rodada.test`);
      const suspended = await asStaff(s, trader.token)('POST', '/api/operator/sportsbook/markets/suspend', {
        fixture: first.id,
        market,
        reason: 'Checking the feed',
      });
      expect(suspended.status, suspended.json.message).toBe(200);
      const off = (await noticed()).events[0]!;
      expect(off.markets.find((m) => m.market === market)!.selections).toEqual([]);
      expect(off.markets.find((m) => m.market === '1x2')!.selections).toEqual(
        calm.markets.find((m) => m.market === '1x2')!.selections,
      );
      expect(readsOf(first.id)).toBe(reads + 1);
      const reopened = await asStaff(s, trader.token)('POST', '/api/operator/sportsbook/markets/reopen', {
        fixture: first.id,
        market,
        reason: 'Feed checked',
      });
      expect(reopened.status, reopened.json.message).toBe(200);
      const on = (await noticed()).events[0]!;
      expect(on.markets).toEqual(calm.markets);

      // Half time: the break, its odds still.
      s.clock.set(new Date(kickoff + HALF_MINUTES * MINUTE + 5_000));
      expect((await changes()).events[0]!.live).toMatchObject({ period: 'half_time' });
      s.clock.set(new Date(kickoff + (HALF_MINUTES + 10) * MINUTE));
      await nothingSent();

      // The final whistle: off the board.
      s.clock.set(new Date(kickoff + 105 * MINUTE + 5_000));
      const over = await changes();
      expect(over.events).toEqual([]);
      expect(over.removed).toEqual([first.id]);
    } finally {
      await stream.close();
      s.clock.set(new Date(kickoff - 2 * HOUR));
    }
  }, 60_000);

  it('starts every stream with the whole board; refuses an unknown league and a seventh stream from one address', async () => {
    s.clock.set(new Date(kickoff - 2 * HOUR));
    const headers = address();
    const all = eventsOf(await s.app.request('/api/house/sports/stream?limit=3', { headers }));
    const opening = await all.next();
    expect(opening?.event).toBe('board');
    const board = v.parse(SportsBoard, opening!.data);
    const direct = v.parse(SportsBoard, (await s.call('GET', '/api/house/sports/board?limit=3')).json.data);
    expect(board.events).toEqual(direct.events);
    expect(board.leagues).toEqual(direct.leagues);

    const more = await Promise.all(
      Array.from({ length: STREAMS_PER_ADDRESS - 1 }, () => s.app.request('/api/house/sports/stream', { headers })),
    );
    expect(more.map((r) => r.status)).toEqual(Array(STREAMS_PER_ADDRESS - 1).fill(200));
    const refused = await s.app.request('/api/house/sports/stream', { headers });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toBe('sports.streams_limit');
    await Promise.all([all.close(), ...more.map((r) => r.body!.cancel())]);

    const unknown = await s.call('GET', '/api/house/sports/stream?league=nowhere');
    expect([unknown.status, unknown.json.error]).toEqual([404, 'sports.league_not_found']);
    const bad = await s.call('GET', '/api/house/sports/stream?limit=many');
    expect([bad.status, bad.json.error]).toEqual([422, 'request.invalid']);
  });
});

describe.each(targets)('another sport’s board pushed on $name', ({ options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'sports-stream-tennis', options);
  }, 120_000);
  afterAll(() => s?.close());

  it('pushes a tennis match’s points as they are played, on its own stream, every few seconds of play', async () => {
    const board = v.parse(SportsBoard, (await s.call('GET', '/api/house/sports/board?sport=tennis')).json.data);
    const match = board.events.find((e) => e.status === 'upcoming')!;
    expect(match, 'a tennis match to come').toBeDefined();
    const kickoff = Date.parse(match.kickoff);
    s.clock.set(new Date(kickoff + 10 * MINUTE));
    const stream = eventsOf(
      await s.app.request(`/api/house/sports/stream?sport=tennis&fixture=${match.id}`, {
        headers: { 'x-forwarded-for': `10.${randomBytes(3).join('.')}` },
      }),
    );
    const topic = boardTopic(s.deps, 'tennis');
    try {
      const opening = await stream.next();
      expect(opening?.event).toBe('board');
      const live = v.parse(SportsBoard, opening!.data).events;
      expect(live.map((e) => [e.id, e.sport, e.status])).toEqual([[match.id, 'tennis', 'live']]);
      const clock = live[0]!.live!.clock!;
      // Within the same few seconds of play: nothing read, nothing sent.
      s.clock.set(new Date(kickoff + 10 * MINUTE + 1));
      await s.pulse(topic);
      expect(await stream.next(200)).toBeNull();
      // A minute of play later the match has moved on (points, games): the changes are pushed.
      s.clock.set(new Date(kickoff + 11 * MINUTE));
      await s.pulse(topic);
      const next = await stream.next();
      expect(next?.event).toBe('changes');
      const changed = v.parse(SportsBoardChanges, next!.data).events;
      expect(changed.map((e) => e.id)).toEqual([match.id]);
      expect(changed[0]!.live!.clock).not.toEqual(clock);
      // The football stream is another feed: it sends no tennis.
      const football = eventsOf(
        await s.app.request('/api/house/sports/stream', {
          headers: { 'x-forwarded-for': `10.${randomBytes(3).join('.')}` },
        }),
      );
      const footballBoard = v.parse(SportsBoard, (await football.next())!.data);
      expect(footballBoard.events.every((e) => e.sport === 'football')).toBe(true);
      await football.close();
    } finally {
      await stream.close();
    }
  });
});
