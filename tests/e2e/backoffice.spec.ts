import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createStaff, expectWordsOnly, openBackOffice, type Person, signIn, TABLET } from './backoffice-helpers';

/*
 * The back office at /operator (src/operator/), against the e2e server in sandbox mode, which seeds the first
 * admin and writes its sign-in to DATA_DIR/staff-admin. One journey, step by step: the admin sets up TOTP and
 * creates the staff; a player's withdrawal above the four-eyes amount is approved by two finance people and paid
 * by a third, and the audit trail shows it; support is kept out of the withdrawals; the queue on a tablet.
 * The pages are in English (the language switch's choice, remembered), so the names below read as the source.
 */

test.describe.configure({ mode: 'serial' });

const OPERATOR_TOKEN = process.env.E2E_ADMIN_TOKEN ?? '';

/** E-mails of this run (other specs make people on the same server, and a retry makes them again). */
const RUN = Date.now().toString(36);
const people: Record<'admin' | 'finance1' | 'finance2' | 'finance3' | 'support', Person> = {
  admin: { email: '', password: '' },
  finance1: { email: `finance1.${RUN}@rodada.local`, password: '' },
  finance2: { email: `finance2.${RUN}@rodada.local`, password: '' },
  finance3: { email: `finance3.${RUN}@rodada.local`, password: '' },
  support: { email: `support.${RUN}@rodada.local`, password: '' },
};
let orderNo = '';

/** Creates a staff account: its first password is long, shown once, and the list says it has not signed in yet. */
async function createStaffSeen(page: Page, person: Person, name: string, role: string) {
  await createStaff(page, person, name, role);
  expect(person.password.length).toBeGreaterThanOrEqual(12);
  // Shown once: gone once seen.
  await expect(page.getByTestId('op-first-password')).toHaveCount(0);
  await expect(page.getByTestId('op-staff').getByRole('row', { name: new RegExp(person.email) })).toContainText(
    'Not yet',
  );
}

/**
 * What another client of the same person would send (an old tab, a script): the order's review through the API
 * with the page's own session, answered with the refusal's code.
 */
