import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../server/app';
import { BRANDS, searchKey } from '../../server/games/catalogue';
import { DEMO_PLAYER, seedDemo } from '../../server/db/seed';
import { favorites, gameLaunches, games, ledgerEntries, wallets } from '../../server/db/schema';
import { debit } from '../../server/wallet/ledger';
import {
  Balance,
  CATEGORY_KEYS,
  FollowResult,
  GameArray,
  GamePage,
  GameText,
  Launch,
  OpenApiDocument,
  ProviderList,
  ServerText,
  type Game,
} from '../../contract';
import { MINUTE, setupServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());

async function list(query: string): Promise<{ list: Game[]; total: number }> {
  const { status, json } = await s.call('GET', `/api/games/listsv2?${query}`);
  expect(status).toBe(200);
  return v.parse(GamePage, json.data);
}

async function row(path: string): Promise<Game[]> {
  const { status, json } = await s.call('GET', path);
  expect(status).toBe(200);
  return v.parse(GameArray, json.data);
}

async function gameNamed(name: string): Promise<Game> {
  const { list: found } = await list(`name=${encodeURIComponent(name)}`);
  const game = found.find((g) => g.name === name);
  if (!game) throw new Error(`No game named ${name}`);
  return game;
}

/** The engines a category's titles may run: every title plays what its category says. */
const ENGINES_OF: Record<string, string[]> = {
  slot: ['slot'],
  live: ['live'],
  crash: ['crash'],
  sports: ['sportsbook'],
  casino: ['roulette', 'blackjack', 'baccarat'],
  card: ['blackjack', 'baccarat', 'videopoker'],
  fish: ['fish'],
  lottery: ['keno'],
  bingo: ['bingo'],
  arcade: ['mines', 'plinko', 'dice'],
  videogame: ['videobingo', 'videopoker'],
};

