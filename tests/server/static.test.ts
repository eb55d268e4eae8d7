import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import type { Db } from '../../server/db/types';
import { DEV_PAGES, ServerText } from '../../contract';
import { readAppPaths } from '../../scripts/app-paths';
import { promoArtUrl } from '../../server/site/promoArt';
import { MALE_AVATARS } from '../../server/profile-pictures/avatars';
import { SPEC_PATHS } from '../specPaths';
import { seededRandom, testClock } from './helpers';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

const OPERATOR =
  '<!doctype html><html><head><script type="module" src="/operator/assets/operator-abc123.js"></script></head><body><div id="operator"></div></body></html>';

let dir: string;
let emptyDir: string;
// Serving files touches no database: the app gets one that fails when used. A page of the app asks it for
// the answers it primes (server/static/prime.ts, tests/server/primedPage.test.ts); those fail, quietly here,
// and the page is served as built.
const noDb = {} as Db;
const appFor = (staticDir: string, sandbox = false) =>
  createApp({ db: noDb, clock: testClock().now, random: seededRandom('static'), config: { staticDir, sandbox } });

beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  dir = mkdtempSync(join(tmpdir(), 'rodada-static-'));
  emptyDir = mkdtempSync(join(tmpdir(), 'rodada-static-empty-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  // The back office's own build (vite.operator.config.ts): its page and its files in dist/operator/.
  mkdirSync(join(dir, 'operator', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'operator', 'index.html'), OPERATOR);
  writeFileSync(join(dir, 'operator', 'assets', 'operator-abc123.js'), 'console.log("back office")');
  writeFileSync(join(dir, 'app-paths.json'), JSON.stringify(readAppPaths()));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dir, 'assets', 'index-abc123.css'), 'body{margin:0}');
  writeFileSync(join(dir, 'sw.js'), 'self.skipWaiting()');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{}');
  writeFileSync(join(dir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, '.env'), 'SECRET=1');
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(emptyDir, { recursive: true, force: true });
});

