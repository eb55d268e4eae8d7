import { expect, test, type Page } from '@playwright/test';
import { depositViaSandbox, registerViaApi } from './helpers';
import {
  DESKTOP,
  expectWordsOnly,
  openBackOffice,
  signIn,
  staffByToken,
  TABLET,
  type Person,
} from './backoffice-helpers';

/*
 * The back office says everything in words: each role signs in once and walks its sections in English and
 * Portuguese, at 1280×800 and 768×1024, and no screen shows a code as text (an API path, a snake_case or
 * dotted code, JSON, a raw timestamp, a league's code, "PIX · PIX": backoffice-helpers.ts `expectWordsOnly`).
 * The admin opens a player with a deposit, a limit and a session, and every tab of their page.
 */

const stamp = Date.now().toString(36);
const LANGS = [
  { lang: 'en', players: 'Players' },
  { lang: 'pt', players: 'Jogadores' },
] as const;
const SIZES = [
  { name: '1280×800', size: DESKTOP },
  { name: '768×1024', size: TABLET },
];
/** Each role's sections (src/operator/sections.ts), as paths under /operator: the admin's all of theirs, the others' own. */
const ROLES: Record<string, string[]> = {
  admin: [
    'dashboard',
    'players',
    'deposits',
    'responsible-gambling',
    'regulator',
    'identity-checks',
    'promotions',
    'reports',
    'staff',
    'audit-trail',
    'settings',
    'jobs',
  ],
  finance: ['withdrawals', 'deposits', 'reports'],
  trader: ['sportsbook', 'trader-desk'],
  support: ['players', 'promotions'],
  compliance: ['responsible-gambling', 'identity-checks', 'audit-trail'],
};
let player = { phone: '', password: '', token: '' };

/** Each language and size in turn: the language chosen in the header, the window resized. */
async function eachLanguageAndSize(page: Page, walk: (where: string) => Promise<void>) {
  for (const { lang } of LANGS) {
    await page.getByTestId('op-language').selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'pt' ? 'pt-BR' : 'en');
    for (const { name, size } of SIZES) {
      await page.setViewportSize(size);
      await walk(`${lang} ${name}`);
    }
  }
}

test.beforeAll(async ({ request }) => {
  player = await registerViaApi(request);
  await depositViaSandbox(request, player.token, '25.00');
  const limit = await request.post('/api/responsible/limit', {
    headers: { Authorization: `Bearer ${player.token}` },
    data: { kind: 'deposit_day', value: '200.00' },
  });
  expect(limit.status()).toBe(200);
});

for (const [role, sections] of Object.entries(ROLES)) {
  test(`${role}: every section in words, in English and Portuguese, on a desktop and a tablet`, async ({ browser }) => {
    test.setTimeout(180_000);
    const person: Person = await staffByToken({ email: `words-${role}.${stamp}@rodada.test`, password: '' }, role, [
      role,
    ]);
    const page = await openBackOffice(browser);
    await signIn(page, person);
    await eachLanguageAndSize(page, async (where) => {
      for (const section of sections) {
        await page.goto(`/operator/${section}`);
        await expectWordsOnly(page, `${section} (${role}, ${where})`);
      }
    });
    await page.context().close();
  });
}

test('a player’s page and each of its tabs in words, and the audit trail about them', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin: Person = await staffByToken({ email: `words-player.${stamp}@rodada.test`, password: '' }, 'admin', [
    'admin',
  ]);
  const page = await openBackOffice(browser);
  await signIn(page, admin);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Players' }).click();
  await page.getByLabel('Phone, CPF, ID, e-mail or name').fill(player.phone);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByTestId('op-players').getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/operator\/players\/\d+$/);
  const playerPage = page.url();
  await eachLanguageAndSize(page, async (where) => {
    await page.goto(playerPage);
    await expectWordsOnly(page, `the player's page (${where})`);
    const tabs = page.getByRole('tablist').getByRole('tab');
    for (let i = 0; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      await expectWordsOnly(page, `the player's tab ${await tabs.nth(i).textContent()} (${where})`);
    }
    await page.goto('/operator/audit-trail');
    await expectWordsOnly(page, `the audit trail (${where})`);
  });
  await page.context().close();
});
