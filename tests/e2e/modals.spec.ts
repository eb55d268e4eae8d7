import { expect, test, type Page } from '@playwright/test';
import {
  advertisement,
  logInThroughModal,
  memberReadsAnswered,
  OPEN_SITE_URL,
  openSignedIn,
  operator,
  preferencesAllowed,
  registerViaApi,
  skipPromotions,
} from './helpers';

/**
 * Waits until the page holds the site content the promotions open from (the advertisement and the reminder):
 * the footer then shows the operator's CNPJ, which comes with it. The content may come with the page itself
 * (primed) or from a request; either way, once it is shown a promotion that was due would have opened.
 */
const contentShown = (page: Page) => expect(page.locator('footer.site-footer')).toContainText(/CNPJ \d/);

test.describe('the advertisement and the reminder', () => {
  // The open site's advertisement (the regulated site advertises nothing to visitors: incentives.spec.ts).
  const site = OPEN_SITE_URL;

  test('the reminder opens first, the advertisement on the next page; once a day and once a visit', async ({
    page,
    context,
  }) => {
    // A returning browser that keeps preferences (the day the advertisement was shown is one).
    await preferencesAllowed(context);
    await page.goto(`${site}/`);
    const reminder = page.getByRole('dialog', { name: 'Lembrete' });
    await expect(reminder).toBeVisible();
    // One dialog at a time: the advertisement does not wait behind the reminder on this page.
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await reminder.getByRole('button', { name: 'Entendi' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The next page the player opens shows today's advertisement.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Esportes' }).click();
    await expect(page).toHaveURL(/\/sports$/);
    const ad = advertisement(page);
    await expect(ad).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    // "Don't show again today"
    await ad.getByTestId('ad-not-today').click();
    await expect(ad).toBeHidden();

    // Moving around in the app opens nothing again.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Início' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A reload is the same visit: neither the advertisement (today) nor the reminder (this visit).
    await page.goto(`${site}/`);
    await contentShown(page);
    await expect(page.locator('.banners').getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A new tab is a new visit: the reminder again, the advertisement not (it was shown today).
    const second = await context.newPage();
    await second.goto(`${site}/`);
    await expect(second.getByRole('dialog', { name: 'Lembrete' })).toBeVisible();
    await expect(advertisement(second)).toHaveCount(0);
  });

  test('the advertisement shown on another day opens again, and its ✕ counts as today’s showing', async ({ page }) => {
    await preferencesAllowed(page.context());
    await page.addInitScript(() => {
      localStorage.setItem('rodada.reminder', 'off');
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('rodada.ad.shownOn', '2000-01-01');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto(`${site}/`);
    const ad = advertisement(page);
    await expect(ad).toBeVisible();
    await ad.getByRole('button', { name: 'Fechar', exact: true }).last().click();
    await expect(ad).toBeHidden();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect(await page.evaluate(() => localStorage.getItem('rodada.ad.shownOn'))).toBe(today);
    await page.reload();
    await contentShown(page);
    await expect(page.locator('.banners').getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('never over /login: it waits until the player leaves the page', async ({ page }) => {
    await preferencesAllowed(page.context());
    await page.addInitScript(() => localStorage.setItem('rodada.reminder', 'off'));
    await page.goto(`${site}/login`);
    await contentShown(page);
    await expect(page.getByRole('main').getByLabel('Número de celular')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('rodada.ad.shownOn'))).toBeNull();
    // Home, inside the app: now it opens.
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(advertisement(page)).toBeVisible();
  });

  test('never over a payment page (the deposit form and its payment): it waits until the player leaves', async ({
    page,
    request,
  }) => {
    const member = await registerViaApi(request);
    await preferencesAllowed(page.context());
    await page.addInitScript((token) => {
      localStorage.setItem('rodada.reminder', 'off');
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('rodada.token', token);
        sessionStorage.setItem('seeded', '1');
      }
    }, member.token);
    for (const path of ['/recharge', '/recharge-payment?order_no=none']) {
      await page.goto(`${site}${path}`);
      await contentShown(page);
      await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible();
      await expect(page.getByRole('dialog'), path).toHaveCount(0);
    }
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(advertisement(page)).toBeVisible();
  });
});

test.describe('the session prompt', () => {
  /** The one prompt, alone: no other dialog, no error toast, no login form on the page. */
  async function expectOnlyThePrompt(page: Page) {
    const prompt = page.getByRole('dialog', { name: 'Sessão encerrada' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByText('Login expirado, deseja entrar novamente?')).toBeVisible();
    // Let every call of the moment come back before counting.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('main').getByLabel('Número de celular')).toHaveCount(0);
    await expect(page.getByText('Atualmente não está logado, faça login primeiro')).toHaveCount(0);
    return prompt;
  }

  test('an operator-ended session on a member page shows only the prompt', async ({ page, request }) => {
    const member = await registerViaApi(request);
    await skipPromotions(page);
    await page.addInitScript((token) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('rodada.token', token);
        sessionStorage.setItem('seeded', '1');
      }
    }, member.token);
    const memberReads = memberReadsAnswered(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Minha conta' })).toBeVisible();
    await memberReads;

    await operator(request, 'expire-sessions', member.phone);
    await page.reload();
    const prompt = await expectOnlyThePrompt(page);
    await prompt.getByRole('button', { name: 'Entrar novamente' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Entrar na Rodada' })
        .or(page.getByRole('main').getByLabel('Número de celular'))
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Sessão encerrada' })).toHaveCount(0);
  });

  test('an operator-ended session found by the next call shows only the prompt', async ({ page, request }) => {
    const member = await registerViaApi(request);
    const memberReads = memberReadsAnswered(page);
    await openSignedIn(page, member.token);
    await memberReads;
    await operator(request, 'expire-sessions', member.phone);
    // The next page in the app calls the server: the deposit records are read from it.
    await page.evaluate(() => {
      history.pushState({}, '', '/rechargeRecord');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectOnlyThePrompt(page);
  });

  for (const path of ['/', '/profile', '/withdraw']) {
    test(`a tampered token on ${path} shows one prompt`, async ({ page, request }) => {
      const member = await registerViaApi(request);
      await skipPromotions(page);
      await page.addInitScript(
        (token) => {
          if (!sessionStorage.getItem('seeded')) {
            sessionStorage.setItem('rodada.token', token);
            sessionStorage.setItem('seeded', '1');
          }
        },
        `${member.token.slice(0, -4)}AAAA`,
      );
      await page.goto(path);
      await expectOnlyThePrompt(page);
    });
  }
});

test.describe('tabs of one browser', () => {
  test('a new tab of a logged-in player is logged in; logging out in one tab logs out the other', async ({
    page,
    context,
    request,
  }) => {
    const member = await registerViaApi(request);
    await openSignedIn(page, member.token);

    const second = await context.newPage();
    await skipPromotions(second);
    await second.goto('/profile');
    await expect(second.getByRole('heading', { name: 'Minha conta' })).toBeVisible();
    await expect(second.getByRole('banner').getByTestId('header-balance')).toBeVisible();
    // The token stays in each tab's session storage.
    expect(await second.evaluate(() => sessionStorage.getItem('rodada.token'))).toBe(
      await page.evaluate(() => sessionStorage.getItem('rodada.token')),
    );

    await second.getByRole('button', { name: 'Sair' }).click();
    await expect(second.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('rodada.token'))).toBeNull();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a login in one tab leaves a tab already open as a guest a guest', async ({ page, context, request }) => {
    const member = await registerViaApi(request);
    await skipPromotions(page);
    await page.goto('/');
    const other = await context.newPage();
    await skipPromotions(other);
    await other.goto('/');
    await expect(other.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
    await logInThroughModal(page, member.phone, member.password);
    await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible();
    await expect(other.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(await other.evaluate(() => sessionStorage.getItem('rodada.token'))).toBeNull();
  });
});
