import { eq, sql } from 'drizzle-orm';
import { loginCounters } from '../db/schema';
import type { Db, Tx } from '../db/types';

export interface AttemptLimit {
  /** How many attempts a key may make in one window. */
  limit: number;
  windowMs: number;
}

/**
 * Counts one attempt for the key, atomically in the database (one upsert), before the attempt is
 * checked: concurrent attempts each get their own number, so no more than `limit` of them are let
 * through in a window, also across several server processes. A window that has passed starts again.
 * Returns whether this attempt is within the limit.
 */
export async function takeAttempt(db: Db | Tx, key: string, rule: AttemptLimit, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .insert(loginCounters)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginCounters.key,
      set: {
        failures: sql`case when ${loginCounters.windowStartedAt} <= ${windowStart} then 1 else ${loginCounters.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginCounters.windowStartedAt} <= ${windowStart} then ${now} else ${loginCounters.windowStartedAt} end`,
      },
    })
    .returning({ failures: loginCounters.failures });
  return (row?.failures ?? Number.POSITIVE_INFINITY) <= rule.limit;
}

/** Forgets the key's attempts (a success). */
export async function clearAttempts(db: Db | Tx, key: string): Promise<void> {
  await db.delete(loginCounters).where(eq(loginCounters.key, key));
}
