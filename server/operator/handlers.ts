import { eq } from 'drizzle-orm';
import { ServerTextExtra } from '../../src/contract';
import { endMemberSessions } from '../auth/sessions';
import { members } from '../db/schema';
import type { Db } from '../db/types';
import { ApiError } from '../http/envelope';

interface OperatorResult {
  member_id: number;
  sessions_ended: number;
}

async function memberIdByPhone(db: Db, phone: string): Promise<number> {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.phone, phone));
  if (!member) throw new ApiError(404, ServerTextExtra.memberNotFound);
  return member.id;
}

export async function forceOffline(db: Db, phone: string, now: Date): Promise<OperatorResult> {
  const memberId = await memberIdByPhone(db, phone);
  const sessionsEnded = await db.transaction(async (tx) => {
    await tx.update(members).set({ forcedOfflineAt: now, updatedAt: now }).where(eq(members.id, memberId));
    return endMemberSessions(tx, memberId, 'forced_offline', now);
  });
  return { member_id: memberId, sessions_ended: sessionsEnded };
}

export async function expireSessions(db: Db, phone: string, now: Date): Promise<OperatorResult> {
  const memberId = await memberIdByPhone(db, phone);
  return { member_id: memberId, sessions_ended: await endMemberSessions(db, memberId, 'expired', now) };
}
