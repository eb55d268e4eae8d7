import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { catalogIds } from '../../scripts/texts-check';
import { SCREEN_AREAS } from '../../src/i18n/areaRoutes';
import { creditMember, gameIdOf, pageIn, registerViaApi } from './helpers';

/**
 * No text of the app shows as its message id ("Mz9IJJ" instead of "Reality check"), nor goes missing, on
 * any route or dialog, from a cold start, in Portuguese, English and Thai: the home page first (with the
 * first visit's dialogs), then a deep link to every route of the route tree, as a visitor and as a member.
 * The ids are every compiled catalog's keys (locales/<language>/*.po); a visible text, a title, a label or a
 * placeholder holding one as a word fails, with the page it was on.
 */

const LANGUAGES = ['pt', 'en', 'th'] as const;
type Language = (typeof LANGUAGES)[number];

const IDS = new Set(
  readdirSync('locales').flatMap((locale) =>
    readdirSync(`locales/${locale}`)
      .filter((file) => file.endsWith('.po'))
      .flatMap((file) => [...catalogIds(file.slice(0, -3), locale)]),
  ),
);

/** The text a language shows for an English source text (the app's catalogs, as compiled). */
function say(language: Language, english: string): string {
  for (const catalog of [
    'messages',
    'screens',
    ...SCREEN_AREAS.map((area) => `screens-${area}`),
    'tables',
    'consent',
  ]) {
    const po = readFileSync(`locales/${language}/${catalog}.po`, 'utf8');
    const at = po.indexOf(`\nmsgid ${JSON.stringify(english)}\nmsgstr `);
    if (at < 0) continue;
    const rest = po.slice(at).split('\n').slice(2);
    const lines: string[] = [];
    for (const line of rest) {
      const quoted = /^(?:msgstr )?(".*")$/.exec(line);
      if (!quoted) break;
      lines.push(JSON.parse(quoted[1] ?? '""') as string);
    }
    const text = lines.join('');
    if (text) return text;
  }
  return english;
}

/** The route tree's paths (src/routeTree.gen.ts, written by the build). */
const ROUTES = [
  ...new Set(
    [...readFileSync('src/routeTree.gen.ts', 'utf8').matchAll(/fullPath: '([^']+)'/g)].map((m) => m[1] ?? '/'),
  ),
].sort();

/** The routes only a member opens (`requireSignedIn`): a visitor meets the login there, checked once. */
const MEMBERS_ONLY = new Set(
  readdirSync('src/routes', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && readFileSync(`src/routes/${file}`, 'utf8').includes('requireSignedIn'))
    .map((file) =>
      `/${file.replace(/\.tsx$/, '').replaceAll('\\', '/')}`
        .replace(/\/_main(?=\/|$)/, '')
        .replace(/_(?=\.|\/|$)/g, '')
        .replaceAll('.', '/')
        .replace(/\/index$/, '/'),
    ),
);

/** Public routes whose screen is another for a member (the game launches, the activities can be claimed). */
const FOR_MEMBERS_TOO = ['/', '/gameInfo', '/game', '/sports', '/promotion/activity/'];

/** What the page shows now: its visible text, and the labels, titles, placeholders and alternatives. */
async function shown(page: Page) {
  return page.evaluate(() => {
    // Every text of the page, shown or about to be (a card scrolled out of view, a closed panel).
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!node.parentElement?.closest('script, style, noscript, template')) texts.push(node.textContent ?? '');
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) texts.push(element.getAttribute(name) ?? '');
    // A control or a heading that says nothing: its text went missing.
    const missing: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('button, a[href], h1, h2, h3, label, dt, th')) {
      if (!element.checkVisibility()) continue;
      const labelledBy = element.getAttribute('aria-labelledby');
      const name =
        element.textContent?.trim() ||
        element.getAttribute('aria-label') ||
        element.getAttribute('title') ||
        (labelledBy && document.getElementById(labelledBy)?.textContent?.trim()) ||
        element.querySelector('img[alt], svg[aria-label]')?.getAttribute('alt') ||
        element.querySelector('input, select, textarea');
      if (!name) missing.push(element.outerHTML.slice(0, 160));
    }
    return { text: texts.join('\n'), missing };
  });
}

/** Waits for the page to settle (nothing loading), then checks it shows no message id and no empty control. */
async function checkTexts(page: Page, where: string) {
  await page
    .waitForFunction(
      () => document.body.innerText.trim() !== '' && !document.querySelector('.skeleton, [aria-busy="true"]'),
      undefined,
      { timeout: 3_000 },
    )
    // A screen that keeps loading (a game opening) is checked as it is.
    .catch(() => undefined);
  const { text, missing } = await shown(page);
  const ids = [...new Set(text.split(/[^A-Za-z0-9+/]+/).filter((word) => word.length === 6 && IDS.has(word)))];
  expect(ids, `message ids shown on ${where}`).toEqual([]);
  expect(missing, `controls or headings without a text on ${where}`).toEqual([]);
}

/** A path to open: the game page with a game (a slot), the others as they are. */
const pathOf = (route: string, slot: number) => (route === '/gameInfo' ? `/gameInfo?id=${slot}` : route);

