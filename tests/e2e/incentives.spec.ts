import { expect, test } from '@playwright/test';
import { identityFor } from '../identity';
import {
  closeAdvertisement,
  depositViaSandbox,
  OPEN_SITE_URL,
  openSignedIn,
  preferencesAllowed,
  registerViaApi,
} from './helpers';

/**
 * What a regulated site (the demo site) shows of its incentives: nothing computed from deposits (Lei
 * 14.790/2023 art. 29; Portaria SPA/MF 1.231/2024 art. 42 §1), no free wheel advertised to visitors, no
 * turnover asked on deposits; the open site keeps the seed's rules.
 */

test('a visitor of the regulated site sees no free wheel advertised: no advertisement, banner or activity; a member finds it', async ({
  page,
  request,
}) => {
  // A returning visitor who allowed preferences and switched the reminder off: today's advertisement, if any.
  await preferencesAllowed(page.context());
  await page.addInitScript(() => localStorage.setItem('rodada.reminder', 'off'));
  await page.goto('/');
  // Once the site content has arrived: the welcome, then the loss relief fund's banner only.
  const banners = page.locator('.banners');
  await expect(banners.getByRole('link')).toHaveCount(1);
  await expect(banners.locator('a[href*="daily-loss-relief-fund"]')).toHaveCount(1);
  await expect(banners.locator('a[href*="lottery-wheel"]')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(
    /roleta diária|giro grátis|primeiro depósito|100%|R\$ ?1\.500/i,
  );
  await expect(page.getByRole('dialog').filter({ has: page.getByRole('link') })).toHaveCount(0);

  await page.goto('/promotion/activity');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Roleta diária' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Bônus de primeiro depósito' })).toHaveCount(0);

  // A member keeps what the site allows: the daily wheel, in the promotions and on the wheels page.
  const member = await registerViaApi(request);
  await openSignedIn(page, member.token, '/promotion/activity');
  await expect(page.getByRole('article', { name: 'Roleta diária' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Roleta da sorte' })).toHaveCount(0);
  await page.goto('/promotion/activity/lottery-wheel');
  await expect(page.getByRole('region', { name: 'Roleta diária' })).toBeVisible();
  await expect(page.locator('.wheels').getByRole('region')).toHaveCount(1);
});

test('the open site still advertises its first-deposit gift and lists the wheel to visitors', async ({ page }) => {
  await preferencesAllowed(page.context());
  await page.addInitScript(() => localStorage.setItem('rodada.reminder', 'off'));
  await page.goto(`${OPEN_SITE_URL}/`);
  const ad = page.getByRole('dialog').filter({ has: page.getByRole('link') });
  await expect(ad).toBeVisible();
  await closeAdvertisement(page);
  await page.goto(`${OPEN_SITE_URL}/promotion/activity`);
  await expect(page.getByRole('article', { name: 'Roleta diária' })).toBeVisible();
});

test('VIP on the regulated site counts settled bets, not deposits; on the open site deposits', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await depositViaSandbox(request, member.token, '100.00');
  await openSignedIn(page, member.token, '/promotion/vip');
  const progress = page.getByTestId('vip-progress');
  await expect(progress).toHaveAttribute('data-basis', 'turnover');
  await expect(page.getByRole('main')).not.toContainText(/Deposite mais|Upgrade required/);
  // The levels not reached say so in the reader's language, not in English.
  await expect(page.getByRole('main')).not.toContainText('Upgrade required');

  const open = await registerViaApi(request, undefined, { site: 'open' });
  const openPageForMember = await page.context().newPage();
  await openSignedIn(openPageForMember, open.token, `${OPEN_SITE_URL}/promotion/vip`);
  await expect(openPageForMember.getByTestId('vip-progress')).toHaveAttribute('data-basis', 'deposits');
  await expect(openPageForMember.getByRole('main')).not.toContainText('Upgrade required');
});

test('the regulated site’s invitation and agency pages say why no reward comes from deposits', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await openSignedIn(page, member.token, '/promotion/activity/invitation-activity');
  await expect(page.getByTestId('not-offered')).toHaveAttribute('data-rule', 'deposit-reward');
  await expect(page.getByRole('button', { name: /Resgatar/ })).toHaveCount(0);

  await page.goto('/agency-center/agency-mechanism');
  await expect(page.getByTestId('deposit-share-off')).toBeVisible();
  // Only the share of bets is listed.
  await expect(page.getByRole('table')).toHaveCount(1);

  // The open site lists both shares and says nothing of the rule.
  const open = await registerViaApi(request, undefined, { site: 'open' });
  const openSite = await page.context().newPage();
  await openSignedIn(openSite, open.token, `${OPEN_SITE_URL}/agency-center/agency-mechanism`);
  await expect(openSite.getByRole('table')).toHaveCount(2);
  await expect(openSite.getByTestId('deposit-share-off')).toHaveCount(0);
});

test('the deposit form states the turnover rule before paying; the withdrawal form what is left to bet', async ({
  page,
  request,
}) => {
  // The regulated site: no wagering asked on deposits, and a deposit withdrawn at once.
  const member = await registerViaApi(request);
  await depositViaSandbox(request, member.token, '50.00');
  await openSignedIn(page, member.token, '/recharge');
  await expect(page.getByTestId('deposit-turnover-rule')).toHaveAttribute('data-multiple', '0');
  await page.goto('/withdraw');
  await page.getByLabel('Senha de saque (6 dígitos)').fill('246810');
  await page.getByLabel('Confirmar senha de saque').fill('246810');
  await page.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(page.getByLabel('Valor (R$)')).toBeVisible();
  await expect(page.getByTestId('turnover-left')).toHaveCount(0);

  // The open site asks 2× the deposits: said before paying, and on the withdrawal form until played.
  const open = await registerViaApi(request, undefined, { site: 'open' });
  await depositViaSandbox(request, open.token, '100.00');
  const openSite = await page.context().newPage();
  await openSignedIn(openSite, open.token, `${OPEN_SITE_URL}/recharge`);
  await expect(openSite.getByTestId('deposit-turnover-rule')).toHaveAttribute('data-multiple', '2');
  await openSite.goto(`${OPEN_SITE_URL}/withdraw`);
  await openSite.getByLabel('Senha de saque (6 dígitos)').fill('246810');
  await openSite.getByLabel('Confirmar senha de saque').fill('246810');
  await openSite.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(openSite.getByTestId('turnover-left')).toHaveAttribute('data-remaining', '200.00');
  const { cpf } = identityFor(open.phone);
  await openSite.getByLabel('Valor (R$)').fill('20.00');
  await openSite.getByLabel('Senha de saque', { exact: true }).fill('246810');
  await openSite.getByLabel('Tipo de chave').selectOption('CPF');
  await openSite.getByLabel('Chave PIX de recebimento').fill(cpf);
  await openSite.getByRole('button', { name: 'Sacar', exact: true }).click();
  await expect(openSite.getByRole('alert')).toHaveText('Rollover não cumprido: aposte mais R$ 200,00 antes de sacar');
});
