import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { turnoverEntries } from '../db/schema';
import type { Db } from '../db/types';
import type { TurnoverKind } from './kinds';

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

/** recordTurnover's statement, not run yet: for a caller that sends it along with its other writes. */
export function turnoverStatement(tx: Db, memberId: number, cents: number, kind: TurnoverKind, ref: string, now: Date) {
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new RangeError(`Turnover must be a positive whole number of centavos, got ${cents}`);
  }
  return tx
    .insert(turnoverEntries)
    .values({ memberId, amountCents: cents, kind, ref, createdAt: now })
    .onConflictDoNothing({ target: [turnoverEntries.kind, turnoverEntries.ref] });
}

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
