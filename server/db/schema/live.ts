import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { LiveOutcome } from '../../../contract/live';
import { at } from './columns';
import { gameRef } from './games';
import { memberRef } from './members';

/*
 * The live tables' shared rounds and the members' bets on them (server/live). A round is numbered by time
 * (floor(epoch ms / 30 000)), so every process of an installation names the same one; whichever process
 * comes first inserts it (on conflict do nothing) with a fresh server seed, and it is settled once (an
 * update where status = 'betting').
 */

/** One round of one live table: its seed committed while bets are open, its draw once settled. */
export const liveRounds = pgTable(
  'live_rounds',
  {
    gameId: gameRef(),
    sequence: integer('sequence').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    /** Null while bets are open: the draw, from fairDraw(server seed, "live:<game>:<sequence>", 0). */
    outcome: jsonb('outcome').$type<LiveOutcome>(),
    status: text('status').$type<'betting' | 'settled'>().notNull().default('betting'),
    openedAt: at('opened_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.sequence] }),
    index('live_rounds_status_idx').on(t.status, t.sequence),
    check('live_rounds_settled', sql`(${t.status} = 'settled') = (${t.outcome} IS NOT NULL)`),
  ],
);

/**
 * A member's bets on a live round, one row per bet; `debit` is the request's number among the member's on
 * that round (the wallet's transaction live:<game>:<sequence>:<member>:<debit>). `win_cents` is null until
 * the round's draw is paid to the member (stake included, 0 for a loss).
 */
export const liveBets = pgTable(
  'live_bets',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef(),
    gameId: integer('game_id').notNull(),
    sequence: integer('sequence').notNull(),
    debit: integer('debit').notNull(),
    /** The launch token the bet came with: the wallet's credit names it too. */
    launch: text('launch').notNull(),
    kind: text('kind').notNull(),
    number: integer('number'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    winCents: bigint('win_cents', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('live_bets_round_idx').on(t.gameId, t.sequence, t.memberId),
    index('live_bets_unpaid_idx')
      .on(t.gameId, t.sequence)
      .where(sql`${t.winCents} IS NULL`),
    check('live_bets_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
