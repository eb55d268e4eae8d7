import { createHash } from 'node:crypto';
import { SAMPLE_JPEG } from '../../server/kyc/sample';
import { PRIMED_ID, scriptSafe } from '../../server/static/prime';
import { readFileSync } from 'node:fs';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { identityFor } from '../identity';

export const DEMO = { phone: '11912345678', password: 'rodada123' };
export const CAPTCHA = process.env.E2E_CAPTCHA ?? 'E2E7';
const OPERATOR = process.env.E2E_ADMIN_TOKEN ?? '';

let counter = 0;
/** A fresh valid Brazilian mobile for each registration. */
export function newPhone(): string {
  counter += 1;
  const tail = `${Date.now() % 1_000_000}${process.pid % 10}${counter}`.slice(-8).padStart(8, '0');
  return `219${tail}`;
}

/**
 * Every page of this test starts the way a returning player's does later in the day: preferences allowed
 * on this device (the storage-consent banner answered on an earlier visit), reminders switched off (their
 * saved choice) and today's advertisement already shown in this browser (it opens at most once a São Paulo
 * day). For tests that are not about the promotions (tests/e2e/modals.spec.ts is) or the consent
 * (tests/e2e/privacy.spec.ts is).
 */
export async function skipPromotions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem(
      'rodada.consent',
      JSON.stringify({ version: 1, preferences: true, at: '2026-01-01T00:00:00.000Z' }),
    );
    localStorage.setItem('rodada.reminder', 'off');
    const today = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date());
    localStorage.setItem('rodada.ad.shownOn', today);
  });
}

/** This browser answered the storage-consent banner on an earlier visit, allowing preferences (every tab). */
export async function preferencesAllowed(context: BrowserContext): Promise<void> {
  await context.addInitScript(() =>
    localStorage.setItem(
      'rodada.consent',
      JSON.stringify({ version: 1, preferences: true, at: '2026-01-01T00:00:00.000Z' }),
    ),
  );
}

/** Opens a page as a returning player (see skipPromotions): no promotion covers it; the live app, not the server's first paint. */
export async function openPage(page: Page, path = '/'): Promise<void> {
  await skipPromotions(page);
  await page.goto(path);
  await appLive(page);
}

/**
 * The app has replaced the first screen the server painted (server/static/firstPaint.ts), which is inert: what
 * a test reads once, or does to the page other than through a locator, is then the live app's.
 */
export async function appLive(page: Page): Promise<void> {
  await expect(page.locator('#app.first-paint')).toHaveCount(0);
}

/** The advertisement: the dialog with a call to action (a link); its title is the operator's. */
export function advertisement(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('link') });
}

/** Closes the open advertisement with its ✕ (for the tests of the advertisement itself). */
export async function closeAdvertisement(page: Page): Promise<void> {
  const ad = advertisement(page);
  await expect(ad).toBeVisible();
  await ad.getByRole('button', { name: 'Fechar', exact: true }).last().click();
  await expect(ad).toBeHidden();
}

/**
 * The seed's `open` site, which keeps the deposit-linked promotions a `regulated-br` site (the default,
 * at the base URL) does not offer: the same server under the host open.localhost.
 */
export const OPEN_SITE_HOST = `open.localhost:${process.env.E2E_PORT}`;
export const OPEN_SITE_URL = `http://${OPEN_SITE_HOST}`;

/** A client address of its own for a request (the server trusts one proxy hop in these tests). */
const ownAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

/** The 6-digit code of the newest message the sandbox outbox holds for a phone or an e-mail. */
export async function codeSentTo(request: APIRequestContext, to: string): Promise<string> {
  const page = await (await request.get('/sandbox/mail')).text();
  const escaped = to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const code = new RegExp(`<span class="to">${escaped}</span>[^]*?<p class="body">[^<]*?\\b(\\d{6})\\b`).exec(
    page,
  )?.[1];
  expect(code, `a code sent to ${to}`).toMatch(/^\d{6}$/);
  return code!;
}

