import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { test as setup } from '@playwright/test';
import { DEMO, DEMO_SESSION, DEMO_STATE, logInViaApi, openSignedIn } from './helpers';

/**
 * The set-up project (playwright.config.ts): signs the demo player in once for the run and keeps the
 * browser's state for the tests that need a signed-in player (`demoTest` in helpers.ts). Playwright's
 * storageState keeps cookies and local storage, not the tab's session storage where the app keeps its
 * token, so the token is saved beside it. The login through its dialog is tested in session.spec.ts.
 */
setup('the demo player signs in', async ({ page, request }) => {
  const token = await logInViaApi(request, DEMO.phone, DEMO.password);
  await openSignedIn(page, token);
  mkdirSync(dirname(DEMO_STATE), { recursive: true });
  await page.context().storageState({ path: DEMO_STATE });
  writeFileSync(DEMO_SESSION, JSON.stringify({ token }));
});
