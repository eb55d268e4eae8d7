import { eq } from 'drizzle-orm';
import type { AppDeps } from '../config';
import { members, sessions, type Member, type Session } from '../db/schema';
import { ApiError, refusal } from '../http/envelope';
import type { AppContext } from '../http/env';
import { safeEqual } from '../lib/hash';
import { endSession, IDLE_TIMEOUT_SECONDS, tokenHash } from './sessions';

export interface AuthedMember {
  member: Member;
  session: Session;
}

export function bearerToken(c: AppContext): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

const unauthenticated = () => refusal('auth.unauthenticated');

/**
 * The member behind the bearer token. Refuses a missing, unknown, ended, idle or expired token with 401
 * 'Unauthenticated.', and a token the operator ended with 401 and force_offline. Refreshes last use.
 */
export async function authenticateMember(c: AppContext, deps: AppDeps, now: Date): Promise<AuthedMember> {
  const token = bearerToken(c);
  if (!token) throw unauthenticated();
  const [row] = await deps.db
    .select({ session: sessions, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.tokenHash, tokenHash(token)));
  if (!row) throw unauthenticated();
  const { session, member } = row;

  if (session.endedAt) {
    if (session.endReason === 'forced_offline') {
      throw new ApiError('auth.forced_offline', {}, null, { force_offline: true });
    }
    throw unauthenticated();
  }
  if (now.getTime() >= session.expiresAt.getTime()) {
    await endSession(deps.db, session.id, 'expired', now);
    throw unauthenticated();
  }
  if (now.getTime() - session.lastUsedAt.getTime() >= IDLE_TIMEOUT_SECONDS * 1000) {
    await endSession(deps.db, session.id, 'idle', now);
    throw unauthenticated();
  }
  await deps.db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, session.id));
  return { member, session: { ...session, lastUsedAt: now } };
}

/** The operator API takes only the operator token, compared in constant time. */
export function authenticateOperator(c: AppContext, deps: AppDeps): void {
  const expected = deps.config.adminToken;
  const token = bearerToken(c);
  if (!expected || !token || !safeEqual(token, expected)) throw unauthenticated();
}