/** Confirms the member's phone as the deposit page does: the SMS code, read from the sandbox outbox. */
export async function confirmPhoneViaApi(request: APIRequestContext, token: string, phone: string) {
  const headers = { Authorization: `Bearer ${token}`, 'X-Forwarded-For': ownAddress() };
  expect((await request.post('/api/security/phone/send', { headers, data: {} })).status()).toBe(200);
  const code = await codeSentTo(request, phone);
  expect((await request.post('/api/security/phone/verify', { headers, data: { code } })).status()).toBe(200);
}

/**
 * Registers a member on the default site, or with `{ site: 'open' }` on the open site (by its host), and
 * confirms the phone by its SMS code (a deposit needs it); `{ phoneVerified: false }` leaves it unconfirmed.
 */
export async function registerViaApi(
  request: APIRequestContext,
  phone = newPhone(),
  options: { site?: 'open'; phoneVerified?: boolean; kycVerified?: boolean } = {},
) {
  const captcha = await (await request.post('/api/auth/captcha')).json();
  const response = await request.post('/api/auth/register2', {
    headers: options.site === 'open' ? { host: OPEN_SITE_HOST } : {},
    data: {
      phone,
      password: 'segredo1',
      password_confirmation: 'segredo1',
      captcha_key: captcha.data.key,
      captcha: CAPTCHA,
      ...identityFor(phone),
    },
  });
  expect(response.status()).toBe(200);
  const token = ((await response.json()) as { data: { access_token: string } }).data.access_token;
  if (options.phoneVerified !== false) await confirmPhoneViaApi(request, token, phone);
  // On the regulated site the identity is verified with the sandbox's passing data, as a player would before
  // depositing or playing (tests/e2e/kyc.spec.ts goes through the screens); `kycVerified: false` leaves it owed.
  if (options.kycVerified !== false && options.site !== 'open') await verifyIdentityViaApi(request, token);
  return { phone, password: 'segredo1', token };
}

/** Fills the register form's identity fields (full name, CPF made from the phone, birth date, e-mail, terms). */
export async function fillIdentity(scope: Page | Locator, phone: string): Promise<void> {
  const { realname, cpf, birth_date, email } = identityFor(phone);
  await scope.getByLabel('Nome completo').fill(realname);
  await scope.getByLabel('CPF').fill(cpf);
  await scope.getByLabel('Data de nascimento').fill(birth_date);
  await scope.getByLabel('E-mail').fill(email);
  await scope.getByLabel(/Tenho 18 anos ou mais/).check();
}

/** Signs a new player up through the header's "Cadastrar" form (a fresh phone); the form closes. */
export async function signUpThroughForm(page: Page): Promise<string> {
  await page.getByRole('banner').getByRole('button', { name: 'Cadastrar' }).click();
  const form = page.getByRole('dialog', { name: 'Crie sua conta' });
  const phone = newPhone();
  await form.getByLabel('Número de celular').fill(phone);
  await form.getByLabel('Senha', { exact: true }).fill('segredo1');
  await form.getByLabel('Confirmar senha').fill('segredo1');
  await form.getByLabel('Código de verificação', { exact: true }).fill(CAPTCHA);
  await fillIdentity(form, phone);
  await form.getByRole('button', { name: 'Criar conta' }).click();
  await expect(form).toBeHidden();
  return phone;
}

/** Confirms the phone of the member this page is logged in as (registered through the form), by its SMS code. */
export async function confirmPhoneOfPage(page: Page, request: APIRequestContext, phone: string) {
  const token = await page.evaluate(() => sessionStorage.getItem('rodada.token'));
  expect(token).toBeTruthy();
  await confirmPhoneViaApi(request, token!, phone);
}

/**
 * A deposit the way the sandbox gateway makes one: the order, then "confirm payment" (the signed webhook).
 * A phone not confirmed yet (a player registered through the form) is confirmed first, by its SMS code.
 */
