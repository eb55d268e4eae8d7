import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  boardAskedOfTheApi,
  creditMember,
  demoTest,
  openPage,
  openSignedIn,
  registerViaApi,
  skipPromotions,
} from './helpers';

/**
 * The bet slip, the match rows and the crash board as a player on a phone and on a desktop meets them: the
 * stake in their own format with quick amounts, names that end in an ellipsis, a suspended match, the page
 * lined up with the header, and the crash readout that never covers its curve.
 */

const SHOTS = process.env.SPORTS_SHOTS;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The board of tests/e2e/visual.spec.ts (23 November 2026, 20:45 in São Paulo), to change for a test. */
const BOARD = JSON.parse(readFileSync(new URL('./fixtures/sports-board.json', import.meta.url), 'utf8')) as {
  data: {
    at: string;
    events: {
      id: string;
      home: string;
      away: string;
      status: string;
      live: unknown;
      markets: { market: string; selections: unknown[] }[];
    }[];
  };
};

/** A served board with a long-named match, suspended while live (every market closed), and one with only 1X2 open. */
async function boardWithSuspendedMatch(page: Page) {
  const board = structuredClone(BOARD);
  const [suspended, onlyResult] = board.data.events.filter((e) => e.status === 'upcoming');
  Object.assign(suspended!, {
    home: 'Athletico Paranaense',
    away: 'Manchester United',
    status: 'live',
    live: { minute: 87, period: 'second_half', score: { home: 12, away: 10 } },
  });
  for (const market of suspended!.markets) market.selections = [];
  for (const market of onlyResult!.markets) if (market.market !== '1x2') market.selections = [];
  await page.clock.setFixedTime(new Date(board.data.at));
  await boardAskedOfTheApi(page);
  await page.route(/\/api\/house\/sports\/board/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(board) }),
  );
  // Its stream would push the real board over this one: kept closed.
  await page.route(/\/api\/house\/sports\/stream/, (route) => route.abort());
  return { suspended: suspended!.id, onlyResult: onlyResult!.id };
}

/** The slip's sheet, opened from its bar on a phone (a side panel on a desktop). */
async function openSlip(page: Page) {
  if (await page.getByTestId('slip-bar').isVisible()) await page.getByTestId('slip-bar').click();
}

