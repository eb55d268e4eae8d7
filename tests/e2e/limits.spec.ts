import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { depositViaSandbox, openPage, openSignedIn, registerViaApi, signUpThroughForm } from './helpers';

/**
 * Limits and restrictions as the player sees them: a paused player meets their restriction (until when,
 * the withdrawal, the help links) instead of any invitation to deposit or play, on home, the lobby, the
 * deposit page and a game page (there once, with no retry); a deposit limit shows what is used apart from
 * what a PIX charge waiting for payment reserves; the offer to set limits follows a sign-up and comes before
 * the first deposit, and "not now" is remembered.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function slotGameId(request: APIRequestContext): Promise<number> {
  const page = await request.get('/api/games/listsv2?category=slot&per_page=1');
  return ((await page.json()) as { data: { list: Array<{ id: number }> } }).data.list[0]!.id;
}

/** The restriction as the callout says it, with the way to withdraw and the help links. */
async function expectRestriction(page: Page) {
  const callout = page.locator('[data-restriction="pause"]');
  await expect(callout).toHaveCount(1);
  await expect(callout).toContainText(/Sua conta está em pausa até .*: depósitos, apostas e promoções estão fechados/);
  await expect(callout.getByRole('link', { name: 'Sacar meu saldo' })).toHaveAttribute('href', '/withdraw');
  await expect(callout.locator('a[href="/responsible"]')).toBeVisible();
  await expect(callout.locator('a[href="/legal/responsible-gambling"]')).toBeVisible();
}

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`a paused player sees the restriction and no invitation to play or deposit (${size.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const member = await registerViaApi(request);
    const paused = await request.post('/api/responsible/pause', {
      data: { period: '7d', password: member.password },
      headers: auth(member.token),
    });
    expect(paused.status()).toBe(200);
    const gameId = await slotGameId(request);

    await openSignedIn(page, member.token);
    // Home: the restriction; no "Depositar agora", no game rows, no category tiles.
    await expectRestriction(page);
    await expect(page.getByRole('link', { name: 'Depositar agora' })).toHaveCount(0);
    await expect(page.locator('.game-row')).toHaveCount(0);
    await expect(page.locator('a[href^="/gameInfo"]')).toHaveCount(0);
    await expect(page.locator('.categories')).toBeHidden();

    // The lobby: the restriction instead of the games.
    await page.goto('/game');
    await expectRestriction(page);
    await expect(page.locator('a[href^="/gameInfo"]')).toHaveCount(0);

    // The deposit page: the restriction, and no deposit form.
    await page.goto('/recharge');
    await expectRestriction(page);
    await expect(page.getByLabel('Valor do depósito (R$)')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pagar com PIX' })).toHaveCount(0);

    // A game page: the refusal once, with its end and the way to /responsible, and no retry.
    await page.goto(`/gameInfo?id=${gameId}`);
    await expect(page.getByText('Abrindo o jogo…')).toHaveCount(0);
    await expectRestriction(page);
    await expect(page.getByText(/Sua conta está em pausa até/)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  });
}

test('a deposit limit shows used and reserved (a PIX charge awaiting payment) apart', async ({ page, request }) => {
  const member = await registerViaApi(request);
  const limit = await request.post('/api/responsible/limit', {
    data: { kind: 'deposit_day', value: '500.00' },
    headers: auth(member.token),
  });
  expect(limit.status()).toBe(200);
  await depositViaSandbox(request, member.token, '200.00');
  const open = await request.post('/api/recharge/online', {
    data: { money: '150.00', payment_id: 1, payment_type: 'PIX' },
    headers: auth(member.token),
  });
  expect(open.status()).toBe(200);

  await openSignedIn(page, member.token);
  // Used R$ 200,00 (credited), reserved R$ 150,00 (the open charge), R$ 150,00 left.
  const figures = [/R\$\s200,00/, /R\$\s150,00/, /R\$\s150,00/];
  await page.goto('/responsible');
  const day = page.locator('form[data-kind="deposit_day"] .rg-figures dd');
  for (const [i, amount] of figures.entries()) await expect(day.nth(i)).toHaveText(amount);

  await page.goto('/recharge');
  const onDeposit = page.locator('.rg-deposit-limit[data-kind="deposit_day"] .rg-figures dd');
  for (const [i, amount] of figures.entries()) await expect(onDeposit.nth(i)).toHaveText(amount);
  await expect(page.getByLabel('Valor do depósito (R$)')).toBeVisible();
});

test('after sign-up the player is offered limits and sets a daily deposit limit in force at once', async ({ page }) => {
  await openPage(page);
  await signUpThroughForm(page);

  // One dialog: the offer, once the sign-up form has closed.
  const offer = page.getByRole('dialog').filter({ has: page.getByTestId('limits-offer') });
  await expect(offer).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await offer.locator('[data-step="offer"] .btn-primary').click();
  await offer.locator('#offer-deposit_day').fill('100');
  await offer.locator('button[type="submit"]').click();
  await expect(offer.locator('[data-step="saved"]')).toBeVisible();
  await offer.locator('[data-step="saved"] button.btn-primary').click();
  await expect(offer).toBeHidden();

  await page.goto('/responsible');
  await expect(page.locator('form[data-kind="deposit_day"] .rg-limit-value')).toHaveText(/R\$\s100,00/);
  // Answered: not offered again, here or on the deposit page.
  await page.reload();
  await expect(page.getByTestId('limits-offer')).toHaveCount(0);
});

test('before the first deposit the deposit page offers limits; "not now" is remembered', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await openSignedIn(page, member.token);
  await page.goto('/recharge');
  const offer = page.getByTestId('limits-offer');
  await expect(offer).toBeVisible();
  // A card above the form, not a dialog: the deposit form stays usable.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel('Valor do depósito (R$)')).toBeVisible();
  await page.locator('[data-testid="limits-offer"][data-step="offer"] .btn-secondary').click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Valor do depósito (R$)')).toBeVisible();
  await expect(page.getByTestId('limits-offer')).toHaveCount(0);
});

test('the deposit page shows a deposit limit and the form together, not the limit first', async ({ page, request }) => {
  // A player with a daily deposit limit: the limits card and the offer to set limits (which a player with a
  // limit is not shown) each read the status, the card first; the offer's read is held until the card is drawn.
  const member = await registerViaApi(request);
  const limit = await request.post('/api/responsible/limit', {
    headers: auth(member.token),
    data: { kind: 'deposit_day', value: '200.00' },
  });
  expect(limit.status()).toBe(200);
  await openSignedIn(page, member.token);
  let reads = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/responsible/status*', async (route) => {
    reads += 1;
    if (reads === 2) await held;
    await route.continue();
  });
  await page.goto('/recharge');
  const card = page.locator('.rg-deposit-limits');
  // The card is drawn but kept out of sight, and the skeleton keeps the form's place: nothing comes in above
  // what the player sees while the offer is still unknown.
  await expect(card).toBeAttached();
  await expect(card).toBeHidden();
  await expect(page.locator('.record-skeleton:visible')).toHaveCount(1);
  release();
  await expect(card).toBeVisible();
  await expect(page.getByLabel('Valor do depósito (R$)')).toBeVisible();
  await expect(page.locator('.record-skeleton:visible')).toHaveCount(0);
  await expect(page.getByTestId('limits-offer')).toHaveCount(0);
});
