import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { creditMember, openPage, openSignedIn, registerViaApi } from './helpers';

/** From the lobby, as a player would: the category's tab, then its first game. */
async function openFirstGame(page: Page, tab: 'Jogos crash') {
  await page.getByRole('navigation', { name: 'Categorias' }).getByRole('link', { name: tab, exact: true }).click();
  await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/gameInfo\?id=\d+&launch=/);
}

async function fundedMember(page: Page, request: APIRequestContext) {
  const member = await registerViaApi(request);
  await creditMember(request, member.phone, '100.00');
  await openSignedIn(page, member.token, '/game');
  return member;
}

test('crash: bet, watch the multiplier rise, cash out or crash, and the balance follows', async ({ page, request }) => {
  await fundedMember(page, request);
  await openFirstGame(page, 'Jogos crash');
  const balance = page.getByTestId('game-balance');
  await expect(balance).toHaveText(/R\$\s100,00/);

  await page.getByLabel('Aposta (R$)').fill('2.00');
  await page.getByRole('button', { name: 'Apostar', exact: true }).click();
  await expect(balance).toHaveText(/R\$\s98,00/);
  const cashOut = page.getByRole('button', { name: /^Sacar/ });
  // A round may crash at once; otherwise cash out while it rises.
  if (await cashOut.isVisible().catch(() => false)) await cashOut.click().catch(() => undefined);
  await expect(page.getByText(/Caiu em \d+,\d{2}×|Você sacou em \d+,\d{2}×/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Apostar', exact: true })).toBeVisible();
});

test('a sports entry of the lobby opens the sports section at the league it names', async ({ page }) => {
  await openPage(page, '/game');
  await page
    .getByRole('navigation', { name: 'Categorias' })
    .getByRole('link', { name: 'Esportes', exact: true })
    .click();
  await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/sports\?league=(bra-a|bra-b|copa-br|libertadores|premier)$/);
  const league = new URL(page.url()).searchParams.get('league');
  await expect(page.locator(`button[data-league="${league}"]`)).toHaveAttribute('aria-pressed', 'true');
});

test('crash shows its return to player and margin, from the server, before the first bet', async ({
  page,
  request,
}) => {
  const crashRules = async (gameId: string) =>
    (await (await request.get(`/api/house/crash/rules?game_id=${gameId}`)).json()).data;

  await fundedMember(page, request);
  await openFirstGame(page, 'Jogos crash');
  const crash = await crashRules(new URL(page.url()).searchParams.get('id')!);
  const crashTerms = page.getByTestId('game-terms');
  // Numbers the Portuguese way: "96,00%", "1.000,00×".
  const pt = (value: string) =>
    Number(value).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(crashTerms).toContainText(`${pt(crash.rtp)}%`);
  await expect(crashTerms).toContainText(`${pt(crash.house_edge)}%`);
  await expect(crashTerms).toContainText(`${pt(crash.max_multiplier)}×`);
  // The rules are open before any round.
  const crashRulesCard = page.locator('details.slot-rules');
  await expect(crashRulesCard).toHaveAttribute('open', '');
  await expect(page.getByRole('button', { name: 'Apostar', exact: true })).toBeVisible();
});
