import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettleFixtureResult } from '../../contract/house';
import { Slip, SlipList, SportsBoard, type MarketId, type SportsEvent } from '../../contract/sports';
import { fixtures, ledgerEntries, members, sportsSlips } from '../../server/db/schema';
import { marketReturn } from '../../server/house/fixtures';
import { livePrices, liveState, MARGIN, MARKETS, pricesOf, type Timeline } from '../../server/house/markets';
import { timelineOf } from '../../server/house/simulator';
import { credit } from '../../server/wallet/ledger';
import { MINUTE, OPERATOR_TOKEN, setupServer, type TestServer } from './helpers';

let s: TestServer;

beforeAll(async () => {
  s = await setupServer({}, 'sportsbook-tests');
});
afterAll(() => s.close());

async function player(fundCents: number) {
  const registered = await s.register();
  const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
  const id = member!.id;
  if (fundCents > 0) {
    await s.db.transaction((tx) => credit(tx, id, fundCents, 'test.fund', `slip-fund-${id}`, s.clock.now()));
  }
  return { ...registered, id };
}
type Player = Awaited<ReturnType<typeof player>>;

async function board(query = '') {
  const answer = await s.call('GET', `/api/house/sports/board${query}`);
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(SportsBoard, answer.json.data);
}

type Leg = { fixture_id: string; market: MarketId; selection: string; odds: string };
const leg = (e: SportsEvent, market: MarketId = '1x2', index = 0): Leg => {
  const m = e.markets.find((x) => x.market === market)!;
  return { fixture_id: e.id, market, selection: m.selections[index]!.selection, odds: m.selections[index]!.odds };
};

const slip = (p: Player, legs: Leg[], amount = '1.00') =>
  s.call('POST', '/api/house/sports/slip', { token: p.token, body: { legs, amount } });

async function placed(p: Player, legs: Leg[], amount = '1.00') {
  const answer = await slip(p, legs, amount);
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(Slip, answer.json.data);
}

async function mySlips(p: Player) {
  const answer = await s.call('GET', '/api/house/sports/slips', { token: p.token });
  expect(answer.status).toBe(200);
  return v.parse(SlipList, answer.json.data);
}

async function settle(fixture: string, result: string) {
  const answer = await s.call('POST', '/api/operator/settle', { token: OPERATOR_TOKEN, body: { fixture, result } });
  return answer;
}

const winsOf = async (ref: string) =>
  (
    await s.db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'game.win'), eq(ledgerEntries.ref, ref)))
  )[0]!.n;

const upcoming = async () => (await board()).events.filter((e) => e.status === 'upcoming');

describe('pricing', () => {
  it('keeps the margin in every market, before kickoff and live, and suspends a decided market', () => {
    let suspended = 0;
    for (const [h, a] of [
      [0.6, 2.4],
      [1.46, 1.16],
      [2.5, 0.5],
      [1.2, 1.2],
    ] as const) {
      for (const scored of [
        [0, 0],
        [1, 0],
        [2, 1],
        [3, 0],
      ] as [number, number][]) {
        for (const share of [1, 0.5, 0.1]) {
          const prices = pricesOf(h * share, a * share, scored);
          for (const market of Object.keys(MARKETS) as MarketId[]) {
            const odds = prices[market];
            if (!odds) {
              suspended += 1;
              continue;
            }
            const kept = 1 / marketReturn(market, odds);
            // Σ(1/odds) is the fair sum times at least 1 + margin (odds are rounded down), and not much more.
            expect(kept).toBeGreaterThanOrEqual(1 + MARGIN - 1e-9);
            expect(kept).toBeLessThan(1 + MARGIN + 0.1);
          }
        }
      }
    }
    expect(suspended).toBeGreaterThan(0);
  });

  it("derives the live minute, score and odds from the match's timeline and the clock alone", () => {
    const kickoff = new Date('2026-03-02T19:00:00Z');
    const at = (m: number) => new Date(kickoff.getTime() + m * MINUTE);
    const timeline = timelineOf('a'.repeat(64), 1.5, 1.1);
    expect(liveState(timeline, kickoff, at(10))).toEqual(liveState(timeline, kickoff, at(10)));
    const match: Timeline = { home: [12, 50, 88], away: [44] };
    expect(liveState(match, kickoff, at(0))).toMatchObject({ minute: 1, home: 0, away: 0 });
    expect(liveState(match, kickoff, at(50))).toMatchObject({ period: 'half_time', home: 1, away: 1 });
    expect(liveState(match, kickoff, at(70))).toMatchObject({ minute: 56, period: 'second_half', home: 2, away: 1 });
    expect(liveState(match, kickoff, at(200))).toMatchObject({ period: 'full_time', home: 3, away: 1 });
    const early = livePrices(1.5, 1.1, liveState(timeline, kickoff, at(5)))!;
    const later = livePrices(1.5, 1.1, liveState(timeline, kickoff, at(30)))!;
    expect(early['ou25']).not.toEqual(later['ou25']);
    expect(livePrices(1.5, 1.1, liveState(timeline, kickoff, at(104)))).toBeNull();
  });
});

