import { expect, test, type APIRequestContext } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { openPage, openSignedIn, registerViaApi, submitLoginModal } from './helpers';

/*
 * Two-factor authentication as a player meets it, with codes computed here from the secret the page shows
 * (as an authenticator app does). Until the new texts are translated, the new controls are found by test id
 * (two-factor-*, gate-code, login-code*, recovery-codes).
 */

const totpCode = (secret: string, stepsAhead = 0) =>
  OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret.replace(/\s/g, '')),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: Date.now() + stepsAhead * 30_000,
  });

/** Two-factor turned on through the API: the gate, a setup, the first code. Answers the secret. */
async function turnOnViaApi(request: APIRequestContext, token: string, password: string) {
  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.post('/api/security/verify', { headers, data: { password } })).status()).toBe(200);
  const setup = await (await request.post('/api/security/two-factor/setup', { headers, data: {} })).json();
  const secret = setup.data.secret as string;
  const on = await request.post('/api/security/two-factor/enable', { headers, data: { code: totpCode(secret) } });
  expect(on.status()).toBe(200);
  return secret;
}

test('a player turns two-factor on from the security center with the QR code’s key and keeps the recovery codes', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await openSignedIn(page, member.token);

  await page.goto('/security-center');
  await page.getByTestId('two-factor-item').click();
  await expect(page).toHaveURL(/\/security-center\/verify-password\?next=/);
  await page.getByLabel('Senha de login').fill(member.password);
  await page.getByRole('button', { name: 'Confirmar senha' }).click();
  await expect(page).toHaveURL(/\/security-center\/two-factor$/);
  await expect(page.getByTestId('two-factor-off')).toBeVisible();

  await page.getByTestId('two-factor-start').click();
  await expect(page.getByRole('img', { name: /QR/ })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
  expect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);

  // A wrong first code is refused on its field; the right one turns it on.
  const wrong = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, '0');
  await page.getByTestId('two-factor-code').fill(wrong);
  await page.getByTestId('two-factor-enable').click();
  await expect(page.getByTestId('two-factor-code')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('two-factor-code').fill(totpCode(secret));
  await page.getByTestId('two-factor-enable').click();

  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  await page.getByTestId('two-factor-saved').click();
  await expect(page.getByTestId('two-factor-on')).toBeVisible();

  // The security center says so.
  await page.goto('/security-center');
  await expect(page.getByTestId('two-factor-item')).toBeVisible();
  const status = await request.get('/api/security/status', { headers: { Authorization: `Bearer ${member.token}` } });
  expect((await status.json()).data.two_factor).toBe(true);
});

test('a login on a new device asks the authenticator code after the password, or takes a recovery code', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  const secret = await turnOnViaApi(request, member.token, member.password);
  await openPage(page);

  const dialog = await submitLoginModal(page, member.phone, member.password);

  // No session yet: the code step, its field focused and marked as a one-time code.
  const code = dialog.getByTestId('login-code');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(await page.evaluate(() => sessionStorage.getItem('rodada.token'))).toBeNull();

  await code.fill('000000');
  await dialog.getByTestId('login-code-submit').click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  // The step after the setup's (whose code is spent), within the accepted window.
  await code.fill(totpCode(secret, 1));
  await dialog.getByTestId('login-code-submit').click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('rodada.token'))).not.toBeNull();
});

test('the security center’s confirmation and a withdrawal ask the code when two-factor is on', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  const secret = await turnOnViaApi(request, member.token, member.password);
  const set = await request.post('/api/member/qkpwd', {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { qk_pwd: '246810', qk_pwd_confirmation: '246810' },
  });
  expect(set.status()).toBe(200);
  await openPage(page);
  const dialog = await submitLoginModal(page, member.phone, member.password);
  await dialog.getByTestId('login-code').fill(totpCode(secret, 1));
  await dialog.getByTestId('login-code-submit').click();
  await expect(dialog).toBeHidden();

  await page.goto('/security-center/change-password');
  await expect(page).toHaveURL(/\/security-center\/verify-password\?next=/);
  await expect(page.getByTestId('gate-code')).toBeVisible();
  await page.getByLabel('Senha de login').fill(member.password);
  await page.getByRole('button', { name: 'Confirmar senha' }).click();
  await expect(page.getByTestId('gate-code')).toHaveAttribute('aria-invalid', 'true');

  await page.goto('/withdraw');
  await expect(page.getByTestId('withdraw-otp')).toBeVisible();
});
