import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { newPhone, registerViaApi, skipPromotions } from './helpers';

/**
 * LGPD: the storage-consent banner on a first visit (nothing but essential storage before a choice, a
 * refusal keeps it so), the choices changed from the footer, the privacy centre's downloads, and the legal
 * documents opened from the sign-up checkbox without losing what was typed.
 */

const PREFERENCE_KEYS = ['rodada.lang', 'rodada.reminder', 'rodada.ad.shownOn'];

const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort());
const storedChoice = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('rodada.consent') ?? 'null') as { preferences: boolean } | null);

/** A first visit's one promotion (the reminder; a first visit is shown no advertisement) answered. */
async function answerPromotions(page: Page) {
  const reminder = page.getByRole('dialog', { name: 'Lembrete' });
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'Entendi' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a first visit asks; rejecting keeps nothing but essential storage, before and after', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByTestId('consent-banner');
  // One question at a time: the banner comes once the first visit's reminder is answered.
  await expect(page.getByRole('dialog', { name: 'Lembrete' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await answerPromotions(page);
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading', { name: 'Privacidade e cookies' })).toBeVisible();
  // The promotions were answered, but nothing of it is kept before a choice.
  expect((await storedKeys(page)).filter((key) => PREFERENCE_KEYS.includes(key))).toEqual([]);

  await banner.getByRole('button', { name: 'Rejeitar não essenciais' }).click();
  await expect(banner).toBeHidden();
  expect(await storedChoice(page)).toMatchObject({ version: 1, preferences: false });
  expect((await storedKeys(page)).filter((key) => PREFERENCE_KEYS.includes(key))).toEqual([]);

  // The choice is kept: the next page load does not ask again. (The reminder was shown in this tab's visit,
  // and the regulated site advertises nothing to visitors.)
  await page.reload();
  await expect(page.locator('footer.site-footer')).toContainText(/CNPJ \d/);
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('"Choose" allows preferences per category; the footer changes the choice, and refusing removes them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // The reminder switched off on this first visit: a preference kept for the visit until a choice allows it.
  await page.getByRole('dialog', { name: 'Lembrete' }).getByRole('button', { name: 'Não lembrar novamente' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Escolher' }).click();
  const choices = page.getByRole('dialog', { name: 'Privacidade e cookies' });
  await expect(choices).toBeVisible();
  // Essential is locked on; preferences start off.
  await expect(choices.getByRole('switch').first()).toBeChecked();
  await expect(choices.getByRole('switch').first()).toBeDisabled();
  const preferences = choices.getByTestId('consent-preferences');
  await expect(preferences).not.toBeChecked();
  await preferences.check();
  await choices.getByRole('button', { name: 'Salvar minhas escolhas' }).click();
  await expect(choices).toBeHidden();
  expect(await storedChoice(page)).toMatchObject({ preferences: true });
  // What this visit chose before is kept now (the reminder switched off).
  expect(await storedKeys(page)).toContain('rodada.reminder');

  // Changed later from the footer, by keyboard: Escape leaves it as it was, then a refusal removes them.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacidade e cookies' }).click();
  await expect(choices).toBeVisible();
  await expect(preferences).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(choices).toBeHidden();
  expect(await storedChoice(page)).toMatchObject({ preferences: true });

  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacidade e cookies' }).click();
  await choices.getByRole('button', { name: 'Rejeitar não essenciais' }).click();
  await expect(choices).toBeHidden();
  expect(await storedChoice(page)).toMatchObject({ preferences: false });
  expect((await storedKeys(page)).filter((key) => PREFERENCE_KEYS.includes(key))).toEqual([]);
});

test('the privacy centre downloads the member’s data as JSON and CSV, and lists the consents given', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await skipPromotions(page);
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('rodada.token', token);
      sessionStorage.setItem('seeded', '1');
    }
  }, member.token);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Privacidade', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/privacy$/);
  await expect(page.getByRole('heading', { name: 'Baixar meus dados' })).toBeVisible();
  // The storage choice made on this device is recorded for the member when the centre opens.
  await expect(page.getByTestId('consent-history')).toBeVisible();
  await expect(page.getByRole('link', { name: /privacidade@rodada\.bet\.br/ })).toBeVisible();

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar JSON' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^rodada-meus-dados-\d{4}-\d\d-\d\d\.json$/);
  const file = JSON.parse(readFileSync((await json.path())!, 'utf8')) as { identity: { phone: string } };
  expect(file.identity.phone).toBe(member.phone);
  await expect(page.getByTestId('privacy-download-status')).toContainText(json.suggestedFilename());

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const bytes = readFileSync((await csv.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain('\r\nidentity\r\n');
});

test('the sign-up checkbox opens the terms in a dialog, and closing it keeps what was typed', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await skipPromotions(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Cadastrar' }).click();
  const form = page.getByRole('dialog', { name: 'Crie sua conta' });
  const phone = newPhone();
  await form.getByLabel('Número de celular').fill(phone);
  await form.getByLabel('Nome completo').fill('Ana Souza');

  await form.getByRole('button', { name: 'termos de uso' }).click();
  const legal = page.getByTestId('legal-dialog');
  await expect(legal).toBeVisible();
  await expect(legal.getByRole('heading', { name: '2. Quem pode jogar' })).toBeVisible();
  // Its link to the privacy policy switches the document in place.
  await legal.getByRole('button', { name: 'Política de Privacidade' }).click();
  await expect(legal.getByRole('heading', { name: '7. Encarregado (DPO)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(legal).toBeHidden();

  await form.getByRole('button', { name: 'jogo responsável' }).click();
  await expect(page.getByTestId('legal-dialog').getByRole('heading', { name: 'Sinais de alerta' })).toBeVisible();
  await page.keyboard.press('Escape');

  await expect(form).toBeVisible();
  await expect(form.getByLabel('Número de celular')).toHaveValue(new RegExp(phone.slice(-4)));
  await expect(form.getByLabel('Nome completo')).toHaveValue('Ana Souza');
  await expect(form.getByLabel(/Tenho 18 anos ou mais/)).not.toBeChecked();
});
