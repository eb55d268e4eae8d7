import type { Member, Session } from '../db/schema';
import type { Db } from '../db/types';
import type { AttemptLimit } from '../http/attempts';
import { clearAttempts, takeAttempt } from '../http/attempts';
import { refusal } from '../http/envelope';
import { fieldError } from '../http/validate';
import { sessionDevice } from './devices';
import { verifyPassword } from './passwords';
import { LOGIN_WINDOW_MS, loginSucceeded, takeLoginAttempt } from './rate-limit';

interface Confirming {
  member: Pick<Member, 'id' | 'phone' | 'passwordHash'>;
  session: Pick<Session, 'id' | 'memberId' | 'deviceHash'>;
}

/**
 * Confirms a logged-in member's login password before a serious change (the security center's gate). A wrong
 * password counts as a failed login for the member's phone and for the address and the session's device,
 * taken before the check so racing attempts cannot pass the limit (auth/rate-limit.ts).
 */
export async function confirmPassword(
  db: Db,
  { member, session }: Confirming,
  password: string,
  address: string,
  now: Date,
): Promise<void> {
  const place = { address, ...(await sessionDevice(db, session, now)) };
  if (!(await takeLoginAttempt(db, member.phone, place, now))) throw refusal('auth.too_many_attempts');
  if (!(await verifyPassword(password, member.passwordHash, `member:${member.id}`)))
    throw fieldError('password', 'security.password_wrong');
  await loginSucceeded(db, member.phone, place, now);
}

/** Wrong passwords one session may type for a protective action in a window. */
export const MAX_PROTECTIVE_TRIES = 5;
const PROTECTIVE_LIMIT: AttemptLimit = { limit: MAX_PROTECTIVE_TRIES, windowMs: LOGIN_WINDOW_MS };

/**
 * Confirms the password for an action that protects the member: a pause, a self-exclusion, closing the
 * account. Nobody else's failed attempts may stand in its way — not a stranger's wrong passwords from the
 * same address (many members share one), nor for the member's phone — so it is counted only against the
 * session that asks (5 wrong in 15 minutes, then 429 for that session): only whoever holds the session can
 * use its tries up, and a session is had only with the password. A right password forgets them.
 */
export async function confirmProtectivePassword(
  db: Db,
  { member, session }: Confirming,
  password: string,
  now: Date,
): Promise<void> {
  const key = `protective:session:${session.id}`;
  if (!(await takeAttempt(db, key, PROTECTIVE_LIMIT, now))) throw refusal('auth.too_many_attempts');
  if (!(await verifyPassword(password, member.passwordHash, `member:${member.id}`)))
    throw fieldError('password', 'security.password_wrong');
  await clearAttempts(db, key);
}
