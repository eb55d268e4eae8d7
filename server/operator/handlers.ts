import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AuditResult } from '../../contract/money';
import { endMemberSessions, IDLE_LIMIT_SECONDS } from '../auth/sessions';
import { ledgerEntries, members, sessions, sites, wallets } from '../db/schema';
import { credit, LedgerConflictError } from '../wallet/ledger';
import { formatCents, parseMoney } from '../wallet/money';
import type { Db } from '../db/types';
import { refusal } from '../http/envelope';
import { lockMemberWallet } from '../promotions/ledger';
import { activeRestriction } from '../responsible/guard';
import type { LedgerKind } from '../wallet/kinds';
import { fieldErrorWith } from '../http/validate';
import { previousDay, saoPauloDay } from '../../lib/time';

interface OperatorResult {
  member_id: number;
  sessions_ended: number;
}

export async function memberIdByPhone(db: Db, phone: string): Promise<number> {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.phone, phone));
  if (!member) throw refusal('member.not_found');
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

/**
 * QA: moves the last use of a member's open sessions back by their site's idle limit, so the next call
 * finds them idle and ends them the way real idleness does (server/auth/authenticate.ts).
 */
export async function idleSessions(
  db: Db,
  phone: string,
  now: Date,
): Promise<{ member_id: number; sessions_aged: number }> {
  const memberId = await memberIdByPhone(db, phone);
  const [site] = await db
    .select({ profile: sites.profile })
    .from(members)
    .innerJoin(sites, eq(sites.id, members.siteId))
    .where(eq(members.id, memberId));
  const lastUsedAt = new Date(now.getTime() - IDLE_LIMIT_SECONDS[site?.profile ?? 'regulated-br'] * 1000);
  const aged = await db
    .update(sessions)
    .set({ lastUsedAt })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return { member_id: memberId, sessions_aged: aged.length };
}

const CREDIT_KINDS = { correction: 'operator.credit', bonus: 'reward.operator' } as const satisfies Record<
  string,
  LedgerKind
>;

/**
 * Credits a member by hand, through the ledger (ref = the reference): a correction as operator.credit, a
 * bonus as reward.operator. The same reference credits once, however often it is sent and whatever kind
 * it names. A bonus is a reward: with the member's wallet locked, it is refused while the member is paused
 * or self-excluded (a pause committed before the lock is seen; one asked for meanwhile waits for this
 * transaction).
 */
export async function creditMember(
  db: Db,
  body: { phone: string; amount: string; reference: string; kind: keyof typeof CREDIT_KINDS },
  now: Date,
): Promise<{ member_id: number; balance: string; credited: boolean }> {
  const memberId = await memberIdByPhone(db, body.phone);
  const cents = parseMoney(body.amount);
  const kind = CREDIT_KINDS[body.kind];
  try {
    return await db.transaction(async (tx) => {
      await lockMemberWallet(tx, memberId);
      const used = await tx
        .select({ kind: ledgerEntries.kind })
        .from(ledgerEntries)
        .where(and(inArray(ledgerEntries.kind, Object.values(CREDIT_KINDS)), eq(ledgerEntries.ref, body.reference)));
      if (used.some((entry) => entry.kind !== kind)) throw refusal('operator.reference_used');
      // A repeat of a credit already made answers it unchanged (credited: false), restricted or not.
      if (used.length === 0 && body.kind === 'bonus' && (await activeRestriction(tx, memberId, now))) {
        throw refusal('operator.bonus_restricted');
      }
      const posting = await credit(tx, memberId, cents, kind, body.reference, now);
      const [wallet] = await tx
        .select({ balance: wallets.balanceCents })
        .from(wallets)
        .where(eq(wallets.memberId, memberId));
      return { member_id: memberId, balance: formatCents(wallet?.balance ?? 0), credited: posting.applied };
    });
  } catch (error) {
    if (error instanceof LedgerConflictError) {
      throw refusal('operator.reference_used');
    }
    throw error;
  }
}

/**
 * Checks every wallet against its ledger: the balance must equal the sum of the member's entries and
 * never be negative. Answers the wallets checked and each one that is off.
 */
export async function auditLedger(db: Db): Promise<AuditResult> {
  const rows = await db
    .select({
      memberId: wallets.memberId,
      phone: members.phone,
      balance: wallets.balanceCents,
      ledgerSum: sql<string>`coalesce((select sum(l.amount_cents) from ledger_entries l where l.member_id = ${wallets.memberId}), 0)`,
    })
    .from(wallets)
    .innerJoin(members, eq(members.id, wallets.memberId))
    .orderBy(wallets.memberId);
  const off = rows
    .map((row) => ({ ...row, sum: Number(row.ledgerSum) }))
    .filter((row) => row.balance !== row.sum || row.balance < 0)
    .map((row) => ({
      member_id: row.memberId,
      phone: row.phone,
      balance: formatCents(row.balance),
      ledger_sum: formatCents(row.sum),
    }));
  return { wallets_checked: rows.length, off };
}

/**
 * The São Paulo day a settlement (the betting rebate, the agents' rewards) is for: `day` as asked — a real
 * calendar day already (the contract's BusinessDay) — or, without one, yesterday. A day is settled only
 * once it has ended: today or a later day is refused (naming `day`), since its bets are not all in yet
 * and each member or agent is settled once per day.
 */
export function settlementDay(day: string | undefined, now: Date): string {
  const today = saoPauloDay(now);
  if (day === undefined) return previousDay(today);
  if (day >= today) throw fieldErrorWith('day', 'operator.day_not_ended', { day, today });
  return day;
}
