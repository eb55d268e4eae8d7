import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/* The due-work job's failures (server/jobs.ts, server/job-failures.ts). */

/**
 * An item of a step of the due-work job that failed (a crash round, an order, a fixture, a message…; the
 * item `*` is the step itself): how many times in a row, the last error, since when, and when it is tried
 * again (1 s doubling to 10 min). The job skips it until then; a success deletes the row. Written only by
 * the job, read by the back office's dashboard and its list of failing work.
 */
export const jobFailures = pgTable(
  'job_failures',
  {
    step: text('step').notNull(),
    itemKey: text('item_key').notNull(),
    attempts: integer('attempts').notNull(),
    lastError: text('last_error').notNull(),
    firstFailedAt: at('first_failed_at').notNull(),
    lastFailedAt: at('last_failed_at').notNull(),
    nextAttemptAt: at('next_attempt_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.step, t.itemKey] }),
    index('job_failures_first_failed_idx').on(t.firstFailedAt),
    check('job_failures_attempts', sql`${t.attempts} > 0`),
  ],
);

export type JobFailureRow = typeof jobFailures.$inferSelect;
