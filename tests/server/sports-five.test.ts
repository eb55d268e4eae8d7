import { and, asc, eq, gt } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Fixture } from '../../contract/house';
import {
  FixtureMarkets,
  LIVE_BET_DELAY_SECONDS,
  Slip,
  SlipList,
  SportsBoard,
  type SportId,
} from '../../contract/sports';
import type { MarketKind } from '../../engines/sports/model';
import { MARGIN_BANDS, marginOf } from '../../engines/sports/pricing';
import { settledReturnCents } from '../../engines/slipOdds';
import { fixtures, installationSecrets } from '../../server/db/schema';
import { SCHEDULE_DAYS } from '../../server/house/fixtures';
import { otherSportOf, otherSportPlayed } from '../../server/house/otherSports';
import { fixtureSeed } from '../../server/house/simulator';
import { dayNumber } from '../../engines/sports/calendar';
import { saoPauloDay } from '../../lib/time';
import { MATCH_MINUTES } from '../../server/house/markets';
import { LEAGUES } from '../../server/house/fixtures';
import {
  eventMsOf,
  MAIN_MARKET,
  OTHER_SPORTS,
  otherSportsFixtures,
  SPORT_LEAGUES,
  type OtherSport,
} from '../../server/house/sportModels';
import { fundedPlayer, MINUTE, setupServer, type SetupOptions, type TestServer } from './helpers';

