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
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { KycStatus } from '../../../contract/kyc';
import type { OddsFormat } from '../../../contract/sportsPrefs';
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
    /** When the member confirmed the phone with a code sent to it (needed to deposit). */
    phoneVerifiedAt: at('phone_verified_at'),
    /** When `email` was confirmed with a code sent to it (copies of notices go only to it). */
    emailVerifiedAt: at('email_verified_at'),
    termsAcceptedAt: at('terms_accepted_at'),
    isDemo: boolean('is_demo').notNull().default(false),
    registerIp: text('register_ip'),
    forcedOfflineAt: at('forced_offline_at'),
    /** Closed by the member (the profile's account closure): no login afterwards. */
    closedAt: at('closed_at'),
    /**
     * Identity verification (server/kyc/, contract/kyc.ts KYC_STATUSES): what deposits, bets and game launches
     * on a regulated site wait for; not_required on an open site.
     */
    kycStatus: text('kyc_status').$type<KycStatus>().notNull().default('required'),
    /** The reality check's interval, in minutes of play (the player's choice). */
    realityCheckMinutes: integer('reality_check_minutes').notNull().default(60),
    /** How the member's odds are written everywhere (contract/sportsPrefs.ts): decimal, fractional, american. */
    oddsFormat: text('odds_format').$type<OddsFormat>().notNull().default('decimal'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('members_inviter_idx').on(t.inviterId),
    check('members_odds_format', sql`${t.oddsFormat} in ('decimal', 'fractional', 'american')`),
    check(
      'members_kyc_status',
      sql`${t.kycStatus} in ('not_required', 'required', 'pending', 'review', 'verified', 'rejected')`,
    ),
  ],
);

/** The member a row belongs to (a required reference). */
export const memberRef = () =>
  integer('member_id')
    .notNull()
    .references(() => members.id);

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
    memberId: memberRef(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    ref: text('ref').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('ledger_entries_kind_ref').on(t.kind, t.ref),
    index('ledger_entries_member_idx').on(t.memberId, t.createdAt),
    // Every member's stakes of a day (the betting rebate's settlement: server/promotions/results.ts).
    index('ledger_entries_bets_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'game.bet'`),
    // The member's deposits (VIP level, first deposit, lottery spins) without reading their bets and wins.
    index('ledger_entries_member_deposits_idx')
      .on(t.memberId)
      .where(sql`${t.kind} = 'deposit'`),
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
    /**
     * The sha256 of the browser's id (`device_id`) the login that made this session came from (remembered as
     * the member's device then, auth/devices.ts), or null when the login sent none. Limits that count per
     * device (auth/rate-limit.ts, two-factor/codes.ts, messaging/codes.ts) count the session's requests here.
     */
    deviceHash: text('device_hash'),
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
 * A member's withdrawal-password checks (payments/withdrawals.ts), each counted by one atomic statement
 * before scrypt runs, so however many race, no more than 5 run at once or in a row: `failures` wrong ones
 * in the run that began at `started_at` plus `pending` checks in flight (their lease ends at `lease_until`,
 * so a process that died mid-check frees its place) stay under 5. The 5th failure sets `locked_until`
 * (15 minutes on); a right password clears the failures.
 */
export const withdrawalPasswordTries = pgTable('withdrawal_password_tries', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  failures: integer('failures').notNull(),
  pending: integer('pending').notNull(),
  startedAt: at('started_at').notNull(),
  lockedUntil: at('locked_until'),
  leaseUntil: at('lease_until').notNull(),
});

/**
 * Failed logins and refused registrations counted atomically per key ('phone:…@address', 'phone:…',
 * 'address:…', 'register:address:…', 'register:device:…'; auth/rate-limit.ts): each attempt adds one before
 * the password is checked (or the question asked), so concurrent attempts cannot slip past the limit.
 */
export const loginCounters = pgTable('login_counters', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: at('window_started_at').notNull(),
});

/**
 * The devices a member has logged in from: the sha256 of the random id the app keeps in the browser
 * (`device_id`), with the last login from it. A login from a known device is not held back by the phone's
 * limit over all addresses (auth/rate-limit.ts), so strangers guessing from many places cannot lock the
 * member out of a browser they have used before.
 */
export const memberDevices = pgTable(
  'member_devices',
  {
    memberId: memberRef(),
    deviceHash: text('device_hash').notNull(),
    lastLoginAt: at('last_login_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.deviceHash] })],
);

/**
 * Pauses (cool-off) and self-exclusions the member chose. Rows are never updated or deleted: one
 * cannot be undone. ends_at null = permanent (self-exclusion only).
 */
export const memberExclusions = pgTable(
  'member_exclusions',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef(),
    kind: text('kind').$type<'pause' | 'self_exclusion'>().notNull(),
    period: text('period').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
  },
  (t) => [
    index('member_exclusions_member_idx').on(t.memberId, t.startsAt),
    check('member_exclusions_kind', sql`${t.kind} in ('pause', 'self_exclusion')`),
    check('member_exclusions_permanent', sql`${t.endsAt} is not null or ${t.kind} = 'self_exclusion'`),
  ],
);

/**
 * The member's responsible-gambling limits, one row per kind. `value` is in force now (null: none);
 * a raise or a removal waits 24 hours as `pending_value` (null: removal) from `pending_from`.
 * Cents for deposits and losses, minutes for the session, a count for bets.
 */
export const responsibleLimits = pgTable(
  'responsible_limits',
  {
    memberId: memberRef(),
    kind: text('kind').notNull(),
    value: bigint('value', { mode: 'number' }),
    pendingValue: bigint('pending_value', { mode: 'number' }),
    pendingFrom: at('pending_from'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind] }),
    check(
      'responsible_limits_kind',
      sql`${t.kind} in ('deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week', 'loss_month', 'session_minutes', 'bets_day')`,
    ),
    check(
      'responsible_limits_positive',
      sql`(${t.value} is null or ${t.value} > 0) and (${t.pendingValue} is null or ${t.pendingValue} > 0)`,
    ),
  ],
);

export type Member = typeof members.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type LedgerEntry = typeof ledgerEntries.$inferSelect;
