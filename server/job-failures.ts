import { and, eq, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { JobStep } from '../contract/boDashboard';
import type { Db } from './db/types';
import { jobFailures } from './db/schema';

/*
 * How the due-work job (server/jobs.ts) keeps one bad item from stopping the others. Each step runs its
 * items through an ItemRunner: an item that throws is recorded in job_failures (step, item, attempts, last
 * error, since when) and skipped until its next attempt (1 s, doubling, at most 10 min); the next item
 * goes on. A success deletes the record. The step itself is the item `*`: a step whose query fails is
 * recorded and retried the same way, and the other steps run. Only the job writes here.
 */

export type { JobStep };

/** The item key of a step as a whole (its query, its turn). */
export const WHOLE_STEP = '*';

const FIRST_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 10 * 60 * 1000;
/** The longest error text kept. */
const ERROR_CHARS = 500;

/** The wait before the next attempt after `attempts` failures in a row: 1 s, 2 s, 4 s … at most 10 min. */
export const backoffMs = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.min(20, Math.max(0, attempts - 1)));

/** Called before each item's work (tests make one item fail through it). */
export type BeforeItem = (step: JobStep, item: string) => void | Promise<void>;

export interface ItemRunner {
  readonly step: JobStep;
  /**
   * Runs one item's work on its own: answers its result, or `undefined` when it is waiting for its next
   * attempt or failed (the failure recorded, never thrown).
   */
  item<T>(key: string, work: () => Promise<T>): Promise<T | undefined>;
  /**
   * A condition for a step's query: the item whose key is `key` (an SQL expression) is not waiting for
   * its next attempt, so a batch is never filled with items that will be skipped.
   */
  notWaiting(key: SQL): SQL;
}

/** Runs items as they come and lets their errors through: for callers outside the job. */
export const passThrough = (step: JobStep): ItemRunner => ({
  step,
  item: (_key, work) => work(),
  notWaiting: () => sql`true`,
});

/** Runs items on their own and drops their errors: for callers outside the job whose items record their own. */
export const dropping = (step: JobStep): ItemRunner => ({
  step,
  item: async (_key, work) => {
    try {
      return await work();
    } catch {
      return undefined;
    }
  },
  notWaiting: () => sql`true`,
});

const errorText = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, ERROR_CHARS) || 'Error';

/** Records one more failure of an item (one statement: two processes failing it at once count twice). */
export async function recordFailure(db: Db, step: JobStep, item: string, error: unknown, now: Date): Promise<void> {
  const f = jobFailures;
  const text = errorText(error);
  await db
    .insert(f)
    .values({
      step,
      itemKey: item,
      attempts: 1,
      lastError: text,
      firstFailedAt: now,
      lastFailedAt: now,
      nextAttemptAt: new Date(now.getTime() + backoffMs(1)),
    })
    .onConflictDoUpdate({
      target: [f.step, f.itemKey],
      set: {
        attempts: sql`${f.attempts} + 1`,
        lastError: text,
        lastFailedAt: now,
        nextAttemptAt: sql`${now.toISOString()}::timestamptz + (least(${MAX_BACKOFF_MS}, ${FIRST_BACKOFF_MS} * power(2, least(20, ${f.attempts}))) * interval '1 millisecond')`,
      },
    });
}

/** Every step's failing items with their next attempt: read once per run of the job, for all its steps. */
export type FailingItems = Map<JobStep, Map<string, Date>>;

export async function failingItems(db: Db): Promise<FailingItems> {
  const f = jobFailures;
  const rows = await db.select({ step: f.step, itemKey: f.itemKey, nextAttemptAt: f.nextAttemptAt }).from(f);
  const byStep: FailingItems = new Map();
  for (const row of rows) {
    const step = row.step as JobStep;
    const items = byStep.get(step) ?? new Map<string, Date>();
    items.set(row.itemKey, row.nextAttemptAt);
    byStep.set(step, items);
  }
  return byStep;
}

/**
 * The runner of one step in one run, with the step's failures as the run read them (so a success deletes
 * a record only when there is one): skips items waiting for their next attempt, records failures, clears
 * on success.
 */
export function itemRunner(
  db: Db,
  step: JobStep,
  now: Date,
  failing: Map<string, Date>,
  beforeItem?: BeforeItem,
): ItemRunner {
  const f = jobFailures;
  return {
    step,
    async item(key, work) {
      const next = failing.get(key);
      if (next && next > now) return undefined;
      try {
        await beforeItem?.(step, key);
        const result = await work();
        if (next) {
          await db.delete(f).where(and(eq(f.step, step), eq(f.itemKey, key)));
          failing.delete(key);
        }
        return result;
      } catch (error) {
        console.error(`The due-work step ${step} failed on ${key}; it will be tried again later:`, error);
        try {
          await recordFailure(db, step, key, error, now);
        } catch (recording) {
          console.error(`The failure of ${step}/${key} could not be recorded:`, recording);
        }
        return undefined;
      }
    },
    notWaiting: (key) =>
      sql`not exists (select 1 from ${f} where ${f.step} = ${step} and ${f.itemKey} = (${key})::text and ${f.nextAttemptAt} > ${now.toISOString()}::timestamptz)`,
  };
}

/**
 * The items of a step whose next attempt has come (not the step itself): for a step whose items are not
 * found again by its own query (the compliance evaluation looks only at activity since its last turn).
 */
export async function retriesDue(db: Db, step: JobStep, now: Date): Promise<string[]> {
  const f = jobFailures;
  const rows = await db
    .select({ itemKey: f.itemKey })
    .from(f)
    .where(and(eq(f.step, step), ne(f.itemKey, WHOLE_STEP), lte(f.nextAttemptAt, now)));
  return rows.map((row) => row.itemKey);
}

/**
 * Runs one step of the job on its own: its failure (the item `*`) is recorded and retried with backoff
 * like an item's, and answers 0 so the other steps run. Answers what the step answered.
 */
export async function runStep(
  db: Db,
  step: JobStep,
  now: Date,
  failing: FailingItems,
  work: (items: ItemRunner) => Promise<number>,
  beforeItem?: BeforeItem,
): Promise<number> {
  const items = itemRunner(db, step, now, failing.get(step) ?? new Map<string, Date>(), beforeItem);
  return (await items.item(WHOLE_STEP, () => work(items))) ?? 0;
}
