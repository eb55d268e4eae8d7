import { expect, test, type Page, type Route } from '@playwright/test';
import { LOBBY_FIRST_CATEGORY, LOBBY_PAGE_SIZE } from '../../contract/games';
import { appLive, skipPromotions } from './helpers';

// The first screen of the public pages is painted by the server (server/static/firstPaint.ts) with the app's own
// components: shown before the app's scripts run, inert, then taken over by the live app.

/** Holds the app's entry script until `release` is called: what the page shows before the app runs. */
async function holdTheApp(page: Page): Promise<{ held: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let heldNow!: () => void;
  const held = new Promise<void>((resolve) => (heldNow = resolve));
  await page.route(/\/assets\/shell-[\w-]+\.js$/, async (route: Route) => {
    heldNow();
    await released;
    await route.continue();
  });
  return { held, release };
}

const welcomeOf = async (page: Page) =>
  (await (await page.request.get('/api/dynamicwebs/getdata?lang=pt')).json()).data.welcome.title as string;

test('a first visit sees the home page painted by the server, before and without any of its scripts', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const painted = page.locator('#app.first-paint[inert]');
  await expect(painted.getByRole('heading', { level: 1, name: await welcomeOf(page) })).toBeVisible();
  await expect(painted.getByTestId('rg-bar')).toHaveText(/18\+\s*Jogue com responsabilidade/);
  await expect(painted.getByRole('navigation', { name: 'Menu principal' })).toBeAttached();
  await context.close();
});

test('the app takes over the painted screen: one live page, whose buttons answer', async ({ page }) => {
  await skipPromotions(page);
  const app = await holdTheApp(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Not waiting for the page's load: a held script holds it.
  await page.goto('/', { waitUntil: 'commit' });
  await app.held;
  // The server's screen, shown and inert while the app's scripts are held.
  const painted = page.locator('.first-paint');
  await expect(painted.getByRole('heading', { level: 1, name: await welcomeOf(page) })).toBeVisible();
  await expect(painted).toHaveAttribute('inert', '');
  app.release();
  await expect(painted).toHaveCount(0);
  await expect(page.locator('.root-view')).toHaveCount(1);
  await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('dialog', { name: 'Entrar na Rodada' })).toBeVisible();
  expect(errors).toEqual([]);
});

const startsOtherwise = [
  {
    tab: 'a member’s tab never shows the guest’s painted screen: the app starts without waiting for it',
    keep: () => sessionStorage.setItem('rodada.token', 'a-member-token'),
    then: (page: Page) => expect(page.locator('.first-paint')).toBeAttached(),
    after: async () => {},
  },
  {
    tab: 'a language kept on this device hides the painted screen, which is in Portuguese',
    keep: () => localStorage.setItem('rodada.lang', 'en'),
    then: async () => {},
    after: (page: Page) => expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible(),
  },
];

for (const { tab, keep, then, after } of startsOtherwise) {
  test(tab, async ({ page }) => {
    await skipPromotions(page);
    await page.addInitScript(keep);
    const app = await holdTheApp(page);
    // Not waiting for the page's load: a held script holds it.
    await page.goto('/', { waitUntil: 'commit' });
    await app.held;
    await expect(page.locator('html')).toHaveAttribute('data-fresh', '');
    await then(page);
    await expect(page.locator('.first-paint')).toBeHidden();
    app.release();
    await after(page);
    await expect(page.locator('.first-paint')).toHaveCount(0);
  });
}

