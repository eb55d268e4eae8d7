import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { Engine } from '../../../contract/games';
import { at } from './columns';
import { gameRef } from './games';
import { memberRef } from './members';

/*
 * The house provider's own records: what a game studio keeps on its side of the seamless wallet. Money is
 * never here: the stake and the win are the operator's wallet transactions (wallet_transactions), which
 * these rounds name by `<round id>:<n>` (debits) and `<round id>:win` (the credit).
 */

/** A round of a registered engine (engines/index.ts): its choice, actions and state, and its seeds. */
export const providerRounds = pgTable(
  'provider_rounds',
  {
    id: text('id').primaryKey(),
    memberId: memberRef(),
    gameId: gameRef(),
    engine: text('engine').$type<Engine>().notNull(),
    variant: text('variant').notNull(),
    /** The launch token the round was opened with: its wallet calls carry it. */
    launch: text('launch').notNull(),
    choice: jsonb('choice').notNull(),
    /** The player's actions in order (with the seeds and the choice they replay the round). */
    actions: jsonb('actions').$type<unknown[]>().notNull().default([]),
    /** The engine's whole state, hidden parts included (never sent as is). */
    state: jsonb('state').notNull(),
    status: text('status').$type<'open' | 'settled'>().notNull(),
    stakeCents: bigint('stake_cents', { mode: 'number' }).notNull(),
    winCents: bigint('win_cents', { mode: 'number' }).notNull().default(0),
    /** How many debits the round has made (its transactions are `<id>:1` … `<id>:<debits>`). */
    debits: integer('debits').notNull().default(1),
    serverSeedHash: text('server_seed_hash').notNull(),
    serverSeed: text('server_seed').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    /** An open round is closed for the player at this time (engines' timeoutAction); null once settled. */
    closesAt: at('closes_at'),
    settledAt: at('settled_at'),
  },
  (t) => [
    index('provider_rounds_member_idx').on(t.memberId, t.createdAt),
    index('provider_rounds_open_idx').on(t.closesAt),
    unique('provider_rounds_member_nonce').on(t.memberId, t.nonce),
    check('provider_rounds_stake_positive', sql`${t.stakeCents} > 0`),
    check('provider_rounds_win_non_negative', sql`${t.winCents} >= 0`),
  ],
);
export type ProviderRoundRow = typeof providerRounds.$inferSelect;
