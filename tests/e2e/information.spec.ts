import { expect, test } from '@playwright/test';
import { logInThroughModal, openPage, registerViaApi } from './helpers';

const OPERATOR = { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN ?? ''}` };

test('the operator announces and notifies; a member reads the announcement and marks the notification read', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  const title = `Manutenção ${Date.now()}`;
  expect(
    (
      await request.post('/api/operator/announce', { data: { title, body: 'Hoje às <b>23h</b>.' }, headers: OPERATOR })
    ).status(),
  ).toBe(200);
  expect(
    (
      await request.post('/api/operator/notify', {
        data: { phone: member.phone, title: 'Seu saque foi pago', body: 'R$ 50,00 na sua chave PIX.' },
        headers: OPERATOR,
      })
    ).status(),
  ).toBe(200);

  await openPage(page, '/information-center/announcement');
  const announcement = page.getByRole('article', { name: title });
  // Shown as text, never as HTML.
  await expect(announcement).toContainText('Hoje às <b>23h</b>.');
  await expect(announcement.locator('b')).toHaveCount(0);

  await logInThroughModal(page, member.phone, member.password);
  // The operator's message, the notice of this login from a device the member had not used, and the
  // identity verified (registerViaApi verifies it).
  const bell = page
    .getByRole('banner')
    .getByRole('link', { name: /3/ })
    .filter({ has: page.locator('.bell-count') });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/information-center\/notification$/);
  const item = page.getByRole('listitem').filter({ hasText: 'Seu saque foi pago' });
  await expect(item).toContainText('R$ 50,00 na sua chave PIX.');
  await item.getByRole('button').click();
  await expect(item.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('banner').locator('.bell-count')).toHaveText('2');

  await page
    .getByRole('navigation')
    .getByRole('link')
    .filter({ hasText: /Suporte/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/information-center\/support$/);
  await expect(page.getByRole('link').filter({ hasText: 'WhatsApp' }).first()).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
});
