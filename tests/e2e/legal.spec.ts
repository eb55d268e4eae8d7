import { expect, test, type Page } from '@playwright/test';
import { OPEN_SITE_URL, openPage, skipPromotions } from './helpers';

/** The demo (default) site runs the regulated-br profile: legal footer and pages, no deposit bonuses. */

const footer = (page: Page) => page.getByRole('contentinfo');

test('the regulated demo site shows the operator’s legal data in the footer, and its links lead to the legal pages', async ({
  page,
}) => {
  await openPage(page, '/');
  const operator = footer(page).getByTestId('footer-operator');
  await expect(operator).toContainText('Rodada Entretenimento e Apostas Ltda.');
  await expect(operator).toContainText('CNPJ 42.424.242/0001-52');
  await expect(operator).toContainText(/Portaria SPA\/MF nº [\d.]+, de \d+ de \w+ de \d{4}/);
  await expect(operator).toContainText('Avenida Paulista, 1000');
  await expect(operator.getByRole('link', { name: 'sac@rodada.bet.br' })).toHaveAttribute(
    'href',
    'mailto:sac@rodada.bet.br',
  );
  await expect(operator.getByRole('link', { name: 'ouvidoria@rodada.bet.br' })).toBeVisible();
  await expect(
    footer(page).locator(
      'a[href^="https://www.gov.br/fazenda/pt-br/composicao/orgaos/secretaria-de-premios-e-apostas"]',
    ),
  ).toBeVisible();

  await footer(page).locator('a[href="/legal/terms"]').click();
  await expect(page).toHaveURL(/\/legal\/terms$/);
  const terms = page.locator('article.legal-doc');
  await expect(terms.getByRole('heading', { name: '2. Quem pode jogar' })).toBeVisible();
  await expect(terms).toContainText('Somente pessoas maiores de 18 anos');
  await expect(terms).toContainText('Uma única conta por CPF');
  await expect(terms).toContainText('Não oferecemos bônus, prêmio ou vantagem vinculados a depósito');
  // The operator's data in the text are the site's.
  await expect(terms).toContainText('CNPJ sob o nº 42.424.242/0001-52');

  await footer(page).locator('a[href="/legal/privacy"]').click();
  await expect(page).toHaveURL(/\/legal\/privacy$/);
  const privacy = page.locator('article.legal-doc');
  await expect(privacy.getByRole('heading', { name: '7. Encarregado (DPO)' })).toBeVisible();
  await expect(privacy).toContainText('Lei nº 13.709/2018');
  await expect(privacy.getByRole('link', { name: 'privacidade@rodada.bet.br' })).toBeVisible();

  await footer(page).locator('a[href="/legal/responsible-gambling"]').first().click();
  await expect(page).toHaveURL(/\/legal\/responsible-gambling$/);
  const rg = page.locator('article.legal-doc');
  await expect(rg.getByRole('heading', { name: 'Sinais de alerta' })).toBeVisible();
  await expect(
    rg.getByRole('link', { name: 'plataforma nacional de autoexclusão do Ministério da Fazenda' }),
  ).toHaveAttribute('href', 'https://www.gov.br/fazenda/pt-br/assuntos/prêmios-e-apostas/autoexclusao');
  await expect(rg.getByRole('link', { name: 'Jogo responsável' })).toHaveAttribute('href', '/responsible');
  await expect(rg.getByRole('link', { name: '188' })).toHaveAttribute('href', 'tel:188');
  for (const tool of ['24 horas, 7 dias ou 30 dias', '6 meses, 1 ano ou por prazo indeterminado', 'perda líquida']) {
    await expect(rg).toContainText(tool);
  }
});

test('"18+ Jogue com responsabilidade" is on every page, outside the main layout too, and leads to the responsible-gambling page', async ({
  page,
}) => {
  for (const path of ['/', '/login', '/legal/terms', '/download']) {
    await skipPromotions(page);
    await page.goto(path);
    const bar = page.getByTestId('rg-bar');
    await expect(bar, path).toBeVisible();
    await expect(bar, path).toHaveText(/18\+\s*Jogue com responsabilidade/);
    await expect(bar, path).toHaveAttribute('href', '/legal/responsible-gambling');
  }
  await page.getByTestId('rg-bar').click();
  await expect(page).toHaveURL(/\/legal\/responsible-gambling$/);
});

test('the "18+" mark stays and the words are in the chosen language', async ({ page }) => {
  await skipPromotions(page);
  for (const [lang, words] of [
    ['en', 'Play responsibly'],
    ['th', /[\u0E00-\u0E7F]/],
  ] as const) {
    await page.addInitScript((code) => localStorage.setItem('rodada.lang', code), lang);
    await page.goto('/');
    const bar = page.getByTestId('rg-bar');
    await expect(bar.locator('.rg-bar-age')).toHaveText('18+');
    await expect(bar.locator('span').nth(1)).toHaveText(words);
    await expect(bar).not.toContainText('Jogue com responsabilidade');
  }
});

test('the open site keeps the first-deposit banner, advertisement and activity', async ({ page }) => {
  await openPage(page, `${OPEN_SITE_URL}/`);
  // The banner states the reward the first-deposit activity pays (its configuration), not a made-up one.
  await expect(page.locator('.banners')).toContainText(/Deposite R\$\s100 ou mais pela primeira vez e ganhe R\$\s10/);
  await page.goto(`${OPEN_SITE_URL}/promotion/activity`);
  await expect(page.getByRole('article', { name: 'Bônus de primeiro depósito' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(6);
});
