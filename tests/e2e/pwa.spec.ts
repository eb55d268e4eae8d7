import { expect, test, type Page } from '@playwright/test';
import { demoTest, openPage, openSignedIn, registerViaApi } from './helpers';

/** The product's network message (SPEC.md), in Portuguese. */
const NETWORK_MESSAGE = 'Erro de rede, tente novamente mais tarde';
const TRY_AGAIN = 'Tentar novamente';

/** Waits until the service worker installed on the first visit controls the page. */
async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Whether the picture at `url` is in the service worker's cache `name`. */
const cached = (page: Page, name: string, url: string) =>
  page.evaluate(async ([cache, href]) => Boolean(await (await caches.open(cache!)).match(href!)), [name, url]);

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('offline, the app opens with the network message, art seen before still shows; the network coming back brings the page back', async ({
    page,
    context,
  }) => {
    await openPage(page);
    await controlledByWorker(page);
    const precached = await page.evaluate(async () => {
      const names = await caches.keys();
      const precache = names.find((name) => name.includes('precache'));
      if (!precache) return [];
      return (await (await caches.open(precache)).keys()).map((request) => new URL(request.url).pathname);
    });
    // The shell and the screens' code are kept; the inspector, the diagrams and the other languages' texts are not.
    expect(precached).toContain('/index.html');
    expect(precached.some((path) => /^\/assets\/shell-.*\.js$/.test(path))).toBe(true);
    expect(precached.some((path) => /^\/assets\/Offline-.*\.js$/.test(path))).toBe(true);
    expect(precached.filter((path) => /inspector-|^\/flows\/|\/screens-/.test(path))).toEqual([]);

    // Under the worker now: the game pictures this visit shows are kept.
    await page.reload();
    const art = page.locator('img.game-art').first();
    await expect(art).toBeVisible();
    await art.scrollIntoViewIfNeeded();
    await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const src = new URL((await art.getAttribute('src'))!, page.url()).href;
    expect(new URL(src).pathname).toMatch(/^\/games\/art\/\d+\.[0-9a-f]{10}\.svg$/);
    await expect.poll(() => cached(page, 'art', src)).toBe(true);
    // Nothing the API answered is kept: its answers carry players' data and money.
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(kept.filter((path) => path.startsWith('/api/'))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    const offline = page.getByTestId('offline');
    await expect(offline.getByRole('heading', { level: 1, name: NETWORK_MESSAGE })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(0);
    // The picture seen before still shows, from the worker's cache.
    const width = await page.evaluate(async (url) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      return img.naturalWidth;
    }, src);
    expect(width).toBeGreaterThan(0);

    // Trying again without a network keeps the message.
    await offline.getByRole('button', { name: TRY_AGAIN }).click();
    await expect(offline).toHaveAttribute('data-state', 'offline');
    await expect(offline.getByRole('button', { name: TRY_AGAIN })).toBeEnabled();

    // The network comes back: the page comes back by itself.
    await context.setOffline(false);
    await expect(offline).toBeHidden();
    await expect(page.locator('img.game-art').first()).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('offline, a page never opened before shows the network message too', async ({ page, context }) => {
    await openPage(page);
    await controlledByWorker(page);
    await context.setOffline(true);
    // No other page was opened: its texts (one file per language, kept when first used) are not here yet.
    await page.goto('/promotion/activity');
    const offline = page.getByTestId('offline');
    await expect(offline.getByRole('heading', { level: 1, name: NETWORK_MESSAGE })).toBeVisible();
    await context.setOffline(false);
    await expect(offline).toBeHidden();
    await expect(page).toHaveURL(/\/promotion\/activity$/);
    await expect(page.getByRole('main')).toBeVisible();
  });

  test('a member who opens the app offline is still logged in once the network is back', async ({
    page,
    context,
    request,
  }) => {
    const member = await registerViaApi(request);
    await openSignedIn(page, member.token);
    await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible();
    await controlledByWorker(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline')).toBeVisible();
    // No answer is not a logout: the session's token stays where the app keeps it.
    expect(await page.evaluate(() => sessionStorage.getItem('rodada.token'))).not.toBeNull();

    await context.setOffline(false);
    await expect(page.getByTestId('offline')).toBeHidden();
    await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible();
  });

  test('a new worker taking control reloads the page once; the first install does not', async ({ page }) => {
    await openPage(page);
    await controlledByWorker(page);
    // The first install took control without a reload.
    expect(await page.evaluate(() => sessionStorage.getItem('rodada.sw-reloaded'))).toBeNull();

    // A new worker for the same scope (as a new release's would be) installs and takes control.
    const reloaded = page.waitForEvent('load');
    await page
      .evaluate(() => navigator.serviceWorker.register('/sw.js?release=next', { scope: '/' }).then(() => undefined))
      // The reload may end this page's script before it answers.
      .catch(() => undefined);
    await reloaded;
    // The reloaded page registers the app's own /sw.js again, a script other than this test's: once it has
    // installed it takes control in its turn and that page reloads once too. A reading that meets the page
    // while it is being replaced answers nothing yet; the mark, in the tab's session storage, stays.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('rodada.sw-reloaded')).catch(() => null))
      .not.toBeNull();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test.describe('without the service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a server out of reach shows the network message; "Try again" brings the page back', async ({ page }) => {
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await openPage(page);
    const offline = page.getByTestId('offline');
    await expect(offline.getByRole('heading', { level: 1, name: NETWORK_MESSAGE })).toBeVisible();
    await offline.getByRole('button', { name: TRY_AGAIN }).click();
    await expect(offline.getByRole('button', { name: TRY_AGAIN })).toBeEnabled();

    await page.unroute('**/api/**');
    await offline.getByRole('button', { name: TRY_AGAIN }).click();
    await expect(offline).toBeHidden();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('img.game-art').first()).toBeVisible();
  });

  test('a page whose texts fail to arrive, the browser online, shows the network message and comes back', async ({
    page,
  }) => {
    // The screens' texts (one file per language) fail once, as on a network that drops a request.
    await page.route('**/assets/screens-*.js', (route) => route.abort('connectionreset'));
    await openPage(page, '/promotion/activity');
    const offline = page.getByTestId('offline');
    await expect(offline.getByRole('heading', { level: 1, name: NETWORK_MESSAGE })).toBeVisible();
    await page.unroute('**/assets/screens-*.js');
    await offline.getByRole('button', { name: TRY_AGAIN }).click();
    await expect(offline).toBeHidden();
    await expect(page).toHaveURL(/\/promotion\/activity$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });
});

/** Chromium's offer to install the app, as the browser makes it; `outcome` is the person's answer. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((answer) => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    const record = window as unknown as { prompts: number };
    record.prompts = 0;
    Object.assign(event, {
      prompt: () => {
        record.prompts += 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: answer }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

const prompts = (page: Page) => page.evaluate(() => (window as unknown as { prompts: number }).prompts);

test.describe('/download', () => {
  test('installs the app with the browser’s prompt, and gives the iPhone’s steps', async ({ page }) => {
    await openPage(page, '/download');
    await expect(page.getByRole('heading', { level: 1, name: 'Baixe o app da Rodada' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'iPhone (Safari)' })).toBeVisible();
    const install = page.getByRole('button', { name: 'Instalar o app' });
    await expect(install).toHaveCount(0);

    await offerInstall(page, 'accepted');
    await install.click();
    await expect(page.getByTestId('app-installed')).toBeVisible();
    await expect(install).toHaveCount(0);
    expect(await prompts(page)).toBe(1);
  });

  test('a dismissed prompt is not shown again', async ({ page }) => {
    await openPage(page, '/download');
    await expect(page.getByRole('heading', { level: 1, name: 'Baixe o app da Rodada' })).toBeVisible();
    await offerInstall(page, 'dismissed');
    const install = page.getByRole('button', { name: 'Instalar o app' });
    await install.click();
    expect(await prompts(page)).toBe(1);
    await expect(install).toHaveCount(0);
    await expect(page.getByTestId('app-installed')).toHaveCount(0);
  });

  test('the web manifest has what installing needs', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Rodada', short_name: 'Rodada', start_url: '/', display: 'standalone' });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]) {
      const icon = icons.find((i) => i.sizes === sizes && i.purpose === purpose && i.type === 'image/png');
      expect(icon, `${sizes} ${purpose}`).toBeDefined();
      const response = await request.get(icon!.src);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
    expect((await request.get('/apple-touch-icon.png')).status()).toBe(200);
  });
});

test.describe('pictures and fonts', () => {
  test('the home’s first picture loads at once and first; the others are sized, lazy and decoded aside; no web font', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await openPage(page);
    // The first slide's picture is the page's largest paint: never lazy, fetched first.
    const welcome = page.locator('.banner-welcome img.banner-art');
    await expect(welcome).toBeVisible();
    await expect(welcome).toHaveAttribute('fetchpriority', 'high');
    await expect(welcome).not.toHaveAttribute('loading', 'lazy');
    await expect(welcome).toHaveAttribute('width', '640');
    await expect(welcome).toHaveAttribute('height', '320');
    expect(await welcome.getAttribute('src')).toMatch(/^\/site\/art\/[a-z]+\.[0-9a-f]{10}\.svg$/);

    const later = page.locator('.banner:not(.banner-welcome) img.banner-art');
    expect(await later.count()).toBeGreaterThan(0);
    const games = page.locator('img.game-art');
    await expect(games.first()).toBeAttached();
    for (const pictures of [later, games]) {
      const attributes = await pictures.evaluateAll((imgs) =>
        imgs.map((img) => [
          img.getAttribute('loading'),
          img.getAttribute('decoding'),
          img.getAttribute('width'),
          img.getAttribute('height'),
        ]),
      );
      for (const [loading, decoding, width, height] of attributes) {
        expect(loading).toBe('lazy');
        expect(decoding).toBe('async');
        expect(Number(width)).toBeGreaterThan(0);
        expect(Number(height)).toBeGreaterThan(0);
      }
    }
    expect(await page.evaluate(() => document.fonts.size)).toBe(0);
    expect(fonts).toEqual([]);
  });

  demoTest('a member’s profile picture is sized and decoded aside', async ({ page, demoToken }) => {
    await openSignedIn(page, demoToken);
    const avatar = page.getByRole('banner').locator('img.avatar');
    await expect(avatar).toBeVisible();
    await expect(avatar).toHaveAttribute('width', '36');
    await expect(avatar).toHaveAttribute('height', '36');
    await expect(avatar).toHaveAttribute('decoding', 'async');
    expect(await avatar.getAttribute('src')).toMatch(/^\/avatars\/[mf]\d\.svg$/);
  });
});
