import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FeedState,
  FixtureExposure,
  MarketState,
  TraderFixturePage,
  type TraderFixture,
} from '../../contract/boSportsbook';
import { GamePage, SettleFixtureResult, SportsBet } from '../../contract';
import { Slip, SportsBoard } from '../../contract/sports';
import { members } from '../../server/db/schema';
import { saoPauloDay, saoPauloDayStart } from '../../lib/time';
import { seedFixtures, settleFinishedFixtures } from '../../server/house/sports';
import { credit } from '../../server/wallet/ledger';
import { HOUR, MINUTE, setupServer, type SetupOptions, type TestServer } from './helpers';
import { actionsDoneOn, asStaff, signedInStaff as signedIn } from './staff';
import type { StaffRole } from '../../contract/backoffice';

/** A staff member signed in, with an e-mail no other run or file on a shared database uses. */
const signedInStaff = (s: TestServer, roles: StaffRole[]) =>
  signedIn(s, roles, `${roles.join('-')}.${randomBytes(5).toString('hex')}@trading.rodada.test`);

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

describe.each(targets)('the trader’s sportsbook on $name', ({ options }) => {
  let s: TestServer;
  let sportsGameId: number;
  let day: string;
  let trader: Awaited<ReturnType<typeof signedInStaff>>;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;

  // A São Paulo day of its own, years ahead, so that on a shared PostgreSQL database no other test file's
  // bets land on these fixtures (their codes carry the day): a Wednesday, when most leagues play a round.
  beforeAll(async () => {
    s = await setupServer({}, 'bo-sportsbook', options);
    day = saoPauloDay(new Date(Date.UTC(2040, 0, 4, 12) + randomInt(0, 20 * 52) * 7 * 86_400_000));
    // 08:00 in São Paulo: every fixture of the day is still ahead.
    s.clock.set(new Date(saoPauloDayStart(day).getTime() + 8 * HOUR));
    await s.db.transaction((tx) => seedFixtures(tx, s.clock.now()));
    const games = v.parse(GamePage, (await s.call('GET', '/api/games/listsv2?category=sports&per_page=1')).json.data);
    sportsGameId = games.list[0]!.id;
    trader = await signedInStaff(s, ['trader']);
    admin = await signedInStaff(s, ['admin']);
  }, 120_000);
  afterAll(() => s?.close());

  const as = (who: { token: string }) => asStaff(s, who.token);
  const auditOf = (subject: string) => actionsDoneOn(s, subject);

  async function fixturesOf(query: string, who = trader) {
    const answer = await as(who)('GET', `/api/operator/sportsbook/fixtures?${query}`);
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(TraderFixturePage, answer.json.data);
  }
  /** The day's upcoming fixtures, by kickoff; each test takes its own. */
  const taken = new Set<string>();
  async function freshFixture(): Promise<TraderFixture> {
    const page = await fixturesOf(`day=${day}&state=upcoming&per_page=100`);
    const fixture = page.list.find((f) => !taken.has(f.id));
    if (!fixture) throw new Error('No fixture left on the day');
    taken.add(fixture.id);
    return fixture;
  }

  async function player(reais = 100) {
    const registered = await s.register();
    const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
    await s.db.transaction((tx) =>
      credit(tx, member!.id, reais * 100, 'test.fund', `bo-sports-${member!.id}`, s.clock.now()),
    );
    return { ...registered, id: member!.id };
  }
  type Player = Awaited<ReturnType<typeof player>>;
  const bet = (p: Player, fixture: string, selection: string, amount: string) =>
    s.call('POST', '/api/house/sports/bet', {
      token: p.token,
      body: { game_id: sportsGameId, fixture_id: fixture, selection, amount },
    });
  const slip = (
    p: Player,
    legs: Array<{ fixture_id: string; market: string; selection: string; odds: string }>,
    amount: string,
  ) => s.call('POST', '/api/house/sports/slip', { token: p.token, body: { legs, amount } });
  const oddsOf = (f: TraderFixture, market: string, selection: string) =>
    f.markets.find((m) => m.market === market)!.selections.find((x) => x.selection === selection)!.odds!;
  const suspend = (who: { token: string }, fixture: string, market: string, reason = 'Injury news') =>
    as(who)('POST', '/api/operator/sportsbook/markets/suspend', { fixture, market, reason });
  const reopen = (who: { token: string }, fixture: string, market: string, reason = 'News checked') =>
    as(who)('POST', '/api/operator/sportsbook/markets/reopen', { fixture, market, reason });
  const cents = (money: string) => Math.round(Number(money) * 100);

  it('lists fixtures by day and state with their markets, prices and open stakes; refuses a bad filter', async () => {
    const page = await fixturesOf(`day=${day}&per_page=100`);
    expect(page.total).toBeGreaterThan(5);
    expect(page.list.every((f) => f.id.endsWith(day.replaceAll('-', '')))).toBe(true);
    const kickoffs = page.list.map((f) => f.kickoff);
    expect([...kickoffs].sort()).toEqual(kickoffs);
    const first = page.list[0]!;
    expect(first).toMatchObject({
      state: 'upcoming',
      result: null,
      settled_by: null,
      open_bets: 0,
      open_stakes: '0.00',
    });
    expect(first.markets.map((m) => m.market)).toEqual(['1x2', 'dc', 'ou25', 'btts']);
    expect(first.markets[0]).toMatchObject({ suspended: false, priced: true });
    expect(first.markets[0]!.selections.map((x) => x.selection)).toEqual(['home', 'draw', 'away']);
    expect(first.markets[0]!.selections.every((x) => /^\d+\.\d{2}$/.test(x.odds ?? ''))).toBe(true);
    expect(Date.parse(first.ends_at) - Date.parse(first.kickoff)).toBe(105 * MINUTE);
    // A league found by the name the desk shows (part of it, any case) as by its code.
    const league = first.league;
    const byCode = await fixturesOf(`day=${day}&per_page=100&league=${league}`);
    const byName = await fixturesOf(
      `day=${day}&per_page=100&league=${encodeURIComponent(first.competition.slice(0, 8).toUpperCase())}`,
    );
    expect(byCode.total).toBeGreaterThan(0);
    expect(byCode.list.every((f) => f.league === league)).toBe(true);
    expect(byName.list.map((f) => f.id)).toEqual(expect.arrayContaining(byCode.list.map((f) => f.id)));
    expect((await fixturesOf(`day=${day}&league=${encodeURIComponent('no such league')}`)).total).toBe(0);
    // Admins read it too.
    expect((await fixturesOf(`day=${day}&state=settled`, admin)).total).toBe(0);
    const bad = await as(trader)('GET', '/api/operator/sportsbook/fixtures?state=finished');
    expect([bad.status, bad.json.error]).toEqual([422, 'request.invalid']);
    const badDay = await as(trader)('GET', '/api/operator/sportsbook/fixtures?day=2026-02-31');
    expect([badDay.status, badDay.json.error]).toEqual([422, 'audit.day_invalid']);
  });

  it('lists another sport’s fixtures with its main market (who wins) and their exposure, by the sport asked', async () => {
    const page = await fixturesOf(`sport=tennis&day=${day}&state=upcoming&per_page=100`);
    expect(page.total).toBeGreaterThan(0);
    // A match whose both sides have a price now (on some days the first match's outsider has none).
    const f = page.list.find((x) => x.markets[0]?.selections.every((selection) => selection.odds !== null))!;
    expect(f, 'a tennis match priced on both sides').toBeDefined();
    expect(f.sport).toBe('tennis');
    expect(f.markets.map((m) => m.market)).toEqual(['match']);
    expect(f.markets[0]!.selections.map((x) => x.selection)).toEqual(['home', 'away']);
    expect(Date.parse(f.ends_at)).toBeGreaterThan(Date.parse(f.kickoff));
    // Football's list (no sport asked) holds none of it.
    expect((await fixturesOf(`day=${day}&per_page=100`)).list.every((x) => x.sport === 'football')).toBe(true);
    const bad = await as(trader)('GET', '/api/operator/sportsbook/fixtures?sport=golf');
    expect([bad.status, bad.json.error]).toEqual([422, 'request.invalid']);

    const p = await player();
    const odds = oddsOf(f, 'match', 'away');
    const placed = await slip(p, [{ fixture_id: f.id, market: 'match', selection: 'away', odds }], '5.00');
    expect(placed.status, JSON.stringify([placed.json, odds, f.id])).toBe(200);
    const exposure = v.parse(
      FixtureExposure,
      (await as(trader)('GET', `/api/operator/sportsbook/exposure?fixture=${f.id}`)).json.data,
    );
    expect(exposure.markets.map((m) => m.market)).toEqual(['match']);
    const away = exposure.markets[0]!.selections.find((x) => x.selection === 'away')!;
    expect([away.bets, away.stakes, away.payout]).toEqual([
      1,
      '5.00',
      (Math.floor(5 * Math.round(Number(odds) * 100)) / 100).toFixed(2),
    ]);
    expect(exposure.markets[0]!.worst.outcome).toBe('away');

    // Its markets are not settled from a score or a bare result: by hand, only void (or market by market).
    for (const result of ['2-0', 'away']) {
      const typed = await as(trader)('POST', '/api/operator/sportsbook/settle', {
        fixture: f.id,
        result,
        reason: 'Official result',
      });
      expect([typed.status, typed.json.error]).toEqual([422, 'sports.settle_by_markets']);
    }
    const after = (await fixturesOf(`sport=tennis&day=${day}&state=upcoming&per_page=100`)).list.find(
      (x) => x.id === f.id,
    )!;
    expect(after).toMatchObject({ state: 'upcoming', result: null, open_bets: 1, open_stakes: '5.00' });
  });

  it('suspends a market: the board shows it without prices, its bets are refused, other markets still take bets; reopens it', async () => {
    const f = await freshFixture();
    const p = await player();
    const done = await suspend(trader, f.id.toLowerCase(), '1x2');
    expect(done.status, done.json.message).toBe(200);
    expect(v.parse(MarketState, done.json.data)).toMatchObject({
      fixture: f.id,
      market: '1x2',
      suspended: true,
      suspended_reason: 'Injury news',
    });
    // The player's board: the market is there, without selections (shown suspended).
    const board = v.parse(SportsBoard, (await s.call('GET', '/api/house/sports/board')).json.data);
    const event = board.events.find((e) => e.id === f.id)!;
    expect(event.markets.find((m) => m.market === '1x2')!.selections).toEqual([]);
    expect(event.markets.find((m) => m.market === 'dc')!.selections.length).toBe(3);
    // Both bet endpoints refuse it, nothing taken from the wallet.
    const before = await s.balanceOf(p.id);
    expect((await bet(p, f.id, 'home', '5.00')).json.error).toBe('sports.market_suspended');
    const refused = await slip(
      p,
      [{ fixture_id: f.id, market: '1x2', selection: 'home', odds: oddsOf(f, '1x2', 'home') }],
      '5.00',
    );
    expect([refused.status, refused.json.error]).toEqual([409, 'sports.market_suspended']);
    expect(await s.balanceOf(p.id)).toBe(before);
    const other = await slip(
      p,
      [{ fixture_id: f.id, market: 'dc', selection: '1x', odds: oddsOf(f, 'dc', '1x') }],
      '5.00',
    );
    expect(other.status, other.json.message).toBe(200);
    // The trader's list says so.
    const listed = (await fixturesOf(`day=${day}&per_page=100`)).list.find((x) => x.id === f.id)!;
    expect(listed.markets[0]).toMatchObject({ market: '1x2', suspended: true, suspended_reason: 'Injury news' });
    expect(listed).toMatchObject({ open_bets: 1, open_stakes: '5.00' });

    // Twice is refused, and an admin (who reads) cannot suspend.
    expect((await suspend(trader, f.id, '1x2')).json.error).toBe('sports.market_already_suspended');
    expect((await suspend(admin, f.id, 'dc')).json.error).toBe('operator.role_forbidden');

    const reopened = await reopen(trader, f.id, '1x2');
    expect(reopened.json.data).toMatchObject({ suspended: false, suspended_at: null });
    expect((await reopen(trader, f.id, '1x2')).json.error).toBe('sports.market_not_suspended');
    expect((await bet(p, f.id, 'home', '5.00')).status).toBe(200);

    const trail = await auditOf(`market:${f.id}:1x2`);
    expect(trail.map((e) => [e.actorId, e.action, e.reason])).toEqual([
      [trader.id, '/operator/sportsbook/markets/suspend', 'Injury news'],
      [trader.id, '/operator/sportsbook/markets/reopen', 'News checked'],
    ]);
    expect(trail[0]!.before).toMatchObject({ suspended: false });
    expect(trail[0]!.after).toMatchObject({ suspended: true, suspended_reason: 'Injury news' });
    expect(trail[1]!.after).toMatchObject({ suspended: false });
  });

  it('refuses a suspension without a reason, of an unknown market or fixture, leaving no line', async () => {
    const f = await freshFixture();
    expect((await suspend(trader, f.id, '1x2', 'x')).json.error).toBe('audit.reason_required');
    expect((await suspend(trader, f.id, 'corners')).json.error).toBe('sports.market_invalid');
    expect((await suspend(trader, 'NOPE-NOPE-20990101', '1x2')).json.error).toBe('sports.fixture_not_found');
    expect(await auditOf(`market:${f.id}:1x2`)).toEqual([]);
  });

  it('suspends once when two traders suspend at the same time', async () => {
    const f = await freshFixture();
    const other = await signedInStaff(s, ['trader']);
    const answers = await Promise.all([suspend(trader, f.id, 'btts'), suspend(other, f.id, 'btts')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.map((a) => a.json.error ?? null).sort()).toEqual(['sports.market_already_suspended', null].sort());
    expect((await auditOf(`market:${f.id}:btts`)).length).toBe(1);
  });

  it('shows the exposure per selection and each market’s worst case, to the centavo', async () => {
    const f = await freshFixture();
    const [a, b] = [await player(), await player()];
    const home = v.parse(SportsBet, (await bet(a, f.id, 'home', '10.00')).json.data);
    const home2 = v.parse(SportsBet, (await bet(b, f.id, 'home', '2.50')).json.data);
    const draw = v.parse(SportsBet, (await bet(a, f.id, 'draw', '4.00')).json.data);
    const under = await slip(
      b,
      [{ fixture_id: f.id, market: 'ou25', selection: 'under', odds: oddsOf(f, 'ou25', 'under') }],
      '3.00',
    );
    expect(under.status, under.json.message).toBe(200);
    // An accumulator with a leg here and one on another fixture.
    const g = await freshFixture();
    const acca = await slip(
      a,
      [
        { fixture_id: f.id, market: '1x2', selection: 'away', odds: oddsOf(f, '1x2', 'away') },
        { fixture_id: g.id, market: '1x2', selection: 'home', odds: oddsOf(g, '1x2', 'home') },
      ],
      '1.00',
    );
    expect(acca.status, acca.json.message).toBe(200);
    const accaSlip = v.parse(Slip, acca.json.data);

    const answer = await as(trader)('GET', `/api/operator/sportsbook/exposure?fixture=${f.id}`);
    expect(answer.status, answer.json.message).toBe(200);
    const exposure = v.parse(FixtureExposure, answer.json.data);
    const market = (id: string) => exposure.markets.find((m) => m.market === id)!;
    const sel = (id: string, s2: string) => market(id).selections.find((x) => x.selection === s2)!;
    const pays = (amount: string, odds: string) => Math.floor((cents(amount) * cents(odds)) / 100);
    const homePays = pays('10.00', home.odds) + pays('2.50', home2.odds);
    expect(sel('1x2', 'home')).toMatchObject({ bets: 2, stakes: '12.50', payout: (homePays / 100).toFixed(2) });
    expect(sel('1x2', 'draw')).toMatchObject({
      bets: 1,
      stakes: '4.00',
      payout: (pays('4.00', draw.odds) / 100).toFixed(2),
    });
    expect(sel('1x2', 'away')).toMatchObject({
      bets: 0,
      stakes: '0.00',
      accumulators: 1,
      accumulator_payout: accaSlip.potential_win,
    });
    // The worst case of 1X2: the result that pays the most; the house keeps 16.50 of stakes minus that.
    const drawPays = pays('4.00', draw.odds);
    const [outcome, worst] = drawPays > homePays ? ['draw', drawPays] : ['home', homePays];
    expect(market('1x2')).toMatchObject({ bets: 3, stakes: '16.50' });
    expect(market('1x2').worst).toMatchObject({
      outcome,
      payout: (worst / 100).toFixed(2),
      result: ((1650 - worst) / 100).toFixed(2),
      accumulator_payout: '0.00',
    });
    const underSlip = v.parse(Slip, under.json.data);
    expect(sel('ou25', 'under')).toMatchObject({ bets: 1, stakes: '3.00', payout: underSlip.potential_win });
    expect(market('ou25').worst.outcome).toBe('under');
    expect(exposure).toMatchObject({ fixture: f.id, state: 'upcoming', stakes: '19.50' });
    expect(cents(exposure.worst_result)).toBe(exposure.markets.reduce((sum, m) => sum + cents(m.worst.result), 0));
    expect((await as(trader)('GET', '/api/operator/sportsbook/exposure?fixture=NOPE-X-1')).json.error).toBe(
      'sports.fixture_not_found',
    );
  });

  it('settles with the score or voids with a reason: stakes back on a void, each in the trail; another result is refused', async () => {
    const f = await freshFixture();
    const p = await player();
    const start = await s.balanceOf(p.id);
    expect((await bet(p, f.id, 'home', '10.00')).status).toBe(200);
    expect(
      (await slip(p, [{ fixture_id: f.id, market: 'btts', selection: 'yes', odds: oddsOf(f, 'btts', 'yes') }], '5.00'))
        .status,
    ).toBe(200);
    expect(await s.balanceOf(p.id)).toBe(start - 1500);

    const settle = (result: string, reason?: string) =>
      as(trader)('POST', '/api/operator/sportsbook/settle', { fixture: f.id, result, ...(reason ? { reason } : {}) });
    expect((await settle('void')).json.error).toBe('audit.reason_required');
    const voided = await settle('void', 'Match abandoned');
    expect(voided.status, voided.json.message).toBe(200);
    expect(v.parse(SettleFixtureResult, voided.json.data)).toMatchObject({
      result: 'void',
      bets_settled: 1,
      slips_settled: 1,
      paid_now: '15.00',
    });
    expect(await s.balanceOf(p.id)).toBe(start);
    expect((await settle('2-1', 'Result came late')).json.error).toBe('sports.already_settled');
    const listed = (await fixturesOf(`day=${day}&state=void&per_page=100`)).list.map((x) => x.id);
    expect(listed).toContain(f.id);
    const trail = await auditOf(`fixture:${f.id}`);
    expect(trail.map((e) => [e.actorId, e.action, e.reason])).toEqual([
      [trader.id, '/operator/sportsbook/settle', 'Match abandoned'],
    ]);
    expect(trail[0]!.before).toMatchObject({ status: 'open', result: null });
    expect(trail[0]!.after).toMatchObject({
      status: 'void',
      settled_by: 'operator',
      bets_settled: 1,
      paid_now: '15.00',
    });

    // A score settles every market from it.
    const g = await freshFixture();
    const won = v.parse(SportsBet, (await bet(p, g.id, 'home', '10.00')).json.data);
    const settled = await as(trader)('POST', '/api/operator/sportsbook/settle', {
      fixture: g.id,
      result: '2-0',
      reason: 'Official result',
    });
    expect(v.parse(SettleFixtureResult, settled.json.data)).toMatchObject({
      result: 'home',
      score: { home: 2, away: 0 },
      paid_now: won.potential_win,
    });
    const row = (await fixturesOf(`day=${day}&state=settled&per_page=100`)).list.find((x) => x.id === g.id)!;
    expect(row).toMatchObject({
      state: 'settled',
      result: 'home',
      score: { home: 2, away: 0 },
      settled_by: 'operator',
    });
  });

  it('settles once when two traders settle at the same time with different results: paid once, one line', async () => {
    const f = await freshFixture();
    const p = await player();
    const start = await s.balanceOf(p.id);
    const placed = v.parse(SportsBet, (await bet(p, f.id, 'home', '10.00')).json.data);
    const other = await signedInStaff(s, ['trader']);
    const answers = await Promise.all(
      [
        [trader, 'void'],
        [other, '1-0'],
      ].map(([who, result]) =>
        as(who as { token: string })('POST', '/api/operator/sportsbook/settle', {
          fixture: f.id,
          result,
          reason: 'Race',
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)!;
    const result = v.parse(SettleFixtureResult, won.json.data).result;
    // A void gives the stake back; 1-0 pays the home bet: either way once.
    const paid = result === 'void' ? 1000 : cents(placed.potential_win);
    expect(await s.balanceOf(p.id)).toBe(start - 1000 + paid);
    expect((await auditOf(`fixture:${f.id}`)).length).toBe(1);
  });

  it('takes no bet once a suspension is committed, when bets and the suspension arrive together', async () => {
    const f = await freshFixture();
    const bettors = await Promise.all([1, 2, 3, 4].map(() => player()));
    const [suspended, ...bets] = await Promise.all([
      suspend(trader, f.id, '1x2', 'Late team news'),
      ...bettors.map((p) => bet(p, f.id, 'home', '2.00')),
    ]);
    expect(suspended!.status).toBe(200);
    // Each bet either went in before the suspension or was refused: none is half-taken.
    for (const [i, answer] of bets.entries()) {
      expect([200, 409]).toContain(answer.status);
      if (answer.status === 409) expect(answer.json.error).toBe('sports.market_suspended');
      expect(await s.balanceOf(bettors[i]!.id)).toBe(10_000 - (answer.status === 200 ? 200 : 0));
    }
    const exposure = v.parse(
      FixtureExposure,
      (await as(trader)('GET', `/api/operator/sportsbook/exposure?fixture=${f.id}`)).json.data,
    );
    expect(exposure.markets[0]).toMatchObject({
      suspended: true,
      bets: bets.filter((a) => a.status === 200).length,
    });
    // After it, every bet is refused.
    expect((await bet(bettors[0]!, f.id, 'home', '2.00')).json.error).toBe('sports.market_suspended');
  });

  it('shows the results source: fixtures past their end waiting for a result, then the feed’s last result', async () => {
    const f = await freshFixture();
    if (!options.databaseUrl) {
      // The feed's results of every match that ended before this one (this file's fixtures from its start).
      s.clock.set(new Date(Date.parse(f.ends_at) - MINUTE));
      while ((await settleFinishedFixtures(s.deps, s.clock.now())) > 0);
    }
    // Twelve minutes after the match ended, no result yet (the job has not run).
    s.clock.set(new Date(Date.parse(f.ends_at) + 12 * MINUTE));
    const staff = await signedInStaff(s, ['trader']);
    const waiting = (await fixturesOf(`day=${day}&state=waiting&per_page=100`, staff)).list.map((x) => x.id);
    expect(waiting).toContain(f.id);
    const feed = v.parse(FeedState, (await as(staff)('GET', '/api/operator/sportsbook/feed')).json.data);
    expect(feed).toMatchObject({ source: 'simulator', state: 'late', grace_minutes: 10 });
    expect(feed.waiting_total).toBeGreaterThanOrEqual(1);
    if (options.databaseUrl) return; // The job below settles every due fixture: not on a shared database.
    expect(feed.waiting.find((w) => w.fixture === f.id)).toMatchObject({ minutes_late: 12, ended_at: f.ends_at });

    expect(await settleFinishedFixtures(s.deps, s.clock.now())).toBeGreaterThan(0);
    const after = v.parse(FeedState, (await as(staff)('GET', '/api/operator/sportsbook/feed')).json.data);
    expect(after.waiting.map((w) => w.fixture)).not.toContain(f.id);
    expect(after.last_result).toMatchObject({ at: s.clock.now().toISOString() });
    expect(after.results_today).toBeGreaterThan(0);
    expect(after.state).toBe('ok');
  });
});
