import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { CAPTCHA, creditMember, openSignedIn, registerViaApi } from './helpers';

/*
 * The closure screen's new texts come with the lead's translation: until then these steps find its
 * controls by test id (profile-close-account, closure-start, closure-submit, closure-balance,
 * closure-withdraw, closure-closed) and the password by its translated label.
 */

async function openClosure(page: Page, token: string) {
  await openSignedIn(page, token);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Minha conta/ })
    .click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByTestId('profile-close-account').click();
  await expect(page).toHaveURL(/\/profile\/close$/);
}

test('a player with no money closes the account and cannot log in again', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await openClosure(page, member.token);
  await expect(page.getByTestId('closure-balance')).toHaveCount(0);
  await page.getByTestId('closure-start').click();

  // A wrong password stays on the password step with the server's refusal.
  await page.getByLabel('Senha de login').fill('not-my-password');
  await page.getByTestId('closure-submit').click();
  await expect(page.getByText('Senha incorreta')).toBeVisible();

  await page.getByLabel('Senha de login').fill(member.password);
  await page.getByTestId('closure-submit').click();
  await expect(page.getByTestId('closure-closed')).toBeVisible();
  // Logged out here, with no "login expired" prompt.
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('rodada.token'))).toBeNull();

  // Logging in again is refused: the form stays open with the server's answer.
  await header.getByRole('button', { name: 'Entrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar na Rodada' });
  await expect(dialog.getByRole('img', { name: /código de verificação/i })).toBeVisible();
  await dialog.getByLabel('Número de celular').fill(member.phone);
  await dialog.getByLabel('Senha', { exact: true }).fill(member.password);
  await dialog.getByLabel('Código de verificação', { exact: true }).fill(CAPTCHA);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('rodada.token'))).toBeNull();
  const captcha = await (await request.post('/api/auth/captcha')).json();
  const answer = await request.post('/api/auth/login2', {
    data: {
      phone: member.phone,
      password: member.password,
      captcha_key: captcha.data.key,
      captcha: CAPTCHA,
    },
  });
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toMatchObject({ error: 'auth.account_closed', message: 'This account is closed' });
});

test('a player with money is shown the balance and the way to withdraw it first', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await creditMember(request, member.phone, '25.00');
  await openClosure(page, member.token);
  await expect(page.getByTestId('closure-balance')).toHaveText(/R\$\s25,00/);

  // Trying anyway: the server refuses, the screen says so and keeps the balance and the way to withdraw.
  await page.getByTestId('closure-start').click();
  await page.getByLabel('Senha de login').fill(member.password);
  await page.getByTestId('closure-submit').click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByTestId('closure-balance')).toHaveText(/R\$\s25,00/);
  await page.getByTestId('closure-withdraw').click();
  await expect(page).toHaveURL(/\/withdraw$/);
  // Still logged in: nothing was closed.
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText(/R\$\s25,00/);
});

const totpCode = (secret: string) =>
  OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret.replace(/\s/g, '')),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: Date.now(),
  });

test('with two-factor on, closing the account asks the authenticator code as well', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await openClosure(page, member.token);
  // Two-factor turned on from elsewhere (another tab) while this screen is open.
  const token = await page.evaluate(() => sessionStorage.getItem('rodada.token'));
  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.post('/api/security/verify', { headers, data: { password: member.password } })).status()).toBe(
    200,
  );
  const setup = await (await request.post('/api/security/two-factor/setup', { headers, data: {} })).json();
  const secret = setup.data.secret as string;
  const on = await request.post('/api/security/two-factor/enable', { headers, data: { code: totpCode(secret) } });
  expect(on.status()).toBe(200);
  const recovery = ((await on.json()).data.recovery_codes as string[])[0]!;

  await page.getByTestId('closure-start').click();
  await expect(page.getByTestId('closure-code')).toHaveCount(0);
  await page.getByLabel('Senha de login').fill(member.password);
  await page.getByTestId('closure-submit').click();
  // The server asks the code: the screen shows its field, and nothing is closed yet.
  await expect(page.getByTestId('closure-code')).toBeVisible();
  await expect(page.getByTestId('closure-closed')).toHaveCount(0);
  await page.getByLabel('Senha de login').fill(member.password);
  await page.getByTestId('closure-code').fill(recovery);
  await page.getByTestId('closure-submit').click();
  await expect(page.getByTestId('closure-closed')).toBeVisible();
});
