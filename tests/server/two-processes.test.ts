import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { openDatabase } from '../../server/db/open';
import { outgoingMessages } from '../../server/db/schema';
import { signWebhook } from '../../server/payments/orders';
import { freePort, httpCall, killAll, spawnServer, waitHealthy, type Started } from './processes';
import { identityFor } from '../identity';
import { launchToken, startSlot } from './helpers';

/**
 * Two API processes on one PostgreSQL behind the same client, every request going to the other one:
 * nothing lives in one process's memory (captchas, sessions, rate limits, crash rounds, idempotency
 * keys), so the money journey behaves as on one server.
 */
const url = process.env.TEST_DATABASE_URL;
const ADMIN_TOKEN = 'two-processes-operator-token-0123';
const SECRET = 'two-processes-webhook-secret-0123';
const CAPTCHA = 'TWO2';

describe.skipIf(!url)('two server processes on one PostgreSQL', () => {
  const servers: Started[] = [];
  let staticDir: string;
  let turn = 0;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'rodada-two-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Rodada</title>');
    // One after the other: the first applies the migrations and the seed, the second finds them done.
    for (let i = 0; i < 2; i += 1) {
      const server = spawnServer(await freePort(), {
        DATABASE_URL: url,
        ADMIN_TOKEN,
        PIX_WEBHOOK_SECRET: SECRET,
        PIX_SANDBOX: '1',
        CAPTCHA_TEST_ANSWER: CAPTCHA,
        STATIC_DIR: staticDir,
        DATA_DIR: staticDir,
      });
      await waitHealthy(server);
      servers.push(server);
    }
  }, 120_000);
  afterAll(async () => {
    await killAll();
    rmSync(staticDir, { recursive: true, force: true });
  });

  /** Each call goes to the next process in turn. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const server = servers[turn++ % servers.length]!;
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await httpCall(`${server.url}${path}`, method, headers, body);
    const json = JSON.parse(response.text) as { code: number; message: string; data: Record<string, unknown> };
    return { status: response.status, json, port: server.port };
  }

  /** The code in the latest message the outbox holds for the phone (what the SMS says). */
  async function smsCode(phone: string): Promise<string> {
    const { db, close } = await openDatabase({ databaseUrl: url! });
    try {
      const [message] = await db
        .select({ body: outgoingMessages.body })
        .from(outgoingMessages)
        .where(eq(outgoingMessages.to, phone))
        .orderBy(desc(outgoingMessages.id))
        .limit(1);
      return /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
    } finally {
      await close();
    }
  }

  const newPhone = () => `219${String(randomBytes(4).readUInt32BE(0) % 100_000_000).padStart(8, '0')}`;

  async function logIn(phone: string, password: string) {
    const captcha = await call('POST', '/api/auth/captcha');
    return call('POST', '/api/auth/login2', {
      body: { phone, password, captcha_key: captcha.json.data.key, captcha: CAPTCHA },
    });
  }

  it('registers, logs in, deposits, claims, plays and withdraws with requests alternating between them', async () => {
    const phone = newPhone();
    const captcha = await call('POST', '/api/auth/captcha');
    // On the open site (its host): the first-deposit reward claimed below is not offered on a regulated one.
    const registered = await call('POST', '/api/auth/register2', {
      headers: { host: 'open.localhost' },
      body: {
        phone,
        password: 'segredo1',
        password_confirmation: 'segredo1',
        captcha_key: captcha.json.data.key,
        captcha: CAPTCHA,
        ...identityFor(phone),
      },
    });
    expect(registered.status).toBe(200);
    expect(registered.port).not.toBe(captcha.port);
    // A session made on one process works on the other.
    const login = await logIn(phone, 'segredo1');
    expect(login.status).toBe(200);
    const token = String(login.json.data.access_token);
    expect((await call('POST', '/api/auth/me', { token, body: {} })).status).toBe(200);

    // The phone confirmed before the first deposit: the SMS code asked on one process, read from the
    // outbox, typed on the other.
    expect((await call('POST', '/api/security/phone/send', { token, body: {} })).status).toBe(200);
    const confirmed = await call('POST', '/api/security/phone/verify', { token, body: { code: await smsCode(phone) } });
    expect(confirmed.status).toBe(200);

    // One operator credit reference sent to both at once: credited once.
    const reference = `two-${randomBytes(6).toString('hex')}`;
    const credits = await Promise.all(
      [0, 1, 2, 3].map(() =>
        call('POST', '/api/operator/credit', {
          headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
          body: { phone, amount: '20.00', reference },
        }),
      ),
    );
    expect(credits.filter((c) => c.json.data.credited === true)).toHaveLength(1);

    // A deposit created on one process and confirmed through the webhook on the other, delivered twice.
    const order = await call('POST', '/api/recharge/online', {
      token,
      body: { money: '100.00', payment_id: 1, payment_type: 'PIX' },
    });
    expect(order.status).toBe(200);
    // Its first deposit makes the first-deposit reward claimable: claimed on both at once, paid once.
    const raw = JSON.stringify({
      order_no: order.json.data.order_no,
      status: 'paid',
      amount: '100.00',
      end_to_end_id: `E${String(order.json.data.order_no)}`,
      payer_cpf: identityFor(phone).cpf,
    });
    const deliver = () => {
      const ts = String(Math.floor(Date.now() / 1000));
      return call('POST', '/api/payment/pix/webhook', {
        body: raw,
        headers: { 'x-pix-timestamp': ts, 'x-pix-signature': signWebhook(SECRET, ts, raw) },
      });
    };
    const delivered = await Promise.all([deliver(), deliver()]);
    expect(delivered.filter((d) => d.json.data.credited === true)).toHaveLength(1);
    const claims = await Promise.all([0, 1, 2, 3].map(() => call('POST', '/api/ftd/claim', { token, body: {} })));
    expect(claims.filter((c) => c.status === 200)).toHaveLength(1);

    // One idempotency key sent to both processes at once: one bet.
    const games = await call('GET', '/api/games/listsv2?category=slot&per_page=1');
    const slot = (games.json.data as unknown as { list: Array<{ id: number }> }).list[0]!;
    const key = `two-${randomBytes(6).toString('hex')}`;
    const launch = await launchToken(call, token, slot.id);
    const bets = await Promise.all(
      [0, 1, 2, 3].map(() => startSlot(call, token, slot.id, launch, '1.00', { 'idempotency-key': key })),
    );
    expect(bets.every((b) => b.status === 200)).toBe(true);
    for (const bet of bets) expect(bet.json.data).toEqual(bets[0]!.json.data);

    // A crash round started on one process is cashed out on the other.
    const crashGames = await call('GET', '/api/games/listsv2?category=crash&per_page=1');
    const crash = (crashGames.json.data as unknown as { list: Array<{ id: number }> }).list[0]!;
    const round = await call('POST', '/api/house/crash/bet', { token, body: { game_id: crash.id, amount: '1.00' } });
    expect(round.status).toBe(200);
    const cashout = await call('POST', '/api/house/crash/cashout', {
      token,
      body: { round_id: round.json.data.round_id },
    });
    expect(cashout.status).toBe(200);
    expect(cashout.port).not.toBe(round.port);

    // The withdrawal password set on one, used on the other; one withdrawal key sent to both: one order.
    await call('POST', '/api/member/qkpwd', { token, body: { qk_pwd: '135790', qk_pwd_confirmation: '135790' } });
    const audit = await call('POST', '/api/operator/audit', {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      body: {},
    });
    expect(audit.json.data.off).toEqual([]);
    const withdrawals = await Promise.all(
      [0, 1, 2, 3].map(() =>
        call('POST', '/api/drawing', {
          token,
          body: {
            money: '10.00',
            qk_pwd: '135790',
            payment_type: 'CPF',
            account: identityFor(phone).cpf,
            cpf_id: identityFor(phone).cpf,
            name: 'Ana Souza',
          },
          headers: { 'idempotency-key': `${key}-w` },
        }),
      ),
    );
    expect(withdrawals.every((w) => w.status < 500)).toBe(true);
    for (const withdrawal of withdrawals) expect(withdrawal.json).toEqual(withdrawals[0]!.json);
    const after = await call('POST', '/api/operator/audit', {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      body: {},
    });
    expect(after.json.data.off).toEqual([]);
  }, 120_000);

  it('counts failed logins of one phone across both processes: five checks, then 429 on either', async () => {
    const phone = newPhone();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await logIn(phone, 'wrong-password')).status);
    expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  }, 60_000);
});
