import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../contract/errors';
import { isGuessableWithdrawalPassword } from '../../contract/money';
import { members } from '../../server/db/schema';
import { setupServer, type SetupOptions, type TestServer } from './helpers';

/**
 * A withdrawal password anyone would try first (a run up or down, one repeated digit, a short block
 * repeated) is refused with its own code and reason, whether set before the first withdrawal or changed
 * in the security center; nothing is stored.
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const GUESSABLE = ['123456', '654321', '111111', '000000', '567890', '098765', '121212', '123123'];
const FINE = ['135790', '246810', '864200', '103254', '112233'];

describe('isGuessableWithdrawalPassword', () => {
  it('names the sequences and repeats, and no other 6 digits', () => {
    expect(GUESSABLE.filter((p) => !isGuessableWithdrawalPassword(p))).toEqual([]);
    expect(FINE.filter(isGuessableWithdrawalPassword)).toEqual([]);
  });
});

describe.each(targets)('a guessable withdrawal password on $name', ({ options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'withdrawal-password-rule', options);
  }, 60_000);
  afterAll(() => s?.close());

  const stored = async (phone: string) =>
    (await s.db.select({ hash: members.withdrawalPasswordHash }).from(members).where(eq(members.phone, phone)))[0]!
      .hash;

  it('is refused when set before the first withdrawal, with the reason on the field', async () => {
    const { phone, token } = await s.register();
    for (const password of GUESSABLE) {
      const answer = await s.call('POST', '/api/member/qkpwd', {
        token,
        body: { qk_pwd: password, qk_pwd_confirmation: password },
      });
      expect([answer.status, answer.json.error], password).toEqual([422, 'withdrawal.password_guessable']);
      expect(answer.json.message).toBe(ERRORS['withdrawal.password_guessable'].text);
      expect(answer.json.fields?.qk_pwd?.error).toBe('withdrawal.password_guessable');
    }
    expect(await stored(phone)).toBeNull();
    const fine = await s.call('POST', '/api/member/qkpwd', {
      token,
      body: { qk_pwd: '135790', qk_pwd_confirmation: '135790' },
    });
    expect(fine.status, fine.json.message).toBe(200);
  });

  it('is refused when changed in the security center, and the old password stays', async () => {
    const { phone, token } = await s.register();
    expect(
      (await s.call('POST', '/api/member/qkpwd', { token, body: { qk_pwd: '135790', qk_pwd_confirmation: '135790' } }))
        .status,
    ).toBe(200);
    const before = await stored(phone);
    expect((await s.call('POST', '/api/security/verify', { token, body: { password: 'segredo1' } })).status).toBe(200);
    for (const password of ['123456', '999999']) {
      const answer = await s.call('POST', '/api/security/qkpwd', {
        token,
        body: { qk_pwd: password, qk_pwd_confirmation: password },
      });
      expect([answer.status, answer.json.error], password).toEqual([422, 'withdrawal.password_guessable']);
    }
    expect(await stored(phone)).toBe(before);
  });
});
