import { expect, test } from '@playwright/test';
import { traderToken } from './backoffice-helpers';
import { openPage } from './helpers';

/*
 * The sports board pushed by the server: a trader's suspension, made through the back-office API while the
 * page is open, reaches the page without a reload (the e2e server's clock is the real one, so a market
 * suspended and reopened is the change this test can make happen).
 */

type Event = { id: string; status: string; kickoff: string; markets: { market: string; selections: unknown[] }[] };

test.setTimeout(45_000);

test('a market a trader suspends shows suspended on the open page without a reload, and comes back when reopened', async ({
  page,
  request,
}) => {
  // A match in the middle of the schedule (the other sports tests bet on the first ones and settle the last).
  const board = (await (await request.get('/api/house/sports/board')).json()).data as { events: Event[] };
  const upcoming = board.events.filter(
    (e) => e.status === 'upcoming' && Date.parse(e.kickoff) > Date.now() + 30 * 60_000,
  );
  const fixture = upcoming[Math.floor(upcoming.length / 2)]!;
  const token = await traderToken();
  const trade = (action: 'suspend' | 'reopen') =>
    request.post(`/api/operator/sportsbook/markets/${action}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { fixture: fixture.id, market: 'dc', reason: 'Checking the live push' },
    });

  // The page's clock is held, so the test moves it past where a loop would have read the board again.
  await page.clock.install();
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/house/sports/board')) reads.push(r.url());
  });
  await openPage(page, '/sports');
  const row = page.locator(`li.match[data-fixture="${fixture.id}"]`);
  await expect(row).toBeVisible();
  await row.getByTestId('more-markets').click();
  const market = row.locator('.market[data-market="dc"]');
  await expect(market.locator('button.odd')).toHaveCount(3);

  try {
    expect((await trade('suspend')).status()).toBe(200);
    // Pushed within the server's check of suspensions (every 2 s): the market's prices go.
    await expect(market.locator('.suspended')).toBeVisible({ timeout: 5_000 });
    await expect(market.locator('button.odd')).toHaveCount(0);
    expect((await trade('reopen')).status()).toBe(200);
    await expect(market.locator('button.odd')).toHaveCount(3, { timeout: 5_000 });
  } finally {
    await trade('reopen');
  }
  // The page took its board from the page itself (server/static/prime.ts) and never read it in a loop (it used
  // to every ten seconds): a minute of the page's time goes by, and no read follows.
  await page.clock.runFor('01:00');
  await expect(market.locator('button.odd')).toHaveCount(3);
  expect(reads).toHaveLength(0);
});

test('another sport’s board is pushed too: a tennis match a trader suspends loses its odds on the open page, and gets them back', async ({
  page,
  request,
}) => {
  const board = (await (await request.get('/api/house/sports/board?sport=tennis')).json()).data as {
    events: (Event & { main?: { market: string; selections: unknown[] } })[];
  };
  const upcoming = board.events.filter(
    (e) => e.status === 'upcoming' && Date.parse(e.kickoff) > Date.now() + 30 * 60_000 && e.main?.selections.length,
  );
  const fixture = upcoming[Math.floor(upcoming.length / 2)]!;
  const token = await traderToken();
  const trade = (action: 'suspend' | 'reopen') =>
    request.post(`/api/operator/sportsbook/markets/${action}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { fixture: fixture.id, market: fixture.main!.market, reason: 'Checking the tennis push' },
    });

  await openPage(page, '/sports');
  await page.locator('nav.sports-nav button[data-sport="tennis"]').click();
  const row = page.locator(`li.match[data-fixture="${fixture.id}"]`);
  const odds = row.locator('.match-odds button.odd:not([disabled])');
  await expect(odds).toHaveCount(2, { timeout: 30_000 });
  try {
    expect((await trade('suspend')).status()).toBe(200);
    // Pushed on tennis's own stream within the server's check of suspensions (every 2 s).
    await expect(odds).toHaveCount(0, { timeout: 5_000 });
    expect((await trade('reopen')).status()).toBe(200);
    await expect(odds).toHaveCount(2, { timeout: 5_000 });
  } finally {
    await trade('reopen');
  }
});
