import { expect, test } from '@playwright/test';
import { creditMember, logInThroughModal, openPage, registerViaApi } from './helpers';

interface Listed {
  id: number;
  name: string;
  category: string;
  engine: string;
  rtp: string;
  league?: string;
}

/** Every title of the catalogue, as the lobby lists them. */
async function catalogue(request: import('@playwright/test').APIRequestContext): Promise<Listed[]> {
  const answer = await (await request.get('/api/games/listsv2?per_page=100')).json();
  return answer.data.list as Listed[];
}

test('every title of every category opens its own game, with its stated return to player and maximum win before the first bet', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const titles = await catalogue(request);
  expect(titles.length).toBeGreaterThanOrEqual(41);
  const member = await registerViaApi(request);
  await creditMember(request, member.phone, '50.00');
  await openPage(page, '/game');
  await logInThroughModal(page, member.phone, member.password);

  for (const title of titles) {
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
