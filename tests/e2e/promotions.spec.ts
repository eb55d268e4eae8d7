import { expect, test } from '@playwright/test';
import { depositViaSandbox, logInThroughModal, OPEN_SITE_URL, openPage, registerViaApi } from './helpers';

test('on the open site, a fresh player deposits 100, claims the first-deposit reward, spins the daily wheel once, and sees both in the history', async ({
  page,
  request,
}) => {
  // The first-deposit reward is a deposit bonus: only the open site offers it (legal.spec.ts: the regulated one not).
  const member = await registerViaApi(request, undefined, { site: 'open' });
  await depositViaSandbox(request, member.token, '100.00');

  // A guest sees the activities and is asked to log in to take part.
  await openPage(page, `${OPEN_SITE_URL}/promotion/activity`);
  const ftd = page.getByRole('article', { name: 'Bônus de primeiro depósito' });
  await expect(ftd).toContainText('Faça seu primeiro depósito');
  await expect(ftd.getByRole('button', { name: 'Entre para participar' })).toBeVisible();

  await logInThroughModal(page, member.phone, member.password);
  const headerBalance = page.getByRole('banner').getByTestId('header-balance');
  await expect(headerBalance).toHaveText(/R\$\s100,00/);
  await expect(ftd.getByText('Disponível', { exact: true })).toBeVisible();
  await expect(ftd).toContainText('R$ 10,00');
  // A double click sends one claim: the reward is paid once.
  await ftd.getByRole('button', { name: 'Resgatar' }).dblclick();
  await expect(page.getByText('Recompensa resgatada com sucesso!')).toBeVisible();
  await expect(ftd.getByText('Resgatado', { exact: true })).toBeVisible();
  await expect(headerBalance).toHaveText(/R\$\s110,00/);

  // The daily wheel: one spin, which lands on the prize the server drew and is credited.
  await page.getByRole('article', { name: 'Roleta diária' }).getByRole('link', { name: 'Ir para a roleta' }).click();
  await expect(page).toHaveURL(/\/promotion\/activity\/lottery-wheel$/);
  const daily = page.getByRole('region', { name: 'Roleta diária' });
  await expect(daily.getByText('Giros restantes: 1')).toBeVisible();
  await daily.getByRole('button', { name: 'Girar' }).click();
  const won = daily.getByText(/Parabéns! Você ganhou R\$\s[\d.]+,\d{2}/);
  await expect(won).toBeVisible({ timeout: 10_000 });
  await expect(daily.getByText('Giros restantes: 0')).toBeVisible();
  const prize = /R\$\s([\d.]+,\d{2})/.exec(await won.innerText())![1]!;
  const prizeCents = Number(prize.replace(/\./g, '').replace(',', ''));
  const expected = ((11_000 + prizeCents) / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 });
  await expect(headerBalance).toHaveText(new RegExp(`R\\$\\s${expected.replace('.', '\\.')}$`));

  // The prize and the new balance stay shown where the wheel landed; with no spin left, "Girar" is disabled.
  await expect(daily.getByTestId('wheel-balance')).toBeVisible();
  await expect(daily.getByRole('button', { name: 'Girar' })).toBeDisabled();

  await page.goto(`${OPEN_SITE_URL}/promotion/history`);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Roleta diária');
  await expect(rows.nth(1)).toContainText(`R$ ${prize}`);
  await expect(rows.nth(2)).toContainText('Bônus de primeiro depósito');
  await expect(rows.nth(2)).toContainText('R$ 10,00');
});
