import { and, eq, isNull } from 'drizzle-orm';
import { memberBlocks } from '../../db/schema';
import type { Db, Tx } from '../../db/types';

/** The staff's block in force on a member, if any (auth refuses the login: auth.account_blocked). */
export async function blockInForce(db: Db | Tx, memberId: number) {
  const [row] = await db
    .select()
    .from(memberBlocks)
    .where(and(eq(memberBlocks.memberId, memberId), isNull(memberBlocks.liftedAt)));
  return row ?? null;
}
