import { expect, test, type Page, type Route } from '@playwright/test';
import { skipPromotions } from './helpers';

// The home page's first screen is painted by the server (server/static/firstPaint.ts) with the app's own
// components: shown before the app's scripts run, inert, then replaced by the live app.

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
