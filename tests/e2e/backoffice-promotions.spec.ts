import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { registerViaApi } from './helpers';
import { openBackOffice, type Person, signIn, staffByToken, TABLET } from './backoffice-helpers';

/*
 * The back office's promotions and site (/operator/promotions), against the e2e server in sandbox mode: the
 * seeded admin switches an activity of the open site off and on again, changes a banner's text with a
 * preview of the player's home, posts and ends an announcement and sends a player a notification; what
 * players get is read through the player's API, and each change is in the audit trail. Support opens only
 * its tabs. The pages are in English (the language switch's choice, remembered).
 */

test.describe.configure({ mode: 'serial' });

const admin: Person = { email: '', password: '' };
const support: Person = { email: `promotions-support.${Date.now().toString(36)}@rodada.local`, password: '' };

let adminPage: Page | null = null;
/** The admin's page, signed in once for the whole file (a second sign-in within 30 seconds needs the next code). */
async function asAdmin(browser: Browser): Promise<Page> {
  if (adminPage) return adminPage;
  if (!admin.email) {
    admin.email = `promotions-admin.${Date.now().toString(36)}@rodada.test`;
    await staffByToken(admin, 'Pedro Admin', ['admin']);
  }
  adminPage = await openBackOffice(browser);
  await signIn(adminPage, admin);
  return adminPage;
}

/** The site picker (its name is its label and the chosen site). */
const siteChoice = (page: Page) => page.getByRole('combobox', { name: /^Site\b/ });

/** The section on the open site, at a tab. */
async function openTab(page: Page, tab: string) {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Promotions and site' }).click();
  await siteChoice(page).selectOption('rodada-open');
  await expect(page.getByTestId('op-site-profile')).toContainText('Open');
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

const offeredOnOpen = async (request: APIRequestContext) =>
  (
    (await (await request.get('/api/activitydetails/get?site=rodada-open')).json()) as { data: { key: string }[] }
  ).data.map((activity) => activity.key);

/** The audit trail's rows found by words. */
async function audited(page: Page, words: string) {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit trail' }).click();
  await page.getByLabel('Words').fill(words);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  return page.getByTestId('op-audit');
}

test('the admin switches an activity of the open site off and on again, with a reason, in the audit trail', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const page = await asAdmin(browser);
  await openTab(page, 'Activities');
  const table = page.getByTestId('pr-activities');
  await expect(table.getByRole('row', { name: /Daily wheel/ })).toContainText('Offered');
  expect(await offeredOnOpen(request)).toContain('dailywheel');

  await page.getByRole('button', { name: 'Switch off Daily wheel' }).click();
  // Without a reason nothing is sent.
  await page.getByRole('button', { name: 'Switch off', exact: true }).click();
  await expect(page.getByTestId('op-problem')).toHaveText('Give a reason of 3 to 200 characters');
  await page.getByLabel('Reason (kept in the audit trail)').fill('Wheel budget used up');
  await page.getByRole('button', { name: 'Switch off', exact: true }).click();
  await expect(page.getByTestId('op-done')).toHaveText('Daily wheel is switched off: players no longer see it.');
  await expect(table.getByRole('row', { name: /Daily wheel/ })).toContainText('Switched off');
  expect(await offeredOnOpen(request)).not.toContain('dailywheel');

  await page.getByRole('button', { name: 'Switch on Daily wheel' }).click();
  await page.getByLabel('Reason (kept in the audit trail)').fill('New budget');
  await page.getByRole('button', { name: 'Switch on', exact: true }).click();
  await expect(page.getByTestId('op-done')).toHaveText('Daily wheel is switched on.');
  await expect(table.getByRole('row', { name: /Daily wheel/ })).toContainText('Offered');
  expect(await offeredOnOpen(request)).toContain('dailywheel');

  // On the regulated site a deposit bonus cannot be switched on: the refusal says the law's article.
  await siteChoice(page).selectOption('rodada');
  await expect(table.getByRole('row', { name: /First deposit bonus/ })).toContainText('art. 29');
  await page.getByRole('button', { name: 'Switch off First deposit bonus' }).click();
  await page.getByLabel('Reason (kept in the audit trail)').fill('Not offered here anyway');
  await page.getByRole('button', { name: 'Switch off', exact: true }).click();
  await expect(page.getByTestId('op-done')).toHaveText(
    'First deposit bonus is switched off: players no longer see it.',
  );
  await page.getByRole('button', { name: 'Switch on First deposit bonus' }).click();
  await page.getByLabel('Reason (kept in the audit trail)').fill('Trying it');
  await page.getByRole('button', { name: 'Switch on', exact: true }).click();
  await expect(page.getByTestId('op-problem')).toContainText('Lei 14.790/2023, art. 29');
  await expect(table.getByRole('row', { name: /First deposit bonus/ })).toContainText('Forbidden on this site');

  // The three switches done, and the deposit bonus's switching on, refused, on the record too.
  const trail = await audited(page, 'promotions/activity');
  const rows = trail.getByRole('row', { name: new RegExp(`${admin.email}.*Switch a promotion on or off`) });
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ has: page.getByTestId('op-refused') })).toHaveCount(1);
});

