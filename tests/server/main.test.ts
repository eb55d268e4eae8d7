import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../server/admin';
import { acquireDataDirLock, DataDirInUseError } from '../../server/db/lock';
import { DEMO_PLAYER } from '../../server/db/seed';
import { parseEnv } from '../../server/env';
import { startServer, type RunningServer } from '../../server/main';
import { ServerText } from '../../contract';
import { readAppPaths } from '../../scripts/app-paths';
import { BCB_API_ENV, bcbApiEnv, KYC_ENV, MESSAGING_ENV, REGULATOR_ENV } from './processes';

let dataDir: string;
let staticDir: string;
let server: RunningServer;
const printed: string[] = [];

const env = () => ({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  STATIC_DIR: staticDir,
  CAPTCHA_TEST_ANSWER: 'T3ST',
  LOG: 'false',
  PIX_SANDBOX: '1',
});

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rodada-data-'));
  staticDir = mkdtempSync(join(tmpdir(), 'rodada-dist-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Rodada</title>');
  writeFileSync(join(staticDir, 'app-paths.json'), JSON.stringify(readAppPaths()));
  server = await startServer({ env: env(), print: (line) => printed.push(line) });
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(staticDir, { recursive: true, force: true });
});

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json()) as { message: string; data: Record<string, unknown> | null },
  };
}

async function demoLogin(): Promise<string> {
  const { json } = await post('/api/auth/login2', {
    phone: DEMO_PLAYER.phone,
    password: DEMO_PLAYER.password,
    captcha_key: 'any',
    captcha: 'T3ST',
  });
  return String(json.data?.access_token);
}

