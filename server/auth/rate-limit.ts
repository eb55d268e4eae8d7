import { and, count, eq, gt, lt, max, or } from 'drizzle-orm';
import { loginAttempts } from '../db/schema';
import type { Db } from '../db/types';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_PHONE = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

/**
 * Whether another login may be tried: fewer than 5 failures for the phone (since its last success)
 * and fewer than 30 from the address in the last 15 minutes. Kept in the database, so every API
 * process sees the same counts.
 */
export async function loginAllowed(db: Db, phone: string, address: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [lastSuccess] = await db
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.phone, phone),
        eq(loginAttempts.succeeded, true),
        gt(loginAttempts.createdAt, since),
      ),
    );
  const phoneSince = lastSuccess?.at && lastSuccess.at > since ? lastSuccess.at : since;
  const [byPhone] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.phone, phone),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, phoneSince),
      ),
    );
  if ((byPhone?.n ?? 0) >= MAX_FAILURES_PER_PHONE) return false;
  const [byAddress] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.address, address),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, since),
      ),
    );
  return (byAddress?.n ?? 0) < MAX_FAILURES_PER_ADDRESS;
}

export async function recordLoginAttempt(
  db: Db,
  attempt: { phone: string; address: string; succeeded: boolean },
  now: Date,
): Promise<void> {
  await db.insert(loginAttempts).values({ ...attempt, createdAt: now });
  // Rows older than the window no longer count; drop this phone's and address's.
  const before = new Date(now.getTime() - LOGIN_WINDOW_MS);
  await db
    .delete(loginAttempts)
    .where(
      and(
        lt(loginAttempts.createdAt, before),
        or(eq(loginAttempts.phone, attempt.phone), eq(loginAttempts.address, attempt.address)),
      ),
    );
}
