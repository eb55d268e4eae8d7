import { expect, test } from '@playwright/test';
import { CAPTCHA, codeSentTo, openPage, openSignedIn, registerViaApi } from './helpers';

/**
 * "Esqueci minha senha" from the login dialog, with the code from the sandbox outbox; the phone confirmed
 * on the deposit page before the first deposit.
 */

test('a forgotten password is reset with the SMS code, and the player logs in with the new one', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await openPage(page);
  await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar na Rodada' });
  await dialog.getByRole('link', { name: /Esqueci minha senha|Esqueceu (a|sua) senha/ }).click();
  await expect(page).toHaveURL(/\/recover$/);
  await expect(dialog).toBeHidden();

  const main = page.getByRole('main');
  await main.getByLabel('Número de celular').fill(member.phone);
  await main.getByLabel('Código de verificação', { exact: true }).fill(CAPTCHA);
  await main.getByRole('button', { name: 'Enviar código' }).click();
  const code = main.getByLabel('Código', { exact: true });
  await expect(code).toBeVisible();
  await code.fill(await codeSentTo(request, member.phone));
  await main.getByLabel('Nova senha').fill('recuperada1');
  await main.getByLabel('Confirmar senha').fill('recuperada1');
  await main.getByRole('button', { name: 'Salvar senha' }).click();

  await main.getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/login/);
  const form = page.getByRole('main');
  await form.getByLabel('Número de celular').fill(member.phone);
  await form.getByLabel('Senha', { exact: true }).fill('recuperada1');
  await form.getByLabel('Código de verificação', { exact: true }).fill(CAPTCHA);
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /Saldo/ })).toBeVisible();
});

test('the deposit page asks to confirm the phone by SMS first, then shows the deposit form', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request, undefined, { phoneVerified: false });
  await openSignedIn(page, member.token);
  await page.goto('/recharge');
  const main = page.getByRole('main');
  await expect(main.getByLabel('Valor do depósito (R$)')).toHaveCount(0);
  await main.getByRole('button', { name: 'Enviar código' }).click();
  const code = main.getByLabel('Código', { exact: true });
  await expect(code).toBeVisible();
  await code.fill(await codeSentTo(request, member.phone));
  await code.press('Enter');
  await main.getByRole('button', { name: /Continuar/ }).click();
  await expect(main.getByLabel('Valor do depósito (R$)')).toBeVisible();
});
