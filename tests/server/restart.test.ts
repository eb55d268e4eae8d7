import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../../server/db/seed';
import { DEFAULT_PIX_WEBHOOK_SECRET } from '../../server/payments/config';
import { signWebhook } from '../../server/payments/orders';
import {
  freePort,
  killAll,
  bcbApiEnv,
  MESSAGING_ENV,
  REGULATOR_ENV,
  KYC_ENV,
  signal,
  spawnServer,
  waitHealthy,
  withDeadline,
  type Started,
} from './processes';

// The real server in child processes on one DATA_DIR (PGlite on disk): killed with SIGKILL, it leaves
// nothing that stops the next start, whatever pids the processes get (in a container it is 1 every time).

const ADMIN_TOKEN = 'restart-test-operator-token-0123';

let dataDir: string;
let staticDir: string;

function start(
  port: number,
  options: { command?: string[]; env?: Record<string, string | undefined>; dir?: string } = {},
): Started {
  return spawnServer(
    port,
    {
      DATA_DIR: options.dir ?? dataDir,
      ADMIN_TOKEN,
      PIX_WEBHOOK_SECRET: 'restart-test-webhook-secret-0123',
      PIX_SANDBOX: '1',
      STATIC_DIR: staticDir,
      ...options.env,
    },
    options.command,
  );
}

async function credit(port: number): Promise<{ credited: boolean; balance: string }> {
  const response = await fetch(`http://127.0.0.1:${port}/api/operator/credit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ADMIN_TOKEN}` },
    body: JSON.stringify({ phone: DEMO_PLAYER.phone, amount: '25.00', reference: 'restart-test-1' }),
    signal: AbortSignal.timeout(10_000),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { credited: boolean; balance: string } };
  return body.data;
}

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'rodada-restart-'));
  staticDir = mkdtempSync(join(tmpdir(), 'rodada-restart-dist-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Rodada</title>');
});

afterAll(async () => {
  await killAll();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(staticDir, { recursive: true, force: true });
});

describe('a server killed with SIGKILL', () => {
  it('refuses a second server on its DATA_DIR, and restarts on it after kill -9 with its data', async () => {
    const port = await freePort();
    const first = start(port);
    await waitHealthy(first);
    const before = await credit(port);
    expect(before.credited).toBe(true);

    // A second process on the same DATA_DIR (on another port) stops at once with the in-use message.
    const second = start(await freePort());
    expect(await withDeadline(second.exited, 'The second server did not exit')).not.toBe(0);
    expect(second.output()).toContain(
      `DATA_DIR ${dataDir} is in use by another Rodada process; stop it or set DATA_DIR`,
    );

    signal(first.child, 'SIGKILL');
    await withDeadline(first.exited, 'The killed server did not exit');
    expect(first.child.signalCode).toBe('SIGKILL');

    // What a pid lock file would leave after a kill in a container: a pid that is alive again (here the
    // test runner's). It means nothing to the socket lock, which removes it.
    writeFileSync(join(dataDir, 'rodada.lock'), `${process.pid}\n`);

    const restarted = start(port);
    await waitHealthy(restarted);
    expect(existsSync(join(dataDir, 'rodada.lock'))).toBe(false);
    // The credit made before the kill is there: the same reference is not credited again.
    expect(await credit(port)).toMatchObject({ credited: false, balance: before.balance });
  }, 120_000);
});

describe('a production-like start (sandbox mode off)', () => {
  it('refuses to start without its own secrets, and with them answers 404 on every /sandbox/* path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rodada-prod-'));
    try {
      const production = {
        NODE_ENV: 'production',
        PIX_SANDBOX: undefined,
        CAPTCHA_TEST_ANSWER: undefined,
        ...MESSAGING_ENV,
        ...REGULATOR_ENV,
        ...KYC_ENV,
        ...bcbApiEnv(dir),
      };
      const bare = start(await freePort(), {
        dir,
        env: { ...production, PIX_GATEWAY: undefined, PIX_WEBHOOK_SECRET: undefined, ADMIN_TOKEN: undefined },
      });
      expect(await withDeadline(bare.exited, 'The server without secrets did not exit')).not.toBe(0);
      expect(bare.output()).toContain('PIX_GATEWAY=bcb-api is required when NODE_ENV=production');
      expect(bare.output()).toContain('PIX_WEBHOOK_SECRET is required outside sandbox mode');
      expect(bare.output()).toContain('ADMIN_TOKEN is required outside sandbox mode');

      // No e-mail or SMS transport: codes and notices would be dropped, so the start fails, naming them.
      const silent = start(await freePort(), {
        dir,
        env: { ...production, SMTP_URL: undefined, SMS_API_URL: undefined },
      });
      expect(await withDeadline(silent.exited, 'The server without transports did not exit')).not.toBe(0);
      expect(silent.output()).toContain('SMTP_URL and MAIL_FROM are required outside sandbox mode');
      expect(silent.output()).toContain('SMS_API_URL and SMS_API_TOKEN are required outside sandbox mode');

      const sandboxInProduction = start(await freePort(), { dir, env: { NODE_ENV: 'production', PIX_SANDBOX: '1' } });
      expect(await withDeadline(sandboxInProduction.exited, 'The sandbox in production did not exit')).not.toBe(0);
      expect(sandboxInProduction.output()).toContain('PIX_SANDBOX must be off when NODE_ENV=production');

      const port = await freePort();
      const server = start(port, { dir, command: ['npm', 'run', '--silent', 'start:server'], env: production });
      await waitHealthy(server);
      const url = (path: string) => `http://127.0.0.1:${port}${path}`;
      for (const [method, path] of [
        ['GET', '/sandbox/pix/RD0000000000000001'],
        ['POST', '/sandbox/pix/RD0000000000000001/confirm'],
        ['GET', '/sandbox/pix/RD0000000000000001/qr.svg'],
        ['GET', '/sandbox/pix/checkout.js'],
        ['GET', '/sandbox/pix/checkout.css'],
        ['GET', '/sandbox/mail'],
      ] as const) {
        const response = await fetch(url(path), { method, signal: AbortSignal.timeout(10_000) });
        expect(`${method} ${path} ${response.status}`).toBe(`${method} ${path} 404`);
      }
      // A webhook signed with the sandbox's default secret is refused.
      const body = JSON.stringify({
        order_no: 'RD0000000000000001',
        status: 'paid',
        amount: '10.00',
        end_to_end_id: 'E0001',
        payer_cpf: '52998224725',
      });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const webhook = await fetch(url('/api/payment/pix/webhook'), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-pix-timestamp': timestamp,
          'x-pix-signature': signWebhook(DEFAULT_PIX_WEBHOOK_SECRET, timestamp, body),
        },
        body,
      });
      expect(webhook.status).toBe(401);
      signal(server.child, 'SIGTERM');
      await withDeadline(server.exited, 'The production-like server did not stop');
    } finally {
      // A server still running (a step above failed) keeps writing its database: stopped first, the folder
      // goes, and the step's own error is the one reported.
      await killAll();
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    }
  }, 120_000);
});
