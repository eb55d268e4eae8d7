import { expect, test, type APIRequestContext } from '@playwright/test';
import { identityFor } from '../identity';
import { DESKTOP, openBackOffice, signIn, staffByToken } from './backoffice-helpers';
import { SANDBOX_DOCUMENTS } from '../../server/kyc/provider';
import { registerViaApi, sendIdentityViaApi } from './helpers';

/**
 * The back office's identity checks: a case the sandbox provider sent to manual review is in compliance's
 * queue; opened, it shows the pictures and the provider's scores; approved with a note, the player is
 * verified. On a phone the page is no wider than the screen, and it speaks Portuguese.
 */

const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.KYC_SHOTS;

/** A new player whose case (an RG and its pictures) the sandbox provider sent to manual review. */
async function playerInReview(request: APIRequestContext) {
  const player = await registerViaApi(request, undefined, { kycVerified: false });
  const status = await sendIdentityViaApi(request, player.token, SANDBOX_DOCUMENTS.review);
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
  await expect(kycCase).toContainText(`RG ${SANDBOX_DOCUMENTS.review}`);
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