export async function depositViaSandbox(request: APIRequestContext, token: string, money: string) {
  const phone = await request.get('/api/security/phone', { headers: { Authorization: `Bearer ${token}` } });
  const status = ((await phone.json()) as { data: { phone: string; verified: boolean } }).data;
  if (!status.verified) await confirmPhoneViaApi(request, token, status.phone);
  const order = await request.post('/api/recharge/online', {
    data: { money, payment_id: 1, payment_type: 'PIX' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(order.status()).toBe(200);
  const { order_no } = ((await order.json()) as { data: { order_no: string } }).data;
  const confirmed = await request.post(`/sandbox/pix/${order_no}/confirm`, { maxRedirects: 0 });
  expect(confirmed.status()).toBe(303);
}

/** Gives a member money the way an operator does: a manual credit through the ledger. */
export async function creditMember(request: APIRequestContext, phone: string, amount: string) {
  const response = await request.post('/api/operator/credit', {
    data: { phone, amount, reference: `e2e-${phone}-${amount}-${Date.now()}` },
    headers: { Authorization: `Bearer ${OPERATOR}` },
  });
  expect(response.status()).toBe(200);
}

/**
 * The reads a page makes for a member once it knows them, after the member's record: the favourites
 * (`/api/games/follow`) and the reality check's figures (`/api/responsible/session`, sent only once its
 * code has arrived, a moment after the page shows the member). Start waiting before the page loads or the
 * login is sent; await it before the operator ends the session. A read still on its way would meet the
 * ended session on this page (which then drops the token and answers it here) instead of the page the test
 * goes on to.
 */
export function memberReadsAnswered(page: Page): Promise<unknown> {
  const answered = (path: string) => page.waitForResponse((response) => new URL(response.url()).pathname === path);
  return Promise.all([answered('/api/games/follow'), answered('/api/responsible/session')]);
}

export async function operator(
  request: APIRequestContext,
  action: 'force-offline' | 'expire-sessions' | 'idle-sessions',
  phone: string,
) {
  const response = await request.post(`/api/operator/${action}`, {
    data: { phone },
    headers: { Authorization: `Bearer ${OPERATOR}` },
  });
  expect(response.status()).toBe(200);
}

/** The member's token from a login through the API (the captcha answered as the sandbox's test answer). */
export async function logInViaApi(request: APIRequestContext, phone: string, password: string): Promise<string> {
  const captcha = await (await request.post('/api/auth/captcha')).json();
  const answer = await request.post('/api/auth/login2', {
    data: { phone, password, captcha_key: captcha.data.key, captcha: CAPTCHA },
  });
  expect(answer.status(), `login of ${phone}`).toBe(200);
  return ((await answer.json()) as { data: { access_token: string } }).data.access_token;
}

/**
 * Opens `path` as a returning player (see skipPromotions) already signed in with `token`: the tab a member
 * signed in on earlier. The app keeps its token in the tab's session storage (src/api/token.ts), which
 * Playwright's storageState does not keep, so it is put there first, from a page of the same site that runs
 * no app (the API's health), and the app then starts with it. `path` may be a full address on another site
 * (the open site's host). The login itself, through its dialog, is tested in session.spec.ts.
 */
export async function openSignedIn(page: Page, token: string, path = '/'): Promise<void> {
  await skipPromotions(page);
  const origin = /^https?:/.test(path) ? new URL(path).origin : '';
  await page.goto(`${origin}/api/health`);
  await page.evaluate(([key, value]) => sessionStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  await page.goto(path);
  // The app has read the member: their balance shows, in the header or on a game's bar.
  await expect(page.getByTestId('header-balance').or(page.getByTestId('game-balance')).first()).toBeVisible();
}

/** Where the app keeps the access token (src/api/token.ts). */
const TOKEN_KEY = 'rodada.token';

/**
 * The demo player as the set-up project (tests/e2e/auth.setup.ts) signed them in, once for the run: the
 * browser's state (its local storage) and, apart, the token of the tab's session storage.
 */
export const DEMO_STATE = 'tests/e2e/.auth/demo.json';
export const DEMO_SESSION = 'tests/e2e/.auth/demo-session.json';

/**
 * Tests that need a signed-in player and change nothing of theirs: the demo player, from the set-up
 * project's state; `demoToken` is the saved token, or a new login's if that session has ended since (it
 * expires after the site's idle limit). Open a page with `openSignedIn(page, demoToken, path)`. A test that
 * ends a session, or changes the player's money or settings, uses a player of its own.
 */
export const demoTest = test.extend<{ demoToken: string }>({
  storageState: DEMO_STATE,
  demoToken: async ({ request }, use) => {
    const saved = (JSON.parse(readFileSync(DEMO_SESSION, 'utf8')) as { token: string }).token;
    const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${saved}` } });
    await use(me.ok() ? saved : await logInViaApi(request, DEMO.phone, DEMO.password));
  },
});

/** Opens the login modal and sends the phone, the password and the captcha, as a person would; returns the modal. */
export async function submitLoginModal(page: Page, phone: string, password: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar na Rodada' });
  await dialog.getByLabel('Número de celular').fill(phone);
  await dialog.getByLabel('Senha', { exact: true }).fill(password);
  await dialog.getByLabel('Código de verificação', { exact: true }).fill(CAPTCHA);
  // The password's check waits its turn on the server's low-priority hashing threads: on a busy machine the
  // answer takes longer than an expectation's wait, so the answer itself is awaited (within the test's time).
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/login2' && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await answered;
  return dialog;
}

/** Logs in through the modal as a person would. */
export async function logInThroughModal(page: Page, phone: string, password: string) {
  await expect(await submitLoginModal(page, phone, password)).toBeHidden();
}

/** The id of the first game of an engine in the lobby's list (`slot`, `dice`…). */
export async function gameIdOf(request: APIRequestContext, engine: string): Promise<number> {
  const answer = await (await request.get('/api/games/listsv2?per_page=100')).json();
  const game = (answer.data.list as { id: number; engine: string }[]).find((listed) => listed.engine === engine);
  expect(game).toBeDefined();
  return game!.id;
}

/** A page in a language, as a returning visitor (no first-visit dialogs), logged in with `token` if given. */
export async function pageIn(
  browser: Browser,
  language: string,
  token?: string,
  options: { viewport?: { width: number; height: number }; ownAddress?: boolean } = {},
): Promise<Page> {
  // `ownAddress`: the page's requests come from an address of its own (the server's per-address counters).
  const context = await browser.newContext({
    locale: 'pt-BR',
    ...(options.viewport ? { viewport: options.viewport } : {}),
    ...(options.ownAddress ? { extraHTTPHeaders: { 'X-Forwarded-For': ownAddress() } } : {}),
  });
  await context.addInitScript(
    ({ language, token }) => {
      localStorage.setItem(
        'rodada.consent',
        JSON.stringify({ version: 1, preferences: true, at: '2026-01-01T00:00:00.000Z' }),
      );
      localStorage.setItem('rodada.lang', language);
      localStorage.setItem('rodada.reminder', 'off');
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
      localStorage.setItem('rodada.ad.shownOn', today);
      if (token) sessionStorage.setItem('rodada.token', token);
    },
    { language, token },
  );
  return context.newPage();
}

/**
 * The nth upcoming match of the sports board, held by its code: the nth upcoming row is another match as
 * soon as an earlier one kicks off.
 */
export async function upcomingMatch(page: Page, n: number | 'last' = 0): Promise<Locator> {
  const rows = page.locator('li.match[data-status="upcoming"]');
  await expect(rows.first()).toBeVisible();
  // The board draws its first screen's rows, then the rest: counted once it has drawn them all.
  await expect(page.locator('.sports-main[aria-busy="true"]')).toHaveCount(0);
  const row = n === 'last' ? rows.last() : rows.nth(n);
  const fixture = await row.getAttribute('data-fixture');
  expect(fixture).toBeTruthy();
  return page.locator(`li.match[data-fixture="${fixture}"]`);
}

/** A real 1×1 JPEG: the smallest picture the identity check takes (server/kyc/sample.ts). */
const TINY_JPEG = SAMPLE_JPEG;

/**
 * Verifies a member's identity through the API with the sandbox provider's passing data, as the app does it:
 * the case (an RG and an address), each picture the RG asks for (one chunk each), the case sent, then its
 * state read until the provider's answer (within 15 s) says verified.
 */
export async function verifyIdentityViaApi(request: APIRequestContext, token: string): Promise<void> {
  const status = await sendIdentityViaApi(request, token, '123456789');
  await expect.poll(status, { timeout: 15_000, intervals: [250, 500, 1000] }).toBe('verified');
}

/**
 * Sends a member's identity case through the API with the sandbox's data for `documentNumber`: an RG, an
 * address, each picture the RG asks for (one chunk each), the case sent. Answers a reader of its status.
 */
export async function sendIdentityViaApi(
  request: APIRequestContext,
  token: string,
  documentNumber: string,
): Promise<() => Promise<string>> {
  const headers = { Authorization: `Bearer ${token}` };
  const opened = await request.post('/api/kyc/case', {
    headers,
    data: {
      document_type: 'rg',
      document_number: documentNumber,
      address: { cep: '01310-100', street: 'Avenida Paulista', number: '1578', city: 'São Paulo', state: 'SP' },
    },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const sha256 = createHash('sha256').update(TINY_JPEG).digest('hex');
  for (const kind of ['document_front', 'document_back', 'selfie', 'liveness_1', 'liveness_2']) {
    const sent = await request.post('/api/kyc/upload', {
      headers,
      data: {
        kind,
        content_type: 'image/jpeg',
        bytes: TINY_JPEG.length,
        sha256,
        index: 0,
        data: TINY_JPEG.toString('base64'),
      },
    });
    expect(sent.status(), `${kind}: ${await sent.text()}`).toBe(200);
  }
  const submitted = await request.post('/api/kyc/submit', { headers, data: {} });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return async () =>
    ((await (await request.get('/api/kyc', { headers })).json()) as { data: { status: string } }).data.status;
}

/** stately.ai/inspect, stood in for: it says it is connected and keeps every inspection event it receives. */
const FAKE_INSPECTOR = `<!doctype html><title>inspector</title><script>
  window.seen = [];
  addEventListener('message', (event) => window.seen.push(event.data));
  opener.postMessage({ type: '@statelyai.connected' }, '*');
</script>`;

/** The Stately inspector's window stood in for, in this context (see FAKE_INSPECTOR). */
export const standInInspector = (context: BrowserContext) =>
  context.route(/stately\.ai\/inspect/, (route) => route.fulfill({ contentType: 'text/html', body: FAKE_INSPECTOR }));

/** The names of the actors the stand-in inspector's window was told about (machines by their ids). */
export const actorsSeen = (inspector: Page) =>
  inspector.evaluate(() =>
    (window as unknown as { seen: { type?: string; name?: string }[] }).seen
      .filter((event) => event.type === '@xstate.actor')
      .map((event) => event.name),
  );

/**
 * The sports page without the board it comes with (server/static/prime.ts primes it): the app then asks the
 * API for it, where a test's route answers the board it needs (a fixed one, long names, set odds). The page is
 * the one the server sends unpainted (asked with a query, server/static/firstPaint.ts): a painted screen would
 * show the real board.
 */
export async function boardAskedOfTheApi(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/sports',
    async (route) => {
      const unpainted = new URL(route.request().url());
      unpainted.search = '?unpainted';
      const response = await route.fetch({ url: unpainted.href });
      const html = (await response.text()).replace(
        new RegExp(`(<script type="application/json" id="${PRIMED_ID}">)(.*?)(</script>)`, 's'),
        (_, open: string, json: string, close: string) => {
          const answers = JSON.parse(json) as Record<string, unknown>;
          for (const key of Object.keys(answers)) if (key.startsWith('/api/house/sports/board')) delete answers[key];
          return `${open}${scriptSafe(JSON.stringify(answers))}${close}`;
        },
      );
      await route.fulfill({ response, body: html });
    },
  );
}
