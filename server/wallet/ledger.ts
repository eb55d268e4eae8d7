import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { WithSubquery } from 'drizzle-orm/subquery';
import { ledgerEntries, wallets, type LedgerEntry } from '../db/schema';
import { reusable, reusableSql, slot } from '../db/reusable';
import type { Db, Tx } from '../db/types';
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

/** The wallet's balance, locked for the transaction: the member is the placeholder `memberId`. */
export const lockBalance = (db: Db) =>
  db
    .select({ balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.memberId, sql.placeholder('memberId')))
    .for('update');
/** lockBalance, built once (../db/reusable.ts). */
export const lockedBalance = reusable(lockBalance);
/**
 * A posting in one statement: the wallet row locked (an empty answer when the member has none), the entry
 * written unless the balance would go below zero or (kind, ref) is taken, and the wallet's new balance
 * written with it. Answers the balance before and, when it was written, the entry's id. Built once
 * (../db/reusable.ts): every credit and debit sends it.
 */
const postStatement = reusableSql<{ before: number | string; id: number | null }>(() => {
  const memberId = sql.placeholder('memberId');
  const amountCents = sql.placeholder('amountCents');
  const at = sql.param(sql.placeholder('now'), ledgerEntries.createdAt);
  return sql`with locked as (
    select ${wallets.balanceCents} as before from ${wallets} where ${wallets.memberId} = ${memberId}::int for update
  ), entry as (
    insert into ${ledgerEntries} (member_id, amount_cents, balance_after_cents, kind, ref, created_at)
    select ${memberId}::int, ${amountCents}::bigint, before + ${amountCents}::bigint, ${sql.placeholder('kind')}::text, ${sql.placeholder('ref')}::text, ${at}::timestamptz
    from locked where before + ${amountCents}::bigint >= 0
    on conflict (kind, ref) do nothing
    returning id, member_id, balance_after_cents
  ), written as (
    update ${wallets} set balance_cents = entry.balance_after_cents, updated_at = ${at}::timestamptz
    from entry where ${wallets.memberId} = entry.member_id
    returning 1
  )
  select locked.before, entry.id from locked left join entry on true`;
});

/**
 * Moves money in the member's wallet inside the caller's transaction: locks the wallet row, writes the
 * immutable ledger entry unless (kind, ref) was already posted (then returns that entry and moves nothing),
 * refuses to go below zero, and writes the new balance with the entry — one round trip (postStatement).
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
  const [row] = await postStatement(tx, { memberId, amountCents, kind, ref, now });
  if (!row) throw new WalletMissingError(memberId);
  const before = Number(row.before);
  const balanceAfterCents = before + amountCents;
  if (row.id === null) {
    // Posted already (a retry, or a concurrent transaction that committed first: the unique index waited for
    // it): that entry is the answer, whatever the balance is now.
    const posted = await existingEntry(tx, memberId, amountCents, kind, ref);
    if (posted) return posted;
    if (balanceAfterCents < 0) throw new InsufficientFundsError(memberId, before, -amountCents);
    throw new Error(`Ledger entry ${kind}/${ref} conflicted but cannot be read`);
  }
  return {
    entry: { id: Number(row.id), memberId, amountCents, balanceAfterCents, kind, ref, createdAt: now },
    applied: true,
  };
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
 * transaction (data-modifying CTEs: Alongside, below) sent in the same statement, so that everything a round
 * writes is one round trip. The statement is built once for each number of entries and writes alongside.
 */
export async function postNew(
  tx: Tx,
  memberId: number,
  balanceCents: number,
  entries: NewEntry[],
  now: Date,
  alongside: Alongside[] = [],
): Promise<Posted> {
  if (entries.length === 0) throw new RangeError('postNew needs at least one entry');
  let balance = balanceCents;
  const values: Record<string, unknown> = { memberId, before: balanceCents, now };
  entries.forEach(({ cents, kind, ref }, i) => {
    if (!Number.isSafeInteger(cents) || cents === 0) {
      throw new RangeError(`A posting needs a non-zero whole number of centavos, got ${cents}`);
    }
    if (balance + cents < 0) throw new InsufficientFundsError(memberId, balance, -cents);
    balance += cents;
    Object.assign(values, { [`cents${i}`]: cents, [`after${i}`]: balance, [`kind${i}`]: kind, [`ref${i}`]: ref });
  });
  values.balance = balance;
  const written = await postingStatement(entries.length, alongside)(tx, withAlongside(values, alongside));
  if (written.length !== entries.length || !written.every((row) => row.walletWritten)) {
    throw new Error(`Wallet of member ${memberId} is not at the balance read (${balanceCents}); nothing may be posted`);
  }
  const answers = told(alongside, written[0]?.answers ?? {});
  return {
    entries: written.map(({ walletWritten: _, answers: __, ...entry }) => entry).sort((a, b) => a.id - b.id),
    answers,
  };
}

