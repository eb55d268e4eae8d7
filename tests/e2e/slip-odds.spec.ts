import { expect, test } from '@playwright/test';
import { boardAskedOfTheApi, openPage } from './helpers';

/*
 * The slip's one rounding rule: an accumulator of 2,03 × 2,41 × 3,24 shows total odds 15,85 (the legs'
 * exact product 15,851052 rounded down once), and a stake of R$ 10,00 returns R$ 158,50. The board is
 * answered with those prices for three matches still to kick off, and its stream kept closed.
 */

type Board = {
  data: { events: { id: string; status: string; markets: { market: string; selections: { odds: string }[] }[] }[] };
};

test('the slip shows 15,85 for 2,03 × 2,41 × 3,24 and the return of the stake at those odds', async ({ page }) => {
  const prices = ['2.03', '2.41', '3.24'];
  const priced: string[] = [];
  await boardAskedOfTheApi(page);
  await page.route('**/api/house/sports/board**', async (route) => {
    const response = await route.fetch();
    const board = (await response.json()) as Board;
    const upcoming = board.data.events.filter((e) => e.status === 'upcoming').slice(0, 3);
    upcoming.forEach((event, i) => {
      const main = event.markets.find((m) => m.market === '1x2');
      if (main?.selections[0]) main.selections[0].odds = prices[i]!;
      if (!priced.includes(event.id)) priced.push(event.id);
    });
    await route.fulfill({ response, json: board });
  });
  // The board's stream would push the real prices: it is kept closed (the page keeps the board it read).
  await page.route('**/api/house/sports/stream**', (route) => route.abort());
  await openPage(page, '/sports');
  await expect.poll(() => priced.length).toBe(3);

  for (const [i, id] of priced.entries()) {
    const odd = page.locator(`li.match[data-fixture="${id}"] .match-odds button.odd`).first();
    await expect(odd.locator('.odd-value')).toHaveText(prices[i]!.replace('.', ','));
    await odd.click();
    await expect(odd).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.locator('aside.slip')).toHaveAttribute('data-count', '3');
  if (await page.getByTestId('slip-bar').isVisible()) await page.getByTestId('slip-bar').click();
  await expect(page.getByTestId('slip-odds')).toHaveText('15,85');
  await page.locator('#slip-stake').fill('10,00');
  await expect(page.getByTestId('slip-return')).toContainText('158,50');
});
