import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { LedgerKind } from '../../wallet/kinds';
import { at } from './columns';
import { sites } from './sites';

/* Members, their wallets and ledger, sessions, captchas and login attempts. */

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    phone: text('phone').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    inviteCode: text('invite_code').notNull().unique(),
    inviterId: integer('inviter_id').references((): AnyPgColumn => members.id),
    /** When the inviter link was made (registration with a code, or an accepted agent's request): only
     *  what the member does from then on counts for the inviter's rewards. */
    invitedAt: at('invited_at'),
    lang: text('lang').notNull().default('pt'),
    avatar: text('avatar').notNull(),
    withdrawalPasswordHash: text('withdrawal_password_hash'),
    /** Bound after the code sent to it was confirmed; lower case. */
    email: text('email').unique(),
    /** Identity given at registration (Portaria SPA/MF 722/2024); null for members from before it. */
    realname: text('realname'),
    /** Eleven digits; one account per CPF. */
    cpf: text('cpf').unique(),
    birthDate: date('birth_date', { mode: 'string' }),
    /** The e-mail given at registration (not bound: `email` is, once its code is confirmed). */
    contactEmail: text('contact_email'),
    termsAcceptedAt: at('terms_accepted_at'),
    isDemo: boolean('is_demo').notNull().default(false),
    registerIp: text('register_ip'),
    forcedOfflineAt: at('forced_offline_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('members_inviter_idx').on(t.inviterId)],
);

export const wallets = pgTable(
  'wallets',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('wallets_balance_non_negative', sql`${t.balanceCents} >= 0`)],
);

/** Every balance change, never updated or deleted. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    ref: text('ref').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('ledger_entries_kind_ref').on(t.kind, t.ref),
    index('ledger_entries_member_idx').on(t.memberId, t.createdAt),
    check('ledger_entries_balance_after_non_negative', sql`${t.balanceAfterCents} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
    endReason: text('end_reason'),
    /** When the member last confirmed their password in this session (the security center's gate). */
    verifiedAt: at('verified_at'),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

export const captchas = pgTable(
  'captchas',
  {
    key: text('key').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('login_attempts_phone_idx').on(t.phone, t.createdAt),
    index('login_attempts_address_idx').on(t.address, t.createdAt),
  ],
);

/**
 * Failed logins counted atomically per key ('phone:…', 'address:…'): each attempt adds one before the
 * password is checked, so concurrent attempts cannot slip past the limit; a success clears the phone's.
 */
export const loginCounters = pgTable('login_counters', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: at('window_started_at').notNull(),
});

export type Member = typeof members.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type LedgerEntry = typeof ledgerEntries.$inferSelect;
