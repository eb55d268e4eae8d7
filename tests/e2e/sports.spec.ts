import { expect, test, type Page } from '@playwright/test';
import { creditMember, openPage, openSignedIn, registerViaApi, upcomingMatch } from './helpers';

const OPERATOR = process.env.E2E_ADMIN_TOKEN ?? '';
const SHOTS = process.env.SPORTS_SHOTS;
if (process.env.SPORTS_PHONE) test.use({ viewport: { width: 390, height: 844 } });

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** The upcoming fixtures' rows, by kickoff. */
const upcomingRows = (page: Page) => page.locator('li.match[data-status="upcoming"]');

test('the sports section: two selections make an accumulator, placed, then settled by the operator with the payout', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await creditMember(request, member.phone, '100.00');
  await openSignedIn(page, member.token, '/sports');

  // The main navigation (the header on a desktop, the tab bar on a phone) leads here.
  await expect(page.locator('a[href="/sports"]:visible').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('aside.slip')).toBeVisible();
  await shot(page, 'list');

  // Leagues: Premier League only, then all again.
  // The address changes before the list has been drawn again: each list is read once it shows its leagues.
  const competitions = page.locator('li.match .match-competition');
  const others = competitions.filter({ hasNotText: 'Premier League' });
  await page.locator('button[data-league="premier"]').click();
  await expect(page).toHaveURL(/league=premier/);
  await expect(page.locator('li.match').first()).toBeVisible();
  await expect(others).toHaveCount(0);
  for (const competition of await competitions.allTextContents()) {
    expect(competition).toBe('Premier League');
  }
  await page.locator('nav.sports-leagues button').first().click();
  await expect(page).not.toHaveURL(/league=/);
  await expect(others.first()).toBeVisible();

  // Two matches far in the schedule, as these are settled below: the other tests bet on the first upcoming
  // ones (and a pick of one in the address must find it open), the trader's test settles the last one.
  const upcoming = await upcomingRows(page).count();
  expect(upcoming).toBeGreaterThanOrEqual(5);
  const first = await upcomingMatch(page, upcoming - 3);
  const second = await upcomingMatch(page, upcoming - 2);
  const ids = [await first.getAttribute('data-fixture'), await second.getAttribute('data-fixture')];
  const a = first.locator('.match-odds button.odd').nth(0);
  const firstOdds = Number((await a.locator('.odd-value').textContent())!.replace(',', '.'));
  await a.click();
  await expect(a).toHaveAttribute('aria-pressed', 'true');

  // Expand the second match and take "over 2.5" from its markets.
  await second.getByTestId('more-markets').click();
  await expect(second.locator('.market')).toHaveCount(4);
  await shot(page, 'expanded');
  const over = second.locator('.market[data-market="ou25"] button.odd').first();
  const overOdds = Number((await over.locator('.odd-value').textContent())!.replace(',', '.'));
  await over.click();

  const slip = page.locator('aside.slip');
  await expect(slip).toHaveAttribute('data-count', '2');
  // On a phone the slip is a bar to open; on a desktop a side panel.
  if (await page.getByTestId('slip-bar').isVisible()) {
    await expect(page.getByTestId('slip-bar-odds')).toBeVisible();
    await shot(page, 'slip-bar');
    await page.getByTestId('slip-bar').click();
  }
  const combined = Math.floor((Math.round(firstOdds * 100) * Math.round(overOdds * 100)) / 100) / 100;
  await expect(page.getByTestId('slip-odds')).toHaveText(combined.toFixed(2).replace('.', ','));
  await page.locator('#slip-stake').fill('10,00');
  const potential = (Math.floor((1000 * Math.round(combined * 100)) / 100) / 100).toFixed(2).replace('.', ',');
  await expect(page.getByTestId('slip-return')).toContainText(potential);
  await shot(page, 'slip-open');

  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('slip-placed')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('90,00');
  await shot(page, 'placed');

  // My bets: the accumulator open, with its two legs.
  await page.getByTestId('tab-bets').click();
  const card = page.locator('li.slip-card').first();
  await expect(card).toHaveAttribute('data-status', 'open');
  await expect(card.locator('li.slip-leg')).toHaveCount(2);
  await expect(card.getByTestId('slip-paid')).toContainText(potential);

  // The operator settles both fixtures with scores: home win, then three goals.
  const results = ['2-0', '2-1'];
  for (const [i, fixture] of ids.entries()) {
    const settled = await request.post('/api/operator/settle', {
      headers: { Authorization: `Bearer ${OPERATOR}` },
      data: { fixture, result: results[i] },
    });
    expect(settled.status()).toBe(200);
  }
  await page.getByTestId('tab-matches').click();
  await page.getByTestId('tab-bets').click();
  const settledCard = page.locator(`li.slip-card[data-status="won"]`).first();
  await expect(settledCard).toBeVisible();
  await expect(settledCard.getByTestId('slip-paid')).toContainText(potential);
  await expect(page.getByRole('banner')).toContainText(
    (90 + Number(potential.replace(',', '.'))).toFixed(2).replace('.', ','),
  );
  await shot(page, 'my-bets');
});

test('a pick in the address opens the slip with that selection; an empty slip is a bar', async ({ page, request }) => {
  // A match still to kick off (its markets are all open whatever the time of day the suite runs), and not
  // within the next minutes: it is still open when the page reads the board. The test that settles matches
  // takes them from the end of the schedule.
  type Event = {
    id: string;
    status: string;
    kickoff: string;
    markets: { market: string; selections: { selection: string }[] }[];
  };
  const board = (await (await request.get('/api/house/sports/board')).json()).data as { events: Event[] };
  const event = board.events.find((e) => e.status === 'upcoming' && Date.parse(e.kickoff) > Date.now() + 10 * 60_000)!;
  const btts = event.markets.find((m) => m.market === 'btts')!;
  const selection = btts.selections[0]!.selection;
  await openPage(page, `/sports?pick=${event.id}:btts:${selection}`);
  const slip = page.locator('aside.slip');
  await expect(slip).toHaveAttribute('data-count', '1');
  await expect(slip.locator(`li.slip-pick[data-pick="${event.id}:btts:${selection}"]`)).toBeVisible();
  await expect(page).not.toHaveURL(/pick=/);
  await slip.locator('.slip-remove').click();
  await expect(slip).toHaveAttribute('data-count', '0');
  if ((page.viewportSize()?.width ?? 0) < 900) {
    await page.locator('.slip-close').click();
    await expect(page.getByTestId('slip-bar')).toBeVisible();
    await shot(page, 'collapsed');
  }
});

test('live fixtures show their minute and score; with none, no live section', async ({ page, request }) => {
  const board = (await (await request.get('/api/house/sports/board')).json()).data;
  const liveNow = board.events.some((e: { status: string }) => e.status === 'live');
  await openPage(page, '/sports');
  await expect(page.locator('li.match').first()).toBeVisible();
  // The schedule follows the clock: at some hours no match is being played (the server tests fix the clock).
  if (!liveNow) {
    await expect(page.getByText('Ao vivo agora')).toHaveCount(0);
    await expect(page.locator('li.match[data-status="live"]')).toHaveCount(0);
    return;
  }
  const live = page.locator('li.match[data-status="live"]').first();
  await expect(live.getByTestId('live-minute')).toHaveText(/^\d+'$|^Intervalo$/);
  await expect(live.locator('.score')).toHaveCount(2);
  await shot(page, 'live');
});
