import { and, eq, isNull, sql } from 'drizzle-orm';
import { MoneyText } from '../../src/contract/money';
import { idempotencyKeys } from '../db/schema';
import type { Db } from '../db/types';
import { ApiError } from '../http/envelope';
import type { AppContext } from '../http/env';
import type { Reply } from '../http/registry';

const KEY = /^[\w.:-]{1,128}$/;

/**
 * Runs a money POST once per Idempotency-Key (same member, same path): the first answer is stored and
 * every retry with the key gets it back without running anything. Without the header the work just runs.
 * The key is claimed before the work (a concurrent retry answers 409); a failure releases it.
 */
export async function idempotent<T>(
  c: AppContext,
  db: Db,
  memberId: number,
  now: Date,
  work: () => Promise<Reply<T>>,
): Promise<Reply<T>> {
  const key = c.req.header('idempotency-key')?.trim();
  if (!key) return work();
  if (!KEY.test(key)) throw new ApiError(400, 'Idempotency-Key must be 1 to 128 letters, digits, dots, colons or dashes');
  const path = c.req.path;
  const where = and(
    eq(idempotencyKeys.memberId, memberId),
    eq(idempotencyKeys.path, path),
    eq(idempotencyKeys.key, key),
  );

  const claimed = await db
    .insert(idempotencyKeys)
    .values({ memberId, path, key, response: null, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [stored] = await db.select().from(idempotencyKeys).where(where);
    if (stored?.response) return stored.response as Reply<T>;
    throw new ApiError(409, MoneyText.idempotencyInProgress);
  }

  let reply: Reply<T>;
  try {
    reply = await work();
  } catch (error) {
    await db.delete(idempotencyKeys).where(and(where, isNull(idempotencyKeys.response)));
    throw error;
  }
  await db
    .update(idempotencyKeys)
    .set({ response: sql`${JSON.stringify(reply)}::jsonb` })
    .where(where);
  return reply;
}
