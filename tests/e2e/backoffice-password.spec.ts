import { expect, test, type Page } from '@playwright/test';
import { codeFor, freshCodeFor, openBackOffice, signIn, staffByToken, TABLET, type Person } from './backoffice-helpers';

/*
 * A staff member's own password: the one an admin issued is good for the first sign-in only (after the TOTP
 * set-up the person chooses their own, and nothing else opens until then), and a signed-in person changes theirs at
 * My password with the current one and their authenticator's code. In English (the helpers' default).
 */

async function credentials(page: Page, person: Person, password: string) {
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('the first sign-in asks for an own password before anything else; the issued one then signs in no more', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const person = await staffByToken(
    { email: `own.${Date.now().toString(36)}@rodada.local`, password: '' },
    'Olga Own',
    ['support'],
  );
  const issued = person.password;
  const page = await openBackOffice(browser);
  await credentials(page, person, issued);
  await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();
  person.secret = ((await page.getByTestId('op-totp-secret').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('The 6-digit code the app shows now').fill(codeFor(person.secret));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();

  // Signed in, but only to choose a password: no sections, no header.
  const form = page.getByTestId('op-first-password-form');
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await expect(form).toContainText(person.email);
  await expect(page.getByRole('navigation', { name: 'Sections' })).toHaveCount(0);
  // A reload keeps the person here (the server still holds them to it).
  await page.goto('/operator/players');
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  // What another client of the same session would get from any other endpoint: a refusal by its code.
  const behind = await page.evaluate(async () => {
    const token = sessionStorage.getItem('rodada.operator.token');
    const answer = await fetch('/api/operator/players?q=ana', { headers: { authorization: `Bearer ${token}` } });
    return [answer.status, ((await answer.json()) as { error?: string }).error];
  });
  expect(behind).toEqual([403, 'staff.own_password_first']);

  // Too short, typed differently, the issued one: each said, nothing saved.
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Repeat the new password').fill('short');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByTestId('op-problem')).toHaveText('Choose a password of at least 12 characters');
  await page.getByLabel('New password', { exact: true }).fill('a long enough password');
  await page.getByLabel('Repeat the new password').fill('a long enough passw0rd');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByTestId('op-problem')).toHaveText('The two passwords differ: type the same one twice');
  await page.getByLabel('New password', { exact: true }).fill(issued);
  await page.getByLabel('Repeat the new password').fill(issued);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByTestId('op-problem')).toHaveText('Choose a password other than the one you were given');
  await page.setViewportSize(TABLET);

  const own = 'olga chooses her own password';
  await page.getByLabel('New password', { exact: true }).fill(own);
  await page.getByLabel('Repeat the new password').fill(own);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  // The back office opens, with the person's sections.
  await expect(page.getByTestId('op-person')).toContainText(person.email);
  await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Players' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();

  // The issued password signs in no more; the own one does.
  await credentials(page, person, issued);
  await expect(page.getByTestId('op-problem')).toHaveText('Wrong e-mail or password');
  await credentials(page, person, own);
  await page.getByLabel('Code from your authenticator app').fill(await freshCodeFor(person.secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('op-person')).toContainText(person.email);
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toHaveCount(0);
});

test('a signed-in person changes their password with the current one and the code; a wrong one is refused', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const person = await staffByToken(
    { email: `change.${Date.now().toString(36)}@rodada.local`, password: '' },
    'Caio Change',
    ['finance'],
  );
  const page = await openBackOffice(browser);
  await signIn(page, person);
  const own = person.password;

  await page.getByTestId('op-my-password').click();
  await expect(page.getByRole('heading', { name: 'My password', level: 1 })).toBeVisible();
  const fresh = 'caio changed his password';
  await page.getByLabel('Current password').fill('not my password at all');
  await page.getByLabel('New password', { exact: true }).fill(fresh);
  await page.getByLabel('Repeat the new password').fill(fresh);
  // A try refused for its password spends no code: the same one confirms the change below.
  const code = codeFor(person.secret!);
  await page.getByLabel('Code from your authenticator app').fill(code);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('op-problem')).toHaveText('Wrong current password');
  // The current password and the code are cleared for the next try; the new one stays.
  await expect(page.getByLabel('Current password')).toHaveValue('');
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue(fresh);

  await page.getByLabel('Current password').fill(own);
  await page.getByLabel('Code from your authenticator app').fill(code);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('op-password-changed')).toHaveText(
    'Your password is changed. Your other sessions have ended.',
  );
  await page.setViewportSize(TABLET);
  // Still signed in here; the old password signs in no more, the new one does.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await credentials(page, person, own);
  await expect(page.getByTestId('op-problem')).toHaveText('Wrong e-mail or password');
  await credentials(page, person, fresh);
  await page.getByLabel('Code from your authenticator app').fill(await freshCodeFor(person.secret!));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('op-person')).toContainText(person.email);
});
