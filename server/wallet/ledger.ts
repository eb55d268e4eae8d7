import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { WithSubquery } from 'drizzle-orm/subquery';
import { ledgerEntries, wallets, type LedgerEntry } from '../db/schema';
import { reusable, slot } from '../db/reusable';
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

/** The statements every posting sends, built once (../db/reusable.ts). The wallet's balance, locked for the transaction: */
export const lockedBalance = reusable((db) =>
  db
    .select({ balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.memberId, sql.placeholder('memberId')))
    .for('update'),
);
const insertEntry = reusable((db) =>
  db
    .insert(ledgerEntries)
    .values({
      memberId: sql.placeholder('memberId'),
      amountCents: sql.placeholder('amountCents'),
      balanceAfterCents: sql.placeholder('balanceAfterCents'),
      kind: sql.placeholder('kind'),
      ref: sql.placeholder('ref'),
      createdAt: sql.placeholder('now'),
    })
    .onConflictDoNothing({ target: [ledgerEntries.kind, ledgerEntries.ref] })
    .returning(),
);
const writeBalance = reusable((db) =>
  db
    .update(wallets)
    .set({ balanceCents: slot<number>('balanceCents'), updatedAt: slot<Date>('now') })
    .where(eq(wallets.memberId, sql.placeholder('memberId'))),
);

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
  const [wallet] = await lockedBalance(tx, { memberId });
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
  const [entry] = await insertEntry(tx, { memberId, amountCents, balanceAfterCents, kind, ref, now });
  if (!entry) {
    const posted = await existingEntry(tx, memberId, amountCents, kind, ref);
    if (!posted) throw new Error(`Ledger entry ${kind}/${ref} conflicted but cannot be read`);
    return posted;
  }
  await writeBalance(tx, { memberId, balanceCents: balanceAfterCents, now });
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

/** One entry for postNew: a non-zero amount (negative takes money), its kind and a ref never posted before. */
export interface NewEntry {
  cents: number;
  kind: LedgerKind;
  ref: string;
}

/**
 * Writes new entries to the member's wallet in one statement, in the given order: one ledger row each (each
 * balance after following the one before) and the wallet's new balance once. For a wallet the caller's
 * transaction has locked, whose balance it read as `balanceCents`, and for refs no posting used (a round's
 * fresh id): unlike credit/debit it is not idempotent, a (kind, ref) posted before fails the statement.
 * Refuses to go below zero. The wallet is written only while its balance still is `balanceCents`; if it is
 * not, this throws and the caller's transaction must roll back. `alongside`: other writes of the same
 * transaction (data-modifying CTEs, `tx.$with(name).as(insertOrUpdate)`) sent in the same statement, so
 * that everything a round writes is one round trip.
 */
export async function postNew(
  tx: Tx,
  memberId: number,
  balanceCents: number,
  entries: NewEntry[],
  now: Date,
  alongside: WithSubquery[] = [],
): Promise<LedgerEntry[]> {
  if (entries.length === 0) throw new RangeError('postNew needs at least one entry');
  let balance = balanceCents;
  const rows = entries.map(({ cents, kind, ref }) => {
    if (!Number.isSafeInteger(cents) || cents === 0) {
      throw new RangeError(`A posting needs a non-zero whole number of centavos, got ${cents}`);
    }
    if (balance + cents < 0) throw new InsufficientFundsError(memberId, balance, -cents);
    balance += cents;
    return { memberId, amountCents: cents, balanceAfterCents: balance, kind, ref, createdAt: now };
  });
  const wallet = tx.$with('wallet_written').as(
    tx
      .update(wallets)
      .set({ balanceCents: balance, updatedAt: now })
      .where(and(eq(wallets.memberId, memberId), eq(wallets.balanceCents, balanceCents)))
      .returning({ memberId: wallets.memberId }),
  );
  const written = await tx
    .with(wallet, ...alongside)
    .insert(ledgerEntries)
    .values(rows)
    .returning({ ...getTableColumns(ledgerEntries), walletWritten: sql<boolean>`exists (select 1 from ${wallet})` });
  if (written.length !== rows.length || !written.every((row) => row.walletWritten)) {
    throw new Error(`Wallet of member ${memberId} is not at the balance read (${balanceCents}); nothing may be posted`);
  }
  return written.map(({ walletWritten: _, ...entry }) => entry).sort((a, b) => a.id - b.id);
}
