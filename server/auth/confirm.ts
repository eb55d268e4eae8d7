import type { Member } from '../db/schema';
import type { Db } from '../db/types';
import { refusal } from '../http/envelope';
import { fieldError } from '../http/validate';
import { verifyPassword } from './passwords';
import { loginSucceeded, takeLoginAttempt } from './rate-limit';

/**
 * Confirms a logged-in member's login password before a serious change (the security center's gate, a pause,
 * a self-exclusion). A wrong password counts as a failed login for the member's phone and the address,
 * taken before the check so racing attempts cannot pass the limit (auth/rate-limit.ts).
 */
export async function confirmPassword(
  db: Db,
  member: Pick<Member, 'phone' | 'passwordHash'>,
  password: string,
  address: string,
  now: Date,
): Promise<void> {
  // The member's own session is a known device: strangers guessing elsewhere do not hold it back.
  if (!(await takeLoginAttempt(db, member.phone, address, now, true))) throw refusal('auth.too_many_attempts');
  if (!(await verifyPassword(password, member.passwordHash))) throw fieldError('password', 'security.password_wrong');
  await loginSucceeded(db, member.phone, address, now, true);
}
