import { expect, type Browser, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';

/** What the back office's browser tests share: the sizes, the people, their codes and their sign-in. */

export const DESKTOP = { width: 1280, height: 800 };
export const TABLET = { width: 768, height: 1024 };

/**
 * A staff member as the tests know them: `own` once the password is their own (until then it is one an admin
 * issued, good for the first sign-in only, at which signIn chooses their own).
 */
export type Person = { email: string; password: string; secret?: string; own?: boolean };

/** A password of a person's own, new each time (12 characters or more). */
export const ownPasswordFor = (person: Person) => `own ${person.email.split('@')[0]} ${Date.now().toString(36)}`;

/** The last 30-second step whose code each authenticator gave: the server takes only a later step's. */
const lastStep = new Map<string, number>();

/**
 * An authenticator's code the server takes: now's, or, when now's was used already (a second sign-in within
 * the same 30 seconds), the next step's, which the server accepts too (±1 step for a phone's clock).
 */
export function codeFor(secret: string): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, (lastStep.get(secret) ?? -1) + 1);
  expect(step - now, 'at most one sign-in per person and 30 seconds ahead').toBeLessThanOrEqual(1);
  lastStep.set(secret, step);
  return totp.generate({ timestamp: step * 30_000 + 1_000 });
}

/**
 * The next code the server takes for a person whose codes of now and of the next step are used already: waits
 * for the authenticator's next 30-second step (only then; at once otherwise).
 */
export async function freshCodeFor(secret: string): Promise<string> {
  const last = lastStep.get(secret) ?? -Infinity;
  await expect.poll(() => Math.floor(Date.now() / 30_000) >= last, { timeout: 35_000, intervals: [250] }).toBe(true);
  return codeFor(secret);
}

/** Each page's requests not answered yet, and when that set last changed. */
const inFlight = new WeakMap<Page, { calls: Set<unknown>; changedAt: number }>();

/**
 * Waits until the page's requests are answered (none for a quarter of a second; a page that never goes quiet
 * is read after 15 s all the same) and the answers drawn.
 */
export async function settled(page: Page) {
  const traffic = inFlight.get(page);
  if (traffic) {
    await expect
      .poll(() => traffic.calls.size === 0 && Date.now() - traffic.changedAt >= 250, {
        timeout: 15_000,
        intervals: [50],
      })
      .toBe(true)
      .catch(() => undefined);
  }
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** The paths each page asked for, from its first load. */
const asked = new WeakMap<Page, string[]>();
export const pathsAskedBy = (page: Page): string[] => asked.get(page) ?? [];

/** A browser of its own for a person, the back office in English until they choose another language. */
export async function openBackOffice(browser: Browser, viewport = DESKTOP, path = '/operator'): Promise<Page> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  await context.addInitScript(() => {
    if (!localStorage.getItem('rodada.operator.lang')) localStorage.setItem('rodada.operator.lang', 'en');
  });
  const page = await context.newPage();
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  asked.set(page, paths);
  // The requests still unanswered (a screen's chunk, its catalog, its API calls): see `settled`.
  const traffic = { calls: new Set<unknown>(), changedAt: Date.now() };
  const change = (add: boolean) => (request: unknown) => {
    if (add) traffic.calls.add(request);
    else traffic.calls.delete(request);
    traffic.changedAt = Date.now();
  };
  page.on('request', change(true));
  page.on('requestfinished', change(false));
  page.on('requestfailed', change(false));
  inFlight.set(page, traffic);
  await page.goto(path);
  return page;
}

/**
 * Signs a person in: e-mail and password, then TOTP (set up at a first sign-in: the secret read off the screen),
 * then, signed in with a password an admin issued, their own chosen (kept on the person).
 */
