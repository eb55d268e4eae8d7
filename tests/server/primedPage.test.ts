import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAppPaths } from '../../scripts/app-paths';
import { siteContent, sites } from '../../server/db/schema';
import { setupServer, type TestServer } from './helpers';

// The app's pages come with the public answers their first paint asks for (server/static/prime.ts).

const INDEX =
  '<!doctype html><html><head><title>Rodada</title></head><body><div id="app"></div><script type="module" src="/assets/main-abc.js"></script></body></html>';

let s: TestServer;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rodada-primed-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'app-paths.json'), JSON.stringify(readAppPaths()));
  s = await setupServer({ staticDir: dir });
});
afterAll(async () => {
  await s.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = async (path: string, host = 'rodada.test:8443') => {
  const response = await s.request('GET', path, { headers: { host } });
  return { status: response.status, html: await response.text() };
};
const primedOf = (html: string) => {
  const json = /<script type="application\/json" id="primed">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
};

describe('the pages of the app', () => {
  it('carry the answers to what a first visit asks before its first paint, exactly as the API gives them', async () => {
    const host = 'rodada.test:8443';
    const expected: Record<string, string[]> = {
      '/': ['/api/games/popular?lang=pt', '/api/games/promotion?lang=pt'],
      '/game': ['/api/games/listsv2?category=slot&lang=pt&page=1&per_page=24'],
      '/promotion/activity': ['/api/activitydetails/get?lang=pt'],
      '/sports': ['/api/house/sports/board?lang=pt'],
      '/searchGames': [],
    };
    for (const [path, own] of Object.entries(expected)) {
      const { status, html } = await page(path, host);
      expect(status).toBe(200);
      const primed = primedOf(html) ?? {};
      const everyPage = ['/api/dynamicwebs/getdata?lang=pt', '/api/language/getList?host=rodada.test%3A8443&lang=pt'];
      expect(Object.keys(primed).sort()).toEqual([...everyPage, ...own].sort());
      for (const key of Object.keys(primed)) {
        const asked = await s.call('GET', key, { headers: { host } });
        expect(asked.status).toBe(200);
        expect(primed[key], `${path}: ${key}`).toEqual(asked.json);
      }
    }
  });

  it('preload the home page’s first picture on the home page only', async () => {
    const content = await s.call('GET', '/api/dynamicwebs/getdata?lang=pt');
    const art = (content.json.data as { welcome: { art: string } }).welcome.art;
    expect(art).toMatch(/^\/site\/art\/\w+\.[0-9a-f]+\.svg$/);
    const home = await page('/');
    expect(home.html).toContain(`<link rel="preload" as="image" href="${art}" fetchpriority="high">`);
    const lobby = await page('/game');
    expect(lobby.html).not.toContain('rel="preload"');
    expect(primedOf(lobby.html)).toBeDefined();
  });

  it('carry nothing on the not-found page', async () => {
    const { status, html } = await page('/no-such-page');
    expect(status).toBe(404);
    expect(html).toBe(INDEX);
  });

  it('keep the operator’s texts inside the script: markup in them cannot end it', async () => {
    const [site] = await s.db.select().from(sites).where(eq(sites.code, 'rodada'));
    const where = and(eq(siteContent.siteId, site!.id), eq(siteContent.lang, 'pt'));
    const [row] = await s.db.select().from(siteContent).where(where);
    const hostile = '</script><script>alert(1)</script> & <b>';
    await s.db
      .update(siteContent)
      .set({ content: { ...row!.content, welcome: { ...row!.content.welcome, title: hostile } } })
      .where(where);
    try {
      const { html } = await page('/', 'localhost');
      expect(html.match(/<\/script>/g)).toHaveLength(2);
      expect(html).not.toContain('<b>');
      const primed = primedOf(html) as Record<string, { data: { welcome: { title: string } } }>;
      expect(primed['/api/dynamicwebs/getdata?lang=pt']?.data.welcome.title).toBe(hostile);
    } finally {
      await s.db.update(siteContent).set({ content: row!.content }).where(where);
    }
  });
});
