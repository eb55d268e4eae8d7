import { and, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { LimitKind, ResponsibleStatus, SessionSummary } from '../../contract/responsible';
import type { AuthedMember } from '../auth/authenticate';
import { ledgerEntries, limitsOffers, members, rechargeOrders, responsibleLimits, wallets } from '../db/schema';
import { BET_KIND, CASHOUT_KIND, ROLLBACK_KIND, WIN_KIND } from '../house/bets';
import type { Db } from '../db/types';
import type { LimitsOfferAnswer } from '../../contract/responsible';
import { formatCents } from '../wallet/money';
import { activeRestriction } from './guard';
import { limitRows, limitStates, limitValue, setLimit, usage } from './limits';

export async function responsibleStatus(db: Db, authed: AuthedMember, now: Date): Promise<ResponsibleStatus> {
  const { member, session } = authed;
  const [rows, use, restriction, [settings], offer] = await Promise.all([
    limitRows(db, member.id),
    usage(db, member.id, now, { sessionId: session.id }),
    activeRestriction(db, member.id, now),
    db.select({ minutes: members.realityCheckMinutes }).from(members).where(eq(members.id, member.id)),
    limitsOfferOpen(db, member.id),
  ]);
  return {
    limits: limitStates(rows, use, now),
    reality_check_minutes: settings?.minutes ?? member.realityCheckMinutes,
    restriction,
    session_started_at: session.createdAt.toISOString(),
    limits_offer: offer && restriction === null,
  };
}

/**
 * Whether the offer to set limits stands for the member: never answered, no deposit ever paid and no limit
 * ever set (a row with a value or one waiting: a member who set limits has met them already).
 */
async function limitsOfferOpen(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({
      answered: sql<boolean>`exists (select 1 from ${limitsOffers} where ${limitsOffers.memberId} = ${memberId})`,
      deposited: sql<boolean>`exists (select 1 from ${rechargeOrders} where ${rechargeOrders.memberId} = ${memberId} and ${rechargeOrders.status} = 'paid')`,
      limited: sql<boolean>`exists (select 1 from ${responsibleLimits} where ${responsibleLimits.memberId} = ${memberId} and ${or(isNotNull(responsibleLimits.value), isNotNull(responsibleLimits.pendingValue))})`,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return Boolean(row) && !row!.answered && !row!.deposited && !row!.limited;
}

/** Keeps the member's answer to the offer to set limits; the first answer stands (a second changes nothing). */
export async function answerLimitsOffer(db: Db, authed: AuthedMember, answer: LimitsOfferAnswer, now: Date) {
  await db
    .insert(limitsOffers)
    .values({ memberId: authed.member.id, answer, answeredAt: now })
    .onConflictDoNothing({ target: limitsOffers.memberId });
  return responsibleStatus(db, authed, now);
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
        // A cancelled bet's refund (a provider's rollback) gives its stake back, as a sports cash-out gives money back.
        inArray(ledgerEntries.kind, [BET_KIND, WIN_KIND, ROLLBACK_KIND, CASHOUT_KIND]),
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
