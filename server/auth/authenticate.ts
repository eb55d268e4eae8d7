import { eq } from 'drizzle-orm';
import type { AppDeps } from '../config';
import { members, sessions, sites, type Member, type Session } from '../db/schema';
import { ApiError, refusal } from '../http/envelope';
import type { AppContext } from '../http/env';
import { safeEqual } from '../lib/hash';
import { endSession, IDLE_LIMIT_SECONDS, LAPSED, tokenHash } from './sessions';

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
const expired = () => refusal('auth.session_expired');

/**
 * The member behind the bearer token. Refuses a missing, unknown or ended token with 401 'Unauthenticated.',
 * an idle or expired one (now or before) with 401 auth.session_expired, and a token the operator ended with
 * 401 and force_offline. The idle limit is the member's site profile's (IDLE_LIMIT_SECONDS).
 *
 * `background`: the request is one the app sends on a timer (declared `background` on its endpoint, see
 * contract/endpoint.ts). It is checked like any other but does not refresh last use, so a tab left open
 * with a running poll still lapses. The flag is the server's own declaration, not something the caller
 * says: a client cannot keep a session alive by leaving out a header, nor end it by adding one.
 */
export async function authenticateMember(
  c: AppContext,
  deps: AppDeps,
  now: Date,
  { background = false }: { background?: boolean } = {},
): Promise<AuthedMember> {
  const token = bearerToken(c);
  if (!token) throw unauthenticated();
  const [row] = await deps.db
    .select({ session: sessions, member: members, profile: sites.profile })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .innerJoin(sites, eq(sites.id, members.siteId))
    .where(eq(sessions.tokenHash, tokenHash(token)));
  if (!row) throw unauthenticated();
  const { session, member, profile } = row;

  if (session.endedAt) {
    if (session.endReason === 'forced_offline') {
      throw new ApiError('auth.forced_offline', {}, null, { force_offline: true });
    }
    if (session.endReason && LAPSED.has(session.endReason)) throw expired();
    throw unauthenticated();
  }
  // A closed account's sessions were ended with it; this holds even for one that was not.
  if (member.closedAt) throw unauthenticated();
  if (now.getTime() >= session.expiresAt.getTime()) {
    await endSession(deps.db, session.id, 'expired', now);
    throw expired();
  }
  if (now.getTime() - session.lastUsedAt.getTime() >= IDLE_LIMIT_SECONDS[profile] * 1000) {
    await endSession(deps.db, session.id, 'idle', now);
    throw expired();
  }
  if (background) return { member, session };
  await deps.db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, session.id));
  return { member, session: { ...session, lastUsedAt: now } };
}

/** The operator API takes only the operator token, compared in constant time. */
export function authenticateOperator(c: AppContext, deps: AppDeps): void {
  const expected = deps.config.adminToken;
  const token = bearerToken(c);
  if (!expected || !token || !safeEqual(token, expected)) throw unauthenticated();
}
