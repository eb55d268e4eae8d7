import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../config';
import { sessions } from '../db/schema';
import type { Db } from '../db/types';
import { sha256Hex } from '../lib/hash';
import { randomToken } from '../lib/random';

/** A token lapses after two hours without use… */
export const IDLE_TIMEOUT_SECONDS = 2 * 60 * 60;
/** …and thirty days after it was issued, however much it is used. */
export const ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type EndReason = 'logout' | 'idle' | 'expired' | 'forced_offline' | 'credentials_changed';

export function tokenHash(token: string): string {
  return sha256Hex(token);
}

/** Starts a session: 32 random bytes as base64url; only their sha256 is stored. */
export async function createSession(
  deps: Pick<AppDeps, 'db' | 'random'>,
  memberId: number,
  now: Date,
): Promise<string> {
  const token = randomToken(deps.random, 32);
  await deps.db.insert(sessions).values({
    tokenHash: tokenHash(token),
    memberId,
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
