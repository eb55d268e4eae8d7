import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { identityFor } from '../identity';
import { codeFor } from './backoffice-helpers';
import { newPhone, pageIn, registerViaApi } from './helpers';

/**
 * The deposit and the withdrawal through a PSP that speaks the Central Bank's PIX API (PIX_GATEWAY=bcb-api),
 * the local one of server/payments/bcb/localPsp.ts (project "psp": scripts/psp-server.mjs starts it and the
 * server against it). The player pays the charge in "their bank" — the PSP's bank side, over plain HTTP — and
 * the PSP's webhook settles the order; a withdrawal is paid by the PSP's transfer after its DICT lookup.
 */

const BANK = `http://127.0.0.1:${process.env.E2E_PSP_BANK_PORT}`;
const operatorAuth = { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN ?? ''}` };

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** What the player reads and clicks, in each language the journey runs in. */
const WORDS = {
  pt: {
    limitsOffer: 'Quer definir seus limites antes do primeiro depósito?',
    depositAmount: 'Valor do depósito (R$)',
    payWithPix: 'Pagar com PIX',
    paid: 'Pago',
    newPassword: 'Senha de saque (6 dígitos)',
    confirmPassword: 'Confirmar senha de saque',
    savePassword: 'Salvar senha',
    passwordSaved: 'Senha de saque definida com sucesso',
    amount: 'Valor (R$)',
    password: 'Senha de saque',
    keyType: 'Tipo de chave',
    key: 'Chave PIX de recebimento',
    withdraw: 'Sacar',
    pendingReview: 'Em análise',
    returned: 'Devolvido: pago por outro CPF',
    returnedToPayer: 'Devolvido ao pagador',
  },
  en: {
    limitsOffer: 'Set your limits before your first deposit?',
    depositAmount: 'Deposit amount (R$)',
    payWithPix: 'Pay with PIX',
    paid: 'Paid',
    newPassword: 'Withdrawal password (6 digits)',
    confirmPassword: 'Confirm withdrawal password',
    savePassword: 'Save password',
    passwordSaved: 'The withdrawal password was set',
    amount: 'Amount (R$)',
    password: 'Withdrawal password',
    keyType: 'Account type',
    key: 'Collection account number (PIX key)',
    withdraw: 'Withdraw',
    pendingReview: 'Pending review',
    returned: 'Returned: paid from another CPF',
    returnedToPayer: 'Returned to the payer',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/**
 * From the deposit page to the PSP's charge: the amount, "Pay with PIX", and this server's page of the charge
 * (its QR code and "copia e cola"; no sandbox button pays it). Answers the order number.
 */
async function depositToCheckout(page: Page, words: Words, amount: string, testInfo: TestInfo, shot: string) {
  await page.goto('/recharge');
  // A first deposit is offered limits first: the form is used once the offer has come in above it.
  await expect(page.getByRole('region', { name: words.limitsOffer })).toBeVisible();
  await page.getByLabel(words.depositAmount).fill(amount);
  await page.getByRole('button', { name: words.payWithPix }).click();

  await expect(page).toHaveURL(/\/pix\/checkout\/RD\w+$/);
  const orderNo = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Pagamento PIX' })).toBeVisible();
  await expect(page.locator('#status')).toHaveAttribute('data-status', 'pending');
  const qr = page.getByRole('img', { name: 'QR code PIX' });
  await expect(qr).toBeVisible();
  // Shown and loaded: the picture is waited for until the browser has decoded it.
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The PSP's BR Code: a dynamic one (point of initiation 12), whose URL (tag 25) is the charge's location at
  // the PSP, where the payer's bank reads the amount.
  await expect(page.locator('#brcode')).toHaveValue(
    /^00020101021226\d{2}0014br\.gov\.bcb\.pix25\d{2}127\.0\.0\.1:\d+\/qr\/v2\/\w+.*6304[0-9A-F]{4}$/,
  );
  await expect(page.getByRole('button', { name: 'Copiar código' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Confirmar pagamento|Pagar de outro CPF/ })).toHaveCount(0);
  await expect(page.getByTestId('sandbox-badge')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`${shot}.png`), fullPage: true });
  return orderNo;
}

/** The payer's bank pays the charge at the PSP, which delivers its notice to the server's webhook at once. */
async function payAtBank(request: APIRequestContext, orderNo: string, cpf: string) {
  const paid = await request.post(`${BANK}/pay`, { data: { order_no: orderNo, cpf, nome: 'Ana Souza' } });
  expect(paid.status(), await paid.text()).toBe(200);
  expect(((await paid.json()) as { delivered: number | null }).delivered, 'the webhook took the notice').toBe(200);
}

/**
 * A finance person of the back office, made with the command line's token and signed in through the API (their own
 * password chosen, as at any first sign-in).
 */
async function financeToken(request: APIRequestContext): Promise<string> {
  const email = `finance.psp.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@rodada.test`;
  const created = await request.post('/api/operator/staff/create', {
    headers: operatorAuth,
    data: { email, name: 'PSP Finance', roles: ['finance'] },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { password } = ((await created.json()) as { data: { password: string } }).data;
  const login = await request.post('/api/operator/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { ticket, secret } = ((await login.json()) as { data: { ticket: string; secret: string } }).data;
  const signed = await request.post('/api/operator/auth/code', { data: { ticket, code: codeFor(secret) } });
  expect(signed.status(), await signed.text()).toBe(200);
  const { token } = ((await signed.json()) as { data: { token: string } }).data;
  // The issued password is for this first sign-in only: the person's own first, then the back office answers.
  const own = await request.post('/api/operator/me/first-password', {
    headers: { Authorization: `Bearer ${token}` },
    data: { password: `own password ${Date.now()}` },
  });
  expect(own.status(), await own.text()).toBe(200);
  return token;
}

for (const { language, viewport, size } of [
  { language: 'pt', viewport: PHONE, size: 'phone' },
  { language: 'en', viewport: DESKTOP, size: 'desktop' },
] as const) {
  test(`${language}, ${size}: a new player deposits through the PSP's charge and withdraws through its transfer`, async ({
    browser,
    request,
  }, testInfo) => {
    const words = WORDS[language];
    const member = await registerViaApi(request);
    const { cpf } = identityFor(member.phone);
    const page = await pageIn(browser, language, member.token, { viewport });
    await page.goto('/');
    const balance = page.getByRole('banner').getByTestId('header-balance');
    await expect(balance).toHaveText(/0[.,]00/);

    const orderNo = await depositToCheckout(page, words, '50.00', testInfo, `checkout-${size}`);
    await payAtBank(request, orderNo, cpf);

    // Back on the site: the order is paid and the balance credited.
    await page.getByRole('link', { name: 'Voltar ao site' }).click();
    await expect(page).toHaveURL(new RegExp(`/recharge-payment\\?order_no=${orderNo}$`));
    await expect(page.locator('.order-badge.order-paid')).toHaveText(words.paid);
    await expect(balance).toHaveText(/50[.,]00/, { timeout: 10_000 });

    // A withdrawal password first, then R$ 20 to the player's own CPF key.
    await page.goto('/withdraw');
    await page.getByLabel(words.newPassword).fill('246810');
    await page.getByLabel(words.confirmPassword).fill('246810');
    await page.getByRole('button', { name: words.savePassword }).click();
    await expect(page.getByRole('status').filter({ hasText: words.passwordSaved })).toBeVisible();
    await page.getByLabel(words.amount).fill('20.00');
    await page.getByLabel(words.password, { exact: true }).fill('246810');
    await page.getByLabel(words.keyType).selectOption('CPF');
    await page.getByLabel(words.key).fill(cpf);
    await page.getByRole('button', { name: words.withdraw, exact: true }).click();
    await expect(balance).toHaveText(/30[.,]00/);

    await page.goto('/withdrawalRecord');
    const row = page.getByRole('table').getByRole('row').nth(1);
    await expect(row).toContainText(words.pendingReview);

    // The operator approves it (the command line's token) and a finance person pays it: the PSP's DICT lookup,
    // then its transfer, settled (REALIZADO).
    const pending = await request.post('/api/operator/withdrawals/list', {
      data: { status: 'pending' },
      headers: operatorAuth,
    });
    const order = ((await pending.json()) as { data: { list: { phone: string; order_no: string }[] } }).data.list.find(
      (w) => w.phone === member.phone,
    );
    expect(order, 'the withdrawal waits for review').toBeDefined();
    const approved = await request.post('/api/operator/withdrawals/approve', {
      data: { order_no: order!.order_no, reason: 'Own CPF, checked' },
      headers: operatorAuth,
    });
    expect(approved.status(), await approved.text()).toBe(200);
    const paid = await request.post('/api/operator/withdrawals/pay', {
      data: { order_no: order!.order_no, reason: 'Transfer through the PSP' },
      headers: { Authorization: `Bearer ${await financeToken(request)}` },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    expect(((await paid.json()) as { data: { status: string } }).data.status).toBe('paid');

    await page.reload();
    await expect(row.locator('.order-paid')).toHaveText(words.paid);
    await expect(row).not.toContainText(words.pendingReview);
    await expect(balance).toHaveText(/30[.,]00/);
    await page.context().close();
  });
}

