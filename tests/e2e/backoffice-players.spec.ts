import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CAPTCHA, depositViaSandbox, registerViaApi } from './helpers';
import {
  createStaff,
  expectWordsOnly,
  openBackOffice,
  type Person,
  signIn,
  staffByToken,
  TABLET,
} from './backoffice-helpers';

/*
 * The back office's players and deposits (src/operator/players/), against the e2e server in sandbox mode: the
 * seeded admin creates a support and a finance account; support finds a player by phone, adds a note, ends
 * their sessions, blocks them (the player then cannot log in) and unblocks them; finance credits R$ 10,00
 * with a reason (the balance and the player's audit trail show it) and reads the deposits; the search on a
 * tablet. The pages are in English (the language switch's choice, remembered).
 */

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const people: Record<'admin' | 'support' | 'finance', Person> = {
  admin: { email: '', password: '' },
  support: { email: `pl-support-${stamp}@rodada.local`, password: '' },
  finance: { email: `pl-finance-${stamp}@rodada.local`, password: '' },
};
let player = { phone: '', password: '', token: '' };

/** The player's login through the API: its status and the error code of a refusal. */
async function playerLogin(request: APIRequestContext) {
  const captcha = await (await request.post('/api/auth/captcha')).json();
  const answer = await request.post('/api/auth/login2', {
    data: { phone: player.phone, password: player.password, captcha_key: captcha.data.key, captcha: CAPTCHA },
  });
  const body = (await answer.json()) as { error?: string; data?: { access_token?: string } };
  return { status: answer.status(), error: body.error, token: body.data?.access_token };
}

/** "(21) 98765-4321": the phone as support would type it from a call. */
const spoken = (phone: string) => `(${phone.slice(0, 2)}) ${phone.slice(2, 7)}-${phone.slice(7)}`;

/** Searches the player by their phone and opens their page. */
async function openPlayer(page: Page) {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Players' }).click();
  await page.getByLabel('Phone, CPF, ID, e-mail or name').fill(spoken(player.phone));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // Found by its phone (the test's CPF is made of the same digits, so the words may be taken as either).
  await expect(page.getByTestId('op-players-count')).toContainText(/^1 found · searched as a (phone|CPF)$/);
  const results = page.getByTestId('op-players');
  await expect(results.getByRole('row')).toHaveCount(2);
  await expect(results).toContainText(player.phone);
  await results.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/operator\/players\/\d+$/);
  await expect(page.getByTestId('op-player-identity')).toContainText(player.phone);
}

test('the admin creates a support and a finance account; a player with a deposit', async ({ browser, request }) => {
  test.setTimeout(90_000);
  people.admin = await staffByToken({ email: `players-admin.${stamp}@rodada.test`, password: '' }, 'Paula Admin', [
    'admin',
  ]);
  const page = await openBackOffice(browser);
  await signIn(page, people.admin);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Staff' }).click();
  // After a creation the list is read again: held here, the form's button waits for it (a click is not dropped).
  const create = page.getByRole('button', { name: 'Create the account' });
  await expect(create).toBeEnabled();
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(
    (url) => url.pathname === '/api/operator/staff',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await createStaff(page, people.support, 'Sara Support', 'Support');
  await expect(create).toBeDisabled();
  // So does a row's change.
  const change = page.getByTestId('op-staff').getByRole('button', { name: /^Change/ });
  await expect(change.first()).toBeDisabled();
  release();
  await createStaff(page, people.finance, 'Flávio Finance', 'Finance');
  // A player who deposited R$ 30,00 through the sandbox gateway, logged in once more (a session open).
  player = await registerViaApi(request);
  await depositViaSandbox(request, player.token, '30.00');
  const login = await playerLogin(request);
  expect(login.status).toBe(200);
  player.token = login.token!;
});

test('support finds a player by phone, adds a note, ends their sessions, blocks them and unblocks them', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await openBackOffice(browser);
  await signIn(page, people.support);
  await openPlayer(page);
  // Support sees the CPF masked, and no credit or debit (finance's).
  await expect(page.getByTestId('op-player-identity')).toContainText('(masked for your role)');
  await expect(page.getByRole('button', { name: 'Credit the balance' })).toHaveCount(0);

  await page.getByLabel('New note (staff only; notes are kept, never changed)').fill('Called about a missing deposit');
  await page.getByRole('button', { name: 'Add the note' }).click();
  await expect(page.getByTestId('op-outcome')).toHaveText('Note added.');
  await expect(page.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('op-player-tab')).toContainText('Called about a missing deposit');
  await expect(page.getByTestId('op-player-tab')).toContainText(people.support.email);

  // Ending the sessions asks a reason; then the player's token is refused.
  expect(
    (await request.get('/api/security/phone', { headers: { Authorization: `Bearer ${player.token}` } })).status(),
  ).toBe(200);
  await page.getByRole('button', { name: 'End sessions' }).click();
  await expect(page.getByTestId('op-problem')).toHaveText('Give a reason of 3 to 200 characters');
  await page.getByLabel('Reason (recorded in the audit trail)').fill('Player asked to log out everywhere');
  await page.getByRole('button', { name: 'End sessions' }).click();
  await expect(page.getByTestId('op-outcome')).toHaveText(
    /^Sessions ended: [1-9]\d*\. The player must log in again\.$/,
  );
  await expect(page.getByTestId('op-player-open-sessions')).toHaveText('0');
  expect(
    (await request.get('/api/security/phone', { headers: { Authorization: `Bearer ${player.token}` } })).status(),
  ).toBe(401);

  // Blocked: the page says who and why, and the player cannot log in.
  await page.getByLabel('Reason (recorded in the audit trail)').fill('Suspected shared account');
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByTestId('op-outcome')).toHaveText('The player is blocked: they cannot log in until unblocked.');
  await expect(page.getByTestId('op-player-status')).toContainText('Blocked');
  await expect(page.getByTestId('op-player-block')).toContainText(`Blocked by ${people.support.email}`);
  await expect(page.getByTestId('op-player-block')).toContainText('Suspected shared account');
  expect(await playerLogin(request)).toMatchObject({ status: 403, error: 'auth.account_blocked' });

  // Unblocked: the history keeps the block and its lifting; the player logs in again.
  await page.getByLabel('Reason (recorded in the audit trail)').fill('Identity confirmed by phone');
  await page.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByTestId('op-outcome')).toHaveText('The block is lifted: the player can log in again.');
  await expect(page.getByTestId('op-player-status')).toContainText('Active');
  await expect(page.getByTestId('op-player-blocks')).toContainText('Identity confirmed by phone');
  expect((await playerLogin(request)).status).toBe(200);

  // The player's audit trail shows each change with its reason.
  await page.getByRole('tab', { name: 'Audit trail' }).click();
  const audit = page.getByTestId('op-player-tab');
  await expect(audit).toContainText('Suspected shared account');
  await expect(audit).toContainText('Identity confirmed by phone');
  await expect(audit).toContainText('Player asked to log out everywhere');
  // Each change in words, its record field by field: no code, no JSON.
  await expect(audit).toContainText('Block a player');
  await expectWordsOnly(page, 'the player’s audit trail');
});

