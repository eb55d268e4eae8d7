import { expect, test } from '@playwright/test';
import { creditMember, pageIn, registerViaApi, upcomingMatch } from './helpers';

const OPERATOR = process.env.E2E_ADMIN_TOKEN ?? '';
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const BUILDER = { pt: 'Criar Aposta', en: 'Bet builder' };
const IMPOSSIBLE = {
  pt: 'Estas seleções não podem acontecer todas juntas',
  en: 'These selections cannot all happen together',
};

// Each run its own match, in the middle of the schedule: the sports test settles two near its end and the
// trader's test the last, the cash-out tests bet on the first three.
const RUNS = [
  ['pt', 'phone', 4],
  ['pt', 'desktop', 5],
  ['en', 'phone', 6],
  ['en', 'desktop', 7],
] as const;

for (const [language, device, row] of RUNS) {
  test(`bet builder (${language}, ${device}): two selections of one match, "${BUILDER[language]}" priced by the server, placed, settled in My bets as one bet`, async ({
    browser,
    request,
  }) => {
    const member = await registerViaApi(request);
    await creditMember(request, member.phone, '100.00');
    const page = await pageIn(browser, language, member.token);
    await page.setViewportSize(VIEWPORTS[device]);
    await page.goto('/sports');
    await expect(page.getByTestId('header-balance').first()).toBeVisible();

    // The match's home win, then (in its markets) both teams to score: two selections of one match.
    const match = await upcomingMatch(page, row);
    const fixture = (await match.getAttribute('data-fixture'))!;
    await match.locator('.match-odds button.odd').nth(0).click();
    await match.getByTestId('more-markets').click();
    const yes = match.locator('.market[data-market="btts"] button.odd').first();
    await yes.click();
    await expect(yes).toHaveAttribute('aria-pressed', 'true');
    const slip = page.locator('aside.slip');
    await expect(slip).toHaveAttribute('data-count', '2');
    if (await page.getByTestId('slip-bar').isVisible()) await page.getByTestId('slip-bar').click();

    const product = await page.getByTestId('slip-odds').textContent();
    const build = page.getByTestId('build-bet');
    await expect(build).toHaveText(BUILDER[language]);
    await build.click();

    // The builder's odds: the server's quote, with its margin stated (not the product of the two).
    await expect(page.getByTestId('builder-note')).toContainText('10');
    await expect(slip.locator('.slip-kind')).toContainText(BUILDER[language]);
    const odds = page.getByTestId('slip-odds');
    await expect(odds).not.toHaveText(product!);
    const builderOdds = await odds.textContent();
    await page.locator('#slip-stake').fill('10');
    await page.getByTestId('place-bet').click();
    await expect(page.getByTestId('slip-placed')).toBeVisible();
    await expect(page.getByTestId('slip-placed')).toContainText(builderOdds!);

    // My bets: one bet, the builder, with its two selections.
    await page.getByTestId('tab-bets').click();
    const card = page.locator('li.slip-card').first();
    await expect(card).toHaveAttribute('data-status', 'open');
    await expect(card.locator('.slip-card-head')).toContainText(`${BUILDER[language]} (2)`);
    await expect(card.locator('li.slip-leg')).toHaveCount(2);
    const potential = await card.getByTestId('slip-paid').textContent();
    // A bet builder has no cash-out.
    await expect(card.getByTestId('cashout')).toHaveCount(0);

    // Settled 2-1: home win and both teams scored, the builder won and paid its potential return.
    const settled = await request.post('/api/operator/settle', {
      headers: { Authorization: `Bearer ${OPERATOR}` },
      data: { fixture, result: '2-1' },
    });
    expect(settled.status()).toBe(200);
    await page.getByTestId('tab-matches').click();
    await page.getByTestId('tab-bets').click();
    const won = page.locator('li.slip-card[data-status="won"]').first();
    await expect(won).toBeVisible();
    await expect(won.locator('li.slip-leg[data-status="won"]')).toHaveCount(2);
    await expect(won.getByTestId('slip-paid')).toHaveText(potential!);
    await page.context().close();
  });
}

test('bet builder: a combination that cannot happen is refused with the server’s reason', async ({
  browser,
  request,
}) => {
  const member = await registerViaApi(request);
  const page = await pageIn(browser, 'pt', member.token);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/sports');
  // Double chance "home or draw" with the away win: never together.
  const match = await upcomingMatch(page, 8);
  await match.locator('.match-odds button.odd').nth(2).click();
  await match.getByTestId('more-markets').click();
  await match.locator('.market[data-market="dc"] button.odd').first().click();
  await expect(page.locator('aside.slip')).toHaveAttribute('data-count', '2');
  await page.getByTestId('build-bet').click();
  await expect(page.locator('aside.slip').getByRole('alert')).toHaveText(IMPOSSIBLE.pt);
  // The selections stay, to change.
  await expect(page.locator('aside.slip')).toHaveAttribute('data-count', '2');
  await page.context().close();
});
