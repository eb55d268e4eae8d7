import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { ledgerEntries, wallets } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { BET_KIND, WIN_KIND } from '../house/bets';
import { saoPauloDayStart } from '../games/time';
import { refusal } from '../http/envelope';
import type { RewardKind } from '../wallet/kinds';
import { credit } from '../wallet/ledger';

/** What the promotions read from the ledger and how they pay: one reward, one ledger entry. */

/**
 * The member's credited deposits, oldest first (ledger kind 'deposit', ref = order number); with `since`,
 * only those credited from that moment on.
 */
export function deposits(db: Db | Tx, memberId: number, since?: Date) {
  return db
    .select({
      id: ledgerEntries.id,
      ref: ledgerEntries.ref,
      cents: ledgerEntries.amountCents,
      at: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.memberId, memberId),
        eq(ledgerEntries.kind, 'deposit'),
        since ? gte(ledgerEntries.createdAt, since) : undefined,
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}

/** The member's credited deposits in all, in centavos (one sum in the database). */
export async function depositTotalCents(db: Db | Tx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.kind, 'deposit')));
  return Number(row?.sum ?? 0);
}

/** The reward entry posted for (kind, ref), if any. */
export async function rewardEntry(db: Db | Tx, kind: RewardKind, ref: string) {
  const [entry] = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, kind), eq(ledgerEntries.ref, ref)));
  return entry ?? null;
}

/** Net game loss (bets − wins, in centavos) over a São Paulo day; negative when the member won. */
export async function netLossCents(db: Db | Tx, memberId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.memberId, memberId),
        inArray(ledgerEntries.kind, [BET_KIND, WIN_KIND]),
        gte(ledgerEntries.createdAt, saoPauloDayStart(day)),
        lt(ledgerEntries.createdAt, saoPauloDayStart(day, 1)),
      ),
    );
  return -Number(row?.sum ?? 0);
}

/**
 * Runs a claim in one transaction with the member's wallet locked first, so concurrent claims of the
 * same member run one after another and each sees what the previous one paid.
 */
export function withLockedWallet<T>(db: Db, memberId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: wallets.memberId }).from(wallets).where(eq(wallets.memberId, memberId)).for('update');
    return work(tx);
  });
}

/** Pays a reward once through the ledger; a second payment of the same (kind, ref) is refused. */
export async function payReward(tx: Tx, memberId: number, kind: RewardKind, ref: string, cents: number, now: Date) {
  const posting = await credit(tx, memberId, cents, kind, ref, now);
  if (!posting.applied) throw refusal('promotion.already_claimed');
  return posting.entry.balanceAfterCents;
}

/** The wallet's balance in centavos (inside the claim's transaction). */
export async function balanceCents(tx: Tx, memberId: number): Promise<number> {
  const [wallet] = await tx.select({ cents: wallets.balanceCents }).from(wallets).where(eq(wallets.memberId, memberId));
  return wallet?.cents ?? 0;
}
