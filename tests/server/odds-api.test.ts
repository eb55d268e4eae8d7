import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Slip, SlipList, SportsBoard } from '../../contract/sports';
import { parseEnv } from '../../server/env';
import { fixtures } from '../../server/db/schema';
import { MARGIN } from '../../server/house/markets';
import { codeOf, oddsApiFeed } from '../../server/house/oddsApi';
import { startServer } from '../../server/main';
import { fundedPlayer, HOUR, MINUTE, setupServer, START, type SetupOptions, type TestServer } from './helpers';

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const KEY = 'odds-api-key-for-tests';
const recorded = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'odds-api', `${name}.json`), 'utf8')) as {
    id: string;
    commence_time: string;
  }[];

/**
 * The Odds API v4 played back from recorded responses: /v4/sports/{sport}/odds and /scores for the Premier
 * League (soccer_epl), no events for the other leagues. Each run gives the events ids of its own and moves
 * their times with the test clock (a shared PostgreSQL database keeps the fixtures of earlier runs and its
 * clock starts now). Refuses a call without the key or with other parameters than the documented ones.
 */
function provider(shiftMs: number) {
  const tag = randomBytes(4).toString('hex');
  const calls: string[] = [];
  let scores = 'soccer_epl-scores-before';
  const moved = (events: ReturnType<typeof recorded>) =>
    events.map((e) => ({
      ...e,
      id: `${e.id}${tag}`,
      commence_time: new Date(Date.parse(e.commence_time) + shiftMs).toISOString().replace('.000Z', 'Z'),
    }));
  const server: Server = createServer((req, res) => {
    const address = new URL(req.url ?? '/', 'http://provider');
    calls.push(address.pathname);
    const match = /^\/v4\/sports\/([a-z_]+)\/(odds|scores)$/.exec(address.pathname);
    const q = address.searchParams;
    const documented =
      match?.[2] === 'odds'
        ? q.get('regions') === 'eu' && q.get('markets') === 'h2h,totals' && q.get('oddsFormat') === 'decimal'
        : q.get('daysFrom') === '1';
    if (!match || q.get('apiKey') !== KEY || !documented) {
      res.writeHead(match ? 401 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'API key is not valid' }));
      return;
    }
    const body = match[1] !== 'soccer_epl' ? [] : moved(recorded(match[2] === 'odds' ? 'soccer_epl-odds' : scores));
    res.writeHead(200, { 'content-type': 'application/json', 'x-requests-remaining': '480' });
    res.end(JSON.stringify(body));
  });
  return {
    server,
    tag,
    calls,
    play: (name: 'before' | 'playing' | 'after') => {
      scores = `soccer_epl-scores-${name}`;
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A bookmaker's prices with its margin out, averaged: what the test expects the house to start from. */
function consensus(books: number[][]): number[] {
  const fair = books.map((prices) => {
    const implied = prices.map((p) => 1 / p);
    const sum = implied.reduce((s, x) => s + x, 0);
    return implied.map((x) => x / sum);
  });
  return fair[0]!.map((_, i) => fair.reduce((s, f) => s + f[i]!, 0) / fair.length);
}
const withMargin = (p: number) => Math.floor(100 / (p * (1 + MARGIN)));

describe.each(targets)('The Odds API as the sports feed on $name', ({ options }) => {
  let s: TestServer;
  let api: ReturnType<typeof provider>;
  let now: () => Date = () => new Date();
  const arsenal = () => codeOf(`e912304de2b2ce35b473ce2ecd3d1502${api.tag}`);
  const liverpool = () => codeOf(`a6b2e2c9f0c04b2e8f3d7a91c5e0d442${api.tag}`);

  beforeAll(async () => {
    // The recorded kick-offs are the day after the tests' start; a shared database's clock starts now.
    const start = options.databaseUrl ? new Date() : START;
    api = provider(start.getTime() - START.getTime());
    const baseUrl = await api.start();
    s = await setupServer(
      { sportsFeed: oddsApiFeed({ apiKey: KEY, baseUrl, clock: () => now(), ttlMs: MINUTE }) },
      'odds-api',
      options,
    );
    now = s.clock.now;
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await api?.close();
  });

  it('puts the provider’s events on the schedule at the consensus of the bookmakers with the house margin', async () => {
    await s.runDueWork();
    const [row] = await s.db.select().from(fixtures).where(eq(fixtures.code, arsenal()));
    expect(row).toMatchObject({
      league: 'premier',
      competition: 'EPL',
      home: 'Arsenal',
      away: 'Chelsea',
      status: 'open',
    });
    const [home, draw, away] = consensus([
      [2.1, 3.4, 3.6],
      [2.15, 3.45, 3.55],
      [2.05, 3.3, 3.7],
    ]);
    expect([row!.oddsHome, row!.oddsDraw, row!.oddsAway]).toEqual([
      withMargin(home!),
      withMargin(draw!),
      withMargin(away!),
    ]);
    // The expected goals are the Poisson fit to the consensus: the home side the stronger.
    expect(row!.xgHome!).toBeGreaterThan(row!.xgAway!);

    const board = v.parse(SportsBoard, (await s.call('GET', '/api/house/sports/board')).json.data);
    const event = board.events.find((e) => e.id === arsenal())!;
    const market = (id: string) => event.markets.find((m) => m.market === id);
    const [over, under] = consensus([
      [1.9, 1.95],
      [1.93, 1.97],
    ]);
    expect(market('ou25')).toMatchObject({
      selections: [
        { selection: 'over', odds: (withMargin(over!) / 100).toFixed(2) },
        { selection: 'under', odds: (withMargin(under!) / 100).toFixed(2) },
      ],
    });
    // Σ 1/odds is at least 1 + the margin: the consensus is fair, the house adds its margin.
    const x12 = market('1x2')!.selections.map((sel) => 1 / Number(sel.odds));
    expect(x12.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1 + MARGIN);
    // A real feed's match has no fairness proof: its commitment is null on the board and the fixture.
    expect(event.commitment).toBeNull();
    const list = (await s.call('GET', '/api/house/sports/fixtures')).json.data as { id: string }[];
    expect(list.find((f) => f.id === arsenal())).toMatchObject({ commitment: null, seed: null });
    // Liverpool–Everton has no totals quoted: over/under is not offered, the rest is.
    const other = board.events.find((e) => e.id === liverpool())!;
    expect(other.markets.find((m) => m.market === 'ou25')?.selections ?? []).toEqual([]);
    expect(other.markets.find((m) => m.market === 'btts')?.selections).toHaveLength(2);
  });

  it('calls the provider once a minute at most, however often the board is read', async () => {
    const before = api.calls.filter((c) => c.endsWith('/odds')).length;
    for (let i = 0; i < 5; i++) await s.call('GET', '/api/house/sports/board');
    expect(api.calls.filter((c) => c.endsWith('/odds')).length).toBe(before);
    s.clock.advance(MINUTE);
    await s.call('GET', '/api/house/sports/board');
    await s.call('GET', '/api/house/sports/board');
    // Once for the league on the board, however many reads.
    expect(api.calls.filter((c) => c.endsWith('/odds')).length).toBe(before + 1);
  });

  it('settles from the final score and voids a match the provider dropped', async () => {
    const player = await fundedPlayer(s, 10_000, `odds-api-${api.tag}`);
    const board = v.parse(SportsBoard, (await s.call('GET', '/api/house/sports/board')).json.data);
    const oddsOf = (code: string, selection: string) =>
      board.events
        .find((e) => e.id === code)!
        .markets.find((m) => m.market === '1x2')!
        .selections.find((x) => x.selection === selection)!.odds!;
    const place = async (code: string, selection: string) => {
      const answer = await s.call('POST', '/api/house/sports/slip', {
        token: player.token,
        body: {
          legs: [{ fixture_id: code, market: '1x2', selection, odds: oddsOf(code, selection) }],
          amount: '10.00',
        },
      });
      expect(answer.status, answer.json.message).toBe(200);
      return v.parse(Slip, answer.json.data);
    };
    const onArsenal = await place(arsenal(), 'home');
    const onLiverpool = await place(liverpool(), 'draw');
    const afterBets = await s.balanceOf(player.id);

    // While Arsenal–Chelsea is played the provider's score shows; nothing settles before the end.
    const [row] = await s.db.select().from(fixtures).where(eq(fixtures.code, arsenal()));
    s.clock.set(new Date(row!.kickoff.getTime() + 80 * MINUTE));
    api.play('playing');
    await s.runDueWork();
    const live = v.parse(SportsBoard, (await s.call('GET', '/api/house/sports/board')).json.data);
    expect(live.events.find((e) => e.id === arsenal())?.live?.score).toEqual({ home: 1, away: 1 });
    expect((await s.db.select().from(fixtures).where(eq(fixtures.code, arsenal())))[0]!.status).toBe('open');

    // After both matches: Arsenal won 2–1; Liverpool–Everton is gone from the provider's scores.
    s.clock.set(new Date(row!.kickoff.getTime() + 5 * HOUR));
    api.play('after');
    await s.runDueWork();
    const settled = await s.db.select().from(fixtures).where(eq(fixtures.code, arsenal()));
    expect(settled[0]).toMatchObject({
      status: 'settled',
      result: 'home',
      homeGoals: 2,
      awayGoals: 1,
      settledBy: 'feed',
    });
    const voided = await s.db.select().from(fixtures).where(eq(fixtures.code, liverpool()));
    expect(voided[0]).toMatchObject({ status: 'void', settledBy: 'feed' });

    await s.relogin(player); // hours later: a new session
    const mine = v.parse(SlipList, (await s.call('GET', '/api/house/sports/slips', { token: player.token })).json.data);
    expect(mine.find((x) => x.slip_id === onArsenal.slip_id)).toMatchObject({
      status: 'won',
      win_amount: onArsenal.potential_win,
    });
    expect(mine.find((x) => x.slip_id === onLiverpool.slip_id)).toMatchObject({ status: 'void', win_amount: '10.00' });
    const paid = Math.round(Number(onArsenal.potential_win) * 100) + 1_000;
    expect(await s.balanceOf(player.id)).toBe(afterBets + paid);
  });
});

describe('choosing The Odds API', () => {
  it('refuses to start with SPORTS_FEED=the-odds-api and no ODDS_API_KEY, naming the variable', async () => {
    expect(parseEnv({ PIX_SANDBOX: '1' }).SPORTS_FEED).toBe('simulator');
    expect(() => parseEnv({ PIX_SANDBOX: '1', SPORTS_FEED: 'the-odds-api' })).toThrow(
      'ODDS_API_KEY is required with SPORTS_FEED=the-odds-api',
    );
    expect(() => parseEnv({ PIX_SANDBOX: '1', SPORTS_FEED: 'betfair' })).toThrow(
      'SPORTS_FEED must be simulator or the-odds-api',
    );
    expect(parseEnv({ PIX_SANDBOX: '1', SPORTS_FEED: 'the-odds-api', ODDS_API_KEY: KEY })).toMatchObject({
      SPORTS_FEED: 'the-odds-api',
      ODDS_API_URL: 'https://api.the-odds-api.com',
    });
    await expect(
      startServer({ env: { PIX_SANDBOX: '1', SPORTS_FEED: 'the-odds-api', PORT: '0' }, print: () => {} }),
    ).rejects.toThrow('ODDS_API_KEY is required with SPORTS_FEED=the-odds-api');
  });
});
