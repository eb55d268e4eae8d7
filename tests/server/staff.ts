import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import type { StaffRole } from '../../contract/backoffice';
import { createStaff } from '../../server/backoffice/staff';
import { auditEvents, members } from '../../server/db/schema';
import { codeAt } from '../../server/two-factor/totp';
import { OPERATOR_TOKEN, type TestServer } from './helpers';

let made = 0;
/** Unique across test files and runs: the PostgreSQL database is shared by every file running at once. */
const run = randomBytes(4).toString('hex');

/**
 * A staff member with these roles, signed in through the API (the password an admin issued, then TOTP set up
 * with a code computed from the secret the first step shows, then their own password chosen): their e-mail, own
 * password, the issued one, TOTP secret and bearer token.
 */
export async function signedInStaff(
  s: TestServer,
  roles: StaffRole[],
  email = `staff${++made}.${run}.${roles.join('-')}@rodada.test`,
) {
  const { password } = await createStaff(s.deps, { email, name: `Staff ${made}`, roles }, s.clock.now());
  const first = await s.call('POST', '/api/operator/auth/login', { body: { email, password } });
  if (first.status !== 200) throw new Error(`staff login: ${JSON.stringify(first.json)}`);
  const { ticket, secret } = first.json.data as { ticket: string; secret: string };
  const second = await s.call('POST', '/api/operator/auth/code', {
    body: { ticket, code: codeAt(secret, s.clock.now()) },
  });
  if (second.status !== 200) throw new Error(`staff code: ${JSON.stringify(second.json)}`);
  const { token, staff } = second.json.data as { token: string; staff: { id: number; password_issued: boolean } };
  if (!staff.password_issued) throw new Error('a new account signs in with the password an admin issued');
  const own = `own-${randomBytes(9).toString('base64url')}`;
  const third = await s.call('POST', '/api/operator/me/first-password', { token, body: { password: own } });
  if (third.status !== 200) throw new Error(`staff first password: ${JSON.stringify(third.json)}`);
  return { email, password: own, issued: password, secret, token, id: staff.id };
}

/** An operator call as a staff member (bearer token). */
export const asStaff = (s: TestServer, token: string) => (method: 'GET' | 'POST', path: string, body?: unknown) =>
  s.call(method, path, method === 'GET' ? { token } : { token, body: body ?? {} });

const WITHDRAWAL_PASSWORD = '135790';

/** A new player with R$ 100,00 credited, the withdrawal password set, and a withdrawal of `money` asked: its order. */
export async function askedWithdrawal(s: TestServer, money: string) {
  const p = await s.register();
  const [row] = await s.db.select().from(members).where(eq(members.phone, p.phone));
  await s.call('POST', '/api/operator/credit', {
    token: OPERATOR_TOKEN,
    body: { phone: p.phone, amount: '100.00', reference: `fe-${randomBytes(6).toString('hex')}` },
  });
  const pwd = WITHDRAWAL_PASSWORD;
  await s.call('POST', '/api/member/qkpwd', { token: p.token, body: { qk_pwd: pwd, qk_pwd_confirmation: pwd } });
  const asked = await s.call('POST', '/api/drawing', {
    token: p.token,
    body: { money, qk_pwd: pwd, payment_type: 'CPF', account: row!.cpf, cpf_id: row!.cpf, name: row!.realname },
  });
  expect(asked.status, asked.json.message).toBe(200);
  return (asked.json.data as { order_no: string }).order_no;
}

/** The audit trail's lines of the actions done on a subject, oldest first (its refused attempts left out). */
export const actionsDoneOn = (s: TestServer, subject: string) =>
  s.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subject, subject), isNull(auditEvents.refused)))
    .orderBy(auditEvents.id);
