import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { loginCounters } from '../db/schema';
import type { Db, Tx } from '../db/types';

export interface AttemptLimit {
  /** How many attempts a key may make in one window. */
  limit: number;
  windowMs: number;
}

/** A key and the limit its attempts are counted against. */
export interface CountedKey {
  key: string;
  rule: AttemptLimit;
}

/**
 * Whether any of the keys has used up its attempts in its current window (a read: nothing is counted), so
 * a request can be answered 429 before anything else.
 */
export async function anyLocked(db: Db | Tx, keys: readonly CountedKey[], now: Date): Promise<boolean> {
  if (keys.length === 0) return false;
  const rows = await db
    .select({ key: loginCounters.key, failures: loginCounters.failures, startedAt: loginCounters.windowStartedAt })
    .from(loginCounters)
    .where(
      inArray(
        loginCounters.key,
        keys.map((k) => k.key),
      ),
    );
  return rows.some((row) => {
    const rule = keys.find((k) => k.key === row.key)?.rule;
    return !!rule && row.startedAt.getTime() > now.getTime() - rule.windowMs && row.failures >= rule.limit;
  });
}

/**
 * Counts one attempt for the key, atomically in the database (one upsert), before the attempt is
 * checked: concurrent attempts each get their own number, so no more than `limit` of them are let
 * through in a window, also across several server processes. A window that has passed starts again.
 * Returns whether this attempt is within the limit, and when the key's window ends.
 */
export async function countAttempt(
  db: Db | Tx,
  key: string,
  rule: AttemptLimit,
  now: Date,
): Promise<{ within: boolean; until: Date }> {
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
    .returning({ failures: loginCounters.failures, startedAt: loginCounters.windowStartedAt });
  return {
    within: (row?.failures ?? Number.POSITIVE_INFINITY) <= rule.limit,
    until: new Date((row?.startedAt ?? now).getTime() + rule.windowMs),
  };
}

/** countAttempt's answer alone: whether this attempt is within the limit. */
export async function takeAttempt(db: Db | Tx, key: string, rule: AttemptLimit, now: Date): Promise<boolean> {
  return (await countAttempt(db, key, rule, now)).within;
}

/** Forgets the key's attempts (a success). */
export async function clearAttempts(db: Db | Tx, key: string): Promise<void> {
  await db.delete(loginCounters).where(eq(loginCounters.key, key));
}

/**
 * Gives the keys back the one attempt a success took, in the window it was counted in (a window started since
 * is left alone), so successes cannot wipe out failures counted before them.
 */
export async function giveBackAttempt(db: Db | Tx, keys: readonly string[], takenAt: Date): Promise<void> {
  await db
    .update(loginCounters)
    .set({ failures: sql`${loginCounters.failures} - 1` })
    .where(
      and(
        inArray(loginCounters.key, [...keys]),
        gt(loginCounters.failures, 0),
        lte(loginCounters.windowStartedAt, takenAt),
      ),
    );
}
