import { expect, test } from '@playwright/test';
import {
  confirmPhoneOfPage,
  logInViaApi,
  openPage,
  openSignedIn,
  registerViaApi,
  signUpThroughForm,
  verifyIdentityViaApi,
} from './helpers';

/**
 * Responsible gambling in the browser (issue "Regulated Brazil"): a new player registers with CPF and
 * date of birth, sets a daily deposit limit and is refused above it, pauses the account for 24 hours, and
 * after logging in again can neither deposit nor open a game; the statement shows their activity.
 */
test('a new player sets a deposit limit and is refused above it, then pauses and cannot play', async ({
  page,
  request,
}) => {
  test.slow();
  await openPage(page);
  const phone = await signUpThroughForm(page);
  // The offer to set limits follows the sign-up (tests/e2e/limits.spec.ts): not now (Escape).
  await expect(page.getByTestId('limits-offer')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('limits-offer')).toBeHidden();
  // The phone confirmed by its SMS code, as the deposit page asks first (tests/e2e/recovery.spec.ts shows it).
  await confirmPhoneOfPage(page, request, phone);
  // The identity verified as a deposit on the regulated site needs (tests/e2e/kyc.spec.ts goes through its screens).
  await verifyIdentityViaApi(request, (await page.evaluate(() => sessionStorage.getItem('rodada.token')))!);

  // The profile leads to "Jogo responsável".
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Minha conta/ })
    .click();
  await page.getByRole('main').getByRole('link', { name: 'Jogo responsável' }).click();
  await expect(page).toHaveURL(/\/responsible$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jogo responsável' })).toBeVisible();

  // A value the server would refuse is refused on the spot; a daily deposit limit of R$ 100 is in force at once.
  const deposits = page.getByRole('region', { name: 'Limites de depósito' });
  const day = deposits.locator('form[data-kind="deposit_day"]');
  await day.getByLabel('Por dia').fill('0');
  await day.getByRole('button', { name: 'Salvar' }).click();
  await expect(day.getByText('Informe um valor maior que zero, com no máximo duas casas decimais')).toBeVisible();
  await day.getByLabel('Por dia').fill('100');
  await day.getByRole('button', { name: 'Salvar' }).click();
  await expect(day.getByText('Em vigor agora.')).toBeVisible();
  await expect(day.getByText(/R\$\s100,00/).first()).toBeVisible();

  // A deposit above the limit is refused, saying which limit, what is left and when it resets.
  await page.goto('/recharge');
  const amount = page.getByLabel('Valor do depósito (R$)');
  await amount.fill('150');
  await page.getByRole('button', { name: 'Pagar com PIX' }).click();
  await expect(page.getByRole('alert')).toContainText(
    /Este depósito ultrapassaria seu limite diário de depósito de R\$\s100,00: restam R\$\s100,00 até/,
  );
  await expect(page).toHaveURL(/\/recharge$/);

  // A pause of 24 hours, confirmed with the password.
  await page.goto('/responsible');
  const pause = page.getByRole('region', { name: 'Faça uma pausa' });
  await pause.getByLabel('24 horas').check();
  await pause.getByRole('button', { name: 'Pausar minha conta' }).click();
  await pause.getByLabel('Sua senha de acesso').fill('errada1');
  await pause.getByRole('button', { name: 'Confirmar a pausa' }).click();
  await expect(pause.getByRole('alert')).toHaveText('Senha incorreta');
  await pause.getByLabel('Sua senha de acesso').fill('segredo1');
  await pause.getByRole('button', { name: 'Confirmar a pausa' }).click();
  // In force at once: the page says until when, and the pause can no longer be chosen again.
  await expect(page.getByRole('status').filter({ hasText: /Sua conta está em pausa até/ })).toBeVisible();
  await expect(pause).toHaveCount(0);

  // Logged out and in again, the account still cannot deposit or play, and promotions are closed.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Minha conta/ })
    .click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
  await openSignedIn(page, await logInViaApi(request, phone, 'segredo1'));
  await page.goto('/recharge');
  await expect(
    page.getByText(/Sua conta está em pausa até .*: depósitos, apostas e promoções estão fechados\./),
  ).toBeVisible();
  // The restriction instead of the deposit form and of the games (tests/e2e/limits.spec.ts).
  await expect(amount).toHaveCount(0);
  await page.goto('/game');
  await expect(page.getByText(/Sua conta está em pausa até/)).toBeVisible();
  await expect(page.getByRole('main').locator('a[href^="/gameInfo"]')).toHaveCount(0);

  await page.goto('/promotion/activity');
  await expect(
    page.getByText('As promoções ficam fechadas enquanto sua conta estiver em pausa ou autoexcluída.'),
  ).toBeVisible();
});

test('a saved limit keeps the responsible page within a phone’s width', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await registerViaApi(request);
  for (const [kind, value] of [
    ['deposit_day', '200.00'],
    ['loss_week', '500.00'],
    ['session_minutes', 60],
    ['bets_day', 20],
  ] as const) {
    const saved = await request.post('/api/responsible/limit', {
      data: { kind, value },
      headers: { Authorization: `Bearer ${member.token}` },
    });
    expect(saved.status()).toBe(200);
  }
  await openSignedIn(page, member.token);
  await page.goto('/responsible');
  await expect(page.getByRole('button', { name: 'Remover' }).first()).toBeVisible();
  // The page used to become 487 px wide once a limit was saved (its field and two buttons on one row).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('button', { name: 'Remover' }).first()).toBeInViewport();
});
