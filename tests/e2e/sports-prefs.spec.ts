import { expect, test, type Page } from '@playwright/test';
import { SportsBoard } from '../../contract/sports';
import { american } from '../../src/i18n/oddsFormat';
import { searchable } from '../../src/features/sports/teamSearch';
import { creditMember, openPage, pageIn, registerViaApi, upcomingMatch } from './helpers';
import * as v from 'valibot';

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const TEXT = {
  pt: {
    format: 'Formato das odds',
    american: /^Americana/,
    search: 'Buscar time ou liga',
    none: 'Nenhum time ou liga',
  },
  en: {
    format: 'Odds format',
    american: /^American/,
    search: 'Search for a team or league',
    none: 'No team or league',
  },
};
const SHOTS = process.env.SPORTS_PREFS_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** American odds as the app writes them (the minus sign is U+2212). */
const americanText = (odds: string) => {
  const [whole, cents] = odds.split('.');
  const a = american(Number(whole) * 100 + Number(cents));
  return a > 0 ? `+${a}` : `\u2212${-a}`;
};

for (const language of ['pt', 'en'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`sports preferences (${language}, ${device}): American odds from the profile on the board, the slip and My bets; a team found without accents; a starred league first`, async ({
      browser,
      request,
    }) => {
      const text = TEXT[language];
      const member = await registerViaApi(request);
      await creditMember(request, member.phone, '10.00');
      const page = await pageIn(browser, language, member.token);
      await page.setViewportSize(viewport);

      // The profile: decimal until American is chosen; the choice is the member's record's (it stays on reload).
      await page.goto('/profile');
      const setting = page.getByRole('group', { name: text.format });
      await expect(setting.getByRole('radio', { checked: true })).toHaveAttribute('value', 'decimal');
      await setting.getByRole('radio', { name: text.american }).check();
      await expect(setting.getByRole('radio', { name: text.american })).toBeChecked();
      await expect(setting.getByRole('radio', { name: text.american })).toBeEnabled();
      await shot(page, `profile-${language}-${device}`);
      await page.reload();
      await expect(
        page.getByRole('group', { name: text.format }).getByRole('radio', { name: text.american }),
      ).toBeChecked();

      // The board: every odd of the first upcoming match in American odds, the board's own odds converted.
      await page.goto('/sports');
      const row = await upcomingMatch(page);
      const board = v.parse(SportsBoard, (await (await request.get('/api/house/sports/board')).json()).data);
      const fixture = await row.getAttribute('data-fixture');
      const event = board.events.find((e) => e.id === fixture)!;
      const prices = event.markets.find((m) => m.market === '1x2')!.selections.map((s) => americanText(s.odds));
      await expect(row.locator('.match-odds .odd-value')).toHaveText(prices);

      // The slip writes the pick's odds the same way.
      await row.locator('.match-odds button.odd').first().click();
      if (await page.getByTestId('slip-bar').isVisible()) {
        await expect(page.getByTestId('slip-bar-odds')).toHaveText(prices[0]!);
        await page.getByTestId('slip-bar').click();
      }
      await expect(page.getByTestId('slip-odds')).toHaveText(prices[0]!);
      // Placed, the bet shows its odds the same way in My bets.
      await page.locator('#slip-stake').fill('1');
      await page.getByTestId('place-bet').click();
      await expect(page.getByTestId('slip-placed')).toContainText(prices[0]!);
      await page.getByTestId('tab-bets').click();
      const card = page.locator(`li.slip-card:has(li.slip-leg)`).first();
      await expect(card.locator('.slip-leg p').first()).toContainText(`@ ${prices[0]}`);
      await expect(card.locator('.slip-card-totals')).toContainText(prices[0]!);
      await page.getByTestId('tab-matches').click();

      // Search: a team typed without accents or capitals finds its matches and only those.
      const team =
        board.events.map((e) => e.home).find((name) => searchable(name) !== name.toLowerCase()) ?? event.home;
      const typed = searchable(team);
      const search = page.getByRole('searchbox', { name: text.search });
      await search.fill(typed);
      const found = page.locator('li.match');
      await expect(found.first()).toBeVisible();
      for (const teams of await found.locator('.match-teams').allTextContents()) {
        expect(searchable(teams)).toContain(typed);
      }
      await expect(found.filter({ hasText: team }).first()).toBeVisible();
      await search.fill('zzzz nowhere');
      await expect(page.getByRole('status').filter({ hasText: text.none })).toBeVisible();
      await search.fill('');
      await expect(found.first()).toBeVisible();

      // Stars: the last league of the navigation, starred, comes first there and first in its day's list.
      const leagues = page.locator('nav.sports-leagues .league-chip');
      const last = (await leagues.last().locator('button.chip').getAttribute('data-league'))!;
      await leagues.last().locator('button.league-star').click();
      await expect(leagues.first().locator('button.chip')).toHaveAttribute('data-league', last);
      await expect(leagues.first().locator('button.league-star')).toHaveAttribute('aria-pressed', 'true');
      const day = page.locator('section.match-group').filter({ has: page.locator(`li.match[data-league="${last}"]`) });
      await expect(day.first().locator('li.match').first()).toHaveAttribute('data-league', last);
      // The days stay in calendar order, whatever order the star puts the matches in.
      const days = await page
        .locator('nav.sports-days button[data-day]')
        .evaluateAll((chips) => chips.map((chip) => chip.getAttribute('data-day')!));
      expect(days.length).toBeGreaterThan(1);
      expect(days).toEqual([...days].sort());
      await shot(page, `sports-${language}-${device}`);
      // Kept on the member's record: still first after a reload.
      await page.reload();
      await expect(leagues.first().locator('button.chip')).toHaveAttribute('data-league', last);
      await expect(leagues.first().locator('button.league-star')).toHaveAttribute('aria-pressed', 'true');

      await page.context().close();
    });
  }
}

test('a guest who stars a league is asked to log in, and the odds stay decimal', async ({ page }) => {
  await openPage(page, '/sports');
  const star = page.locator('nav.sports-leagues button.league-star').first();
  await expect(star).toBeVisible();
  await expect(page.locator('li.match .odd-value').first()).toHaveText(/^\d+,\d{2}$/);
  await star.click();
  await expect(page.getByRole('dialog', { name: 'Entrar na Rodada' })).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
});
