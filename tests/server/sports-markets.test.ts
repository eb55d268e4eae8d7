import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Fixture } from '../../contract/house';
import { FixtureMarkets, Slip, SlipList, SportsBoard, type SportsEvent } from '../../contract/sports';
import { footballModel, type FootballParams, type FootballTimeline } from '../../engines/sports/football';
import type { MarketKind } from '../../engines/sports/model';
import { MARGIN_BANDS, marginOf } from '../../engines/sports/pricing';
import { fixtures, installationSecrets, members, notifications } from '../../server/db/schema';
import { selectionWins, MATCH_MINUTES } from '../../server/house/markets';
import { fixtureSeed, footballTimelineOf, timelineOf } from '../../server/house/simulator';
import { credit } from '../../server/wallet/ledger';
import { cashOutOfferCents } from '../../engines/cashOut';
import { slipReturnCents } from '../../engines/slipOdds';
import { MINUTE, setupServer, type SetupOptions, type TestServer } from './helpers';

/**
 * Football's deep markets on the server: every market of the football model priced at its kind's margin
 * (GET /house/sports/fixtures/:code/markets), bettable on a slip, and settled from the played match —
 * quarter lines half won or half lost to the centavo, correct scores and goalscorers from the timeline —
 * while a fixture from before the models keeps its four markets and their settlement.
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const GROUPS = ['main', 'goals', 'handicaps', 'corners_cards', 'players'];
const cents = (money: string) => Math.round(Number(money) * 100);
const hundredths = (odds: string) => Math.round(Number(odds) * 100);

describe.each(targets)("football's deep markets on $name", ({ options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'sports-markets', options);
  }, 120_000);
  afterAll(() => s?.close());

  async function player(fundCents: number) {
    const registered = await s.register();
    const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
    const id = member!.id;
    await s.db.transaction((tx) => credit(tx, id, fundCents, 'test.fund', `markets-fund-${id}`, s.clock.now()));
    return { ...registered, id };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  const upcoming = async () => {
    const answer = await s.call('GET', '/api/house/sports/board');
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(SportsBoard, answer.json.data).events.filter((e) => e.status === 'upcoming');
  };

  async function marketsOf(code: string) {
    const answer = await s.call('GET', `/api/house/sports/fixtures/${code}/markets`);
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(FixtureMarkets, answer.json.data);
  }

  async function paramsOf(code: string): Promise<FootballParams> {
    const answer = await s.call('GET', `/api/house/sports/fixture?id=${code}`);
    const params = v.parse(Fixture, answer.json.data).params as FootballParams | null;
    expect(params).not.toBeNull();
    return params!;
  }

  /** What the test knows and no player does: the installation's secret, so the match each fixture will play. */
  async function playedMatch(code: string, params: FootballParams): Promise<FootballTimeline> {
    const [row] = await s.db
      .select({ secret: installationSecrets.secret })
      .from(installationSecrets)
      .where(eq(installationSecrets.name, 'sports'));
    return footballTimelineOf(fixtureSeed(row!.secret, code), params);
  }

  type Leg = { fixture_id: string; market: string; selection: string; odds: string };
  const slip = (p: Player, legs: Leg[], amount: string) =>
    s.call('POST', '/api/house/sports/slip', { token: p.token, body: { legs, amount } });
  async function placed(p: Player, legs: Leg[], amount: string) {
    const answer = await slip(p, legs, amount);
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(Slip, answer.json.data);
  }
  async function mySlips(p: Player) {
    const answer = await s.call('GET', '/api/house/sports/slips', { token: p.token });
    expect(answer.status).toBe(200);
    return v.parse(SlipList, answer.json.data);
  }

  /** A market's selection at its odds now, from the markets endpoint. */
  function legOf(markets: FixtureMarkets, market: string, selection: string): Leg | null {
    for (const group of markets.groups) {
      const found = group.markets.find((m) => m.id === market);
      const odds = found?.selections.find((x) => x.selection === selection)?.odds;
      if (found && !found.suspended && odds) return { fixture_id: markets.event.id, market, selection, odds };
    }
    return null;
  }

  /** Plays the fixtures' matches to the end with the job (several runs: it settles 50 fixtures a run), then turns the clock back. */
  async function playOut(kickoffs: string[]) {
    const back = s.clock.now();
    s.clock.set(new Date(Math.max(...kickoffs.map((k) => Date.parse(k))) + (MATCH_MINUTES + 1) * MINUTE));
    try {
      for (let run = 0; run < 20 && (await s.runDueWork()).fixturesSettled > 0; run++);
    } finally {
      s.clock.set(back);
    }
  }

  it('lists at least 25 markets of a football fixture in the five tabs, each within its kind’s margin band, the board’s four at the same odds', async () => {
    const events = await upcoming();
    const event = events[0]!;
    const answer = await marketsOf(event.id.toLowerCase());
    expect(answer.event).toMatchObject({ id: event.id, status: 'upcoming', live: null });
    expect(answer.groups.map((g) => g.group)).toEqual(GROUPS);
    const all = answer.groups.flatMap((g) => g.markets);
    expect(all.length).toBeGreaterThanOrEqual(25);
    for (const id of ['1x2', 'dc', 'dnb', 'btts', 'ah:-0.25', 'eh:-1', 'total:0.5', 'total:4.5', 'home:total:1.5']) {
      expect(all.map((m) => m.id)).toContain(id);
    }
    for (const id of [
      'cs',
      'htft',
      'ht:1x2',
      'ht:total:1.5',
      'corners:total:9.5',
      'cards:total:3.5',
      'scorer:anytime',
    ]) {
      expect(all.map((m) => m.id)).toContain(id);
    }
    // Every priced market's margin is within its kind's band, against the model's fair prices.
    const fair = new Map(footballModel.markets(await paramsOf(event.id), null, null).map((m) => [m.id, m]));
    let priced = 0;
    for (const market of all) {
      if (market.suspended) continue;
      priced += 1;
      const model = fair.get(market.id)!;
      expect(market.kind).toBe(model.kind);
      const odds = Object.fromEntries(market.selections.map((x) => [x.selection, hundredths(x.odds!)]));
      const margin = marginOf(odds, model.fairSum);
      const band = MARGIN_BANDS[market.kind as MarketKind];
      expect(margin, market.id).toBeGreaterThanOrEqual(band.margin - 1e-9);
      expect(margin, market.id).toBeLessThanOrEqual(band.max);
    }
    expect(priced).toBeGreaterThanOrEqual(25);
    // The board shows the same prices for its four markets (its over/under 2.5 is the model's total:2.5).
    const board = (id: string) =>
      Object.fromEntries(event.markets.find((m) => m.market === id)!.selections.map((x) => [x.selection, x.odds]));
    const page = (id: string) =>
      Object.fromEntries(all.find((m) => m.id === id)!.selections.map((x) => [x.selection, x.odds]));
    expect(board('1x2')).toEqual(page('1x2'));
    expect(board('dc')).toEqual(page('dc'));
    expect(board('ou25')).toEqual(page('total:2.5'));
    expect(board('btts')).toEqual(page('btts'));

    const missing = await s.call('GET', '/api/house/sports/fixtures/NOPE-NOPE-20260101/markets');
    expect([missing.status, missing.json.error]).toEqual([404, 'sports.fixture_not_found']);
  });

  it('refuses a leg on a market or a selection the fixture does not offer, changing nothing', async () => {
    const p = await player(10_000);
    const event = (await upcoming())[1]!;
    const balance = await s.balanceOf(p.id);
    for (const [market, selection] of [
      ['ah:-3.5', 'home'],
      ['total:7.5', 'over'],
      ['scorer:anytime', 'home:99'],
      ['cs', '9-9'],
      ['1x2', 'over'],
      ['Total 2.5', 'over'],
      ['cs', 'NOT A SCORE'],
    ] as const) {
      const answer = await slip(p, [{ fixture_id: event.id, market, selection, odds: '2.00' }], '1.00');
      expect([answer.status, answer.json.error], `${market} ${selection}`).toEqual([422, 'sports.market_invalid']);
    }
    expect(await s.balanceOf(p.id)).toBe(balance);
    expect(await mySlips(p)).toEqual([]);
  });

  it('settles Asian quarter lines half won and half lost, a correct score and goalscorers from the played match, to the centavo', async () => {
    const p = await player(100_000);
    const events = (await upcoming()).slice(2, 30);
    // A fixture whose match ends with a goal difference a quarter line splits both ways (the test knows the secret).
    let quarter: { event: SportsEvent; won: Leg; lost: Leg } | null = null;
    for (const event of events) {
      const params = await paramsOf(event.id);
      const match = await playedMatch(event.id, params);
      const d =
        match.goals.filter((g) => g.side === 'home').length - match.goals.filter((g) => g.side === 'away').length;
      // The home side at line L wins half when d + L = +0.25, loses half when d + L = −0.25.
      const line = (x: number) => `ah:${x > 0 ? '+' : ''}${x}`;
      const markets = await marketsOf(event.id);
      const won = legOf(markets, line(0.25 - d), 'home');
      const lost = legOf(markets, line(-0.25 - d), 'home');
      if (won && lost) {
        quarter = { event, won, lost };
        break;
      }
    }
    expect(quarter).not.toBeNull();
    const { event: a, won, lost } = quarter!;
    // Another fixture whose played score (and a score it did not end with) is offered in its correct score
    // market (a score the model deems too unlikely has no price).
    type Played = Awaited<ReturnType<typeof playedMatch>>;
    let second: {
      b: SportsEvent;
      paramsB: Awaited<ReturnType<typeof paramsOf>>;
      matchB: Played;
      marketsB: Awaited<ReturnType<typeof marketsOf>>;
      cs: Leg;
      csWrong: Leg;
      h: number;
      w: number;
    } | null = null;
    for (const b of events.filter((e) => e.id !== a.id)) {
      const paramsB = await paramsOf(b.id);
      const matchB = await playedMatch(b.id, paramsB);
      const home = matchB.goals.filter((g) => g.side === 'home').length;
      const away = matchB.goals.filter((g) => g.side === 'away').length;
      const score =
        home <= 4 && away <= 4 ? `${home}-${away}` : `other_${home > away ? 'home' : home < away ? 'away' : 'draw'}`;
      const marketsB = await marketsOf(b.id);
      const cs = legOf(marketsB, 'cs', score);
      const csWrong = legOf(marketsB, 'cs', score === '0-0' ? '1-1' : '0-0');
      if (cs && csWrong) {
        second = { b, paramsB, matchB, marketsB, cs, csWrong, h: home, w: away };
        break;
      }
    }
    expect(second).not.toBeNull();
    const { b, paramsB, matchB, marketsB, cs, csWrong, h, w } = second!;
    // Goalscorers: one who scores (if anyone does) and one who does not.
    const scorers = new Set(matchB.goals.map((g) => `${g.side}:${g.scorer}`));
    const players = (['home', 'away'] as const).flatMap((side) =>
      paramsB[side].lineup.map((x) => `${side}:${x.number}`),
    );
    // A number 9 who did not score, or else anyone who did not (both 9s may have scored).
    const idle = players.filter((x) => !scorers.has(x));
    const nonScorer = legOf(marketsB, 'scorer:anytime', idle.find((x) => x.endsWith(':9')) ?? idle[0]!)!;
    expect(nonScorer).not.toBeNull();
    const scorer = scorers.size > 0 ? legOf(marketsB, 'scorer:anytime', [...scorers][0]!) : null;

    const balance = await s.balanceOf(p.id);
    const halfWon = await placed(p, [won], '10.00');
    const halfLost = await placed(p, [lost], '10.00');
    const acca = await placed(p, [won, cs], '3.33');
    const right = await placed(p, [cs], '2.00');
    const wrong = await placed(p, [csWrong], '2.00');
    const noGoal = await placed(p, [nonScorer], '1.00');
    const goal = scorer ? await placed(p, [scorer], '1.00') : null;
    const staked = 1000 + 1000 + 333 + 200 + 200 + 100 + (goal ? 100 : 0);
    expect(await s.balanceOf(p.id)).toBe(balance - staked);

    await playOut([a.kickoff, b.kickoff]);
    const list = await mySlips(p);
    const settled = (id: string) => list.find((x) => x.slip_id === id)!;

    // Half won: stake/2 × odds + stake/2; half lost: stake/2 (rounded down to the centavo).
    const o = hundredths(won.odds);
    expect(settled(halfWon.slip_id).legs[0]!.status).toBe('half_won');
    expect(cents(settled(halfWon.slip_id).win_amount)).toBe(Math.floor((1000 * (o + 100)) / 200));
    expect(settled(halfLost.slip_id).legs[0]!.status).toBe('half_lost');
    expect(cents(settled(halfLost.slip_id).win_amount)).toBe(500);
    // Settled as won (it paid), told as partly returned: half its stake back, not a win.
    const part = await s.db
      .select({ kind: notifications.kind, params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.memberId, p.id), eq(notifications.kind, 'bet_part')));
    expect(part).toEqual([{ kind: 'bet_part', params: expect.objectContaining({ stake: '10.00', win: '5.00' }) }]);
    // The accumulator: the correct score's odds × the half-won leg's (odds + 1) / 2 × the stake, rounded down once.
    expect(
      settled(acca.slip_id)
        .legs.map((l) => l.status)
        .sort(),
    ).toEqual(['half_won', 'won']);
    expect(cents(settled(acca.slip_id).win_amount)).toBe(Math.floor((333 * hundredths(cs.odds) * (o + 100)) / 20_000));
    expect(settled(right.slip_id)).toMatchObject({ status: 'won', win_amount: right.potential_win });
    expect(settled(right.slip_id).legs[0]!.score).toEqual({ home: h, away: w });
    expect(settled(wrong.slip_id)).toMatchObject({ status: 'lost', win_amount: '0.00' });
    expect(settled(noGoal.slip_id)).toMatchObject({ status: 'lost', win_amount: '0.00' });
    if (goal) expect(settled(goal.slip_id)).toMatchObject({ status: 'won', win_amount: goal.potential_win });

    const paid =
      Math.floor((1000 * (o + 100)) / 200) +
      500 +
      Math.floor((333 * hundredths(cs.odds) * (o + 100)) / 20_000) +
      cents(right.potential_win) +
      (goal ? cents(goal.potential_win) : 0);
    expect(await s.balanceOf(p.id)).toBe(balance - staked + paid);
  });

  it('offers a cash-out on a model market from its fair probability, and pays it once', async () => {
    const p = await player(10_000);
    const event = (await upcoming())[2]!;
    const markets = await marketsOf(event.id);
    const leg = legOf(markets, 'cs', '1-1')!;
    const single = await placed(p, [leg], '5.00');
    const fair = footballModel
      .markets(await paramsOf(event.id), null, null)
      .find((m) => m.id === 'cs')!
      .selections.find((x) => x.id === '1-1')!.p;
    const offer = cashOutOfferCents(slipReturnCents(500, hundredths(leg.odds)), fair);
    expect(offer).toBeGreaterThan(0);
    const open = (await mySlips(p)).find((x) => x.slip_id === single.slip_id)!;
    expect(open.cash_out).toEqual({ value: (offer / 100).toFixed(2), suspended: false });
    const balance = await s.balanceOf(p.id);
    const taken = await s.call('POST', '/api/house/sports/cashout', {
      token: p.token,
      body: { slip_id: single.slip_id, amount: '5.00', value: open.cash_out!.value },
    });
    expect(taken.status, taken.json.message).toBe(200);
    expect(await s.balanceOf(p.id)).toBe(balance + offer);
    expect((await mySlips(p)).find((x) => x.slip_id === single.slip_id)).toMatchObject({ status: 'cashed_out' });
  });

  it('keeps a fixture from before the models on its four markets, settled from the score as before', async () => {
    const p = await player(10_000);
    const now = s.clock.now();
    const code = `OLD-${randomBytes(3).toString('hex').toUpperCase()}-20260101`;
    const kickoff = new Date(now.getTime() + 30 * MINUTE);
    await s.db.insert(fixtures).values({
      code,
      league: 'bra-a',
      competition: 'Brasileirão Série A',
      home: 'Flamengo',
      away: 'Palmeiras',
      kickoff,
      oddsHome: 210,
      oddsDraw: 330,
      oddsAway: 350,
      xgHome: 150,
      xgAway: 120,
      createdAt: now,
    });
    const answer = await marketsOf(code);
    expect(answer.groups.flatMap((g) => g.markets.map((m) => m.id))).toEqual(['1x2', 'dc', 'btts', 'ou25']);
    const markets = answer.groups.flatMap((g) => g.markets);
    const leg = (market: string, selection: string): Leg => ({
      fixture_id: code,
      market,
      selection,
      odds: markets.find((m) => m.id === market)!.selections.find((x) => x.selection === selection)!.odds!,
    });
    const refused = await slip(p, [{ ...leg('ou25', 'over'), market: 'total:2.5' }], '1.00');
    expect([refused.status, refused.json.error]).toEqual([422, 'sports.market_invalid']);
    const over = await placed(p, [leg('ou25', 'over')], '2.00');
    const under = await placed(p, [leg('ou25', 'under')], '2.00');
    const btts = await placed(p, [leg('btts', 'yes')], '2.00');

    await playOut([kickoff.toISOString()]);
    // The match the old simulation plays from the expected goals.
    const [row] = await s.db
      .select({ secret: installationSecrets.secret })
      .from(installationSecrets)
      .where(eq(installationSecrets.name, 'sports'));
    const goals = timelineOf(fixtureSeed(row!.secret, code), 1.5, 1.2);
    const [h, w] = [goals.home.length, goals.away.length];
    const list = await mySlips(p);
    const statusOf = (id: string) => list.find((x) => x.slip_id === id)!.status;
    expect(statusOf(over.slip_id)).toBe(selectionWins('ou25', 'over', h, w) ? 'won' : 'lost');
    expect(statusOf(under.slip_id)).toBe(selectionWins('ou25', 'under', h, w) ? 'won' : 'lost');
    expect(statusOf(btts.slip_id)).toBe(selectionWins('btts', 'yes', h, w) ? 'won' : 'lost');
    expect(list.find((x) => x.slip_id === over.slip_id)!.legs[0]!.score).toEqual({ home: h, away: w });
  });
});
