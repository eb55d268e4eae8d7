import { expect, test } from '@playwright/test';
import {
  CAPTCHA,
  DEMO,
  logInThroughModal,
  memberReadsAnswered,
  newPhone,
  openPage,
  openSignedIn,
  operator,
  registerViaApi,
  skipPromotions,
} from './helpers';
import { identityFor } from '../identity';

test('a new player registers through the modal and sees the account in the header', async ({ page }) => {
  await openPage(page);
  await page.getByRole('banner').getByRole('button', { name: 'Cadastrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crie sua conta' });
  await expect(dialog.getByRole('img', { name: /código de verificação/i })).toBeVisible();

  // Invalid input is refused in the person's language and nothing is sent.
  await dialog.getByLabel('Número de celular').fill('1234');
  await dialog.getByLabel('Senha', { exact: true }).fill('123');
  await dialog.getByRole('button', { name: 'Criar conta' }).click();
  await expect(dialog.getByText('Corrija o erro no formulário')).toBeVisible();
  await expect(dialog.getByText('Insira um número de celular válido')).toBeVisible();
  await expect(dialog.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
  await expect(dialog.getByText('Informe seu nome completo')).toBeVisible();
  await expect(dialog.getByText('Aceite os termos e a política de privacidade para continuar')).toBeVisible();
  // The responsible-gambling warning is on the form.
  await expect(dialog.getByText(/Apostas podem causar dependência/)).toBeVisible();

  const phone = newPhone();
  const { cpf } = identityFor(phone);
  await dialog.getByLabel('Número de celular').fill(phone);
  await dialog.getByLabel('Senha', { exact: true }).fill('segredo1');
  await dialog.getByLabel('Confirmar senha').fill('segredo1');
  await dialog.getByLabel('Código de verificação', { exact: true }).fill(CAPTCHA);
  await dialog.getByLabel('Nome completo').fill('Ana Souza');
  await dialog.getByLabel('CPF').fill(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);
  await dialog.getByLabel('E-mail').fill(`ana${phone}@example.com`);
  // Under 18 (São Paulo's today minus 17 years) is refused by the form, in Portuguese.
  const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format());
  await dialog.getByLabel('Data de nascimento').fill(`${year - 17}-01-01`);
  await dialog.getByLabel(/Tenho 18 anos ou mais/).check();
  await dialog.getByRole('button', { name: 'Criar conta' }).click();
  await expect(dialog.getByText('É preciso ter 18 anos ou mais para se cadastrar')).toBeVisible();

  await dialog.getByLabel('Data de nascimento').fill('1990-05-17');
  await dialog.getByRole('button', { name: 'Criar conta' }).click();
  await expect(dialog).toBeHidden();

  const header = page.getByRole('banner');
  await expect(header.getByTestId('header-balance')).toHaveText(/R\$\s0,00/);
  await expect(header.getByRole('link', { name: /Minha conta/ })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
});

test('the demo player logs in, sees the balance, and logs out from the profile', async ({ page }) => {
  await openPage(page);
  await logInThroughModal(page, DEMO.phone, DEMO.password);
  const header = page.getByRole('banner');
  await expect(header.getByTestId('header-balance')).toHaveText(/R\$\s1\.500,00/);

  await header.getByRole('link', { name: /Minha conta/ }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Minha conta' })).toBeVisible();
  await expect(page.getByText('Jogador Demo')).toBeVisible();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('rodada.token'))).toBeNull();
});

test('a wrong password shows the server message and keeps the player a guest', async ({ page }) => {
  await openPage(page);
  await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar na Rodada' });
  // The responsible-gambling warning is shown again at every login.
  await expect(dialog.getByText(/Apostas podem causar dependência/)).toBeVisible();
  await dialog.getByLabel('Número de celular').fill(DEMO.phone);
  await dialog.getByLabel('Senha', { exact: true }).fill('not-the-password');
  await dialog.getByLabel('Código de verificação', { exact: true }).fill(CAPTCHA);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('rodada.token'))).toBeNull();
});

test('a guarded page sends a guest to log in and back', async ({ page }) => {
  await skipPromotions(page);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile/);
  const form = page.getByRole('main');
  await form.getByLabel('Número de celular').fill(DEMO.phone);
  await form.getByLabel('Senha', { exact: true }).fill(DEMO.password);
  await form.getByLabel('Código de verificação', { exact: true }).fill(CAPTCHA);
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('a member opening a member screen sees the site at once, the screen once the login is confirmed', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await skipPromotions(page);
  await page.addInitScript((token) => sessionStorage.setItem('rodada.token', token), member.token);
  // The login check is held until the frame has been seen.
  let confirm!: () => void;
  const confirmed = new Promise<void>((resolve) => (confirm = resolve));
  await page.route(/\/api\/auth\/me\b/, async (route) => {
    await confirmed;
    await route.continue();
  });

  await page.goto('/withdraw');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Página inicial da Rodada' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sacar' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/withdraw$/);

  confirm();
  await expect(page.getByRole('heading', { name: 'Sacar' })).toBeVisible();
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible();
});