test('the home page asked with a query is not painted: the app paints it, in the visit’s language', async ({
  page,
}) => {
  await skipPromotions(page);
  const app = await holdTheApp(page);
  await page.goto('/?lang=en', { waitUntil: 'commit' });
  await app.held;
  await expect(page.locator('#app')).toBeEmpty();
  app.release();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

/** What each other painted page lists first, from the API as a guest reads it. */
const paintedPages = [
  {
    path: '/game',
    read: '/api/games/listsv2',
    first: async (page: Page) =>
      (
        await (
          await page.request.get(
            `/api/games/listsv2?category=${LOBBY_FIRST_CATEGORY}&page=1&per_page=${LOBBY_PAGE_SIZE}&lang=pt`,
          )
        ).json()
      ).data.list[0].name as string,
  },
  {
    path: '/sports',
    read: '/api/house/sports/board',
    first: async (page: Page) =>
      (await (await page.request.get('/api/house/sports/board?lang=pt')).json()).data.events[0].home as string,
  },
  {
    path: '/promotion/activity',
    read: '/api/activitydetails/get',
    first: async () => 'Fundo diário de alívio de perdas',
  },
];

for (const { path, read, first } of paintedPages) {
  test(`${path} is painted with what it lists, and the app takes it over without asking for it again`, async ({
    page,
  }) => {
    await skipPromotions(page);
    const app = await holdTheApp(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === read) asked.push(request.url());
    });
    await page.goto(path, { waitUntil: 'commit' });
    await app.held;
    const painted = page.locator('#app.first-paint[inert]');
    await expect(painted.getByText(await first(page), { exact: true }).first()).toBeVisible();
    asked.length = 0;
    app.release();
    await expect(page.locator('.first-paint')).toHaveCount(0);
    await expect(page.locator('.root-view')).toHaveCount(1);
    await expect(page.getByText(await first(page), { exact: true }).first()).toBeVisible();
    // The page's flows started from the state they were painted in: what they had been answered is not asked again.
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a first visit asked at once keeps the consent banner painted with the page, and answers it once the app has taken over', async ({
  page,
}) => {
  // The reminder switched off on an earlier visit, no storage choice kept: the banner is the page's first question.
  await page.addInitScript(() => localStorage.setItem('rodada.reminder', 'off'));
  const app = await holdTheApp(page);
  await page.goto('/game', { waitUntil: 'commit' });
  await app.held;
  const banner = page.getByTestId('consent-banner');
  await expect(page.locator('#app.first-paint').getByTestId('consent-banner')).toBeVisible();
  await banner.evaluate((element) => element.setAttribute('data-painted', ''));
  app.release();
  await expect(page.locator('.first-paint')).toHaveCount(0);
  // The very banner the server painted, now the app's: no second one painted over it.
  await expect(banner).toHaveCount(1);
  await expect(banner).toHaveAttribute('data-painted', '');
  await banner.getByRole('button', { name: 'Aceitar todos' }).click();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('rodada.consent'))).toContain('"preferences":true');
});

const notAskedYet = [
  {
    tab: 'a storage choice kept',
    keep: () => {
      localStorage.setItem(
        'rodada.consent',
        JSON.stringify({ version: 1, preferences: true, at: '2026-01-01T00:00:00.000Z' }),
      );
      localStorage.setItem('rodada.reminder', 'off');
    },
    then: async () => {},
  },
  {
    tab: 'the responsible-play reminder to answer first',
    keep: () => {},
    then: (page: Page) => expect(page.getByRole('dialog', { name: 'Lembrete' })).toBeVisible(),
  },
];

for (const { tab, keep, then } of notAskedYet) {
  test(`a tab with ${tab} never shows the painted consent banner`, async ({ page }) => {
    await page.addInitScript(keep);
    // Every frame the page draws, from the first: was a consent banner on the screen?
    await page.addInitScript(() => {
      const seen = window as Window & { bannerSeen?: boolean };
      seen.bannerSeen = false;
      const look = () => {
        const banner = document.querySelector('.consent-banner');
        if (banner && banner.getBoundingClientRect().height > 0) seen.bannerSeen = true;
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto('/sports');
    await appLive(page);
    await then(page);
    await expect(page.locator('.match-group').first()).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { bannerSeen?: boolean }).bannerSeen)).toBe(false);
  });
}
