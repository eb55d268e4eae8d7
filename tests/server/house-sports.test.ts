import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { and, count, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../server/admin';
import { seedDatabase } from '../../server/db/seed';
import { fixtures, ledgerEntries, members, sportsBets, turnoverEntries, wallets } from '../../server/db/schema';
import { SPORTSBOOK_RTP } from '../../server/house/fixtures';
import { LIVE_BET_DELAY_SECONDS } from '../../contract/sports';
import { credit } from '../../server/wallet/ledger';
import { turnoverCents } from '../../server/wallet/turnover';
import { GamePage, GameRecordPage, GameText, HouseText, ServerText, type Game } from '../../contract';
import {
  FixtureList,
  SettleFixtureResult,
  SportsBet,
  SportsBetList,
  SportsRules,
  type Fixture,
} from '../../contract/house';
import { OPERATOR_TOKEN, START, setupServer, type TestServer } from './helpers';

let s: TestServer;
let sportsGame: Game;
let slotGame: Game;
let crashGame: Game;
let listed: Fixture[];

beforeAll(async () => {
  s = await setupServer({}, 'sports-tests');
  const first = async (category: string) =>
    v.parse(GamePage, (await s.call('GET', `/api/games/listsv2?category=${category}&per_page=1`)).json.data).list[0]!;
  [sportsGame, slotGame, crashGame] = (await Promise.all(['sports', 'slot', 'crash'].map(first))) as [Game, Game, Game];
  listed = await fixtureList();
});
afterAll(() => s.close());

async function fixtureList(): Promise<Fixture[]> {
  const answer = await s.call('GET', '/api/house/sports/fixtures');
  expect(answer.status).toBe(200);
  return v.parse(FixtureList, answer.json.data);
}

async function player(fundCents: number) {
  const registered = await s.register();
  const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
  const id = member!.id;
  if (fundCents > 0) {
    await s.db.transaction((tx) => credit(tx, id, fundCents, 'test.fund', `sports-fund-${id}`, s.clock.now()));
  }
  return { ...registered, id };
}
type Player = Awaited<ReturnType<typeof player>>;

const bet = (p: Player, body: Record<string, unknown>) =>
  s.call('POST', '/api/house/sports/bet', { token: p.token, body: { game_id: sportsGame.id, ...body } });

async function placed(p: Player, body: Record<string, unknown>) {
  const answer = await bet(p, body);
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(SportsBet, answer.json.data);
}

async function myBets(p: Player) {
  const answer = await s.call('GET', '/api/house/sports/bets', { token: p.token });
  expect(answer.status).toBe(200);
  return v.parse(SportsBetList, answer.json.data);
}

const settle = (body: Record<string, unknown>, token: string | null = OPERATOR_TOKEN) =>
  s.call('POST', '/api/operator/settle', { token: token ?? undefined, body });

async function settled(body: Record<string, unknown>) {
  const answer = await settle(body);
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(SettleFixtureResult, answer.json.data);
}

async function ledgerOf(ref: string) {
  return (await s.db.select().from(ledgerEntries).where(eq(ledgerEntries.ref, ref))).map((e) => [
    e.kind,
    e.amountCents,
  ]);
}

async function state(id: number) {
  const n = async (table: typeof ledgerEntries | typeof sportsBets | typeof turnoverEntries) =>
    (await s.db.select({ n: count() }).from(table).where(eq(table.memberId, id)))[0]!.n;
  return {
    balance: await s.balanceOf(id),
    ledger: await n(ledgerEntries),
    bets: await n(sportsBets),
    turnover: await n(turnoverEntries),
  };
}

describe('GET /api/house/sports/rules', () => {
  it("publishes the odds' margin and the return to player the fixtures' odds give, before any bet", async () => {
    const answer = await s.call('GET', '/api/house/sports/rules');
    expect(answer.status).toBe(200);
    const rules = v.parse(SportsRules, answer.json.data);
    expect(rules).toEqual({
      margin: expect.stringMatching(/^\d+\.\d{2}$/),
      rtp: SPORTSBOOK_RTP,
      // The cash-out's margin, published beside the odds' (engines/cashOut.ts).
      cashout_margin: '5.00',
      // The bet builder's margin (engines/sports/pricing.ts BUILDER_BAND).
      builder_margin: '10.00',
      min_bet: '0.10',
      max_bet: '1000.00',
      bet_delay_seconds: LIVE_BET_DELAY_SECONDS,
    });
    // About 5 %, and consistent with the odds listed: Σ(1/odds) − 1 over the open fixtures (the published
    // figure is the average over every market of a reference week, so within a few hundredths).
    expect(Number(rules.margin)).toBeGreaterThan(4.5);
    expect(Number(rules.margin)).toBeLessThan(5.5);
    const fixtures = v.parse(FixtureList, (await s.call('GET', '/api/house/sports/fixtures')).json.data);
    const open = fixtures.filter((f) => f.status === 'open');
    const average =
      (100 *
        open.reduce(
          (sum, f) => sum + 1 / Number(f.odds.home) + 1 / Number(f.odds.draw) + 1 / Number(f.odds.away) - 1,
          0,
        )) /
      open.length;
    expect(Math.abs(average - Number(rules.margin))).toBeLessThan(0.3);
  });
});

describe('GET /api/house/sports/fixtures', () => {
  it('lists the fixtures of today and the next three days, by kickoff, with ~5 % margin odds', async () => {
    // Monday has the Série B's evening games; midweek most leagues play a round.
    expect(listed.length).toBeGreaterThan(20);
    expect(listed[0]).toEqual({
      id: expect.stringMatching(/-20260302$/),
      league: 'bra-b',
      competition: 'Brasileirão Série B',
      home: expect.any(String),
      away: expect.any(String),
      // 19:00 in São Paulo, after the seed's 09:00.
      kickoff: '2026-03-02T22:00:00.000Z',
      odds: { home: expect.any(String), draw: expect.any(String), away: expect.any(String) },
      status: 'open',
      result: null,
      score: null,
      settled_by: null,
      xg: { home: expect.stringMatching(/^\d\.\d{2}$/), away: expect.stringMatching(/^\d\.\d{2}$/) },
      // The football model's public params, which replay the match with the seed.
      params: expect.objectContaining({ home: expect.any(Object), away: expect.any(Object) }),
      // Committed before kickoff; the seed shows once the fixture is settled.
      commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
      seed: null,
    });
    expect(listed.at(-1)!.id).toMatch(/-20260305$/);
    const kickoffs = listed.map((f) => Date.parse(f.kickoff));
    expect(kickoffs).toEqual([...kickoffs].sort((a, b) => a - b));
    for (const f of listed) {
      expect(f.id).toMatch(/^[A-Z]{3}-[A-Z]{3}-\d{8}$/);
      expect(Date.parse(f.kickoff)).toBeGreaterThan(START.getTime());
      const overround = [f.odds.home, f.odds.draw, f.odds.away].reduce((sum, o) => sum + 1 / Number(o), 0);
      expect(overround).toBeGreaterThan(1.05);
      expect(overround).toBeLessThan(1.07);
    }
    const leagues = new Set(listed.map((f) => f.competition));
    for (const league of [
      'Brasileirão Série A',
      'Brasileirão Série B',
      'Copa do Brasil',
      'Copa Libertadores',
      'Premier League',
    ]) {
      expect(leagues).toContain(league);
    }
    expect(sportsGame.rtp).toBe(SPORTSBOOK_RTP);
    expect(Number(SPORTSBOOK_RTP)).toBeCloseTo(95.2, 0);
  });

  it('seeds idempotently: a restart while fixtures are still to kick off adds none', async () => {
    const [before] = await s.db.select({ n: count() }).from(fixtures);
    s.clock.advance(60_000);
    await seedDatabase({ db: s.db, clock: s.clock.now, random: s.deps.random });
    // The list is football's (the other sports' fixtures are on the board of their sport).
    const [n] = await s.db.select({ n: count() }).from(fixtures).where(eq(fixtures.sport, 'football'));
    expect(n!.n).toBe(listed.length);
    const [after] = await s.db.select({ n: count() }).from(fixtures);
    expect(after!.n).toBe(before!.n);
  });
});

describe('POST /api/house/sports/bet and GET /api/house/sports/bets', () => {
  it('takes a bet at the odds of the moment through the wallet and lists the member’s bets newest first', async () => {
    const p = await player(10_000);
    const fixture = listed[1]!;
    const first = await placed(p, { fixture_id: fixture.id, selection: 'home', amount: '10.00' });
    expect(first).toMatchObject({
      fixture_id: fixture.id,
      home: fixture.home,
      away: fixture.away,
      selection: 'home',
      odds: fixture.odds.home,
      amount: '10.00',
      potential_win: ((10 * Math.round(100 * Number(fixture.odds.home))) / 100).toFixed(2),
      status: 'open',
      win_amount: '0.00',
      placed_at: s.clock.now().toISOString(),
      balance: '90.00',
    });
    expect(await ledgerOf(first.bet_id)).toEqual([['game.bet', -1000]]);
    // The stake counts as turnover once the bet is settled (won or lost; never when void).
    expect(await turnoverCents(s.db, p.id)).toBe(0);
    const [stored] = await s.db.select().from(sportsBets).where(eq(sportsBets.id, first.bet_id));
    expect(stored).toMatchObject({
      memberId: p.id,
      gameId: sportsGame.id,
      odds: Math.round(Number(fixture.odds.home) * 100),
    });

    s.clock.advance(1_000);
    const second = await placed(p, { fixture_id: listed[2]!.id, selection: 'draw', amount: 2.5 });
    expect(second.balance).toBe('87.50');
    const mine = await myBets(p);
    expect(mine.map((b) => b.bet_id)).toEqual([second.bet_id, first.bet_id]);
    expect(mine[1]).toEqual({ ...first, balance: undefined });
    expect(await myBets(await player(0))).toEqual([]);
    expect((await s.call('GET', '/api/house/sports/bets')).status).toBe(401);
  });

  it('refuses unknown fixtures, bad selections and amounts, other engines, changing nothing', async () => {
    const p = await player(500);
    const before = await state(p.id);
    const fixture = listed[3]!.id;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ fixture_id: 'XXX-YYY-20260101', selection: 'home', amount: '1.00' }, 404, HouseText.fixtureNotFound],
      [{ selection: 'home', amount: '1.00' }, 422, HouseText.fixtureNotFound],
      [{ fixture_id: fixture, selection: 'win', amount: '1.00' }, 422, 'Choose home, draw or away'],
      [{ fixture_id: fixture, selection: 'home', amount: '0.05' }, 422, 'The amount must not be less than 0.10'],
      [{ fixture_id: fixture, selection: 'home', amount: '1000.01' }, 422, 'Amount cannot be greater than 1000.00'],
      [{ fixture_id: fixture, selection: 'home', amount: '1.001' }, 422, GameText.twoDecimals],
      [{ fixture_id: fixture, selection: 'home', amount: '5.01' }, 422, GameText.insufficientBalance],
      [{ fixture_id: fixture, selection: 'home', amount: '1.00', game_id: slotGame.id }, 422, GameText.notAvailable],
      [{ fixture_id: fixture, selection: 'home', amount: '1.00', game_id: crashGame.id }, 422, GameText.notAvailable],
      [{ fixture_id: fixture, selection: 'home', amount: '1.00', game_id: 99_999 }, 404, GameText.gameNotFound],
    ];
    for (const [body, status, message] of cases) {
      const answer = await bet(p, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.json.message, JSON.stringify(body)).toBe(message);
    }
    expect(await state(p.id)).toEqual(before);
    const anonymous = await s.call('POST', '/api/house/sports/bet', { body: { game_id: sportsGame.id } });
    expect(anonymous.json.message).toBe(ServerText.unauthenticated);
  });

  it('closes betting at kickoff (by the server clock)', async () => {
    const fixture = listed[0]!;
    const saved = s.clock.now();
    try {
      s.clock.set(new Date(Date.parse(fixture.kickoff) - 1));
      const p = await player(1_000);
      await placed(p, { fixture_id: fixture.id, selection: 'away', amount: '1.00' });
      s.clock.advance(1);
      const before = await state(p.id);
      const late = await bet(p, { fixture_id: fixture.id, selection: 'away', amount: '1.00' });
      expect(late.status).toBe(422);
      expect(late.json.message).toBe(HouseText.bettingClosed);
      expect(await state(p.id)).toEqual(before);
      // Still open (waiting for its result) in the list.
      expect((await fixtureList()).find((f) => f.id === fixture.id)?.status).toBe('open');
    } finally {
      s.clock.set(saved);
    }
  });
});