test('a login that is no longer valid, on a member screen, leads to the login page and back', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await skipPromotions(page);
  await operator(request, 'expire-sessions', member.phone);
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('rodada.seeded')) {
      sessionStorage.setItem('rodada.seeded', '1');
      sessionStorage.setItem('rodada.token', token);
    }
  }, member.token);

  await page.goto('/withdraw');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fwithdraw$/);
  expect(await page.evaluate(() => sessionStorage.getItem('rodada.token'))).toBeNull();
  await expect(page.getByRole('heading', { name: 'Sacar' })).toHaveCount(0);
});

test('an expired session asks to log in again and reopens the login', async ({ page, request }) => {
  const member = await registerViaApi(request);
  const memberReads = memberReadsAnswered(page);
  await openSignedIn(page, member.token);
  await memberReads;

  await operator(request, 'expire-sessions', member.phone);
  await page.reload();
  // The prompt comes first; the advertisement waits behind it.
  const prompt = page.getByRole('dialog', { name: 'Sessão encerrada' });
  await expect(prompt).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(prompt.getByText('Login expirado, deseja entrar novamente?')).toBeVisible();
  await prompt.getByRole('button', { name: 'Entrar novamente' }).click();
  await expect(page.getByRole('dialog', { name: 'Entrar na Rodada' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('rodada.token'))).toBeNull();
});

test('30 minutes without activity: the next action asks to log in again', async ({ page, request }) => {
  const member = await registerViaApi(request);
  const memberReads = memberReadsAnswered(page);
  await openSignedIn(page, member.token);
  await memberReads;
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: /Minha conta/ }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // The operator's QA action makes the session look unused for the site's idle limit (30 minutes).
  await operator(request, 'idle-sessions', member.phone);
  await page.getByRole('link', { name: 'Histórico de saques' }).click();
  // The prompt's Portuguese text is the catalogs' ('Login expired, do you want to log in again').
  const prompt = page.getByRole('dialog', { name: 'Sessão encerrada' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByText('Login expirado, deseja entrar novamente?')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  expect(await page.evaluate(() => sessionStorage.getItem('rodada.token'))).toBeNull();
  await prompt.getByRole('button', { name: 'Entrar novamente' }).click();
  const login = page.getByRole('dialog', { name: 'Entrar na Rodada' });
  await expect(login).toBeVisible();
  await login.getByLabel('Número de celular').fill(member.phone);
  await login.getByLabel('Senha', { exact: true }).fill(member.password);
  await login.getByLabel('Código de verificação', { exact: true }).fill(CAPTCHA);
  await login.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(login).toBeHidden();
  await expect(header.getByTestId('header-balance')).toBeVisible();
});

test('a member forced offline loses both storages and sees the network message', async ({ page, request }) => {
  const member = await registerViaApi(request);
  const memberReads = memberReadsAnswered(page);
  await openSignedIn(page, member.token);
  await memberReads;
  await page.evaluate(() => localStorage.setItem('rodada.lang', 'pt'));

  await operator(request, 'force-offline', member.phone);
  await page.reload();
  await expect(page.getByText('Erro de rede, tente novamente mais tarde')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
  const storage = await page.evaluate(() => ({
    session: sessionStorage.length,
    local: localStorage.getItem('rodada.lang'),
  }));
  expect(storage.session).toBe(0);
  expect(storage.local).toBeNull();
});

test('a player the operator blocks is told, on the open page, that the account was blocked, with the support contact', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  const memberReads = memberReadsAnswered(page);
  await openSignedIn(page, member.token);
  await memberReads;
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: /Minha conta/ }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // The operator finds the player and blocks them (the command line's token, as support would on the back office).
  const auth = { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN ?? ''}` };
  const found = await request.get(`/api/operator/players?q=${member.phone}`, { headers: auth });
  const id = ((await found.json()) as { data: { list: { id: number }[] } }).data.list[0]!.id;
  const blocked = await request.post('/api/operator/players/block', {
    data: { member: id, reason: 'Fraud suspected' },
    headers: auth,
  });
  expect(blocked.status()).toBe(200);

  // The player's next action meets the ended session: the prompt says why, not "Login expirado".
  await page.getByRole('link', { name: 'Histórico de saques' }).click();
  const prompt = page.getByRole('dialog', { name: 'Conta bloqueada' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByText(/Sua conta foi bloqueada, por isso sua sessão foi encerrada/)).toBeVisible();
  await expect(prompt.getByTestId('blocked-contact')).toContainText('sac@rodada.bet.br');
  await expect(prompt.getByText('Login expirado, deseja entrar novamente?')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  expect(await page.evaluate(() => sessionStorage.getItem('rodada.token'))).toBeNull();
  // The support page is a click away.
  await prompt.getByRole('link', { name: 'Fale com o suporte' }).click();
  await expect(page).toHaveURL(/\/information-center\/support$/);
  await expect(page.getByRole('dialog', { name: 'Conta bloqueada' })).toHaveCount(0);
});
