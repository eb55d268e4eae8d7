import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../../contract/backoffice';
import { at } from './columns';
import { withdrawalOrders } from './payments';

/* The back office (server/backoffice): staff accounts, their sessions and sign-in steps, the audit trail. */

/**
 * A person of the operator's staff, or the command line's token (`kind` 'token': no e-mail to sign in
 * with, no password, every role), which acts as an actor of its own. Staff are not members: nothing of a
 * member row signs in here. `totp_sealed` is the authenticator's secret, sealed as members' are
 * (two-factor/totp.ts), set when the first sign-in confirms it; `totp_last_step` refuses a code used
 * already. A disabled account signs in no more and its sessions end.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'person' | 'token'>().notNull().default('person'),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    roles: text('roles').array().$type<StaffRole[]>().notNull(),
    passwordHash: text('password_hash'),
    totpSealed: text('totp_sealed'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    /**
     * The password is one an admin saw (a new account's first one, or a reset): good for one sign-in, whose
     * session may only set the person's own password (or sign out) until they do.
     */
    passwordIssued: boolean('password_issued').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at'),
  },
  (t) => [
    check('staff_kind', sql`${t.kind} in ('person', 'token')`),
    check(
      'staff_roles',
      sql`cardinality(${t.roles}) >= 1 and ${t.roles} <@ array['admin', 'finance', 'support', 'compliance', 'trader']::text[]`,
    ),
    check('staff_person_password', sql`${t.kind} = 'token' or ${t.passwordHash} is not null`),
  ],
);
export type StaffRow = typeof staff.$inferSelect;

/**
 * A staff session: the sha256 of its bearer token. It ends after 30 minutes without a call (idle), after
 * 12 hours, at sign-out, when an admin disables the account or resets its TOTP or password, or when the person sets
 * their own password (their other sessions).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    address: text('address').notNull(),
    userAgent: text('user_agent').notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
    endReason: text('end_reason').$type<
      'logout' | 'idle' | 'expired' | 'disabled' | 'totp_reset' | 'password_reset' | 'password_changed'
    >(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId, t.endedAt)],
);

/**
 * The step between a right password and a session: the sha256 of the ticket the first step answered; for a
 * first sign-in, the new authenticator secret (sealed) the code must confirm. Used once; five tries; lapses
 * after five minutes.
 */
export const staffTickets = pgTable('staff_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id),
  setupSealed: text('setup_sealed'),
  tries: integer('tries').notNull().default(0),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull(),
});

/**
 * The audit trail: every operator action, who (`actor_id`, with the label it had then), when, from where
 * (`address`), what (`action`: the endpoint's path, or a name), on what (`subject`: "withdrawal:WD…",
 * "staff:3", "member:12"), the record before and after, and the reason where one is asked. Written in the
 * transaction of the change; a trigger refuses every UPDATE and DELETE (migration 0035). A refused attempt is
 * a line too (`refused`: its code), written after the refusal, one per actor, action and minute with its
 * `count`; growing that count is the one UPDATE the trigger lets through (migration 0054). A refusal with no
 * one signed in (a wrong sign-in, a call without a valid session) has no `actor_id`.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    actorId: integer('actor_id').references(() => staff.id),
    actorLabel: text('actor_label').notNull(),
    address: text('address').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    refused: text('refused'),
    count: integer('count').notNull().default(1),
    /** A refused line's minute: the key its count is kept on, with the actor and the action. */
    minute: at('minute'),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at),
    index('audit_events_subject_idx').on(t.subject, t.at),
    index('audit_events_actor_idx').on(t.actorId, t.at),
    uniqueIndex('audit_events_refusal_minute')
      .on(sql`coalesce(${t.actorId}, 0)`, t.action, t.minute)
      .where(sql`${t.refused} is not null`),
  ],
);

/** Who approved a withdrawal: one row per person; above the four-eyes amount two are needed. */
export const withdrawalApprovals = pgTable(
  'withdrawal_approvals',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => withdrawalOrders.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    at: at('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.staffId] })],
);
