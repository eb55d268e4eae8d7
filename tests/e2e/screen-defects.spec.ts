import { expect, test, type Locator, type Page } from '@playwright/test';
import { openBackOffice, signIn, staffByToken } from './backoffice-helpers';
import { readFileSync } from 'node:fs';
import { creditMember, openPage, openSignedIn, registerViaApi } from './helpers';

// Defects a new player met on the screens: each checked where the player meets it.

const PHONE = { width: 390, height: 844 };

test("Bac Bo's tie states its payouts once each: the lowest to the highest, never the same twice", async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/api/games/listsv2?category=live&per_page=100')).json()).data.list as {
    id: number;
    engine: string;
    name: string;
  }[];
  const bacbo = list.find((g) => /bac bo/i.test(g.name))!;
  expect(bacbo).toBeDefined();
  const member = await registerViaApi(request);
  await creditMember(request, member.phone, '10.00');
  await openSignedIn(page, member.token, '/game');
  await page.goto(`/gameInfo?id=${bacbo.id}`);
  const tie = page.locator('.live-spot-tie');
  await expect(tie).toContainText('88:1', { timeout: 15_000 });
  const text = await tie.innerText();
  expect(text.match(/\d+:1/g)).toEqual(['4:1', '88:1']);
});

test.describe('on a phone, with the storage question not yet answered', () => {
  test.use({ viewport: PHONE });

  test('the banner never hides the deposit’s “Pagar com PIX”: the page keeps room for it', async ({
    page,
    request,
  }) => {
    const member = await registerViaApi(request);
    // A returning player's promotions answered, the storage question not: the banner shows.
    await page.addInitScript((token) => {
      localStorage.setItem('rodada.reminder', 'off');
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
      localStorage.setItem('rodada.ad.shownOn', today);
      sessionStorage.setItem('rodada.token', token);
    }, member.token);
    await page.goto('/recharge');
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    const pay = page.getByRole('button', { name: 'Pagar com PIX' });
    await expect(pay).toBeVisible();
    await page.getByLabel('Valor do depósito (R$)').fill('1');
    // Brought into view as a person scrolls to it (or as the keyboard reaches it), it lies wholly above the banner.
    await pay.focus();
    await pay.scrollIntoViewIfNeeded();
    const [button, card] = [await pay.boundingBox(), await banner.locator('.consent-banner-inner').boundingBox()];
    expect(button!.y + button!.height, 'the button’s bottom above the banner’s top').toBeLessThanOrEqual(card!.y);
    // A tap at its centre reaches it, not the banner.
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
      { x: button!.x + button!.width / 2, y: button!.y + button!.height / 2 },
    );
    expect(hit).toContain('Pagar com PIX');
    await pay.click({ trial: true });
    // The end of the page scrolls clear of the banner too.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.locator('footer.site-footer').boundingBox();
    const cardAtEnd = await banner.locator('.consent-banner-inner').boundingBox();
    expect(footer!.y + footer!.height).toBeLessThanOrEqual(cardAtEnd!.y + 1);
  });
});

for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
  test(`the fish table's multiplier tags are drawn whole, inside their lanes and over no fish (${viewport.width}px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const list = (await (await request.get('/api/games/listsv2?per_page=100')).json()).data.list as {
      id: number;
      engine: string;
    }[];
    const fish = list.find((g) => g.engine === 'fish')!;
    expect(fish).toBeDefined();
    const member = await registerViaApi(request);
    await openSignedIn(page, member.token, '/game');
    await page.goto(`/gameInfo?id=${fish.id}`);
    const lanes = page.locator('.fish-lane');
    await expect(lanes.first()).toBeVisible({ timeout: 15_000 });
    const count = await lanes.count();
    expect(count).toBeGreaterThanOrEqual(5);
    // The fish swim: looked at several moments, each tag lies inside its lane, clear of its fish, and is what
    // shows at its own centre.
    for (let moment = 0; moment < 6; moment += 1) {
      const boxes = await lanes.evaluateAll((all) =>
        all.map((lane) => {
          const box = (el: Element | null) => {
            const r = el!.getBoundingClientRect();
            return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
          };
          const tag = lane.querySelector('.fish-tag')!;
          const t = box(tag);
          const atCentre = document.elementFromPoint((t.left + t.right) / 2, (t.top + t.bottom) / 2);
          return {
            text: tag.textContent,
            lane: box(lane),
            tag: t,
            fish: box(lane.querySelector('.fish-sprite')),
            shown: atCentre === tag || tag.contains(atCentre),
          };
        }),
      );
      for (const { text, lane, tag, fish, shown } of boxes) {
        expect(text).toMatch(/^\d+(,\d+)?×$/);
        expect(tag.top, `${text} below the lane's top line`).toBeGreaterThanOrEqual(lane.top);
        expect(tag.bottom, `${text} above the lane's bottom line`).toBeLessThanOrEqual(lane.bottom);
        expect(tag.left, `${text} inside the lane`).toBeGreaterThanOrEqual(lane.left);
        expect(tag.right, `${text} inside the lane`).toBeLessThanOrEqual(lane.right);
        const overlaps =
          fish.left < tag.right && tag.left < fish.right && fish.top < tag.bottom && tag.top < fish.bottom;
        expect(overlaps, `${text} clear of its fish`).toBe(false);
        expect(shown, `${text} drawn on top`).toBe(true);
      }
      // The next moment: once the fish have swum on (their places differ from the ones just looked at).
      const placesNow = boxes.map((b) => `${Math.round(b.fish.left)}`).join();
      await expect
        .poll(() =>
          lanes.evaluateAll((all) =>
            all.map((lane) => `${Math.round(lane.querySelector('.fish-sprite')!.getBoundingClientRect().left)}`).join(),
          ),
        )
        .not.toBe(placesNow);
    }
  });
}

