import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { demoTest, openPage, openSignedIn } from './helpers';

test('/flows shows every flow generated from the machines, searchable', async ({ page }) => {
  await openPage(page, '/flows');
  await expect(page.getByRole('heading', { name: 'Fluxos' })).toBeVisible();
  const flows = (JSON.parse(readFileSync('docs/flows/index.json', 'utf8')) as unknown[]).length;
  await expect(page.locator('details.flow-card')).toHaveCount(flows);
  await page.getByLabel('Buscar fluxos e estados').fill('passwordNeeded');
  await expect(page.locator('details.flow-card')).toHaveCount(1);
  const withdrawal = page.getByRole('img', { name: 'Saque' });
  await expect(withdrawal).toBeVisible();
  await expect(withdrawal.locator('g.node')).not.toHaveCount(0);
});

demoTest('with the inspector on, /flows lights the state each running flow is in', async ({ page, demoToken }) => {
  await page.addInitScript(() => sessionStorage.setItem('rodada.inspect', '1'));
  await openSignedIn(page, demoToken, '/flows');
  const card = page
    .locator('details.flow-card')
    .filter({ has: page.locator('summary code', { hasText: /^session$/ }) });
  await card.locator('summary').click();
  await expect(card).toHaveJSProperty('open', true);
  // The diagram is fetched and drawn when the card opens: allow for a busy machine.
  const session = card.getByRole('img', { name: 'Sessão' });
  await expect(session).toBeVisible({ timeout: 15_000 });
  // The session flow runs and is signed in: its node is lit.
  await expect(session.locator('g.node.live[id^="flow-session-state-signedIn__"]')).toHaveCount(1);
  await expect(card.locator('.reward-badge')).toContainText('session →');
});
