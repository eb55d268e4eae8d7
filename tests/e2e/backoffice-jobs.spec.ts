import { expect, test } from '@playwright/test';
import { DESKTOP, openBackOffice, type Person, signIn, staffByToken } from './backoffice-helpers';

/*
 * The back office's page of the due-work job's failures (src/operator/screens/BackgroundJobs.tsx) and its
 * count on the dashboard, against the e2e server. A trader (the narrowest role) finds the count among the
 * dashboard's queues, follows its link to the page, which lists the failing items (none while every item of
 * the job is done) under its six columns, fits a phone, and reads in Portuguese. The failures themselves,
 * their backoff and the count are proven by tests/server/job-failures.test.ts.
 */

const RUN = Date.now().toString(36);
const trader: Person = { email: `jobs-trader-${RUN}@rodada.local`, password: '' };

test('the dashboard counts the background job items that keep failing and links to their page; the page on a phone and in Portuguese', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  await staffByToken(trader, 'Jobs Trader', ['trader']);
  const page = await openBackOffice(browser, DESKTOP);
  await signIn(page, trader);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const queue = page.getByTestId('dash-jobs-failing');
  await expect(queue).toContainText('Background job items that keep failing');
  await expect(queue.locator('.dash-queue-count')).toHaveText(/^\d+$/);
  const count = Number(await queue.locator('.dash-queue-count').textContent());
  await queue.getByRole('link', { name: 'Background job items that keep failing' }).click();

  await expect(page).toHaveURL(/\/operator\/jobs$/);
  await expect(page.getByRole('heading', { name: 'Background jobs', level: 1 })).toBeVisible();
  await expect(page.getByTestId('jobs-updated')).toContainText('Updated');
  const table = page.getByTestId('jobs-failures');
  for (const column of ['Step', 'Item', 'Failures', 'Last error', 'Failing since', 'Next attempt'])
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  // Every item the dashboard counts is listed, tagged as failing for long.
  const rows = page.getByTestId('job-failure');
  if ((await rows.count()) === 0)
    await expect(page.getByText('Nothing is failing: every item was done.')).toBeVisible();
  await expect(page.getByText('Keeps failing', { exact: true })).toHaveCount(count);
  await expect(
    page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Background jobs' }),
  ).toBeVisible();

  // On a phone the page is no wider than the screen (the table scrolls in its box).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Background jobs', level: 1 })).toBeInViewport();
  const [pageWidth, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(pageWidth).toBeLessThanOrEqual(viewport);

  // In Portuguese.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pt');
  await expect(page.getByRole('heading', { name: 'Tarefas automáticas', level: 1 })).toBeVisible();
  for (const column of ['Etapa', 'Item', 'Falhas', 'Último erro', 'Falhando desde', 'Próxima tentativa'])
    await expect(page.getByTestId('jobs-failures').getByRole('columnheader', { name: column })).toBeAttached();
  await page.getByRole('button', { name: 'Atualizar agora' }).click();
  await expect(page.getByTestId('jobs-updated')).toContainText('Atualizado em');
});
