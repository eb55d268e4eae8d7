import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { PRIZE_DEADLINE_MINUTES, PRIZE_LATE_SHOWN, ReportEndpoints, type PrizeTimes } from '../../contract/boReports';
import { implement, type Route } from '../http/registry';
import type { AppDeps } from '../config';
import { fixtures, sportsBets, sportsSlipLegs, withdrawalOrders, type FixtureRow } from '../db/schema';
import type { Db } from '../db/types';
import { sportsFeedOf } from '../house/feed';
import { MATCH_MINUTES } from '../house/markets';
import { otherSportEndedAfter, otherSportOf } from '../house/otherSports';
import { eventMsOf } from '../house/sportModels';
import { formatCents } from '../wallet/money';
import { rangeOf } from './reports';

/*
 * Prizes paid within 120 minutes of an event's end (Portaria SPA/MF 615/2024), measured (contract/boReports.ts
 * PrizeTimes): a fixture with bets from its end to its settlement (every bet's win is credited as it settles),
 * an approved withdrawal from its approval to its payment. An event's end: football's kickoff and its 105
 * minutes (two halves and the break); another sport's, the model's own (the seeded event's first finished step,
 * or its longest length when the feed keeps no seed).
 */

const DEADLINE_MS = PRIZE_DEADLINE_MINUTES * 60_000;
const minutes = (ms: number) => Math.floor(ms / 60_000);

/** Fixtures someone bet on (a single or a slip's leg). */
const betOn = sql`(exists (select 1 from ${sportsBets} where ${sportsBets.fixtureCode} = ${fixtures.code})
  or exists (select 1 from ${sportsSlipLegs} where ${sportsSlipLegs.fixtureCode} = ${fixtures.code}))`;

async function endOf(row: FixtureRow, seedOf: ((row: FixtureRow) => Promise<string>) | null): Promise<Date> {
  const other = otherSportOf(row);
  const kickoff = row.kickoff.getTime();
  if (!other) return new Date(kickoff + MATCH_MINUTES * 60_000);
  if (!seedOf) return new Date(kickoff + eventMsOf(row, MATCH_MINUTES * 60_000));
  return new Date(kickoff + otherSportEndedAfter(other, await seedOf(row)));
}

const matchOf = (row: FixtureRow) => `${row.home} × ${row.away}`;

function fixtureLate(row: FixtureRow, ended: Date, done: Date | null, took: number) {
  return {
    kind: 'fixture' as const,
    ref: row.code,
    label: matchOf(row),
    member_id: null,
    since: ended.toISOString(),
    done_at: done?.toISOString() ?? null,
    minutes: minutes(took),
  };
}

function withdrawalLate(row: typeof withdrawalOrders.$inferSelect, done: Date | null, took: number) {
  return {
    kind: 'withdrawal' as const,
    ref: row.orderNo,
    label: `R$ ${formatCents(row.amountCents)}`,
    member_id: row.memberId,
    since: row.reviewedAt!.toISOString(),
    done_at: done?.toISOString() ?? null,
    minutes: minutes(took),
  };
}

/** What is past its 120 minutes now: open fixtures with bets, and approved withdrawals still unpaid. */
async function overdueNow(db: Db, seedOf: ((row: FixtureRow) => Promise<string>) | null, now: Date) {
  const late: PrizeTimes['late'] = [];
  const open = await db
    .select()
    .from(fixtures)
    .where(and(eq(fixtures.status, 'open'), lt(fixtures.kickoff, new Date(now.getTime() - DEADLINE_MS)), betOn));
  let overdueFixtures = 0;
  for (const row of open) {
    const ended = await endOf(row, seedOf);
    if (now.getTime() - ended.getTime() <= DEADLINE_MS) continue;
    overdueFixtures += 1;
    late.push(fixtureLate(row, ended, null, now.getTime() - ended.getTime()));
  }
  const unpaid = await db
    .select()
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.status, 'approved'),
        lt(withdrawalOrders.reviewedAt, new Date(now.getTime() - DEADLINE_MS)),
      ),
    );
  for (const row of unpaid) late.push(withdrawalLate(row, null, now.getTime() - row.reviewedAt!.getTime()));
  return { fixtures: overdueFixtures, withdrawals: unpaid.length, late };
}

export async function prizeTimes(
  deps: Pick<AppDeps, 'db' | 'config'>,
  from: string,
  to: string,
  now: Date,
): Promise<PrizeTimes> {
  const { start, end } = rangeOf(from, to);
  const db: Db = deps.db;
  const feed = sportsFeedOf(deps);
  const seedOf = feed.fairness ? (row: FixtureRow) => feed.fairness!.seed(row) : null;
  const late: PrizeTimes['late'] = [];

  // Fixtures settled (or voided) in the range, with bets: their end against their settlement.
  const settled = await db
    .select()
    .from(fixtures)
    .where(
      and(
        inArray(fixtures.status, ['settled', 'void']),
        gte(fixtures.settledAt, start),
        lt(fixtures.settledAt, end),
        betOn,
      ),
    )
    .orderBy(asc(fixtures.settledAt));
  let lateFixtures = 0;
  for (const row of settled) {
    // Settled within 120 minutes of kickoff: within them of its end, whatever the end (no model to run).
    if (row.settledAt!.getTime() - row.kickoff.getTime() <= DEADLINE_MS) continue;
    const ended = await endOf(row, seedOf);
    const took = row.settledAt!.getTime() - ended.getTime();
    if (took > DEADLINE_MS) {
      lateFixtures += 1;
      late.push(fixtureLate(row, ended, row.settledAt, took));
    }
  }

  const overdue = await overdueNow(db, seedOf, now);
  late.push(...overdue.late);

  // Withdrawals paid in the range (from their approval), and approved ones unpaid past the deadline now.
  const w = withdrawalOrders;
  const withdrawals = await db
    .select()
    .from(w)
    .where(and(eq(w.status, 'paid'), gte(w.paidAt, start), lt(w.paidAt, end)));
  let lateWithdrawals = 0;
  for (const row of withdrawals) {
    if (!row.reviewedAt || !row.paidAt) continue;
    const took = row.paidAt.getTime() - row.reviewedAt.getTime();
    if (took <= DEADLINE_MS) continue;
    lateWithdrawals += 1;
    late.push(withdrawalLate(row, row.paidAt, took));
  }

  late.sort((a, b) => b.minutes - a.minutes || a.ref.localeCompare(b.ref));
  return {
    from,
    to,
    fixtures: { settled: settled.length, late: lateFixtures, overdue: overdue.fixtures },
    withdrawals: { paid: withdrawals.length, late: lateWithdrawals, overdue: overdue.withdrawals },
    late: late.slice(0, PRIZE_LATE_SHOWN),
  };
}

/** How many prizes are past their 120 minutes now (the dashboard's queue): open fixtures and unpaid withdrawals. */
export async function prizesOverdue(deps: Pick<AppDeps, 'db' | 'config'>, now: Date): Promise<number> {
  const feed = sportsFeedOf(deps);
  const { fixtures: open, withdrawals } = await overdueNow(
    deps.db,
    feed.fairness ? (row: FixtureRow) => feed.fairness!.seed(row) : null,
    now,
  );
  return open + withdrawals;
}

/** The report's endpoint (contract/boReports.ts ReportEndpoints.prizeTimes), implemented. */
export const prizeTimeRoutes: Route[] = [
  implement(ReportEndpoints.prizeTimes, async ({ deps, now, query }) => ({
    data: await prizeTimes(deps, query.from, query.to, now),
  })),
];
