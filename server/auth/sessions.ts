import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../config';
import { sessions, sites, type SiteProfile } from '../db/schema';
import type { Db } from '../db/types';
import { sha256Hex } from '../lib/hash';
import { randomToken } from '../lib/random';

/**
 * A token lapses after this long without activity, by the member's site profile: a licensed Brazilian
 * site asks for a new login after 30 minutes (Portaria SPA/MF 722/2024), an open site after two hours.
 * Activity is every authenticated request except the reads the app sends on a timer (an endpoint
 * declared `background`, contract/endpoint.ts): those do not keep a session alive.
 */
export const IDLE_LIMIT_SECONDS: Record<SiteProfile, number> = {
  'regulated-br': 30 * 60,
  open: 2 * 60 * 60,
};
/**
 * Activity is recorded to the minute: a request writes `sessions.last_used_at` only when the recorded
 * moment is a minute old or more. The recorded moment is never later than the last activity and at most a
 * minute earlier, so a session still lapses 30 minutes after its last activity at the latest, and one used
 * within every 29 minutes is always kept.
 */
export const ACTIVITY_STEP_MS = 60 * 1000;
/** …and thirty days after it was issued, however much it is used. */
export const ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type EndReason =
  | 'logout'
  | 'idle'
  | 'expired'
  | 'forced_offline'
  | 'credentials_changed'
  | 'closed'
  /** The staff blocked the member (server/backoffice/players): no login until unblocked. */
  | 'blocked'
  /** The password was reset with a code sent to the phone or e-mail (server/recovery): every session ends. */
  | 'password_reset';

/** The idle limit of a site's members, in seconds. */
export async function idleLimitSeconds(db: Db, siteId: number): Promise<number> {
  const [site] = await db.select({ profile: sites.profile }).from(sites).where(eq(sites.id, siteId));
  return IDLE_LIMIT_SECONDS[site?.profile ?? 'regulated-br'];
}

/** Sessions that ended by lapsing (idle or past their lifetime): their token answers auth.session_expired. */
export const LAPSED: ReadonlySet<string> = new Set<EndReason>(['idle', 'expired']);

export function tokenHash(token: string): string {
  return sha256Hex(token);
}

/**
 * Starts a session: 32 random bytes as base64url; only their sha256 is stored, with the sha256 of the browser's
 * id the login came from (the device remembered as the member's then), when it sent one.
 */
export async function createSession(
  deps: Pick<AppDeps, 'db' | 'random'>,
  memberId: number,
  now: Date,
  deviceId?: string | undefined,
): Promise<string> {
  const token = randomToken(deps.random, 32);
  await deps.db.insert(sessions).values({
    tokenHash: tokenHash(token),
    memberId,
    deviceHash: deviceId ? sha256Hex(deviceId) : null,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + ABSOLUTE_LIFETIME_MS),
  });
  return token;
}

export async function endSession(db: Db, sessionId: number, reason: EndReason, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/** Ends every open session of a member; returns how many were open. */
export async function endMemberSessions(db: Db, memberId: number, reason: EndReason, now: Date): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}
