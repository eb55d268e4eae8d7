import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { memberRef, members } from './members';

/* What the site sends (e-mails and SMS), the one-time codes it sends, and the members' choices of copies. */

/**
 * Every e-mail and SMS the site sends, written in the transaction that decides to send it. Outside
 * sandbox mode the job delivers it through the configured transport (server/messaging/deliver.ts); in
 * sandbox mode it stays here, readable at /sandbox/mail.
 */
export const outgoingMessages = pgTable(
  'outgoing_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
    /** Delivered to the transport; null while waiting (and always in sandbox mode). */
    sentAt: at('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    /** When the job may try it (again): a claimed message moves this forward, so a crash retries it later. */
    nextTryAt: at('next_try_at').notNull(),
    lastError: text('last_error'),
  },
  (t) => [
    index('outgoing_messages_due')
      .on(t.nextTryAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * One-time codes (6 digits, 10 minutes, 5 tries, used once). One live code per purpose and target: a new
 * send replaces it. `member_id` is null for a recovery asked for a phone or e-mail nobody has (counted,
 * never sent).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    memberId: integer('member_id').references(() => members.id),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique('verification_codes_purpose_target').on(t.purpose, t.target)],
);

/** Each code sent (or asked for): the limits per target and per address count these rows. */
export const codeSends = pgTable(
  'code_sends',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    address: text('address').notNull(),
    /**
     * Who asked, within the address (messaging/codes.ts): 'device:<sha256>' for a session made on a known
     * browser, 'member:<id>' for a session without one, null for a guest (counted by the address alone).
     */
    sender: text('sender'),
    /** The member whose session asked (null for a guest): a member's own sends per day are limited too. */
    memberId: integer('member_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('code_sends_target').on(t.target, t.createdAt),
    index('code_sends_address').on(t.address, t.createdAt),
    index('code_sends_member').on(t.memberId, t.createdAt),
  ],
);

/**
 * A member's choice of e-mail copies, per notice kind: a row says on or off; no row is the default (on).
 * Copies go only to a verified e-mail.
 */
export const noticeEmailPrefs = pgTable(
  'notice_email_prefs',
  {
    memberId: memberRef(),
    kind: text('kind').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind] })],
);
