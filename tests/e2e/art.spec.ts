import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { creditMember, openPage, openSignedIn, registerViaApi, skipPromotions } from './helpers';

const tiles = (page: Page) => page.getByRole('main').getByRole('listitem').locator('img.game-art');

for (const [tab, category] of [
  ['Caça-níqueis', 'slot'],
  ['Ao vivo', 'live'],
  ['Jogos crash', 'crash'],
] as const) {
  test(`every ${category} tile has its own picture, sized, lazy and cached for good`, async ({ page, request }) => {
    await openPage(page, '/game');
    await page.getByRole('navigation', { name: 'Categorias' }).getByRole('link', { name: tab, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`category=${category}`));
    // The tab's own list, not the one before it: its first game leads the grid.
    const listed = await (await request.get(`/api/games/listsv2?category=${category}&page=1&per_page=1`)).json();
    const firstId = (listed as { data: { list: { id: number }[] } }).data.list[0]!.id;
    await expect(page.getByRole('main').getByRole('listitem').first().getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`[?&]id=${firstId}(&|$)`),
    );
    await expect(tiles(page).first()).toBeVisible();
    const count = await tiles(page).count();
    expect(count).toBeGreaterThanOrEqual(3);
    // A tile far from the screen keeps its picture's URL in data-src until it comes near.
    const sources = await tiles(page).evaluateAll((imgs) =>
      imgs.map((img) => img.getAttribute('src') ?? img.getAttribute('data-src')),
    );
    expect(sources.every((src) => src !== null)).toBe(true);
    expect(new Set(sources).size).toBe(count);
    const first = tiles(page).first();
    await expect(first).toHaveAttribute('width', /\d+/);
    await expect(first).toHaveAttribute('height', /\d+/);
    await expect(first).toHaveAttribute('decoding', 'async');
    // The first screen's six tiles load at once, the ones further down as they come near.
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(tiles(page).last()).toHaveAttribute('loading', count > 6 ? 'lazy' : 'eager');
    await expect(first).toHaveAttribute('alt', '');
    // The first tile has loaded: a real picture, not a broken image.
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
    // Different pictures, not the same one at different URLs.
    const bodies = await Promise.all(sources.map(async (src) => (await request.get(src!)).text()));
    expect(new Set(bodies).size).toBe(count);
    const response = await request.get(sources[0]!);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
}

test('a game tile far below the first screen loads its picture only when it comes near', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/');
  const far = page.locator('.game-row-list img.game-art').last();
  await expect(far).toBeAttached();
  await expect(far).not.toHaveAttribute('src');
  const url = await far.getAttribute('data-src');
  expect(url).toMatch(/^\/games\/art\/\d+\.[0-9a-f]{10}\.svg$/);
  await far.scrollIntoViewIfNeeded();
  await expect(far).toHaveAttribute('src', url!);
  await expect(far).not.toHaveAttribute('data-src');
  await expect.poll(() => far.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
});

test('the reels stop on the outcome the server sent', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await creditMember(request, member.phone, '50.00');
  await openSignedIn(page, member.token, '/game');
  await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/gameInfo\?id=\d+&launch=/);
  const reels = page.locator('.reels');
  await expect(reels).toHaveAttribute('data-state', 'still');

  const played = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/house\/rounds$/.test(new URL(r.url()).pathname),
  );
  await page.getByRole('button', { name: 'Girar' }).click();
  const body = await (await played).json();
  // The last window the round showed (the base spin, or the last free spin).
  const sent: string[][] = body.data.view.spins.at(-1).reels;
  // The reels come to rest (the state, not a timer), then show exactly the server's symbols.
  await expect(reels).toHaveAttribute('data-state', 'still', { timeout: 20_000 });
  await expect
    .poll(() =>
      page
        .locator('.reels .reel')
        .evaluateAll((columns) =>
          columns.map((column) =>
            [...column.querySelectorAll('.slot-symbol')].map((s) => s.getAttribute('data-symbol')),
          ),
        ),
    )
    .toEqual(sent);
});