for (const language of LANGUAGES) {
  test(`${language}: the first visit and its dialogs show no message id`, async ({ page }) => {
    // A first visit: nothing kept on the device, the language chosen in the address.
    await page.goto(`/?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
    await checkTexts(page, 'the home page');
    // The first visit's dialogs (the advertisement, the 18+ reminder), each checked, then closed.
    for (let shown = 1; shown <= 3; shown += 1) {
      const open = page.locator('dialog[open]');
      if (!(await open.count())) break;
      const title = await open.getAttribute('aria-labelledby');
      await checkTexts(page, `the first visit's dialog ${shown}`);
      await page.keyboard.press('Escape');
      await expect(page.locator(`dialog[open][aria-labelledby="${title}"]`)).toHaveCount(0);
    }
    // The storage consent, once the promotions are answered.
    await expect(page.getByTestId('consent-banner')).toBeVisible();
    await checkTexts(page, 'the consent banner');
    await page
      .getByTestId('consent-banner')
      .getByRole('button', { name: say(language, 'Choose') })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await checkTexts(page, 'the privacy choices');
    await page.keyboard.press('Escape');

    // The language picker.
    await page
      .getByRole('banner')
      .getByRole('button', { name: say(language, 'Language') })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await checkTexts(page, 'the language picker');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // The login, the sign-up and the legal documents it links.
    await page
      .getByRole('banner')
      .getByRole('button', { name: say(language, 'Log in'), exact: true })
      .click();
    await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
    await checkTexts(page, 'the login');
    await page.keyboard.press('Escape');
    await page
      .getByRole('banner')
      .getByRole('button', { name: say(language, 'Register'), exact: true })
      .click();
    const terms = page.locator('.check-field .link-button');
    await expect(terms.first()).toBeVisible();
    await checkTexts(page, 'the sign-up');
    for (const document of await terms.all()) {
      await document.click();
      await expect(page.locator('dialog[open]')).toHaveCount(2);
      await checkTexts(page, `the legal document "${await document.innerText()}"`);
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog[open]')).toHaveCount(1);
    }
  });

  for (const who of ['a visitor', 'a member'] as const) {
    test(`${language}: every route, deep-linked by ${who}, shows no message id`, async ({ browser, request }) => {
      test.setTimeout(120_000);
      const slot = await gameIdOf(request, 'slot');
      const page = await pageIn(
        browser,
        language,
        who === 'a member' ? (await registerViaApi(request)).token : undefined,
      );
      // A member: the members' routes, and the public ones whose screen changes for a member.
      const routes = ROUTES.filter((route) =>
        who === 'a member' ? MEMBERS_ONLY.has(route) || FOR_MEMBERS_TOO.includes(route) : !MEMBERS_ONLY.has(route),
      );
      expect(routes.length).toBeGreaterThan(10);
      for (const route of routes) {
        await page.goto(pathOf(route, slot));
        await checkTexts(page, `${route} (${language}, ${who})`);
      }
      await page.context().close();
    });
  }
}

/** A member whose reality check comes round every 15 minutes, on a page of `path` with the clock held. */
async function realityCheckOn(browser: Browser, request: APIRequestContext, language: Language, path: string) {
  const member = await registerViaApi(request);
  await creditMember(request, member.phone, '50.00');
  const set = await request.post('/api/responsible/reality-check', {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { minutes: 15 },
  });
  expect(set.status()).toBe(200);
  const page = await pageIn(browser, language, member.token);
  await page.clock.install();
  const figures = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/responsible/session');
  await page.goto(path);
  await figures;
  const check = page.getByRole('dialog', { name: say(language, 'Reality check') });
  // The figures' answer reaches the test before the page has read it and set its timer: a timer set
  // after a jump is counted from the new time, so the clock goes on in steps until the check comes.
  await page.clock.fastForward('15:00');
  await expect(async () => {
    if (!(await check.isVisible())) await page.clock.fastForward('05:00');
    await expect(check).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return { page, check };
}

for (const language of LANGUAGES) {
  test(`${language}: the reality check over the home page speaks the language`, async ({ browser, request }) => {
    const { page, check } = await realityCheckOn(browser, request, language, '/');
    await checkTexts(page, 'the reality check');
    await expect(check.getByRole('button', { name: say(language, 'Continue'), exact: true })).toBeVisible();
    await expect(check.getByRole('button', { name: say(language, 'Stop playing') })).toBeVisible();
    await page.context().close();
  });
}

for (const language of ['pt', 'en'] as const) {
  test(`${language}: the reality check comes over a game and holds its spin until it is answered`, async ({
    browser,
    request,
  }) => {
    const slot = await gameIdOf(request, 'slot');
    const { page, check } = await realityCheckOn(browser, request, language, `/gameInfo?id=${slot}`);
    await checkTexts(page, 'the reality check over a game');
    const spin = page.getByRole('button', { name: say(language, 'Spin'), exact: true });
    // The game's controls are out of reach while it waits: inert, not clickable, keys do nothing.
    await expect(page.locator('.game-stage')).toHaveAttribute('inert', '');
    await expect(spin).toBeVisible();
    // A click would land on the reality check, not on the spin (a trial click only checks that).
    await expect(spin.click({ timeout: 1_000, trial: true })).rejects.toThrow();
    await check.getByRole('button', { name: say(language, 'Continue'), exact: true }).click();
    await expect(check).toBeHidden();
    await expect(page.locator('.game-stage')).not.toHaveAttribute('inert', /.*/);
    await expect(spin).toBeEnabled();
    // The player's answer given, play goes on.
    const round = page.waitForResponse((response) => response.request().method() === 'POST');
    await spin.click();
    expect((await round).status()).toBe(200);
    await page.context().close();
  });
}
