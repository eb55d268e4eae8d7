import { expect, test, type Page } from '@playwright/test';
import { creditMember, openPage, openSignedIn, registerViaApi } from './helpers';

const gameCards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link') });

test('the lobby lists every category, and the live lobby lives at /video', async ({ page }) => {
  await openPage(page, '/game');
  const tabs = page.getByRole('navigation', { name: 'Categorias' });
  await expect(tabs.getByRole('link')).toHaveCount(12);
  await expect(gameCards(page)).not.toHaveCount(0);
  expect(await gameCards(page).count()).toBeGreaterThanOrEqual(3);

  await tabs.getByRole('link', { name: 'Ao vivo' }).click();
  await expect(page).toHaveURL(/category=live/);
  await expect(gameCards(page).first()).toBeVisible();
  const live = await gameCards(page).allTextContents();

  await page.goto('/video');
  await expect(page.getByRole('heading', { name: 'Vídeo ao vivo' })).toBeVisible();
  await expect(gameCards(page).first()).toBeVisible();
  expect(await gameCards(page).allTextContents()).toEqual(live);
});

test('search finds games across categories as the player types', async ({ page }) => {
  await openPage(page, '/searchGames');
  const box = page.getByRole('searchbox');
  await box.click();
  await box.pressSequentially('rio', { delay: 40 });
  await expect(box).toHaveValue('rio');
  await expect(gameCards(page).first()).toBeVisible();
  const broad = await gameCards(page).count();
  await box.fill('zzzz-no-such-game');
  await expect(page.getByTestId('search-count')).toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('search-count')).toHaveText('Nenhum jogo encontrado');
  await expect(gameCards(page)).toHaveCount(0);
  expect(broad).toBeGreaterThan(0);
});

test('a guest who opens a game is asked to log in first', async ({ page }) => {
  await openPage(page, '/game');
  await gameCards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/gameInfo\?id=\d+/);
  await expect(page.getByText('Você não está conectado, faça login primeiro').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Entrar na Rodada' })).toBeVisible();
});

test('a member keeps favourites, opens the slot, spins, and sees the balance and the record follow', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await openSignedIn(page, member.token, '/game');

  // Favourites: the heart keeps the game in the Favorites tab.
  const first = gameCards(page).first();
  const name = (await first.getByRole('link').textContent()) ?? '';
  const heart = first.getByRole('button', { name: /favoritos/i });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page
    .getByRole('navigation', { name: 'Categorias' })
    .getByRole('link', { name: /Favoritos/ })
    .click();
  await expect(gameCards(page)).toHaveCount(1);
  await gameCards(page)
    .first()
    .getByRole('button', { name: /favoritos/i })
    .click();
  await expect(gameCards(page)).toHaveCount(0);

  expect(name.length).toBeGreaterThan(0);
});

test('a member opens the slot from the lobby, spins, and the balance and the record follow', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await creditMember(request, member.phone, '100.00');
  await openSignedIn(page, member.token, '/game');
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText(/R\$\s100,00/);

  await gameCards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/gameInfo\?id=\d+&launch=/);
  const balance = page.getByTestId('game-balance');
  await expect(balance).toHaveText(/R\$\s100,00/);
  await page.getByText(/tabela de pagamentos · RTP \d+,\d{2}%/i).click();
  await expect(page.getByRole('table').first()).toBeVisible();

  await page.getByLabel('Aposta total (R$)').fill('2.00');
  await page.getByRole('button', { name: 'Girar' }).click();
  await expect(page.getByRole('button', { name: 'Girar' })).toBeEnabled({ timeout: 20_000 });
  const outcome = page.getByTestId('round-result');
  await expect(outcome).toBeVisible();
  // The balance is what it was, less the bet, plus what came back (which can be less than the bet, or equal).
  const winCents = Math.round(Number(await outcome.getAttribute('data-return')) * 100);
  const kind = await outcome.getAttribute('data-kind');
  expect(kind).toBe(winCents > 200 ? 'won' : winCents === 200 ? 'even' : winCents > 0 ? 'partial' : 'lost');
  const expected = ((10_000 - 200 + winCents) / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 });
  await expect(balance).toHaveText(new RegExp(`R\\$\\s${expected.replace('.', '\\.')}$`));

  // Bad input is refused on the spot and nothing is sent.
  await page.getByLabel('Aposta total (R$)').fill('0.05');
  await page.getByRole('button', { name: 'Girar' }).click();
  await expect(page.getByRole('alert')).toHaveText('O valor não deve ser inferior a R$ 0,10');

  await page.getByRole('button', { name: 'Voltar' }).click();
  await page.goto('/gameRecord');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('R$');
  await expect(rows.nth(1).getByRole('cell').nth(3)).toHaveText(/R\$\s2,00/);
});
