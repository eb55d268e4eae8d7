import { expect, test, type Page } from '@playwright/test';
import { openPage, skipPromotions } from './helpers';

/** The API paths the page asks from now on. */
function apiPathsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) asked.push(path);
  });
  return asked;
}

test('the home page opens with the promotions carousel, each slide with its picture and linking to its page', async ({
  page,
  request,
}) => {
  const content = (await (await request.get('/api/dynamicwebs/getdata?lang=pt')).json()).data;
  await openPage(page);
  const slides = page.locator('.banners > li');
  // The welcome first, then one slide per banner of the site's content.
  await expect(slides).toHaveCount(1 + content.banners.length);
  await expect(slides.first().getByRole('heading', { level: 1 })).toHaveText(content.welcome.title);
  for (const [index, banner] of content.banners.entries()) {
    const link = slides.nth(index + 1).getByRole('link');
    await expect(link).toHaveAttribute('href', banner.link);
    await expect(link).toContainText(banner.title);
    const art = link.locator('img.banner-art');
    await expect(art).toHaveAttribute('src', banner.art);
  }
  // Each picture is served, hashed and cached for good; it carries no text of its own.
  const art = await request.get(content.banners[0].art);
  expect(art.status()).toBe(200);
  expect(art.headers()['content-type']).toContain('image/svg+xml');
  expect(art.headers()['cache-control']).toContain('immutable');
  expect(await art.text()).not.toContain('<text');
  expect((await request.get('/site/art/nothing.svg')).status()).toBe(404);
});

test('a desktop pages the carousels with arrow buttons, each disabled at its end', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page);
  const row = page.locator('.game-row').first();
  const list = row.locator('.game-row-list');
  await expect(list.locator('.game-card').first()).toBeVisible();
  const previous = row.getByRole('button', { name: 'Anterior' });
  const next = row.getByRole('button', { name: 'Próximo' });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await next.click();
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  await expect(previous).toBeEnabled();
});

test('the football block lists live and upcoming matches; an odd opens the sportsbook with it in the slip', async ({
  page,
  request,
}) => {
  const board = (await (await request.get('/api/house/sports/board?limit=4')).json()).data;
  await openPage(page);
  const block = page.getByRole('region', { name: 'Futebol: ao vivo e próximos jogos' });
  const fixtures = block.locator('li.fixture');
  await expect(fixtures).toHaveCount(board.events.length);
  // Live matches first, with their minute (or half time) and score.
  const live = board.events.filter((e: { status: string }) => e.status === 'live');
  for (const index of live.keys()) {
    await expect(fixtures.nth(index)).toHaveAttribute('data-status', 'live');
    await expect(fixtures.nth(index).getByTestId('fixture-live')).toContainText(/Ao vivo · (\d+'|Intervalo)/);
  }
  // Each match shows its teams; an odd open now (a live market may be suspended for a moment) is taken.
  for (const event of board.events) {
    const fixture = block.locator(`li.fixture[data-fixture="${event.id}"]`);
    await expect(fixture).toContainText(event.home);
    await expect(fixture).toContainText(event.away);
  }
  // Odds in the player's format (2,35), named by the team or "Empate" for a screen reader.
  const odd = block.locator('a.odd').first();
  await expect(odd).toHaveAccessibleName(/^.+ \d+,\d{2}$/);
  const pick = await odd.getAttribute('data-pick');
  await odd.click();
  await expect(page).toHaveURL(/\/sports/);
  const slip = page.locator('aside.slip');
  await expect(slip).toHaveAttribute('data-count', '1');
  await expect(slip.locator(`li.slip-pick[data-pick="${pick}"]`)).toBeVisible();
});

test('a first visit paints the home page from the answers the page came with: no request for the languages or the content, the first picture preloaded', async ({
  page,
}) => {
  const asked = apiPathsAsked(page);
  await skipPromotions(page);
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/<link rel="preload" as="image" href="\/site\/art\/[\w.]+\.svg" fetchpriority="high">/);
  const welcome = page.locator('.banners > li').first();
  await expect(welcome.getByRole('heading', { level: 1 })).toHaveText('Bem-vindo à Rodada');
  await page.getByRole('button', { name: 'Idioma' }).click();
  await expect(page.getByRole('dialog', { name: 'Idioma' }).getByRole('button', { name: 'English' })).toBeVisible();
  await expect(page.locator('.game-row .game-card').first()).toBeVisible();
  expect(asked).not.toContain('/api/dynamicwebs/getdata');
  expect(asked).not.toContain('/api/language/getList');
  expect(asked).not.toContain('/api/games/popular');
  // The answers were taken once: the page no longer carries them.
  await expect(page.locator('script#primed')).toHaveCount(0);
});

test('a first visit to the sports page shows the football board from the page and another sport’s from the server', async ({
  page,
}) => {
  const asked = apiPathsAsked(page);
  await skipPromotions(page);
  await page.goto('/sports');
  await expect(page.locator('.match-group').first()).toBeVisible();
  expect(asked).not.toContain('/api/house/sports/board');
  await expect(page.locator('script#primed')).toHaveCount(0);
  // Another sport's board is read when the navigation chooses it.
  const nav = page.locator('nav.sports-nav');
  await nav.locator('button[data-sport="basketball"]').click();
  await expect(nav).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  expect(asked).toContain('/api/house/sports/board');
});

test('a first visit to the lobby lists its games from the page and fetches the screen’s scripts with the first page’s', async ({
  page,
}) => {
  const asked = apiPathsAsked(page);
  await skipPromotions(page);
  const response = await page.goto('/game');
  const html = (await response?.text()) ?? '';
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  // The lobby's chunk and the screens' texts, named in the page itself.
  expect(preloaded.some((src) => /\/assets\/Lobby-[\w-]+\.js$/.test(src ?? ''))).toBe(true);
  expect(preloaded.some((src) => /\/assets\/screens-[\w-]+\.js$/.test(src ?? ''))).toBe(true);
  await expect(page.locator('.game-grid .game-card').first()).toBeVisible();
  expect(asked).not.toContain('/api/games/listsv2');
  // Another tab asks the server.
  await page.getByRole('navigation', { name: 'Categorias' }).getByRole('link', { name: 'Ao vivo' }).click();
  await expect.poll(() => asked.includes('/api/games/listsv2')).toBe(true);
});
