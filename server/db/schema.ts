import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A site (brand) the operator runs; members belong to one. */
export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  /** The language codes offered, in order (LOCALES codes). */
  languages: jsonb('languages').$type<string[]>().notNull(),
  createdAt: at('created_at').notNull(),
});

/** Host names that resolve to a site. */
export const siteHosts = pgTable('site_hosts', {
  host: text('host').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
});

export interface SiteContentBody {
  banners: { id: number; title: string; subtitle: string; link: string }[];
  advertisement: { id: number; title: string; body: string; cta: string; link: string } | null;
  welcome: { title: string; text: string };
  reminder: string;
}

/** The home page's texts, one row per site and language. */
export const siteContent = pgTable(
  'site_content',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    content: jsonb('content').$type<SiteContentBody>().notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.lang] })],
);

export const socialLinks = pgTable(
  'social_links',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    icon: text('icon').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('social_links_site_name').on(t.siteId, t.name)],
);

/** Operator settings: small typed values by key. */
export const operatorSettings = pgTable('operator_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: at('updated_at').notNull(),
});

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
    lang: text('lang').notNull().default('pt'),
    avatar: text('avatar').notNull(),
    withdrawalPasswordHash: text('withdrawal_password_hash'),
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
    kind: text('kind').notNull(),
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

export type Member = typeof members.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Site = typeof sites.$inferSelect;
export type LedgerEntry = typeof ledgerEntries.$inferSelect;
