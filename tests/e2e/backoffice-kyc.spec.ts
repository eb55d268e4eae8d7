import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { identityFor } from '../identity';
import { DESKTOP, openBackOffice, signIn, staffByToken } from './backoffice-helpers';
import { registerViaApi } from './helpers';

/**
 * The back office's identity checks: a case the sandbox provider sent to manual review is in compliance's
 * queue; opened, it shows the pictures and the provider's scores; approved with a note, the player is
 * verified. On a phone the page is no wider than the screen, and it speaks Portuguese.
 */

const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.KYC_SHOTS;

/** A real 1×1 JPEG (grey, as Chromium's canvas encodes it): the smallest picture the identity check takes. */
const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AAA//2Q==',
  'base64',
);

/** The sandbox provider's document number that sends a case to manual review (server/kyc/provider.ts). */
const REVIEW_DOCUMENT = '90000000002';

/** A new player whose case (an RG and its pictures) the sandbox provider sent to manual review. */
async function playerInReview(request: APIRequestContext) {
  const player = await registerViaApi(request, undefined, { kycVerified: false });
  const headers = { Authorization: `Bearer ${player.token}` };
  const opened = await request.post('/api/kyc/case', {
    headers,
    data: {
      document_type: 'rg',
      document_number: REVIEW_DOCUMENT,
      address: { cep: '01310-100', street: 'Avenida Paulista', number: '1578', city: 'São Paulo', state: 'SP' },
    },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const sha256 = createHash('sha256').update(TINY_JPEG).digest('hex');
  for (const kind of ['document_front', 'document_back', 'selfie', 'liveness_1', 'liveness_2']) {
    const sent = await request.post('/api/kyc/upload', {
      headers,
      data: {
        kind,
        content_type: 'image/jpeg',
        bytes: TINY_JPEG.length,
        sha256,
        index: 0,
        data: TINY_JPEG.toString('base64'),
      },
    });
    expect(sent.status(), `${kind}: ${await sent.text()}`).toBe(200);
  }
  const submitted = await request.post('/api/kyc/submit', { headers, data: {} });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const status = async () =>
    ((await (await request.get('/api/kyc', { headers })).json()) as { data: { status: string } }).data.status;
  await expect.poll(status, { timeout: 15_000, intervals: [250, 500, 1000] }).toBe('review');
  return { ...player, status, ...identityFor(player.phone) };
}

test('compliance opens a case in manual review, sees its pictures and scores and approves it; on a phone, in Portuguese', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const player = await playerInReview(request);
  const person = await staffByToken(
    { email: `kyc-desk-${Date.now().toString(36)}@rodada.local`, password: '' },
    'Compliance Identity',
    ['compliance'],
  );
  const page = await openBackOffice(browser, DESKTOP, '/operator/identity-checks');
  await signIn(page, person);
  await expect(page.getByRole('heading', { name: 'Identity checks', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Manual review \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
  const row = page.getByTestId('op-kyc-row').filter({ hasText: player.cpf });
  await expect(row).toBeVisible();
  await expect(row).toContainText(player.realname);
  await expect(row).toContainText('78%');
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/queue-en-desktop.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${SHOTS}/queue-en-phone.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);
  }

  // Opened: the five pictures, decoded, and the provider's scores.
  await row.getByRole('button', { name: /^#\d+$/ }).click();
  const kycCase = page.getByTestId('op-kyc-case');
  await expect(kycCase.getByRole('heading', { name: new RegExp(`^Case \\d+: ${player.realname}$`) })).toBeVisible();
  const pictures = kycCase.getByTestId('op-kyc-picture');
  await expect(pictures).toHaveCount(5);
  const selfie = kycCase.getByRole('img', { name: 'Selfie' });
  await expect(selfie).toBeVisible();
  await expect.poll(() => selfie.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  const scores = kycCase.getByTestId('op-kyc-scores');
  await expect(scores).toContainText('Face against the document');
  await expect(scores).toContainText('78%');
  await expect(scores).toContainText('95%');
  await expect(kycCase).toContainText(`RG ${REVIEW_DOCUMENT}`);
  await expect(page.getByTestId('op-kyc-status')).toHaveText('Manual review');
  const caseId = /^Case (\d+):/.exec((await kycCase.getByRole('heading', { level: 2 }).textContent()) ?? '')![1];
  const memberId = /ID (\d+)/.exec((await kycCase.getByRole('link', { name: /ID \d+/ }).textContent()) ?? '')![1];
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/case-en-desktop.png`, fullPage: true });

  // Approving asks for a note first.
  await kycCase.getByRole('button', { name: 'Approve the identity' }).click();
  await expect(page.getByTestId('op-problem')).toHaveText('Write a note of 3 to 200 characters');

  // On a phone, no wider than the screen; in Portuguese.
  await page.setViewportSize(PHONE);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pt');
  await expect(page.getByRole('heading', { name: 'Verificações de identidade', level: 1 })).toBeVisible();
  await expect(kycCase.getByRole('img', { name: 'Selfie' })).toBeVisible();
  await expect(scores).toContainText('Rosto × documento');
  const [pageWidth, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(pageWidth).toBeLessThanOrEqual(viewport);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/case-pt-phone.png`, fullPage: true });

  await kycCase.getByLabel('Observação (3 a 200 caracteres)').fill('Selfie confere com a foto do RG');
  await kycCase.getByRole('button', { name: 'Aprovar a identidade' }).click();
  await expect(page.getByTestId('op-kyc-done')).toContainText('aprovado: a identidade do jogador está verificada');
  await expect(page.getByTestId('op-kyc-row').filter({ hasText: player.cpf })).toHaveCount(0);
  expect(await player.status()).toBe('verified');
  const [queueWidth] = await page.evaluate(() => [document.documentElement.scrollWidth]);
  expect(queueWidth).toBeLessThanOrEqual(PHONE.width);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/queue-pt-phone.png`, fullPage: true });

  // The player's page says the standing and links the case, which opens decided.
  await page.goto(`/operator/players/${memberId}`);
  const standing = page.getByTestId('op-player-kyc');
  await expect(standing).toContainText('Verificada');
  await standing.getByRole('link', { name: `caso nº ${caseId}` }).click();
  await expect(page.getByTestId('op-kyc-status')).toContainText('Aprovado');
  await expect(page.getByTestId('op-kyc-status')).toContainText('Selfie confere com a foto do RG');
  await page.context().close();
});
