import { and, asc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { ledgerEntries, memberExclusions, members, sites, wallets } from '../db/schema';
import { reusable } from '../db/reusable';
import { claimedIn, selectWithClaim, type ClaimWith } from '../payments/idempotency';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { inTransaction } from '../db/transaction';
import type { Db, Tx } from '../db/types';
import { refusal } from '../http/envelope';
import { refuseRestricted, requireNotRestricted, restrictionReads } from '../responsible/guard';
import type { RewardKind } from '../wallet/kinds';
import { credit, lockBalance, lockedBalance } from '../wallet/ledger';
import { dayWindow, memberResults, netLoss } from './results';
import { memberSiteReads } from './offer';

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

/**
 * Net game loss of a São Paulo day on results (./results.ts): the stakes of the bets settled that day minus
 * what they returned, both counted on the settlement day; an open bet counts nowhere, a void one zero.
 * Negative when the member won.
 */
export async function netLossCents(db: Db | Tx, memberId: number, day: string): Promise<number> {
  return netLoss(await memberResults(db, memberId, dayWindow(day)));
}

/**
 * Refuses a reward to a paused or self-excluded member (the restriction's own refusal), read after the
 * member's wallet row is locked: a pause or self-exclusion is written under the same lock
 * (../responsible/exclusions.ts), so one committed before this lock is taken is seen here, and one asked for
 * now waits until this transaction has committed or rolled back.
 */
export async function requireRewardable(tx: Db | Tx, memberId: number, now: Date): Promise<void> {
  // Done already in this transaction: it holds the lock, so nothing it read can have changed.
  if (rewardable.get(tx) === memberId) return;
  await lockMemberWallet(tx, memberId);
  await requireNotRestricted(tx, memberId, now);
  if (tx instanceof PgTransaction) rewardable.set(tx, memberId);
}

/** What restricts the member and the site's offer, in one read (built once). */
const claimStanding = reusable((db) =>
  db
    .select({ ...restrictionReads(), ...memberSiteReads() })
    .from(members)
    .innerJoin(sites, eq(sites.id, members.siteId))
    .where(eq(members.id, sql.placeholder('memberId'))),
);

/**
 * requireRewardable with the member's site (../promotions/offer.ts, memberSite) read in the same statement
 * as the restrictions: a claim's first step in its transaction. The wallet is locked by a statement of its
 * own first: a statement reads what was committed when it began, so restrictions read in the statement that
 * waits for the lock would miss a pause committed while it waited. The site's profile and switches decide
 * whether the activity is offered. `walletLocked`: the transaction holds the lock already (claimLockingTheWallet).
 */
export async function rewardableSite(tx: Db | Tx, memberId: number, now: Date, { walletLocked = false } = {}) {
  if (!walletLocked) await lockMemberWallet(tx, memberId);
  const [row] = await claimStanding(tx, { memberId, now });
  if (!row) throw new Error(`member ${memberId} has no wallet or no site`);
  await refuseRestricted(tx, memberId, now, row);
  if (tx instanceof PgTransaction) rewardable.set(tx, memberId);
  return row;
}

/**
 * A claim's Idempotency-Key claimed, and the member's wallet locked, in one statement (built once): two requests
 * with one key send the same statement, so they wait for each other in one order, never in a cycle. The
 * restrictions are then read by a statement of their own (rewardableSite with `walletLocked`), which sees a pause
 * committed while this one waited for the lock.
 */
const claimLockingWallet = reusable((db) =>
  selectWithClaim(db, { balanceCents: sql<number | null>`(${lockBalance(db)})` }),
);

/** A claim's key claimed with the wallet's lock (idempotent()'s claimWith): reads whether the wallet was locked. */
export const claimLockingTheWallet: ClaimWith<boolean> = async (tx, values) => {
  const [row] = await claimLockingWallet(tx, values);
  return { claimed: claimedIn(row), read: row?.balanceCents != null };
};

/**
 * The member each transaction has locked and found rewardable (requireRewardable): a claim's route, its
 * activity and its payment each ask, in the one transaction of the request.
 */
const rewardable = new WeakMap<Db | Tx, number>();

/** Locks the member's wallet row until the transaction ends: the member's lock for money and restrictions. */
export async function lockMemberWallet(tx: Db | Tx, memberId: number): Promise<void> {
  await lockedBalance(tx, { memberId });
}

/**
 * Whether a pause or self-exclusion of the member was in force at any moment from `from` to `to` (a
 * settlement job's rule: such a member forfeits what the period would have earned). Read it with the
 * member's wallet locked (lockMemberWallet) so a restriction being written is waited for.
 */
export async function restrictedDuring(tx: Db | Tx, memberId: number, from: Date, to: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: memberExclusions.id })
    .from(memberExclusions)
    .where(
      and(
        eq(memberExclusions.memberId, memberId),
        lte(memberExclusions.startsAt, to),
        or(isNull(memberExclusions.endsAt), gt(memberExclusions.endsAt, from)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Runs a claim in one transaction with the member's wallet locked first, so concurrent claims of the
 * same member run one after another and each sees what the previous one paid; a paused or self-excluded
 * member is refused before anything is read (requireRewardable). In the caller's transaction when `db` is
 * one (a claim's idempotency key's, whose failure rolls the claim back whole): no savepoint.
 */
export function withLockedWallet<T>(db: Db, memberId: number, now: Date, work: (tx: Tx) => Promise<T>): Promise<T> {
  return inTransaction(db, async (tx) => {
    await requireRewardable(tx, memberId, now);
    return work(tx);
  });
}

/**
 * Pays a reward once through the ledger; a second payment of the same (kind, ref) is refused, and so is
 * any payment to a member paused or self-excluded at `now` (checked under the wallet's lock, in the
 * payment's transaction).
 */
export async function payReward(tx: Tx, memberId: number, kind: RewardKind, ref: string, cents: number, now: Date) {
  await requireRewardable(tx, memberId, now);
  const posting = await credit(tx, memberId, cents, kind, ref, now);
  if (!posting.applied) throw refusal('promotion.already_claimed');
  return posting.entry.balanceAfterCents;
}

/** The wallet's balance in centavos (inside the claim's transaction). */
export async function balanceCents(tx: Tx, memberId: number): Promise<number> {
  const [wallet] = await tx.select({ cents: wallets.balanceCents }).from(wallets).where(eq(wallets.memberId, memberId));
  return wallet?.cents ?? 0;
}
