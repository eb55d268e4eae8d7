import { expect, test } from '@playwright/test';
import { identityFor } from '../identity';
import { logInViaApi, openSignedIn, registerViaApi } from './helpers';

test('the security center: confirm the password, change it and log in with the new one; bind an e-mail through the sandbox outbox', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await openSignedIn(page, member.token);

  // A change page sends the player to confirm the password first, then back.
  await page.goto('/security-center/change-password');
  await expect(page).toHaveURL(/\/security-center\/verify-password\?next=/);
  // The field, not the page (its section is named by its title, the same words), once the form is there.
  const password = page.locator('input').and(page.getByLabel('Senha de login'));
  await password.fill('errada99');
  await page.getByRole('button', { name: 'Confirmar senha' }).click();
  await expect(page.getByText('Senha incorreta')).toBeVisible();
  await password.fill(member.password);
  await page.getByRole('button', { name: 'Confirmar senha' }).click();
  await expect(page).toHaveURL(/\/security-center\/change-password$/);

  await page.getByLabel('Nova senha').fill('nova123');
  await page.getByLabel('Confirmar senha', { exact: true }).fill('nova124');
  await page.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Confirmar senha', { exact: true }).fill('nova123');
  await page.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(page.getByText('Sua senha foi alterada.')).toBeVisible();

  // The e-mail: the page starts at the one given at sign-up (not verified yet); another one instead, with a
  // code to the sandbox outbox, typed back.
  await page.goto('/security-center/bind-email');
  await expect(page.getByText(identityFor(member.phone).email).first()).toBeVisible();
  await page.getByRole('button', { name: 'Usar outro endereço' }).click();
  const email = `ana.${Date.now()}@example.com`;
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  // The code is in the outbox once the request that sends it has been answered.
  const codeSent = async () => {
    const outbox = await (await request.get('/sandbox/mail')).text();
    return new RegExp(`${email.replace(/\./g, '\\.')}[\\s\\S]*?é (\\d{6})`).exec(outbox)?.[1];
  };
  await expect.poll(codeSent).toMatch(/^\d{6}$/);
  const code = await codeSent();
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('Código').fill(code!);
  await page.getByRole('button', { name: 'Vincular e-mail' }).click();
  await expect(page.getByText(`Seu e-mail ${email} está vinculado à sua conta.`)).toBeVisible();

  // A PIX key for withdrawals, only in the player's own CPF; the first one the default.
  await page.goto('/security-center');
  await page.getByLabel('Chave PIX', { exact: true }).fill('529.982.247-25');
  await page.getByLabel('Nome completo').fill('Ana Souza');
  await page.getByRole('button', { name: 'Adicionar chave PIX' }).click();
  await expect(page.locator('[role="alert"][data-refusal="pix.cpf_not_own"]')).toBeVisible();
  await expect(page.locator('li.pix-key')).toHaveCount(0);
  const { cpf } = identityFor(member.phone);
  await page.getByLabel('Chave PIX', { exact: true }).fill(cpf);
  await page.getByRole('button', { name: 'Adicionar chave PIX' }).click();
  const digits = cpf.replace(/\D/g, '');
  const key = page.locator('li.pix-key').filter({ hasText: `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**` });
  await expect(key).toContainText('Padrão');

  // Log out and in again with the new password.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
  await openSignedIn(page, await logInViaApi(request, member.phone, 'nova123'));
  await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible();
});
