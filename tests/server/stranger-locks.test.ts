import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_ADDRESS } from '../../server/auth/rate-limit';
import { members } from '../../server/db/schema';
import { SENDS_PER_ADDRESS_PER_DAY } from '../../server/messaging/codes';
import { MAX_TRIES, MAX_TRIES_UNKNOWN_DEVICES } from '../../server/two-factor/codes';
import { codeAt, PERIOD_SECONDS } from '../../server/two-factor/totp';
import { OPERATOR_TOKEN, setupServer, type CallResult, type SetupOptions, type TestServer } from './helpers';

/**
 * Locks a stranger could set on someone else. Many Brazilian mobile players share one address (a carrier's
 * CGNAT): what one client does there — wrong passwords, SMS codes, wrong two-factor codes — must not lock
 * out the members behind the same address, and a member's own known device with a right code is never
 * locked out by failures from another device. A device id is the client's word, so new ids buy nothing past
 * the ceilings (per address, per member).
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const newDevice = () => randomBytes(12).toString('hex');
/** One shared address (a carrier's CGNAT), new for each test so no other run's counts are in it. */
const newAddress = () => `100.64.${randomBytes(2).join('.')}`;

function expectRefusal(answer: CallResult, status: number, error: string) {
  expect([answer.status, answer.json.error], answer.json.message).toEqual([status, error]);
}

