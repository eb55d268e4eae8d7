import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SportsRules } from '../../contract/house';
import { LIVE_BET_DELAY_SECONDS, Slip, SportsBoard, type MarketId } from '../../contract/sports';
import { createSession } from '../../server/auth/sessions';
import { fixtures, installationSecrets, sportsSlips, type FixtureRow } from '../../server/db/schema';
import { formatMultiplier } from '../../server/house/crash';
import { SUSPENDED_AFTER_SECONDS, SUSPENDED_BEFORE_SECONDS } from '../../server/house/dangerousMoments';
import {
  LAST_BET_MINUTE,
  livePrices,
  liveState,
  MARKETS,
  type Prices,
  type Timeline,
} from '../../server/house/markets';
import {
  dangerousMinutes,
  expectedGoals,
  fixtureSeed,
  footballTimelineOf,
  timelineOf,
} from '../../server/house/simulator';
import { footballMarkets, goalMinutes, pricesOfMarkets } from '../../server/house/footballMarkets';
import type { FootballParams, FootballTimeline } from '../../engines/sports/football';
import { credit } from '../../server/wallet/ledger';
import { saoPauloDay, saoPauloDayStart } from '../../lib/time';
import { seedFixtures } from '../../server/house/sports';
import { HOUR, MINUTE, setupServer, type SetupOptions, type TestServer } from './helpers';

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const SECOND = 1000;
const DELAY = LIVE_BET_DELAY_SECONDS * SECOND;
const BEFORE = SUSPENDED_BEFORE_SECONDS * SECOND;
const AFTER = SUSPENDED_AFTER_SECONDS * SECOND;

/** When match minute m starts, written here from the rules (45 minutes a half, a 15-minute break). */
const startOf = (kickoff: number, m: number) => kickoff + (m <= 45 ? m - 1 : m + 14) * MINUTE;

/**
 * A fixture as the test replays it from the installation's secret: its goals and its dangerous minutes, and
 * for a fixture with the football model's params the match the model plays (null for one from before).
 */
type Replay = {
  row: FixtureRow;
  kickoff: number;
  xg: [number, number];
  timeline: Timeline;
  match: FootballTimeline | null;
  danger: number[];
};

/** What the feed says at a moment, worked out here: the state, the prices, whether suspended. */
function truth(f: Replay, at: number) {
  const state = liveState(f.timeline, f.row.kickoff, new Date(at));
  const live = state.period !== 'full_time' && state.minute <= LAST_BET_MINUTE;
  const prices =
    at < f.kickoff
      ? null
      : f.match && f.row.params
        ? live
          ? pricesOfMarkets(footballMarkets(f.row.params as FootballParams, { timeline: f.match, live: state }))
          : null
        : livePrices(f.xg[0], f.xg[1], state);
  const suspended = f.danger.some((m) => at >= startOf(f.kickoff, m) - BEFORE && at < startOf(f.kickoff, m) + AFTER);
  return { state, prices, suspended };
}

const oddsOf = (prices: Prices | null, market: MarketId, selection: string) => {
  const odds = prices?.[market]?.[selection];
  return odds === undefined ? null : formatMultiplier(odds);
};