describe('GET /api/games/listsv2', () => {
  it('has at least 3 games in every category, each with its art, brand, the engine its category plays and rtp', async () => {
    let sum = 0;
    for (const category of CATEGORY_KEYS) {
      const page = await list(`category=${category}&per_page=100`);
      expect(page.total, category).toBeGreaterThanOrEqual(3);
      expect(page.list).toHaveLength(page.total);
      for (const game of page.list) {
        expect(game.category).toBe(category);
        expect(game.icon).toMatch(new RegExp(`^/games/art/${game.id}\\.[0-9a-f]{10}\\.svg$`));
        expect(BRANDS.map((b) => b.code)).toContain(game.brand);
        expect(ENGINES_OF[category], game.name).toContain(game.engine);
        expect(Number(game.rtp), game.name).toBeGreaterThanOrEqual(85);
        expect(game.rtp).toMatch(/^\d{2}\.\d{2}$/);
      }
      sum += page.total;
    }
    expect(sum).toBeGreaterThanOrEqual(41);
    expect((await list('')).total).toBe(sum);
    expect((await list('category=')).total).toBe(sum);
  });

  it('lists popular games first, then by name, the same way every time', async () => {
    const { list: slots } = await list('category=slot&per_page=100');
    const key = (g: Game) => `${g.popular ? 0 : 1}:${searchKey(g.name)}`;
    expect(slots.map(key)).toEqual([...slots.map(key)].sort());
    expect(slots.some((g) => g.popular) && slots.some((g) => !g.popular)).toBe(true);
    expect((await list('category=slot&per_page=100')).list).toEqual(slots);
  });

  it('finds games by any part of the name, ignoring case and accents, across categories', async () => {
    const rocket = await list('name=fogu');
    expect(rocket.list.map((g) => g.name)).toContain('Foguete Rio');
    expect(rocket.list.find((g) => g.name === 'Foguete Rio')?.category).toBe('crash');
    expect((await list('name=FOGU')).list).toEqual(rocket.list);

    const ao = await list('name=ao');
    expect(ao.list.map((g) => g.name)).toEqual(
      expect.arrayContaining(['Bingo São João', 'Jacks or Better Sertão', 'Balão Junino']),
    );
    expect(new Set(ao.list.map((g) => g.category)).size).toBeGreaterThan(1);
    expect((await list(`name=${encodeURIComponent('ÃO')}`)).list).toEqual(ao.list);
    expect((await list('name=balao')).list.map((g) => g.name)).toEqual(['Balão Junino']);

    const bingoOnly = await list('name=sao&category=bingo');
    expect(bingoOnly.list.map((g) => g.name)).toEqual(['Bingo São João']);
    // LIKE wildcards are taken literally.
    expect((await list('name=%25')).total).toBe(0);
    expect((await list('name=_')).total).toBe(0);
    expect((await list('name=zzzz-nada')).list).toEqual([]);
  });

  it('pages a search: pages do not overlap and together hold the total', async () => {
    const first = await list('name=a&per_page=5&page=1');
    expect(first.total).toBeGreaterThan(10);
    const seen: Game[] = [];
    for (let page = 1; page <= Math.ceil(first.total / 5); page += 1) {
      const next = await list(`name=a&per_page=5&page=${page}`);
      expect(next.total).toBe(first.total);
      seen.push(...next.list);
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen.map((g) => g.id)).size).toBe(first.total);
    expect((await list(`name=a&per_page=5&page=${Math.ceil(first.total / 5) + 1}`)).list).toEqual([]);
  });

  it('filters by brand (plat_type, any case)', async () => {
    const tucano = await list('plat_type=TUCANO&per_page=100');
    expect(tucano.total).toBeGreaterThan(0);
    expect(tucano.list.every((g) => g.brand === 'TUCANO' && g.brand_name === 'Tucano Games')).toBe(true);
    expect((await list('plat_type=tucano&per_page=100')).total).toBe(tucano.total);
    expect((await list('plat_type=NOBODY')).total).toBe(0);
  });

  it('refuses an unknown category and a bad page', async () => {
    expect((await s.call('GET', '/api/games/listsv2?category=poker')).status).toBe(422);
    expect((await s.call('GET', '/api/games/listsv2?page=0')).status).toBe(422);
    expect((await s.call('GET', '/api/games/listsv2?per_page=500')).status).toBe(422);
  });
});

describe('GET /api/games/apisv2', () => {
  it('lists every brand with its categories and game count, matching the catalogue', async () => {
    const { status, json } = await s.call('GET', '/api/games/apisv2');
    expect(status).toBe(200);
    const providers = v.parse(ProviderList, json.data);
    expect(providers.map((p) => p.code)).toEqual(BRANDS.map((b) => b.code));
    let sum = 0;
    for (const provider of providers) {
      const page = await list(`plat_type=${provider.code}&per_page=100`);
      expect(provider.games).toBe(page.total);
      expect(provider.categories).toEqual(CATEGORY_KEYS.filter((c) => page.list.some((g) => g.category === c)));
      sum += provider.games;
    }
    expect(sum).toBe((await list('')).total);
  });
});

describe('GET /api/games/popular and /api/games/promotion', () => {
  it('answers up to 12 flagged games, of one category when asked', async () => {
    for (const [path, flag] of [
      ['/api/games/popular', 'popular'],
      ['/api/games/promotion', 'promoted'],
    ] as const) {
      const all = await row(path);
      expect(all.length).toBeGreaterThan(0);
      expect(all.length).toBeLessThanOrEqual(12);
      expect(all.every((g) => g[flag])).toBe(true);
      // Each category's first before any second: the first row spans many categories.
      expect(new Set(all.map((g) => g.category)).size).toBe(Math.min(all.length, CATEGORY_KEYS.length));
      for (const category of CATEGORY_KEYS) {
        const some = await row(`${path}?name=${category}`);
        expect(some.length, `${path} ${category}`).toBeGreaterThan(0);
        expect(some.every((g) => g.category === category && g[flag])).toBe(true);
      }
      expect(await row(`${path}?name=`)).toEqual(all);
    }
  });
});

