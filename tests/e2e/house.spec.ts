import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { creditMember, logInThroughModal, openPage, openSportsbookTitle, registerViaApi } from './helpers';

const OPERATOR = process.env.E2E_ADMIN_TOKEN ?? '';

/** From the lobby, as a player would: the category's tab, then its first game. */
async function openFirstGame(page: Page, tab: 'Jogos crash') {
  await page.getByRole('navigation', { name: 'Categorias' }).getByRole('link', { name: tab, exact: true }).click();
  await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/gameInfo\?id=\d+&launch=/);
}

async function fundedMember(page: Page, request: APIRequestContext) {
  const member = await registerViaApi(request);
  await creditMember(request, member.phone, '100.00');
  await openPage(page, '/game');
  await logInThroughModal(page, member.phone, member.password);
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
  await expect(page.getByRole('navigation', { name: 'Ligas' }).getByRole('button', { pressed: true })).toBeVisible();
});

test('sportsbook: pick a result, place the bet, and the operator settles it', async ({ page, request }) => {
  await fundedMember(page, request);
  await openSportsbookTitle(page, request);
  const fixture = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('group') })
    .first();
  const homeOdds = fixture.getByRole('button').first();
  await homeOdds.click();
  await expect(homeOdds).toHaveAttribute('aria-pressed', 'true');
  const slip = page.getByRole('form', { name: 'Cupom de apostas' });
  await slip.getByLabel('Valor (R$)').fill('10.00');
  await slip.getByRole('button', { name: 'Fazer aposta' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Aposta feita' })).toBeVisible();
  await expect(page.getByTestId('game-balance')).toHaveText(/R\$\s90,00/);

  const fixtures = await (await request.get('/api/house/sports/fixtures')).json();
  // The first fixture still to kick off: the one the screen listed first.
  const open = fixtures.data.find(
    (f: { status: string; kickoff: string }) => f.status === 'open' && Date.parse(f.kickoff) > Date.now(),
  );
  const settled = await request.post('/api/operator/settle', {
    data: { fixture: open.id, result: 'home' },
    headers: { Authorization: `Bearer ${OPERATOR}` },
  });
  expect(settled.status()).toBe(200);
  await page.reload();
  await expect(page.getByText('Ganhou').first()).toBeVisible();
});

test('crash and the sportsbook show their return to player and margin, from the server, before the first bet', async ({
  page,
  request,
}) => {
  const crashRules = async (gameId: string) =>
    (await (await request.get(`/api/house/crash/rules?game_id=${gameId}`)).json()).data;
  const sportsRules = (await (await request.get('/api/house/sports/rules')).json()).data;
  expect(Number(sportsRules.margin)).toBeGreaterThan(0);

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

  await openSportsbookTitle(page, request);
  const sportsTerms = page.getByTestId('game-terms');
  await expect(sportsTerms).toContainText(`${sportsRules.margin}%`);
  await expect(sportsTerms).toContainText(`${sportsRules.rtp}%`);
  await expect(page.locator('details.slot-rules')).toHaveAttribute('open', '');
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('group') })
      .first(),
  ).toBeVisible();
});