describe('POST /api/operator/settle', () => {
  it('pays the winners stake × odds once, the losers nothing, and refuses another result', async () => {
    const fixture = listed[4]!;
    const odds = (sel: 'home' | 'draw' | 'away') => Math.round(Number(fixture.odds[sel]) * 100);
    const a = await player(10_000);
    const b = await player(10_000);
    const c = await player(10_000);
    const aHome = await placed(a, { fixture_id: fixture.id, selection: 'home', amount: '10.00' });
    const bDraw = await placed(b, { fixture_id: fixture.id, selection: 'draw', amount: '5.00' });
    const cAway = await placed(c, { fixture_id: fixture.id, selection: 'away', amount: '3.33' });
    s.clock.advance(1);
    const cHome = await placed(c, { fixture_id: fixture.id, selection: 'home', amount: '0.13' });
    const aWin = Math.floor((1000 * odds('home')) / 100);
    const cWin = Math.floor((13 * odds('home')) / 100);

    // Three operators settle at once with the same result (a score: home goals first).
    const results = await Promise.all([
      settled({ fixture: fixture.id.toLowerCase(), result: '2-1' }),
      settled({ fixture: fixture.id, result: 'home' }),
      settled({ fixture: ` ${fixture.id} `, result: 'HOME' }),
    ]);
    expect(results.map((r) => r.bets_settled).sort()).toEqual([0, 0, 4]);
    for (const r of results) {
      expect(r).toMatchObject({ fixture: fixture.id, result: 'home', paid: ((aWin + cWin) / 100).toFixed(2) });
    }

    expect(await s.balanceOf(a.id)).toBe(10_000 - 1000 + aWin);
    expect(await s.balanceOf(b.id)).toBe(10_000 - 500);
    expect(await s.balanceOf(c.id)).toBe(10_000 - 333 - 13 + cWin);
    expect(await ledgerOf(aHome.bet_id)).toEqual([
      ['game.bet', -1000],
      ['game.win', aWin],
    ]);
    expect(await ledgerOf(bDraw.bet_id)).toEqual([['game.bet', -500]]);
    expect(await ledgerOf(cAway.bet_id)).toEqual([['game.bet', -333]]);
    expect(await ledgerOf(cHome.bet_id)).toEqual([
      ['game.bet', -13],
      ['game.win', cWin],
    ]);
    const cBets = await myBets(c);
    expect(cBets.map((x) => [x.selection, x.status, x.win_amount])).toEqual([
      ['home', 'won', (cWin / 100).toFixed(2)],
      ['away', 'lost', '0.00'],
    ]);

    // Again with the same result: nothing more is paid; another result (or score) is a conflict.
    expect(await settled({ fixture: fixture.id, result: '2-1' })).toMatchObject({
      bets_settled: 0,
      paid_now: '0.00',
      paid: results[0]!.paid,
    });
    for (const result of ['draw', '0-0', '1-2', 'void']) {
      const conflict = await settle({ fixture: fixture.id, result });
      expect(conflict.status).toBe(409);
      expect(conflict.json.message).toBe(HouseText.alreadySettled);
    }
    const [wins] = await s.db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'game.win'), sql`${ledgerEntries.ref} in (${aHome.bet_id}, ${cHome.bet_id})`));
    expect(wins!.n).toBe(2);

    // Settled: listed after the open fixtures with its result, and closed to bets.
    const now = await fixtureList();
    expect(now.at(-1)).toMatchObject({ id: fixture.id, status: 'settled', result: 'home' });
    expect(now.slice(0, -1).every((f) => f.status === 'open')).toBe(true);
    const late = await bet(a, { fixture_id: fixture.id, selection: 'home', amount: '1.00' });
    expect(late.status).toBe(422);
    expect(late.json.message).toBe(HouseText.bettingClosed);
  });

  it('settles a fixture with no bets, and refuses players, unknown fixtures and bad results', async () => {
    expect(await settled({ fixture: listed[8]!.id, result: '1-1' })).toEqual({
      fixture: listed[8]!.id,
      result: 'draw',
      score: { home: 1, away: 1 },
      bets_settled: 0,
      slips_settled: 0,
      paid_now: '0.00',
      paid: '0.00',
    });
    const p = await player(0);
    for (const token of [p.token, null]) {
      const refused = await settle({ fixture: listed[7]!.id, result: 'home' }, token);
      expect(refused.status).toBe(401);
    }
    expect((await settle({ fixture: 'NOPE-20260101', result: 'home' })).json).toMatchObject({
      code: 404,
      message: HouseText.fixtureNotFound,
    });
    for (const result of ['2:1', 'win', '', '100-1']) {
      const bad = await settle({ fixture: listed[7]!.id, result });
      expect(bad.status).toBe(422);
      expect(bad.json.message).toBe('Give the result: home, draw, away, a score like 2-1 or void');
    }
    expect((await fixtureList()).find((f) => f.id === listed[7]!.id)?.status).toBe('open');
  });

  it('lists sports bets in the game record once settled, with win − bet', async () => {
    const p = await player(10_000);
    const open = await placed(p, { fixture_id: listed[5]!.id, selection: 'home', amount: '2.00' });
    s.clock.advance(1_000);
    const lost = await placed(p, { fixture_id: listed[6]!.id, selection: 'home', amount: '4.00' });
    await settled({ fixture: listed[6]!.id, result: '0-2' });
    const answer = await s.call('POST', '/api/game/record', { token: p.token, body: { category: 'sports' } });
    const page = v.parse(GameRecordPage, answer.json.data);
    expect(page).toEqual({
      list: [
        {
          round_id: lost.bet_id,
          brand: sportsGame.brand_name,
          game_name: sportsGame.name,
          category: 'sports',
          bet_time: lost.placed_at,
          bet_amount: '4.00',
          win_loss: '-4.00',
        },
      ],
      total: 1,
    });
    expect(page.list.some((r) => r.round_id === open.bet_id)).toBe(false);
  });
});

