import { expect, test, type APIRequestContext } from '@playwright/test';
import { creditMember, pageIn, registerViaApi } from './helpers';

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const TABS = {
  pt: ['Principais', 'Gols', 'Handicaps', 'Escanteios e cartões', 'Jogadores'],
  en: ['Main', 'Goals', 'Handicaps', 'Corners and cards', 'Players'],
};
const ASIAN = { pt: 'Handicap asiático', en: 'Asian handicap' };
const MY_BETS = { pt: 'Minhas apostas', en: 'My bets' };

type Fixture = { id: string; home: string; kickoff: string; status: string; params: unknown };

/**
 * The `nth` football model fixture that kicks off more than two hours from now (none of the first ones the
 * board's tests bet on, nor the last ones the trading tests suspend): its page's prices are the pre-match ones.
 */
async function laterFixture(request: APIRequestContext, nth: number): Promise<Fixture> {
  const answer = await request.get('/api/house/sports/fixtures');
  expect(answer.status()).toBe(200);
  const later = ((await answer.json()) as { data: Fixture[] }).data.filter(
    (f) => f.status === 'open' && f.params !== null && Date.parse(f.kickoff) > Date.now() + 2 * 3_600_000,
  );
  expect(later.length).toBeGreaterThan(12);
  return later[6 + nth]!;
}

let nth = 0;
for (const language of ['pt', 'en'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    const mine = nth++;
    test(`match page (${language}, ${device}): from the board to a match's tabs, an Asian handicap taken into the slip, placed and shown in My bets by its name`, async ({
      browser,
      request,
    }) => {
      const fixture = await laterFixture(request, mine);
      const member = await registerViaApi(request);
      await creditMember(request, member.phone, '100.00');
      const page = await pageIn(browser, language, member.token);
      await page.setViewportSize(viewport);
      await page.goto('/sports');
      await expect(page.getByTestId('header-balance').first()).toBeVisible();

      // The match's row links to its page.
      await page.locator(`li.match[data-fixture="${fixture.id}"]`).getByTestId('match-link').click();
      await expect(page).toHaveURL(new RegExp(`/sports\\?match=${fixture.id}$`));
      const tabs = page.locator('.match-tabs').getByRole('tab');
      await expect(tabs).toHaveText(TABS[language].map((name) => new RegExp(`^${name}\\s*\\d+$`)));
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('section.match-market[data-market="1x2"]')).toBeVisible();

      // Handicaps: the Asian lines, named in the page's language; the first line's home side into the slip.
      await tabs.filter({ hasText: 'Handicaps' }).click();
      await expect(tabs.filter({ hasText: 'Handicaps' })).toHaveAttribute('aria-selected', 'true');
      const market = page.locator('section.match-market[data-market^="ah:"][data-suspended="false"]').first();
      await expect(market.locator('.market-name')).toContainText(ASIAN[language]);
      const line = (await market.getAttribute('data-market'))!.slice(3);
      const shown = language === 'pt' ? line.replace('.', ',') : line;
      await expect(market.locator('.market-name')).toContainText(shown);
      const odd = market.locator('button.odd').first();
      await expect(odd.locator('.odd-label')).toContainText(fixture.home);
      await odd.click();
      await expect(odd).toHaveAttribute('aria-pressed', 'true');

      // The section's slip, on this page: the pick by its name, R$ 5,00 placed.
      const slip = page.locator('aside.slip');
      await expect(slip).toHaveAttribute('data-count', '1');
      if (await page.getByTestId('slip-bar').isVisible()) await page.getByTestId('slip-bar').click();
      const pick = slip.locator('li.slip-pick');
      await expect(pick.locator('.slip-pick-selection')).toContainText(fixture.home);
      await expect(pick.locator('.slip-pick-market')).toContainText(`${ASIAN[language]} ${shown}`);
      await page.locator('#slip-stake').fill('5');
      await page.getByTestId('place-bet').click();
      await expect(page.getByTestId('slip-placed')).toBeVisible();

      // My bets: the bet on the Asian line, by its name, not its id.
      await page.getByTestId('slip-placed').getByRole('button', { name: MY_BETS[language] }).click();
      await expect(page).toHaveURL(/\/sports\?tab=bets$/);
      const card = page.locator('li.slip-card[data-status="open"]');
      await expect(card).toHaveCount(1);
      await expect(card.locator('li.slip-leg')).toContainText(`${ASIAN[language]} ${shown}`);
      await expect(card.locator('li.slip-leg strong').first()).toContainText(fixture.home);
      await expect(card).not.toContainText('ah:');
      await page.context().close();
    });
  }
}
