import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhoneStatus } from '../../contract/phone';
import { SecurityStatus } from '../../contract/security';
import { members, notifications, sessions } from '../../server/db/schema';
import { MINUTE, setupServer, type SetupOptions, type TestServer } from './helpers';

/**
 * The phone: unconfirmed after registration, confirmed by an SMS code before the account can deposit;
 * changed from the security center behind its password gate with a code to the new number.
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const DEPOSIT = { money: '50.00', payment_id: 1, payment_type: 'PIX' };

describe.each(targets)('the phone on $name', ({ options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'phone-verification', options);
  }, 60_000);
  afterAll(() => s?.close());

  const fromAddress = () => ({ 'x-forwarded-for': `10.${randomBytes(3).join('.')}` });
  const post = (token: string, path: string, body: Record<string, unknown> = {}) =>
    s.call('POST', `/api/security/${path}`, { token, body, headers: fromAddress() });
  const codeFor = async (to: string) => (await s.lastMessage(to))?.code ?? '';

  async function gateOpen(p: { token: string; password: string }) {
    expect((await post(p.token, 'verify', { password: p.password })).status).toBe(200);
  }

  it('a new member cannot deposit until the SMS code confirms the phone', async () => {
    const p = await s.register(undefined, undefined, {}, { phoneVerified: false });
    const status = await s.call('GET', '/api/security/phone', { token: p.token });
    expect(v.parse(PhoneStatus, status.json.data)).toEqual({ phone: p.phone, verified: false });
    const refused = await s.call('POST', '/api/recharge/online', { token: p.token, body: DEPOSIT });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe('money.phone_unverified');
    expect(refused.json.message).toBe('Confirm your phone number by SMS before depositing');

    expect((await post(p.token, 'phone/send')).status).toBe(200);
    const message = await s.lastMessage(p.phone);
    expect(message).toMatchObject({ channel: 'sms' });
    const wrong = await post(p.token, 'phone/verify', { code: message!.code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error).toBe('code.wrong');
    const confirmed = await post(p.token, 'phone/verify', { code: message!.code });
    expect(confirmed.status, confirmed.json.message).toBe(200);
    expect(v.parse(PhoneStatus, confirmed.json.data).verified).toBe(true);
    // Confirmed twice (a second tab): the same answer, nothing spent.
    expect((await post(p.token, 'phone/verify', { code: '123456' })).status).toBe(200);
    expect((await post(p.token, 'phone/send')).json.error).toBe('phone.already_verified');

    const order = await s.call('POST', '/api/recharge/online', { token: p.token, body: DEPOSIT });
    expect(order.status, order.json.message).toBe(200);
  });

  it('the confirmation code goes only to the member’s own phone and lasts 10 minutes', async () => {
    const p = await s.register(undefined, undefined, {}, { phoneVerified: false });
    expect((await post(p.token, 'phone/send')).status).toBe(200);
    const code = await codeFor(p.phone);
    s.clock.advance(10 * MINUTE);
    expect((await post(p.token, 'phone/verify', { code })).json.error).toBe('code.wrong');
    // Another member's code for their own phone does not confirm this one's.
    const other = await s.register(undefined, undefined, {}, { phoneVerified: false });
    expect((await post(other.token, 'phone/send')).status).toBe(200);
    expect((await post(p.token, 'phone/verify', { code: await codeFor(other.phone) })).json.error).toBe('code.wrong');
  });

  it('changes the phone behind the gate with a code to the new number; login moves to it', async () => {
    const p = await s.register();
    const other = (await s.login(p.phone, p.password)).json.data as { access_token: string };
    const next = s.newPhone();
    // Behind the gate, both steps.
    expect((await post(p.token, 'phone/new/send', { phone: next })).json.error).toBe('security.verify_first');
    expect((await post(p.token, 'phone/new/confirm', { phone: next, code: '123456' })).json.error).toBe(
      'security.verify_first',
    );
    await gateOpen(p);
    expect((await post(p.token, 'phone/new/send', { phone: p.phone })).json.error).toBe('phone.same');
    expect((await post(p.token, 'phone/new/send', { phone: next })).status).toBe(200);
    const code = await codeFor(next);
    expect(code).toMatch(/^\d{6}$/);
    const changed = await post(p.token, 'phone/new/confirm', { phone: next, code });
    expect(changed.status, changed.json.message).toBe(200);
    expect(v.parse(PhoneStatus, changed.json.data)).toEqual({ phone: next, verified: true });

    // The other session ended, this one goes on; the notice shows the new number masked.
    expect((await s.call('POST', '/api/auth/me', { token: other.access_token, body: {} })).status).toBe(401);
    const status = await s.call('GET', '/api/security/status', { token: p.token });
    expect(v.parse(SecurityStatus, status.json.data)).toMatchObject({ phone: next, phone_verified: true });
    const id = await s.memberId(next);
    const [note] = await s.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, id), eq(notifications.kind, 'phone_changed')));
    expect(note?.params).toEqual({ phone: `•••• ${next.slice(-4)}` });
    expect((await s.login(p.phone, p.password)).status).toBe(422);
    expect((await s.login(next, p.password)).status).toBe(200);
    const open = await s.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.memberId, id), isNull(sessions.endedAt)));
    expect(open.length).toBeGreaterThanOrEqual(2);
  });

  it('a number that is another member’s is answered like a free one at the send, refused only at the confirm', async () => {
    const p = await s.register();
    const taken = await s.register();
    const free = s.newPhone();
    await gateOpen(p);
    const toTaken = await post(p.token, 'phone/new/send', { phone: taken.phone });
    const toFree = await post(p.token, 'phone/new/send', { phone: free });
    expect([toTaken.status, toTaken.json.message, Object.keys(toTaken.json.data as object)]).toEqual([
      toFree.status,
      toFree.json.message,
      Object.keys(toFree.json.data as object),
    ]);
    const wrong = await post(p.token, 'phone/new/confirm', { phone: taken.phone, code: '000000' });
    expect(wrong.json.error).toBe('code.wrong');
    const refused = await post(p.token, 'phone/new/confirm', { phone: taken.phone, code: await codeFor(taken.phone) });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe('phone.taken');
    const [row] = await s.db
      .select()
      .from(members)
      .where(eq(members.id, await s.memberId(p.phone)));
    expect(row?.phone).toBe(p.phone);
  });

  it('a code another member asked for the same new number does not move this member', async () => {
    const a = await s.register();
    const b = await s.register();
    const next = s.newPhone();
    await gateOpen(a);
    await gateOpen(b);
    expect((await post(a.token, 'phone/new/send', { phone: next })).status).toBe(200);
    const codeForA = await codeFor(next);
    s.clock.advance(MINUTE);
    expect((await post(b.token, 'phone/new/send', { phone: next })).status).toBe(200);
    // B's send replaced A's code: A's is no longer right, and B's is not A's.
    expect((await post(a.token, 'phone/new/confirm', { phone: next, code: codeForA })).json.error).toBe('code.wrong');
    const codeForB = await codeFor(next);
    expect((await post(a.token, 'phone/new/confirm', { phone: next, code: codeForB })).json.error).toBe('code.wrong');
  });
});
