import { expect, test, type Page } from '@playwright/test';
import * as v from 'valibot';
import { SportsBoard, type SportId } from '../../contract/sports';
import { creditMember, pageIn, registerViaApi } from './helpers';

/**
 * The sports' navigation: each sport chosen shows its own matches (another sport's row: who wins, two
 * odds), and a single placed on it from the row, in Portuguese and English, on a phone and a desktop.
 */

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const NAMES: Record<'pt' | 'en', Record<SportId, string>> = {
  pt: {
    football: 'Futebol',
    basketball: 'Basquete',
    tennis: 'Tênis',
    volleyball: 'Vôlei',
    mma: 'MMA',
    esports: 'eSports',
  },
  en: {
    football: 'Football',
    basketball: 'Basketball',
    tennis: 'Tennis',
    volleyball: 'Volleyball',
    mma: 'MMA',
    esports: 'eSports',
  },
};
const SPORTS: SportId[] = ['basketball', 'tennis', 'volleyball', 'mma', 'esports', 'football'];
const SHOTS = process.env.SPORTS_FIVE_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

for (const language of ['pt', 'en'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`each sport from the navigation, a single on it (${language}, ${device})`, async ({ browser, request }) => {
      test.setTimeout(120_000);
      const member = await registerViaApi(request);
      await creditMember(request, member.phone, '100.00');
      const page = await pageIn(browser, language, member.token);
      await page.setViewportSize(viewport);
      await page.goto('/sports');
      const nav = page.locator('nav.sports-nav');
      await expect(nav.locator('button[data-sport="football"]')).toHaveAttribute('aria-pressed', 'true');
      let placed = 0;
      for (const sport of SPORTS) {
        const button = nav.getByRole('button', { name: new RegExp(`^${NAMES[language][sport]}`) });
        await button.click();
        await expect(button).toHaveAttribute('aria-pressed', 'true');
        // A sport's first board after a start prices its matches once (tennis' 64 in about 5 s), then from memory.
        await expect(nav).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
        const board = v.parse(
          SportsBoard,
          (await (await request.get(`/api/house/sports/board?sport=${sport}`)).json()).data,
        );
        const bettable = board.events.find(
          (e) => e.status === 'upcoming' && (e.main ? e.main.selections.length === 2 : e.markets[0]!.selections.length),
        );
        if (!bettable) {
          // No event of the sport these four days (MMA's cards are on Saturdays and every other Wednesday).
          await expect(page.locator('li.match')).toHaveCount(0);
          continue;
        }
        const row = page.locator(`li.match[data-fixture="${bettable.id}"]`);
        await expect(row).toHaveAttribute('data-sport', sport);
        // Every row is the sport's.
        for (const shown of await page
          .locator('li.match')
          .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-sport')))) {
          expect(shown).toBe(sport);
        }
        const odds = row.locator('.match-odds button.odd');
        // Another sport: who wins, home or away (no draw); football its 1X2.
        await expect(odds).toHaveCount(sport === 'football' ? 3 : 2);
        await shot(page, `${sport}-${language}-${device}`);
        await odds.first().click();
        await expect(odds.first()).toHaveAttribute('aria-pressed', 'true');
        if (await page.getByTestId('slip-bar').isVisible()) await page.getByTestId('slip-bar').click();
        await page.locator('#slip-stake').fill('1');
        await page.getByTestId('place-bet').click();
        await expect(page.getByTestId('slip-placed')).toBeVisible();
        placed += 1;
        await page.locator('.slip-placed .slip-actions button').first().click();
        await expect(page.getByTestId('slip-placed')).toBeHidden();
        if (await page.locator('#slip-stake').isVisible()) await page.keyboard.press('Escape');
      }
      expect(placed).toBeGreaterThanOrEqual(5);
      // My bets: a single for each sport placed on.
      await page.getByTestId('tab-bets').click();
      await expect(page.locator('li.slip-card')).toHaveCount(placed);
    });
  }
}
