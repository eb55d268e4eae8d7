import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { creditMember, pageIn, registerViaApi, upcomingMatch } from './helpers';

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const CASH_OUT = { pt: 'Encerrar', en: 'Cash out' };
const OPEN_BETS = { pt: 'Apostas abertas', en: 'Open bets' };

/**
 * A new member with R$ 100 on /sports who has placed R$ 10 on `picks` through the slip (each the upcoming
 * match's row and its 1X2 odds' place); the slip says the bet was placed.
 */
async function placedOnSports(
  browser: Browser,
  request: APIRequestContext,
  language: string,
  viewport: { width: number; height: number },
  picks: Array<[row: number, odds: number]>,
) {
  const member = await registerViaApi(request);
  await creditMember(request, member.phone, '100.00');
  const page = await pageIn(browser, language, member.token);
  await page.setViewportSize(viewport);
  await page.goto('/sports');
  await expect(page.getByTestId('header-balance').first()).toBeVisible();
  for (const [row, odds] of picks)
    await (await upcomingMatch(page, row)).locator('.match-odds button.odd').nth(odds).click();
  await expect(page.locator('aside.slip')).toHaveAttribute('data-count', String(picks.length));
  if (await page.getByTestId('slip-bar').isVisible()) await page.getByTestId('slip-bar').click();
  await page.locator('#slip-stake').fill('10');
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('slip-placed')).toBeVisible();
  return page;
}

for (const language of ['pt', 'en'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`cash-out (${language}, ${device}): an accumulator placed, part of it cashed out, the rest riding on in My bets`, async ({
      browser,
      request,
    }) => {
      // Two upcoming matches (not the ones other tests settle): the first odds of each, R$ 10.
      const page = await placedOnSports(browser, request, language, viewport, [
        [0, 0],
        [1, 2],
      ]);

      // My bets: the offer for the whole stake, and a part chosen with the slider.
      await page.getByTestId('tab-bets').click();
      const card = page.locator('li.slip-card[data-status="open"]').first();
      await expect(card.locator('li.slip-leg')).toHaveCount(2);
      await expect(card.getByTestId('cashout-full')).toContainText(CASH_OUT[language]);
      await card.getByTestId('cashout-slider').fill('4');
      const part = card.getByTestId('cashout-part');
      await expect(part).toContainText(CASH_OUT[language]);
      await part.click();
      await card.getByTestId('cashout-confirm').click();

      // Paid: My bets reads the slip again, 6 of the 10 still riding with their own offer, and the money in.
      const after = page.locator('li.slip-card[data-status="open"]').first();
      await expect(after.getByTestId('slip-cashed-out')).toBeVisible();
      await expect(after.getByTestId('slip-cashed-out')).not.toContainText(/\b0[.,]00\b/);
      await expect(after.getByTestId('cashout-full')).toBeVisible();
      await expect(after.getByTestId('cashout-slider')).toHaveAttribute('max', '6.00');
      await expect(page.getByTestId('header-balance').first()).not.toContainText(/\b90[.,]00\b/);
      await page.context().close();
    });
  }
}

for (const language of ['pt', 'en'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`cash-out in the slip (${language}, ${device}): the slip's open bets show the offer, part is cashed out at the value shown, the rest rides on`, async ({
      browser,
      request,
    }) => {
      // A single on an upcoming match (not one other tests settle), R$ 10.
      const page = await placedOnSports(browser, request, language, viewport, [[2, 0]]);

      // The slip's open bets: the bet with its offer, a part chosen with the slider, confirmed at its value.
      const slip = page.locator('aside.slip');
      await slip.getByRole('tab', { name: OPEN_BETS[language] }).click();
      const card = slip.locator('li.slip-card[data-status="open"]');
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('cashout-full')).toContainText(CASH_OUT[language]);
      await card.getByTestId('cashout-slider').fill('4');
      const part = card.getByTestId('cashout-part');
      await expect(part).toContainText(CASH_OUT[language]);
      const shown = (await part.locator('.money').last().textContent())!;
      await part.click();
      const confirm = card.locator('.cashout-confirm');
      await expect(confirm).toContainText(shown);
      await card.getByTestId('cashout-confirm').click();

      // Paid what was shown: 6 of the 10 ride on with an offer of their own, the money in the balance.
      await expect(card.getByTestId('slip-cashed-out')).toHaveText(shown);
      await expect(card.getByTestId('cashout-slider')).toHaveAttribute('max', '6.00');
      await expect(card.getByTestId('cashout-full')).toBeVisible();
      await expect(page.getByTestId('header-balance').first()).not.toContainText(/\b90[.,]00\b/);
      // My bets says the same.
      await page.getByTestId('tab-bets').click();
      const mine = page.locator('.sports-main li.slip-card[data-status="open"]');
      await expect(mine.first().getByTestId('slip-cashed-out')).toHaveText(shown);
      await page.context().close();
    });
  }
}

test('the slip asks a guest to log in to see open bets', async ({ browser }) => {
  const page = await pageIn(browser, 'en');
  await page.goto('/sports');
  const slip = page.locator('aside.slip');
  if (await page.getByTestId('slip-bar').isVisible()) await page.getByTestId('slip-bar').click();
  await slip.getByRole('tab', { name: OPEN_BETS.en }).click();
  await expect(slip.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  await page.context().close();
});

test("a market suspended by a trader suspends the offer in the slip's open bets without a reload, and reopening brings it back", async ({
  browser,
  request,
}) => {
  const asToken = { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN ?? ''}` };
  // The last upcoming fixture but one (the trading spec takes the last; the player's pages the first ones).
  const answer = await request.get('/api/operator/sportsbook/fixtures?state=upcoming&per_page=50', {
    headers: asToken,
  });
  expect(answer.status()).toBe(200);
  type Fixture = {
    id: string;
    markets: Array<{ market: string; selections: Array<{ selection: string; odds: string }> }>;
  };
  const list = ((await answer.json()) as { data: { list: Fixture[] } }).data.list;
  const fixture = list[list.length - 2]!;
  const odds = fixture.markets.find((m) => m.market === 'dc')!.selections.find((s) => s.selection === '1x')!.odds;
  const member = await registerViaApi(request);
  await creditMember(request, member.phone, '100.00');
  const placed = await request.post('/api/house/sports/slip', {
    data: { legs: [{ fixture_id: fixture.id, market: 'dc', selection: '1x', odds }], amount: '10.00' },
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(placed.status()).toBe(200);

  const page = await pageIn(browser, 'en', member.token);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/sports');
  const slip = page.locator('aside.slip');
  await slip.getByRole('tab', { name: OPEN_BETS.en }).click();
  const card = slip.locator('li.slip-card[data-status="open"]');
  await expect(card.getByTestId('cashout-full')).toBeVisible();

  const market = { fixture: fixture.id, market: 'dc', reason: 'Cash-out push check' };
  const suspend = await request.post('/api/operator/sportsbook/markets/suspend', { data: market, headers: asToken });
  expect(suspend.status()).toBe(200);
  await expect(card.getByTestId('cashout-suspended')).toHaveText('Cash-out suspended');
  const reopen = await request.post('/api/operator/sportsbook/markets/reopen', { data: market, headers: asToken });
  expect(reopen.status()).toBe(200);
  await expect(card.getByTestId('cashout-full')).toBeVisible();
  await page.context().close();
});
