import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffCreated, StaffUpdated } from '../../contract/backoffice';
import { auditEvents } from '../../server/db/schema';
import { codeAt } from '../../server/two-factor/totp';
import { OPERATOR_TOKEN, setupServer, type SetupOptions, type TestServer } from './helpers';
import { asStaff, signedInStaff } from './staff';

/**
 * A staff password an admin saw (a new account's, or a reset's) is good for the first sign-in only: its session
 * answers nothing but the person choosing their own (and who they are, and signing out), which replaces it. A
 * signed-in person changes their own with their current password and their authenticator's code. Everything is
 * in the audit trail, refusals too. On PGlite and on a PostgreSQL server (TEST_DATABASE_URL).
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

describe.each(targets)("a staff member's own password on $name", ({ options }) => {
  let s: TestServer;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    s = await setupServer({}, 'staff-password', options);
    admin = await signedInStaff(s, ['admin']);
  }, 60_000);
  afterAll(() => s?.close());

  const uniqueEmail = (what: string) => `${what}.${randomBytes(4).toString('hex')}@rodada.test`;
  const login = (email: string, password: string) =>
    s.call('POST', '/api/operator/auth/login', { body: { email, password } });
  const code = (ticket: string, value: string) =>
    s.call('POST', '/api/operator/auth/code', { body: { ticket, code: value } });
  const lines = (subject: string) =>
    s.db.select().from(auditEvents).where(eq(auditEvents.subject, subject)).orderBy(auditEvents.id);
  const nextStep = () => s.clock.advance(31_000);

  /** An account an admin made, signed in with its issued password (TOTP set up): its token and secret. */
  async function firstSignIn(roles = ['admin']) {
    const email = uniqueEmail('new');
    const made = await asStaff(s, admin.token)('POST', '/api/operator/staff/create', { email, name: 'Nova', roles });
    const { password: issued, staff } = v.parse(StaffCreated, made.json.data);
    const first = await login(email, issued);
    const { ticket, secret } = first.json.data as { ticket: string; secret: string };
    const signed = await code(ticket, codeAt(secret, s.clock.now()));
    expect(signed.status, signed.json.message).toBe(200);
    const { token } = signed.json.data as { token: string; staff: { password_issued: boolean } };
    expect(signed.json.data).toMatchObject({ staff: { password_issued: true } });
    return { email, issued, secret, token, id: staff.id };
  }

  /** Signs in with e-mail, password and the code of the next step: the answer of the code. */
  async function signIn(email: string, password: string, secret: string) {
    const first = await login(email, password);
    if (first.status !== 200) return first;
    nextStep();
    return code((first.json.data as { ticket: string }).ticket, codeAt(secret, s.clock.now()));
  }

  it('a session of an issued password answers only choosing one’s own; the issued one then signs in no more', async () => {
    const p = await firstSignIn();
    const call = asStaff(s, p.token);
    // Who they are, yes (the page knows what to show); anything else, no — said with a code, and recorded.
    expect((await call('GET', '/api/operator/me')).json.data).toMatchObject({ email: p.email, password_issued: true });
    const list = await call('GET', '/api/operator/staff');
    expect([list.status, list.json.error]).toEqual([403, 'staff.own_password_first']);
    const change = await call('POST', '/api/operator/settings/four-eyes', { threshold: '10.00', reason: 'Trying' });
    expect([change.status, change.json.error]).toEqual([403, 'staff.own_password_first']);
    expect(
      (
        await s.db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.actorId, p.id), eq(auditEvents.refused, 'staff.own_password_first')))
      ).map((line) => line.action),
    ).toEqual(expect.arrayContaining(['GET /operator/staff', '/operator/settings/four-eyes']));

    // Not the issued one, and 12 characters at least.
    const same = await call('POST', '/api/operator/me/first-password', { password: p.issued });
    expect([same.status, same.json.error]).toEqual([422, 'staff.password_same']);
    const short = await call('POST', '/api/operator/me/first-password', { password: 'short-one' });
    expect([short.status, short.json.error]).toEqual([422, 'staff.password_weak']);
    const own = 'my own long password';
    const set = await call('POST', '/api/operator/me/first-password', { password: own });
    expect(set.status, set.json.message).toBe(200);
    expect(set.json.data).toMatchObject({ email: p.email, password_issued: false });
    // The same session goes on, now answered.
    expect((await call('GET', '/api/operator/staff')).status).toBe(200);
    const twice = await call('POST', '/api/operator/me/first-password', { password: 'another long password' });
    expect([twice.status, twice.json.error]).toEqual([409, 'staff.password_own_already']);

    expect((await login(p.email, p.issued)).json.error).toBe('staff.wrong_credentials');
    const again = await signIn(p.email, own, p.secret);
    expect(again.status, again.json.message).toBe(200);
    expect(again.json.data).toMatchObject({ staff: { password_issued: false } });
    const done = (await lines(`staff:${p.id}`)).filter((line) => !line.refused).map((line) => line.action);
    expect(done).toEqual(expect.arrayContaining(['staff.password_set']));
    expect(JSON.stringify(await lines(`staff:${p.id}`))).not.toContain(own);
  });

  it('signing out works before one’s own password is chosen; choosing it ends the other sessions', async () => {
    const p = await firstSignIn(['support']);
    // A second sign-in with the issued password (another tab) is also held to it.
    const other = await signIn(p.email, p.issued, p.secret);
    const otherToken = (other.json.data as { token: string }).token;
    expect((await asStaff(s, otherToken)('GET', '/api/operator/players?q=x')).json.error).toBe(
      'staff.own_password_first',
    );
    const set = await asStaff(s, p.token)('POST', '/api/operator/me/first-password', { password: 'support own pass' });
    expect(set.status).toBe(200);
    expect((await asStaff(s, otherToken)('GET', '/api/operator/me')).status).toBe(401);
    expect((await asStaff(s, p.token)('POST', '/api/operator/auth/logout')).status).toBe(200);
    expect((await asStaff(s, p.token)('GET', '/api/operator/me')).status).toBe(401);
  });

  it('changing one’s password asks the current one and the code; wrong ones are refused and recorded', async () => {
    const p = await signedInStaff(s, ['finance']);
    const call = asStaff(s, p.token);
    // Another session of the same person, which the change ends.
    const other = await signIn(p.email, p.password, p.secret);
    const otherToken = (other.json.data as { token: string }).token;
    nextStep();
    const now = () => codeAt(p.secret, s.clock.now());
    const change = (body: Record<string, string>) => call('POST', '/api/operator/me/password', body);
    const fresh = 'a brand new password';

    // (The trail keeps one refused line per person, action and minute: a minute apart, each is a line.)
    const minute = () => s.clock.advance(61_000);
    const wrongPassword = await change({ current_password: 'not my password', password: fresh, code: now() });
    expect([wrongPassword.status, wrongPassword.json.error]).toEqual([422, 'staff.password_wrong']);
    minute();
    const wrongCode = await change({ current_password: p.password, password: fresh, code: '000000' });
    expect([wrongCode.status, wrongCode.json.error]).toEqual([422, 'staff.code_wrong']);
    minute();
    const unchanged = await change({ current_password: p.password, password: p.password, code: now() });
    expect(unchanged.json.error).toBe('staff.password_unchanged');
    minute();
    const noCode = await change({ current_password: p.password, password: fresh });
    expect([noCode.status, noCode.json.error]).toEqual([422, 'staff.code_wrong']);
    minute();
    const refused = (await lines(`staff:${p.id}`)).filter((line) => line.action === '/operator/me/password');
    expect(new Set(refused.map((line) => line.refused))).toEqual(
      new Set(['staff.password_wrong', 'staff.code_wrong', 'staff.password_unchanged']),
    );

    const changed = await change({ current_password: p.password, password: fresh, code: now() });
    expect(changed.status, changed.json.message).toBe(200);
    // The code's step is used: the same code cannot confirm another change.
    const replay = await change({ current_password: fresh, password: 'yet another password', code: now() });
    expect(replay.json.error).toBe('staff.code_wrong');
    // This session goes on; the other ended; the old password signs in no more, the new one does.
    expect((await call('GET', '/api/operator/me')).status).toBe(200);
    expect((await asStaff(s, otherToken)('GET', '/api/operator/me')).status).toBe(401);
    expect((await login(p.email, p.password)).json.error).toBe('staff.wrong_credentials');
    expect((await signIn(p.email, fresh, p.secret)).status).toBe(200);
    const done = (await lines(`staff:${p.id}`)).filter((line) => !line.refused).map((line) => line.action);
    expect(done).toContain('staff.password_changed');
    expect(JSON.stringify(await lines(`staff:${p.id}`))).not.toContain(fresh);
  });

  it('counts the tries like the sign-in: 5 wrong in 15 minutes, then refused unchecked', async () => {
    const p = await signedInStaff(s, ['support']);
    const change = (current: string) =>
      asStaff(s, p.token)('POST', '/api/operator/me/password', {
        current_password: current,
        password: 'a brand new password',
        code: codeAt(p.secret, s.clock.now()),
      });
    for (let i = 0; i < 5; i += 1) expect((await change('wrong password')).json.error).toBe('staff.password_wrong');
    const limited = await change(p.password);
    expect([limited.status, limited.json.error]).toEqual([429, 'auth.too_many_attempts']);
    s.clock.advance(16 * 60 * 1000);
    // 15 minutes on (the session, idle 16 minutes, is still open), the right ones go through.
    nextStep();
    expect((await change(p.password)).status).toBe(200);
  });

  it('a password an admin resets is one-time again; the command line’s token has none to set', async () => {
    const p = await signedInStaff(s, ['compliance']);
    const reset = await asStaff(s, admin.token)('POST', '/api/operator/staff/update', {
      id: p.id,
      reset_password: true,
      reason: 'Forgot the password',
    });
    const { password: issued } = v.parse(StaffUpdated, reset.json.data);
    expect(issued).toMatch(/^[A-Za-z2-9]{16}$/);
    const signed = await signIn(p.email, issued!, p.secret);
    expect(signed.json.data).toMatchObject({ staff: { password_issued: true } });
    const token = (signed.json.data as { token: string }).token;
    expect((await asStaff(s, token)('GET', '/api/operator/audit-trail')).json.error).toBe('staff.own_password_first');
    expect(
      (await asStaff(s, token)('POST', '/api/operator/me/first-password', { password: 'mine again, long' })).status,
    ).toBe(200);
    expect((await asStaff(s, token)('GET', '/api/operator/audit-trail')).status).toBe(200);

    const cli = await s.call('POST', '/api/operator/me/first-password', {
      token: OPERATOR_TOKEN,
      body: { password: 'the token has none' },
    });
    expect([cli.status, cli.json.error]).toEqual([409, 'staff.token_actor']);
  });
});
