import { randomBytes } from 'node:crypto';
import type { StaffRole } from '../../contract/backoffice';
import { createStaff } from '../../server/backoffice/staff';
import { codeAt } from '../../server/two-factor/totp';
import type { TestServer } from './helpers';

let made = 0;
/** Unique across test files and runs: the PostgreSQL database is shared by every file running at once. */
const run = randomBytes(4).toString('hex');

/**
 * A staff member with these roles, signed in through the API (password, then TOTP set up with a code
 * computed from the secret the first step shows): their e-mail, password, TOTP secret and bearer token.
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
  const { token, staff } = second.json.data as { token: string; staff: { id: number } };
  return { email, password, secret, token, id: staff.id };
}

/** An operator call as a staff member (bearer token). */
export const asStaff = (s: TestServer, token: string) => (method: 'GET' | 'POST', path: string, body?: unknown) =>
  s.call(method, path, method === 'GET' ? { token } : { token, body: body ?? {} });
