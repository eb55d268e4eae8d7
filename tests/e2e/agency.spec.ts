import { expect, test } from '@playwright/test';
import { CAPTCHA, closeAdvertisement, depositViaSandbox, logInThroughModal, newPhone, openPage, registerViaApi } from './helpers';

const OPERATOR = { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN ?? ''}` };
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

test('a friend registers through the invite link and deposits; the agent sees the invitee and, after settlement, claims the reward', async ({ page, browser, request }) => {
  const agent = await registerViaApi(request);
  await openPage(page);
  await logInThroughModal(page, agent.phone, agent.password);
  await page.goto('/agency-center/invite');
  await closeAdvertisement(page);
  const link = (await page.locator('.invite-link code').innerText()).trim();
  expect(link).toMatch(/\/login\?mode=register&invite=[A-Z0-9]+$/);
  await expect(page.getByRole('img', { name: /QR/ })).toBeVisible();

  // The friend opens the link in their own browser: the code is filled in.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.addInitScript(() => localStorage.setItem('rodada.reminder', 'off'));
  await friend.goto(link);
  await closeAdvertisement(friend);
  const code = new URL(link).searchParams.get('invite')!;
  await expect(friend.locator('input[name="invite_code"]')).toHaveValue(code);
  const phone = newPhone();
  await friend.getByLabel('Número de celular').fill(phone);
  await friend.getByLabel('Senha', { exact: true }).fill('segredo1');
  await friend.locator('input[name="password_confirmation"]').fill('segredo1');
  await friend.getByLabel('Código de verificação', { exact: true }).fill(CAPTCHA);
  await friend.getByRole('button', { name: 'Criar conta' }).click();
  await expect(friend.getByRole('banner').getByTestId('header-balance')).toBeVisible();
  const friendToken = await friend.evaluate(() => sessionStorage.getItem('rodada.token'));
  await depositViaSandbox(request, friendToken!, '1000.00');
  await friendContext.close();

  await page.goto('/agency-center/invitation-record');
  await closeAdvertisement(page);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Sim');

  const settled = await request.post('/api/operator/agency/settle', { data: { day: today() }, headers: OPERATOR });
  expect(settled.status()).toBe(200);
  await page.goto('/agency-center/reward');
  await closeAdvertisement(page);
  const claim = page.getByRole('button', { name: /Resgatar R\$\s10,00/ });
  await expect(claim).toBeVisible();
  await claim.click();
  await expect(page.getByText('Recompensa resgatada com sucesso!')).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText(/R\$\s10,00/);
});