/** What postNew wrote: its entries in order, and what the writes alongside answered (Alongside.answer), by key. */
export interface Posted {
  entries: LedgerEntry[];
  answers: Record<string, unknown>;
}

/**
 * A write sent in postNew's statement (a data-modifying CTE, `db.$with(name).as(insertOrUpdate)`), built with
 * `sql.placeholder`/`slot` for its `values`, whose names no other part of the statement uses (postNew's own:
 * memberId, before, balance, now and cents/after/kind/ref with the entry's index). `key` names the write: one
 * key, one build.
 */
export interface Alongside {
  /** A word (letters, digits, `_`). */
  key: string;
  build: (db: Db) => WithSubquery;
  values: Record<string, unknown>;
  /**
   * What the statement answers of this write (in Posted.answers under `key`): an expression the statement
   * selects, over the CTE's name (`build`'s) — its returned rows are what the write did, as
   * `insert … on conflict do nothing returning` tells which rows were new. Built once with the statement.
   */
  answer?: SQL;
  /** Told what the statement answered of this write (`answer`), once it has run. */
  answered?: (value: unknown) => void;
}

/** Tells each write alongside what the statement answered of it, and answers them all, by key. */
function told(alongside: Alongside[], answers: Record<string, unknown>): Record<string, unknown> {
  for (const write of alongside) write.answered?.(answers[write.key]);
  return answers;
}

/**
 * postNew's statement for a number of entries and the writes alongside, built once each (../db/reusable.ts):
 * the wallet's new balance written while it is still the balance read, the entries, and the writes alongside.
 */
const postingStatement = (count: number, alongside: Alongside[]) =>
  builtFor(`${count}:${keysOf(alongside)}`, () => postingBuilt(count, alongside));

/** The statements of postNew and writeAlongside, by the shape they were built for. */
const built = new Map<string, unknown>();
function builtFor<T>(key: string, build: () => T): T {
  let statement = built.get(key) as T | undefined;
  if (statement === undefined) built.set(key, (statement = build()));
  return statement;
}
const keysOf = (alongside: Alongside[]) => alongside.map((write) => write.key).join(',');
/** A statement's values with those of its writes alongside. */
const withAlongside = (values: Record<string, unknown>, alongside: Alongside[]) =>
  Object.assign(values, ...alongside.map((write) => write.values)) as Record<string, unknown>;
const postingBuilt = (count: number, alongside: Alongside[]) =>
  reusable((db) => {
    const wallet = db.$with('wallet_written').as(
      db
        .update(wallets)
        .set({ balanceCents: slot<number>('balance'), updatedAt: slot<Date>('now') })
        .where(
          and(eq(wallets.memberId, sql.placeholder('memberId')), eq(wallets.balanceCents, sql.placeholder('before'))),
        )
        .returning({ memberId: wallets.memberId }),
    );
    return db
      .with(wallet, ...alongside.map((write) => write.build(db)))
      .insert(ledgerEntries)
      .values(
        Array.from({ length: count }, (_, i) => ({
          memberId: sql.placeholder('memberId'),
          amountCents: sql.placeholder(`cents${i}`),
          balanceAfterCents: sql.placeholder(`after${i}`),
          kind: sql.placeholder(`kind${i}`),
          ref: sql.placeholder(`ref${i}`),
          createdAt: sql.placeholder('now'),
        })),
      )
      .returning({
        ...getTableColumns(ledgerEntries),
        walletWritten: sql<boolean>`exists (select 1 from ${wallet})`,
        answers: answersOf(alongside),
      });
  });

/**
 * Writes alongside with no posting (a round that moves no money): the same writes in one statement, for the
 * member's wallet (which must exist); answers what they answered (Alongside.answer), by key.
 */
export async function writeAlongside(
  tx: Tx,
  memberId: number,
  now: Date,
  alongside: Alongside[],
): Promise<Record<string, unknown>> {
  const statement = builtFor(`none:${keysOf(alongside)}`, () => alongsideBuilt(alongside));
  const [row] = await statement(tx, withAlongside({ memberId, now }, alongside));
  if (!row) throw new WalletMissingError(memberId);
  return told(alongside, row.answers);
}
const alongsideBuilt = (alongside: Alongside[]) =>
  reusable((db) =>
    db
      .with(...alongside.map((write) => write.build(db)))
      .select({ answers: answersOf(alongside) })
      .from(wallets)
      .where(eq(wallets.memberId, sql.placeholder('memberId'))),
  );

/** The writes' answers as one JSON object by key (`{}` when none answers). */
const answersOf = (alongside: Alongside[]) => {
  const pairs = alongside.flatMap(({ key, answer }) => (answer ? [sql`${sql.raw(`'${key}'`)}, ${answer}`] : []));
  return sql<Record<string, unknown>>`json_build_object(${sql.join(pairs, sql`, `)})`;
};
