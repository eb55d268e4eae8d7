import { asc, count, gte, lte, or } from 'drizzle-orm';
import {
  DashboardEndpoints,
  JOB_FAILING_AFTER,
  JOB_FAILURES_SHOWN,
  type JobFailureList,
  type JobStep,
} from '../../contract/boDashboard';
import { jobFailures } from '../db/schema';
import type { Db } from '../db/types';
import { implement, type Route } from '../http/registry';

/*
 * The due-work job's failures as the back office sees them (the job records them: server/job-failures.ts):
 * the dashboard counts the items that keep failing (failed JOB_FAILING_AFTER.attempts times in a row, or
 * first failed JOB_FAILING_AFTER.minutes ago and not done since), and GET /operator/jobs/failures lists
 * every item failing now. Both only read.
 */

const keepsFailing = (now: Date) =>
  or(
    gte(jobFailures.attempts, JOB_FAILING_AFTER.attempts),
    lte(jobFailures.firstFailedAt, new Date(now.getTime() - JOB_FAILING_AFTER.minutes * 60_000)),
  );

/** How many items of the job keep failing. */
export async function jobsFailing(db: Db, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobFailures).where(keepsFailing(now));
  return Number(row?.n ?? 0);
}

/** The items failing now, the longest-failing first. */
export async function jobFailureList(db: Db, now: Date): Promise<JobFailureList> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobFailures)
      .orderBy(asc(jobFailures.firstFailedAt), asc(jobFailures.step), asc(jobFailures.itemKey))
      .limit(JOB_FAILURES_SHOWN),
    db.select({ n: count() }).from(jobFailures),
  ]);
  return {
    at: now.toISOString(),
    list: rows.map((row) => ({
      step: row.step as JobStep,
      item: row.itemKey,
      attempts: row.attempts,
      last_error: row.lastError,
      first_failed_at: row.firstFailedAt.toISOString(),
      last_failed_at: row.lastFailedAt.toISOString(),
      next_attempt_at: row.nextAttemptAt.toISOString(),
      keeps_failing:
        row.attempts >= JOB_FAILING_AFTER.attempts ||
        row.firstFailedAt.getTime() <= now.getTime() - JOB_FAILING_AFTER.minutes * 60_000,
    })),
    total: Number(total?.n ?? 0),
  };
}

export const jobFailureRoutes: Route[] = [
  implement(DashboardEndpoints.jobFailures, async ({ deps, now }) => ({ data: await jobFailureList(deps.db, now) })),
];
