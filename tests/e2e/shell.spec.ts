import { expect, test } from '@playwright/test';
import { SPEC_PATHS } from '../specPaths';
import { openPage } from './helpers';

test('the home page greets in Portuguese with one dialog, the reminder, then the storage question', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  const reminder = page.getByRole('dialog', { name: 'Lembrete' });
  await expect(reminder).toBeVisible();
  // A first visit: no advertisement stacked on the reminder.
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await reminder.getByRole('button', { name: 'Não lembrar novamente' }).click();
  await expect(reminder).toBeHidden();
  // Then the storage consent: preferences allowed, the visit's choices are kept on this device.
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Aceitar todos' }).click();
  await expect(page.getByTestId('consent-banner')).toBeHidden();

  await page.reload();
  // The reminder is off: nothing opens again.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText('18');
  await expect(page.getByRole('contentinfo')).toContainText('24 horas');
});

test('switching language to English reloads the page in English and sticks', async ({ page }) => {
  await openPage(page);
  await page.getByRole('button', { name: 'Idioma' }).click();
  const chooser = page.getByRole('dialog', { name: 'Idioma' });
  await Promise.all([page.waitForEvent('load'), chooser.getByRole('button', { name: 'English' }).click()]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('rodada.lang'))).toBe('en');
});

test('every route of the product answers with the app, and unknown paths with a real not-found', async ({
  page,
  request,
}) => {
  for (const path of SPEC_PATHS) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text()).toMatch(/<div id="app"[ >]/);
  }
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});

test('navigating scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await openPage(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /suporte/i })
    .click();
  await expect(page).toHaveURL(/information-center\/support/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the background image shows only above 600 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 800 });
  await openPage(page);
  const background = () => page.locator('.root-view').evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(await background()).toBe('none');
  await page.setViewportSize({ width: 601, height: 800 });
  expect(await background()).toContain('bg.svg');
});

test('phones get the bottom tab bar with the six places', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page);
  const tabs = page.getByRole('navigation', { name: 'Principal' }).last();
  await expect(tabs.getByRole('link')).toHaveCount(6);
  await expect(tabs.locator('a[href="/sports"]')).toBeVisible();
  await expect(tabs.getByRole('link').filter({ hasNotText: /^$/ })).toHaveCount(6);
  for (const label of ['Início', 'Promos', 'Depositar', 'Agência', 'Perfil']) {
    await expect(tabs.getByRole('link', { name: label })).toBeVisible();
  }
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('a service worker is registered at the site root', async ({ page }) => {
    await openPage(page);
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.scope;
    });
    expect(new URL(scope).pathname).toBe('/');
  });
});