export async function signIn(page: Page, person: Person) {
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  if (!person.secret) {
    await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    const shown = (await page.getByTestId('op-totp-secret').textContent()) ?? '';
    // Shown in groups of four, as the authenticator apps ask for it.
    expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    person.secret = shown.replace(/\s/g, '');
    await page.getByLabel('The 6-digit code the app shows now').fill(codeFor(person.secret));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  } else {
    await page.getByLabel('Code from your authenticator app').fill(codeFor(person.secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  if (!person.own) await chooseOwnPassword(page, person);
  await expect(page.getByTestId('op-person')).toContainText(person.email);
}

/** At a sign-in with a password an admin issued: the person's own, chosen (nothing else is open until then). */
export async function chooseOwnPassword(page: Page, person: Person) {
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  const own = ownPasswordFor(person);
  await page.getByLabel('New password', { exact: true }).fill(own);
  await page.getByLabel('Repeat the new password').fill(own);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toHaveCount(0);
  person.password = own;
  person.own = true;
}

/**
 * A back-office account made through the API with the command line's token (the e2e server's
 * E2E_ADMIN_TOKEN), its first password kept on the person: for set-up only, so each spec has its own
 * people and never depends on the seeded admin, whose TOTP only backoffice.spec.ts sets up.
 */
export async function staffByToken(person: Person, name: string, roles: string[]): Promise<Person> {
  const response = await fetch(`http://127.0.0.1:${process.env.E2E_PORT}/api/operator/staff/create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
    body: JSON.stringify({ email: person.email, name, roles }),
  });
  const answer = (await response.json()) as { data?: { password: string }; message?: string };
  expect(response.status, `staff create ${person.email}: ${answer.message}`).toBe(200);
  person.password = answer.data!.password;
  person.own = false;
  return person;
}

/** Creates a staff account on the staff page (an admin signed in) and keeps its first password, shown once. */
export async function createStaff(page: Page, person: Person, name: string, role: string) {
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('group', { name: 'Roles' }).getByLabel(role).check();
  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(page.getByTestId('op-created')).toContainText(person.email);
  person.password = (await page.getByTestId('op-first-password').textContent()) ?? '';
  person.own = false;
  await page.getByRole('button', { name: 'Done, hide it' }).click();
}

/** A trader made with the command line's token and signed in through the API (password, then the authenticator's code): their bearer token. */
export async function traderToken(name = 'Sports Trader'): Promise<string> {
  const person: Person = {
    email: `trader.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@rodada.test`,
    password: '',
  };
  await staffByToken(person, name, ['trader']);
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`http://127.0.0.1:${process.env.E2E_PORT}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { data: Record<string, string>; message?: string };
    expect(response.status, answer.message).toBe(200);
    return answer.data;
  };
  const { ticket, secret } = await post('/operator/auth/login', { email: person.email, password: person.password });
  const token = (await post('/operator/auth/code', { ticket, code: codeFor(secret!) })).token!;
  // The password the token's admin issued is for this sign-in only: the trader's own, before anything else.
  const own = await fetch(`http://127.0.0.1:${process.env.E2E_PORT}/api/operator/me/first-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ password: ownPasswordFor(person) }),
  });
  expect(own.status, 'the trader’s own password').toBe(200);
  return token;
}

/*
 * A code shown as text. The back office says every action, kind and state in words; these are what a code
 * looks like when one leaks onto a screen:
 * - a snake_case identifier (`deposit_day`, `cpf_masked`, `self_excluded`);
 * - a dotted lower-case identifier (`game.bet`, `staff.signed_in`, `withdrawal.hold`) — but not a host name
 *   or a file name the operator configures or a screen offers (`rodada.local`, `audit-trail.csv`: their last
 *   part is a top-level domain or a file's extension), nor an abbreviation (`e.g.`: one letter);
 * - an API path (`/operator/withdrawals/pay`, `/api/…`);
 * - JSON (`{"`, `":`);
 * - an ISO timestamp (`2026-11-30T12:00`);
 * - a short league code (`bra-a`, `copa-br`: three or four lower-case letters, a hyphen and one or two more;
 *   not "check-in", "log-on", "set-up"; a Portuguese verb with its pronoun, "envie-a", is longer);
 * - a word said twice around a middle dot ("PIX · PIX").
 * E-mail addresses and URLs are taken out first (staff are named by their e-mail; a banner's link is the
 * operator's). IDs meant to be read (order numbers "WD…", player IDs, phones, CPFs) are digits and capitals:
 * none of the patterns takes them.
 */
const NOT_A_CODE_ENDING = /\.(?:com|br|net|org|local|localhost|test|gov|csv|pdf|png|jpe?g|webp|json|txt)$/;
const RAW_CODES: Array<{ name: string; pattern: RegExp; unless?: (match: string) => boolean }> = [
  { name: 'snake_case', pattern: /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g },
  {
    name: 'dotted identifier',
    pattern: /(?<![\w/@.-])[a-z][a-z0-9_]+(?:\.[a-z][a-z0-9_]+)+\b(?!\.\w)/g,
    unless: (match) => NOT_A_CODE_ENDING.test(match),
  },
  { name: 'API path', pattern: /(?:^|[\s(])\/(?:api|operator)\/[\w/-]*/g },
  { name: 'JSON', pattern: /\{"|":\s*[\w"{[]/g },
  { name: 'ISO timestamp', pattern: /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/g },
  {
    name: 'league code',
    pattern: /(?<![\w-])[a-z]{3,4}-[a-z]{1,2}\b(?!-)/g,
    unless: (match) => /-(?:in|on|up)$/.test(match),
  },
  { name: 'word said twice', pattern: /\b(\p{L}{2,}) · \1\b/gu },
];

/** The codes a text shows, by kind (e-mails and URLs taken out first). */
export function rawCodesIn(text: string): string[] {
  const plain = text.replace(/\S+@\S+\.\S+/g, ' ').replace(/\bhttps?:\/\/\S+/g, ' ');
  return RAW_CODES.flatMap(({ name, pattern, unless }) =>
    [...plain.matchAll(pattern)]
      .map((match) => match[0].trim())
      .filter((match) => !unless?.(match))
      .map((match) => `${name}: ${match}`),
  );
}

/**
 * Fails when the screen, once loaded (its heading shown, nothing busy), shows a code as text anywhere a person
 * can see (the visible text of the page: tables, chips, menus, options).
 */
export async function expectWordsOnly(page: Page, where: string) {
  await expect(page.locator('h1').first()).toBeVisible();
  await settled(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const text = await page.locator('body').innerText();
  // Soft: a walk through many screens reports every screen's codes at once (the test still fails).
  expect.soft(rawCodesIn(text), `codes shown as text on ${where}`).toEqual([]);
}
