import { expect, test } from '@playwright/test';
import { depositViaSandbox, openSignedIn, registerViaApi } from './helpers';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test('the avatar chooser opens from its button with the keyboard, on the current picture, and Escape closes it', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await openSignedIn(page, member.token, '/profile');
  const toggle = page.getByRole('button', { name: 'Trocar foto de perfil' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const chooser = page.locator('#avatar-chooser');
  const current = chooser.locator('.avatar-choice[aria-pressed="true"]');
  // The member's picture is one of the choices: marked, and the focus is on it.
  await expect(current).toHaveCount(1);
  await expect(current.locator('.avatar-current')).toBeVisible();
  await expect(current).toBeFocused();
  // Another picture, chosen with the keyboard, becomes the current one.
  const choices = chooser.locator('.avatar-choice');
  const index = (await choices.evaluateAll((all) => all.map((b) => b.getAttribute('aria-pressed')))).indexOf('false');
  const other = choices.nth(index);
  await other.focus();
  await page.keyboard.press('Enter');
  await expect(other).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(chooser).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('each profile menu entry has an icon of its own; on a desktop the menu sits beside the account card', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, member.token, '/profile');
  await expect(page.locator('.menu-list')).toBeVisible();
  const icons = await page
    .locator('.menu-list svg[data-icon]')
    .evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('data-icon')));
  expect(icons.length).toBeGreaterThan(10);
  expect(new Set(icons).size).toBe(icons.length);
  const side = (await page.locator('.profile-side').boundingBox())!;
  const main = (await page.locator('.profile-main').boundingBox())!;
  expect(main.x).toBeGreaterThanOrEqual(side.x + side.width);
  expect(Math.abs(main.y - side.y)).toBeLessThan(2);
});

test('order numbers in the records stay on one line on a phone', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await depositViaSandbox(request, member.token, '50');
  await page.setViewportSize(PHONE);
  await openSignedIn(page, member.token, '/rechargeRecord');
  const orderNo = page.getByTestId('order-no').first();
  await expect(orderNo).toBeVisible();
  expect(await orderNo.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('nowrap');
  const lineHeight = await orderNo.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 20);
  expect((await orderNo.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('a tab row cut off on a phone says there is more, and shows the current tab', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await page.setViewportSize(PHONE);
  await openSignedIn(page, member.token, '/agency-center/register-subordinates');
  const tabs = page.getByRole('navigation', { name: 'Central da agência' });
  await expect(tabs).toHaveAttribute('data-more', /start|both/);
  const strip = (await tabs.boundingBox())!;
  const active = (await tabs.locator('[data-status="active"]').boundingBox())!;
  expect(active.x).toBeGreaterThanOrEqual(strip.x - 1);
  expect(active.x + active.width).toBeLessThanOrEqual(strip.x + strip.width + 1);
  // Scrolled back to the start, only the end is cut off.
  await tabs.evaluate((el) => (el.scrollLeft = 0));
  await expect(tabs).toHaveAttribute('data-more', 'end');
});

test('the sandbox checkout shows that it is a test environment and has its own favicon', async ({ page, request }) => {
  const member = await registerViaApi(request);
  const order = await request.post('/api/recharge/online', {
    data: { money: '20', payment_id: 1, payment_type: 'PIX' },
    headers: { Authorization: `Bearer ${member.token}` },
  });
  const { order_no } = ((await order.json()) as { data: { order_no: string } }).data;
  await page.goto(`/sandbox/pix/${order_no}`);
  await expect(page.getByTestId('sandbox-badge')).toBeVisible();
  await expect(page.getByTestId('sandbox-badge')).toContainText('Ambiente de teste');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
});

for (const size of [PHONE, DESKTOP]) {
  test(`the crash game's bet and auto cash-out inputs are level at ${size.width}px`, async ({ page, request }) => {
    const member = await registerViaApi(request);
    await page.setViewportSize(size);
    await openSignedIn(page, member.token, '/game');
    await page
      .getByRole('navigation', { name: 'Categorias' })
      .getByRole('link', { name: 'Jogos crash', exact: true })
      .click();
    await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
    const bet = (await page.locator('#crash-bet').boundingBox())!;
    const auto = (await page.locator('#crash-auto').boundingBox())!;
    expect(Math.abs(bet.y - auto.y)).toBeLessThan(1);
    expect(Math.abs(bet.height - auto.height)).toBeLessThan(1);
  });
}
