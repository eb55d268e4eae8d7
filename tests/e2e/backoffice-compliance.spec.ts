import { expect, test, type Page } from '@playwright/test';
import { depositViaSandbox, registerViaApi } from './helpers';
import { openBackOffice, type Person, signIn, staffByToken, TABLET } from './backoffice-helpers';

/*
 * The back office's responsible-gambling queue and dashboard (src/operator/screens/ResponsibleGambling.tsx,
 * Dashboard.tsx), against the e2e server in sandbox mode. The staff accounts are made with the command line's
 * token (set-up only); each person signs in through the page and sets up TOTP. Compliance tunes the deposit
 * velocity rule to one deposit, a player deposits through the sandbox PIX, "evaluate now" raises the flag with
 * its evidence, and compliance contacts the player, sets a cooling-off (the player is then paused) and closes
 * it, each in the audit trail. Finance's dashboard shows the deposit without a reload; support's shows no
 * money. The queue on a tablet. The pages are in English (the language remembered on the device).
 */

test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);

const people: Record<'compliance' | 'finance' | 'support', Person> = {
  compliance: { email: `rg-compliance-${RUN}@rodada.local`, password: '' },
  finance: { email: `rg-finance-${RUN}@rodada.local`, password: '' },
  support: { email: `rg-support-${RUN}@rodada.local`, password: '' },
};
let player = { phone: '', token: '' };
let memberId = '';

/** Today's deposits on the dashboard: "R$50.00 (1)" → 1. */
async function depositsToday(page: Page): Promise<number> {
  const cell = page.getByTestId('dash-deposits').getByRole('cell').first();
  const text = (await cell.textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(text)?.[1] ?? NaN);
}

