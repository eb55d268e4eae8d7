import { expect, test } from '@playwright/test';
import { logInThroughModal, openPage, openSignedIn, registerViaApi } from './helpers';

/** A member's own call, with their token. */
const asMember = (token: string) => ({ Authorization: `Bearer ${token}` });

test('notifications by e-mail: from the profile, every switch on but still until an e-mail is verified, with the way to verify one', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  // The e-mail typed at sign-up is not verified yet: no copies can go to it.
  const prefs = await request.get('/api/information/notice-prefs', { headers: asMember(member.token) });
  expect(((await prefs.json()) as { data: { email: string | null } }).data.email).toBeNull();

  await openSignedIn(page, member.token);
  await page.goto('/profile');
  await page.getByTestId('profile-notice-settings').click();
  await expect(page).toHaveURL(/\/profile\/notifications$/);

  const switches = page.getByRole('switch');
  await expect(switches).toHaveCount(5);
  for (const toggle of await switches.all()) {
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeDisabled();
  }
  const verify = page.getByTestId('notice-verify');
  await expect(verify).toBeVisible();
  await verify.getByRole('link').click();
  await expect(page).toHaveURL(/\/security-center$/);
});

test('the message centre shows each notice by what it is about, with the way to it', async ({ page, request }) => {
  const member = await registerViaApi(request);
  // A limit lowered is told at once; so is a password changed.
  const limit = await request.post('/api/responsible/limit', {
    data: { kind: 'bets_day', value: 20 },
    headers: asMember(member.token),
  });
  expect(limit.status()).toBe(200);
  expect(
    (
      await request.post('/api/security/verify', {
        data: { password: member.password },
        headers: asMember(member.token),
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await request.post('/api/security/qkpwd', {
        data: { qk_pwd: '135790', qk_pwd_confirmation: '135790' },
        headers: asMember(member.token),
      })
    ).status(),
  ).toBe(200);

  // The login through the dialog, in this browser: a device the member had not used.
  await openPage(page);
  await logInThroughModal(page, member.phone, member.password);
  await page.goto('/information-center/notification');
  const security = page.locator('li.notice-item[data-area="security"]');
  const care = page.locator('li.notice-item[data-area="care"]');
  const identity = page.locator('li.notice-item[data-area="identity"]');
  // The password changed, and this browser's login (a device the member had not used): both security notices.
  await expect(security).toHaveCount(2);
  await expect(security.filter({ hasText: 'Senha alterada' })).toHaveCount(1);
  await expect(security.filter({ hasText: 'Acesso de um novo dispositivo' })).toHaveCount(1);
  await expect(care).toHaveCount(1);
  await expect(care).toContainText('20');
  // The identity verified (registerViaApi verifies it), with the way to the identity page.
  await expect(identity).toHaveCount(1);
  await expect(identity).toContainText('Identidade verificada');
  await expect(identity.getByRole('link')).toHaveAttribute('href', '/identity');

  // Each leads where it is about, by keyboard too.
  await care.getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/responsible$/);
  await page.goBack();
  await security.filter({ hasText: 'Senha alterada' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/security-center$/);
});