describe('npm run admin -- settle', () => {
  it('settles through the operator API of a running server', async () => {
    const server = createAdaptorServer({ fetch: s.app.fetch, hostname: '127.0.0.1' }) as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const fixture = listed[9]!;
      const p = await player(1_000);
      const draw = await placed(p, { fixture_id: fixture.id, selection: 'draw', amount: '1.00' });
      const out: string[] = [];
      const err: string[] = [];
      const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
      const env = { RODADA_API: url, ADMIN_TOKEN: OPERATOR_TOKEN };

      expect(await runAdmin(['settle', fixture.id, '1-1'], env, io)).toBe(0);
      const win = Math.floor(100 * Number(fixture.odds.draw));
      const paid = (win / 100).toFixed(2);
      expect(out[0]).toBe(
        `Fixture ${fixture.id} settled: draw; 1 bet(s) and 0 slip(s) settled now, R$ ${paid} paid now (R$ ${paid} in all).`,
      );
      expect(await runAdmin(['settle', fixture.id.toLowerCase(), 'draw'], env, io)).toBe(0);
      expect(out[1]).toBe(
        `Fixture ${fixture.id} settled: draw; 0 bet(s) and 0 slip(s) settled now, R$ 0.00 paid now (R$ ${paid} in all).`,
      );
      expect(await s.balanceOf(p.id)).toBe(1_000 - 100 + win);
      expect(await ledgerOf(draw.bet_id)).toEqual([
        ['game.bet', -100],
        ['game.win', win],
      ]);

      expect(await runAdmin(['settle', fixture.id, 'home'], env, io)).toBe(1);
      expect(await runAdmin(['settle', 'NOPE-1', 'home'], env, io)).toBe(1);
      expect(await runAdmin(['settle', fixture.id], env, io)).toBe(2);
      expect(err).toEqual([
        `${HouseText.alreadySettled} (HTTP 409)`,
        `${HouseText.fixtureNotFound} (HTTP 404)`,
        'Usage: npm run admin -- settle FIXTURE RESULT',
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the books', () => {
  it('lists the sportsbook routes in the OpenAPI document', async () => {
    const doc = (await (await s.app.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
    for (const path of [
      '/api/house/sports/fixtures',
      '/api/house/sports/bet',
      '/api/house/sports/bets',
      '/api/operator/settle',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });

  it('keeps every ledger equal to its balance; settled bets and fixtures are immutable', async () => {
    const sums = await s.db
      .select({ member: ledgerEntries.memberId, total: sql<string>`sum(${ledgerEntries.amountCents})` })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.memberId);
    const balances = await s.db.select().from(wallets);
    for (const wallet of balances) {
      expect(Number(sums.find((r) => r.member === wallet.memberId)?.total ?? 0), `member ${wallet.memberId}`).toBe(
        wallet.balanceCents,
      );
    }
    const [won] = await s.db.select().from(sportsBets).where(eq(sportsBets.status, 'won')).limit(1);
    await expect(s.db.update(sportsBets).set({ winCents: 1 }).where(eq(sportsBets.id, won!.id))).rejects.toThrow();
    await expect(
      s.db.update(fixtures).set({ result: 'away' }).where(eq(fixtures.code, won!.fixtureCode)),
    ).rejects.toThrow();
    await expect(s.db.delete(sportsBets).where(eq(sportsBets.id, won!.id))).rejects.toThrow();
  });
});
