import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The runner loads this file first and its workers inherit its environment, so the port and
// the data folder chosen here are the same everywhere. Never reuse a server we did not start.
/** A port nobody listens on now, asked of the system in a child process (this file loads synchronously). */
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'rodada-e2e-'));
process.env.E2E_ADMIN_TOKEN ??= 'e2e-operator-token-0123456789abcdef';
process.env.E2E_CAPTCHA ??= 'E2E7';

// With a PostgreSQL server (TEST_DATABASE_URL, always in CI) the money journey runs again through two
// server processes on it behind a round-robin proxy (scripts/cluster.mjs, as `npm run cluster` with two).
const databaseUrl = process.env.TEST_DATABASE_URL;
if (databaseUrl) {
  // A data folder of its own: on a fresh database the pair seeds its own first admin and writes its sign-in
  // there, which must not replace the main server's (backoffice.spec.ts reads that one).
  process.env.E2E_DATA_DIR2 ??= mkdtempSync(join(tmpdir(), 'rodada-e2e-pg-'));
  process.env.E2E_PORT2 ??= freePort();
}

// The deposit and the withdrawal run once more against a local PSP that speaks the Central Bank's PIX API
// (PIX_GATEWAY=bcb-api; scripts/psp-server.mjs): a server of its own, with its data folder (which holds the
// PSP's test certificates too), and the port of the PSP's "bank", where the tests pay its charges.
process.env.E2E_DATA_DIR3 ??= mkdtempSync(join(tmpdir(), 'rodada-e2e-psp-'));
process.env.E2E_PORT3 ??= freePort();
process.env.E2E_PSP_BANK_PORT ??= freePort();

const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const serverEnv = {
  HOST: '127.0.0.1',
  ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN,
  CAPTCHA_TEST_ANSWER: process.env.E2E_CAPTCHA,
  // One proxy hop: a test helper that confirms a phone by SMS asks from an address of its own
  // (X-Forwarded-For), so the codes' sends per address and day do not add up over the suite.
  TRUST_PROXY: '1',
  // The public pages are painted by the server (server/static/firstPaint.ts): on a busy machine a page waits for
  // its screen instead of going without, so the tests of the painted screens always see one.
  FIRST_PAINT_WAIT_MS: '5000',
};
const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries: a test that fails once is a defect to mend, in the test or in the product.
  retries: 0,
  timeout: 30_000,
  expect: {
    timeout: 7_000,
    // The visual baselines (tests/e2e/visual.spec.ts): a little room for antialiasing, nothing moving.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // One set of baselines for every machine: CI is the same Linux and Chromium, so no platform suffix.
  snapshotPathTemplate: 'tests/e2e/__screenshots__/{testFilePath}/{arg}{ext}',
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    // What a failure leaves: its error, the page's accessibility tree and a screenshot. A trace of every test
    // (kept on failure) cost a quarter of the run's time; for one test, `npx playwright test -g … --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    // Each test is a new browser, where the app's service worker would precache the whole build (330 files)
    // beside the test: the tests of the service worker allow it (pwa.spec.ts, shell.spec.ts).
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    launchOptions: existsSync(systemChromium)
      ? {
          executablePath: systemChromium,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        }
      : {},
  },
  projects: [
    // Signs the demo player in once for the run (tests/e2e/auth.setup.ts); the tests start from its state.
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    // pix-psp.spec.ts pays at the local PSP's bank: it runs against the PSP's server only (project "psp").
    { name: 'chromium', dependencies: ['setup'], testIgnore: /pix-psp\.spec\.ts$/ },
    {
      name: 'psp',
      testMatch: /pix-psp\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${process.env.E2E_PORT3}` },
    },
    ...(databaseUrl
      ? [
          {
            name: 'two-servers',
            testMatch: /wallet\.spec\.ts$/,
            use: { baseURL: `http://127.0.0.1:${process.env.E2E_PORT2}` },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv, PORT: port!, DATA_DIR: process.env.E2E_DATA_DIR },
    },
    {
      // Ready once the server is healthy and the PSP has its webhook (the script prints so).
      command: 'node scripts/psp-server.mjs',
      wait: { stdout: /psp-server: ready/ },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv,
        PORT: process.env.E2E_PORT3,
        DATA_DIR: process.env.E2E_DATA_DIR3,
        PSP_BANK_PORT: process.env.E2E_PSP_BANK_PORT,
        LOG: '0',
      },
    },
    ...(databaseUrl
      ? [
          {
            command: 'node scripts/cluster.mjs --processes 2',
            url: `http://127.0.0.1:${process.env.E2E_PORT2}/api/health`,
            reuseExistingServer: false,
            timeout: 120_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            env: {
              ...serverEnv,
              PORT: process.env.E2E_PORT2!,
              DATABASE_URL: databaseUrl,
              DATA_DIR: process.env.E2E_DATA_DIR2!,
              LOG: '0',
            },
          },
        ]
      : []),
  ],
});
