import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { LOCALES, type Locale } from '../../contract/locales';
import { creditMember, gameIdOf, pageIn, registerViaApi } from './helpers';

/**
 * Every table states the site's maximum win per round with its rules before the first bet, in each of the
 * nine languages; the dice table's stake control caps a bet whose best outcome would win more, so the player
 * is not led into the refusal.
 */

const REFUSES = 'Maximum win per round: <0/>. A bet whose best outcome would win more is not taken.';

/** A text of the tables' or screens' catalog in a language. */
function say(language: Locale, english: string): string {
  for (const catalog of ['tables', 'screens', 'screens-games']) {
    const po = readFileSync(`locales/${language}/${catalog}.po`, 'utf8');
    const at = po.indexOf(`\nmsgid ${JSON.stringify(english)}\nmsgstr `);
    if (at < 0) continue;
    const line = po.slice(at).split('\n')[2] ?? '';
    const text = JSON.parse(line.replace(/^msgstr /, '')) as string;
    if (text) return text;
  }
  throw new Error(`No ${language} text for ${english}`);
}

test('the dice table states the maximum win per round in each of the nine languages', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const member = await registerViaApi(request);
  const id = await gameIdOf(request, 'dice');
  for (const language of LOCALES) {
    const page = await pageIn(browser, language, member.token);
    await page.goto(`/gameInfo?id=${id}`);
    const line = page.getByTestId('max-win');
    const [before, after] = say(language, REFUSES).split('<0/>') as [string, string];
    await expect(line, language).toContainText(before.trim(), { timeout: 20_000 });
    await expect(line, language).toContainText(after.trim());
    // R$ 100.000,00 in the language's own way of writing it.
    await expect(line, language).toContainText(/100[.,\s\u00a0\u202f]?000/);
    await page.context().close();
  }
});

test('the dice stake control caps a bet whose best outcome would win more than the maximum', async ({
  browser,
  request,
}) => {
  const member = await registerViaApi(request);
  await creditMember(request, member.phone, '1000.00');
  const page = await pageIn(browser, 'pt', member.token);
  await page.goto(`/gameInfo?id=${await gameIdOf(request, 'dice')}`);
  await page.getByRole('button', { name: 'Rolar abaixo' }).click();
  await page.getByLabel('Alvo (0,01 – 99,98)').fill('0.90');
  await page.getByLabel('Aposta (R$)').fill('1000');
  // 0,90 % pays 110×: R$ 909,09 is the most whose win stays within R$ 100.000,00.
  const hint = page.getByRole('status').filter({ hasText: 'no máximo' });
  await expect(hint).toContainText('R$ 909,09');
  await expect(page.getByRole('button', { name: 'Rolar', exact: true })).toBeDisabled();
  await hint.getByRole('button').click();
  await expect(page.getByLabel('Aposta (R$)')).toHaveValue(/909,09/);
  await expect(page.getByRole('button', { name: 'Rolar', exact: true })).toBeEnabled();
  await page.context().close();
});
