import { expect, test } from '@playwright/test';
import { openBackOffice, type Person, signIn, staffByToken } from './backoffice-helpers';
import { actorsSeen, standInInspector } from './helpers';

/*
 * `?inspect` in the back office, as in the player's app (src/flow/inspector.ts): the Stately inspector's code
 * loads only then, every flow (the staff session, each screen's) reports to it, and without stately.ai the
 * person is told. The inspector's window is stood in for by a page that answers as stately.ai's does and keeps
 * what it is sent.
 */

const RUN = Date.now().toString(36);

test('with ?inspect the back office opens the inspector, which sees its flows; a normal visit never downloads it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const person: Person = { email: `inspect-${RUN}@rodada.local`, password: '' };
  await staffByToken(person, 'Ines Inspector', ['finance']);

  const page = await openBackOffice(browser);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.reload();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  const normal = new Set(scripts);

  await standInInspector(page.context());
  const popup = page.waitForEvent('popup');
  await page.goto('/operator?inspect');
  const inspector = await popup;
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('rodada.inspect'))).toBe('1');
  // The inspector's own chunks: never fetched by the visit without ?inspect.
  expect(scripts.filter((path) => !normal.has(path)).length).toBeGreaterThan(0);
  await expect.poll(() => actorsSeen(inspector)).toContain('staffSession');

  // A screen's flow (started by useFlow) reports to it too.
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await signIn(page, person);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect.poll(() => actorsSeen(inspector), { timeout: 15_000 }).toContain('dashboard');
  await page.context().close();
});

test('?inspect without stately.ai says in the back office that the inspector could not open', async ({ browser }) => {
  const page = await openBackOffice(browser);
  await page.context().route(/stately\.ai/, (route) => route.abort('internetdisconnected'));
  await page.goto('/operator?inspect');
  const notice = page.locator('.op-inspector-notice[role="alert"]');
  await expect(notice).toContainText('The inspector could not open', { timeout: 20_000 });
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);
  await page.context().close();
});
