import { expect, test, type Page } from '@playwright/test';
import * as v from 'valibot';
import { SportsBoard, type SportId } from '../../contract/sports';
import { Slip } from '../../contract/sports';
import { traderToken } from './backoffice-helpers';
import { creditMember, pageIn, registerViaApi } from './helpers';

/**
 * The sports' navigation: each sport chosen shows its own matches (another sport's row: who wins, two
 * odds), and a single placed on it from the row, in Portuguese and English, on a phone and a desktop; the
 * trader settles the other sports' singles by hand and My bets shows each settled.
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

/** The four runs of the journey (each bets on events of its own: a trader settles their markets). */
const RUNS = ['pt-phone', 'pt-desktop', 'en-phone', 'en-desktop'];

for (const language of ['pt', 'en'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`each sport from the navigation, a single on it, settled in My bets (${language}, ${device})`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const member = await registerViaApi(request);
      await creditMember(request, member.phone, '100.00');
      const page = await pageIn(browser, language, member.token);
      await page.setViewportSize(viewport);
      await page.goto('/sports');
      const nav = page.locator('nav.sports-nav');
      await expect(nav.locator('button[data-sport="football"]')).toHaveAttribute('aria-pressed', 'true');
      let placed = 0;
      const run = RUNS.indexOf(`${language}-${device}`);
      /** The other sports' singles, to be settled: the market and its selections (the first one taken). */
      const toSettle: { sport: SportId; fixture: string; market: string; selections: string[] }[] = [];
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
        const bettables = board.events.filter(
          (e) => e.status === 'upcoming' && (e.main ? e.main.selections.length === 2 : e.markets[0]!.selections.length),
        );
        // Another sport: each run an event of its own, past the first (the match page test's below) and
        // before the middle (the push test's); football: the first (left open).
        const bettable = sport === 'football' ? bettables[0] : bettables[1 + run];
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
        if (sport !== 'football' && bettable.main) {
          const { market, selections } = bettable.main;
          toSettle.push({ sport, fixture: bettable.id, market, selections: selections.map((x) => x.selection) });
        }
        await page.locator('.slip-placed .slip-actions button').first().click();
        await expect(page.getByTestId('slip-placed')).toBeHidden();
        if (await page.locator('#slip-stake').isVisible()) await page.keyboard.press('Escape');
      }
      expect(placed).toBeGreaterThanOrEqual(5);
      expect(toSettle.length).toBeGreaterThanOrEqual(4);
      // The trader settles each other sport's single by hand (its model would at the event's end): the
      // selection taken wins on every other sport, loses on the rest.
      const token = await traderToken(`Trader ${language} ${device}`);
      for (const [i, bet] of toSettle.entries()) {
        const outcomes = Object.fromEntries(
          bet.selections.map((selection, j) => [selection, (j === 0) === (i % 2 === 0) ? 'won' : 'lost']),
        );
        const settled = await request.post('/api/operator/sportsbook/markets/settle', {
          headers: { Authorization: `Bearer ${token}` },
          data: { fixture: bet.fixture, market: bet.market, outcomes, reason: 'Official result' },
        });
        expect(settled.status(), `${bet.sport}: ${await settled.text()}`).toBe(200);
      }
      // My bets: a single for each sport placed on, the other sports' settled, football's still open.
      await page.getByTestId('tab-bets').click();
      await expect(page.locator('li.slip-card')).toHaveCount(placed);
      const slips = v.parse(
        v.array(Slip),
        (
          await (
            await request.get('/api/house/sports/slips', { headers: { Authorization: `Bearer ${member.token}` } })
          ).json()
        ).data,
      );
      for (const [i, bet] of toSettle.entries()) {
        const slip = slips.find((x) => x.legs[0]!.fixture_id === bet.fixture)!;
        await expect(page.locator(`li.slip-card[data-slip="${slip.slip_id}"]`), bet.sport).toHaveAttribute(
          'data-status',
          i % 2 === 0 ? 'won' : 'lost',
        );
      }
      await expect(page.locator('li.slip-card[data-status="open"]')).toHaveCount(placed - toSettle.length);
      await shot(page, `my-bets-${language}-${device}`);
      // Its streams go with it (the address's streams are counted).
      await page.context().close();
    });
  }
}

/** A model's id or a side's word left in a text a player reads ("total:2.5", "home_ko", "set2", "away"). */
const RAW = /[a-z][a-z0-9]*[:_][a-z0-9]|\b(home|away|over|under|set\d|map\d|Q\d)\b/;

for (const language of ['pt', 'en'] as const) {
  test(`each sport's match page names its markets and selections in words, and My bets too (${language})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const member = await registerViaApi(request);
    await creditMember(request, member.phone, '100.00');
    const page = await pageIn(browser, language, member.token);
    let visited = 0;
    let bet: { market: string; title: string } | null = null;
    for (const sport of SPORTS.filter((s) => s !== 'football')) {
      const board = v.parse(
        SportsBoard,
        (await (await request.get(`/api/house/sports/board?sport=${sport}`)).json()).data,
      );
      const event = board.events.find((e) => e.status === 'upcoming');
      if (!event) continue;
      await page.goto(`/sports?match=${event.id}`);
      const titles = page.locator('section.match-market h2.market-name');
      await expect(titles.first()).toBeVisible({ timeout: 30_000 });
      for (const tab of await page.locator('.match-tabs [role="tab"]').all()) {
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        for (const text of await titles.allInnerTexts()) expect(text, `${sport} title`).not.toMatch(RAW);
        for (const text of await page.locator('section.match-market .odd-label').allInnerTexts())
          expect(text, `${sport} selection`).not.toMatch(RAW);
        // Football's "Goals" tab is every other sport's totals.
        if ((await tab.getAttribute('data-group')) === 'goals')
          await expect(tab).toContainText(language === 'pt' ? 'Totais' : 'Totals');
      }
      await shot(page, `match-${sport}-${language}`);
      visited += 1;
      if (!bet) {
        // A single on a market beyond the main one: My bets names it as the page did.
        const section = page.locator('section.match-market[data-suspended="false"]').last();
        const market = (await section.getAttribute('data-market'))!;
        const title = (await section.locator('h2.market-name').innerText()).trim();
        await section.locator('button.odd').first().click();
        if (await page.getByTestId('slip-bar').isVisible()) await page.getByTestId('slip-bar').click();
        await page.locator('#slip-stake').fill('1');
        await page.getByTestId('place-bet').click();
        await expect(page.getByTestId('slip-placed')).toBeVisible();
        bet = { market, title };
      }
    }
    expect(visited).toBeGreaterThanOrEqual(3);
    await page.goto('/sports?tab=bets');
    const card = page.locator('li.slip-card').first();
    await expect(card).toContainText(bet!.title);
    expect(await card.innerText(), bet!.market).not.toMatch(RAW);
    await page.context().close();
  });
}