test('finance credits R$ 10,00 with a reason: the balance changes and the audit trail shows it; the deposits list', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await openBackOffice(browser);
  await signIn(page, people.finance);
  await openPlayer(page);
  const balance = page.getByTestId('op-player-balance');
  await expect(balance).toHaveText(/^R\$[\d,]+\.\d\d$/);
  const before = Number(((await balance.textContent()) ?? '').replace(/[^\d.]/g, ''));
  const after = `R$${(before + 10).toFixed(2)}`;
  await page.getByLabel('Credit or debit').selectOption('credit');
  await page.getByLabel('Amount (R$)').fill('10,00');
  await page.getByLabel('Reason (recorded in the audit trail)').fill('Goodwill for a delayed deposit');
  // A double click pays once: the second click finds the form busy, and the reference is the same anyway.
  await page.getByRole('button', { name: 'Credit the balance' }).dblclick();
  await expect(page.getByTestId('op-outcome')).toHaveText(`Credited R$10.00. Balance ${after}.`);
  await expect(balance).toHaveText(after);
  await page.getByRole('tab', { name: 'Ledger' }).click();
  await expect(page.getByTestId('op-player-tab').getByRole('row', { name: /Credit by staff/ })).toHaveCount(1);
  await page.getByRole('tab', { name: 'Audit trail' }).click();
  await expect(page.getByTestId('op-player-tab')).toContainText('Goodwill for a delayed deposit');
  await expect(page.getByTestId('op-player-tab')).toContainText(people.finance.email);
  // The player's deposit, in the player's tab and in the deposits section.
  await page.getByRole('tab', { name: 'Deposits' }).click();
  await expect(page.getByTestId('op-player-tab')).toContainText('Paid');

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Deposits' }).click();
  const orders = page.getByTestId('op-deposits');
  await expect(orders).toBeVisible();
  await expect(page.getByTestId('op-deposit-totals')).toContainText(/\d+ orders/);
  const id = page.url();
  expect(id).toContain('/operator/deposits');
  await page.getByLabel('Status').selectOption('paid');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(orders.getByRole('row', { name: new RegExp(player.phone) })).toContainText('R$30.00');
  await page.getByRole('tab', { name: 'Refunds' }).click();
  await expect(page.getByTestId('op-refunds')).toBeVisible();
  await expect(page.getByTestId('op-deposit-totals')).toContainText(/\d+ refunds/);
});

test('the players search on a tablet', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await openBackOffice(browser, TABLET);
  await signIn(page, people.support);
  await openPlayer(page);
  await page.getByRole('link', { name: 'Players' }).first().click();
  const results = page.getByTestId('op-players');
  await expect(results).toBeVisible();
  // The search and its first columns fit the tablet's width; the table scrolls inside its box.
  const box = await page.getByRole('search').boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(TABLET.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TABLET.width);
});
