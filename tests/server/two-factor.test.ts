import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, memberTwoFactor, notifications } from '../../server/db/schema';
import { codeAt, PERIOD_SECONDS } from '../../server/two-factor/totp';
import {
  adminCli,
  listen,
  MINUTE,
  OPERATOR_TOKEN,
  setupServer,
  type CallResult,
  type SetupOptions,
  type TestServer,
} from './helpers';

/**
 * Two-factor authentication through the real API, on a fixed clock: codes are computed in the test from the
 * secret the setup answers (RFC 6238, as an authenticator app does), a step is 30 seconds.
 */

const STEP = PERIOD_SECONDS * 1000;
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const newDevice = () => randomBytes(12).toString('hex');

function expectRefusal(answer: CallResult, status: number, error: string, field?: string) {
  expect([answer.status, answer.json.error]).toEqual([status, error]);
  if (field) expect(answer.json.fields?.[field]?.error).toBe(error);
}

describe.each(targets)('two-factor authentication on $name', ({ name, options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'two-factor', options);
  }, 60_000);
  afterAll(() => s?.close());

  /** A member registered from a browser of their own (that device is known from then on). */
  async function player() {
    const device = newDevice();
    const { phone, password, token } = await s.register(undefined, undefined, { device_id: device });
    return { phone, password, token, device, id: await s.memberId(phone), secret: '' };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  /** The code an authenticator shows `steps` steps from now. */
  const code = (p: Player, steps = 0) => codeAt(p.secret, new Date(s.clock.now().getTime() + steps * STEP));
  /** Waits for the next step (a code is spent once). */
  const nextStep = () => s.clock.advance(STEP);

  const gate = (p: Player, extra: Record<string, unknown> = {}) =>
    s.call('POST', '/api/security/verify', {
      token: p.token,
      body: { password: p.password, ...extra },
      headers: { 'x-forwarded-for': `10.${randomBytes(3).join('.')}` },
    });

  async function setup(p: Player) {
    const answer = await s.call('POST', '/api/security/two-factor/setup', { token: p.token, body: {} });
    expect(answer.status).toBe(200);
    const data = answer.json.data as { secret: string; uri: string; expires_at: string };
    p.secret = data.secret;
    return data;
  }
  const enable = (p: Player, typed: string) =>
    s.call('POST', '/api/security/two-factor/enable', { token: p.token, body: { code: typed } });

  /** A member with two-factor on: gate, setup, first code. Answers the recovery codes. */
  async function withTwoFactor(p: Player) {
    expect((await gate(p)).status).toBe(200);
    await setup(p);
    const on = await enable(p, code(p));
    expect(on.status).toBe(200);
    nextStep();
    return (on.json.data as { recovery_codes: string[] }).recovery_codes;
  }

  async function loginFrom(p: Player, device: string | undefined, headers: Record<string, string> = {}) {
    const { key, code: captcha } = await s.captcha();
    return s.call('POST', '/api/auth/login2', {
      body: {
        phone: p.phone,
        password: p.password,
        captcha_key: key,
        captcha,
        ...(device ? { device_id: device } : {}),
      },
      headers: { 'x-forwarded-for': `10.${randomBytes(3).join('.')}`, ...headers },
    });
  }
  const challengeOf = (answer: CallResult) => {
    expect(answer.status).toBe(200);
    const data = answer.json.data as { two_factor?: { challenge: string; expires_at: string }; access_token?: string };
    expect(data.access_token).toBeUndefined();
    expect(data.two_factor?.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    return data.two_factor!.challenge;
  };
  const secondStep = (
    challenge: string,
    typed: string,
    device: string | undefined,
    headers: Record<string, string> = {},
  ) =>
    s.call('POST', '/api/auth/login/two-factor', {
      body: { challenge, code: typed, ...(device ? { device_id: device } : {}) },
      headers,
    });

  const noticeKinds = async (memberId: number) =>
    (
      await s.db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.memberId, memberId))
    ).map((row) => row.kind);
  const status = async (p: Player) =>
    (await s.call('GET', '/api/security/status', { token: p.token })).json.data as { two_factor: boolean };

  it('is set up behind the gate with an otpauth:// URI, and the first code turns it on with 10 recovery codes', async () => {
    const p = await player();
    expectRefusal(
      await s.call('POST', '/api/security/two-factor/setup', { token: p.token, body: {} }),
      403,
      'security.verify_first',
    );
    expect((await gate(p)).status).toBe(200);
    const data = await setup(p);
    const uri = new URL(data.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Rodada:•••• ${p.phone.slice(-4)}`);
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Rodada',
      secret: data.secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    // Stored sealed: the row does not hold the secret.
    const [row] = await s.db.select().from(memberTwoFactor).where(eq(memberTwoFactor.memberId, p.id));
    expect(row!.secretSealed).not.toContain(data.secret);
    expect(row!.enabledAt).toBeNull();

    const wrongCode = String((Number(code(p)) + 1) % 1_000_000).padStart(6, '0');
    expectRefusal(await enable(p, wrongCode), 422, 'two_factor.code_wrong', 'code');
    expect((await status(p)).two_factor).toBe(false);

    const on = await enable(p, code(p));
    expect(on.status).toBe(200);
    const codes = (on.json.data as { recovery_codes: string[] }).recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    expect((await status(p)).two_factor).toBe(true);
    const me = await s.call('POST', '/api/auth/me', { token: p.token, body: {} });
    expect((me.json.data as { two_factor: boolean }).two_factor).toBe(true);
    expect(await noticeKinds(p.id)).toContain('two_factor_on');
    const state = await s.call('GET', '/api/security/two-factor', { token: p.token });
    expect(state.json.data).toMatchObject({ on: true, recovery_codes_left: 10 });

    // Once on, the secret is never served again: a new setup is refused.
    expectRefusal(
      await s.call('POST', '/api/security/two-factor/setup', { token: p.token, body: {} }),
      409,
      'two_factor.already_on',
    );
  });

  it('refuses a recovery-code-shaped first code and a setup left more than 10 minutes', async () => {
    const p = await player();
    expect((await gate(p)).status).toBe(200);
    expectRefusal(await enable(p, '123456'), 409, 'two_factor.setup_expired');
    await setup(p);
    expectRefusal(await enable(p, 'ABCDE-FGHJK'), 422, 'two_factor.code_wrong', 'code');
    s.clock.advance(10 * MINUTE + 1000);
    expect((await gate(p)).status).toBe(200);
    expectRefusal(await enable(p, code(p)), 409, 'two_factor.setup_expired');
    // Started again, the new secret works (and the old one's codes do not).
    const old = p.secret;
    await setup(p);
    expect(p.secret).not.toBe(old);
    expectRefusal(await enable(p, codeAt(old, s.clock.now())), 422, 'two_factor.code_wrong');
    expect((await enable(p, code(p))).status).toBe(200);
    nextStep();
  });

  it('asks no code on a known device, and a code on a new one before any session is made', async () => {
    const p = await player();
    await withTwoFactor(p);
    const kindsBefore = await noticeKinds(p.id);
    expect(kindsBefore).not.toContain('new_device_login');

    const known = await loginFrom(p, p.device);
    expect(known.status).toBe(200);
    expect((known.json.data as { access_token: string }).access_token).toBeTruthy();
    expect(await noticeKinds(p.id)).not.toContain('new_device_login');

    const device = newDevice();
    const challenge = challengeOf(await loginFrom(p, device));
    expectRefusal(
      await secondStep(challenge, String((Number(code(p)) + 7) % 1_000_000).padStart(6, '0'), device),
      422,
      'two_factor.code_wrong',
      'code',
    );
    expectRefusal(await secondStep(challenge, '', device), 422, 'two_factor.code_required');
    const loggedInAt = s.clock.now().toISOString();
    const done = await secondStep(challenge, code(p), device, { 'user-agent': ANDROID_CHROME });
    expect(done.status).toBe(200);
    const token = (done.json.data as { access_token: string }).access_token;
    expect((await s.call('POST', '/api/auth/me', { token, body: {} })).status).toBe(200);
    // The challenge made one session: it cannot be used again.
    nextStep();
    expectRefusal(await secondStep(challenge, code(p), device), 409, 'two_factor.challenge_expired');

    // The new device was notified, with the browser in a few words, and is known from now on.
    const [notified] = await s.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, p.id), eq(notifications.kind, 'new_device_login')));
    expect(notified?.params).toEqual({ device: 'Chrome · Android', at: loggedInAt });
    const again = await loginFrom(p, device);
    expect((again.json.data as { access_token?: string }).access_token).toBeTruthy();
  });

  it('limits a challenge to 5 tries and 5 minutes, and to the browser it was made for', async () => {
    const p = await player();
    await withTwoFactor(p);
    const device = newDevice();
    const wrong = String((Number(code(p)) + 3) % 1_000_000).padStart(6, '0');

    const tried = challengeOf(await loginFrom(p, device));
    for (let i = 0; i < 5; i += 1) expectRefusal(await secondStep(tried, wrong, device), 422, 'two_factor.code_wrong');
    expectRefusal(await secondStep(tried, code(p), device), 409, 'two_factor.challenge_expired');

    const late = challengeOf(await loginFrom(p, device));
    s.clock.advance(5 * MINUTE + 1000);
    expectRefusal(await secondStep(late, code(p), device), 409, 'two_factor.challenge_expired');

    const elsewhere = challengeOf(await loginFrom(p, device));
    expectRefusal(await secondStep(elsewhere, code(p), newDevice()), 409, 'two_factor.challenge_expired');
    expectRefusal(await secondStep('x'.repeat(43), code(p), device), 409, 'two_factor.challenge_expired');
    // The right browser still can.
    expect((await secondStep(elsewhere, code(p), device)).status).toBe(200);
    nextStep();
  });

  it('accepts the code of the step before, not of two steps back, and each step once', async () => {
    const p = await player();
    await withTwoFactor(p);
    // The setup's step is spent; two steps on, the two before now are not.
    nextStep();
    nextStep();
    // Two steps back: refused.
    expectRefusal(await gate(p, { code: code(p, -2) }), 422, 'two_factor.code_wrong', 'code');
    // The step before (a code typed late): accepted.
    expect((await gate(p, { code: code(p, -1) })).status).toBe(200);
    // That step is spent, and so is every older one: now's code still works, then not again.
    expect((await gate(p, { code: code(p) })).status).toBe(200);
    expectRefusal(await gate(p, { code: code(p) }), 422, 'two_factor.code_wrong', 'code');
    expectRefusal(await gate(p, { code: code(p, -1) }), 422, 'two_factor.code_wrong', 'code');
    // The next step's code (a phone's clock a little ahead) is accepted once.
    expect((await gate(p, { code: code(p, 1) })).status).toBe(200);
    nextStep();
    expectRefusal(await gate(p, { code: code(p) }), 422, 'two_factor.code_wrong');
    nextStep();
    expect((await gate(p, { code: code(p) })).status).toBe(200);
  });

  it('takes each recovery code once, wherever a code is asked, and new ones replace the old', async () => {
    const p = await player();
    const codes = await withTwoFactor(p);
    const [first, second, third] = codes as [string, string, string];
    expect((await gate(p, { code: first })).status).toBe(200);
    expectRefusal(await gate(p, { code: first }), 422, 'two_factor.code_wrong', 'code');
    // Typed without the dash and in small letters, it is the same code.
    expect((await gate(p, { code: second.replace('-', '').toLowerCase() })).status).toBe(200);
    const device = newDevice();
    expect((await secondStep(challengeOf(await loginFrom(p, device)), third, device)).status).toBe(200);
    const state = await s.call('GET', '/api/security/two-factor', { token: p.token });
    expect(state.json.data).toMatchObject({ on: true, recovery_codes_left: 7 });

    const renewed = await s.call('POST', '/api/security/two-factor/recovery-codes', {
      token: p.token,
      body: { code: code(p) },
    });
    expect(renewed.status).toBe(200);
    const fresh = (renewed.json.data as { recovery_codes: string[] }).recovery_codes;
    expect(fresh).toHaveLength(10);
    expectRefusal(await gate(p, { code: codes[3]! }), 422, 'two_factor.code_wrong');
    expect((await gate(p, { code: fresh[0]! })).status).toBe(200);
  });

  it('asks a code at the gate before the password is checked, and refuses a wrong one', async () => {
    const p = await player();
    await withTwoFactor(p);
    expectRefusal(await gate(p), 422, 'two_factor.code_required', 'code');
    const wrong = String((Number(code(p)) + 5) % 1_000_000).padStart(6, '0');
    expectRefusal(await gate(p, { code: wrong }), 422, 'two_factor.code_wrong', 'code');
    expectRefusal(await gate(p, { code: 'not a code' }), 422, 'two_factor.code_wrong');
    // A wrong password with a right code: the password is refused and the code not spent.
    const wrongPassword = await s.call('POST', '/api/security/verify', {
      token: p.token,
      body: { password: 'errada99', code: code(p) },
    });
    expectRefusal(wrongPassword, 422, 'security.password_wrong');
    expect((await gate(p, { code: code(p) })).status).toBe(200);
  });

  it('stops codes after 10 wrong ones in 15 minutes, wherever asked', async () => {
    const p = await player();
    await withTwoFactor(p);
    const wrong = String((Number(code(p)) + 11) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 10; i += 1) expectRefusal(await gate(p, { code: wrong }), 422, 'two_factor.code_wrong');
    const locked = await gate(p, { code: code(p) });
    expectRefusal(locked, 429, 'two_factor.too_many_tries', 'code');
    expect(locked.json.params?.until).toBe(new Date(s.clock.now().getTime() + 15 * MINUTE).toISOString());
    s.clock.advance(15 * MINUTE);
    expect((await gate(p, { code: code(p) })).status).toBe(200);
  });

  it('asks a code at a withdrawal, spent only by a withdrawal that goes through', async () => {
    const p = await player();
    const credit = await s.call('POST', '/api/operator/credit', {
      token: OPERATOR_TOKEN,
      body: { phone: p.phone, amount: '100.00', reference: `tf-${randomBytes(6).toString('hex')}` },
    });
    expect(credit.status).toBe(200);
    const set = await s.call('POST', '/api/member/qkpwd', {
      token: p.token,
      body: { qk_pwd: '246810', qk_pwd_confirmation: '246810' },
    });
    expect(set.status).toBe(200);
    const me = await s.call('POST', '/api/auth/me', { token: p.token, body: {} });
    const [row] = await s.db.select({ cpf: members.cpf }).from(members).where(eq(members.id, p.id));
    const cpf = row!.cpf!;
    const draw = (extra: Record<string, unknown>, money = '10.00', headers: Record<string, string> = {}) =>
      s.call('POST', '/api/drawing', {
        token: p.token,
        body: { money, qk_pwd: '246810', payment_type: 'CPF', account: cpf, cpf_id: cpf, name: 'Ana Souza', ...extra },
        headers,
      });
    expect((me.json.data as { two_factor: boolean }).two_factor).toBe(false);
    // Off: no code asked.
    expect((await draw({})).status).toBe(200);

    await withTwoFactor(p);
    expectRefusal(await draw({}), 422, 'two_factor.code_required', 'otp');
    const wrong = String((Number(code(p)) + 9) % 1_000_000).padStart(6, '0');
    expectRefusal(await draw({ otp: wrong }), 422, 'two_factor.code_wrong', 'otp');
    // Refused for the amount: the code is not spent and goes through with a right amount.
    const otp = code(p);
    expectRefusal(await draw({ otp }, '5000.00'), 422, 'withdrawal.amount_above_balance');
    const key = `tf-${randomBytes(6).toString('hex')}`;
    const paid = await draw({ otp }, '10.00', { 'idempotency-key': key });
    expect(paid.status).toBe(200);
    // A retry of the same request is answered as stored; the code on a new request is spent.
    const retried = await draw({ otp }, '10.00', { 'idempotency-key': key });
    expect(retried.json.data).toEqual(paid.json.data);
    expectRefusal(await draw({ otp }), 422, 'two_factor.code_wrong', 'otp');
    nextStep();
    expect((await draw({ otp: code(p) })).status).toBe(200);
  });

  it('is turned off with a code behind the gate, and asks nothing from then on', async () => {
    const p = await player();
    const codes = await withTwoFactor(p);
    const off = (typed: string) =>
      s.call('POST', '/api/security/two-factor/disable', { token: p.token, body: { code: typed } });
    // The gate closed: refused.
    s.clock.advance(16 * MINUTE);
    expectRefusal(await off(code(p)), 403, 'security.verify_first');
    expect((await gate(p, { code: code(p) })).status).toBe(200);
    // The gate's code is spent: the same one cannot turn it off.
    expectRefusal(await off(code(p)), 422, 'two_factor.code_wrong', 'code');
    expect((await off(codes[0]!)).status).toBe(200);
    expect((await status(p)).two_factor).toBe(false);
    expect(await noticeKinds(p.id)).toContain('two_factor_off');
    expectRefusal(await off(code(p, 1)), 409, 'two_factor.off');
    const [row] = await s.db.select().from(memberTwoFactor).where(eq(memberTwoFactor.memberId, p.id));
    expect(row).toBeUndefined();
    // A login from a new device makes a session at once again (and is notified).
    const fresh = await loginFrom(p, newDevice());
    expect((fresh.json.data as { access_token?: string }).access_token).toBeTruthy();
    expect((await gate(p)).status).toBe(200);
  });

  it('is turned off by the operator for support, with the member notified', async () => {
    const p = await player();
    await withTwoFactor(p);
    const reset = (phone: string, token = OPERATOR_TOKEN) =>
      s.call('POST', '/api/operator/two-factor/reset', { token, body: { phone } });
    expect((await reset(p.phone, p.token)).status).toBe(401);
    const done = await reset(p.phone);
    expect(done.json.data).toEqual({ member_id: p.id, was_on: true });
    expect((await status(p)).two_factor).toBe(false);
    expect(await noticeKinds(p.id)).toContain('two_factor_off');
    expect((await reset(p.phone)).json.data).toEqual({ member_id: p.id, was_on: false });
    expectRefusal(await reset(s.newPhone()), 404, 'member.not_found');
    const fresh = await loginFrom(p, newDevice());
    expect((fresh.json.data as { access_token?: string }).access_token).toBeTruthy();

    // The same from the operator's command line.
    const q = await player();
    await withTwoFactor(q);
    const server = await listen(s);
    try {
      const cli = adminCli(server.url);
      expect(await cli.run(['two-factor-off', q.phone])).toBe(0);
      expect(cli.out.join('\n')).toContain(`Member ${q.id} (${q.phone}): two-factor authentication turned off`);
    } finally {
      await server.close();
    }
    expect((await status(q)).two_factor).toBe(false);
  });

  it('notifies every login from a device not known before, never the registration', async () => {
    const p = await player();
    expect(await noticeKinds(p.id)).not.toContain('new_device_login');
    expect((await loginFrom(p, p.device)).status).toBe(200);
    expect(await noticeKinds(p.id)).not.toContain('new_device_login');
    expect((await loginFrom(p, newDevice(), { 'user-agent': ANDROID_CHROME })).status).toBe(200);
    expect((await loginFrom(p, undefined)).status).toBe(200);
    expect((await noticeKinds(p.id)).filter((kind) => kind === 'new_device_login')).toHaveLength(2);
  });

  it(`lets one of two requests racing with one code through (${name})`, async () => {
    const p = await player();
    const codes = await withTwoFactor(p);
    const typed = code(p);
    const answers = await Promise.all([1, 2, 3, 4].map(() => gate(p, { code: typed })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.status === 422))
      expect(refused.json.error).toBe('two_factor.code_wrong');

    // Two logins from new devices, one code: one session.
    nextStep();
    const devices = [newDevice(), newDevice()];
    const challenges = [challengeOf(await loginFrom(p, devices[0])), challengeOf(await loginFrom(p, devices[1]))];
    const next = code(p);
    const logins = await Promise.all(challenges.map((c, i) => secondStep(c, next, devices[i])));
    expect(logins.map((a) => a.status).sort()).toEqual([200, 422]);

    // One recovery code, twice at once: once.
    const recovered = await Promise.all([gate(p, { code: codes[0]! }), gate(p, { code: codes[0]! })]);
    expect(recovered.map((a) => a.status).sort()).toEqual([200, 422]);

    // Two withdrawals with one code at once: one goes through, one holds nothing.
    const credit = await s.call('POST', '/api/operator/credit', {
      token: OPERATOR_TOKEN,
      body: { phone: p.phone, amount: '100.00', reference: `tf-${randomBytes(6).toString('hex')}` },
    });
    expect(credit.status).toBe(200);
    const set = await s.call('POST', '/api/member/qkpwd', {
      token: p.token,
      body: { qk_pwd: '246810', qk_pwd_confirmation: '246810' },
    });
    expect(set.status).toBe(200);
    const [row] = await s.db.select({ cpf: members.cpf }).from(members).where(eq(members.id, p.id));
    nextStep();
    const otp = code(p);
    const body = {
      money: '10.00',
      qk_pwd: '246810',
      payment_type: 'CPF',
      account: row!.cpf,
      cpf_id: row!.cpf,
      name: 'Ana Souza',
      otp,
    };
    const draws = await Promise.all([1, 2].map(() => s.call('POST', '/api/drawing', { token: p.token, body })));
    expect(draws.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(draws.find((a) => a.status === 422)?.json.error).toBe('two_factor.code_wrong');
    expect(await s.balanceOf(p.id)).toBe(9000);
  });
});
