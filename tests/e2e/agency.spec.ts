import { expect, test } from '@playwright/test';
import {
  CAPTCHA,
  depositViaSandbox,
  fillIdentity,
  logInViaApi,
  newPhone,
  openSignedIn,
  registerViaApi,
  skipPromotions,
  verifyIdentityViaApi,
} from './helpers';

const OPERATOR = { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN ?? ''}` };
const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

test('a friend registers through the invite link and deposits; the agent sees the invitee, and the day is settled only once it has ended', async ({
  page,
  browser,
  request,
}) => {
  const agent = await registerViaApi(request);
  await openSignedIn(page, agent.token, '/agency-center/invite');
  const link = (await page.locator('.invite-link code').innerText()).trim();
  expect(link).toMatch(/\/login\?mode=register&invite=[A-Z0-9]+$/);
  await expect(page.getByRole('img', { name: /QR/ })).toBeVisible();

  // The friend opens the link in their own browser: the code is filled in.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await skipPromotions(friend);
  await friend.goto(link);
  const code = new URL(link).searchParams.get('invite')!;
  await expect(friend.locator('input[name="invite_code"]')).toHaveValue(code);
  const phone = newPhone();
  await friend.getByLabel('Número de celular').fill(phone);
  await friend.getByLabel('Senha', { exact: true }).fill('segredo1');
  await friend.locator('input[name="password_confirmation"]').fill('segredo1');
  await friend.getByLabel('Código de verificação', { exact: true }).fill(CAPTCHA);
  await fillIdentity(friend, phone);
  await friend.getByRole('button', { name: 'Criar conta' }).click();
  await expect(friend.getByRole('banner').getByTestId('header-balance')).toBeVisible();
  const friendToken = await friend.evaluate(() => sessionStorage.getItem('rodada.token'));
  // The identity verified (tests/e2e/kyc.spec.ts goes through its screens), as a deposit on the regulated site needs.
  await verifyIdentityViaApi(request, friendToken!);
  await depositViaSandbox(request, friendToken!, '1000.00');
  await friendContext.close();

  await page.goto('/agency-center/invitation-record');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Sim');

  // Today is not over in São Paulo, so it cannot be settled yet (a day is settled once, when it has ended).
  const early = await request.post('/api/operator/agency/settle', { data: { day: today() }, headers: OPERATOR });
  expect(early.status()).toBe(422);
  expect((await early.json()).error).toBe('operator.day_not_ended');
});

test('an agent whose friend’s day is settled claims the agency reward once (QA scenario agency-claimable)', async ({
  page,
  request,
}) => {
  const answer = await request.post('/api/operator/scenario', {
    data: { name: 'agency-claimable' },
    headers: OPERATOR,
  });
  expect(answer.status()).toBe(200);
  const account = ((await answer.json()) as { data: { phone: string; password: string; host: string | null } }).data;
  // The account is the open site's: a regulated site pays no share of deposits (incentives.spec.ts).
  const origin = account.host ? `http://${account.host}:${process.env.E2E_PORT}` : '';
  await openSignedIn(
    page,
    await logInViaApi(request, account.phone, account.password),
    `${origin}/agency-center/reward`,
  );
  const claim = page.getByRole('button', { name: /Resgatar R\$\s10,00/ });
  await expect(claim).toBeVisible();
  await claim.click();
  await expect(page.getByText('Recompensa resgatada com sucesso!')).toBeVisible();
  await expect(page.getByRole('button', { name: /Resgatar R\$\s10,00/ })).toHaveCount(0);
});

test('an agent’s subordinate request links a member only when the member accepts it in their own agency center', async ({
  page,
  browser,
  request,
}) => {
  const agent = await registerViaApi(request);
  const member = await registerViaApi(request);
  const memberInfo = await request.get('/api/agency/info', { headers: { Authorization: `Bearer ${member.token}` } });
  const memberId = String((await memberInfo.json()).data.member_id);
  const agentInfo = await request.get('/api/agency/info', { headers: { Authorization: `Bearer ${agent.token}` } });
  const agentId = String((await agentInfo.json()).data.member_id);

  await openSignedIn(page, agent.token, '/agency-center/register-subordinates');
  await page.getByLabel('Celular cadastrado do convidado').fill(member.phone);
  await page.getByLabel('UID do convidado').fill(memberId);
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(
    page.getByText('Pedido enviado: o membro entra na sua equipe quando aceitar na central de agência'),
  ).toBeVisible();
  await page.goto('/agency-center/invitation-record');
  await expect(page.getByRole('table')).toHaveCount(0);

  // The member, in their own browser, sees the request and accepts it.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await openSignedIn(memberPage, member.token, '/agency-center/invite');
  const requests = memberPage.getByRole('region', { name: 'Pedidos de agentes' });
  await expect(requests).toContainText('Agente ID');
  await requests.getByRole('button', { name: 'Aceitar' }).click();
  await expect(requests.getByRole('status')).toHaveText('Seu cadastro foi concluído com sucesso');
  await expect(memberPage.locator('.totals div', { hasText: 'ID de quem convidou' }).locator('dd')).toHaveText(agentId);
  await memberContext.close();

  await page.goto('/agency-center/invitation-record');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(memberId);
});
