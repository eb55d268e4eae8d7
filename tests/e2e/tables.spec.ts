import { expect, test } from '@playwright/test';
import { CATEGORY_KEYS } from '../../contract/games';
import { creditMember, openSignedIn, registerViaApi } from './helpers';

interface Listed {
  id: number;
  name: string;
  category: string;
  engine: string;
  rtp: string;
  league?: string;
}

/** The catalogue's titles, as the lobby lists them: all, or a category's. */
async function catalogue(request: import('@playwright/test').APIRequestContext, category?: string): Promise<Listed[]> {
  const query = category ? `&category=${category}` : '';
  const answer = await (await request.get(`/api/games/listsv2?per_page=100${query}`)).json();
  return answer.data.list as Listed[];
}

test('the catalogue holds every title of the tests below: 41 or more, each in a lobby category', async ({
  request,
}) => {
  const titles = await catalogue(request);
  expect(titles.length).toBeGreaterThanOrEqual(41);
  expect(titles.filter((title) => !(CATEGORY_KEYS as readonly string[]).includes(title.category))).toEqual([]);
});

// One test a category: each opens its few titles within its own time, side by side with the others.
for (const category of CATEGORY_KEYS) {
  test(`every ${category} title opens its own game, with its stated return to player and maximum win before the first bet`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const titles = await catalogue(request, category);
    const member = await registerViaApi(request);
    await creditMember(request, member.phone, '50.00');
    await openSignedIn(page, member.token, '/game');

    for (const title of titles) {
      expect(title.category).toBe(category);
      await page.goto(`/gameInfo?id=${title.id}`);
      if (title.engine === 'sportsbook') {
        // A sports entry opens the sports section at its league.
        await expect(page, title.name).toHaveURL(new RegExp(`/sports\\?league=${title.league}`));
        continue;
      }
      await expect(page, title.name).toHaveURL(/launch=/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title.name);
      const table = page.locator('.game-engine');
      await expect(table, title.name).toHaveAttribute('data-engine', title.engine);
      // The RTP the catalogue states, written the Portuguese way ("97,30"), is on the table before a bet.
      await expect(table, `${title.name} states its RTP`).toContainText(title.rtp.replace('.', ','), {
        timeout: 15_000,
      });
      // And the site's maximum win per round, with how the table keeps it.
      await expect(table.getByTestId('max-win'), `${title.name} states its maximum win`).toContainText(
        /Ganho máximo por rodada: R\$\s100\.000,00/,
      );
    }
  });
}