/**
 * The five sports beside football on the server: each sport's fixtures of the next four days on the
 * schedule with its model's params, on the board of its sport with its main market (who wins, two odds),
 * every market of its model priced within its kind's band, singles on its moneyline and on a market of
 * another kind placed through the ledger, and settled market by market by the model once its event is over.
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const cents = (money: string) => Math.round(Number(money) * 100);
const hundredths = (odds: string) => Math.round(Number(odds) * 100);
const HOUR = 60 * MINUTE;

describe.each(targets)('the five other sports on $name', ({ options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'sports-five', options);
  }, 120_000);
  afterAll(() => s?.close());

  async function boardOf(sport: SportId) {
    const answer = await s.call('GET', `/api/house/sports/board?sport=${sport}`);
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(SportsBoard, answer.json.data);
  }

  async function marketsOf(code: string) {
    const answer = await s.call('GET', `/api/house/sports/fixtures/${code}/markets`);
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(FixtureMarkets, answer.json.data);
  }

  async function rowOf(code: string) {
    const [row] = await s.db.select().from(fixtures).where(eq(fixtures.code, code));
    return row!;
  }

  async function secret() {
    const [row] = await s.db
      .select({ secret: installationSecrets.secret })
      .from(installationSecrets)
      .where(eq(installationSecrets.name, 'sports'));
    return row!.secret;
  }

  it('keeps each sport on the schedule for four days, with its model’s params, a team at most once in three days and a player or a fighter once a round', async () => {
    const now = s.clock.now();
    const today = dayNumber(saoPauloDay(now));
    // The schedule's days (a shared database may hold older fixtures too).
    const rows = (await s.db.select().from(fixtures)).filter((r) => {
      const day = dayNumber(saoPauloDay(r.kickoff)) - today;
      return day >= 0 && day < SCHEDULE_DAYS;
    });
    const expected = otherSportsFixtures(now, SCHEDULE_DAYS);
    const byCode = new Map(rows.map((r) => [r.code, r]));
    for (const f of expected) {
      const row = byCode.get(f.code);
      expect(row, f.code).toBeDefined();
      expect(row!.sport).toBe(f.sport);
      // The stored params are the schedule's, as JSON keeps them (a −0 edge is stored as 0).
      expect(row!.params).toEqual(JSON.parse(JSON.stringify(f.params)));
      expect(row!.kickoff.toISOString()).toBe(f.kickoff.toISOString());
    }
    // Every sport plays in four days but MMA (a card on Saturdays and every other Wednesday).
    for (const sport of OTHER_SPORTS.filter((x) => x !== 'mma')) {
      expect(expected.filter((f) => f.sport === sport).length, sport).toBeGreaterThan(0);
    }
    for (const sport of OTHER_SPORTS) {
      const mine = rows.filter((r) => r.sport === sport);
      for (const row of mine) {
        expect(row.params, row.code).not.toBeNull();
        expect([row.oddsHome, row.oddsDraw, row.oddsAway]).toEqual([null, null, null]);
        expect(SPORT_LEAGUES.find((l) => l.id === row.league)?.sport, row.code).toBe(sport);
      }
      // A side (a team, a player, a fighter) plays at most once in three days on the server's list; a
      // tennis player a round a day of the tournament.
      const days = new Map<string, number[]>();
      for (const row of mine) {
        for (const side of [row.home, row.away]) {
          const key = `${row.league}:${side}`;
          days.set(key, [...(days.get(key) ?? []), dayNumber(saoPauloDay(row.kickoff))]);
        }
      }
      const gap = sport === 'tennis' ? 1 : 3;
      for (const [side, played] of days) {
        const sorted = played.sort((a, b) => a - b);
        for (let i = 1; i < sorted.length; i++) {
          expect(sorted[i]! - sorted[i - 1]!, `${sport} ${side}`).toBeGreaterThanOrEqual(gap);
        }
      }
    }
    // Football's schedule is the same as before, with its own leagues.
    expect(rows.filter((r) => r.sport === 'football').length).toBeGreaterThan(20);
  });

  it('lists each sport on its own board with its leagues and a moneyline of two odds, and counts every sport in the navigation', async () => {
    const football = await boardOf('football');
    expect(football.leagues.map((l) => l.id)).toEqual(LEAGUES.map((l) => l.id));
    expect(football.events.every((e) => e.sport === 'football' && e.markets.length === 4)).toBe(true);
    expect(football.sports!.map((x) => x.id)).toEqual([
      'football',
      'basketball',
      'tennis',
      'volleyball',
      'mma',
      'esports',
    ]);
    for (const sport of OTHER_SPORTS) {
      const board = await boardOf(sport);
      expect(board.leagues.length, sport).toBeGreaterThan(0);
      expect(board.leagues.every((l) => l.sport === sport)).toBe(true);
      // MMA has cards on Saturdays and every other Wednesday only.
      if (sport !== 'mma') expect(board.events.length, sport).toBeGreaterThan(0);
      // The navigation counts the sport's live and upcoming events (on a shared database another file's
      // fixtures may be live at this test's clock).
      const counted = board.sports!.find((x) => x.id === sport)!;
      expect(counted.live + counted.upcoming).toBeGreaterThanOrEqual(board.events.length);
      for (const event of board.events) {
        expect(event.sport).toBe(sport);
        expect(event.markets).toEqual([]);
        expect(event.main!.market).toBe(MAIN_MARKET[sport]);
        // Suspended (no odds) when a side is all but certain to win (below 1.01), else home then away.
        expect([[], ['home', 'away']]).toContainEqual(event.main!.selections.map((x) => x.selection));
      }
      if (board.events.length > 0) expect(board.events.some((e) => e.main!.selections.length === 2)).toBe(true);
      // A league of the sport filters its board; the league's sport is the board's.
      const league = board.leagues.at(-1)!.id;
      const byLeague = v.parse(
        SportsBoard,
        (await s.call('GET', `/api/house/sports/board?league=${league}`)).json.data,
      );
      expect(byLeague.events.every((e) => e.league === league && e.sport === sport)).toBe(true);
    }
    const bad = await s.call('GET', '/api/house/sports/board?sport=cricket');
    expect(bad.status).toBe(422);
  });

  /** Each sport: a single on its main market and one on the first open market of another kind. */
  for (const sport of ['basketball', 'tennis', 'volleyball', 'mma', 'esports'] as const satisfies OtherSport[]) {
    it(`${sport}: prices every market within its band, takes singles on its moneyline and another market with a cash-out offer, and settles them by the model with the ledger right`, async () => {
      const bettable = async () =>
        (await boardOf(sport)).events.find((e) => e.status === 'upcoming' && e.main!.selections.length === 2);
      let event = await bettable();
      // A sport with nothing to bet on now (no MMA card these four days): the clock moves on a day at a time.
      for (let day = 0; !event && day < 8; day++) {
        s.clock.advance(24 * HOUR);
        await s.runDueWork();
        event = await bettable();
      }
      if (!event) throw new Error(`no ${sport} fixture to bet on`);
      const p = await fundedPlayer(s, 100_000, `five-fund-${sport}-${Date.now()}`);
      const markets = await marketsOf(event.id);
      expect(markets.event.sport).toBe(sport);
      const all = markets.groups.flatMap((g) => g.markets);
      const row = await rowOf(event.id);
      const model = otherSportOf(row)!;
      const fair = new Map(model.model.markets(model.params, null, null).map((m) => [m.id, m]));
      expect(all.length).toBe(fair.size);
      for (const market of all) {
        if (market.suspended) continue;
        const odds = Object.fromEntries(market.selections.map((x) => [x.selection, hundredths(x.odds!)]));
        const margin = marginOf(odds, fair.get(market.id)!.fairSum);
        expect(margin, market.id).toBeGreaterThanOrEqual(MARGIN_BANDS[market.kind as MarketKind].margin - 1e-9);
        expect(margin, market.id).toBeLessThanOrEqual(MARGIN_BANDS[market.kind as MarketKind].max);
      }
      const main = all.find((m) => m.id === MAIN_MARKET[sport])!;
      // The board's row is the main market at the same odds.
      expect(event.main!.selections).toEqual(main.selections);
      // Of another kind, and named with an underscore where the sport has one ("q1_spread:-1.5", "total_games:22.5").
      const others = all.filter((m) => m.kind !== 'main' && !m.suspended);
      const other = others.find((m) => m.id.includes('_')) ?? others[0]!;
      expect(other, 'a market of another kind').toBeDefined();
      if (sport !== 'mma') expect(other.id).toContain('_');

      const balance = await s.balanceOf(p.id);
      const legs = [
        { fixture_id: event.id, market: main.id, selection: 'home', odds: main.selections[0]!.odds! },
        {
          fixture_id: event.id,
          market: other.id,
          selection: other.selections[0]!.selection,
          odds: other.selections[0]!.odds!,
        },
      ];
      const slips: Slip[] = [];
      for (const leg of legs) {
        const answer = await s.call('POST', '/api/house/sports/slip', {
          token: p.token,
          body: { legs: [leg], amount: '10.00' },
        });
        expect(answer.status, answer.json.message).toBe(200);
        slips.push(v.parse(Slip, answer.json.data));
        // The leg says its sport: the app names the market by it ("total:2.5" is goals, rounds or points).
        expect(slips.at(-1)!.legs[0]!.sport).toBe(sport);
      }
      expect(await s.balanceOf(p.id)).toBe(balance - 2_000);
      // The cash-out offers a value for each, from the model's probabilities (before the start: the stake at
      // fair odds less the margin, so below the stake).
      const open = v.parse(SlipList, (await s.call('GET', '/api/house/sports/slips', { token: p.token })).json.data);
      for (const placed of slips) {
        const offer = open.find((x) => x.slip_id === placed.slip_id)!.cash_out;
        expect(offer, placed.legs[0]!.market).toMatchObject({ suspended: false, value: expect.any(String) });
        expect(cents(offer!.value!)).toBeGreaterThan(0);
        expect(cents(offer!.value!)).toBeLessThan(1_000);
      }
      // A selection the market does not have is refused.
      const wrong = await s.call('POST', '/api/house/sports/slip', {
        token: p.token,
        body: { legs: [{ ...legs[0]!, selection: 'draw' }], amount: '1.00' },
      });
      expect([wrong.status, wrong.json.error]).toEqual([422, 'sports.market_invalid']);

      // What the test knows and no player does: the secret, so how the event will end.
      const seed = fixtureSeed(await secret(), event.id);
      const end = otherSportPlayed(model, seed, model.model.durationMs(model.params));
      expect(end.finished).toBe(true);
      const expected = legs.map((leg) => end.result.settle!(leg.market, leg.selection));

      // Live: the clock and the score from the model, the main market priced at the state (or suspended).
      s.clock.set(new Date(Date.parse(event.kickoff) + 2 * MINUTE));
      const live = (await boardOf(sport)).events.find((e) => e.id === event.id);
      const twoMinutes = otherSportPlayed(model, seed, 2 * MINUTE);
      if (twoMinutes.finished) expect(live).toBeUndefined();
      else {
        expect(live!.status).toBe('live');
        expect(live!.live).toMatchObject({
          period: 'in_play',
          score: { home: twoMinutes.live.home, away: twoMinutes.live.away },
          clock: { period: expect.any(String) },
        });
      }

      // Played out: settled by the model as soon as it is over (a tennis match in about an hour, not after a
      // football match's 105 minutes), and not a minute before.
      let [low, high] = [0, model.model.durationMs(model.params)];
      while (high - low > 1_000) {
        const mid = Math.floor((low + high) / 2);
        if (otherSportPlayed(model, seed, mid).finished) high = mid;
        else low = mid;
      }
      s.clock.set(new Date(Date.parse(event.kickoff) + low - MINUTE));
      await s.runDueWork();
      expect((await rowOf(event.id)).status).toBe('open');
      s.clock.set(new Date(Date.parse(event.kickoff) + high + MINUTE));
      for (let run = 0; run < 30 && (await rowOf(event.id)).status === 'open'; run++) await s.runDueWork();
      const settled = await rowOf(event.id);
      expect(settled.status).toBe('settled');
      expect([settled.homeGoals, settled.awayGoals]).toEqual([end.result.home, end.result.away]);
      await s.relogin(p);
      const listed = await s.call('GET', '/api/house/sports/slips', { token: p.token });
      expect(listed.status, listed.json.message).toBe(200);
      const mine = v.parse(SlipList, listed.json.data);
      let returned = 0;
      for (const [i, placed] of slips.entries()) {
        const slip = mine.find((x) => x.slip_id === placed.slip_id)!;
        expect(slip.legs[0]!.status, legs[i]!.market).toBe(expected[i]);
        const back = settledReturnCents(1_000, [{ status: expected[i]!, odds: hundredths(legs[i]!.odds) }]);
        const want = expected[i] === 'void' ? 1_000 : back;
        expect(cents(slip.win_amount)).toBe(want);
        returned += want;
      }
      expect(await s.balanceOf(p.id)).toBe(balance - 2_000 + returned);
      // The fixture's seed is published once settled, and replays the event.
      const shown = v.parse(Fixture, (await s.call('GET', `/api/house/sports/fixture?id=${event.id}`)).json.data);
      expect(shown.seed).toBe(seed);
      expect(shown.odds).toEqual({ home: null, draw: null, away: null });
    }, 120_000);
  }

  it('waits the live bet delay for a slip on a CS2 series past a football match’s length (a series may run for hours)', async () => {
    const [row] = await s.db
      .select()
      .from(fixtures)
      .where(and(eq(fixtures.sport, 'esports'), eq(fixtures.status, 'open'), gt(fixtures.kickoff, s.clock.now())))
      .orderBy(asc(fixtures.kickoff))
      .limit(1);
    expect(row, 'a CS2 series to come').toBeDefined();
    const at = row!.kickoff.getTime() + (MATCH_MINUTES + 5) * MINUTE;
    expect(at).toBeLessThan(row!.kickoff.getTime() + eventMsOf(row!, 0));
    const waits: number[] = [];
    s.watchWaits(async (ms) => {
      waits.push(ms);
    });
    try {
      s.clock.set(new Date(at));
      const p = await fundedPlayer(s, 10_000, `five-delay-${Date.now()}`);
      // Whatever the answer (the series may be over, the odds moved), the slip waited the delay first.
      const answer = await s.call('POST', '/api/house/sports/slip', {
        token: p.token,
        body: { legs: [{ fixture_id: row!.code, market: 'winner', selection: 'home', odds: '1.01' }], amount: '1.00' },
      });
      expect(answer.status).toBeLessThan(500);
      expect(waits, JSON.stringify(answer.json)).toEqual([LIVE_BET_DELAY_SECONDS * 1000]);
    } finally {
      s.watchWaits(null);
    }
  });
});
