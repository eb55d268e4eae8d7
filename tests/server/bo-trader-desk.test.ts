import { randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarketState, TraderFixturePage, type TraderFixture } from '../../contract/boSportsbook';
import {
  CashOutsPage,
  DeskMarkets,
  LiabilityPage,
  SettleMarketResult,
  type DeskMarket,
} from '../../contract/boTraderDesk';
import { GgrReport } from '../../contract/boReports';
import { FixtureMarkets, Slip, SlipList, SportsBoard } from '../../contract/sports';
import { partialCashOutCents } from '../../engines/cashOut';
import { auditEvents, ledgerEntries, members, sportsSlipLegs, sportsSlips } from '../../server/db/schema';
import { WIN_KIND } from '../../server/house/bets';
import { saoPauloDay, saoPauloDayStart } from '../../lib/time';
import { seedFixtures, settleFinishedFixtures } from '../../server/house/sports';
import { credit } from '../../server/wallet/ledger';
import { formatCents, parseMoney } from '../../server/wallet/money';
import { HOUR, setupServer, type SetupOptions, type TestServer } from './helpers';
import { asStaff, signedInStaff as signedIn } from './staff';
import type { StaffRole } from '../../contract/backoffice';

const signedInStaff = (s: TestServer, roles: StaffRole[]) =>
  signedIn(s, roles, `${roles.join('-')}.${randomBytes(5).toString('hex')}@desk.rodada.test`);

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

/** floor(stake × odds / 100): what a bet pays. */
const pays = (stakeCents: number, odds: string) => Math.floor((stakeCents * Math.round(Number(odds) * 100)) / 100);

