import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { members } from './members';

/*
 * The regulator's checks by CPF (server/regulator/): every question asked and its answer, kept for the
 * regulator's audit, and each member's standing from the latest answer.
 */

/** What the regulator was asked and answered: one row per question, whatever the answer (or none). */
export const regulatorChecks = pgTable(
  'regulator_checks',
  {
    id: serial('id').primaryKey(),
    /** The member asked about; null for a registration refused (no member was made). */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    cpf: text('cpf').notNull(),
    /** registration, identity (completed later), daily_login, recheck (the job, after no answer), sweep (every 15 days). */
    occasion: text('occasion').notNull(),
    /** Which adapter answered (REGULATOR_PROVIDER). */
    provider: text('provider').notNull(),
    /** clear, flagged, or unavailable (no answer: the service was down or too slow). */
    outcome: text('outcome').notNull(),
    /** A flagged CPF's reason (contract/regulator.ts). */
    reason: text('reason'),
    /** The provider's answer as it came (null without one). */
    answer: jsonb('answer'),
    askedAt: at('asked_at').notNull(),
  },
  (t) => [
    index('regulator_checks_member_idx').on(t.memberId, t.askedAt),
    index('regulator_checks_asked_idx').on(t.askedAt),
    check('regulator_checks_outcome', sql`${t.outcome} in ('clear', 'flagged', 'unavailable')`),
  ],
);

/** A member's standing with the regulator: the day of the last answer, the flag it gave, or an answer owed. */
export const regulatorStandings = pgTable('regulator_standings', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** The São Paulo day of the last answer (a login's check is asked once a day). */
  answeredDay: date('answered_day', { mode: 'string' }),
  /** The reason of the last answer's flag; null when clear. A flagged member may only withdraw. */
  flag: text('flag'),
  /** A login's check got no answer: deposits wait for one (the job asks again). */
  pending: boolean('pending').notNull().default(false),
  updatedAt: at('updated_at').notNull(),
});

/**
 * The daily file for the regulator's data requests (server/regulator/dailyFile.ts, docs/REGULATOR.md): each
 * São Paulo day's bets, prizes, deposits and withdrawals per CPF, made once by the job after the day ends and
 * kept as it was made (its SHA-256 with it).
 */
export const regulatorReports = pgTable('regulator_reports', {
  day: date('day', { mode: 'string' }).primaryKey(),
  /** The file: CSV (RFC 4180), UTF-8, a header line and one line per CPF with activity that day. */
  content: text('content').notNull(),
  /** Lines after the header. */
  rows: integer('rows').notNull(),
  /** Hex SHA-256 of the content, as the file's receipt. */
  sha256: text('sha256').notNull(),
  generatedAt: at('generated_at').notNull(),
});