describe('favourites', () => {
  const follow = (token: string, name = '') =>
    s.call('POST', `/api/games/follow?member_id=1&name=${encodeURIComponent(name)}`, { token, body: {} });
  const set = (token: string, gameId: number, on = true) =>
    s.call('POST', `/api/games/follow/${on ? 'set' : 'delete'}?member_id=1`, {
      token,
      body: { game_id: gameId, member_id: 1, name: '' },
    });

  it('sets and deletes idempotently, lists newest first and only the member’s own', async () => {
    const alice = await s.register();
    const bob = await s.register();
    const rocket = await gameNamed('Foguete Rio');
    const tucano = await gameNamed('Fortuna do Tucano');

    const first = await set(alice.token, rocket.id);
    expect(first.status).toBe(200);
    expect(v.parse(FollowResult, first.json.data)).toEqual({ game_id: rocket.id, favorite: true });
    expect((await set(alice.token, rocket.id)).status).toBe(200);
    s.clock.advance(MINUTE);
    await set(alice.token, tucano.id);

    const aliceId = await s.memberId(alice.phone);
    const [rows] = await s.db.select({ n: count() }).from(favorites).where(eq(favorites.memberId, aliceId));
    expect(rows!.n).toBe(2);

    const listed = v.parse(GameArray, (await follow(alice.token)).json.data);
    expect(listed.map((g) => g.name)).toEqual(['Fortuna do Tucano', 'Foguete Rio']);
    expect(v.parse(GameArray, (await follow(alice.token, 'fogu')).json.data).map((g) => g.id)).toEqual([rocket.id]);
    expect(v.parse(GameArray, (await follow(alice.token, 'crash')).json.data).map((g) => g.id)).toEqual([rocket.id]);
    expect((await follow(bob.token)).json.data).toEqual([]);

    const removed = await set(alice.token, rocket.id, false);
    expect(v.parse(FollowResult, removed.json.data)).toEqual({ game_id: rocket.id, favorite: false });
    expect((await set(alice.token, rocket.id, false)).status).toBe(200);
    expect((await set(bob.token, tucano.id, false)).status).toBe(200);
    expect(v.parse(GameArray, (await follow(alice.token)).json.data).map((g) => g.id)).toEqual([tucano.id]);
  });

  it('answers 404 for an unknown game, 422 for no game id and 401 without a token', async () => {
    const { token } = await s.register();
    for (const on of [true, false]) {
      const unknown = await set(token, 99_999, on);
      expect(unknown.status).toBe(404);
      expect(unknown.json.message).toBe(GameText.gameNotFound);
    }
    const missing = await s.call('POST', '/api/games/follow/set', { token, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.json.message).toBe(GameText.gameNotFound);
    for (const path of ['/api/games/follow', '/api/games/follow/set', '/api/games/follow/delete']) {
      const anonymous = await s.call('POST', path, { body: { game_id: 1 } });
      expect(anonymous.status).toBe(401);
      expect(anonymous.json.message).toBe(ServerText.unauthenticated);
    }
  });
});

describe('POST /api/day7/day7LoginV2', () => {
  it('records the launch and answers the game page with its signed launch token', async () => {
    const { token, phone } = await s.register();
    const game = await gameNamed('Carnaval 7s');
    const { status, json } = await s.call('POST', '/api/day7/day7LoginV2', { token, body: { game_id: game.id } });
    expect(status).toBe(200);
    const { url } = v.parse(Launch, json.data);
    // The token (server/seamless/token.ts): v1.<member>.<game>.<launch id>.<session>.<expiry>.<signature>.
    const match = new RegExp(
      `^/gameInfo\\?id=${game.id}&launch=v1\\.\\d+\\.${game.id}\\.([A-Za-z0-9_-]+)\\.\\d+\\.\\d+\\.[0-9a-f]{64}$`,
    ).exec(url);
    expect(match).not.toBeNull();
    const [launch] = await s.db.select().from(gameLaunches).where(eq(gameLaunches.id, match![1]!));
    expect(launch).toMatchObject({ memberId: await s.memberId(phone), gameId: game.id });

    const unknown = await s.call('POST', '/api/day7/day7LoginV2', { token, body: { game_id: 99_999 } });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(GameText.gameNotFound);
    expect((await s.call('POST', '/api/day7/day7LoginV2', { body: { game_id: game.id } })).status).toBe(401);
  });
});

describe('GET /api/day7/getAllBalance', () => {
  it("answers the member's wallet balance in BRL", async () => {
    const fresh = await s.register();
    const zero = await s.call('GET', '/api/day7/getAllBalance?currency=BRL&platType=RODADA', { token: fresh.token });
    expect(v.parse(Balance, zero.json.data)).toEqual({ currency: 'BRL', balance: '0.00' });

    const demo = await s.login(DEMO_PLAYER.phone, DEMO_PLAYER.password);
    const token = (demo.json.data as { access_token: string }).access_token;
    const answer = await s.call('GET', '/api/day7/getAllBalance?currency=BRL', { token });
    const [wallet] = await s.db
      .select()
      .from(wallets)
      .where(eq(wallets.memberId, await s.memberId(DEMO_PLAYER.phone)));
    expect(v.parse(Balance, answer.json.data).balance).toBe((wallet!.balanceCents / 100).toFixed(2));

    expect((await s.call('GET', '/api/day7/getAllBalance?currency=USD', { token })).status).toBe(422);
    expect((await s.call('GET', '/api/day7/getAllBalance')).status).toBe(401);
  });
});

describe('GET /games/art/:id.:hash.svg', () => {
  it('serves each game its own SVG at a content-hashed URL, the same every time, cached for a year', async () => {
    const a = await gameNamed('Foguete Rio');
    const b = await gameNamed('Balão Junino');
    expect(a.icon).toMatch(new RegExp(`^/games/art/${a.id}\\.[0-9a-f]{10}\\.svg$`));
    const response = await s.app.request(a.icon);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await response.text();
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 256 256" width="256" height="256">/,
    );
    // A picture carries no words (the tile names the game in the player's language).
    expect(svg).not.toMatch(/<text|FOGUETE|Foguete/);
    expect(svg).not.toMatch(/<image|<script|href=|on\w+=/);
    expect(await (await s.app.request(a.icon)).text()).toBe(svg);
    expect(await (await s.app.request(b.icon)).text()).not.toBe(svg);
  });

  it('sends the picture compressed when the browser accepts it (brotli, else gzip)', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const a = await gameNamed('Foguete Rio');
    const svg = await (await s.app.request(a.icon)).text();
    const br = await s.app.request(a.icon, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await br.arrayBuffer());
    expect(body.length).toBeLessThan(svg.length / 2);
    expect(brotliDecompressSync(body).toString()).toBe(svg);
    const gz = await s.app.request(a.icon, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(svg);
  });

  it('gives every game of a category a different picture', async () => {
    for (const category of CATEGORY_KEYS) {
      const page = await list(`category=${category}&per_page=100`);
      const svgs = await Promise.all(page.list.map(async (g) => (await s.app.request(g.icon)).text()));
      expect(new Set(svgs).size, category).toBe(page.list.length);
      expect(new Set(page.list.map((g) => g.icon)).size, category).toBe(page.list.length);
    }
  });

  it('serves the current picture at an unhashed or stale URL for an hour only; unknown games and files are 404', async () => {
    const a = await gameNamed('Foguete Rio');
    const current = await (await s.app.request(a.icon)).text();
    for (const url of [`/games/art/${a.id}.svg`, `/games/art/${a.id}.0000000000.svg`]) {
      const response = await s.app.request(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('cache-control'), url).toBe('public, max-age=3600');
      expect(await response.text()).toBe(current);
    }
    for (const url of [
      '/games/art/99999.svg',
      '/games/art/99999.0123456789.svg',
      '/games/art/abc.svg',
      '/games/art/1.svg.js',
    ]) {
      expect((await s.app.request(url)).status, url).toBe(404);
    }
  });

  it('draws nothing of a game name that holds markup', async () => {
    const [row] = await s.db
      .insert(games)
      .values({
        slug: 'slot-markup-test',
        name: '<script>alert(1)</script> & "Sorte"',
        searchName: 'markup test',
        category: 'slot',
        brandCode: BRANDS[0].code,
        engine: 'slot',
        rtp: '96.00',
        position: 20,
        createdAt: new Date(),
      })
      .returning({ id: games.id });
    try {
      const svg = await (await s.app.request(`/games/art/${row!.id}.svg`)).text();
      expect(svg).not.toContain('<script');
      expect(svg).not.toMatch(/SCRIPT|SORTE|Sorte|alert|<text/);
    } finally {
      await s.db.delete(games).where(eq(games.id, row!.id));
    }
  });
});