describe.each(targets)('live betting on $name', ({ options }) => {
  let s: TestServer;
  let replays: Replay[];
  let memberId: number;

  beforeAll(async () => {
    s = await setupServer({}, 'live-betting', options);
    // A São Paulo day of its own, ahead of every other test file's, so that on a shared PostgreSQL database
    // no other test suspends, settles or bets on its fixtures.
    // A Wednesday: the leagues' busiest day (16 matches).
    const noon = new Date(Date.UTC(2090, 0, 1, 12) + randomInt(0, 10 * 365) * 86_400_000);
    const day = saoPauloDay(new Date(noon.getTime() + ((3 - noon.getUTCDay() + 7) % 7) * 86_400_000));
    s.clock.set(new Date(saoPauloDayStart(day).getTime() + 8 * HOUR));
    await s.db.transaction((tx) => seedFixtures(tx, s.clock.now()));
    const [secret] = await s.db.select().from(installationSecrets).where(eq(installationSecrets.name, 'sports'));
    const rows = await s.db
      .select()
      .from(fixtures)
      .where(
        and(
          eq(fixtures.status, 'open'),
          eq(fixtures.sport, 'football'),
          gt(fixtures.kickoff, new Date(s.clock.now().getTime() + 10 * MINUTE)),
          lt(fixtures.kickoff, saoPauloDayStart(day, 1)),
        ),
      )
      .orderBy(asc(fixtures.kickoff), asc(fixtures.code))
      .limit(16);
    expect(rows.length, "the day's matches").toBeGreaterThanOrEqual(12);
    replays = rows.map((row) => {
      const seed = fixtureSeed(secret!.secret, row.code);
      const xg = expectedGoals(row);
      const match = row.params ? footballTimelineOf(seed, row.params as FootballParams) : null;
      const timeline = match ? goalMinutes(match) : timelineOf(seed, ...xg);
      return { row, kickoff: row.kickoff.getTime(), xg, timeline, match, danger: dangerousMinutes(seed, timeline) };
    });
    const registered = await s.register();
    memberId = await s.memberId(registered.phone);
    await s.db.transaction((tx) =>
      credit(tx, memberId, 1_000_000, 'test.fund', `live-fund-${memberId}`, s.clock.now()),
    );
  }, 60_000);
  afterAll(() => s?.close());

  /** A session opened at the test clock's time (the clock jumps further than a session's idle limit). */
  const session = () => s.db.transaction((tx) => createSession({ ...s.deps, db: tx }, memberId, s.clock.now()));

  async function boardEvent(code: string) {
    const answer = await s.call('GET', '/api/house/sports/board');
    expect(answer.status).toBe(200);
    return v.parse(SportsBoard, answer.json.data).events.find((e) => e.id === code);
  }

  const slip = (token: string, legs: { fixture_id: string; market: MarketId; selection: string; odds: string }[]) =>
    s.call('POST', '/api/house/sports/slip', { token, body: { legs, amount: '1.00' } });

  it('publishes the bet delay in the rules', async () => {
    const rules = v.parse(SportsRules, (await s.call('GET', '/api/house/sports/rules')).json.data);
    expect(rules.bet_delay_seconds).toBe(LIVE_BET_DELAY_SECONDS);
  });

  it('suspends every market of a live fixture around each goal and around attacks that end without one', async () => {
    const goals = replays.flatMap((f) => [...f.timeline.home, ...f.timeline.away]).length;
    const attacksWithoutGoal = replays.flatMap((f) =>
      f.danger.filter((m) => !f.timeline.home.includes(m) && !f.timeline.away.includes(m)),
    ).length;
    // A suspension does not tell that a goal is coming: many of them end without one (about as many as
    // there are goals; how many in a sample of 16 matches is the secret's draw).
    expect(goals).toBeGreaterThan(0);
    expect(attacksWithoutGoal).toBeGreaterThan(goals / 2);
    const checked = { suspended: 0, open: 0 };
    try {
      for (const f of replays.slice(0, 4)) {
        for (const m of f.danger.filter((x) => x > 1 && x <= LAST_BET_MINUTE)) {
          for (const offset of [-BEFORE - SECOND, -BEFORE, -SECOND, 0, AFTER - SECOND, AFTER]) {
            const at = startOf(f.kickoff, m) + offset;
            s.clock.set(new Date(at));
            const event = (await boardEvent(f.row.code))!;
            expect(event.status).toBe('live');
            const shown = event.markets.filter((x) => x.selections.length > 0).length;
            const expected = truth(f, at);
            if (expected.suspended) {
              expect(shown, `${f.row.code} minute ${m} ${offset / SECOND}s`).toBe(0);
              checked.suspended += 1;
            } else {
              const open = (Object.keys(MARKETS) as MarketId[]).filter((x) => expected.prices?.[x]).length;
              expect(shown, `${f.row.code} minute ${m} ${offset / SECOND}s`).toBe(open);
              if (open > 0) checked.open += 1;
            }
          }
        }
      }
    } finally {
      s.clock.set(new Date(replays[0]!.kickoff - 60 * MINUTE));
    }
    expect(checked.suspended).toBeGreaterThan(0);
    expect(checked.open).toBeGreaterThan(0);
  });

  it('waits the bet delay for a live slip without holding a transaction, then prices it; a slip before kickoff waits none', async () => {
    // A fixture calm around minutes 10 to 12 whose over 2.5 goals is still offered in minute 11 (three
    // early goals close it).
    const f = replays.find(
      (r) =>
        [10, 11, 12].every((m) => !r.danger.some((d) => Math.abs(d - m) <= 1)) &&
        [0, DELAY].every((d) => oddsOf(truth(r, startOf(r.kickoff, 11) + 20 * SECOND + d).prices, 'ou25', 'over')),
    )!;
    expect(f).toBeDefined();
    const waits: number[] = [];
    // While the slip waits, another transaction locks its fixture and the member's wallet: on PGlite (one
    // connection) it would wait forever if the slip held a transaction, on PostgreSQL for a lock it held.
    s.watchWaits(async (ms) => {
      waits.push(ms);
      await s.db.transaction(async (tx) => {
        await tx.select().from(fixtures).where(eq(fixtures.code, f.row.code)).for('update');
        await credit(tx, memberId, 1, 'test.fund', `live-wait-${f.row.code}-${waits.length}`, s.clock.now());
      });
    });
    try {
      // Before kickoff: placed at once.
      const early = f.kickoff - 30 * MINUTE;
      s.clock.set(new Date(early));
      let token = await session();
      const pre = (await boardEvent(f.row.code))!;
      const preOdds = pre.markets.find((x) => x.market === '1x2')!.selections[0]!;
      const preSlip = await slip(token, [
        { fixture_id: f.row.code, market: '1x2', selection: 'home', odds: preOdds.odds },
      ]);
      expect(preSlip.status, preSlip.json.message).toBe(200);
      expect(v.parse(Slip, preSlip.json.data).placed_at).toBe(new Date(early).toISOString());
      expect(waits).toEqual([]);

      // Live, in the middle of minute 11: taken, waited, then placed at the odds in force after the delay.
      const at = startOf(f.kickoff, 11) + 20 * SECOND;
      s.clock.set(new Date(at));
      token = await session();
      const odds = oddsOf(truth(f, at).prices, 'ou25', 'over')!;
      const live = await slip(token, [{ fixture_id: f.row.code, market: 'ou25', selection: 'over', odds }]);
      expect(live.status, live.json.message).toBe(200);
      expect(waits).toEqual([DELAY]);
      const placed = v.parse(Slip, live.json.data);
      expect(placed.placed_at).toBe(new Date(at + DELAY).toISOString());
      expect(placed.legs[0]!.odds).toBe(odds);

      // Two seconds before minute 12: the odds the player saw are those of minute 11, the bet is priced in
      // minute 12 after the delay, refused with the new odds; accepting them places it.
      const late = startOf(f.kickoff, 12) - 2 * SECOND;
      s.clock.set(new Date(late));
      const [market, selection] = (Object.keys(MARKETS) as MarketId[])
        .flatMap((x) => MARKETS[x].map((y) => [x, y] as const))
        .find(([x, y]) => oddsOf(truth(f, late).prices, x, y) !== oddsOf(truth(f, late + DELAY).prices, x, y))!;
      const seen = oddsOf(truth(f, late).prices, market, selection)!;
      const fresh = oddsOf(truth(f, late + DELAY).prices, market, selection)!;
      const moved = await slip(token, [{ fixture_id: f.row.code, market, selection, odds: seen }]);
      expect([moved.status, moved.json.error, moved.json.params]).toEqual([
        409,
        'sports.odds_changed',
        { odds: fresh },
      ]);
      const again = await slip(token, [{ fixture_id: f.row.code, market, selection, odds: fresh }]);
      expect(again.status, again.json.message).toBe(200);
      expect(waits).toEqual([DELAY, DELAY, DELAY]);
    } finally {
      s.watchWaits(null);
      s.clock.set(new Date(replays[0]!.kickoff - 60 * MINUTE));
    }
  });

  it('refuses a bet whose delay ends in a suspension, with sports.market_suspended', async () => {
    const f = replays.find((r) => r.danger.some((m) => m > 3 && m < 40 && !r.danger.includes(m - 1)))!;
    const m = f.danger.find((x) => x > 3 && x < 40 && !f.danger.includes(x - 1))!;
    const at = startOf(f.kickoff, m) - BEFORE - 2 * SECOND;
    try {
      s.clock.set(new Date(at));
      const token = await session();
      const before = truth(f, at);
      expect(before.suspended).toBe(false);
      const market = (Object.keys(MARKETS) as MarketId[]).find((x) => before.prices?.[x])!;
      const selection = MARKETS[market][0]!;
      const answer = await slip(token, [
        { fixture_id: f.row.code, market, selection, odds: oddsOf(before.prices, market, selection)! },
      ]);
      expect([answer.status, answer.json.error]).toEqual([409, 'sports.market_suspended']);
    } finally {
      s.clock.set(new Date(replays[0]!.kickoff - 60 * MINUTE));
    }
  });

  it('never accepts a bet at odds from before an event: bets raced against every goal, half and the last minute for bets', async () => {
    const tally = { accepted: 0, afterEvent: 0, refused: {} as Record<string, number> };
    const offsets = [-BEFORE - DELAY - 2 * SECOND, -BEFORE - DELAY, -BEFORE - 1, -DELAY - SECOND, -DELAY, -DELAY + 1];
    offsets.push(-2 * SECOND, -1, 0, SECOND, DELAY, AFTER - DELAY, AFTER - 1, AFTER, AFTER + 20 * SECOND);
    let n = 0;
    const slipsOf = async () =>
      (await s.db.select({ id: sportsSlips.id }).from(sportsSlips).where(eq(sportsSlips.memberId, memberId))).length;
    const slipsBefore = await slipsOf();
    try {
      for (const f of replays) {
        const goals = [...f.timeline.home, ...f.timeline.away];
        const events = [
          ...goals.map((m) => ({ what: `goal ${m}'`, at: startOf(f.kickoff, m) })),
          { what: 'half time', at: f.kickoff + 45 * MINUTE },
          { what: 'second half', at: startOf(f.kickoff, 46) },
          { what: 'last minute for bets', at: startOf(f.kickoff, LAST_BET_MINUTE + 1) },
        ];
        for (const event of events) {
          s.clock.set(new Date(event.at + offsets[0]! - 30 * SECOND));
          const token = await session();
          const beforeEvent = truth(f, event.at - 1);
          const afterEvent = truth(f, event.at);
          for (const offset of offsets) {
            // The player read the board now, or half a minute ago (a stale page).
            const submitted = event.at + offset;
            const seenAt = n % 2 === 0 ? submitted : submitted - 30 * SECOND;
            const seen = truth(f, seenAt);
            const markets = (Object.keys(MARKETS) as MarketId[]).filter((x) => seen.prices?.[x]);
            if (seen.suspended || markets.length === 0) continue;
            const market = markets[n % markets.length]!;
            const selection = MARKETS[market][n % MARKETS[market].length]!;
            n += 1;
            const odds = oddsOf(seen.prices, market, selection)!;
            s.clock.set(new Date(submitted));
            const answer = await slip(token, [{ fixture_id: f.row.code, market, selection, odds }]);
            const accepted = submitted + DELAY;
            const then = truth(f, accepted);
            const where = `${f.row.code} ${event.what} ${offset / SECOND}s ${market}:${selection} @${odds}`;
            if (answer.status === 200) {
              const placed = v.parse(Slip, answer.json.data);
              tally.accepted += 1;
              // Accepted only once the delay has passed, outside a suspension, at the odds then in force.
              expect(placed.placed_at, where).toBe(new Date(accepted).toISOString());
              expect(then.suspended, where).toBe(false);
              expect(then.state.minute, where).toBeLessThanOrEqual(LAST_BET_MINUTE);
              expect(placed.legs[0]!.odds, where).toBe(oddsOf(then.prices, market, selection));
              if (accepted >= event.at) {
                tally.afterEvent += 1;
                // The event is in the state the odds came from: never the odds from before it.
                expect(then.state.home + then.state.away, where).toBeGreaterThanOrEqual(
                  afterEvent.state.home + afterEvent.state.away,
                );
                const before = oddsOf(beforeEvent.prices, market, selection);
                const after = oddsOf(afterEvent.prices, market, selection);
                if (before !== after && then.state.minute === afterEvent.state.minute) {
                  expect(placed.legs[0]!.odds, where).not.toBe(before);
                }
              }
            } else {
              const code = String(answer.json.error);
              expect(['sports.odds_changed', 'sports.market_suspended', 'sports.betting_closed'], where).toContain(
                code,
              );
              tally.refused[code] = (tally.refused[code] ?? 0) + 1;
              if (code === 'sports.odds_changed') {
                // The new odds to accept are those in force when the delay ended.
                expect((answer.json.data as { changes: { odds: string }[] }).changes[0]!.odds, where).toBe(
                  oddsOf(then.prices, market, selection),
                );
              }
              if (code === 'sports.market_suspended')
                expect(then.suspended || !then.prices?.[market], where).toBe(true);
              if (code === 'sports.betting_closed') expect(then.prices, where).toBeNull();
            }
          }
        }
      }
    } finally {
      s.clock.set(new Date(replays[0]!.kickoff - 60 * MINUTE));
    }
    // Every way through was taken: bets accepted (some after the event, at its odds) and each refusal.
    expect(tally.accepted).toBeGreaterThan(50);
    expect(tally.afterEvent).toBeGreaterThan(10);
    expect(tally.refused['sports.odds_changed']).toBeGreaterThan(10);
    expect(tally.refused['sports.market_suspended']).toBeGreaterThan(10);
    expect(tally.refused['sports.betting_closed']).toBeGreaterThan(0);
    // Every accepted bet is a slip with its stake taken once.
    expect((await slipsOf()) - slipsBefore).toBe(tally.accepted);
  }, 300_000);
});
