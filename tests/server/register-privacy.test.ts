import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_REGISTRATION_FAILURES_PER_ADDRESS,
  MAX_REGISTRATION_FAILURES_PER_DEVICE,
} from '../../server/auth/rate-limit';
import { setupServer, type TestServer } from './helpers';
import { identityFor } from '../identity';

/**
 * Registration does not tell a stranger who is a member: every other check comes first, "taken" is said
 * only after the captcha, and refused registrations are limited per address and per device, also when they
 * race.
 */

interface Answer {
  status: number;
  error: string | undefined;
}

function registerAs(s: TestServer, address: string) {
  return async (overrides: Record<string, unknown>, captcha?: { key: string; code: string }): Promise<Answer> => {
    const { status, json } = await s.registerWith(overrides, { headers: { 'x-forwarded-for': address }, captcha });
    return { status, error: (json as { error?: string }).error };
  };
}

const count = (answers: Answer[], status: number) => answers.filter((a) => a.status === status).length;

describe('registration and who is registered (PGlite)', () => {
  let s: TestServer;
  let member: { phone: string; cpf: string };
  beforeAll(async () => {
    s = await setupServer();
    const { phone } = await s.register();
    member = { phone, cpf: identityFor(phone).cpf };
  });
  afterAll(() => s.close());

  it('an under-18 birth date with a registered phone is refused as under 18, not as taken', async () => {
    const answer = await registerAs(s, '192.0.2.1')({ phone: member.phone, birth_date: '2010-01-01' });
    expect(answer).toEqual({ status: 422, error: 'identity.underage' });
  });

  it('an unknown invitation code with a registered CPF is refused for the code, not as taken', async () => {
    const answer = await registerAs(s, '192.0.2.2')({ cpf: member.cpf, invite_code: 'NOSUCHCODE' });
    expect(answer).toEqual({ status: 422, error: 'auth.invite_code_unknown' });
  });

  it('without a solved captcha "taken" is never answered', async () => {
    const register = registerAs(s, '192.0.2.3');
    const wrong = { key: 'no-such-captcha', code: 'ABCD' };
    expect(await register({ phone: member.phone }, wrong)).toEqual({ status: 422, error: 'auth.captcha_again' });
    expect(await register({ cpf: member.cpf }, wrong)).toEqual({ status: 422, error: 'auth.captcha_again' });
    const spent = await s.captcha();
    await register({ password: '123', password_confirmation: '123' }, spent);
    expect(await register({ phone: member.phone }, spent)).toEqual({ status: 422, error: 'auth.captcha_again' });
    // With the captcha solved, it is said.
    expect(await register({ phone: member.phone })).toEqual({ status: 409, error: 'auth.phone_taken' });
    expect(await register({ cpf: member.cpf })).toEqual({ status: 409, error: 'identity.cpf_taken' });
  });

  it(`the ${MAX_REGISTRATION_FAILURES_PER_ADDRESS + 1}st refused registration from one address is 429, and another address is not affected`, async () => {
    const register = registerAs(s, '192.0.2.10');
    for (let i = 0; i < MAX_REGISTRATION_FAILURES_PER_ADDRESS; i += 1) {
      expect((await register({ phone: member.phone })).status).toBe(409);
    }
    expect(await register({ phone: member.phone })).toEqual({ status: 429, error: 'auth.too_many_attempts' });
    // Locked: not even a registration that would go through, and told before the captcha is judged.
    expect((await register({})).status).toBe(429);
    expect((await register({}, { key: 'no-such-captcha', code: 'ABCD' })).status).toBe(429);
    expect((await registerAs(s, '192.0.2.11')({})).status).toBe(200);
  });

  it('refused registrations racing from one address: exactly the limit are answered, the rest 429', async () => {
    const register = registerAs(s, '192.0.2.20');
    const captchas = await Promise.all(Array.from({ length: 45 }, () => s.captcha()));
    const answers = await Promise.all(captchas.map((captcha) => register({ cpf: member.cpf }, captcha)));
    expect(count(answers, 409)).toBe(MAX_REGISTRATION_FAILURES_PER_ADDRESS);
    expect(count(answers, 429)).toBe(45 - MAX_REGISTRATION_FAILURES_PER_ADDRESS);
  });

  it(`a device is limited to ${MAX_REGISTRATION_FAILURES_PER_DEVICE} refused registrations whatever its address`, async () => {
    const device = 'a3f1c2d4-5b6e-4f70-8a9b-0c1d2e3f4a5b';
    for (let i = 0; i < MAX_REGISTRATION_FAILURES_PER_DEVICE; i += 1) {
      const answer = await registerAs(s, `198.18.1.${i}`)({ phone: member.phone, device_id: device });
      expect(answer.status).toBe(409);
    }
    expect((await registerAs(s, '198.18.1.99')({ phone: member.phone, device_id: device })).status).toBe(429);
    expect((await registerAs(s, '198.18.1.99')({ phone: member.phone })).status).toBe(409);
  });

  it('registrations that go through are not counted: 35 people signing up behind one address all get in', async () => {
    const register = registerAs(s, '192.0.2.30');
    for (let i = 0; i < 35; i += 1) expect((await register({})).status).toBe(200);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('registration limit on PostgreSQL (TEST_DATABASE_URL)', () => {
  let s: TestServer;
  const run = randomBytes(4).readUInt32BE(0) % 100_000_000;
  const CAPTCHA = 'PGOK';
  beforeAll(async () => {
    s = await setupServer({ captchaTestAnswer: CAPTCHA }, 'register-limit-pg', { databaseUrl: url! });
  });
  afterAll(() => s?.close());

  it('refused registrations racing from one address on separate connections: exactly the limit answered, the rest 429', async () => {
    const { phone } = await s.register();
    const address = `10.${(run >> 16) & 255}.${(run >> 8) & 255}.${run & 255}`;
    const register = registerAs(s, address);
    const answers = await Promise.all(
      Array.from({ length: 45 }, () => register({ phone }, { key: 'pg', code: CAPTCHA })),
    );
    expect(count(answers, 409)).toBe(MAX_REGISTRATION_FAILURES_PER_ADDRESS);
    expect(count(answers, 429)).toBe(45 - MAX_REGISTRATION_FAILURES_PER_ADDRESS);
  });
});
