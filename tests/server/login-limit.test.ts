import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_PHONE, MAX_FAILURES_PER_PHONE_ANYWHERE } from '../../server/auth/rate-limit';
import { ServerText } from '../../contract';
import { MINUTE, setupServer, type TestServer } from './helpers';
import { identityFor, validCpf } from '../identity';

/**
 * The login limit under concurrency: every attempt is counted (one atomic upsert) before its password
 * is checked, so 100 wrong passwords sent at once for one phone get exactly 5 checks.
 */

const RACE = 100;

interface Answer {
  status: number;
  message: string;
}

/** The answers of a race: how many were checked (the password was wrong) and how many refused (429). */
function tally(answers: Answer[]) {
  return {
    checked: answers.filter((a) => a.status === 422 && a.message === ServerText.wrongCredentials).length,
    refused: answers.filter((a) => a.status === 429 && a.message === ServerText.tooManyAttempts).length,
  };
}

describe('the login limit (PGlite)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer();
  });
  afterAll(() => s.close());

  const login = async (
    phone: string,
    password: string,
    address: string,
    captcha: { key: string; code: string },
    device?: string,
  ) => {
    const { status, json } = await s.call('POST', '/api/auth/login2', {
      body: { phone, password, captcha_key: captcha.key, captcha: captcha.code, device_id: device },
      headers: { 'x-forwarded-for': address },
    });
    return { status, message: json.message };
  };

  it(`${RACE} concurrent wrong passwords for one phone from one address: exactly ${MAX_FAILURES_PER_PHONE} checked, the rest 429, then locked there for the window`, async () => {
    const member = await s.register();
    const address = '198.51.100.1';
    const captchas = await Promise.all(Array.from({ length: RACE }, () => s.captcha()));
    const answers = await Promise.all(
      captchas.map((captcha, i) => login(member.phone, `errada-${i}`, address, captcha)),
    );
    expect(tally(answers)).toEqual({ checked: MAX_FAILURES_PER_PHONE, refused: RACE - MAX_FAILURES_PER_PHONE });

    // From that address, the right password waits for the window (15 minutes from the first attempt).
    expect((await login(member.phone, member.password, address, await s.captcha())).status).toBe(429);
    s.clock.advance(14 * MINUTE);
    expect((await login(member.phone, member.password, address, await s.captcha())).status).toBe(429);
    s.clock.advance(MINUTE + 1000);
    expect((await login(member.phone, member.password, address, await s.captcha())).status).toBe(200);
  });

  it('wrong passwords for a phone from one address do not lock its owner out from another', async () => {
    const member = await s.register();
    const stranger = '198.51.100.150';
    const answers = await Promise.all(
      (await Promise.all(Array.from({ length: 20 }, () => s.captcha()))).map((captcha, i) =>
        login(member.phone, `errada-${i}`, stranger, captcha),
      ),
    );
    expect(tally(answers)).toEqual({ checked: MAX_FAILURES_PER_PHONE, refused: 20 - MAX_FAILURES_PER_PHONE });
    expect((await login(member.phone, member.password, stranger, await s.captcha())).status).toBe(429);
    // The owner, elsewhere, logs in at once, and a stranger at a second address has only their own five tries.
    expect((await login(member.phone, member.password, '198.51.100.151', await s.captcha())).status).toBe(200);
    for (let i = 0; i < MAX_FAILURES_PER_PHONE; i += 1) {
      expect((await login(member.phone, `outra-${i}`, '198.51.100.152', await s.captcha())).status).toBe(422);
    }
    expect((await login(member.phone, member.password, '198.51.100.152', await s.captcha())).status).toBe(429);
    expect((await login(member.phone, member.password, '198.51.100.151', await s.captcha())).status).toBe(200);
  });

  it(`guessing from many addresses: after ${MAX_FAILURES_PER_PHONE_ANYWHERE} wrong passwords anywhere only a device the member used before gets in`, async () => {
    const member = await s.register();
    const device = '7d3f0c1e-2b4a-4c5d-8e9f-a0b1c2d3e4f5';
    // The member's own browser logs in once: it is known from then on.
    expect((await login(member.phone, member.password, '198.51.100.160', await s.captcha(), device)).status).toBe(200);

    const guesses = MAX_FAILURES_PER_PHONE_ANYWHERE / MAX_FAILURES_PER_PHONE;
    for (let a = 0; a < guesses; a += 1) {
      for (let i = 0; i < MAX_FAILURES_PER_PHONE; i += 1) {
        expect((await login(member.phone, `errada-${a}-${i}`, `198.51.101.${a}`, await s.captcha())).status).toBe(422);
      }
    }
    // A new address, a new or made-up device: held back. Guessing goes no further.
    expect((await login(member.phone, 'errada-mais', '198.51.101.200', await s.captcha())).status).toBe(429);
    expect((await login(member.phone, member.password, '198.51.101.201', await s.captcha())).status).toBe(429);
    const madeUp = 'ffffffff-ffff-4fff-8fff-ffffffffffff';
    expect((await login(member.phone, member.password, '198.51.101.202', await s.captcha(), madeUp)).status).toBe(429);
    // The member's browser, from wherever it is now, gets in with the right password.
    expect((await login(member.phone, member.password, '198.51.101.203', await s.captcha(), device)).status).toBe(200);
    // …and a wrong one there is still counted like any other.
    expect((await login(member.phone, 'errada', '198.51.101.203', await s.captcha(), device)).status).toBe(422);
  });

  it(`${RACE} concurrent wrong passwords for one phone from ${RACE} addresses: exactly ${MAX_FAILURES_PER_PHONE_ANYWHERE} checked; the browser it registered from still gets in`, async () => {
    const device = '0f1e2d3c-4b5a-4697-8877-665544332211';
    const registered = await s.registerWith(
      { device_id: device },
      { headers: { 'x-forwarded-for': '198.51.102.250' } },
    );
    expect(registered.status).toBe(200);
    const { phone } = registered.body;
    const captchas = await Promise.all(Array.from({ length: RACE }, () => s.captcha()));
    const answers = await Promise.all(
      captchas.map((captcha, i) => login(phone, `errada-${i}`, `198.51.102.${i + 1}`, captcha)),
    );
    expect(tally(answers)).toEqual({
      checked: MAX_FAILURES_PER_PHONE_ANYWHERE,
      refused: RACE - MAX_FAILURES_PER_PHONE_ANYWHERE,
    });
    expect((await login(phone, 'segredo1', '198.51.102.200', await s.captcha())).status).toBe(429);
    expect((await login(phone, 'segredo1', '198.51.102.201', await s.captcha(), device)).status).toBe(200);
  });

  it('a wrong captcha counts nothing, and a locked phone is told 429 before its captcha', async () => {
    const member = await s.register();
    const address = '198.51.100.210';
    for (let i = 0; i < 10; i += 1) {
      const answer = await login(member.phone, 'errada', address, { key: 'no-such-captcha', code: 'ABCD' });
      expect(answer.message).toBe(ServerText.captchaAgain);
    }
    for (let i = 0; i < MAX_FAILURES_PER_PHONE; i += 1) {
      expect((await login(member.phone, `errada-${i}`, address, await s.captcha())).status).toBe(422);
    }
    const locked = await login(member.phone, member.password, address, { key: 'no-such-captcha', code: 'ABCD' });
    expect(locked).toEqual({ status: 429, message: ServerText.tooManyAttempts });
  });

  it('successes give the address back its attempt: 31 members logging in from one address are not locked out', async () => {
    const address = '198.51.100.220';
    const registered = [];
    for (let i = 0; i < 31; i += 1) registered.push(await s.register());
    for (const member of registered) {
      expect((await login(member.phone, member.password, address, await s.captcha())).status).toBe(200);
    }
    // Failures still count: 30 of them lock the address.
    for (let i = 0; i < 30; i += 1) {
      expect((await login(s.newPhone(), 'errada', address, await s.captcha())).status).toBe(422);
    }
    expect((await login(registered[0]!.phone, registered[0]!.password, address, await s.captcha())).status).toBe(429);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the login limit on PostgreSQL (TEST_DATABASE_URL)', () => {
  let s: TestServer;
  const run = randomBytes(4).readUInt32BE(0) % 100_000_000;
  const CAPTCHA = 'PGOK';

  beforeAll(async () => {
    s = await setupServer({ captchaTestAnswer: CAPTCHA }, 'login-limit-pg', { databaseUrl: url! });
  });
  afterAll(() => s?.close());

  async function post(
    path: string,
    body: Record<string, unknown>,
    address: string,
  ): Promise<Answer & { data: unknown }> {
    const { status, json } = await s.call('POST', path, {
      body: { ...body, captcha_key: 'pg', captcha: CAPTCHA },
      headers: { 'x-forwarded-for': address },
    });
    return { status, message: json.message, data: json.data };
  }
  // Addresses of this run only (the counters stay in the database between runs).
  const address = (i: number) => `10.${(run >> 16) & 255}.${(run >> 8) & 255}.${i}`;

  it(`${RACE} concurrent wrong passwords for one phone on separate connections: exactly ${MAX_FAILURES_PER_PHONE} checked, and its owner elsewhere still gets in`, async () => {
    const phone = `519${String(run).padStart(8, '0')}`;
    const registered = await post(
      '/api/auth/register2',
      { phone, password: 'segredo1', password_confirmation: 'segredo1', ...identityFor(phone) },
      address(250),
    );
    expect(registered.status, registered.message).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: RACE }, (_, i) => post('/api/auth/login2', { phone, password: `errada-${i}` }, address(1))),
    );
    expect(tally(answers)).toEqual({ checked: MAX_FAILURES_PER_PHONE, refused: RACE - MAX_FAILURES_PER_PHONE });

    expect((await post('/api/auth/login2', { phone, password: 'segredo1' }, address(1))).status).toBe(429);
    expect((await post('/api/auth/login2', { phone, password: 'segredo1' }, address(251))).status).toBe(200);
    s.clock.advance(15 * MINUTE + 1000);
    expect((await post('/api/auth/login2', { phone, password: 'segredo1' }, address(1))).status).toBe(200);
  });

  it(`${RACE} concurrent wrong passwords for one phone from ${RACE} addresses on separate connections: exactly ${MAX_FAILURES_PER_PHONE_ANYWHERE} checked`, async () => {
    const phone = `539${String(run).padStart(8, '0')}`;
    const device = `pg-device-${String(run).padStart(8, '0')}`;
    const registered = await post(
      '/api/auth/register2',
      {
        phone,
        password: 'segredo1',
        password_confirmation: 'segredo1',
        device_id: device,
        ...identityFor(phone),
        cpf: validCpf(`7${String(run).padStart(8, '0')}`),
      },
      address(249),
    );
    expect(registered.status, registered.message).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: RACE }, (_, i) =>
        post('/api/auth/login2', { phone, password: `errada-${i}` }, `10.${(run >> 16) & 255}.200.${i}`),
      ),
    );
    expect(tally(answers)).toEqual({
      checked: MAX_FAILURES_PER_PHONE_ANYWHERE,
      refused: RACE - MAX_FAILURES_PER_PHONE_ANYWHERE,
    });
    expect((await post('/api/auth/login2', { phone, password: 'segredo1' }, address(248))).status).toBe(429);
    expect(
      (await post('/api/auth/login2', { phone, password: 'segredo1', device_id: device }, address(248))).status,
    ).toBe(200);
  });
});
