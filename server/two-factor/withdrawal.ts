import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../config';
import { members, memberTwoFactor } from '../db/schema';
import type { AppContext } from '../http/env';
import { fieldError } from '../http/validate';
import { keyRecorded } from '../payments/idempotency';
import { checkCode, type CodeProof } from './codes';

/**
 * A withdrawal's code (body field `otp`) with two-factor on: asked before anything else is checked
 * (`two_factor.code_required`). Answers whether one is needed and, once the withdrawal password is right
 * (`check`), the code found right — spent later in the withdrawal's own transaction (codes.ts spendCode), so a
 * refused withdrawal leaves it unspent. A retry of an Idempotency-Key with a stored answer checks nothing: the
 * first request spent its code and the stored answer is the answer.
 */
export async function withdrawalCode(c: AppContext, deps: AppDeps, memberId: number, otp: string | undefined) {
  const [row] = await deps.db
    .select({
      on: sql<boolean>`exists (select 1 from ${memberTwoFactor} where ${and(
        eq(memberTwoFactor.memberId, members.id),
        sql`${memberTwoFactor.enabledAt} is not null`,
      )})`,
      keyed: keyRecorded(c, memberId),
    })
    .from(members)
    .where(eq(members.id, memberId));
  const needed = Boolean(row?.on) && !row?.keyed;
  if (needed && !otp) throw fieldError('otp', 'two_factor.code_required');
  return {
    check: (now: Date): Promise<CodeProof | null> =>
      needed && otp ? checkCode(deps, memberId, otp, 'otp', now) : Promise.resolve(null),
  };
}
