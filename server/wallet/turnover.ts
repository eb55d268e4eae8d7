import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { turnoverEntries } from '../db/schema';
import type { Db } from '../db/types';
import type { TurnoverKind } from './kinds';
import type { Alongside } from './ledger';

/**
 * Counts money put in play toward the member's turnover, in the caller's transaction; idempotent by
 * (kind, ref) like the ledger ('game.bet' + the round id), so a bet counts once.
 */
export async function recordTurnover(
  tx: Db,
  memberId: number,
  cents: number,
  kind: TurnoverKind,
  ref: string,
  now: Date,
): Promise<void> {
  await turnoverStatement(tx, memberId, cents, kind, ref, now);
}

/** recordTurnover's statement, not run yet. */
function turnoverStatement(tx: Db, memberId: number, cents: number, kind: TurnoverKind, ref: string, now: Date) {
  return tx
    .insert(turnoverEntries)
    .values({ memberId, amountCents: positiveTurnover(cents), kind, ref, createdAt: now })
    .onConflictDoNothing({ target: [turnoverEntries.kind, turnoverEntries.ref] });
}

function positiveTurnover(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new RangeError(`Turnover must be a positive whole number of centavos, got ${cents}`);
  }
  return cents;
}

/**
 * The turnover written with a posting, in postNew's statement (the member and the time are the posting's),
 * as recordTurnover writes it.
 */
export const turnoverAlongside = (cents: number, kind: TurnoverKind, ref: string): Alongside => ({
  key: 'turnover',
  build: turnoverWrite,
  values: { turnoverCents: positiveTurnover(cents), turnoverKind: kind, turnoverRef: ref },
});
const turnoverWrite = (db: Db) =>
  db.$with('turnover_written').as(
    db
      .insert(turnoverEntries)
      .values({
        memberId: sql.placeholder('memberId'),
        amountCents: sql.placeholder('turnoverCents'),
        kind: sql.placeholder('turnoverKind'),
        ref: sql.placeholder('turnoverRef'),
        createdAt: sql.placeholder('now'),
      })
      .onConflictDoNothing({ target: [turnoverEntries.kind, turnoverEntries.ref] })
      .returning({ id: turnoverEntries.id }),
  );

/** The member's turnover in centavos, optionally only from `since` (inclusive) and before `until`. */
export async function turnoverCents(
  db: Db,
  memberId: number,
  period: { since?: Date; until?: Date } = {},
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${turnoverEntries.amountCents}), 0)` })
    .from(turnoverEntries)
    .where(
      and(
        eq(turnoverEntries.memberId, memberId),
        period.since ? gte(turnoverEntries.createdAt, period.since) : undefined,
        period.until ? lt(turnoverEntries.createdAt, period.until) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}
