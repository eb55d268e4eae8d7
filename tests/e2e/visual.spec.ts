import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { SportsBoard } from '../../contract/sports';
import { boardAskedOfTheApi, registerViaApi, skipPromotions } from './helpers';

/*
 * Visual baselines of the main screens on a phone (390×844) and a desktop (1280×800): a layout regression
 * fails here. The pictures live in tests/e2e/__screenshots__/visual.spec.ts/ (playwright.config.ts); after an
 * intended change, `npx playwright test tests/e2e/visual.spec.ts --update-snapshots` makes them again.
 *
 * What legitimately changes between runs is masked: what belongs to the fresh player (balance, profile picture
 * drawn at random, nickname, id, phone) and the captcha image. The sports board (it follows the clock: which matches are live,
 * their minute, score and odds, the days) is a fixed board served in place of the server's for these pictures,
 * and the browser runs in São Paulo's time zone so the kickoff times read the same on every machine.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/**
 * A board the server served on 23 November 2026 at 20:45 in São Paulo, cut to that day and the next, with one more
 * match made live (67', 2–1); checked against the contract, so a change of the board's shape fails here first.
 */
const BOARD = readFileSync(new URL('./fixtures/sports-board.json', import.meta.url), 'utf8');
v.parse(SportsBoard, (JSON.parse(BOARD) as { data: unknown }).data);

/** When the board was taken (the browser's clock for these pictures). */
const BOARD_TIME = new Date((JSON.parse(BOARD) as { data: { at: string } }).data.at);

test.use({ timezoneId: 'America/Sao_Paulo' });

/** The fixed sports board (see above) for every call to it, the sports page's and the home page's. */
async function fixedSportsBoard(page: Page) {
  // The browser's today is the board's, so its days read "Hoje" and "Amanhã" on any day the suite runs.
  await page.clock.setFixedTime(BOARD_TIME);
  await boardAskedOfTheApi(page);
  await page.route(/\/api\/house\/sports\/board/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: BOARD }),
  );
  // Its stream would push the real board over the fixed one: kept closed.
  await page.route(/\/api\/house\/sports\/stream/, (route) => route.abort());
}

// The clock first: skipPromotions' "today" is then the pictures' today too.
async function asGuest(page: Page) {
  await fixedSportsBoard(page);
  await skipPromotions(page);
}

async function asMember(page: Page, request: Parameters<typeof registerViaApi>[0]) {
  const member = await registerViaApi(request);
  await fixedSportsBoard(page);
  await skipPromotions(page);
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('rodada.token', token);
      sessionStorage.setItem('seeded', '1');
    }
  }, member.token);
  return member;
}

/** Waits until the screen is whole: no request in flight, no skeleton, fonts and images loaded. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.skeleton:visible, [aria-busy="true"]:visible')).toHaveCount(0);
  // The fonts, and every picture in view (a lazy one further down is not in the picture).
  await page.waitForFunction(
    async () => {
      await document.fonts.ready;
      return [...document.images].every((img) => {
        const box = img.getBoundingClientRect();
        const inView = box.bottom > 0 && box.top < innerHeight && box.width > 0;
        return !inView || (img.complete && img.naturalWidth > 0);
      });
    },
    undefined,
    { polling: 100 },
  );
  // No hover effect on whatever the last click left the pointer over.
  await page.mouse.move(0, 0);
}

/**
 * The screen as shown; with `short`, the whole page on a desktop for the short screens (at most about one and a
 * half screens, footer included). Never on a phone: the tab bar is fixed to the bottom of the screen, and a
 * whole-page picture would draw it across the middle of the page.
 */
async function snap(page: Page, name: string, mask: Locator[] = [], short = false) {
  await settled(page);
  const fullPage = short && page.viewportSize()!.width >= 1024;
  await expect(page).toHaveScreenshot(`${name}.png`, { mask, fullPage });
}

/**
 * What the header shows of the fresh member: the balance (R$ 0,00 for a fresh one, masked all the same) and
 * the profile picture (drawn at random at registration).
 */