test('compliance tunes a rule, a deposit raises a flag with its evidence; contact, cooling-off and close, each in the audit trail; finance sees the deposit on the dashboard without a reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await staffByToken(people.compliance, 'Clara Compliance', ['compliance']);
  await staffByToken(people.finance, 'Fabio Finance', ['finance']);
  await staffByToken(people.support, 'Sara Support', ['support']);

  // Finance's dashboard, open before the deposit: it reads the figures again by itself.
  const finance = await openBackOffice(browser);
  await signIn(finance, people.finance);
  await expect(finance.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(finance.getByTestId('dash-updated')).toContainText('read again every 30 seconds');
  const before = await depositsToday(finance);
  expect(before).toBeGreaterThanOrEqual(0);
  const firstReading = (await finance.getByTestId('dash-updated').textContent()) ?? '';

  // Compliance tunes the deposit velocity rule to an amount in a day no other test's player deposits (the
  // e2e server is shared: a rule of one deposit would flag every player who paid one), with a reason.
  const page = await openBackOffice(browser);
  await signIn(page, people.compliance);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Responsible gambling' }).click();
  await expect(page.getByRole('heading', { name: 'Responsible gambling' })).toBeVisible();
  const rules = page.getByTestId('rg-rules');
  await rules.getByRole('button', { name: 'Change Deposit velocity' }).click();
  const form = page.getByRole('form', { name: 'Change the rule Deposit velocity' });
  await form.getByLabel('On', { exact: true }).check();
  await form.getByLabel('Count').fill('99');
  await form.getByLabel('Amount (R$)').fill('4321');
  await form.getByRole('button', { name: 'Save the rule' }).click();
  // No reason, nothing sent.
  await expect(page.getByTestId('rg-rules-problem')).toHaveText('Give a reason of 3 to 200 characters');
  await form.getByLabel('Reason for the change').fill('Watch every deposit during the campaign');
  await form.getByRole('button', { name: 'Save the rule' }).click();
  await expect(page.getByTestId('rg-rule-saved')).toContainText('Rule “Deposit velocity” saved');
  await expect(page.getByTestId('rg-rule-deposit_velocity')).toContainText('Count 99');

  // A player deposits R$ 4.321,00 through the sandbox PIX.
  player = await registerViaApi(request);
  await depositViaSandbox(request, player.token, '4321');

  // Evaluate now: the flag appears, with the deposit as its evidence.
  await page.getByRole('combobox', { name: /^Rule\b/ }).selectOption('deposit_velocity');
  await page.getByRole('button', { name: 'Evaluate now' }).click();
  await expect(page.getByTestId('rg-done')).toContainText('The rules were evaluated');
  const queue = page.getByTestId('rg-queue');
  const row = queue.getByRole('row', { name: new RegExp(player.phone) });
  await expect(row).toContainText('Deposit velocity');
  await row.getByRole('button').click();
  const flag = page.getByTestId('rg-flag');
  await expect(flag.getByRole('heading', { name: /Flag \d+: Deposit velocity/ })).toBeFocused();
  await expect(flag.getByTestId('rg-evidence').getByRole('table', { name: 'Deposits paid' })).toContainText(
    'R$4,321.00',
  );
  await expect(flag.getByTestId('rg-observed')).toContainText('deposits: 1, R$4,321.00 in all');
  memberId = /ID (\d+)/.exec((await flag.locator('dd').first().textContent()) ?? '')?.[1] ?? '';
  expect(memberId).not.toBe('');

  // A contact: the channel and what was said, both asked.
  const contact = flag.getByRole('form', { name: 'Record a contact' });
  await contact.getByRole('button', { name: 'Record the contact' }).click();
  await expect(page.getByTestId('rg-problem')).toHaveText(
    'Choose the channel and write what was said (3 characters at least)',
  );
  await contact.getByLabel('Channel').selectOption('phone');
  await contact.getByLabel('What was said').fill('Called the player about the pace of the deposits');
  await contact.getByRole('button', { name: 'Record the contact' }).click();
  await expect(page.getByTestId('rg-done')).toHaveText(/The contact on flag \d+ is recorded\./);
  await expect(flag.getByTestId('rg-actions')).toContainText(
    `${people.compliance.email} contacted the player by Phone call: “Called the player about the pace of the deposits”`,
  );

  // A cooling-off of 7 days: the player is paused (their own status says so).
  const cooling = flag.getByRole('form', { name: 'Set a cooling-off' });
  await cooling.getByLabel('Period').selectOption('7d');
  await cooling.getByLabel('Reason for the cooling-off').fill('Deposits too fast after the contact');
  await cooling.getByRole('button', { name: 'Set the cooling-off' }).click();
  await expect(page.getByTestId('rg-done')).toContainText('the player is paused until');
  await expect(flag.getByTestId('rg-actions')).toContainText('set a cooling-off of 7 days');
  const status = await request.get('/api/responsible/status', {
    headers: { Authorization: `Bearer ${player.token}` },
  });
  expect(status.status()).toBe(200);
  const restriction = ((await status.json()) as { data: { restriction: { kind: string; period: string } | null } }).data
    .restriction;
  expect(restriction).toMatchObject({ period: '7d' });

  // Closed with its outcome: it leaves the open queue.
  const close = flag.getByRole('form', { name: 'Close the flag' });
  await close.getByLabel('Outcome').selectOption('cooling_off_set');
  await close.getByLabel('Reason for closing').fill('Paused for a week, help line sent');
  await close.getByRole('button', { name: 'Close the flag' }).click();
  await expect(page.getByTestId('rg-done')).toHaveText(/Flag \d+ closed\./);
  await expect(page.getByTestId('rg-flag')).toHaveCount(0);
  await expect(queue.getByRole('row', { name: new RegExp(player.phone) })).toHaveCount(0);
  await page.getByRole('combobox', { name: /^State\b/ }).selectOption('closed');
  await expect(queue.getByRole('row', { name: new RegExp(player.phone) })).toContainText('Closed');

  // The audit trail: the rule's change and the three actions on the player.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit trail' }).click();
  await page.getByLabel('Subject').fill(`member:${memberId}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const trail = page.getByTestId('op-audit');
  for (const action of ['Record a contact about a flag', 'Set a cooling-off', 'Close a flag'])
    await expect(trail.getByRole('row', { name: new RegExp(`${people.compliance.email}.*${action}`) })).toBeVisible();
  await page.getByLabel('Subject').fill('setting:rg_rule:deposit_velocity');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(
    trail.getByRole('row', {
      name: new RegExp(`${people.compliance.email}.*Change a responsible-gambling rule.*campaign`),
    }),
  ).toBeVisible();

  // Finance's dashboard read the figures again by itself (no reload, no click): the deposit is in today's.
  await expect(finance.getByTestId('dash-updated')).not.toHaveText(firstReading, { timeout: 40_000 });
  await expect.poll(() => depositsToday(finance), { timeout: 40_000 }).toBeGreaterThan(before);
  await expect(finance.getByTestId('dash-figures')).toContainText('GGR');

  // The trends: a chart per figure, each with its table (hidden until asked, read by screen readers), seven
  // São Paulo days ending today, then thirty; today's deposits are in the deposits' chart.
  const deposits = finance.getByTestId('trend-deposits');
  for (const chart of ['trend-ggr', 'trend-deposits', 'trend-withdrawals', 'trend-active', 'trend-bets'])
    await expect(finance.getByTestId(chart)).toBeVisible();
  await expect(deposits.locator('tbody tr')).toHaveCount(7);
  const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  await expect(deposits.locator('tbody tr').last().getByRole('rowheader')).toHaveText(today);
  await expect(deposits.locator('tbody tr').last()).not.toContainText('R$0.00');
  await expect(finance.getByTestId('trend-bets').getByRole('columnheader')).toContainText([
    'Day',
    'Sportsbook',
    'House games',
  ]);
  const width = async () => (await deposits.getByRole('table').locator('..').boundingBox())?.width ?? 0;
  expect(await width()).toBeLessThan(2);
  await deposits.getByRole('button', { name: 'Show the figures of each day' }).click();
  await expect.poll(width).toBeGreaterThan(150);
  await finance.getByTestId('dash-span').getByRole('button', { name: '30 days' }).click();
  await expect(deposits.locator('tbody tr')).toHaveCount(30);
  await expect(finance.getByTestId('dash-span').getByRole('button', { name: '30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(deposits.locator('tbody tr').last().getByRole('rowheader')).toHaveText(today);
});

test('support’s dashboard: players and queues, no money figures', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await openBackOffice(browser);
  await signIn(page, people.support);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('dash-new-players')).toBeVisible();
  await expect(page.getByTestId('dash-no-money')).toHaveText(
    'Money figures are shown to finance, compliance and admins.',
  );
  await expect(page.getByTestId('dash-deposits')).toHaveCount(0);
  await expect(page.getByTestId('dash-figures')).not.toContainText('R$');
  // The queues are counted; support opens neither the withdrawals nor the flags, so they are not links (the
  // background jobs' page is open to every role).
  const queues = page.getByTestId('dash-queues');
  await expect(queues).toContainText('Responsible-gambling flags open');
  await expect(queues.getByRole('link')).toHaveCount(1);
  await expect(queues.getByRole('link')).toHaveText('Background job items that keep failing');
  // The trends without money: the active players only.
  await expect(page.getByTestId('trend-active')).toBeVisible();
  await expect(page.getByTestId('trend-ggr')).toHaveCount(0);
  await expect(page.getByTestId('trend-active')).not.toContainText('R$');
  // Support's menu: only the groups and sections support opens.
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Players', 'Promotions and site', 'Background jobs']);
  await expect(nav.getByRole('list')).toHaveCount(3);
  await expect(nav.getByText('Risk', { exact: true })).toHaveCount(0);
});

test('the responsible-gambling queue on a tablet (768×1024): the table readable, a flag opened above it', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const page = await openBackOffice(browser, TABLET);
  await signIn(page, people.compliance);
  await page.goto('/operator/responsible-gambling');
  await page.getByRole('combobox', { name: /^State\b/ }).selectOption('all');
  const queue = page.getByTestId('rg-queue');
  for (const column of ['Raised', 'Flag', 'Rule', 'Player', 'Measured', 'Done'])
    await expect(queue.getByRole('columnheader', { name: column })).toBeInViewport();
  const [tableWidth, viewport] = await queue.evaluate((table) => [table.scrollWidth, window.innerWidth]);
  expect(tableWidth).toBeLessThanOrEqual(viewport);
  await queue
    .getByRole('row', { name: new RegExp(player.phone) })
    .getByRole('button')
    .click();
  const flag = page.getByTestId('rg-flag');
  await expect(flag.getByRole('heading', { name: /Flag \d+: Deposit velocity/ })).toBeFocused();
  await expect(flag.getByTestId('rg-evidence')).toBeInViewport();
  await expect(flag.getByTestId('rg-actions')).toContainText('closed it (Cooling-off set)');
});
