import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_KEYS, GamePage, type Game } from '../../contract';
import { LIVE_BADGE } from '../../server/games/art';
import { MOTIFS, TITLE_ART } from '../../server/games/art-motifs';
import { slugOf } from '../../server/games/catalogue';
import { LEAGUES } from '../../server/house/fixtures';
import { setupServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());

async function listed(): Promise<Game[]> {
  const games: Game[] = [];
  for (const category of CATEGORY_KEYS) {
    const { status, json } = await s.call('GET', `/api/games/listsv2?category=${category}&per_page=100`);
    expect(status).toBe(200);
    games.push(...v.parse(GamePage, json.data).list);
  }
  return games;
}

describe("the lobby's titles", () => {
  it('each show their own game: the picture served is the title’s own motif in its own colours', async () => {
    const games = await listed();
    expect(games.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    for (const game of games) {
      const slug = `${game.category}-${slugOf(game.name)}`;
      const own = TITLE_ART[slug];
      expect(own, slug).toBeDefined();
      const response = await s.app.request(game.icon);
      expect(response.status, slug).toBe(200);
      const svg = await response.text();
      expect(svg, slug).toContain(`stop-color="${own!.palette.from}"`);
      // The motif is drawn with the title's palette; its first shape is in the picture.
      const motif = MOTIFS[own!.motif](own!.palette, 0).trim().slice(0, 60);
      expect(svg, slug).toContain(motif);
      expect(svg.includes(LIVE_BADGE), slug).toBe(game.category === 'live');
      expect(svg, slug).not.toMatch(/AO VIVO|ROLETA|<text[^>]*>[^<]{2,}[A-Za-z]/);
      seen.add(own!.motif);
    }
    expect(seen.size).toBe(games.length);
  });

  it('a sports entry names the league the sports section opens at; other titles name none', async () => {
    const games = await listed();
    const sports = games.filter((g) => g.engine === 'sportsbook');
    expect(sports.map((g) => g.league).sort()).toEqual(LEAGUES.map((l) => l.id).sort());
    for (const game of sports) expect(LEAGUES.find((l) => l.id === game.league)?.name, game.name).toBe(game.name);
    for (const game of games.filter((g) => g.engine !== 'sportsbook')) expect(game.league, game.name).toBeUndefined();
  });
});