async function reviewBehindTheScreen(page: Page, action: 'approve' | 'pay') {
  return page.evaluate(
    async ({ action, order }) => {
      const token = sessionStorage.getItem('rodada.operator.token');
      const answer = await fetch(`/api/operator/withdrawals/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ order_no: order, reason: 'Trying again from another tab' }),
      });
      return ((await answer.json()) as { error?: string }).error;
    },
    { action, order: orderNo },
  );
}

/** Opens the order in the queue: its details. */
async function openOrder(page: Page) {
  await page.getByRole('link', { name: 'Withdrawals', exact: true }).click();
  await page.getByTestId('op-queue').getByRole('button', { name: orderNo }).click();
  const details = page.getByTestId('op-withdrawal-details');
  await expect(details).toContainText(orderNo);
  return details;
}

test('the seeded admin sets up TOTP at the first sign-in, creates finance and support accounts and sets the four-eyes amount', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const [email, password] = readFileSync(join(process.env.E2E_DATA_DIR!, 'staff-admin'), 'utf8').split('\n');
  people.admin = { email: email!, password: password! };
  const page = await openBackOffice(browser);
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  // A wrong password is said in words, and nothing more.
  await page.getByLabel('E-mail').fill(people.admin.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('op-problem')).toHaveText('Wrong e-mail or password');
  await signIn(page, people.admin);
  // The admin's sections: no withdrawals queue (finance's), the staff, the audit trail, the settings.
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('link', { name: 'Staff' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit trail' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Withdrawals' })).toHaveCount(0);
  // The admin lands on the dashboard.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await nav.getByRole('link', { name: 'Staff' }).click();
  await createStaffSeen(page, people.finance1, 'Fernanda Finance', 'Finance');
  await createStaffSeen(page, people.finance2, 'Gabriel Finance', 'Finance');
  await createStaffSeen(page, people.finance3, 'Helena Finance', 'Finance');
  await createStaffSeen(page, people.support, 'Igor Support', 'Support');
  // A change of roles asks a reason, which the audit trail keeps.
  const staffTable = page.getByTestId('op-staff');
  await staffTable
    .getByRole('row', { name: new RegExp(people.support.email) })
    .getByRole('button', { name: 'Change' })
    .click();
  const edit = page.getByRole('form', { name: `Change ${people.support.email}` });
  await edit.getByLabel('Compliance').check();
  await edit.getByRole('button', { name: 'Save the roles' }).click();
  await expect(edit.getByTestId('op-problem')).toHaveText('Give a reason of 3 to 200 characters');
  await edit.getByLabel('Reason (kept in the audit trail)').fill('Covers the compliance desk on Fridays');
  await edit.getByRole('button', { name: 'Save the roles' }).click();
  await expect(page.getByText(`The roles of ${people.support.email} are saved.`)).toBeVisible();
  await expect(staffTable.getByRole('row', { name: new RegExp(people.support.email) })).toContainText(
    'Support, Compliance',
  );

  await nav.getByRole('link', { name: 'Settings' }).click();
  await page.getByLabel('New amount (R$)').fill('10,00');
  await page.getByLabel('Reason for the change').fill('Four eyes on every withdrawal above R$ 10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved: the audit trail records the change.')).toBeVisible();
  await expect(page.getByTestId('op-four-eyes')).toContainText('R$10.00');
});

test('a withdrawal above the four-eyes amount: two finance people approve it, a third pays it, the audit trail shows it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // A player's withdrawal of R$ 50,00, pending (the QA scenario, made with the command line's token).
  const scenario = await request.post('/api/operator/scenario', {
    data: { name: 'withdrawal-pending' },
    headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  expect(scenario.status()).toBe(200);
  orderNo = String(((await scenario.json()) as { data: { details: { order_no: string } } }).data.details.order_no);

  const first = await openBackOffice(browser);
  await signIn(first, people.finance1);
  let details = await openOrder(first);
  await expect(details.getByTestId('op-approvals')).toContainText('two different people approve it (0 of 2');
  await expect(details.getByTestId('op-next-step')).toHaveText(
    'Two different finance people approve it, then someone who approved neither pays it. You may give the first approval.',
  );
  // An approval asks its reason: a ready-made one, chosen.
  await details.getByRole('button', { name: 'Approve' }).click();
  await expect(first.getByTestId('op-problem')).toHaveText('Give a reason of 3 to 200 characters');
  await details
    .getByLabel('Pre-filled reasons')
    .selectOption('Checked: the key is in the player’s own CPF and nothing looks wrong');
  await details.getByRole('button', { name: 'Approve' }).click();
  await expect(first.getByTestId('op-outcome')).toHaveText(
    `Your approval of ${orderNo} is recorded: a second person must approve it too.`,
  );
  // Whoever approved can neither approve again nor pay, and the screen says what is left and by whom.
  await expect(details.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(details.getByRole('button', { name: 'Mark paid' })).toBeDisabled();
  await expect(details.getByTestId('op-next-step')).toHaveText(
    'You gave the first approval of two: the second comes from another finance person, then someone who approved neither pays it. You may only reject it now.',
  );
  await expect(first.getByTestId('op-queue')).toContainText('1 of 2 approvals');
  // Tried anyway from elsewhere, approving twice is refused (and recorded).
  expect(await reviewBehindTheScreen(first, 'approve')).toBe('withdrawal.approved_already_by_you');

  // A wrong sign-in first: refused in words, and recorded.
  const second = await openBackOffice(browser);
  await second.getByLabel('E-mail').fill(people.finance2.email);
  await second.getByLabel('Password').fill(`${people.finance2.password}x`);
  await second.getByRole('button', { name: 'Continue' }).click();
  await expect(second.getByTestId('op-problem')).toHaveText('Wrong e-mail or password');
  await signIn(second, people.finance2);
  details = await openOrder(second);
  await expect(details.getByTestId('op-next-step')).toHaveText(
    `One approval of two, by ${people.finance1.email}: the second comes from another finance person — you may give it — then someone who approved neither pays it.`,
  );
  await details
    .getByLabel('Reason (kept in the audit trail; a rejection’s is told to the player)')
    .fill('Second look: nothing odd');
  await details.getByRole('button', { name: 'Approve' }).click();
  await expect(second.getByTestId('op-outcome')).toHaveText(
    `Withdrawal ${orderNo} approved: it can be paid now, by another person.`,
  );
  await expect(details.getByRole('button', { name: 'Mark paid' })).toBeDisabled();
  await expect(details.getByTestId('op-next-step')).toHaveText(
    'Approved, with your approval: only the payment is left, by a finance person who did not approve it — not you.',
  );
  // The first approver's queue, read again, shows it approved; paying it anyway is refused (and recorded).
  await first.getByRole('button', { name: 'Refresh' }).click();
  await expect(first.getByTestId('op-queue')).toContainText('Approved, to pay');
  expect(await reviewBehindTheScreen(first, 'pay')).toBe('withdrawal.approver_cannot_pay');

  const third = await openBackOffice(browser);
  await signIn(third, people.finance3);
  details = await openOrder(third);
  await expect(details.getByTestId('op-next-step')).toHaveText(
    'Approved: only the payment is left, and you may make it (you did not approve it).',
  );
  await details.getByLabel('Pre-filled reasons').selectOption('PIX transfer sent from the operator’s account');
  await details.getByRole('button', { name: 'Mark paid' }).click();
  await expect(third.getByTestId('op-outcome')).toHaveText(`Withdrawal ${orderNo} marked paid.`);
  // Paid, it left the queue.
  await expect(third.getByTestId('op-queue').getByRole('button', { name: orderNo })).toHaveCount(0);

  // The audit trail: who approved and who paid, from where, with their reasons, and the refused attempts.
  const admin = await openBackOffice(browser);
  await signIn(admin, people.admin);
  // The admin is not finance: an approval tried anyway is refused (and recorded).
  expect(await reviewBehindTheScreen(admin, 'approve')).toBe('operator.role_forbidden');
  await admin.getByRole('link', { name: 'Audit trail' }).click();
  await admin.getByLabel('Words').fill(orderNo);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const trail = admin.getByTestId('op-audit');
  await expect(trail.getByRole('row')).toHaveCount(7);
  await expect(
    trail.getByRole('row', {
      name: new RegExp(`${people.finance3.email}.*Pay a withdrawal.*Done.*PIX transfer sent from the operator`),
    }),
  ).toBeVisible();
  await expect(
    trail.getByRole('row', { name: new RegExp(`${people.finance2.email}.*Approve a withdrawal.*Second look`) }),
  ).toBeVisible();
  await expect(
    trail.getByRole('row', {
      name: new RegExp(`${people.finance1.email}.*Approve a withdrawal.*Done.*Checked: the key is in the player`),
    }),
  ).toBeVisible();
  await trail.getByRole('button', { name: 'Pay a withdrawal' }).first().click();
  await expect(admin.getByTestId('op-before-after')).toContainText(/Status:\s*paid/);
  await expectWordsOnly(admin, 'the audit trail with a payment opened');
  // Only the refused attempts: the approver's second approval and payment, the admin's approval, each in words.
  await admin.getByLabel('Outcome').selectOption('Refused attempts only');
  await expect(trail.getByRole('row')).toHaveCount(4);
  await expect(
    trail.getByRole('row', {
      name: new RegExp(
        `${people.admin.email}.*Approve a withdrawal.*Refused Your roles do not allow this: it needs Finance`,
      ),
    }),
  ).toBeVisible();
  await expect(
    trail.getByRole('row', {
      name: new RegExp(
        `${people.finance1.email}.*Pay a withdrawal.*Refused You approved this withdrawal: another person must pay it`,
      ),
    }),
  ).toBeVisible();
  await expect(
    trail.getByRole('row', {
      name: new RegExp(
        `${people.finance1.email}.*Approve a withdrawal.*Refused You approved this withdrawal already: a second person must approve it`,
      ),
    }),
  ).toBeVisible();
  // Their CSV says them too.
  let download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export CSV' }).click();
  const refusedCsv = readFileSync((await (await download).path())!, 'utf8');
  expect(refusedCsv).toContain(
    'withdrawal.approver_cannot_pay,You approved this withdrawal: another person must pay it',
  );
  expect(refusedCsv).toContain('withdrawal.approved_already_by_you,');
  expect(refusedCsv).toContain('operator.role_forbidden,Your roles do not allow this: it needs finance');
  await expect(admin.getByText('Exported 3 events as a CSV file.')).toBeVisible();
  // The wrong sign-in is a refused line on the account it tried.
  await admin.getByLabel('Words').fill(people.finance2.email);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(
    trail.getByRole('row', {
      name: new RegExp(`${people.finance2.email}.*Sign-in: e-mail and password.*Refused Wrong e-mail or password`),
    }),
  ).toBeVisible();
  // Everything about the order, done and refused, as CSV.
  await admin.getByLabel('Words').fill(orderNo);
  await admin.getByLabel('Outcome').selectOption('Done and refused');
  await expect(trail.getByRole('row')).toHaveCount(7);
  download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await expect(admin.getByText('Exported 6 events as a CSV file.')).toBeVisible();
});

test('support sees no Withdrawals link and the role message at its address; the language is remembered; an expired session says so', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const page = await openBackOffice(browser);
  await signIn(page, people.support);
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('link', { name: 'Players' })).toBeVisible();
  // Support and compliance (the roles the admin gave): the audit trail, no withdrawals, no staff.
  await expect(nav.getByRole('link', { name: 'Audit trail' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Withdrawals' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await page.goto('/operator/withdrawals');
  await expect(page.getByTestId('op-forbidden')).toHaveText('Your roles do not allow this: it needs Finance');
  await expect(page.getByTestId('op-queue')).toHaveCount(0);
  // The header's language switch: Portuguese, remembered on this device.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pt');
  await expect(page.getByTestId('op-forbidden')).toHaveText('Seus papéis não permitem isto: é preciso Financeiro');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Seções' }).getByRole('link', { name: 'Jogadores' })).toBeVisible();
  // Back after 30 minutes without a call (the server's answer to a lapsed session, which a test cannot wait
  // for): the sign-in, saying the session expired.
  await page.route('**/api/operator/me?*', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 401,
        status: 'error',
        message: 'Login expired',
        error: 'auth.session_expired',
        params: {},
        data: null,
      }),
    }),
  );
  await page.reload();
  await expect(page.getByTestId('op-expired')).toHaveText(
    'Sua sessão expirou após 30 minutos sem atividade: entre de novo.',
  );
  await expect(page.getByLabel('Senha')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('rodada.operator.token'))).toBeNull();
});

test('the withdrawal queue on a tablet (768×1024): the table readable, an order opened above it', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const scenario = await request.post('/api/operator/scenario', {
    data: { name: 'withdrawal-pending' },
    headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  expect(scenario.status()).toBe(200);
  orderNo = String(((await scenario.json()) as { data: { details: { order_no: string } } }).data.details.order_no);
  const page = await openBackOffice(browser, TABLET);
  await signIn(page, people.finance1);
  await page.getByRole('link', { name: 'Withdrawals', exact: true }).click();
  const queue = page.getByTestId('op-queue');
  for (const column of ['Asked', 'Order', 'Player', 'Amount', 'Own CPF', 'Signals', 'State'])
    await expect(queue.getByRole('columnheader', { name: column })).toBeInViewport();
  // The table fits the width: no column is scrolled away.
  const [tableWidth, viewport] = await queue.evaluate((table) => [table.scrollWidth, window.innerWidth]);
  expect(tableWidth).toBeLessThanOrEqual(viewport);
  await queue.getByRole('button', { name: orderNo }).click();
  const details = page.getByTestId('op-withdrawal-details');
  await expect(details.getByRole('heading', { name: `Withdrawal ${orderNo}` })).toBeFocused();
  await expect(details.getByRole('button', { name: 'Approve' })).toBeInViewport();
  // Rejected with a reason: the money goes back to the player, and the order leaves the queue.
  await details.getByLabel('Pre-filled reasons').selectOption('The PIX key is not in the player’s own CPF');
  await expect(details.getByLabel('Reason (kept in the audit trail; a rejection’s is told to the player)')).toHaveValue(
    'The PIX key is not in the player’s own CPF',
  );
  await details.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByTestId('op-outcome')).toHaveText(
    `Withdrawal ${orderNo} rejected: the amount went back to the player’s balance.`,
  );
  await expect(queue.getByRole('button', { name: orderNo })).toHaveCount(0);
});