describe('GET /api/house/sports/board', () => {
  it('lists the leagues and the fixtures of several days, each with its four markets', async () => {
    const answer = await board();
    expect(answer.leagues.map((l) => l.id)).toEqual([
      'bra-a',
      'bra-b',
      'copa-br',
      'libertadores',
      'sudamericana',
      'premier',
      'laliga',
      'seriea',
      'ucl',
    ]);
    const days = new Set(answer.events.map((e) => e.kickoff.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(3);
    for (const event of answer.events) {
      expect(event.markets.map((m) => m.market)).toEqual(['1x2', 'dc', 'ou25', 'btts']);
      for (const m of event.markets) {
        expect(m.selections.map((x) => x.selection)).toEqual(MARKETS[m.market]);
      }
    }
    expect(answer.leagues.reduce((n, l) => n + l.upcoming + l.live, 0)).toBe(answer.events.length);
  });

  it('filters by league, limits, and refuses an unknown league or a bad limit', async () => {
    const premier = await board('?league=premier');
    expect(premier.events.length).toBeGreaterThan(0);
    expect(premier.events.every((e) => e.league === 'premier')).toBe(true);
    expect((await board('?limit=3')).events).toHaveLength(3);
    const unknown = await s.call('GET', '/api/house/sports/board?league=nowhere');
    expect([unknown.status, unknown.json.error]).toEqual([404, 'sports.league_not_found']);
    const bad = await s.call('GET', '/api/house/sports/board?limit=many');
    expect([bad.status, bad.json.error]).toEqual([422, 'request.invalid']);
  });

  it('shows a kicked-off fixture live with its minute and score; reads write nothing', async () => {
    const first = (await upcoming())[0]!;
    const before = await s.db.select().from(fixtures).where(eq(fixtures.code, first.id));
    s.clock.set(new Date(new Date(first.kickoff).getTime() + 20 * MINUTE));
    try {
      const live = (await board()).events.find((e) => e.id === first.id)!;
      expect(live.status).toBe('live');
      expect(live.live).toMatchObject({ minute: 21, period: 'first_half' });
      expect((await board()).events.find((e) => e.id === first.id)).toEqual(live);
      expect(await s.db.select().from(fixtures).where(eq(fixtures.code, first.id))).toEqual(before);
      // Live first.
      expect((await board()).events[0]!.status).toBe('live');
    } finally {
      s.clock.set(new Date('2026-03-02T12:00:00.000Z'));
    }
  });
});

describe('POST /api/house/sports/slip', () => {
  it('places an accumulator: odds multiplied, stake debited once, listed open with its legs', async () => {
    const p = await player(10_000);
    const [a, b] = await upcoming();
    const legs = [leg(a!, '1x2', 0), leg(b!, 'ou25', 1)];
    const bet = await placed(p, legs, '10.00');
    const product = Math.floor(
      (Math.round(Number(legs[0]!.odds) * 100) * Math.round(Number(legs[1]!.odds) * 100)) / 100,
    );
    expect(bet).toMatchObject({
      kind: 'accumulator',
      odds: (product / 100).toFixed(2),
      amount: '10.00',
      status: 'open',
    });
    expect(bet.potential_win).toBe(((10 * product) / 100).toFixed(2));
    expect(bet.balance).toBe('90.00');
    expect(await s.balanceOf(p.id)).toBe(9_000);
    const list = await mySlips(p);
    expect(list).toHaveLength(1);
    expect(list[0]!.legs.map((l) => [l.fixture_id, l.market, l.status])).toEqual([
      [a!.id, '1x2', 'open'],
      [b!.id, 'ou25', 'open'],
    ]);
  });

  it('refuses every malformed slip with its code', async () => {
    const p = await player(10_000);
    const events = await upcoming();
    const [a, b] = events;
    const refused = async (legs: unknown, code: string, amount: unknown = '1.00') => {
      const answer = await s.call('POST', '/api/house/sports/slip', { token: p.token, body: { legs, amount } });
      expect(answer.json.error, JSON.stringify(answer.json)).toBe(code);
      expect(answer.status).toBeLessThan(500);
      return answer;
    };
    await refused([], 'sports.selections_count');
    await refused(
      events.slice(0, 11).map((e) => leg(e)),
      'sports.selections_count',
    );
    await refused([leg(a!), leg(a!, 'btts')], 'sports.same_fixture');
    await refused([{ ...leg(a!), market: 'corners' }], 'sports.market_invalid');
    await refused([{ ...leg(a!), market: 'dc', selection: 'home' }], 'sports.market_invalid');
    await refused([{ ...leg(a!), fixture_id: 'NOPE-NOPE-20260302' }], 'sports.fixture_not_found');
    const changed = await refused([leg(a!), { ...leg(b!), odds: '9.99' }], 'sports.odds_changed');
    expect(changed.status).toBe(409);
    expect(changed.json.params).toEqual({ odds: expect.stringMatching(/^\d+\.\d{2}$/) });
    expect(changed.json.data).toEqual({
      changes: [{ pick: `${b!.id}:1x2:home`, odds: b!.markets[0]!.selections[0]!.odds }],
    });
    // Ten away wins multiply past 1000.00.
    const far = events.slice(0, 10).map((e) => leg(e, '1x2', 2));
    await refused(far, 'sports.odds_above_maximum');
    await refused([leg(a!)], 'bet.amount_below_minimum', '0.01');
    await refused([leg(a!)], 'bet.insufficient_balance', '500.00');
    expect(await s.balanceOf(p.id)).toBe(10_000);
  });

  it('takes a live bet at the current odds, and refuses the odds of a minute before with the new ones', async () => {
    const first = (await upcoming())[0]!;
    const kickoff = new Date(first.kickoff).getTime();
    // The first minute from `from` at whose start no market is suspended around a dangerous moment.
    const openFrom = async (from: number) => {
      for (let m = from; ; m++) {
        s.clock.set(new Date(kickoff + m * MINUTE));
        const event = (await board()).events.find((e) => e.id === first.id)!;
        if (event.markets.some((x) => x.selections.length > 0)) return event;
      }
    };
    try {
      const seen = await openFrom(5);
      const now = await openFrom(30);
      const market = (['1x2', 'dc', 'ou25', 'btts'] as const).find(
        (m) =>
          seen.markets.find((x) => x.market === m)!.selections.length > 0 &&
          now.markets.find((x) => x.market === m)!.selections.length > 0 &&
          leg(seen, m, 1).odds !== leg(now, m, 1).odds,
      )!;
      const p = await player(10_000);
      const stale = leg(seen, market, 1);
      const fresh = leg(now, market, 1);
      expect(stale.odds).not.toBe(fresh.odds);
      const answer = await slip(p, [stale]);
      expect([answer.status, answer.json.error, answer.json.params]).toEqual([
        409,
        'sports.odds_changed',
        { odds: fresh.odds },
      ]);
      expect((await placed(p, [fresh])).odds).toBe(fresh.odds);
      // Past the last minute for bets: closed.
      s.clock.set(new Date(kickoff + 102 * MINUTE));
      const late = await slip(await player(1_000), [fresh]);
      expect([late.status, late.json.error]).toEqual([422, 'sports.betting_closed']);
    } finally {
      s.clock.set(new Date('2026-03-02T12:00:00.000Z'));
    }
  });

  it('refuses a suspended live market', async () => {
    // Find, over the next days' fixtures, a live moment where a market is suspended (decided).
    const events = (await board()).events;
    let found: { at: number; event: SportsEvent; market: MarketId } | undefined;
    for (const event of events) {
      for (let m = 60; m <= 100 && !found; m += 5) {
        const at = new Date(event.kickoff).getTime() + m * MINUTE;
        s.clock.set(new Date(at));
        const live = (await board()).events.find((e) => e.id === event.id);
        const closed = live?.markets.find((x) => x.selections.length === 0);
        if (live && closed) found = { at, event: live, market: closed.market };
      }
      if (found) break;
    }
    try {
      expect(found).toBeDefined();
      s.clock.set(new Date(found!.at));
      const p = await player(10_000);
      const answer = await slip(p, [
        { fixture_id: found!.event.id, market: found!.market, selection: MARKETS[found!.market][0]!, odds: '1.50' },
      ]);
      expect([answer.status, answer.json.error]).toEqual([409, 'sports.market_suspended']);
    } finally {
      s.clock.set(new Date('2026-03-02T12:00:00.000Z'));
    }
  });

  it('cannot overdraw with parallel slips, and applies the daily bets limit', async () => {
    const p = await player(300);
    const [a, b] = await upcoming();
    const answers = await Promise.all(Array.from({ length: 5 }, () => slip(p, [leg(a!), leg(b!)], '1.00')));
    expect(answers.filter((x) => x.status === 200)).toHaveLength(3);
    expect(answers.filter((x) => x.status !== 200).map((x) => x.json.error)).toEqual([
      'bet.insufficient_balance',
      'bet.insufficient_balance',
    ]);
    expect(await s.balanceOf(p.id)).toBe(0);

    const q = await player(1_000);
    const limit = await s.call('POST', '/api/responsible/limit', {
      token: q.token,
      body: { kind: 'bets_day', value: 1 },
    });
    expect(limit.status, limit.json.message).toBe(200);
    await placed(q, [leg(a!)]);
    const second = await slip(q, [leg(b!)]);
    expect(second.json.error).toBe('responsible.bets_limit');
    expect(await s.balanceOf(q.id)).toBe(900);
  });
});

describe('settlement', () => {
  it('settles every market from the score and pays an accumulator once, when its last leg settles', async () => {
    const p = await player(10_000);
    const events = await upcoming();
    const [a, b, c] = events.slice(3, 6) as [SportsEvent, SportsEvent, SportsEvent];
    // a: home 1X2, b: over 2.5 → the accumulator wins with 2-1 and 3-0.
    const acca = await placed(p, [leg(a, '1x2', 0), leg(b, 'ou25', 0)], '10.00');
    const btts = await placed(p, [leg(c, 'btts', 0)], '5.00');
    const dc = await placed(p, [leg(a, 'dc', 2)], '5.00'); // x2 loses with 2-1
    const balance = await s.balanceOf(p.id);

    const first = await settle(a.id, '2-1');
    expect(first.status, first.json.message).toBe(200);
    expect(v.parse(SettleFixtureResult, first.json.data)).toMatchObject({
      result: 'home',
      score: { home: 2, away: 1 },
      slips_settled: 1,
    });
    let list = await mySlips(p);
    expect(list.find((x) => x.slip_id === acca.slip_id)).toMatchObject({ status: 'open' });
    expect(list.find((x) => x.slip_id === acca.slip_id)!.legs[0]).toMatchObject({
      status: 'won',
      score: { home: 2, away: 1 },
    });
    expect(list.find((x) => x.slip_id === dc.slip_id)).toMatchObject({ status: 'lost', win_amount: '0.00' });

    const second = v.parse(SettleFixtureResult, (await settle(b.id, '3-0')).json.data);
    expect(second.slips_settled).toBe(1);
    // What this settlement paid is the accumulator's return, though no single bet was on the match.
    expect(second).toMatchObject({ bets_settled: 0, paid_now: acca.potential_win, paid: acca.potential_win });
    list = await mySlips(p);
    expect(list.find((x) => x.slip_id === acca.slip_id)).toMatchObject({
      status: 'won',
      win_amount: acca.potential_win,
    });
    expect(await s.balanceOf(p.id)).toBe(balance + Math.round(Number(acca.potential_win) * 100));

    // Again: nothing more; another score: refused.
    const again = await settle(b.id, '3-0');
    expect(v.parse(SettleFixtureResult, again.json.data)).toMatchObject({
      slips_settled: 0,
      bets_settled: 0,
      paid_now: '0.00',
      paid: acca.potential_win,
    });
    expect(await winsOf(acca.slip_id)).toBe(1);
    const other = await settle(b.id, '0-0');
    expect([other.status, other.json.error]).toEqual([409, 'sports.already_settled']);

    // Both teams to score "yes" loses with 1-0.
    await settle(c.id, '1-0');
    expect((await mySlips(p)).find((x) => x.slip_id === btts.slip_id)).toMatchObject({ status: 'lost' });
    expect(await winsOf(btts.slip_id)).toBe(0);
  });

  it('voids a fixture: a single gets its stake back, an accumulator pays on its other legs', async () => {
    const p = await player(10_000);
    const [d, e] = (await upcoming()).slice(6, 8) as [SportsEvent, SportsEvent];
    const single = await placed(p, [leg(d, 'btts', 1)], '4.00');
    const acca = await placed(p, [leg(d, '1x2', 1), leg(e, '1x2', 1)], '2.00');
    const voided = await settle(d.id, 'void');
    expect(v.parse(SettleFixtureResult, voided.json.data)).toMatchObject({ result: 'void', score: null });
    const list = await mySlips(p);
    expect(list.find((x) => x.slip_id === single.slip_id)).toMatchObject({ status: 'void', win_amount: '4.00' });
    expect(list.find((x) => x.slip_id === acca.slip_id)).toMatchObject({ status: 'open' });
    await settle(e.id, '1-1');
    const drawOdds = Math.round(Number(leg(e, '1x2', 1).odds) * 100);
    expect((await mySlips(p)).find((x) => x.slip_id === acca.slip_id)).toMatchObject({
      status: 'won',
      win_amount: (Math.floor((200 * drawOdds) / 100) / 100).toFixed(2),
    });
    const bad = await s.call('POST', '/api/house/sports/slip', {
      token: p.token,
      body: { legs: [leg(d)], amount: '1.00' },
    });
    expect([bad.status, bad.json.error]).toEqual([422, 'sports.betting_closed']);
    expect(await s.db.select({ n: count() }).from(sportsSlips).where(eq(sportsSlips.memberId, p.id))).toEqual([
      { n: 2 },
    ]);
  });

  it('puts the next day on with the jobs once the schedule runs short', async () => {
    const before = (await s.db.select({ n: count() }).from(fixtures))[0]!.n;
    s.clock.set(new Date('2026-03-03T12:00:00.000Z'));
    try {
      const ran = await s.runDueWork();
      expect(ran.fixturesAdded).toBeGreaterThan(0);
      expect((await s.runDueWork()).fixturesAdded).toBe(0);
      expect((await s.db.select({ n: count() }).from(fixtures))[0]!.n).toBeGreaterThan(before);
    } finally {
      s.clock.set(new Date('2026-03-02T12:00:00.000Z'));
    }
  });
});