test('pt, phone: a payment from another CPF is returned by the PSP, not credited', async ({
  browser,
  request,
}, testInfo) => {
  const words = WORDS.pt;
  const member = await registerViaApi(request);
  const page = await pageIn(browser, 'pt', member.token, { viewport: PHONE });
  await page.goto('/');
  const balance = page.getByRole('banner').getByTestId('header-balance');
  await expect(balance).toHaveText(/0,00/);

  const orderNo = await depositToCheckout(page, words, '40.00', testInfo, 'checkout-returned-phone');
  const someoneElse = identityFor(newPhone()).cpf;
  await payAtBank(request, orderNo, someoneElse);

  // The charge's page says so, with the PSP's return (devolução).
  await page.reload();
  await expect(page.locator('#status')).toHaveAttribute('data-status', 'refund');
  await expect(page.locator('#status')).toContainText('Pagamento de outro CPF');
  // The return's id is the PSP's (its rtrId: D, the PSP's ISPB, …).
  await expect(page.locator('#refund')).toHaveText(/^Devolvido ao pagador \(devolução D\d{8}\w+\)\.$/);
  await page.screenshot({ path: testInfo.outputPath('checkout-returned-phone-after.png'), fullPage: true });

  await page.getByRole('link', { name: 'Voltar ao site' }).click();
  await expect(page.locator('.order-badge.order-refund')).toHaveText(words.returned);
  await expect(page.getByText(words.returnedToPayer, { exact: true })).toBeVisible();
  await page.goto('/rechargeRecord');
  const row = page.getByRole('table').getByRole('row').nth(1);
  await expect(row).toContainText(words.returned);
  await expect(balance).toHaveText(/0,00/);
  await page.context().close();
});