describe.each(targets)('locks a stranger cannot set on $name', ({ options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'stranger-locks', options);
  }, 60_000);
  afterAll(() => s?.close());

  /** A member registered from a browser of their own at the address (that device is known from then on). */
  async function member(address: string, phoneVerified = true) {
    const device = newDevice();
    const { phone, password, token } = await s.register(undefined, undefined, { device_id: device }, { phoneVerified });
    // Registration is not what is tested: it came from an address of its own (the helper's); the member's
    // requests below come from the shared one.
    return { phone, password, token, device, address, id: await s.memberId(phone), secret: '' };
  }
  type Member = Awaited<ReturnType<typeof member>>;
  const at = (address: string) => ({ 'x-forwarded-for': address });
  const post = (m: Member, path: string, body: Record<string, unknown> = {}) =>
    s.call('POST', `/api/${path}`, { token: m.token, body, headers: at(m.address) });

  async function loginFrom(
    address: string,
    phone: string,
    password: string,
    device: string | undefined,
  ): Promise<CallResult> {
    const { key, code } = await s.captcha();
    return s.call('POST', '/api/auth/login2', {
      body: { phone, password, captcha_key: key, captcha: code, ...(device ? { device_id: device } : {}) },
      headers: at(address),
    });
  }

  it(`${MAX_FAILURES_PER_ADDRESS * 3 + 10} wrong passwords from one address do not stop another member behind it pausing, self-excluding or closing the account`, async () => {
    const address = newAddress();
    const owner = await member(address);
    const other = await member(address);
    const closing = await member(address);
    // A stranger at the same address: wrong passwords for the members' own phones (5 lock a phone there)…
    for (const victim of [owner, other, closing]) {
      for (let i = 0; i < 10; i += 1) await loginFrom(address, victim.phone, 'errado99', undefined);
    }
    // …and for many phones, from one device and from a new device id each time, past every address limit.
    const results: number[] = [];
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS * 2 + 40; i += 1) {
      const answer = await loginFrom(address, s.newPhone(), 'errado99', i % 2 === 0 ? 'one-device' : undefined);
      results.push(answer.status);
    }
    expect(results).toContain(429);
    // The members behind the address are not refused because of him.
    const pause = await post(owner, 'responsible/pause', { period: '24h', password: owner.password });
    expect(pause.status, pause.json.message).toBe(200);
    const exclusion = await post(other, 'responsible/self-exclusion', { period: '6m', password: other.password });
    expect(exclusion.status, exclusion.json.message).toBe(200);
    const closed = await post(closing, 'member/close', { password: closing.password });
    expect(closed.status, closed.json.message).toBe(200);

    // Their own proofs still hold: a wrong password is refused, and counted for the session that typed it only.
    const next = await member(address);
    for (let i = 0; i < 5; i += 1) {
      expectRefusal(
        await post(next, 'responsible/pause', { period: '24h', password: 'errado99' }),
        422,
        'security.password_wrong',
      );
    }
    expectRefusal(
      await post(next, 'responsible/pause', { period: '24h', password: next.password }),
      429,
      'auth.too_many_attempts',
    );
    const [row] = await s.db.select({ closedAt: members.closedAt }).from(members).where(eq(members.id, closing.id));
    expect(row?.closedAt).not.toBeNull();
  }, 120_000);

  it(`one phone's ${MAX_FAILURES_PER_ADDRESS} wrong passwords do not lock its neighbours' logins at the address; new device ids buy nothing past the phone's limit`, async () => {
    const address = newAddress();
    const neighbour = await member(address);
    const abuser = newDevice();
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i += 1) {
      expectRefusal(await loginFrom(address, s.newPhone(), 'errado99', abuser), 422, 'auth.wrong_credentials');
    }
    expectRefusal(await loginFrom(address, s.newPhone(), 'errado99', abuser), 429, 'auth.too_many_attempts');
    // A neighbour on another phone behind the same address: from a browser never used before, and from their own.
    expect((await loginFrom(address, neighbour.phone, neighbour.password, newDevice())).status).toBe(200);
    expect((await loginFrom(address, neighbour.phone, neighbour.password, neighbour.device)).status).toBe(200);
    // Rotating device ids against one phone: still 5 per phone at the address.
    const target = await member(newAddress());
    for (let i = 0; i < 5; i += 1) {
      expectRefusal(await loginFrom(address, target.phone, 'errado99', newDevice()), 422, 'auth.wrong_credentials');
    }
    expectRefusal(await loginFrom(address, target.phone, target.password, newDevice()), 429, 'auth.too_many_attempts');
    // …while the phone's owner, on the browser they registered from, still gets in there.
    expect((await loginFrom(address, target.phone, target.password, target.device)).status).toBe(200);
  }, 120_000);

  it(`${SENDS_PER_ADDRESS_PER_DAY}+ SMS codes from one address and device do not block a neighbour device's phone confirmation there`, async () => {
    const address = newAddress();
    const abuser = await member(address);
    const neighbour = await member(address, false);
    // The abuser asks codes for new numbers (behind the gate) until his own limit refuses him.
    expect((await post(abuser, 'security/verify', { password: abuser.password })).status).toBe(200);
    const sent: number[] = [];
    for (let i = 0; i < SENDS_PER_ADDRESS_PER_DAY + 3; i += 1) {
      sent.push((await post(abuser, 'security/phone/new/send', { phone: s.newPhone() })).status);
    }
    expect(sent.filter((status) => status === 200)).toHaveLength(SENDS_PER_ADDRESS_PER_DAY);
    expect(sent.slice(SENDS_PER_ADDRESS_PER_DAY)).toEqual([429, 429, 429]);
    // Guests at the address asking recovery codes use up their own count, not the members'.
    for (let i = 0; i < SENDS_PER_ADDRESS_PER_DAY + 1; i += 1) {
      const { key, code } = await s.captcha();
      const answer = await s.call('POST', '/api/auth/recover/send', {
        body: { channel: 'sms', phone: s.newPhone(), captcha_key: key, captcha: code },
        headers: at(address),
      });
      expect(answer.status).toBe(i < SENDS_PER_ADDRESS_PER_DAY ? 200 : 429);
    }

    // The neighbour's phone confirmation, from another phone behind the same address, goes through.
    const send = await post(neighbour, 'security/phone/send');
    expect(send.status, send.json.message).toBe(200);
    const message = await s.lastMessage(neighbour.phone);
    const confirmed = await post(neighbour, 'security/phone/verify', { code: message!.code });
    expect(confirmed.status, confirmed.json.message).toBe(200);

    // New device ids are no way around the limit: the abuser logged in from a new browser is still refused.
    const again = await loginFrom(address, abuser.phone, abuser.password, newDevice());
    expect(again.status).toBe(200);
    const fresh = { ...abuser, token: (again.json.data as { access_token: string }).access_token };
    expect((await post(fresh, 'security/verify', { password: abuser.password })).status).toBe(200);
    expectRefusal(await post(fresh, 'security/phone/new/send', { phone: s.newPhone() }), 429, 'code.too_many_sends');
  }, 120_000);

  it(`${MAX_TRIES} wrong two-factor codes from a stranger's device do not stop the owner's withdrawal with a recovery code from his known device`, async () => {
    const address = newAddress();
    const owner = await member(address);
    const STEP = PERIOD_SECONDS * 1000;
    const code = (steps = 0) => codeAt(owner.secret, new Date(s.clock.now().getTime() + steps * STEP));
    const wrong = (k: number) => String((Number(code()) + 11 + k) % 1_000_000).padStart(6, '0');

    // Two-factor on, a withdrawal password, money and a CPF key.
    expect((await post(owner, 'security/verify', { password: owner.password })).status).toBe(200);
    const setup = await post(owner, 'security/two-factor/setup');
    owner.secret = (setup.json.data as { secret: string }).secret;
    const on = await post(owner, 'security/two-factor/enable', { code: code() });
    expect(on.status, on.json.message).toBe(200);
    const recovery = (on.json.data as { recovery_codes: string[] }).recovery_codes;
    s.clock.advance(STEP);
    expect((await post(owner, 'member/qkpwd', { qk_pwd: '246810', qk_pwd_confirmation: '246810' })).status).toBe(200);
    const credit = await s.call('POST', '/api/operator/credit', {
      token: OPERATOR_TOKEN,
      body: { phone: owner.phone, amount: '100.00', reference: `sl-${randomBytes(6).toString('hex')}` },
    });
    expect(credit.status).toBe(200);
    const [row] = await s.db.select({ cpf: members.cpf }).from(members).where(eq(members.id, owner.id));
    const cpf = row!.cpf!;
    const draw = (otp: string) =>
      post(owner, 'drawing', {
        money: '10.00',
        qk_pwd: '246810',
        payment_type: 'CPF',
        account: cpf,
        cpf_id: cpf,
        name: 'Ana Souza',
        otp,
      });

    // A stranger who knows only the password, behind the same address, spends wrong codes from his browser.
    const stranger = newDevice();
    const challenge = async (device: string) => {
      const answer = await loginFrom(address, owner.phone, owner.password, device);
      expect(answer.status, answer.json.message).toBe(200);
      return (answer.json.data as { two_factor: { challenge: string } }).two_factor.challenge;
    };
    const second = (token: string, typed: string, device: string) =>
      s.call('POST', '/api/auth/login/two-factor', {
        body: { challenge: token, code: typed, device_id: device },
        headers: at(address),
      });
    let spent = 0;
    while (spent < MAX_TRIES) {
      const token = await challenge(stranger);
      for (let i = 0; i < 5 && spent < MAX_TRIES; i += 1, spent += 1) {
        expectRefusal(await second(token, wrong(spent), stranger), 422, 'two_factor.code_wrong');
      }
    }
    // He has locked himself: even a right code is refused on his browser.
    expectRefusal(await second(await challenge(stranger), code(), stranger), 429, 'two_factor.too_many_tries');

    // The owner, on the browser he registered from, withdraws with a recovery code.
    const paid = await draw(recovery[0]!);
    expect(paid.status, paid.json.message).toBe(200);

    // New device ids buy the stranger nothing past the ceiling over unknown devices…
    while (spent < MAX_TRIES_UNKNOWN_DEVICES) {
      const device = newDevice();
      const token = await challenge(device);
      for (let i = 0; i < 5 && spent < MAX_TRIES_UNKNOWN_DEVICES; i += 1, spent += 1) {
        expectRefusal(await second(token, wrong(spent), device), 422, 'two_factor.code_wrong');
      }
    }
    const another = newDevice();
    expectRefusal(await second(await challenge(another), code(), another), 429, 'two_factor.too_many_tries');
    // …and the owner's known device still takes a right code.
    s.clock.advance(STEP);
    const again = await draw(code());
    expect(again.status, again.json.message).toBe(200);
  }, 120_000);
});
