import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { LimitKind, ResponsibleStatus, SessionSummary } from '../../contract/responsible';
import type { AuthedMember } from '../auth/authenticate';
import { ledgerEntries, members, wallets } from '../db/schema';
import { BET_KIND, ROLLBACK_KIND, WIN_KIND } from '../house/bets';
import type { Db } from '../db/types';
import { formatCents } from '../wallet/money';
import { activeRestriction } from './guard';
import { limitRows, limitStates, limitValue, setLimit, usage } from './limits';

export async function responsibleStatus(db: Db, authed: AuthedMember, now: Date): Promise<ResponsibleStatus> {
  const { member, session } = authed;
  const [rows, use, restriction, [settings]] = await Promise.all([
    limitRows(db, member.id),
    usage(db, member.id, now, session.id),
    activeRestriction(db, member.id, now),
    db.select({ minutes: members.realityCheckMinutes }).from(members).where(eq(members.id, member.id)),
  ]);
  return {
    limits: limitStates(rows, use, now),
    reality_check_minutes: settings?.minutes ?? member.realityCheckMinutes,
    restriction,
    session_started_at: session.createdAt.toISOString(),
  };
}

export async function changeLimit(db: Db, authed: AuthedMember, kind: LimitKind, value: string | null, now: Date) {
  const effective = await db.transaction(async (tx) => {
    await tx.select({ id: wallets.memberId }).from(wallets).where(eq(wallets.memberId, authed.member.id)).for('update');
    return setLimit(tx, authed.member.id, kind, value === null ? null : limitValue(kind, value), now);
  });
  return { effective, status: await responsibleStatus(db, authed, now) };
}

export async function setRealityCheck(db: Db, authed: AuthedMember, minutes: number, now: Date) {
  await db
    .update(members)
    .set({ realityCheckMinutes: minutes, updatedAt: now })
    .where(eq(members.id, authed.member.id));
  return responsibleStatus(db, authed, now);
}

/** The reality check's figures: minutes since login and what play has won or lost since then. */
export async function sessionSummary(db: Db, authed: AuthedMember, now: Date): Promise<SessionSummary> {
  const startedAt = authed.session.createdAt;
  const [play] = await db
    .select({
      net: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`,
      bets: sql<string>`count(*) filter (where ${ledgerEntries.kind} = ${BET_KIND})`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.memberId, authed.member.id),
        // A cancelled bet's refund (a provider's rollback) gives its stake back.
        inArray(ledgerEntries.kind, [BET_KIND, WIN_KIND, ROLLBACK_KIND]),
        gte(ledgerEntries.createdAt, startedAt),
      ),
    );
  return {
    started_at: startedAt.toISOString(),
    minutes: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 60_000)),
    net: formatCents(Number(play?.net ?? 0)),
    bets: Number(play?.bets ?? 0),
  };
}