describe('seed', () => {
  it('is idempotent and tops the demo player up to R$ 500,00 through the ledger', async () => {
    const [before] = await s.db.select({ n: count() }).from(games);
    const demoId = await s.memberId(DEMO_PLAYER.phone);
    const balance = () => s.balanceOf(demoId);
    const start = await balance();
    expect(start).toBeGreaterThanOrEqual(DEMO_PLAYER.minimumBalanceCents);

    await seedDemo({ db: s.db, clock: s.clock.now, random: s.deps.random });
    const [after] = await s.db.select({ n: count() }).from(games);
    expect(after!.n).toBe(before!.n);
    expect(await balance()).toBe(start);

    await s.db.transaction((tx) => debit(tx, demoId, start - 12_345, 'test.debit', 'drain-demo', s.clock.now()));
    s.clock.advance(MINUTE);
    await seedDemo({ db: s.db, clock: s.clock.now, random: s.deps.random });
    expect(await balance()).toBe(DEMO_PLAYER.minimumBalanceCents);
    const topUps = await s.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, demoId), eq(ledgerEntries.kind, 'seed.demo_top_up')));
    expect(topUps.map((e) => e.amountCents)).toEqual([DEMO_PLAYER.minimumBalanceCents - 12_345]);
    await seedDemo({ db: s.db, clock: s.clock.now, random: s.deps.random });
    expect(await balance()).toBe(DEMO_PLAYER.minimumBalanceCents);
  });
});

describe('GET /api/openapi.json', () => {
  it('lists the games and house routes', async () => {
    const doc = v.parse(OpenApiDocument, await (await s.app.request('/api/openapi.json')).json());
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = [
      'GET /api/games/apisv2',
      'GET /api/games/listsv2',
      'GET /api/games/popular',
      'GET /api/games/promotion',
      'POST /api/games/follow',
      'POST /api/games/follow/set',
      'POST /api/games/follow/delete',
      'POST /api/day7/day7LoginV2',
      'GET /api/day7/getAllBalance',
      'POST /api/game/record',
      'GET /api/house/fairness',
      'GET /api/house/table',
      'POST /api/house/rounds',
      'POST /api/house/rounds/act',
      'GET /api/house/rounds/one',
    ];
    expect(documented).toEqual(expect.arrayContaining(expected));
    expect(apiRoutes().map((r) => `${r.method.toUpperCase()} /api${r.path}`)).toEqual(expect.arrayContaining(expected));
    const play = doc.paths['/api/house/rounds']?.post as { responses: Record<string, { description: string }> };
    expect(play.responses['404']?.description).toContain(GameText.gameNotFound);
    expect(play.responses['422']?.description).toContain(GameText.insufficientBalance);
  });
});