describe('startServer', () => {
  it('serves the API and the app on a real port, seeded with the demo player', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toMatchObject({ data: { ok: true } });
    const page = await fetch(`${server.url}/promotion/activity`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Rodada</title>');
    expect((await fetch(`${server.url}/nowhere`)).status).toBe(404);

    const me = await post('/api/auth/me', {}, await demoLogin());
    expect(me.json.data).toMatchObject({ phone: DEMO_PLAYER.phone, money: '1500.00' });
  });

  it('prints the address, the database, the demo login, and warns about the captcha test answer', () => {
    const text = printed.join('\n');
    expect(text).toContain(`running at ${server.url}`);
    expect(text).toContain(`Database: PGlite in ${join(dataDir, 'pglite')}`);
    expect(text).toContain(`phone ${DEMO_PLAYER.phone}, password ${DEMO_PLAYER.password}`);
    expect(text).toContain('Demo data (sandbox mode): seeded the demo player');
    expect(text).toContain('QA accounts (password qa123456) are created only by npm run admin -- scenario all');
    expect(text).toMatch(/WARNING: CAPTCHA_TEST_ANSWER/);
  });

  it('keeps a generated operator token in DATA_DIR/admin-token, readable by the owner only', () => {
    const file = join(dataDir, 'admin-token');
    expect(readFileSync(file, 'utf8').trim()).toBe(server.adminToken);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses a second process on the same DATA_DIR', async () => {
    await expect(startServer({ env: env(), print: () => undefined })).rejects.toThrow(
      `DATA_DIR ${dataDir} is in use by another Rodada process; stop it or set DATA_DIR`,
    );
    // The first one is unharmed.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});

describe('a production start (NODE_ENV=production)', () => {
  const ADMIN_TOKEN = 'production-test-operator-token-0123';
  let dir: string;
  let production: RunningServer;
  const lines: string[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rodada-production-'));
    production = await startServer({
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        STATIC_DIR: staticDir,
        LOG: 'false',
        NODE_ENV: 'production',
        PIX_WEBHOOK_SECRET: 'production-test-webhook-secret-0123',
        ADMIN_TOKEN,
        ...MESSAGING_ENV,
        ...REGULATOR_ENV,
        ...KYC_ENV,
        ...bcbApiEnv(dir),
      },
      print: (line) => lines.push(line),
    });
  });
  afterAll(async () => {
    await production?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const credit = async (phone: string) =>
    fetch(`${production.url}/api/operator/credit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify({ phone, amount: '1.00', reference: `production-test-${phone}` }),
    });

  it('has no demo player and no QA account, and says so; only the explicit seed command creates the demo player', async () => {
    expect(lines.join('\n')).toContain('No demo player or QA account (sandbox mode off)');
    expect(lines.join('\n')).not.toContain(DEMO_PLAYER.password);
    expect((await credit(DEMO_PLAYER.phone)).status).toBe(404);
    expect((await credit('11990000101')).status).toBe(404);

    const out: string[] = [];
    const code = await runAdmin(
      ['seed', 'demo'],
      { RODADA_API: production.url, ADMIN_TOKEN },
      { out: (line) => out.push(line), err: (line) => out.push(line) },
    );
    expect(code).toBe(0);
    expect(out.join('\n')).toContain(`log in as ${DEMO_PLAYER.phone} / ${DEMO_PLAYER.password} (balance R$ 1500.00)`);
    expect((await credit(DEMO_PLAYER.phone)).status).toBe(200);
  });

  it('refuses the QA scenarios (accounts with a known password and deposits nobody paid)', async () => {
    const response = await fetch(`${production.url}/api/operator/scenario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify({ name: 'reward-claimable' }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBe('operator.qa_in_production');
    expect((await credit('11990000101')).status).toBe(404);
  });

  it('sends Strict-Transport-Security', async () => {
    const response = await fetch(`${production.url}/api/health`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('npm run admin', () => {
  const io = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
  };

  it('forces a member offline through the operator API with the token from DATA_DIR', async () => {
    const token = await demoLogin();
    const { out, io: streams } = io();
    const code = await runAdmin(
      ['force-offline', DEMO_PLAYER.phone],
      { RODADA_API: server.url, DATA_DIR: dataDir },
      streams,
    );
    expect(code).toBe(0);
    expect(out.join('\n')).toMatch(/forced offline; [1-9]\d* session\(s\) ended/);
    const me = await post('/api/auth/me', {}, token);
    expect(me.status).toBe(401);
    expect(me.json).toMatchObject({ message: ServerText.forcedOffline, force_offline: true });
  });

  it('credits a member once per reference', async () => {
    const { out, io: streams } = io();
    const env = { RODADA_API: server.url, ADMIN_TOKEN: server.adminToken };
    expect(await runAdmin(['credit', DEMO_PLAYER.phone, '25.00', 'cli-test-1'], env, streams)).toBe(0);
    expect(await runAdmin(['credit', DEMO_PLAYER.phone, '25.00', 'cli-test-1'], env, streams)).toBe(0);
    expect(out[0]).toMatch(/credited; balance R\$ \d+\.\d{2}/);
    expect(out[1]).toMatch(/already credited/);
    const { err, io: errStreams } = io();
    expect(await runAdmin(['credit', DEMO_PLAYER.phone, '25.00'], env, errStreams)).toBe(2);
    expect(err.join('\n')).toMatch(/Usage: npm run admin -- credit PHONE AMOUNT REFERENCE/);
  });

  it('expires sessions', async () => {
    const token = await demoLogin();
    const { io: streams } = io();
    expect(
      await runAdmin(
        ['expire-sessions', DEMO_PLAYER.phone],
        { RODADA_API: server.url, ADMIN_TOKEN: server.adminToken },
        streams,
      ),
    ).toBe(0);
    const answer = (await post('/api/auth/me', {}, token)).json;
    expect(answer).toMatchObject({ error: 'auth.session_expired', message: ServerText.sessionExpired });
  });

  it('makes sessions idle: the next call ends them as idle (the login-expired answer)', async () => {
    const token = await demoLogin();
    const { io: streams, out } = io();
    expect(
      await runAdmin(
        ['idle-sessions', DEMO_PLAYER.phone],
        { RODADA_API: server.url, ADMIN_TOKEN: server.adminToken },
        streams,
      ),
    ).toBe(0);
    expect(out.join('\n')).toMatch(/session\(s\) now idle/);
    const answer = (await post('/api/auth/me', {}, token)).json;
    expect(answer).toMatchObject({ error: 'auth.session_expired', message: ServerText.sessionExpired });
  });

  it('explains a wrong token, an unknown member, a bad phone and a server that is not running', async () => {
    const cases: [string[], Record<string, string>, RegExp][] = [
      [
        ['force-offline', DEMO_PLAYER.phone],
        { RODADA_API: server.url, ADMIN_TOKEN: 'x'.repeat(20) },
        /refused the operator token/,
      ],
      [['force-offline', '21987654321'], { RODADA_API: server.url, DATA_DIR: dataDir }, /Member not found/],
      [['force-offline', '123'], { RODADA_API: server.url, DATA_DIR: dataDir }, /not a Brazilian mobile/],
      [
        ['force-offline', DEMO_PLAYER.phone],
        { RODADA_API: 'http://127.0.0.1:9', DATA_DIR: dataDir },
        /not running at http:\/\/127\.0\.0\.1:9/,
      ],
      [
        ['force-offline', DEMO_PLAYER.phone],
        { RODADA_API: server.url, DATA_DIR: join(dataDir, 'none') },
        /No operator token/,
      ],
      [['launch-rockets'], {}, /Unknown command/],
    ];
    for (const [args, environment, message] of cases) {
      const { err, io: streams } = io();
      expect(await runAdmin(args, environment, streams)).not.toBe(0);
      expect(err.join('\n')).toMatch(message);
    }
    const { out, io: streams } = io();
    expect(await runAdmin(['help'], {}, streams)).toBe(0);
    expect(out.join('\n')).toContain('force-offline PHONE');
  });
});

describe('DATA_DIR lock', () => {
  it('refuses a second holder until the first releases it, and removes the old lock file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rodada-lock-'));
    try {
      writeFileSync(join(dir, 'rodada.lock'), '1\n');
      const release = await acquireDataDirLock(dir);
      expect(existsSync(join(dir, 'rodada.lock'))).toBe(false);
      const refused = acquireDataDirLock(dir);
      await expect(refused).rejects.toThrow(DataDirInUseError);
      await expect(refused).rejects.toThrow(
        `DATA_DIR ${dir} is in use by another Rodada process; stop it or set DATA_DIR`,
      );
      // The same directory by another path is the same lock.
      await expect(acquireDataDirLock(join(dir, '.'))).rejects.toThrow(DataDirInUseError);
      await release();
      await release();

      const again = await acquireDataDirLock(dir);
      await again();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('locks two different directories at once', async () => {
    const first = mkdtempSync(join(tmpdir(), 'rodada-lock-'));
    const second = mkdtempSync(join(tmpdir(), 'rodada-lock-'));
    try {
      const releaseFirst = await acquireDataDirLock(first);
      const releaseSecond = await acquireDataDirLock(second);
      await releaseFirst();
      await releaseSecond();
    } finally {
      rmSync(first, { recursive: true, force: true });
      rmSync(second, { recursive: true, force: true });
    }
  });
});

describe('the environment', () => {
  it('has defaults for everything in sandbox mode', () => {
    expect(parseEnv({ PIX_SANDBOX: '1' })).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: '.data',
      STATIC_DIR: 'dist',
      CORS_ORIGINS: [],
      TRUST_PROXY: 0,
      LOG: true,
      FIRST_PAINT_WAIT_MS: 250,
    });
    expect(parseEnv({ PIX_SANDBOX: '1', FIRST_PAINT_WAIT_MS: '5000' }).FIRST_PAINT_WAIT_MS).toBe(5000);
    expect(parseEnv({ PIX_SANDBOX: '1', DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(
      parseEnv({ PIX_SANDBOX: '1', CORS_ORIGINS: 'https://a.example, http://localhost:5173', TRUST_PROXY: 'true' }),
    ).toMatchObject({
      CORS_ORIGINS: ['https://a.example', 'http://localhost:5173'],
      TRUST_PROXY: 1,
    });
    // TRUST_PROXY is the number of reverse proxies in front of the server; 1 and true mean one.
    expect(parseEnv({ PIX_SANDBOX: '1', TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ PIX_SANDBOX: '1', TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ PIX_SANDBOX: '1', TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(0);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db'],
    ['ADMIN_TOKEN', 'short'],
    ['CORS_ORIGINS', 'not a url'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '-1'],
    ['CAPTCHA_TEST_ANSWER', 'has space'],
    ['FIRST_PAINT_WAIT_MS', '5001'],
    ['FIRST_PAINT_WAIT_MS', '-1'],
  ])('stops on a bad %s, naming it', (name, value) => {
    expect(() => parseEnv({ PIX_SANDBOX: '1', [name]: value })).toThrow(new RegExp(`^Invalid environment: ${name} `));
  });

  it('outside sandbox mode needs its own webhook secret and operator token, and refuses test switches', () => {
    expect(() => parseEnv({})).toThrow(
      'Invalid environment: KYC_ENCRYPTION_KEY is required outside sandbox mode (the identity documents are kept encrypted under it: openssl rand -hex 32); PIX_WEBHOOK_SECRET is required outside sandbox mode (PIX_SANDBOX=1 runs the one-machine demo); ADMIN_TOKEN is required outside sandbox mode (PIX_SANDBOX=1 runs the one-machine demo); SMTP_URL and MAIL_FROM are required outside sandbox mode (e-mails would be silently dropped); SMS_API_URL and SMS_API_TOKEN are required outside sandbox mode (SMS codes would be silently dropped)',
    );
    const own = {
      PIX_WEBHOOK_SECRET: 'a-real-webhook-secret-0123',
      ADMIN_TOKEN: 'a-real-operator-token-0123',
      KYC_ENCRYPTION_KEY: KYC_ENV.KYC_ENCRYPTION_KEY,
      ...MESSAGING_ENV,
    };
    expect(parseEnv(own)).toMatchObject({ PIX_SANDBOX: false });
    // An e-mail or SMS transport missing is a start that fails, naming what is missing.
    expect(() => parseEnv({ ...own, SMS_API_TOKEN: undefined })).toThrow(
      'SMS_API_URL and SMS_API_TOKEN are required outside sandbox mode',
    );
    expect(() => parseEnv({ ...own, MAIL_FROM: undefined })).toThrow(
      'SMTP_URL and MAIL_FROM are required outside sandbox mode',
    );
    expect(() => parseEnv({ ...own, SMTP_URL: 'http://mail.example' })).toThrow(/^Invalid environment: SMTP_URL /);
    expect(() => parseEnv({ ...own, CAPTCHA_TEST_ANSWER: 'T3ST' })).toThrow(
      'CAPTCHA_TEST_ANSWER is allowed only in sandbox mode',
    );
    expect(() => parseEnv({ PIX_SANDBOX: '1', NODE_ENV: 'production' })).toThrow(
      'PIX_SANDBOX must be off when NODE_ENV=production',
    );
    expect(() => parseEnv({ ...own, PIX_CHECKOUT_URL: 'http://psp.example/' })).toThrow(
      /^Invalid environment: PIX_CHECKOUT_URL /,
    );
  });

  it('a production start needs the regulator’s real checks, and the real adapter its credentials and addresses', () => {
    const own = {
      NODE_ENV: 'production',
      PIX_WEBHOOK_SECRET: 'a-real-webhook-secret-0123',
      ADMIN_TOKEN: 'a-real-operator-token-0123',
      ...MESSAGING_ENV,
    };
    expect(() => parseEnv(own)).toThrow(
      'REGULATOR_PROVIDER=serpro-sigap is required when NODE_ENV=production (the sandbox regulator clears every CPF but its test ones)',
    );
    expect(() => parseEnv({ ...own, REGULATOR_PROVIDER: 'serpro-sigap' })).toThrow(
      'Invalid environment: REGULATOR_CLIENT_ID is required with REGULATOR_PROVIDER=serpro-sigap; REGULATOR_CLIENT_SECRET is required with REGULATOR_PROVIDER=serpro-sigap; SIGAP_IMPEDIDOS_URL is required with REGULATOR_PROVIDER=serpro-sigap',
    );
    expect(() => parseEnv({ ...own, ...REGULATOR_ENV, SERPRO_CPF_URL: 'ftp://cpf/' })).toThrow(
      /^Invalid environment: SERPRO_CPF_URL /,
    );
    expect(() => parseEnv({ ...own, REGULATOR_PROVIDER: 'receita' })).toThrow(
      /^Invalid environment: REGULATOR_PROVIDER /,
    );
    expect(parseEnv({ ...own, ...REGULATOR_ENV, ...BCB_API_ENV, ...KYC_ENV })).toMatchObject({
      REGULATOR_PROVIDER: 'serpro-sigap',
      SIGAP_IMPEDIDOS_URL: REGULATOR_ENV.SIGAP_IMPEDIDOS_URL,
    });
    // Outside production the sandbox regulator is the default.
    expect(parseEnv({ PIX_SANDBOX: '1' })).toMatchObject({ REGULATOR_PROVIDER: 'sandbox' });
  });

  it('a production start needs a real identity provider and the key the documents are sealed with', () => {
    const own = {
      NODE_ENV: 'production',
      PIX_WEBHOOK_SECRET: 'a-real-webhook-secret-0123',
      ADMIN_TOKEN: 'a-real-operator-token-0123',
      ...MESSAGING_ENV,
      ...REGULATOR_ENV,
      ...BCB_API_ENV,
    };
    expect(() => parseEnv(own)).toThrow(
      'Invalid environment: KYC_PROVIDER=datavalid is required when NODE_ENV=production (the sandbox identity provider approves every document but its test ones); KYC_ENCRYPTION_KEY is required outside sandbox mode',
    );
    expect(() =>
      parseEnv({ ...own, KYC_PROVIDER: 'datavalid', KYC_ENCRYPTION_KEY: KYC_ENV.KYC_ENCRYPTION_KEY }),
    ).toThrow(
      'Invalid environment: DATAVALID_URL is required with KYC_PROVIDER=datavalid; DATAVALID_CLIENT_ID is required with KYC_PROVIDER=datavalid; DATAVALID_CLIENT_SECRET is required with KYC_PROVIDER=datavalid',
    );
    expect(() => parseEnv({ ...own, ...KYC_ENV, KYC_ENCRYPTION_KEY: 'too-short' })).toThrow(
      /^Invalid environment: KYC_ENCRYPTION_KEY must be 32 bytes as 64 hex digits/,
    );
    expect(parseEnv({ ...own, ...KYC_ENV })).toMatchObject({ KYC_PROVIDER: 'datavalid' });
    // The one-machine demo: the sandbox provider, the key a secret of the database.
    expect(parseEnv({ PIX_SANDBOX: '1' })).toMatchObject({ KYC_PROVIDER: 'sandbox' });
  });
});
