import { expect, test, type Page } from '@playwright/test';
import { closeAdvertisement, creditMember, logInThroughModal, openPage, registerViaApi } from './helpers';

const CPF = '529.982.247-25';
const operatorAuth = { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN ?? ''}` };

/** The withdrawal form as a player fills it: amount, withdrawal password and a CPF PIX key. */
async function fillWithdrawal(page: Page, amount: string) {
  await page.getByLabel('Valor (R$)').fill(amount);
  await page.getByLabel('Senha de saque', { exact: true }).fill('246810');
  await page.getByLabel('Tipo de chave').selectOption('CPF');
  await page.getByLabel('Chave PIX de recebimento').fill(CPF);
  await page.getByLabel('Número do CPF').fill(CPF);
  await page.getByLabel('Nome completo').fill('Ana Souza');
  await page.getByRole('button', { name: 'Sacar', exact: true }).click();
}

test('a deposit through the sandbox PIX checkout; a withdrawal refused until the turnover is played, then pending review', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await openPage(page);
  await logInThroughModal(page, member.phone, member.password);
  await page.getByRole('banner').getByRole('link', { name: /Saldo/ }).click();
  await expect(page).toHaveURL(/\/recharge$/);

  // Below the channel's minimum is refused on the spot.
  const amount = page.getByLabel('Valor do depósito (R$)');
  await amount.fill('1');
  await page.getByRole('button', { name: 'Pagar com PIX' }).click();
  await expect(page.getByRole('alert')).toContainText('O valor não deve ser inferior a R$ 10,00');

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
  const headerBalance = page.getByRole('banner').getByTestId('header-balance');
  await expect(headerBalance).toHaveText(/R\$\s50,00/);

  await page.goto('/rechargeRecord');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Pago');

  // No withdrawal password yet: set one first, right on the withdrawal screen.
  await page.goto('/withdraw');
  await closeAdvertisement(page);
  await page.getByLabel('Senha de saque (6 dígitos)').fill('2468');
  await page.getByLabel('Confirmar senha de saque').fill('2468');
  await page.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(page.getByRole('alert')).toHaveText('Corrija o erro no formulário');
  await page.getByLabel('Senha de saque (6 dígitos)').fill('246810');
  await page.getByLabel('Confirmar senha de saque').fill('246810');
  await page.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Senha de saque definida com sucesso' })).toBeVisible();

  // The deposit has not been played twice over: the server refuses, and says how much is left.
  await fillWithdrawal(page, '20.00');
  await expect(page.getByRole('alert')).toHaveText('Rollover não cumprido: aposte mais R$ 100,00 antes de sacar');
  await expect(headerBalance).toHaveText(/R\$\s50,00/);

  // Play: a bonus from the operator, then a R$ 100 sports bet (the turnover counts when the bet is placed).
  await creditMember(request, member.phone, '100.00');
  await page.goto('/game');
  await closeAdvertisement(page);
  await page
    .getByRole('navigation', { name: 'Categorias' })
    .getByRole('link', { name: 'Esportes', exact: true })
    .click();
  await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
  const fixture = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('group') })
    .first();
  await fixture.getByRole('button').first().click();
  const slip = page.getByRole('form', { name: 'Cupom de apostas' });
  await slip.getByLabel('Valor (R$)').fill('100.00');
  await slip.getByRole('button', { name: 'Fazer aposta' }).click();
  await expect(page.getByTestId('game-balance')).toHaveText(/R\$\s50,00/);

  await page.goto('/withdraw');
  await closeAdvertisement(page);
  await expect(page.getByText('Saldo disponível para saque')).toBeVisible();
  await fillWithdrawal(page, '20.00');
  await expect(
    page.getByText('Sua solicitação de saque foi enviada com sucesso. Aguarde a análise dos administradores.'),
  ).toBeVisible();
  await expect(page.getByText('Em análise')).toBeVisible();
  await expect(headerBalance).toHaveText(/R\$\s30,00/);

  await page.getByRole('link', { name: 'Histórico de saques' }).click();
  await expect(page).toHaveURL(/\/withdrawalRecord$/);
  const withdrawals = page.getByRole('table').getByRole('row');
  await expect(withdrawals).toHaveCount(2);
  await expect(withdrawals.nth(1)).toContainText('Em análise');
  await expect(withdrawals.nth(1)).toContainText('R$ 20,00');

  // The order center has every movement and the totals.
  await page.goto('/order-center');
  await closeAdvertisement(page);
  await expect(page.getByText('Total de depósitos').locator('..')).toContainText('R$ 50,00');
  await expect(page.getByText('Total de saques').locator('..')).toContainText('R$ 20,00');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(5);
  await page.getByRole('link', { name: 'Associação' }).click();
  await expect(page.getByText('Falta apostar').locator('..')).toContainText('R$ 0,00');

  // The operator rejects it with a reason: the money comes back and the record says why.
  const pending = await request.post('/api/operator/withdrawals/list', {
    data: { status: 'pending' },
    headers: operatorAuth,
  });
  const order = (await pending.json()).data.list.find((w: { phone: string }) => w.phone === member.phone);
  const rejected = await request.post('/api/operator/withdrawals/reject', {
    data: { order_no: order.order_no, reason: 'O nome não confere com o titular do CPF' },
    headers: operatorAuth,
  });
  expect(rejected.status()).toBe(200);
  await page.goto('/withdrawalRecord');
  await closeAdvertisement(page);
  const row = page.getByRole('table').getByRole('row').nth(1);
  await expect(row).toContainText('Recusado');
  await expect(row).toContainText('O nome não confere com o titular do CPF');
  await expect(headerBalance).toHaveText(/R\$\s50,00/);
});
