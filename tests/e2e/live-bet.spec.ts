import { expect, test, type Page } from '@playwright/test';
import { creditMember, openSignedIn, registerViaApi } from './helpers';

const OPERATOR = { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN ?? ''}` };

/** What the slip's button and the rules say, in the page's language. */
const TEXTS = {
  pt: { accepting: 'Aceitando sua aposta…', rules: 'suspensos em torno de momentos perigosos' },
  en: { accepting: 'Accepting your bet…', rules: 'suspended around dangerous moments' },
} as const;

/**
 * A live bet: the QA scenario puts on a match that kicked off three minutes ago (the schedule's own matches
 * are live only at some hours) with no dangerous moment in the next three (so no suspension refuses it by
 * chance), the player takes an odd of it, and the slip shows the bet being accepted while the server waits
 * the live bet delay, then placed — or, when the odds moved at a minute's turn meanwhile, the new odds to
 * accept.
 */
// One after the other: both set the same QA scenario up.
test.describe.configure({ mode: 'serial' });

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

for (const language of ['pt', 'en'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`a live bet is accepted after the bet delay (${language}, ${device})`, async ({ page, request }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      const made = await request.post('/api/operator/scenario', { data: { name: 'live-match' }, headers: OPERATOR });
      expect(made.status()).toBe(200);
      const fixture = ((await made.json()) as { data: { details: { fixture: string } } }).data.details.fixture;
      const rules = (await (await request.get('/api/house/sports/rules')).json()).data as { bet_delay_seconds: number };
      expect(rules.bet_delay_seconds).toBeGreaterThan(0);

      const member = await registerViaApi(request);
      await creditMember(request, member.phone, '100.00');
      await page.addInitScript((lang) => localStorage.setItem('rodada.lang', lang), language);
      await openSignedIn(page, member.token, '/sports');

      // The rules say how live betting works.
      await page.getByTestId('game-terms').locator('summary').click();
      await expect(page.getByTestId('live-rules')).toContainText(TEXTS[language].rules);

      const match = page.locator(`li.match[data-fixture="${fixture}"]`);
      await expect(match).toHaveAttribute('data-status', 'live');
      await placeLive(page, match, TEXTS[language].accepting, rules.bet_delay_seconds);

      // My bets: the live bet, open.
      await page.getByTestId('tab-bets').click();
      const card = page.locator('li.slip-card').first();
      await expect(card).toHaveAttribute('data-status', 'open');
      await expect(card.locator('li.slip-leg')).toHaveCount(1);
    });
  }
}

/**
 * Takes the match's first odd and places R$ 5,00 on it: "accepting" while the server waits the delay, then
 * placed — or, when a minute turned meanwhile and the odds moved with it, the new odds, accepted once (the
 * next turn is a minute away).
 */
async function placeLive(page: Page, match: ReturnType<Page['locator']>, accepting: string, delay: number) {
  const slip = page.locator('aside.slip');
  await match.locator('button.odd').first().click();
  await expect(slip).toHaveAttribute('data-count', '1');
  if (await page.getByTestId('slip-bar').isVisible()) await page.getByTestId('slip-bar').click();
  await page.locator('#slip-stake').fill('5,00');
  const placed = page.getByTestId('slip-placed');
  const moved = page.getByTestId('odds-changed');
  const started = Date.now();
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('slip-accepting')).toBeVisible();
  await expect(page.getByTestId('place-bet')).toHaveText(accepting);
  await expect(placed.or(moved)).toBeVisible({ timeout: (delay + 20) * 1000 });
  // The server answered only once the delay had passed.
  expect(Date.now() - started).toBeGreaterThanOrEqual(delay * 1000 - 200);
  if (await moved.isVisible()) {
    await page.getByTestId('place-bet').click();
    await expect(page.getByTestId('slip-accepting')).toBeVisible();
  }
  await expect(placed).toBeVisible({ timeout: (delay + 20) * 1000 });
}