const memberHeader = (page: Page) => [page.getByTestId('header-balance'), page.locator('.avatar-link')];
const balance = (page: Page) => page.getByTestId('header-balance');

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const shot = (screen: string) => `${screen}-${viewport.name}`;

    test('home, logged out', async ({ page }) => {
      await asGuest(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await snap(page, shot('home'));
    });

    test('home, logged in', async ({ page, request }) => {
      await asMember(page, request);
      await page.goto('/');
      await expect(balance(page)).toBeVisible();
      await snap(page, shot('home-member'), memberHeader(page));
    });

    test('the lobby', async ({ page }) => {
      await asGuest(page);
      await page.goto('/game?category=slot');
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
      await snap(page, shot('lobby'));
    });

    test('search', async ({ page }) => {
      await asGuest(page);
      await page.goto('/searchGames');
      // With a query, so the results are in the picture.
      await page.getByRole('searchbox').fill('rio');
      await expect(page.getByTestId('search-count')).not.toHaveAttribute('data-count', '0');
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
      // The cursor blinks in the box: no focus, so the picture has no caret and no focus ring.
      await page.getByRole('searchbox').blur();
      await snap(page, shot('search'), [], true);
    });

    test('a slot game', async ({ page, request }) => {
      await asMember(page, request);
      await page.goto('/game?category=slot');
      await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
      await expect(page.getByRole('button', { name: 'Girar' })).toBeVisible();
      await snap(page, shot('slot'), [page.getByTestId('game-balance')], true);
    });

    test('the crash game', async ({ page, request }) => {
      await asMember(page, request);
      await page.goto('/game?category=crash');
      await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
      await expect(page.getByTestId('crash-curve')).toBeVisible();
      await snap(page, shot('crash'), [page.getByTestId('game-balance')], true);
    });

    test('sports', async ({ page }) => {
      await asGuest(page);
      await page.goto('/sports');
      await expect(page.locator('li.match').first()).toBeVisible();
      await snap(page, shot('sports'));
    });

    test('promotions', async ({ page }) => {
      await asGuest(page);
      await page.goto('/promotion/activity');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await snap(page, shot('promotions'));
    });

    test('deposit', async ({ page, request }) => {
      await asMember(page, request);
      await page.goto('/recharge');
      await expect(balance(page)).toBeVisible();
      await snap(page, shot('recharge'), memberHeader(page), true);
    });

    test('withdrawal', async ({ page, request }) => {
      const member = await asMember(page, request);
      // With a withdrawal password set, the screen is the withdrawal form itself.
      const set = await request.post('/api/member/qkpwd', {
        data: { qk_pwd: '246810', qk_pwd_confirmation: '246810' },
        headers: { Authorization: `Bearer ${member.token}` },
      });
      expect(set.status()).toBe(200);
      await page.goto('/withdraw');
      await expect(balance(page)).toBeVisible();
      // Nothing to withdraw yet: the hint says where withdrawals start, not a range from R$ 10,00 to R$ 0,00.
      await expect(page.getByTestId('withdraw-range')).toHaveText(
        /^Saques a partir de R\$\s10,00; agora você pode sacar R\$\s0,00$/,
      );
      await snap(page, shot('withdraw'), memberHeader(page));
    });

    test('my account', async ({ page, request }) => {
      await asMember(page, request);
      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'Minha conta' })).toBeVisible();
      // The odds format loads after the page's first paint.
      await expect(page.getByTestId('odds-format')).toBeVisible();
      // The fresh member's picture, nickname (from the phone), id, phone and balance.
      const card = page.locator('.profile-card');
      await snap(page, shot('profile'), [
        ...memberHeader(page),
        card.locator('img.avatar'),
        card.locator('p'),
        page.locator('.balance-big'),
      ]);
    });

    test('responsible gambling', async ({ page, request }) => {
      await asMember(page, request);
      await page.goto('/responsible');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await snap(page, shot('responsible'), memberHeader(page));
    });

    test('the login modal', async ({ page }) => {
      await asGuest(page);
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Entrar na Rodada' });
      await expect(dialog.getByRole('img')).toBeVisible();
      await snap(page, shot('login'), [dialog.getByRole('img')]);
    });

    test('the terms', async ({ page }) => {
      await asGuest(page);
      await page.goto('/legal/terms');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await snap(page, shot('terms'));
    });
  });
}
