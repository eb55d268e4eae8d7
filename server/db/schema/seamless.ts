import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { gameRef } from './games';
import { memberRef } from './members';

/* The operator's seamless wallet (server/seamless): what game providers asked of it, and their rounds. */

export type WalletTransactionKind = 'debit' | 'credit' | 'rollback';

/** The first answer to a transaction, given again (with `repeated`) when the same id comes back. */
export interface WalletTransactionAnswer {
  balanceCents: number;
}

/**
 * Every debit, credit and rollback a provider sent, once per (provider, transaction id): the idempotency
 * key of the seamless wallet. A rollback of a debit never seen is kept (amount 0, `debit_id` the missing
 * debit) so that debit is refused if it arrives later. Never updated or deleted.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    /** The provider's code ('RODADA' for the house). */
    provider: text('provider').notNull(),
    /** The provider's id of the transaction. */
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').$type<WalletTransactionKind>().notNull(),
    memberId: memberRef(),
    /** The provider's round. */
    roundId: text('round_id').notNull(),
    gameId: gameRef(),
    /** What moved: the debit's stake, the credit's win, the rollback's refund (0 for a tombstone). */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** For a credit or a rollback: the provider's id of the debit it pays or cancels. */
    debitId: text('debit_id'),
    answer: jsonb('answer').$type<WalletTransactionAnswer>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('wallet_transactions_provider_id').on(t.provider, t.transactionId),
    index('wallet_transactions_debit_idx').on(t.provider, t.debitId),
    /** A debit is cancelled at most once, whatever the rollback's own id. */
    uniqueIndex('wallet_transactions_one_rollback')
      .on(t.provider, t.debitId)
      .where(sql`kind = 'rollback'`),
    index('wallet_transactions_member_idx').on(t.memberId, t.createdAt),
    check('wallet_transactions_kind', sql`${t.kind} in ('debit', 'credit', 'rollback')`),
    check('wallet_transactions_amount', sql`${t.amountCents} >= 0`),
    check('wallet_transactions_debit_id', sql`(${t.kind} = 'debit') = (${t.debitId} is null)`),
  ],
);

export type WalletRoundStatus = 'open' | 'settled' | 'rolled_back';

/**
 * The operator's view of a provider's round: what was staked and won in it, and whether it is over. The
 * game record, the rewards and the account closure read it. `settled_at` is set when the round settles
 * (a credit that closes it) or is rolled back whole.
 */
export const walletRounds = pgTable(
  'wallet_rounds',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    memberId: memberRef(),
    gameId: gameRef(),
    /** The debits not rolled back. */
    stakeCents: bigint('stake_cents', { mode: 'number' }).notNull().default(0),
    /** The credits (stake included). */
    winCents: bigint('win_cents', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<WalletRoundStatus>().notNull().default('open'),
    openedAt: at('opened_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    unique('wallet_rounds_provider_round').on(t.provider, t.roundId),
    index('wallet_rounds_member_idx').on(t.memberId, t.status, t.settledAt),
    check('wallet_rounds_status', sql`${t.status} in ('open', 'settled', 'rolled_back')`),
    check('wallet_rounds_amounts', sql`${t.stakeCents} >= 0 and ${t.winCents} >= 0`),
    check('wallet_rounds_settled_at', sql`(${t.status} = 'open') = (${t.settledAt} is null)`),
  ],
);

export type WalletTransactionRow = typeof walletTransactions.$inferSelect;
export type WalletRoundRow = typeof walletRounds.$inferSelect;
