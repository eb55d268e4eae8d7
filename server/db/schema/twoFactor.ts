import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { members } from './members';

/* Two-factor authentication (server/two-factor): the authenticator secret, recovery codes, login challenges. */

/**
 * A member's authenticator (RFC 6238 TOTP). A row with `enabled_at` null is a setup waiting for its first
 * code (it lapses at `setup_expires_at`); turning two-factor off deletes the row. The secret is stored
 * encrypted (AES-256-GCM under the installation's `two_factor` key) and served only by the setup that made it.
 * `last_step` is the newest 30-second step whose code was accepted: a code of that step or an older one is
 * refused (no replay). Wrong codes are counted per member and device in `login_counters` (two-factor/codes.ts).
 */
export const memberTwoFactor = pgTable('member_two_factor', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: at('enabled_at'),
  setupExpiresAt: at('setup_expires_at').notNull(),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  createdAt: at('created_at').notNull(),
});

/** The member's single-use recovery codes, as sha256 of member and code; `used_at` once used. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.codeHash] })],
);

/**
 * The step between a right password and a session when two-factor asks for a code (a login from a device not
 * known): the sha256 of the token the login answered, the browser's device id (sha256) it was made for, the
 * language of the login, and its tries. Used once; lapses at `expires_at`.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash'),
    lang: text('lang').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('two_factor_challenges_member_idx').on(t.memberId, t.createdAt)],
);
