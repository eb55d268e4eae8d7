import { expect, test, type Page } from '@playwright/test';
import { validCpf } from '../identity';
import { advertisement, creditMember, openPage, registerViaApi } from './helpers';

/** The footer shows the operator's CNPJ once the site content (which the promotions open from) is in. */
const contentShown = (page: Page) => expect(page.locator('footer.site-footer')).toContainText(/CNPJ \d/);

test.describe('a first visit', () => {
  test('meets exactly one dialog, the reminder; then the storage question; no advertisement on any page', async ({
    page,
  }) => {
    await page.goto('/');
    await contentShown(page);
    const reminder = page.getByRole('dialog', { name: 'Lembrete' });
    await expect(reminder).toBeVisible();
    // Whatever was due on arrival has opened by now: one dialog, and it is the reminder.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(advertisement(page)).toHaveCount(0);
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);

    await reminder.getByRole('button', { name: 'Entendi' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The storage question comes next, as a banner (not a dialog over the page).
    await expect(page.getByTestId('consent-banner')).toBeVisible();

    // Moving to another page on this first visit opens no advertisement.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Esportes' }).click();
    await expect(page).toHaveURL(/\/sports$/);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('the home page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hero’s text never runs over its art and is never cut; the category tiles draw icons', async ({ page }) => {
    const sprite = page.waitForResponse((r) => r.url().endsWith('/icons/categories.svg'));
    await openPage(page, '/');
    const hero = page.locator('.banner-welcome');
    await expect(hero.locator('.banner-art')).toBeVisible();
    const art = (await hero.locator('.banner-art').boundingBox())!;
    for (const part of ['.hero-kicker', '.banner-title', '.banner-subtitle', '.btn']) {
      const box = (await hero.locator(part).boundingBox())!;
      expect(box.x + box.width, part).toBeLessThanOrEqual(art.x + 1);
    }
    // The subtitle is shown whole: no line clamped, nothing hidden below.
    const subtitle = hero.locator('.banner-subtitle');
    expect(await subtitle.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
    const heroBox = (await hero.boundingBox())!;
    const subtitleBox = (await subtitle.boundingBox())!;
    expect(subtitleBox.y + subtitleBox.height).toBeLessThanOrEqual(heroBox.y + heroBox.height);

    // Each tile's icon is the sprite's cell, not a character.
    expect((await sprite).status()).toBe(200);
    const glyphs = page.locator('.categories .category-glyph');
    await expect(glyphs).toHaveCount(11);
    const drawn = await glyphs.evaluateAll((els) =>
      els.map((el) => ({
        text: el.textContent,
        image: getComputedStyle(el, '::before').backgroundImage,
        x: getComputedStyle(el, '::before').backgroundPositionX,
      })),
    );
    expect(drawn.every((g) => g.text === '' && g.image.includes('/icons/categories.svg'))).toBe(true);
    expect(new Set(drawn.map((g) => g.x)).size).toBe(11);
  });
});

test.describe('the withdrawal form', () => {
  test('shows the holder from the identity, read-only, and refuses a guessable password before sending', async ({
    page,
    request,
  }) => {
    const member = await registerViaApi(request);
    await creditMember(request, member.phone, '50.00');
    await page.addInitScript((token) => sessionStorage.setItem('rodada.token', token), member.token);
    await openPage(page, '/withdraw');

    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/member/qkpwd')) sent.push(r.postData() ?? '');
    });
    const password = page.getByLabel('Senha de saque (6 dígitos)');
    for (const guessable of ['123456', '111111', '987654']) {
      await password.fill(guessable);
      await page.getByLabel('Confirmar senha de saque').fill(guessable);
      await page.getByRole('button', { name: 'Salvar senha' }).click();
      await expect(password).toHaveAttribute('aria-invalid', 'true');
    }
    expect(sent).toEqual([]);
    await password.fill('246810');
    await page.getByLabel('Confirmar senha de saque').fill('246810');
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Senha de saque definida com sucesso' })).toBeVisible();

    // The holder: the identity's full name and masked CPF, shown, not asked.
    const cpf = validCpf(member.phone);
    const holder = page.getByTestId('withdrawal-holder');
    await expect(holder).toContainText('Ana Souza');
    await expect(holder).toContainText(`***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`);
    await expect(page.getByLabel('Número do CPF')).toHaveCount(0);
    await expect(page.getByLabel('Nome completo')).toHaveCount(0);
    await expect(holder.locator('input')).toHaveCount(0);
  });
});

test.describe('the development pages', () => {
  // The API's answer is replaced below: no service worker in between (it would answer past the route).
  test.use({ serviceWorkers: 'block' });

  test('open on a sandbox server; outside sandbox mode the app shows its 404 page', async ({ page }) => {
    await openPage(page, '/test');
    await expect(page.getByTestId('test-page-production')).toBeVisible();

    // The same build against a production server (which answers the API so).
    await page.route(/\/api\/dev-pages/, (route) =>
      route.fulfill({ json: { code: 200, status: 'success', message: 'OK', data: { open: false } } }),
    );
    for (const path of ['/test', '/cztx', '/test12', '/flows']) {
      await page.goto(path);
      await expect(page.getByText('404'), path).toBeVisible();
      await expect(page.getByTestId('test-page-production')).toHaveCount(0);
    }
  });
});
