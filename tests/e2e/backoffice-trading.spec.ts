import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { creditMember, registerViaApi } from './helpers';
import {
  expectWordsOnly,
  openBackOffice,
  pathsAskedBy,
  type Person,
  signIn,
  staffByToken,
  TABLET,
} from './backoffice-helpers';

/*
 * The back office's sportsbook and reports (src/operator/screens/Sportsbook.tsx, Reports.tsx), against the e2e
 * server in sandbox mode. The staff accounts are made with the command line's token (setting up, as an
 * automation would); each person then signs in through the page and sets up TOTP. A trader suspends a market
 * (the player's board shows it suspended, a bet on it is refused), reopens it, settles the fixture with a score
 * and finds it in the audit trail; finance opens the reports over a range with that played day and saves the
 * GGR as CSV; the fixtures list on a tablet. The pages are in English.
 */

test.describe.configure({ mode: 'serial' });

/** Set-up calls with the command line's token. */
const asToken = { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN ?? ''}` };
const RUN = Date.now().toString(36);

const trader: Person = { email: `trader-${RUN}@rodada.local`, password: '' };
const deskTrader: Person = { email: `desk-trader-${RUN}@rodada.local`, password: '' };
const sportsTrader: Person = { email: `sports-trader-${RUN}@rodada.local`, password: '' };
const finance: Person = { email: `finance-r-${RUN}@rodada.local`, password: '' };
const admin: Person = { email: `admin-r-${RUN}@rodada.local`, password: '' };

type Fixture = {
  id: string;
  league: string;
  home: string;
  away: string;
  kickoff: string;
  markets: Array<{ market: string; selections: Array<{ selection: string; odds: string | null }> }>;
};
let fixture: Fixture;
let player: { phone: string; token: string };

/** São Paulo's day of a moment (the filters' days). */
const saoPauloDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

const oddsOf = (market: string, selection: string) =>
  fixture.markets.find((m) => m.market === market)!.selections.find((s) => s.selection === selection)!.odds!;

/** The trader's desk showing the fixture's day, state and league; the fixture's row. */
async function showFixture(page: Page, state: string) {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Sportsbook' }).click();
  await expect(page.getByTestId('op-feed')).toBeVisible();
  await page.getByLabel('State').selectOption(state);
  await page.getByLabel('Day of kickoff').fill(typed(saoPauloDay(fixture.kickoff)));
  await page.getByLabel('League').fill(fixture.league);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('op-fixtures').locator('..')).toHaveAttribute('aria-busy', 'false');
  const row = page.locator(`[data-fixture="${fixture.id}"]`);
  await expect(row).toBeVisible();
  return row;
}

test.beforeAll(async ({ request }) => {
  await staffByToken(trader, 'Tiago Trader', ['trader', 'compliance']);
  await staffByToken(deskTrader, 'Débora Desk', ['trader', 'compliance']);
  await staffByToken(sportsTrader, 'Sérgio Sports', ['trader']);
  await staffByToken(finance, 'Fabiana Finance', ['finance']);
  await staffByToken(admin, 'Alice Admin', ['admin']);
  // The last upcoming fixture listed (the farthest kickoff: the player's pages of other tests leave it alone).
  const answer = await request.get('/api/operator/sportsbook/fixtures?state=upcoming&per_page=50', {
    headers: asToken,
  });
  expect(answer.status()).toBe(200);
  const list = ((await answer.json()) as { data: { list: Fixture[] } }).data.list;
  fixture = list[list.length - 1]!;
  expect(fixture).toBeDefined();
  player = await registerViaApi(request);
  await creditMember(request, player.phone, '100.00');
});

/**
 * Searches the audit trail and waits until its answer shows: the list before it may hold the same line,
 * and a line opened there would close when the answer replaces the list.
 */
async function searchTrail(page: Page) {
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.endsWith('/operator/audit-trail') && response.request().method() === 'GET',
  );
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await answered;
  await expect(page.locator('.op-table-wrap[aria-busy="true"]')).toHaveCount(0);
}

/** A day as the back office's date fields take it: "2026-11-28" typed as "28/11/2026". */
const typed = (day: string) => day.split('-').reverse().join('/');

test('a trader suspends a market (the board shows it, a bet on it is refused), reopens it, settles the fixture with a score and sees it in the audit trail', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // A bet on the double chance, open on the fixture.
  const placed = await request.post('/api/house/sports/slip', {
    data: {
      legs: [{ fixture_id: fixture.id, market: 'dc', selection: '1x', odds: oddsOf('dc', '1x') }],
      amount: '10.00',
    },
    headers: { Authorization: `Bearer ${player.token}` },
  });
  expect(placed.status()).toBe(200);

  const page = await openBackOffice(browser);
  await signIn(page, trader);
  const row = await showFixture(page, 'upcoming');
  await expect(row).toContainText('All 4 open');
  await row.getByRole('button', { name: `${fixture.home} × ${fixture.away}` }).click();
  const details = page.getByTestId('op-fixture-details');
  await expect(details.getByRole('heading', { name: `${fixture.home} × ${fixture.away}` })).toBeFocused();
  // The exposure: the open R$ 10 on "home or draw" and the market's worst case.
  await expect(details.getByTestId('op-worst-dc')).toContainText(
    /^Worst outcome: (Home|Draw) — pays R\$\d+\.\d\d on R\$10\.00 staked/,
  );
  await expect(details.getByTestId('op-market-dc')).toContainText('R$10.00');

  // Suspend the 1X2 market: without a reason it is not sent.
  const market = details.getByTestId('op-market-1x2');
  await market.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByTestId('op-problem')).toHaveText('Give a reason of 3 to 200 characters');
  await details.getByLabel('Reason (recorded in the audit trail)').fill('Injury news on the home side');
  await market.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByTestId('op-outcome')).toHaveText(
    `Match result (1X2) of ${fixture.id} suspended: it takes no bets until reopened.`,
  );
  await expect(market).toContainText('Injury news on the home side');
  await expect(row).toContainText('1 of 4 suspended');

  // The player's board shows it without prices, and a bet on it is refused.
  const board = await request.get('/api/house/sports/board');
  const events = ((await board.json()) as { data: { events: Fixture[] } }).data.events;
  const onBoard = events.find((e) => e.id === fixture.id)!;
  expect(onBoard.markets.find((m) => m.market === '1x2')!.selections).toEqual([]);
  const refused = await request.post('/api/house/sports/slip', {
    data: {
      legs: [{ fixture_id: fixture.id, market: '1x2', selection: 'home', odds: oddsOf('1x2', 'home') }],
      amount: '5.00',
    },
    headers: { Authorization: `Bearer ${player.token}` },
  });
  expect([refused.status(), ((await refused.json()) as { error: string }).error]).toEqual([
    409,
    'sports.market_suspended',
  ]);

  // Reopen it.
  await details.getByLabel('Reason (recorded in the audit trail)').fill('News checked, lineup confirmed');
  await market.getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByTestId('op-outcome')).toHaveText(
    `Match result (1X2) of ${fixture.id} reopened: it takes bets again.`,
  );
  await expect(row).toContainText('All 4 open');

  // Settle with the score, confirming first (a cancel sends nothing).
  await details.getByLabel('Reason (recorded in the audit trail)').fill('Official result from the league');
  await details.getByLabel('Final score (home–away)').fill('2-1');
  await details.getByRole('button', { name: 'Settle with this score' }).click();
  const confirm = details.getByRole('alertdialog');
  await expect(confirm).toContainText('with the final score 2-1?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText('Upcoming');
  await details.getByRole('button', { name: 'Settle with this score' }).click();
  await details.getByRole('alertdialog').getByRole('button', { name: 'Yes, settle it' }).click();
  // 2-1: "home or draw" wins, R$ 10 × its odds paid.
  const paid = (10 * Number(oddsOf('dc', '1x'))).toFixed(2);
  await expect(page.getByTestId('op-outcome')).toHaveText(
    `${fixture.id} settled 2-1. Bets settled: 1; paid: R$${Number(paid).toLocaleString('en-US', { minimumFractionDigits: 2 })}.`,
  );

  // The audit trail (the trader also holds compliance): the settlement with its reason, before and after.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit trail' }).click();
  await page.getByLabel('Subject').fill(`fixture:${fixture.id}`);
  await searchTrail(page);
  const trail = page.getByTestId('op-audit');
  const line = trail.getByRole('row', { name: /Settle a match with its score/ });
  await expect(line).toContainText(trader.email);
  await expect(line).toContainText('Official result from the league');
  await line.getByRole('button', { name: 'Settle a match with its score' }).click();
  await expect(page.getByTestId('op-before-after')).toContainText(/Settled by:\s*operator/);
  await expectWordsOnly(page, 'the audit trail with a settlement opened');
  await page.getByLabel('Subject').fill(`market:${fixture.id}:1x2`);
  await searchTrail(page);
  await expect(trail.getByRole('row', { name: /Suspend a market.*Injury news on the home side/ })).toBeVisible();
  await expect(trail.getByRole('row', { name: /Reopen a market.*News checked/ })).toBeVisible();
});

test('at the trader desk a trader suspends a model market, overrides a price with a reason and finds it in the audit trail', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // Another upcoming fixture (the one before the last: the first test settles the last).
  const answer = await request.get('/api/operator/sportsbook/fixtures?state=upcoming&per_page=50', {
    headers: asToken,
  });
  const list = ((await answer.json()) as { data: { list: Fixture[] } }).data.list;
  const other = list.filter((f) => f.id !== fixture.id).at(-1)!;
  type Desk = {
    markets: Array<{
      id: string;
      group: string;
      priced: boolean;
      selections: Array<{ selection: string; odds: string | null }>;
    }>;
  };
  const desk = (await (
    await request.get(`/api/operator/sportsbook/desk/markets?fixture=${other.id}`, { headers: asToken })
  ).json()) as { data: Desk };
  const corners = desk.data.markets.find((m) => m.group === 'corners_cards' && m.priced)!;
  const pick = corners.selections[0]!;
  const onCorners = await request.post('/api/house/sports/slip', {
    data: {
      legs: [{ fixture_id: other.id, market: corners.id, selection: pick.selection, odds: pick.odds }],
      amount: '4.00',
    },
    headers: { Authorization: `Bearer ${player.token}` },
  });
  expect(onCorners.status()).toBe(200);

  const page = await openBackOffice(browser);
  await signIn(page, deskTrader);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Trader desk' }).click();
  // The open bet's liability: its match and selection listed, the model's market in words, not its id.
  const liability = page.locator(`[data-testid="op-desk-liability-row"][data-fixture="${other.id}"]`);
  await expect(liability).toContainText(/(Total|Most) corners/);
  await expect(liability).not.toContainText(corners.id);
  await page.getByLabel('Fixture code').fill(other.id.toLowerCase());
  await page.getByRole('button', { name: 'Open its markets' }).click();
  const opened = page.getByTestId('op-desk-fixture');
  await expect(opened.getByRole('heading', { name: `${other.home} × ${other.away}` })).toBeVisible();

  // Suspend the corners market (a model's): the player's markets show it suspended, a bet on it is refused.
  const market = opened.locator(`[data-market="${corners.id}"]`);
  await opened.getByLabel('Reason (recorded in the audit trail)').fill('Corner count under review');
  await market.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByTestId('op-desk-outcome')).toHaveText(
    new RegExp(`^Market (Total|Most) corners.* of ${other.id} suspended: it takes no bets until reopened\\.$`),
  );
  await expect(market).toContainText('Suspended');
  const shown = (await (await request.get(`/api/house/sports/fixtures/${other.id}/markets`)).json()) as {
    data: { groups: Array<{ markets: Array<{ id: string; suspended: boolean }> }> };
  };
  expect(shown.data.groups.flatMap((g) => g.markets).find((m) => m.id === corners.id)!.suspended).toBe(true);
  const refused = await request.post('/api/house/sports/slip', {
    data: {
      legs: [{ fixture_id: other.id, market: corners.id, selection: pick.selection, odds: pick.odds }],
      amount: '4.00',
    },
    headers: { Authorization: `Bearer ${player.token}` },
  });
  expect(((await refused.json()) as { error: string }).error).toBe('sports.market_suspended');

  // Override the 1X2 home price: without valid odds nothing is sent; then the board shows the new price.
  const home = opened.locator('[data-market="1x2"]').locator('[data-selection="home"]');
  await opened.getByLabel('Reason (recorded in the audit trail)').fill('Sharp money on the home side');
  await home.getByLabel('New odds for home').fill('1,00');
  await home.getByRole('button', { name: 'Set odds' }).click();
  await expect(page.getByTestId('op-problem')).toHaveText('Type odds from 1.01 to 1000.00');
  await home.getByLabel('New odds for home').fill('7,77');
  await home.getByRole('button', { name: 'Set odds' }).click();
  await expect(page.getByTestId('op-desk-outcome')).toHaveText(`Match result (1X2) · Home of ${other.id} now at 7.77.`);
  await expect(home.getByTestId('op-desk-odds')).toHaveText('7.77');
  await expect(home).toContainText('Sharp money on the home side');
  const board = (await (await request.get('/api/house/sports/board')).json()) as { data: { events: Fixture[] } };
  const event = board.data.events.find((e) => e.id === other.id)!;
  expect(event.markets.find((m) => m.market === '1x2')!.selections.find((x) => x.selection === 'home')!.odds).toBe(
    '7.77',
  );

  // The audit trail (the trader also holds compliance): the override with its reason, before and after.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit trail' }).click();
  await page.getByLabel('Subject').fill(`price:${other.id}:1x2:home`);
  await searchTrail(page);
  const line = page.getByTestId('op-audit').getByRole('row', { name: /Set odds by hand/ });
  await expect(line).toContainText('Sharp money on the home side');
  await line.getByRole('button', { name: 'Set odds by hand' }).click();
  await expect(page.getByTestId('op-before-after')).toContainText(/Odds:\s*7\.77/);
});

test('finance opens the reports over a range with the played day, reads GGR with its definition and saves it as CSV', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await openBackOffice(browser);
  await signIn(page, finance);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Reports' }).click();
  // The settled bet's day: today in São Paulo, in the last 7 days.
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  const today = saoPauloDay(new Date().toISOString());
  // The days are written as the back office writes a date (its language's, not the browser's picker).
  await expect(page.getByLabel('To (included)')).toHaveValue(typed(today));
  await expect(page.getByTestId('op-ggr-definition')).toContainText('GGR = stakes of the bets and rounds settled');
  const byDay = page.getByTestId('op-report-day');
  // Shown as the back office writes a date in English: 28/11/2026.
  await expect(byDay.getByRole('row', { name: new RegExp(today.split('-').reverse().join('/')) })).toBeVisible();
  await expect(page.getByTestId('op-report-product')).toContainText('Sportsbook');
  // The sportsbook's GGR by sport: the football fixture the trader settled.
  await expect(page.getByTestId('op-report-sport').getByRole('row', { name: /football/ })).toBeVisible();
  await expect(page.getByTestId('op-tax-rate')).toContainText('%');
  await expect(page.getByText('Only an admin changes it.')).toBeVisible();

  const download = page.waitForEvent('download');
  await byDay.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ggr-by-day-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.split(/\r?\n/)[0]).toBe('day,bets,wins,bonuses,ggr,tax_due,count');
  expect(csv).toContain(today);
  await expect(page.getByRole('status')).toContainText('as a CSV file.');

  // A range the server refuses is said in words.
  await page.getByLabel('From (São Paulo day)').fill('05/03/2026');
  await page.getByLabel('To (included)').fill('01/03/2026');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByTestId('op-problem')).toHaveText('Choose from 1 to 366 days, the first not after the last');

  // A date that is none is said at the field, once left.
  await page.getByLabel('From (São Paulo day)').fill('31/02/2026');
  await page.getByLabel('To (included)').focus();
  await expect(page.getByText('Write the date as dd/mm/yyyy')).toBeVisible();

  // Today: São Paulo's day, from and to; the settled bet is in it.
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page.getByLabel('From (São Paulo day)')).toHaveValue(typed(today));
  await expect(page.getByLabel('To (included)')).toHaveValue(typed(today));
  await expect(page.getByText('Write the date as dd/mm/yyyy')).toHaveCount(0);
  await expect(byDay.locator('tbody tr')).toHaveCount(1);
  await expect(byDay.getByRole('row', { name: new RegExp(typed(today)) })).toBeVisible();
});

test('an admin changes the tax rate with a reason: the tax due follows, the audit trail records it', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const before = (
    (await (await request.get('/api/operator/settings/ggr-tax', { headers: asToken })).json()) as {
      data: { rate: string };
    }
  ).data.rate;
  const page = await openBackOffice(browser);
  await signIn(page, admin);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByTestId('op-tax-rate')).toContainText(`${before}%`);
  await page.getByLabel('Rate (%)').fill('150');
  await page.getByRole('button', { name: 'Save the rate' }).click();
  await expect(page.getByTestId('op-problem')).toHaveText(
    'Enter a rate from 0 to 100 percent with at most two decimals',
  );
  await page.getByLabel('Rate (%)').fill('15.5');
  await page.getByRole('button', { name: 'Save the rate' }).click();
  await expect(page.getByTestId('op-problem')).toHaveText('Give a reason of 3 to 200 characters');
  await page.getByLabel('Reason for the change').fill('New rate of the decree');
  await page.getByRole('button', { name: 'Save the rate' }).click();
  await expect(page.getByText('Rate saved: the reports show the tax at the new rate')).toBeVisible();
  await expect(page.getByTestId('op-tax-rate')).toContainText('15.50%');
  await expect(page.getByTestId('op-ggr-definition')).toContainText('The tax due is 15.50% of a positive GGR.');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit trail' }).click();
  await page.getByLabel('Who (e-mail)').fill(admin.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(
    page.getByTestId('op-audit').getByRole('row', { name: /Change the tax rate on GGR.*New rate of the decree/ }),
  ).toBeVisible();
  // Back as it was, for the other tests (the command line's token, recorded too).
  const back = await request.post('/api/operator/settings/ggr-tax', {
    data: { rate: before, reason: 'Restored after the test' },
    headers: asToken,
  });
  expect(back.status()).toBe(200);
});

test('the fixtures list on a tablet (768×1024): the table fits, a fixture opened above it', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await openBackOffice(browser, TABLET);
  await signIn(page, trader);
  const row = await showFixture(page, 'settled');
  await expect(page.getByTestId('op-market-1x2')).toHaveCount(0);
  // The back office loads none of the player's chunks (its shell, its sports board), only its own.
  expect(pathsAskedBy(page)!.filter((path) => /\/assets\/(shell|sports-board|vendor)-/.test(path))).toEqual([]);
  const table = page.getByTestId('op-fixtures');
  for (const column of ['Kickoff', 'Match', 'State', 'Markets', 'Open bets', 'Open stakes'])
    await expect(table.getByRole('columnheader', { name: column })).toBeInViewport();
  const [tableWidth, viewport] = await table.evaluate((element) => [element.scrollWidth, window.innerWidth]);
  expect(tableWidth).toBeLessThanOrEqual(viewport);
  await expect(row).toContainText('Settled');
  await row.getByRole('button', { name: `${fixture.home} × ${fixture.away}` }).click();
  const details = page.getByTestId('op-fixture-details');
  await expect(details.getByRole('heading', { name: `${fixture.home} × ${fixture.away}` })).toBeFocused();
  // Settled: no action is offered any more.
  await expect(details.getByRole('button', { name: 'Suspend' })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Settle with this score' })).toHaveCount(0);
});

test('the fixtures list of another sport: tennis with who wins, its exposure, voided here and settled by its model', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const answer = await request.get('/api/operator/sportsbook/fixtures?sport=tennis&state=upcoming&per_page=50', {
    headers: asToken,
  });
  const tennis = ((await answer.json()) as { data: { list: Fixture[] } }).data.list.at(-1)!;
  expect(tennis).toBeDefined();
  const page = await openBackOffice(browser);
  await signIn(page, sportsTrader);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Sportsbook' }).click();
  await page.locator('select[name="sport"]').selectOption('tennis');
  await page.getByLabel('State').selectOption('upcoming');
  await page.getByLabel('Day of kickoff').fill(typed(saoPauloDay(tennis.kickoff)));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.locator(`[data-fixture="${tennis.id}"]`);
  await expect(row).toContainText('Open');
  await row.getByRole('button', { name: `${tennis.home} × ${tennis.away}` }).click();
  const details = page.getByTestId('op-fixture-details');
  await expect(details.getByTestId('op-market-match')).toContainText('Winner');
  await expect(details.getByTestId('op-worst-match')).toContainText('No open bet on this market.');
  // No score to type for a tennis match: its model settles it, or the trader desk market by market.
  await expect(details.getByRole('button', { name: 'Settle with this score' })).toHaveCount(0);
  await expect(details).toContainText('This sport settles by its model');
  await expect(details.getByRole('button', { name: 'Void' })).toBeVisible();
});