test('the back office writes every date one way per language: no ISO day beside a written one', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await staffByToken({ email: `dates-${Date.now().toString(36)}@rodada.local`, password: '' }, 'Dates', [
    'admin',
  ]);
  const page = await openBackOffice(browser);
  await signIn(page, admin);
  const main = page.getByRole('main');
  const noIsoDay = async (where: string) => {
    const text = await main.innerText();
    expect(text.match(/\b\d{4}-\d{2}-\d{2}\b/g), `${where} shows an ISO day`).toBeNull();
    expect(text, `${where} writes its dates`).toMatch(/\b\d{2}\/\d{2}\/\d{4}\b/);
  };
  await expect(main.getByText('Yesterday', { exact: false }).first()).toBeVisible({ timeout: 15_000 });
  await noIsoDay('the dashboard');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Reports' }).click();
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page.getByTestId('op-report-day')).toBeVisible();
  await expect(page.getByTestId('op-report-range')).toContainText('/');
  await noIsoDay('the reports');
});

/*
 * A page whose code fails to run (a broken release, an extension that rewrites scripts) said so in the router's
 * English ("Something went wrong!") with no way on. It says so in the player's words, inside the site's frame,
 * with "Try again" (the page loaded afresh) and the way home.
 */
/** A page's own route chunk: the first of what it loads beyond the first page's (dist/route-assets.json). */
const routeChunk = (path: string) =>
  (JSON.parse(readFileSync('dist/route-assets.json', 'utf8')) as Record<string, string[]>)[path]![0]!;

/** The page's chunk answered as built again: "Tentar novamente" in `screen` opens the page, heading and all. */
async function opensOnceAnswered(page: Page, path: string, screen: Locator) {
  await page.unroute(`**${routeChunk(path)}`);
  await screen.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(screen).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

test('a page whose code fails to run says so in the player’s words, and Try again opens it afresh', async ({
  page,
}) => {
  const path = '/promotion/activity';
  const own = routeChunk(path);
  await page.route(`**${own}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("broken on purpose");' }),
  );
  await openPage(page, path);
  const error = page.getByTestId('route-error');
  await expect(error.getByRole('heading', { level: 1, name: 'Esta página não pôde ser aberta' })).toBeVisible();
  await expect(error).toContainText('Algo deu errado do nosso lado ao abrir esta página.');
  // Inside the site's frame: the header and its way home are still there.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(error.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');

  await opensOnceAnswered(page, path, error);
});

test('a page whose code does not arrive gives way to the network message, and Try again opens it once it does', async ({
  page,
}) => {
  const path = '/promotion/activity';
  const own = routeChunk(path);
  // Every request for it fails, the reload the router tries once included.
  await page.route(`**${own}`, (route) => route.abort('connectionfailed'));
  await openPage(page, path);
  const offline = page.getByTestId('offline');
  await expect(
    offline.getByRole('heading', { level: 1, name: 'Erro de rede, tente novamente mais tarde' }),
  ).toBeVisible();
  await expect(page.getByTestId('route-error')).toHaveCount(0);

  await opensOnceAnswered(page, path, offline);
});

test('a back office section whose code fails to run says so in the reader’s words, and Try again opens it', async ({
  browser,
}) => {
  const admin = await staffByToken(
    { email: `broken-${Date.now().toString(36)}@rodada.local`, password: '' },
    'Broken',
    ['admin'],
  );
  const page = await openBackOffice(browser);
  await signIn(page, admin);
  // The settings section's chunk (the only one that draws the maximum win per round) fails as it runs.
  const broken = '**/operator/assets/*.js';
  await page.route(broken, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    // Not kept by the browser's cache (no cache headers): the next load asks again.
    if (body.includes('op-max-win'))
      await route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: 'throw new Error("broken on purpose");',
      });
    else await route.fulfill({ response, body });
  });
  await page.goto('/operator/settings');
  const failed = page.getByTestId('op-section-failed');
  await expect(failed.getByRole('heading', { level: 1, name: 'This section could not be opened' })).toBeVisible();
  await expect(failed).toContainText('Something went wrong on our side while opening it.');
  // Inside the back office's frame: its menu is still there.
  await expect(page.getByTestId('op-person')).toContainText(admin.email);

  await page.unroute(broken);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(failed).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByTestId('op-max-win')).toBeVisible();
});