describe('serving the built app', () => {
  it('answers the app for the route tree’s paths, which include every screen of the product description', () => {
    const paths = readAppPaths();
    expect(paths).toEqual(expect.arrayContaining([...SPEC_PATHS]));
    expect(paths.every((path) => path === '/' || !path.endsWith('/'))).toBe(true);
  });

  it('serves files with their types; hashed assets are cached for a year, sw.js and index.html never', async () => {
    const app = appFor(dir);
    const cases: [string, RegExp, string][] = [
      ['/assets/index-abc123.js', /^text\/javascript/, 'public, max-age=31536000, immutable'],
      ['/assets/index-abc123.css', /^text\/css/, 'public, max-age=31536000, immutable'],
      ['/sw.js', /^text\/javascript/, 'no-cache'],
      ['/index.html', /^text\/html/, 'no-cache'],
      ['/manifest.webmanifest', /^application\/manifest\+json/, 'no-cache'],
      ['/icon.svg', /^image\/svg\+xml/, 'public, max-age=3600'],
    ];
    for (const [path, type, cache] of cases) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(type);
      expect(response.headers.get('cache-control'), path).toBe(cache);
    }
    expect(await (await app.request('/assets/index-abc123.js')).text()).toBe('console.log("app")');
  });

  it('answers index.html with 200 for every route of the app (history fallback)', async () => {
    const app = appFor(dir);
    const shown = SPEC_PATHS.filter((path) => !(DEV_PAGES as readonly string[]).includes(path));
    for (const path of [...shown, '/promotion/vip/', '/recharge?amount=100']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('answers index.html with 404 for other paths, so the app shows its own not-found page', async () => {
    const app = appFor(dir);
    for (const path of ['/no-such-page', '/promotion/nothing', '/assets/missing.js', '/.env', '/%2e%2e/etc/passwd']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('answers 404 for the development pages outside sandbox mode, and 200 in it', async () => {
    const production = appFor(dir);
    const sandbox = appFor(dir, true);
    for (const path of [...DEV_PAGES, '/flows/', '/test12/', '/test?x=1']) {
      const closed = await production.request(path);
      expect(closed.status, path).toBe(404);
      // The page is still the app, which shows its own 404 page (the pages ask GET /api/dev-pages).
      expect(await closed.text()).toBe(INDEX);
      expect((await sandbox.request(path)).status, path).toBe(200);
    }
    const asked = async (app: ReturnType<typeof appFor>) =>
      ((await (await app.request('/api/dev-pages')).json()) as { data: unknown }).data;
    expect(await asked(production)).toEqual({ open: false });
    expect(await asked(sandbox)).toEqual({ open: true });
  });

  it('keeps /api paths for the API: an envelope 404, never the app', async () => {
    const response = await appFor(dir).request('/api/nothing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 404,
      status: 'error',
      message: ServerText.notFound,
      error: 'request.not_found',
      params: {},
      data: null,
    });
  });

  it('answers 503 App not built when there is no index.html', async () => {
    const app = appFor(emptyDir);
    for (const path of ['/', '/profile', '/elsewhere']) {
      const response = await app.request(path);
      expect(response.status).toBe(503);
      expect(await response.text()).toBe('App not built: run npm run build');
    }
  });

  it('carries the security headers on app pages', async () => {
    const response = await appFor(dir).request('/');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('serving the back office', () => {
  it('answers its page with 200 for /operator and every path under it, with the security headers', async () => {
    const app = appFor(dir);
    for (const path of [
      '/operator',
      '/operator/',
      '/operator/withdrawals',
      '/operator/staff?x=1',
      '/operator/no/such',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(await response.text(), path).toBe(OPERATOR);
    }
  });

  it('leaves the player’s app its paths, and /operator-like paths that are not the back office’s', async () => {
    const app = appFor(dir);
    expect(await (await app.request('/profile')).text()).toBe(INDEX);
    const lookalike = await app.request('/operators');
    expect(lookalike.status).toBe(404);
    expect(await lookalike.text()).toBe(INDEX);
    expect((await app.request('/api/operator/me')).headers.get('content-type')).toMatch(/json/);
  });

  it('serves its own files from /operator/assets/, cached for a year, and 404 for a missing one', async () => {
    const app = appFor(dir);
    const file = await app.request('/operator/assets/operator-abc123.js');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await file.text()).toBe('console.log("back office")');
    const page = await app.request('/operator/index.html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toBe(OPERATOR);
    const missing = await app.request('/operator/assets/operator-old123.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toBe(OPERATOR);
  });

  it('answers 503 App not built at /operator when there is no build', async () => {
    const response = await appFor(emptyDir).request('/operator/staff');
    expect(response.status).toBe(503);
  });
});

describe('compression of the built app', () => {
  const big = `export const data = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};`;
  let bigDir: string;
  beforeAll(() => {
    bigDir = mkdtempSync(join(tmpdir(), 'rodada-static-big-'));
    mkdirSync(join(bigDir, 'assets'));
    writeFileSync(join(bigDir, 'index.html'), INDEX);
    writeFileSync(join(bigDir, 'assets', 'big-1.js'), big);
  });
  afterAll(() => rmSync(bigDir, { recursive: true, force: true }));

  it('sends brotli when accepted, else gzip, else the file as it is', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const app = appFor(bigDir);
    const get = (encoding?: string) =>
      app.request('/assets/big-1.js', { headers: encoding ? { 'Accept-Encoding': encoding } : {} });

    const br = await get('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(big.length / 2);
    expect(brotliDecompressSync(brBody).toString()).toBe(big);

    const gz = await get('gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(big);

    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(big);
  });

  it('leaves small files uncompressed', async () => {
    const response = await appFor(dir).request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBeNull();
  });
});

describe('the pictures the server draws', () => {
  it('are compressed like the built files (brotli, else gzip), cached for a year at their fixed addresses', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const app = appFor(dir);
    for (const url of [promoArtUrl('/promotion/wheel'), promoArtUrl('/sports')]) {
      const plain = await app.request(url);
      expect(plain.status, url).toBe(200);
      expect(plain.headers.get('cache-control'), url).toBe('public, max-age=31536000, immutable');
      expect(plain.headers.get('content-encoding'), url).toBeNull();
      const svg = await plain.text();
      expect(svg, url).toMatch(/^<svg /);

      const br = await app.request(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(br.headers.get('content-encoding'), url).toBe('br');
      expect(br.headers.get('vary'), url).toBe('Accept-Encoding');
      expect(br.headers.get('cache-control'), url).toBe('public, max-age=31536000, immutable');
      const brBody = Buffer.from(await br.arrayBuffer());
      expect(brBody.length, url).toBeLessThan(svg.length);
      expect(brotliDecompressSync(brBody).toString(), url).toBe(svg);

      const gz = await app.request(url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding'), url).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString(), url).toBe(svg);
    }
  });

  it('sends a profile picture (under 1 KB) as it is, cached for a year', async () => {
    const response = await appFor(dir).request(MALE_AVATARS[0]!, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(Number(response.headers.get('content-length'))).toBeLessThan(1024);
  });
});
