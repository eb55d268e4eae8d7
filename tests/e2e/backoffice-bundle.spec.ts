import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/*
 * The back office (/operator) is a build of its own (vite.operator.config.ts) into dist/operator/, beside the
 * player's app (vite.config.ts) in dist/. These checks read both builds: nothing of the back office can reach
 * a player's device, the back office loads nothing of the player's, and its own first page stays within its
 * budget. (The player's first page keeps its own budget: tests/e2e/quality.spec.ts.)
 */

const DIST = 'dist';
const PLAYER_PAGE = 'index.html';
const OPERATOR_PAGE = 'operator/index.html';
const read = (file: string) => readFileSync(join(DIST, file), 'utf8');

/** Strings only the back office's modules hold (its storage keys, its layout's and sign-in's class names, its flows' ids). */
const OPERATOR_MARKERS = [
  'rodada.operator.token',
  'rodada.operator.lang',
  'op-sign-in',
  'op-app',
  'withdrawalReview',
  'staffSession',
  'staffAdmin',
];

/** The scripts a page names (its entry and the modules it preloads), as paths in dist/. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );

/**
 * Every chunk a script can load, statically or dynamically: any chunk's file name its code names, in its own
 * build's folder (dist/assets/, dist/operator/assets/) or else in the other's.
 */
function reachable(start: string[]): Set<string> {
  const folders = ['assets', 'operator/assets'];
  const chunks = new Map(folders.map((folder) => [folder, new Set(readdirSync(join(DIST, folder)))]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const own = dirname(file);
    for (const [, name] of read(file).matchAll(/["'`(/]((?:[\w-]+)\.js)["'`)]/g)) {
      const folder = [own, ...folders].find((folder) => chunks.get(folder)?.has(name!));
      if (folder) visit(`${folder}/${name}`);
    }
  };
  start.forEach(visit);
  return seen;
}

const gzipped = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file))).length, 0);

test.beforeAll(() => {
  expect(existsSync(join(DIST, OPERATOR_PAGE)), 'build first: npm run build').toBe(true);
});

test('no chunk the player’s app can load holds a module of the back office', () => {
  const player = reachable(scriptsOf(read(PLAYER_PAGE)));
  expect(player.size).toBeGreaterThan(40);
  expect([...player].filter((file) => file.startsWith('operator/'))).toEqual([]);
  const holding = [...player].flatMap((file) => {
    const code = read(file);
    return OPERATOR_MARKERS.filter((marker) => code.includes(marker)).map((marker) => `${file}: ${marker}`);
  });
  expect(holding).toEqual([]);
  // The markers are the back office's: its own chunks hold them.
  const operator = reachable(scriptsOf(read(OPERATOR_PAGE)));
  const all = [...operator].map(read).join('\n');
  expect(OPERATOR_MARKERS.filter((marker) => !all.includes(marker))).toEqual([]);
});

test('the back office loads none of the player’s chunks (the libraries, the shell) and its first page stays within 135 KB gzip', () => {
  const html = read(OPERATOR_PAGE);
  const firstPage = scriptsOf(html);
  const player = reachable(scriptsOf(read(PLAYER_PAGE)));
  const operator = reachable(firstPage);
  // The back office builds its own copy of what it imports, the bundler's runtime too: all in its folder.
  expect([...operator].filter((file) => player.has(file) || !file.startsWith('operator/assets/'))).toEqual([]);
  expect(html).not.toMatch(/shell-[\w-]+\.css/);
  const bytes = gzipped(firstPage);
  console.log(`back office first page: ${firstPage.length} files, ${(bytes / 1024).toFixed(1)} KB gzip`);
  // 135 KB: its own copy of the libraries (React, the router, XState, Lingui, valibot: 113 KB) and its sign-in.
  expect(bytes).toBeLessThanOrEqual(135 * 1024);
  // Each screen's chunk of its own.
  const screens = [...operator].filter((file) => !firstPage.includes(file));
  expect(screens.length).toBeGreaterThanOrEqual(4);
});

test('the player’s service worker neither precaches the back office nor answers its pages', () => {
  const worker = read('sw.js');
  expect(worker).not.toMatch(/operator\//);
  expect(worker).toContain('/^\\/operator(\\/|$)/');
});