describe.each(targets)('the trader desk on $name', ({ options }) => {
  let s: TestServer;
  let day: string;
  let trader: Awaited<ReturnType<typeof signedInStaff>>;

  // A São Paulo day of its own, years ahead (codes carry the day: no other file's bets land on these fixtures).
  beforeAll(async () => {
    s = await setupServer({}, 'bo-trader-desk', options);
    day = saoPauloDay(new Date(Date.UTC(2041, 0, 2, 12) + randomInt(0, 20 * 52) * 7 * 86_400_000));
    s.clock.set(new Date(saoPauloDayStart(day).getTime() + 8 * HOUR));
    await s.db.transaction((tx) => seedFixtures(tx, s.clock.now()));
    trader = await signedInStaff(s, ['trader']);
  }, 120_000);
  afterAll(() => s?.close());

  const as = (who: { token: string }) => asStaff(s, who.token);
  const auditOf = (subject: string) =>
    s.db.select().from(auditEvents).where(eq(auditEvents.subject, subject)).orderBy(auditEvents.id);
  const taken = new Set<string>();
  async function freshFixture(on = day, sport = 'football'): Promise<TraderFixture> {
    const answer = await as(trader)(
      'GET',
      `/api/operator/sportsbook/fixtures?day=${on}&state=upcoming&per_page=100&sport=${sport}`,
    );
    const fixture = v.parse(TraderFixturePage, answer.json.data).list.find((f) => !taken.has(f.id));
    if (!fixture) throw new Error('No fixture left on the day');
    taken.add(fixture.id);
    return fixture;
  }
  async function player(reais = 100) {
    const registered = await s.register();
    const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
    await s.db.transaction((tx) =>
      credit(tx, member!.id, reais * 100, 'test.fund', `desk-${member!.id}`, s.clock.now()),
    );
    return { ...registered, id: member!.id };
  }
  type Player = Awaited<ReturnType<typeof player>>;
  type Leg = { fixture_id: string; market: string; selection: string; odds: string };
  const slip = (p: Player, legs: Leg[], amount: string) =>
    s.call('POST', '/api/house/sports/slip', { token: p.token, body: { legs, amount } });
  async function desk(code: string) {
    const answer = await as(trader)('GET', `/api/operator/sportsbook/desk/markets?fixture=${code}`);
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(DeskMarkets, answer.json.data);
  }
  async function playerMarkets(code: string) {
    const answer = await s.call('GET', `/api/house/sports/fixtures/${code}/markets`);
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(FixtureMarkets, answer.json.data).groups.flatMap((g) => g.markets);
  }
  const legOf = (code: string, market: DeskMarket, i = 0): Leg => ({
    fixture_id: code,
    market: market.id,
    selection: market.selections[i]!.selection,
    odds: market.selections[i]!.odds!,
  });
  const marketOf = async (code: string, id: string) => (await desk(code)).markets.find((m) => m.id === id)!;
  const post = (path: string, body: Record<string, unknown>) =>
    as(trader)('POST', `/api/operator/sportsbook/${path}`, body);

  it('suspends any model market and the whole match: shown suspended, slips and cash-outs refused; reopens', async () => {
    const f = await freshFixture();
    const p = await player();
    const markets = await desk(f.id);
    expect(markets.markets.length).toBeGreaterThan(25);
    const handicap = markets.markets.find((m) => m.group === 'handicaps' && m.priced)!;
    const corners = markets.markets.find((m) => m.group === 'corners_cards' && m.priced)!;
    const riding = await slip(p, [legOf(f.id, corners)], '5.00');
    expect(riding.status, riding.json.message).toBe(200);

    const done = await post('markets/suspend', { fixture: f.id, market: handicap.id, reason: 'Line under review' });
    expect(done.status, done.json.message).toBe(200);
    expect(v.parse(MarketState, done.json.data)).toMatchObject({ market: handicap.id, suspended: true });
    expect((await playerMarkets(f.id)).find((m) => m.id === handicap.id)).toMatchObject({ suspended: true });
    expect((await marketOf(f.id, handicap.id)).suspended_reason).toBe('Line under review');
    const refused = await slip(p, [legOf(f.id, handicap)], '5.00');
    expect([refused.status, refused.json.error]).toEqual([409, 'sports.market_suspended']);
    // Other markets still take bets; a market the fixture does not offer cannot be suspended.
    expect((await playerMarkets(f.id)).find((m) => m.id === corners.id)).toMatchObject({ suspended: false });
    const unknown = await post('markets/suspend', { fixture: f.id, market: 'ah:-9.75', reason: 'No such line' });
    expect([unknown.status, unknown.json.error]).toEqual([422, 'sports.market_invalid']);

    // The whole match: every market suspended, the slip's cash-out with it.
    const match = await post('matches/suspend', { fixture: f.id, reason: 'Pitch inspection' });
    expect(match.status, match.json.message).toBe(200);
    expect((await post('matches/suspend', { fixture: f.id, reason: 'Again' })).json.error).toBe(
      'sports.market_already_suspended',
    );
    expect((await playerMarkets(f.id)).every((m) => m.suspended)).toBe(true);
    const board = v.parse(SportsBoard, (await s.call('GET', '/api/house/sports/board')).json.data);
    expect(board.events.find((e) => e.id === f.id)!.markets.every((m) => m.selections.length === 0)).toBe(true);
    expect((await slip(p, [legOf(f.id, corners)], '5.00')).json.error).toBe('sports.market_suspended');
    const mine = v.parse(SlipList, (await s.call('GET', '/api/house/sports/slips', { token: p.token })).json.data);
    expect(mine.find((x) => x.slip_id === v.parse(Slip, riding.json.data).slip_id)!.cash_out).toEqual({
      value: null,
      suspended: true,
    });
    expect((await desk(f.id)).match_suspended_reason).toBe('Pitch inspection');

    // Reopening the match leaves the market suspended one by one suspended; then it reopens too.
    expect((await post('matches/reopen', { fixture: f.id, reason: 'Pitch fine' })).status).toBe(200);
    expect((await post('matches/reopen', { fixture: f.id, reason: 'Pitch fine' })).json.error).toBe(
      'sports.market_not_suspended',
    );
    expect((await playerMarkets(f.id)).find((m) => m.id === corners.id)).toMatchObject({ suspended: false });
    expect((await playerMarkets(f.id)).find((m) => m.id === handicap.id)).toMatchObject({ suspended: true });
    expect((await post('markets/reopen', { fixture: f.id, market: handicap.id, reason: 'Checked' })).status).toBe(200);
    expect((await slip(p, [legOf(f.id, handicap)], '5.00')).status).toBe(200);
    expect((await auditOf(`market:${f.id}:*`)).map((e) => [e.actorId, e.reason])).toEqual([
      [trader.id, 'Pitch inspection'],
      [trader.id, 'Pitch fine'],
    ]);
  });

  it('overrides a price with a reason (audited): the board, the markets endpoint and the slip use it; removing it too', async () => {
    const f = await freshFixture();
    const p = await player();
    const feed = (await marketOf(f.id, '1x2')).selections.find((x) => x.selection === 'home')!.feed_odds!;
    const odds = Number(feed) >= 9 ? '1.50' : formatCents(parseMoney(feed) + 37);
    const override = (body: Record<string, unknown>) => post('prices/override', { fixture: f.id, ...body });
    expect((await override({ market: '1x2', selection: 'home', odds })).json.error).toBe('audit.reason_required');
    expect((await override({ market: '1x2', selection: 'home', odds: '1.00', reason: 'Sharp money' })).json.error).toBe(
      'sports.override_odds_invalid',
    );
    expect((await override({ market: '1x2', selection: 'nobody', odds, reason: 'Sharp money' })).json.error).toBe(
      'sports.market_invalid',
    );
    const done = await override({ market: '1x2', selection: 'home', odds, reason: 'Sharp money' });
    expect(done.status, done.json.message).toBe(200);
    // Under the board's id and the model's alike: `ou25` is the model's `total:2.5`.
    expect((await override({ market: 'ou25', selection: 'over', odds: '2.22', reason: 'Weather' })).status).toBe(200);

    const board = v.parse(SportsBoard, (await s.call('GET', '/api/house/sports/board')).json.data);
    const event = board.events.find((e) => e.id === f.id)!;
    expect(event.markets.find((m) => m.market === '1x2')!.selections.find((x) => x.selection === 'home')!.odds).toBe(
      odds,
    );
    expect(event.markets.find((m) => m.market === 'ou25')!.selections.find((x) => x.selection === 'over')!.odds).toBe(
      '2.22',
    );
    const markets = await playerMarkets(f.id);
    expect(markets.find((m) => m.id === '1x2')!.selections.find((x) => x.selection === 'home')!.odds).toBe(odds);
    expect(markets.find((m) => m.id === 'total:2.5')!.selections.find((x) => x.selection === 'over')!.odds).toBe(
      '2.22',
    );
    const row = (await marketOf(f.id, '1x2')).selections.find((x) => x.selection === 'home')!;
    expect(row).toMatchObject({ feed_odds: feed, odds, override: { odds, reason: 'Sharp money', set_by: trader.id } });

    // The slip is taken at the override, and refused at the feed's odds.
    const stale = await slip(p, [{ fixture_id: f.id, market: '1x2', selection: 'home', odds: feed }], '5.00');
    expect([stale.status, stale.json.error]).toEqual([409, 'sports.odds_changed']);
    const placed = await slip(p, [{ fixture_id: f.id, market: '1x2', selection: 'home', odds }], '5.00');
    expect(placed.status, placed.json.message).toBe(200);
    expect(v.parse(Slip, placed.json.data).odds).toBe(odds);

    const removed = await post('prices/remove', {
      fixture: f.id,
      market: '1x2',
      selection: 'home',
      reason: 'Market settled down',
    });
    expect(removed.status, removed.json.message).toBe(200);
    expect(
      (await post('prices/remove', { fixture: f.id, market: '1x2', selection: 'home', reason: 'Again' })).json.error,
    ).toBe('sports.override_not_found');
    expect((await marketOf(f.id, '1x2')).selections.find((x) => x.selection === 'home')).toMatchObject({
      odds: feed,
      override: null,
    });
    const trail = await auditOf(`price:${f.id}:1x2:home`);
    expect(trail.map((e) => [e.actorId, e.action, e.reason])).toEqual([
      [trader.id, '/operator/sportsbook/prices/override', 'Sharp money'],
      [trader.id, '/operator/sportsbook/prices/remove', 'Market settled down'],
    ]);
    expect(trail[0]!.before).toMatchObject({ override: null });
    expect(trail[0]!.after).toMatchObject({ override: { odds, reason: 'Sharp money' } });
    expect(trail[1]!.after).toMatchObject({ override: null });
  });

  it('shows the liability per selection and per match of every market, riskiest first, to the centavo', async () => {
    const [f, g] = [await freshFixture(), await freshFixture()];
    const [a, b] = [await player(), await player()];
    const fm = (await desk(f.id)).markets;
    const corners = fm.find((m) => m.group === 'corners_cards' && m.priced)!;
    const handicap = fm.find((m) => m.group === 'handicaps' && m.priced)!;
    const gm = (await desk(g.id)).markets;
    const gTotal = gm.find((m) => m.id === 'total:1.5')!;
    // f: singles on two selections of a corners market and one of a handicap; an accumulator f × g.
    const c0 = legOf(f.id, corners, 0);
    const c1 = legOf(f.id, corners, 1);
    const h0 = legOf(f.id, handicap, 0);
    const g0 = legOf(g.id, gTotal, 0);
    for (const [who, legs, amount] of [
      [a, [c0], '20.00'],
      [b, [c0], '3.00'],
      [a, [c1], '7.50'],
      [b, [h0], '4.00'],
      [a, [c0, g0], '2.00'],
    ] as const) {
      const answer = await slip(who, [...legs], amount);
      expect(answer.status, answer.json.message).toBe(200);
    }
    const accOdds = Math.floor((Math.round(Number(c0.odds) * 100) * Math.round(Number(g0.odds) * 100)) / 100);
    const accPays = Math.floor((200 * accOdds) / 100);
    // Every page (a shared database keeps other runs' open bets).
    const page: LiabilityPage = { list: [], total: 0, at: '' };
    for (let n = 1; ; n += 1) {
      const answer = await as(trader)('GET', `/api/operator/sportsbook/liability?per_page=100&page=${n}`);
      expect(answer.status, answer.json.message).toBe(200);
      const one = v.parse(LiabilityPage, answer.json.data);
      page.list.push(...one.list);
      if (page.list.length >= one.total || one.list.length === 0) break;
    }
    const mf = page.list.find((m) => m.fixture === f.id)!;
    const mg = page.list.find((m) => m.fixture === g.id)!;
    const cornerStakes = 2000 + 300 + 750;
    const c0Result = cornerStakes - pays(2000, c0.odds) - pays(300, c0.odds);
    const c1Result = cornerStakes - pays(750, c1.odds);
    const h0Result = 400 - pays(400, h0.odds);
    expect(mf).toMatchObject({
      sport: 'football',
      bets: 4,
      stakes: '34.50',
      worst_result: formatCents(Math.min(c0Result, c1Result) + h0Result),
      accumulators: 1,
      accumulator_payout: formatCents(accPays),
    });
    expect(mf.selections.find((x) => x.market === corners.id && x.selection === c0.selection)).toEqual({
      market: corners.id,
      selection: c0.selection,
      bets: 2,
      stakes: '23.00',
      payout: formatCents(pays(2000, c0.odds) + pays(300, c0.odds)),
      result: formatCents(c0Result),
      accumulators: 1,
      accumulator_payout: formatCents(accPays),
    });
    expect(mf.selections.find((x) => x.market === handicap.id)).toMatchObject({
      bets: 1,
      result: formatCents(h0Result),
    });
    // Riskiest first: selections by the house's result, matches by their worst result.
    const results = mf.selections.map((x) => parseMoney(x.result));
    expect([...results].sort((x, y) => x - y)).toEqual(results);
    expect(mg).toMatchObject({ bets: 0, stakes: '0.00', worst_result: '0.00', accumulators: 1 });
    expect(page.list.indexOf(mf)).toBeLessThan(page.list.indexOf(mg));
    const worsts = page.list.map((m) => parseMoney(m.worst_result));
    expect([...worsts].sort((x, y) => x - y)).toEqual(worsts);
  });

  it('lists the cash-outs taken, partial and full, newest first, paged', async () => {
    const f = await freshFixture();
    const p = await player();
    const corners = (await desk(f.id)).markets.find((m) => m.group === 'corners_cards' && m.priced)!;
    const placed = await slip(p, [legOf(f.id, corners)], '10.00');
    expect(placed.status, placed.json.message).toBe(200);
    const id = v.parse(Slip, placed.json.data).slip_id;
    const offerOf = async () =>
      parseMoney(
        v
          .parse(SlipList, (await s.call('GET', '/api/house/sports/slips', { token: p.token })).json.data)
          .find((x) => x.slip_id === id)!.cash_out!.value!,
      );
    const cashOut = (amount: string, value: string) =>
      s.call('POST', '/api/house/sports/cashout', { token: p.token, body: { slip_id: id, amount, value } });
    const part = partialCashOutCents(await offerOf(), 1000, 400);
    expect((await cashOut('4.00', formatCents(part))).status).toBe(200);
    s.clock.advance(60_000);
    const rest = await offerOf();
    expect((await cashOut('6.00', formatCents(rest))).status).toBe(200);

    // Every page (a shared database keeps other runs' cash-outs, some at later days than this run's).
    const all: CashOutsPage['list'] = [];
    for (let n = 1; ; n += 1) {
      const answer = await as(trader)('GET', `/api/operator/sportsbook/cashouts?per_page=100&page=${n}`);
      expect(answer.status, answer.json.message).toBe(200);
      const page = v.parse(CashOutsPage, answer.json.data);
      all.push(...page.list);
      if (all.length >= page.total || page.list.length === 0) break;
    }
    const times = all.map((c) => Date.parse(c.at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const mine = all.filter((c) => c.slip === id);
    expect(mine.map(({ id: _, at: __, ...c }) => c)).toEqual([
      {
        member_id: p.id,
        member: expect.any(String),
        slip: id,
        legs: 1,
        stake: '6.00',
        paid: formatCents(rest),
        kind: 'full',
      },
      {
        member_id: p.id,
        member: expect.any(String),
        slip: id,
        legs: 1,
        stake: '4.00',
        paid: formatCents(part),
        kind: 'partial',
      },
    ]);
    // Paged: the second of one per page is the second of the list.
    const second = v.parse(
      CashOutsPage,
      (await as(trader)('GET', '/api/operator/sportsbook/cashouts?per_page=1&page=2')).json.data,
    );
    expect(second.list[0]!.id).toBe(all[1]!.id);
  });

  it('settles one market by hand: each open leg once, the slips paid once, the market suspended; the match’s settlement passes those legs by', async () => {
    const [f, g] = [await freshFixture(), await freshFixture()];
    const [a, b] = [await player(), await player()];
    const corners = (await desk(f.id)).markets.find((m) => m.group === 'corners_cards' && m.priced)!;
    const other = (await desk(g.id)).markets.find((m) => m.id === '1x2')!;
    const [c0, c1] = [legOf(f.id, corners, 0), legOf(f.id, corners, 1)];
    const start = await s.balanceOf(a.id);
    const placed = async (p: Player, legs: Leg[], amount: string) => {
      const answer = await slip(p, legs, amount);
      expect(answer.status, answer.json.message).toBe(200);
      return v.parse(Slip, answer.json.data);
    };
    const won = await placed(a, [c0], '10.00');
    await placed(b, [c1], '5.00');
    const riding = await placed(b, [c0, legOf(g.id, other, 0)], '2.00');
    const settle = (outcomes: unknown, reason = 'Official corners count') =>
      post('markets/settle', { fixture: f.id, market: corners.id, outcomes, reason });
    const missing = await settle({ [c0.selection]: 'won' });
    expect([missing.status, missing.json.error]).toEqual([422, 'sports.outcome_missing']);
    expect((await settle({ [c0.selection]: 'won', [c1.selection]: 'lost' }, 'x')).json.error).toBe(
      'audit.reason_required',
    );
    const done = await settle({ [c0.selection]: 'won', [c1.selection]: 'lost' });
    expect(done.status, done.json.message).toBe(200);
    expect(v.parse(SettleMarketResult, done.json.data)).toEqual({
      fixture: f.id,
      market: corners.id,
      legs_settled: 3,
      slips_settled: 2,
      paid_now: formatCents(pays(1000, c0.odds)),
    });
    expect(await s.balanceOf(a.id)).toBe(start - 1000 + pays(1000, c0.odds));
    // The market is suspended from now on; the accumulator rides on with its leg won.
    expect((await playerMarkets(f.id)).find((m) => m.id === corners.id)).toMatchObject({ suspended: true });
    expect((await slip(a, [c0], '1.00')).json.error).toBe('sports.market_suspended');
    const list = v.parse(SlipList, (await s.call('GET', '/api/house/sports/slips', { token: b.token })).json.data);
    expect(list.find((x) => x.slip_id === riding.slip_id)).toMatchObject({ status: 'open' });
    expect((await auditOf(`market:${f.id}:${corners.id}`)).map((e) => [e.action, e.reason])).toEqual([
      ['/operator/sportsbook/markets/settle', 'Official corners count'],
    ]);
    // Settling it again settles nothing; the match's settlement leaves those legs as they are.
    expect(v.parse(SettleMarketResult, (await settle('void')).json.data)).toMatchObject({ legs_settled: 0 });
    expect((await post('settle', { fixture: f.id, result: '1-0', reason: 'Official result' })).status).toBe(200);
    expect(await s.balanceOf(a.id)).toBe(start - 1000 + pays(1000, c0.odds));
    const wins = await s.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.ref, won.slip_id), eq(ledgerEntries.kind, WIN_KIND)));
    expect(wins.length).toBe(1);
    expect((await settle('void')).json.error).toBe('sports.already_settled');
  });

  it('settles each leg once when the feed’s settlement and a hand settlement of a market race', async () => {
    const rows = [await freshFixture(), await freshFixture(), await freshFixture()];
    const p = await player();
    const races: Array<{ code: string; market: string; slip: string }> = [];
    for (const f of rows) {
      const corners = (await desk(f.id)).markets.find((m) => m.group === 'corners_cards' && m.priced)!;
      const answer = await slip(p, [legOf(f.id, corners)], '2.00');
      expect(answer.status, answer.json.message).toBe(200);
      races.push({ code: f.id, market: corners.id, slip: v.parse(Slip, answer.json.data).slip_id });
    }
    const last = Math.max(...rows.map((f) => Date.parse(f.ends_at)));
    s.clock.set(new Date(last + 60_000));
    trader = await signedInStaff(s, ['trader']);
    const answers = await Promise.all([
      settleFinishedFixtures(s.deps, s.clock.now()),
      ...races.map((r) =>
        post('markets/settle', { fixture: r.code, market: r.market, outcomes: 'void', reason: 'Race' }),
      ),
    ]);
    for (const [i, race] of races.entries()) {
      const answer = answers[i + 1] as { status: number; json: { error?: string } };
      expect([200, 409]).toContain(answer.status);
      if (answer.status === 409) expect(answer.json.error).toBe('sports.already_settled');
      const [leg] = await s.db.select().from(sportsSlipLegs).where(eq(sportsSlipLegs.slipId, race.slip));
      // The hand settlement went first (the leg void) or found the match settled (the feed's outcome).
      if (answer.status === 200) expect(leg!.status).toBe('void');
      else expect(leg!.status).not.toBe('open');
      const [settled] = await s.db.select().from(sportsSlips).where(eq(sportsSlips.id, race.slip));
      expect(settled!.status).not.toBe('open');
      const paid = await s.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.ref, race.slip), eq(ledgerEntries.kind, WIN_KIND)));
      expect(paid.length).toBe(settled!.winCents > 0 ? 1 : 0);
      if (paid[0]) expect(paid[0].amountCents).toBe(settled!.winCents);
    }
  });

  it('reports GGR by sport: stakes − returns − cash-outs, to the centavo', async () => {
    // A day of its own for the report (the other tests settle on the first day).
    const later = saoPauloDay(new Date(saoPauloDayStart(day).getTime() + 2 * 24 * HOUR + 12 * HOUR));
    s.clock.set(new Date(saoPauloDayStart(later).getTime() + 8 * HOUR));
    await s.db.transaction((tx) => seedFixtures(tx, s.clock.now()));
    trader = await signedInStaff(s, ['trader']); // The first one's session is two days old.
    // g is a basketball game (the report groups by sport).
    const [f, g, h] = [await freshFixture(later), await freshFixture(later, 'basketball'), await freshFixture(later)];
    const p = await player();
    const pick = (code: string, selection: string, market = '1x2') =>
      marketOf(code, market).then((m) => ({
        fixture_id: code,
        market,
        selection,
        odds: m.selections.find((x) => x.selection === selection)!.odds!,
      }));
    const won = await pick(f.id, 'home');
    const lost = await pick(g.id, 'away', 'moneyline');
    const cashed = await pick(h.id, 'draw');
    const multi = [await pick(f.id, 'draw'), await pick(g.id, 'home', 'moneyline')];
    for (const [legs, amount] of [
      [[won], '10.00'],
      [[lost], '7.00'],
      [[cashed], '5.00'],
      [multi, '3.00'],
    ] as const) {
      expect((await slip(p, [...legs], amount)).status).toBe(200);
    }
    const slips = v.parse(SlipList, (await s.call('GET', '/api/house/sports/slips', { token: p.token })).json.data);
    const toCash = slips.find((x) => x.legs.length === 1 && x.legs[0]!.fixture_id === h.id)!;
    const cashValue = toCash.cash_out!.value!;
    expect(
      (
        await s.call('POST', '/api/house/sports/cashout', {
          token: p.token,
          body: { slip_id: toCash.slip_id, amount: '5.00', value: cashValue },
        })
      ).status,
    ).toBe(200);
    const settle = (fixture: string, result: string) =>
      post('settle', { fixture, result, reason: 'Official result' }).then((r) =>
        expect(r.status, r.json.message).toBe(200),
      );
    await settle(f.id, '2-0');
    await settle(h.id, '1-1');
    // A basketball game is settled market by market (its score is its model's): the home side won.
    const handSettled = await post('markets/settle', {
      fixture: g.id,
      market: 'moneyline',
      outcomes: { home: 'won', away: 'lost' },
      reason: 'Official result',
    });
    expect(handSettled.status, handSettled.json.message).toBe(200);

    const finance = await signedInStaff(s, ['finance']);
    const answer = await as(finance)('GET', `/api/operator/reports/ggr?from=${later}&to=${later}`);
    expect(answer.status, answer.json.message).toBe(200);
    const report = v.parse(GgrReport, answer.json.data);
    const football = 1000 + 500 - pays(1000, won.odds) - parseMoney(cashValue);
    expect(report.sports).toEqual([
      {
        sport: 'football',
        bets: '15.00',
        returns: formatCents(pays(1000, won.odds)),
        cashouts: cashValue,
        ggr: formatCents(football),
        count: 2,
      },
      { sport: 'basketball', bets: '7.00', returns: '0.00', cashouts: '0.00', ggr: '7.00', count: 1 },
      { sport: 'multi', bets: '3.00', returns: '0.00', cashouts: '0.00', ggr: '3.00', count: 1 },
    ]);
  });
});
