import { eq } from 'drizzle-orm';
import { operatorSettings } from '../db/schema';
import type { Db, Tx } from '../db/types';

/** The operator's settings the back office changes (operator_settings, by key). */

const FOUR_EYES_KEY = 'four_eyes_cents';
/** Above this amount (R$ 5.000,00 unless an admin sets another) a withdrawal needs two people's approval. */
export const DEFAULT_FOUR_EYES_CENTS = 500_000;

export async function fourEyesCents(db: Db | Tx): Promise<number> {
  const [row] = await db.select().from(operatorSettings).where(eq(operatorSettings.key, FOUR_EYES_KEY));
  return typeof row?.value === 'number' ? row.value : DEFAULT_FOUR_EYES_CENTS;
}

/** Sets the amount; answers it before and after. */
export async function setFourEyesCents(tx: Db | Tx, cents: number, now: Date) {
  const before = await fourEyesCents(tx);
  await tx
    .insert(operatorSettings)
    .values({ key: FOUR_EYES_KEY, value: cents, updatedAt: now })
    .onConflictDoUpdate({ target: operatorSettings.key, set: { value: cents, updatedAt: now } });
  return { before, after: cents };
}
