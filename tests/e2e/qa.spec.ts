import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInViaApi, openSignedIn } from './helpers';
import { validCpf } from '../identity';

/** The QA scenarios of docs/QA.md, walked in the browser: every claim and the withdrawal flow. */

const OPERATOR = { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN ?? ''}` };

async function scenario(request: APIRequestContext, name: string) {
  const answer = await request.post('/api/operator/scenario', { data: { name }, headers: OPERATOR });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { phone: string; password: string; path: string; host: string | null } })
    .data;
}

/**
 * Sets the scenario up (a new account each time), signs in as its account and opens its page — on the
 * account's site: the deposit-linked rewards' accounts belong to the open site (its host), the others to the
 * default one.
 */
async function walk(page: Page, request: APIRequestContext, name: string) {
  const account = await scenario(request, name);
  const origin = account.host ? `http://${account.host}:${process.env.E2E_PORT}` : '';
  const token = await logInViaApi(request, account.phone, account.password);
  await openSignedIn(page, token, `${origin}${account.path}`);
  return account;
}

const toast = (page: Page) => page.getByText('Recompensa resgatada com sucesso!');

test.describe('QA scenarios: claims', () => {
  test('first deposit: claimable and claimed once; already claimed', async ({ page, request }) => {
    await walk(page, request, 'reward-claimable');
    await expect(page.getByText('Disponível', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Resgatar', exact: true }).click();
    await expect(toast(page)).toBeVisible();
    await expect(page.getByText('Resgatado', { exact: true })).toBeVisible();

    await walk(page, request, 'reward-claimed');
    await expect(page.getByText('Resgatado', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resgatar', exact: true })).toHaveCount(0);
  });

  test('first deposit of R$ 50: not eligible, with the reason', async ({ page, request }) => {
    await walk(page, request, 'reward-not-eligible');
    await expect(page.getByText('Não elegível', { exact: true })).toBeVisible();
    await expect(page.getByText('Você não é elegível para esta recompensa')).toBeVisible();
  });

  test('invitation: a qualifying friend pays R$ 100; a link for a stranger answers USER DOES NOT EXIST', async ({
    page,
    request,
  }) => {
    await walk(page, request, 'invitation-claimable');
    const row = page.getByRole('table').getByRole('row').nth(1);
    await expect(row).toContainText('Sim');
    await row.getByRole('button', { name: /Resgatar/ }).click();
    await expect(toast(page)).toBeVisible();

    await walk(page, request, 'invitee-missing');
    await page.getByRole('button', { name: /Resgatar pelo amigo #\d+/ }).click();
    await expect(page.getByRole('alert')).toHaveText('USUÁRIO NÃO EXISTE');
  });

  test('daily-loss relief and recharge rebate are claimable and paid', async ({ page, request }) => {
    await walk(page, request, 'relief-claimable');
    await expect(page.getByText('R$ 1,81')).toBeVisible();
    await page.getByRole('button', { name: 'Resgatar', exact: true }).click();
    await expect(toast(page)).toBeVisible();

    await walk(page, request, 'rebate-claimable');
    await expect(page.getByText('R$ 20,00').first()).toBeVisible();
    await page.getByRole('button', { name: 'Resgatar', exact: true }).click();
    await expect(toast(page)).toBeVisible();
  });

  test('the wheels with no spins refuse a spin', async ({ page, request }) => {
    await walk(page, request, 'wheel-none');
    const daily = page.getByRole('region', { name: 'Roleta diária' });
    await expect(daily.getByText('Giros restantes: 0')).toBeVisible();
    // "Girar" is disabled without a spin, and the server refuses a spin asked for all the same.
    await expect(daily.getByRole('button', { name: 'Girar' })).toBeDisabled();
    const token = await page.evaluate(() => sessionStorage.getItem('rodada.token'));
    const spin = await request.post('/api/dailywheel/claim', {
      data: {},
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(spin.status()).toBe(422);
    expect((await spin.json()).error).toBe('promotion.no_more_spins');
  });
});

test.describe('QA scenarios: withdrawal', () => {
  test('blocked by turnover, pending review, rejected with a reason', async ({ page, request }) => {
    const account = await walk(page, request, 'withdrawal-turnover');
    // The account's own CPF (withdrawals go only to keys in the member's CPF).
    const cpf = validCpf(account.phone);
    await page.getByLabel('Valor (R$)').fill('20.00');
    await page.getByLabel('Senha de saque', { exact: true }).fill('246810');
    await page.getByLabel('Chave PIX de recebimento').fill(cpf);
    await page.getByRole('button', { name: 'Sacar', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Rollover não cumprido: aposte mais R$ 200,00 antes de sacar');

    await walk(page, request, 'withdrawal-pending');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Em análise');

    await walk(page, request, 'withdrawal-rejected');
    const rejected = page.getByRole('table').getByRole('row').nth(1);
    await expect(rejected).toContainText('Recusado');
    await expect(rejected).toContainText('O nome não confere com o titular do CPF');
  });
});

test.describe('QA scenarios: own CPF', () => {
  // The refusal is found by its code (data-refusal): its words come with the catalogs.
  test('a key saved before the rule that is someone else’s is refused; the account’s own CPF goes through', async ({
    page,
    request,
  }) => {
    const account = await walk(page, request, 'withdrawal-old-key');
    const cpf = validCpf(account.phone);
    await expect(page.getByLabel('Chave PIX de recebimento')).toHaveValue('21987654321');
    await page.getByLabel('Valor (R$)').fill('20.00');
    await page.getByLabel('Senha de saque', { exact: true }).fill('246810');
    await page.getByRole('button', { name: 'Sacar', exact: true }).click();
    await expect(page.locator('[role="alert"][data-refusal="pix.key_not_own_cpf"]')).toBeVisible();
    await page.getByLabel('Tipo de chave').selectOption('CPF');
    await page.getByLabel('Chave PIX de recebimento').fill(cpf);
    await page.getByLabel('Senha de saque', { exact: true }).fill('246810');
    await page.getByRole('button', { name: 'Sacar', exact: true }).click();
    await expect(page.getByText('Em análise')).toBeVisible();
  });
});

test.describe('QA scenarios: identity', () => {
  test('an account from before the identity rule completes it, then deposits', async ({ page, request }) => {
    const account = await walk(page, request, 'identity-missing');
    const form = page.locator('form.identity-form');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form.getByText('Informe seu nome completo')).toBeVisible();

    // The deposit page says what is missing; the server refuses the deposit until then.
    await page.goto('/recharge');
    await expect(
      page.getByText('Complete seu cadastro (nome completo, CPF e data de nascimento) para depositar e jogar.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Completar cadastro' }).click();
    await expect(page).toHaveURL(/\/identity$/);

    const cpf = validCpf(account.phone);
    await form.getByLabel('Nome completo').fill('Quinze Teste');
    await form.getByLabel('CPF').fill(cpf);
    await form.getByLabel('Data de nascimento').fill('1988-08-08');
    await form.getByLabel('E-mail').fill(`qa${account.phone}@example.com`);
    await form.getByLabel(/Tenho 18 anos ou mais/).check();
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Seu cadastro está completo.')).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Depositar' }).click();
    await expect(page).toHaveURL(/\/recharge$/);
    await expect(page.getByText(/Complete seu cadastro/)).toHaveCount(0);
  });
});
