import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../server/db/schema';
import { codeAt, PERIOD_SECONDS } from '../../server/two-factor/totp';
import { setupServer, type SetupOptions, type TestServer } from './helpers';
import { memberWithTwoFactor } from './twoFactorMember';

/**
 * Setting the first withdrawal password is a guarded change: with two-factor on it asks the authenticator's
 * code (or a recovery code), before anything else, unless the session passed the security center's gate (the
 * login password and a code) in the last 15 minutes; without two-factor it is set as before. On PGlite and on
 * a PostgreSQL server (TEST_DATABASE_URL).
 */

const STEP = PERIOD_SECONDS * 1000;
const GATE_MS = 16 * 60 * 1000;
const PWD = '135790';
const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

describe.each(targets)('the first withdrawal password with two-factor on, on $name', ({ options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'withdrawal-password-two-factor', options);
  }, 60_000);
  afterAll(() => s?.close());

  /** A member with two-factor on, whose gate (passed to turn it on) has lapsed since. */
  async function withTwoFactor() {
    const member = await memberWithTwoFactor(s);
    s.clock.advance(GATE_MS);
    return member;
  }
  const setPwd = (token: string, extra: Record<string, unknown> = {}) =>
    s.call('POST', '/api/member/qkpwd', { token, body: { qk_pwd: PWD, qk_pwd_confirmation: PWD, ...extra } });
  const hasPwd = async (id: number) =>
    (await s.db.select({ hash: members.withdrawalPasswordHash }).from(members).where(eq(members.id, id)))[0]!.hash !==
    null;

  it('asks the code first, refuses a wrong one, and sets the password with the right one', async () => {
    const p = await withTwoFactor();
    const without = await setPwd(p.token);
    expect([without.status, without.json.error]).toEqual([422, 'two_factor.code_required']);
    const wrong = codeAt(p.secret, new Date(s.clock.now().getTime() + 20 * STEP));
    const refused = await setPwd(p.token, { otp: wrong });
    expect([refused.status, refused.json.error]).toEqual([422, 'two_factor.code_wrong']);
    expect(await hasPwd(p.id)).toBe(false);

    const code = codeAt(p.secret, s.clock.now());
    const set = await setPwd(p.token, { otp: code });
    expect(set.status, set.json.message).toBe(200);
    expect(await hasPwd(p.id)).toBe(true);
    // The code was spent with it: the same one again is refused (a second later, whichever step that falls in).
    s.clock.advance(1000);
    expect((await setPwd(p.token, { otp: code })).json.error).toBe('two_factor.code_wrong');
    // A fresh one meets the password already set.
    s.clock.advance(STEP);
    expect((await setPwd(p.token, { otp: codeAt(p.secret, s.clock.now()) })).json.error).toBe(
      'withdrawal.password_already_set',
    );
  });

  it('takes a recovery code, spent only when the password is set', async () => {
    const p = await withTwoFactor();
    const recovery = p.recovery[0]!;
    const set = await setPwd(p.token, { otp: recovery });
    expect(set.status, set.json.message).toBe(200);
    // A refused setting (set already) does not spend another recovery code: it is still good at the gate.
    expect((await setPwd(p.token, { otp: p.recovery[1]! })).json.error).toBe('withdrawal.password_already_set');
    s.clock.advance(STEP);
    const gate = await s.call('POST', '/api/security/verify', {
      token: p.token,
      body: { password: p.password, code: p.recovery[1]! },
    });
    expect(gate.status, gate.json.message).toBe(200);
    // …while the one used for the password is spent.
    s.clock.advance(GATE_MS);
    const reused = await s.call('POST', '/api/security/verify', {
      token: p.token,
      body: { password: p.password, code: recovery },
    });
    expect(reused.json.error).toBe('two_factor.code_wrong');
  });

  it('needs no code again right after the gate (the login password and a code) was passed', async () => {
    const p = await withTwoFactor();
    s.clock.advance(STEP);
    const gate = await s.call('POST', '/api/security/verify', {
      token: p.token,
      body: { password: p.password, code: codeAt(p.secret, s.clock.now()) },
    });
    expect(gate.status, gate.json.message).toBe(200);
    const set = await setPwd(p.token);
    expect(set.status, set.json.message).toBe(200);
    expect(await hasPwd(p.id)).toBe(true);
  });

  it('without two-factor, sets it as before', async () => {
    const { phone, token } = await s.register();
    const set = await setPwd(token);
    expect(set.status, set.json.message).toBe(200);
    expect(await hasPwd(await s.memberId(phone))).toBe(true);
  });
});
