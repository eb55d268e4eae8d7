import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readAppPaths } from '../../scripts/app-paths';
import {
  AFTER_PAINT_TYPE,
  FIRST_PAINT_SCRIPT,
  firstPaintWorker,
  type FirstPaint,
} from '../../server/static/firstPaint';
import { setupServer, type TestServer } from './helpers';

// The first screen of the app's public pages, painted on the server (server/static/firstPaint.ts): here by
// stand-in workers that answer as the app's build does (dist-ssr/first-paint.js, which the browser tests run).

const INDEX =
  '<!doctype html><html><head><title>Rodada</title><script type="module" crossorigin src="/assets/shell-abc.js"></script></head><body><div id="app"></div></body></html>';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rodada-first-paint-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'app-paths.json'), JSON.stringify(readAppPaths()));
  writeFileSync(
    join(dir, 'route-styles.json'),
    JSON.stringify({ '/': ['/assets/home.css'], '/recharge': ['/assets/pay.css'] }),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A worker bundle: `answer` is the body of its message handler, given { id, url, answers } and `count`. */
function workerBundle(name: string, answer: string, { onLoad = '' }: { onLoad?: string } = {}): string {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(
    file,
    `import { parentPort } from 'node:worker_threads';\n${onLoad}\nlet count = 0;\n` +
      `parentPort.on('message', ({ id, url, answers }) => { count += 1; ${answer} });\n`,
  );
  return file;
}

const reply = (html: string, flows = '{}', loads = '[]') =>
  `parentPort.postMessage({ id, html: ${html}, flows: ${flows}, loads: ${loads} });`;

describe('a page painted on the server', () => {
  let s: TestServer;
  let firstPaint: FirstPaint | null;
  beforeAll(async () => {
    firstPaint = firstPaintWorker(
      workerBundle(
        'painter',
        reply(
          '`<main><h1>Painted for ${new URL(url).host}${new URL(url).pathname}</h1><p>${Object.keys(answers).length} answers, R$ 1,00</p></main>`',
          "{ '_R_1_': { status: 'active', value: 'ready', context: { note: '</script><b>' } } }",
          "['activities']",
        ),
      ),
    );
    s = await setupServer({ staticDir: dir, firstPaint });
  });
  afterAll(async () => {
    await s.close();
    await firstPaint?.close();
  });

  it('carries its first screen, inert, and loads its scripts once that is shown', async () => {
    const response = await s.request('GET', '/', { headers: { host: 'rodada.test' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    // The home page is primed with four answers (prime.ts); the screen is written as the worker gave it.
    expect(html).toContain(
      '<div id="app" class="first-paint" inert><main><h1>Painted for rodada.test/</h1><p>4 answers, R$ 1,00</p></main></div>',
    );
    expect(html).toContain(`<script type="${AFTER_PAINT_TYPE}" crossorigin src="/assets/shell-abc.js"></script>`);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(`<script>${FIRST_PAINT_SCRIPT}</script>`);
    // The screen's own style sheets (route-styles.json), which it needs as it shows.
    expect(html).toContain('<link rel="stylesheet" href="/assets/home.css">');
    // The state of the flows on it, as the app's flows start from it, and the lazy flows the app loads before:
    // nothing in it can close its element.
    expect(html).toContain(
      '<script type="application/json" id="painted-flows">{"flows":{"_R_1_":{"status":"active","value":"ready","context":{"note":"\\u003c/script\\u003e\\u003cb\\u003e"}}},"loads":["activities"]}</script>',
    );
  });

  it('is allowed its one inline script by the Content-Security-Policy, and no other', async () => {
    const response = await s.request('GET', '/', { headers: { host: 'rodada.test' } });
    const policy = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = policy.split('; ').find((part) => part.startsWith('script-src ')) ?? '';
    const hash = createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it.each([
    ["a member's page, which a guest's screen would not be", '/recharge'],
    ['a painted page asked with a query, which changes what it lists', '/game?category=live'],
    ['the home page asked with a query, which may change what the app shows first', '/?lang=en'],
    ['the home page of an invitation', '/?ref=AB12CD'],
  ])('is not %s: that keeps its scripts as built', async (_, path) => {
    const response = await s.request('GET', path, { headers: { host: 'rodada.test' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<div id="app"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/shell-abc.js"></script>');
    expect(html).not.toContain(FIRST_PAINT_SCRIPT);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toContain('painted-flows');
  });
});

describe('the painting worker', () => {
  it('is none without the build for the server: the pages go without', () => {
    expect(firstPaintWorker(join(dir, 'missing.mjs'))).toBeNull();
  });

  it('answers late pages without their screen, and keeps it for the next page', async () => {
    const painter = firstPaintWorker(
      // The first page's screen comes late; no other is ever painted.
      workerBundle('slow', `if (count === 1) setTimeout(() => { ${reply('`<p>the first page</p>`')} }, 300);`),
      { waitMs: 50 },
    )!;
    try {
      expect(await painter.paint('http://rodada.test/', {})).toBeNull();
      // The worker's answer arrives after the page went without it: a later page has it, kept.
      await vi.waitFor(
        async () =>
          expect(await painter.paint('http://rodada.test/', {})).toEqual({
            html: '<p>the first page</p>',
            flows: {},
            loads: [],
          }),
        {
          timeout: 5_000,
          interval: 100,
        },
      );
      // Other answers are another screen, asked for.
      expect(await painter.paint('http://rodada.test/', { other: 1 })).toBeNull();
    } finally {
      await painter.close();
    }
  });

  it('never shows a screen with inline styles, which the page may not apply', async () => {
    const painter = firstPaintWorker(workerBundle('styled', reply('`<p style="color: red">styled</p>`')))!;
    try {
      expect(await painter.paint('http://rodada.test/', {})).toBeNull();
    } finally {
      await painter.close();
    }
  });

  it('answers without a screen when painting failed, or when the worker is gone', async () => {
    const failing = firstPaintWorker(workerBundle('failing', "parentPort.postMessage({ id, error: 'no' });"))!;
    const broken = firstPaintWorker(workerBundle('broken', '', { onLoad: "throw new Error('broken build');" }))!;
    try {
      expect(await failing.paint('http://rodada.test/', {})).toBeNull();
      expect(await broken.paint('http://rodada.test/', {})).toBeNull();
    } finally {
      await failing.close();
      await broken.close();
    }
  });

  it('paints a few pages at a time: past that a page goes without at once instead of queueing', async () => {
    const stuck = firstPaintWorker(workerBundle('stuck', '/* never answers */'), { waitMs: 60_000 })!;
    try {
      const waiting = Array.from({ length: 8 }, (_, n) => stuck.paint(`http://rodada.test/?n=${n}`, {}));
      const started = Date.now();
      expect(await stuck.paint('http://rodada.test/', {})).toBeNull();
      expect(Date.now() - started).toBeLessThan(1_000);
      await stuck.close();
      // Closing the worker answers the pages still waiting, without a screen.
      expect(await Promise.all(waiting)).toEqual(Array(8).fill(null));
    } finally {
      await stuck.close();
    }
  });
});
