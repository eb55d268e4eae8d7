import { and, eq, sql } from 'drizzle-orm';
import { sessionDevice } from '../auth/devices';
import type { AppDeps } from '../config';
import { members, memberTwoFactor, type Session } from '../db/schema';
import type { AppContext } from '../http/env';
import { fieldError } from '../http/validate';
import { keyRecorded } from '../payments/idempotency';
import { checkCode, type CodePlace, type CodeProof } from './codes';

/**
 * A withdrawal's code (body field `otp`) with two-factor on: asked before anything else is checked
 * (`two_factor.code_required`). Answers whether one is needed and, once the withdrawal password is right
 * (`check`), the code found right — spent later in the withdrawal's own transaction (codes.ts spendCode), so a
 * refused withdrawal leaves it unspent. A retry of an Idempotency-Key with a stored answer checks nothing: the
 * first request spent its code and the stored answer is the answer.
 */
export async function withdrawalCode(
  c: AppContext,
  deps: AppDeps,
  session: Pick<Session, 'memberId' | 'deviceHash'>,
  otp: string | undefined,
) {
  const memberId = session.memberId;
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
    /** The code found right (or null: none needed) and where it was typed, for spendCode. */
    check: async (now: Date): Promise<{ proof: CodeProof; place: CodePlace } | null> => {
      if (!needed || !otp) return null;
      // Counted for the session's device: failures from another device do not lock this one out.
      const place = await sessionDevice(deps.db, session, now);
      return { proof: await checkCode(deps, memberId, otp, 'otp', place, now), place };
    },
  };
}