/** A new member with R$ 50,00 at the first crash game of the lobby. */
async function openCrashTable(page: Page, request: APIRequestContext) {
  const member = await registerViaApi(request);
  await creditMember(request, member.phone, '50.00');
  await openSignedIn(page, member.token, '/game');
  await page
    .getByRole('navigation', { name: 'Categorias' })
    .getByRole('link', { name: 'Jogos crash', exact: true })
    .click();
  await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
}

test('the crash board draws the curve and the rocket, and an explosion when it crashes', async ({ page, request }) => {
  await openCrashTable(page, request);
  const curve = page.getByTestId('crash-curve');
  await expect(curve).toBeVisible();
  await expect(curve).toHaveAttribute('data-points', '0');
  await expect(curve.getByTestId('crash-rocket')).toBeVisible();

  await page.getByLabel('Aposta (R$)').fill('1.00');
  // The automatic cash-out at 1.50× ends the round 6.8 s after its start at the latest (a round may crash
  // before): it is over within its time, not at a crash point chance picks.
  await page.getByLabel('Saque automático (×, opcional)').fill('1.50');
  await page.getByRole('button', { name: 'Apostar', exact: true }).click();
  await expect(curve).toHaveAttribute('data-points', '33');
  // The multipliers in the player's format: "Caiu em 1,37×".
  const ended = page.getByText(/Caiu em \d+,\d{2}×|Você sacou em \d+,\d{2}×/);
  // While it runs the curve grows under the rocket (a round may crash at once).
  const cashOut = page.getByRole('button', { name: /^Sacar/ });
  // Both show for a moment when it crashes at once: either will do.
  await expect(cashOut.or(ended).first()).toBeVisible();
  if (await cashOut.isVisible()) {
    const before = Number(await curve.getAttribute('data-multiplier'));
    await expect
      .poll(async () => (await ended.isVisible()) || Number(await curve.getAttribute('data-multiplier')) > before)
      .toBe(true);
  }
  await expect(ended).toBeVisible({ timeout: 15_000 });
  const text = await ended.innerText();
  // The picture ends where the round did: an explosion at the crash point, or the rocket at the cash-out.
  expect(text).toContain(`${(await curve.getAttribute('data-multiplier'))?.replace('.', ',')}×`);
  if (text.startsWith('Caiu')) {
    await expect(curve.getByTestId('crash-burst')).toBeVisible();
    await expect(curve).toHaveClass(/crash-curve-crashed/);
  } else {
    await expect(curve.getByTestId('crash-rocket')).toBeVisible();
  }
});

test.describe('with reduced motion', () => {
  test.use({ colorScheme: 'dark', reducedMotion: 'reduce' });
  test('the crash curve stays still while the number rises', async ({ page, request }) => {
    await openCrashTable(page, request);
    await page.getByLabel('Aposta (R$)').fill('1.00');
    await page.getByRole('button', { name: 'Apostar', exact: true }).click();
    const curve = page.getByTestId('crash-curve');
    await expect(curve).toHaveAttribute('data-points', '33');
    if (await page.getByRole('button', { name: /^Sacar/ }).isVisible()) {
      await expect(curve).toHaveAttribute('data-multiplier', '2.00');
      await expect(curve.locator('.crash-flame')).toHaveCount(0);
    }
  });
});

for (const language of ['en', 'th'] as const) {
  test(`${language}: the lobby's pictures carry no words (the name under each is the player's)`, async ({
    page,
    request,
  }) => {
    await skipPromotions(page);
    await page.addInitScript((lang) => localStorage.setItem('rodada.lang', lang), language);
    await page.goto(`/game?category=live&lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
    await expect(tiles(page).first()).toBeVisible();
    const sources = await tiles(page).evaluateAll((imgs) =>
      imgs.map((img) => img.getAttribute('src') ?? img.getAttribute('data-src')),
    );
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const src of sources) {
      const svg = await (await request.get(src!)).text();
      expect(svg, src!).not.toMatch(/AO VIVO|ROLETA/i);
      // A drawn text is at most a card's rank, a ball's number or a league's letter: never a word.
      for (const [, text] of svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g))
        expect(text, src!).toMatch(/^(\d{1,2}|[A-Z])$/);
    }
  });
}
