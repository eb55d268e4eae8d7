import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { questionAnswer, type CaptchaQuestion } from '../../contract/captchaQuestion';
import { openPage, openSignedIn, registerViaApi } from './helpers';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function noViolations(page: Page, route: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${route} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

const PUBLIC_ROUTES = [
  '/',
  '/game?category=slot',
  '/sports',
  '/searchGames',
  '/promotion/activity',
  '/information-center/announcement',
  '/information-center/support',
  '/legal/terms',
  '/legal/responsible-gambling',
  '/flows',
];
const MEMBER_ROUTES = [
  '/profile',
  '/recharge',
  '/withdraw',
  '/gameRecord',
  '/order-center',
  '/security-center',
  '/promotion/vip',
  '/promotion/rebates',
  '/agency-center/invite',
  '/information-center/notification',
  '/responsible',
];

test.describe('axe finds nothing on the main routes', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`logged out: ${route}`, async ({ page }) => {
      await openPage(page, route);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      await noViolations(page, route);
    });
  }
  for (const route of MEMBER_ROUTES) {
    test(`logged in: ${route}`, async ({ page, request }) => {
      const member = await registerViaApi(request);
      await openSignedIn(page, member.token, route);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await noViolations(page, route);
    });
  }
});

test('the skip link is the first stop of the keyboard and moves to the content', async ({ page }) => {
  await openPage(page, '/');
  // The first element the keyboard reaches in the document is the skip link.
  const first = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].find(
        (element) => element.tabIndex >= 0 && !element.closest('[inert], [hidden], dialog:not([open])'),
      )?.dataset.testid,
  );
  expect(first).toBe('skip-link');
  const skip = page.getByTestId('skip-link');
  await expect(skip).not.toBeInViewport();
  await skip.focus();
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('the test pages show no internal details in a production build', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rodada.reminder', 'off'));
  for (const path of ['/test', '/test12', '/cztx']) {
    await page.goto(path);
    await expect(page.getByTestId('test-page-production')).toBeVisible();
    await expect(page.locator('dl.facts')).toHaveCount(0);
    await expect(page.getByText('127.0.0.1')).toHaveCount(0);
  }
});

test('?inspect without the internet says the inspector could not open', async ({ page, context }) => {
  await context.route(/stately\.ai/, (route) => route.abort('internetdisconnected'));
  await page.addInitScript(() => localStorage.setItem('rodada.reminder', 'off'));
  await page.goto('/?inspect');
  await expect(page.locator('.toast-error[role="alert"]')).toBeVisible({ timeout: 20_000 });
});

test('a game record from a day after its end day says so', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await openSignedIn(page, member.token, '/gameRecord');
  await page.locator('#record-from').fill('2026-03-03');
  await page.locator('#record-to').fill('2026-03-01');
  await expect(page.getByTestId('filter-problem')).toBeVisible();
  await page.locator('#record-to').fill('2026-03-04');
  await expect(page.getByTestId('filter-problem')).toHaveCount(0);
});

test('/flows on a phone scrolls no page sideways, and a diagram zooms and pans', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/flows');
  const card = page
    .locator('details.flow-card')
    .filter({ has: page.locator('summary code', { hasText: /^withdrawal$/ }) });
  await card.locator('summary').click();
  const diagram = card.getByTestId('zoom-pan');
  await expect(diagram.locator('svg')).toBeVisible({ timeout: 15_000 });
  const widths = () => page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(await widths()).toEqual([390, 390]);
  const box = (await diagram.boundingBox())!;
  const svg = (await diagram.locator('svg').boundingBox())!;
  expect(svg.width).toBeLessThanOrEqual(box.width + 1);
  await card.locator('.zoom-pan-tools button').first().click();
  await expect(diagram).toHaveAttribute('data-scale', '1.5');
  await diagram.focus();
  await page.keyboard.press('ArrowRight');
  await expect(diagram.locator('.zoom-pan-canvas')).toHaveCSS('transform', /matrix\(1\.5, 0, 0, 1\.5, /);
  expect(await widths()).toEqual([390, 390]);
});

test('a person who cannot see the captcha logs in by answering its question', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await openPage(page, '/');
  const issued = page.waitForResponse((response) => response.url().includes('/api/auth/captcha'));
  await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
  const { data } = (await (await issued).json()) as { data: { question: CaptchaQuestion } };
  const dialog = page.getByRole('dialog', { name: 'Entrar na Rodada' });
  await dialog.getByLabel('Número de celular').fill(member.phone);
  await dialog.getByLabel('Senha', { exact: true }).fill(member.password);
  const toggle = dialog.getByTestId('captcha-alternative');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByTestId('captcha-question')).toBeVisible();
  // What a person works out from the question: the result of the sum, in digits.
  const answer = String(questionAnswer(data.question));
  await dialog.getByLabel('Código de verificação', { exact: true }).fill(answer);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await noViolations(page, 'login with the question');
});
