import { expect, test } from '@playwright/test';
import { SANDBOX_CPFS } from '../../server/regulator/check';
import { identityFor } from '../identity';
import { DESKTOP, openBackOffice, signIn, staffByToken } from './backoffice-helpers';
import { CAPTCHA, logInViaApi, newPhone, pageIn } from './helpers';

/**
 * The regulator's checks by CPF at registration: each of the sandbox's test CPFs (README) is refused with a
 * message of its own in the player's language, the form staying as it was; a clear CPF then registers.
 */

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

/** Each of the sandbox's test CPFs and words of its message, in Portuguese and English. */
const REFUSED: [cpf: string, pt: string, en: string][] = [
  [SANDBOX_CPFS.cpf_irregular, 'não está regular na Receita Federal', 'is not regular at the Receita Federal'],
  [SANDBOX_CPFS.deceased, 'não pode abrir uma conta', 'cannot open an account'],
  [SANDBOX_CPFS.underage, 'tem menos de 18 anos', 'its holder is under 18'],
  [SANDBOX_CPFS.self_excluded, 'lista nacional de autoexclusão', 'national self-exclusion list'],
  [SANDBOX_CPFS.social_benefit, 'Bolsa Família ou do BPC', 'Bolsa Família or BPC'],
  [SANDBOX_CPFS.sports_tied, 'ligadas a eventos esportivos', 'tied to sports events'],
  [SANDBOX_CPFS.unavailable, 'tente de novo em alguns minutos', 'try again in a few minutes'],
];

for (const language of ['pt', 'en'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`registration refused by the regulator's check of the CPF, each reason in words (${language}, ${device})`, async ({
      browser,
    }) => {
      test.setTimeout(60_000);
      // An address of its own: seven refused registrations count against it, not the suite's.
      const page = await pageIn(browser, language, undefined, { viewport, ownAddress: true });
      await page.goto('/login?mode=register');
      const form = page.locator('form.auth-form');
      const phone = newPhone();
      const identity = identityFor(phone);
      await form.locator('input[name="phone"]').fill(phone);
      await form.locator('input[name="password"]').fill('segredo1');
      await form.locator('input[name="password_confirmation"]').fill('segredo1');
      await form.locator('input[name="realname"]').fill(identity.realname);
      await form.locator('input[name="birth_date"]').fill(identity.birth_date);
      await form.locator('input[name="email"]').fill(identity.email);
      await form.locator('input[name="accept_terms"]').check();
      const error = form.locator('.form-error');
      for (const [cpf, pt, en] of REFUSED) {
        await form.locator('input[name="cpf"]').fill(cpf);
        // A refused attempt spends the captcha: the next one is sent once a new one has come.
        await expect(form.locator('.captcha-image img')).toBeVisible();
        await form.locator('input[name="captcha"]').fill(CAPTCHA);
        await form.locator('button[type="submit"]').click();
        await expect(error).toContainText(language === 'pt' ? pt : en);
        // Never a code or a message of the server's in English on a Portuguese page.
        await expect(error).not.toContainText('regulator.');
      }
      // A clear CPF goes through: the player is signed in.
      await form.locator('input[name="cpf"]').fill(identity.cpf);
      await expect(form.locator('.captcha-image img')).toBeVisible();
      await form.locator('input[name="captcha"]').fill(CAPTCHA);
      await form.locator('button[type="submit"]').click();
      await expect(form).toBeHidden();
      await page.context().close();
    });
  }
}

const OPERATOR = { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN ?? ''}` };
const SHOTS = process.env.REGULATOR_SHOTS;

test("a member the regulator's check flagged is told why where it would deposit or play, and may withdraw", async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  // One QA account: the runs take turns (a scenario starts its account afresh).
  for (const [language, device, words] of [
    ['pt', 'phone', 'só pode sacar o saldo'],
    ['en', 'desktop', 'may only withdraw its balance'],
  ] as const) {
    const made = await request.post('/api/operator/scenario', {
      data: { name: 'regulator-flagged' },
      headers: OPERATOR,
    });
    expect(made.status()).toBe(200);
    const account = ((await made.json()) as { data: { phone: string; password: string } }).data;
    const token = await logInViaApi(request, account.phone, account.password);
    const page = await pageIn(browser, language, token, { viewport: VIEWPORTS[device] });
    await page.goto('/recharge');
    const callout = page.locator('[data-restriction="regulator"]');
    await expect(callout).toContainText(words);
    await expect(callout).toContainText(language === 'pt' ? 'Bolsa Família ou do BPC' : 'Bolsa Família or BPC');
    // No deposit form beside it.
    await expect(page.locator('form.recharge')).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/recharge-${language}-${device}.png`, fullPage: true });
    await page.goto('/game');
    await expect(page.locator('[data-restriction="regulator"]')).toBeVisible();
    // The way out is open: the withdrawal page shows its form.
    await callout.or(page.locator('[data-restriction="regulator"]')).first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/withdraw/);
    await expect(page.locator('[data-restriction="regulator"]')).toHaveCount(0);
    await page.context().close();
  }
});

test("compliance reads the day's CPF checks and the regulator's daily files in the back office, on a desktop and a phone, in English and Portuguese", async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  // A flagged answer of today on the record: the QA scenario's first login of the day.
  const made = await request.post('/api/operator/scenario', { data: { name: 'regulator-flagged' }, headers: OPERATOR });
  expect(made.status()).toBe(200);
  const person = await staffByToken(
    { email: `regulator-desk-${Date.now().toString(36)}@rodada.local`, password: '' },
    'Compliance Regulator',
    ['compliance'],
  );
  const page = await openBackOffice(browser, DESKTOP, '/operator/regulator');
  await signIn(page, person);
  await expect(page.getByRole('heading', { name: 'Regulator', level: 1 })).toBeVisible();
  const checks = page.getByTestId('op-regulator-checks');
  await expect(checks.getByRole('heading', { name: 'The day’s checks' })).toBeVisible();
  await expect(
    page.getByTestId('op-regulator-occasions').getByRole('rowheader', { name: "Day's first login" }),
  ).toBeVisible();
  const flagged = page.getByTestId('op-regulator-check').filter({ hasText: 'Bolsa Família or BPC beneficiary' });
  await expect(flagged.first()).toBeVisible();
  await expect(page.getByTestId('op-regulator-reasons')).toContainText('Bolsa Família or BPC beneficiary');
  const files = page.getByTestId('op-regulator-files');
  await expect(files.getByRole('heading', { name: 'Daily files for the regulator' })).toBeVisible();
  await expect(
    files
      .getByTestId('op-regulator-file')
      .first()
      .or(files.getByText('No file yet: the first is made after the first day ends.')),
  ).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/desk-en-desktop.png`, fullPage: true });

  // On a phone the page is no wider than the screen; in Portuguese.
  await page.setViewportSize(VIEWPORTS.phone);
  await expect(page.getByRole('heading', { name: 'Regulator', level: 1 })).toBeInViewport();
  const [pageWidth, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(pageWidth).toBeLessThanOrEqual(viewport);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pt');
  await expect(page.getByRole('heading', { name: 'Regulador', level: 1 })).toBeVisible();
  await expect(
    page.getByTestId('op-regulator-check').filter({ hasText: 'Beneficiário do Bolsa Família ou do BPC' }).first(),
  ).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/desk-pt-phone.png`, fullPage: true });
  await page.context().close();
});
