import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { actorsSeen, openPage, standInInspector } from './helpers';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('the home page has no WCAG 2.2 AA violations', async ({ page }) => {
  await openPage(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
});

test('the login modal has no WCAG 2.2 AA violations', async ({ page }) => {
  await openPage(page);
  await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('dialog', { name: 'Entrar na Rodada' }).getByRole('img')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
});

/*
 * 146 KB: the regulated site's first page carries the "18+ Jogue com responsabilidade" bar, the operator's legal
 * footer and the login shared across tabs (about 2 KB over the 140 KB before them); the home page's football block
 * (3.2 KB, loaded after the first paint in a space kept for it) and the carousels' arrows (0.7 KB) came next.
 * 145 KB: the football block's flow became a module of its own (2.2 KB), without the sports section's loaders.
 * 144.8 KB: the prompt of a lapsed login and the inspector's notice carry their texts with them, out of the first
 * page's catalog (148,180 B reached, with the blocked account's word added to the session's flow).
 * 143.4 KB: a guest's favourites flow, the login form's texts (auth.po) and the form fields' rules (contract/fields.ts)
 * load on first use, and the contract's unread request schemas are dropped from the browser's copy (146,814 B).
 * 143.3 KB: the screens' catalogs' loaders load with the later pages (src/i18n/screenTexts.ts; 146,641 B).
 * 143 KB: the forms' refusals and their texts load with the later pages and the login form
 * (src/i18n/formRefusals.ts), beside the app's taking over of the screens the server paints (146,341 B).
 * The performance work brings the home route to 125 KB.
 */
const BUDGET_BYTES = Math.round(143.0 * 1024);

/** The page's layout shifts as it loads on a 4× slower CPU (each with what moved), and their sum. */
async function shiftsWhileLoading(
  page: Page,
  viewport: { width: number; height: number },
  path: string,
  loaded: () => Promise<void>,
) {
  await page.setViewportSize(viewport);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(
          (s) =>
            `${(s.node as Element | undefined)?.className ?? s.node?.nodeName} ${s.previousRect.y}→${s.currentRect.y}`,
        );
        shifts.push(`${entry.value.toFixed(4)} ${moved.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openPage(page, path);
  await loaded();
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
  return { shifts, total: shifts.reduce((sum, line) => sum + Number(line.split(' ')[0]), 0) };
}

/** The files of a type a first visit to / loads, left alone until the network is quiet, each with its gzip size. */
async function homeFiles(page: Page, type: 'script' | 'stylesheet') {
  const paths = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === type) paths.add(new URL(response.url()).pathname);
  });
  // Load the page and let it settle without touching it: hovering a link would preload its route.
  await page.goto('/');
  await expect(page.getByRole('dialog')).toBeVisible();
  // The football block loads after the first paint (its code, then its flow, then its board): counted
  // once it has shown its matches or gone, whatever the network's pauses on a busy machine.
  await expect(page.locator('.football-skeleton')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  return [...paths].map((path) => ({ path, bytes: gzipSync(readFileSync(join('dist', path))).length }));
}
const totalOf = (files: { bytes: number }[]) => files.reduce((sum, file) => sum + file.bytes, 0);

test('the JavaScript the home route loads stays within 143 KB gzip', async ({ page }) => {
  const scripts = await homeFiles(page, 'script');
  for (const { path, bytes } of scripts) console.log(path, bytes);
  console.log(`home route JS: ${scripts.length} files, ${(totalOf(scripts) / 1024).toFixed(1)} KB gzip`);
  expect(scripts.length).toBeGreaterThan(0);
  expect(totalOf(scripts)).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(scripts.some(({ path }) => path.includes('inspect'))).toBe(false);
});

/*
 * Nothing on the home page moves while it loads (the goal: a cumulative layout shift of at most 0.01): the
 * promotions' first slide is laid out whole from the first paint, the football block keeps the exact place
 * of its four cards until its code and its matches arrive, the game rows keep theirs. A CPU four times
 * slower, as Lighthouse's phone, leaves every late part its chance to move what is below it.
 */
for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test(`the home page does not move while it loads (${viewport.width}×${viewport.height})`, async ({ page }) => {
    const { shifts, total } = await shiftsWhileLoading(page, viewport, '/', async () => {
      await expect(page.locator('.fixture').first()).toBeVisible();
      await expect(page.locator('.game-row .game-card:not(.skeleton)').first()).toBeAttached();
      await expect(page.locator('.skeleton')).toHaveCount(0);
    });
    expect(total, shifts.join('\n')).toBeLessThanOrEqual(0.01);
  });

  test(`the sports board does not move while it loads (${viewport.width}×${viewport.height})`, async ({ page }) => {
    const { shifts, total } = await shiftsWhileLoading(page, viewport, '/sports', async () => {
      await expect(page.locator('.match-group').first()).toBeVisible();
      // The book's rules come last (their own chunk and figures).
      await expect(page.getByTestId('game-terms')).toBeVisible();
    });
    expect(total, shifts.join('\n')).toBeLessThanOrEqual(0.01);
  });
}

const CSS_BUDGET_BYTES = 15 * 1024;

test('the style sheets the home route loads stay within 15 KB gzip', async ({ page }) => {
  const sheets = await homeFiles(page, 'stylesheet');
  console.log(`home route CSS: ${sheets.length} files, ${(totalOf(sheets) / 1024).toFixed(1)} KB gzip`);
  expect(sheets.length).toBeGreaterThan(0);
  expect(totalOf(sheets)).toBeLessThanOrEqual(CSS_BUDGET_BYTES);
});

const ROUTE_BUDGET_BYTES = 50 * 1024;

/** For every path, the scripts its screen loads after the first page's, as the build lists them. */
const routeAssets = () =>
  JSON.parse(readFileSync(join('dist', 'route-assets.json'), 'utf8')) as Record<string, string[]>;

test('what each other screen adds to the first page stays within 50 KB gzip', () => {
  // The build lists, for every path, the scripts its screen loads after the first page's: its route's chunk,
  // what that imports, and the screens' texts (dist/route-assets.json; the server preloads them).
  const assets = routeAssets();
  const sizes = Object.entries(assets)
    .filter(([path]) => path !== '/')
    .map(([path, files]) => ({
      path,
      bytes: files.reduce((sum, file) => sum + gzipSync(readFileSync(join('dist', file))).length, 0),
    }))
    .sort((a, b) => b.bytes - a.bytes);
  console.log(
    sizes
      .slice(0, 5)
      .map(({ path, bytes }) => `${path} ${(bytes / 1024).toFixed(1)} KB`)
      .join(', '),
  );
  expect(sizes.length).toBeGreaterThan(40);
  expect(sizes.filter(({ bytes }) => bytes > ROUTE_BUDGET_BYTES)).toEqual([]);
});

/**
 * A phone fetches a page's files a few at a time, each a round trip: what pages share comes in a few files by
 * kind and an area's flows in one (scripts/shell.ts), so no other screen brings more than 15 (30 before).
 */
const ROUTE_FILES = 15;

test(`what each other screen adds to the first page comes in at most ${ROUTE_FILES} files`, () => {
  const assets = routeAssets();
  const counts = Object.entries(assets)
    .map(([path, files]) => ({ path, files: files.length }))
    .sort((a, b) => b.files - a.files);
  console.log(
    counts
      .slice(0, 5)
      .map(({ path, files }) => `${path} ${files}`)
      .join(', '),
  );
  expect(counts.length).toBeGreaterThan(40);
  expect(counts.filter(({ files }) => files > ROUTE_FILES)).toEqual([]);
});

test('with ?inspect the inspector chunk loads and sees the app’s flows, and a normal visit never downloads it', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await openPage(page);
  const normal = scripts.length;
  await standInInspector(page.context());
  const popup = page.waitForEvent('popup');
  await page.goto('/?inspect');
  const inspector = await popup;
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('rodada.inspect'))).toBe('1');
  expect(scripts.length).toBeGreaterThan(normal);
  // The session, the dialogs and the language, each told about as it starts.
  await expect.poll(() => actorsSeen(inspector)).toEqual(expect.arrayContaining(['session', 'modals', 'language']));
});