test('the admin changes a banner’s text with a preview of the home, then saves it: the player’s home shows it', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const home = async () =>
    (
      (await (await request.get('/api/dynamicwebs/getdata?site=rodada-open&lang=pt')).json()) as {
        data: { banners: { title: string }[] };
      }
    ).data.banners.map((banner) => banner.title);
  const page = await asAdmin(browser);
  await openTab(page, 'Banners and advertisement');
  const banners = page.getByTestId('pr-banners');
  const shown = banners.locator('tbody tr').filter({ hasText: 'On the home' });
  await expect(shown.first()).toBeVisible();
  await shown
    .first()
    .getByRole('button', { name: /^Change “/ })
    .click();
  const form = page.getByRole('form', { name: 'Change the banner' });
  await form.getByLabel('Title', { exact: true }).fill('Copa sem bônus, só emoção');
  await form.getByRole('button', { name: 'Preview the home', exact: true }).click();
  await expect(page.getByTestId('pr-home-preview')).toContainText('Copa sem bônus, só emoção');
  // Previewed, not saved: the player's home is as it was.
  expect(await home()).not.toContain('Copa sem bônus, só emoção');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('op-done')).toHaveText('Banner “Copa sem bônus, só emoção” saved.');
  await expect(banners).toContainText('Copa sem bônus, só emoção');
  expect(await home()).toContain('Copa sem bônus, só emoção');

  const trail = await audited(page, 'banners/update');
  await expect(trail.getByRole('row', { name: new RegExp(`${admin.email}.*Change a banner`) })).toHaveCount(1);
});

test('the admin posts an announcement and ends it with a reason; players see it, then no longer', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const announced = async () =>
    (
      (await (await request.get('/api/informationcenter/announcement?site=rodada-open')).json()) as {
        data: { title: string }[];
      }
    ).data.map((one) => one.title);
  const page = await asAdmin(browser);
  await openTab(page, 'Announcements');
  const form = page.getByRole('form', { name: 'New announcement' });
  await form.getByLabel('Title', { exact: true }).fill('Manutenção do PIX');
  await form.getByLabel('Text', { exact: true }).fill('O PIX fica fora do ar das 2h às 3h.');
  await form.getByRole('button', { name: 'Post to the site’s players' }).click();
  await expect(page.getByTestId('op-done')).toHaveText('Announcement “Manutenção do PIX” posted.');
  const list = page.getByTestId('pr-announcements');
  await expect(list.getByRole('row', { name: /Manutenção do PIX/ })).toContainText('Live');
  expect(await announced()).toContain('Manutenção do PIX');

  await list.getByRole('button', { name: 'End “Manutenção do PIX”' }).click();
  await page.getByLabel('Reason (kept in the audit trail)').fill('Maintenance finished early');
  await page.getByRole('button', { name: 'End it now' }).click();
  await expect(page.getByTestId('op-done')).toHaveText('Announcement “Manutenção do PIX” ended.');
  await expect(list.getByRole('row', { name: /Manutenção do PIX/ })).toContainText('Ended');
  expect(await announced()).not.toContain('Manutenção do PIX');

  const trail = await audited(page, 'announcements');
  await expect(trail.getByRole('row', { name: /Post an announcement/ })).toHaveCount(1);
  await expect(trail.getByRole('row', { name: /End an announcement/ })).toHaveCount(1);
});

test('the admin previews a notification to a player by phone and sends it once: the player’s notifications have it', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const player = await registerViaApi(request, undefined, { site: 'open' });
  const inbox = async () =>
    (
      (await (
        await request.get('/api/informationcenter/notification', {
          headers: { Authorization: `Bearer ${player.token}` },
        })
      ).json()) as { data: { list: { title: string }[] } }
    ).data.list.map((one) => one.title);
  const page = await asAdmin(browser);
  await openTab(page, 'Notifications');
  const form = page.getByRole('form', { name: 'New notification' });
  await form.getByLabel('Player’s phone or ID').fill(player.phone);
  await form.getByLabel('Title', { exact: true }).fill('Seu saque foi revisado');
  await form.getByLabel('Text', { exact: true }).fill('Confira o extrato na sua conta.');
  await form.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByTestId('pr-notification-preview')).toContainText(player.phone.slice(-4));
  await expect(page.getByTestId('pr-notification-preview')).toContainText('Seu saque foi revisado');
  expect(await inbox()).toEqual([]);
  await form.getByRole('button', { name: 'Send it' }).click();
  await expect(page.getByTestId('op-done')).toHaveText('Notification sent to 1 player(s).');
  await expect(page.getByTestId('pr-sent')).toContainText('Seu saque foi revisado');
  expect(await inbox()).toEqual(['Seu saque foi revisado']);

  const trail = await audited(page, 'notifications/send');
  await expect(trail.getByRole('row', { name: new RegExp(`${admin.email}.*Send a notification`) })).toHaveCount(1);
});

test('support opens the activities, announcements and notifications, reads them, and changes nothing there; on a tablet', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const page = await asAdmin(browser);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Staff' }).click();
  await page.getByLabel('E-mail').fill(support.email);
  await page.getByLabel('Name').fill('Promotions Support');
  await page.getByRole('group', { name: 'Roles' }).getByLabel('Support').check();
  await page.getByRole('button', { name: 'Create the account' }).click();
  support.password = (await page.getByTestId('op-first-password').textContent()) ?? '';

  const desk = await openBackOffice(browser, TABLET);
  await signIn(desk, support);
  await openTab(desk, 'Activities');
  await expect(desk.getByRole('tab')).toHaveText(['Activities', 'Announcements', 'Notifications']);
  await expect(desk.getByTestId('pr-activities').getByRole('row', { name: /Daily wheel/ })).toContainText('Offered');
  await expect(desk.getByRole('button', { name: /^Switch (off|on)/ })).toHaveCount(0);
  await desk.getByRole('tab', { name: 'Announcements' }).click();
  await expect(desk.getByTestId('pr-announcements')).toContainText('Manutenção do PIX');
  await expect(desk.getByRole('form', { name: 'New announcement' })).toHaveCount(0);
  await desk.getByRole('tab', { name: 'Notifications' }).click();
  await expect(desk.getByRole('radio')).toHaveCount(0);
  await expect(desk.getByTestId('pr-sent')).toContainText('Seu saque foi revisado');
});