const boxOf = async (locator: Locator) => (await locator.boundingBox())!;
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const size of SIZES) {
  test.describe(`on a ${size.name} (${size.width}×${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the stake is a field in the player’s format with quick amounts within the balance, and the button bets it', async ({
      page,
      request,
    }) => {
      const member = await registerViaApi(request);
      await creditMember(request, member.phone, '37.40');
      await openSignedIn(page, member.token, '/sports');
      const odd = page.locator('li.match[data-status="upcoming"] .match-odds button.odd').first();
      await odd.click();
      await expect(odd).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('aside.slip')).toHaveAttribute('data-count', '1');
      await openSlip(page);

      const stake = page.locator('#slip-stake');
      const bet = page.getByTestId('place-bet');
      // Portuguese: "10,00", editable, and the button says what is staked, not what may come back.
      await expect(stake).toHaveValue('10,00');
      await expect(stake).toBeEditable();
      await expect(bet).toContainText(/R\$\s10,00/);
      const potential = (await page.getByTestId('slip-return').innerText()).trim();
      expect(potential).not.toBe('R$ 10,00');
      await expect(bet).not.toContainText(potential);
      await shot(page, `slip-${size.name}`);

      const chips = page.locator('.slip-quick button');
      await expect(chips).toHaveCount(4);
      await expect(chips.nth(0)).toHaveText('+R$ 5');
      await expect(chips.nth(1)).toHaveText('+R$ 10');
      await expect(chips.nth(2)).toHaveText('+R$ 50');
      await chips.nth(0).click();
      await expect(stake).toHaveValue('15,00');
      await expect(bet).toContainText(/R\$\s15,00/);
      // +R$ 50 goes no further than the balance, R$ 37,40; then nothing more to add, and Max is there already.
      await chips.nth(2).click();
      await expect(stake).toHaveValue('37,40');
      await expect(chips.nth(0)).toBeDisabled();
      await expect(chips.nth(3)).toBeDisabled();

      // Typed either way.
      await stake.fill('12.5');
      await expect(bet).toContainText(/R\$\s12,50/);
      await stake.fill('20,00');
      await expect(bet).toContainText(/R\$\s20,00/);
      await chips.nth(3).click();
      await expect(stake).toHaveValue('37,40');
      await stake.fill('20,00');
      await bet.click();
      await expect(page.getByTestId('slip-placed')).toBeVisible();
      await expect(page.getByRole('banner')).toContainText('17,40');
    });

    test('long team names end in an ellipsis with the full name in their title; a suspended match shows no market count', async ({
      page,
    }) => {
      const ids = await boardWithSuspendedMatch(page);
      await skipPromotions(page);
      await page.goto('/sports');
      const suspended = page.locator(`li.match[data-fixture="${ids.suspended}"]`);
      await expect(suspended).toBeVisible();
      await suspended.scrollIntoViewIfNeeded();
      await shot(page, `rows-${size.name}`);

      for (const name of await page.locator('li.match .team-name').all()) {
        const { text, title, overflow, cut } = await name.evaluate((e) => ({
          text: e.textContent,
          title: e.getAttribute('title'),
          overflow: getComputedStyle(e).textOverflow,
          cut: e.scrollWidth > e.clientWidth,
        }));
        expect(title).toBe(text);
        expect(overflow).toBe('ellipsis');
        // The score beside it is never cut.
        if (cut) expect(size.name).toBe('phone');
      }
      const home = suspended.locator('.team').first();
      await expect(home.locator('.team-name')).toHaveAttribute('title', 'Athletico Paranaense');
      const [team, score] = [await boxOf(home), await boxOf(home.locator('.score'))];
      expect(score.x + score.width).toBeLessThanOrEqual(team.x + team.width + 0.5);
      await expect(home.locator('.score')).toHaveText('12');
      if (size.name === 'phone') {
        expect(await home.locator('.team-name').evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
      }

      // Suspended: said in words, and no "+0" of markets; a match with only its result open counts none either.
      await expect(suspended.locator('.match-odds')).toHaveText('Suspenso');
      await expect(suspended.getByTestId('more-markets')).not.toHaveText(/\d/);
      const onlyResult = page.locator(`li.match[data-fixture="${ids.onlyResult}"]`);
      await expect(onlyResult.getByTestId('more-markets')).not.toHaveText(/\d/);
      await expect(onlyResult.locator('.match-odds button.odd')).toHaveCount(3);
    });

    // One test a language: each plays its own round within its own time.
    for (const lang of ['pt', 'vi']) {
      test(`the crash readout never covers the curve, in ${lang === 'pt' ? 'Portuguese' : 'Vietnamese'}`, async ({
        page,
        request,
      }) => {
        const member = await registerViaApi(request);
        await creditMember(request, member.phone, '20.00');
        // The language chosen on an earlier visit (kept on this device: preferences are allowed).
        await page.addInitScript((code) => localStorage.setItem('rodada.lang', code), lang);
        await openSignedIn(page, member.token, '/game?category=crash');
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`));
        await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
        const curve = page.getByTestId('crash-curve');
        const readout = page.locator('.crash-readout');
        await expect(curve).toBeVisible();
        expect(overlap(await boxOf(readout), await boxOf(curve))).toBe(false);
        await page.locator('#crash-bet').fill('1');
        // The automatic cash-out ends every round by 1.10× (1.6 s after its start), at the latest: the round
        // is over within its time, not at a crash point chance picks.
        await page.locator('#crash-auto').fill('1.10');
        await page.locator('form.slot-controls button[type="submit"]').click();
        await expect(curve).toHaveAttribute('data-points', '33');
        // While it rises, and once it has ended (the longest texts: "cashed out at …, you won …").
        const cashOut = page.locator('button.spin-button:not([type="submit"])');
        const form = page.locator('form.slot-controls');
        const ended = page.locator('.crash-status p', { hasText: /\d+[,.]\d{2}×/ });
        // A round that busts at once (1,00×) may show its end while the cash-out button is still leaving.
        await expect(cashOut.or(ended).first()).toBeVisible();
        if (await cashOut.isVisible()) expect(overlap(await boxOf(readout), await boxOf(curve))).toBe(false);
        await expect(ended).toBeVisible({ timeout: 15_000 });
        await expect(form).toBeVisible();
        expect(overlap(await boxOf(readout), await boxOf(curve))).toBe(false);
        await shot(page, `crash-${lang}-${size.name}`);
      });
    }
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('the sports page’s content starts where the header’s does', async ({ page }) => {
    await openPage(page, '/sports');
    const brand = await boxOf(page.getByRole('banner').locator('.brand'));
    const heading = await boxOf(page.getByRole('heading', { level: 1 }));
    expect(Math.abs(heading.x - brand.x)).toBeLessThanOrEqual(1);
    const slip = await boxOf(page.locator('aside.slip'));
    const actions = await boxOf(page.getByRole('banner').locator('.header-actions'));
    expect(Math.abs(slip.x + slip.width - (actions.x + actions.width))).toBeLessThanOrEqual(1);
    await shot(page, 'aligned-desktop');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  demoTest('My bets opens at its top, wherever the matches were scrolled to', async ({ page, demoToken }) => {
    await openSignedIn(page, demoToken, '/sports');
    await expect(page.locator('li.match').nth(10)).toBeVisible();
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(1000);
    // The tab is pressed where it is (the page is not scrolled to it first).
    await page.getByTestId('tab-bets').dispatchEvent('click');
    await expect(page.getByTestId('tab-bets')).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await shot(page, 'my-bets-phone');
  });
});

test('numbers of the odds’ rules and the crash rules are written the Portuguese way', async ({ page, request }) => {
  await openPage(page, '/sports');
  await expect(page.getByTestId('game-terms').locator('summary')).toHaveText(/margem \d+,\d{2}%/);
  const member = await registerViaApi(request);
  await openSignedIn(page, member.token, '/game?category=crash');
  await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
  // The rules' sentences name the multiplier as a value ({start}×) in the catalogs made from this source.
  const rules = page.locator('details.slot-rules');
  await expect(rules).toContainText('1,00×');
  await expect(rules).not.toContainText('1.00×');
});

test('in English the stake is written 10.00, and a guest’s maximum is the maximum bet', async ({ page }) => {
  await skipPromotions(page);
  await page.addInitScript(() => localStorage.setItem('rodada.lang', 'en'));
  await page.goto('/sports');
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  const odd = page.locator('li.match[data-status="upcoming"] .match-odds button.odd').first();
  await odd.click();
  await expect(page.locator('aside.slip')).toHaveAttribute('data-count', '1');
  await openSlip(page);
  const stake = page.locator('#slip-stake');
  await expect(stake).toHaveValue('10.00');
  await page.locator('.slip-quick button').nth(1).click();
  await expect(stake).toHaveValue('20.00');
  await page.locator('.slip-quick button').nth(3).click();
  await expect(stake).toHaveValue('1000.00');
  await stake.fill('12,5');
  await expect(page.getByTestId('slip-return')).not.toHaveText('R$0.00');
});
