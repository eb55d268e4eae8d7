import { expect, test } from '@playwright/test';
import { logInThroughModal, openPage, registerViaApi } from './helpers';

test('a deposit goes through the sandbox PIX checkout, credits the wallet once, and shows in the records', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await openPage(page);
  await logInThroughModal(page, member.phone, member.password);
  await page.getByRole('banner').getByRole('link', { name: /Saldo/ }).click();
  await expect(page).toHaveURL(/\/recharge$/);

  // Below the channel's minimum is refused on the spot.
  const amount = page.getByLabel('Valor do depósito (R$)');
  await amount.fill('1');
  await page.getByRole('button', { name: 'Pagar com PIX' }).click();
  await expect(page.getByRole('alert')).toContainText('O valor não deve ser inferior a');

  await amount.fill('50.00');
  await page.getByRole('button', { name: 'Pagar com PIX' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pix\//);
  await expect(page.getByRole('heading', { name: 'Pagamento PIX' })).toBeVisible();
  await expect(page.getByText(/^000201/)).toBeVisible();

  await page.getByRole('button', { name: /Confirmar pagamento/ }).click();
  await expect(page.getByText('Pagamento confirmado').first()).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao site' }).first().click();
  await expect(page).toHaveURL(/\/recharge-payment\?order_no=/);
  await expect(page.getByText('Pago', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText(/R\$\s50,00/);

  await page.goto('/rechargeRecord');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Pago');
});
