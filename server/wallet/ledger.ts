import { and, eq } from 'drizzle-orm';
import { ledgerEntries, wallets, type LedgerEntry } from '../db/schema';
import type { Tx } from '../db/types';
import type { LedgerKind } from './kinds';

export class InsufficientFundsError extends Error {
  constructor(
    readonly memberId: number,
    readonly balanceCents: number,
    readonly requestedCents: number,
  ) {
    super(`Member ${memberId} has ${balanceCents} centavos, ${requestedCents} requested`);
    this.name = 'InsufficientFundsError';
  }
}

/** A (kind, ref) that was already used for another member or amount: a caller's bug, never paid. */
export class LedgerConflictError extends Error {
  constructor(kind: string, ref: string) {
    super(`Ledger entry ${kind}/${ref} already exists with another member or amount`);
    this.name = 'LedgerConflictError';
  }
}

export class WalletMissingError extends Error {
  constructor(memberId: number) {
    super(`Member ${memberId} has no wallet`);
    this.name = 'WalletMissingError';
  }
}

export interface Posting {
  entry: LedgerEntry;
  /** false when (kind, ref) had already been posted: nothing moved this time. */
  applied: boolean;
}

/**
 * Moves money in the member's wallet inside the caller's transaction: locks the wallet row, writes the
 * immutable ledger entry unless (kind, ref) was already posted (then returns that entry and moves nothing),
 * refuses to go below zero, and writes the new balance with the entry.
 */
async function post(
  tx: Tx,
  memberId: number,
  amountCents: number,
  kind: LedgerKind,
  ref: string,
  now: Date,
): Promise<Posting> {
  if (!Number.isSafeInteger(amountCents) || amountCents === 0) {
    throw new RangeError(`A posting needs a non-zero whole number of centavos, got ${amountCents}`);
  }
  const [wallet] = await tx
    .select({ balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.memberId, memberId))
    .for('update');
  if (!wallet) throw new WalletMissingError(memberId);

  const balanceAfterCents = wallet.balanceCents + amountCents;
  if (balanceAfterCents < 0) {
    // Posted already (a retry): that entry is the answer, whatever the balance is now.
    const posted = await existingEntry(tx, memberId, amountCents, kind, ref);
    if (posted) return posted;
    throw new InsufficientFundsError(memberId, wallet.balanceCents, -amountCents);
  }
  // Written after taking the lock; a (kind, ref) posted before, or by a concurrent transaction that
  // commits first, writes nothing here (the unique index waits for it) and is returned instead.
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({ memberId, amountCents, balanceAfterCents, kind, ref, createdAt: now })
    .onConflictDoNothing({ target: [ledgerEntries.kind, ledgerEntries.ref] })
    .returning();
  if (!entry) {
    const posted = await existingEntry(tx, memberId, amountCents, kind, ref);
    if (!posted) throw new Error(`Ledger entry ${kind}/${ref} conflicted but cannot be read`);
    return posted;
  }
  await tx
    .update(wallets)
    .set({ balanceCents: balanceAfterCents, updatedAt: now })
    .where(eq(wallets.memberId, memberId));
  return { entry, applied: true };
}

/** The entry already posted for (kind, ref), if any; one for another member or amount is a caller's bug. */
async function existingEntry(
  tx: Tx,
  memberId: number,
  amountCents: number,
  kind: LedgerKind,
  ref: string,
): Promise<Posting | null> {
  const [existing] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, kind), eq(ledgerEntries.ref, ref)));
  if (!existing) return null;
  if (existing.memberId !== memberId || existing.amountCents !== amountCents) {
    throw new LedgerConflictError(kind, ref);
  }
  return { entry: existing, applied: false };
}

function positive(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new RangeError(`Amount must be a positive whole number of centavos, got ${cents}`);
  }
  return cents;
}

/** Adds money to a wallet; idempotent by (kind, ref). */
export function credit(tx: Tx, memberId: number, cents: number, kind: LedgerKind, ref: string, now = new Date()) {
  return post(tx, memberId, positive(cents), kind, ref, now);
}

/** Takes money from a wallet, never below zero; idempotent by (kind, ref). */
export function debit(tx: Tx, memberId: number, cents: number, kind: LedgerKind, ref: string, now = new Date()) {
  return post(tx, memberId, -positive(cents), kind, ref, now);
}
