import { and, eq, gte, lt, or, sql, type Column, type SQL } from 'drizzle-orm';
import {
  LIMIT_KINDS,
  LIMIT_RAISE_DELAY_HOURS,
  limitPeriod,
  limitUnit,
  type LimitKind,
  type LimitState,
} from '../../contract/responsible';
import { ledgerEntries, rechargeOrders, responsibleLimitChanges, responsibleLimits, sessions } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { BET_KIND, CASHOUT_KIND, ROLLBACK_KIND, WIN_KIND } from '../house/bets';
import { formatCents, parseMoney } from '../wallet/money';
import { notice } from '../notices/notify';
import { periodBounds } from './periods';

/*
 * The limits a member sets on themself. A row holds the value in force and, for a raise or a removal, the
 * value waiting for its 24 hours. Whoever reads at or after `pending_from` takes the pending value (reads
 * don't write); the job then stores it as the value and tells the member (server/notices/due.ts), and a
 * change made before the job ran stores it too.
 */

type LimitRow = typeof responsibleLimits.$inferSelect;

/** The value in force at `now` (cents, minutes or a count); null: no limit. */
export function inForce(row: Pick<LimitRow, 'value' | 'pendingValue' | 'pendingFrom'> | undefined, now: Date) {
  if (!row) return null;
  if (row.pendingFrom && row.pendingFrom.getTime() <= now.getTime()) return row.pendingValue;
  return row.value;
}

const pendingAt = (row: LimitRow | undefined, now: Date) =>
  row?.pendingFrom && row.pendingFrom.getTime() > now.getTime() ? row.pendingFrom : null;

export async function limitRows(db: Db | Tx, memberId: number): Promise<Map<LimitKind, LimitRow>> {
  const rows = await db.select().from(responsibleLimits).where(eq(responsibleLimits.memberId, memberId));
  return new Map(rows.map((row) => [row.kind as LimitKind, row]));
}

/**
 * Whether the member (a column) has a limit with a value, in force or waiting, as SQL. When false,
 * limitsInForce is empty at any time: a removed limit's row keeps no value.
 */
export function anyLimitSet(member: Column): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${responsibleLimits} where ${responsibleLimits.memberId} = ${member} and (${responsibleLimits.value} is not null or ${responsibleLimits.pendingValue} is not null))`;
}

/** The limits in force now, by kind (only those set). */
export async function limitsInForce(db: Db | Tx, memberId: number, now: Date): Promise<Map<LimitKind, number>> {
  const inForceNow = new Map<LimitKind, number>();
  for (const [kind, row] of await limitRows(db, memberId)) {
    const value = inForce(row, now);
    if (value !== null) inForceNow.set(kind, value);
  }
  return inForceNow;
}

/** What each period has used so far: cents deposited, cents lost (never below zero), bets, minutes played. */
export interface Usage {
  /** Deposits credited (paid orders, in the period they were paid in). */
  deposits: Record<'day' | 'week' | 'month', number>;
  /** Deposits reserved: orders made in the period, not yet paid and not expired (a PIX charge waiting). */
  reserved: Record<'day' | 'week' | 'month', number>;
  /** Stakes minus wins: negative when the member is ahead. */
  losses: Record<'day' | 'week' | 'month', number>;
  betsToday: number;
  /**
   * Minutes played in today's São Paulo day over all the member's sessions (playMinutesToday); null when the
   * caller did not ask for them (a deposit's check, a bet's with no play-time limit).
   */
  playMinutes: number | null;
}

/**
 * Reads the member's usage in one pass each over their deposits, their bets and today's sessions. A deposit
 * counts against a limit from the moment its order is made: a paid one as used in the period it was paid in
 * (as the check when a payment arrives counts it, creditedDeposits), a pending one not yet expired as
 * reserved in the period it was made in, so twenty orders made at once cannot all fit under a limit that only
 * paid deposits would fill; an expired or cancelled order reserves nothing.
 */
export async function usage(
  db: Db | Tx,
  memberId: number,
  now: Date,
  /** Read today's play time, counting the session making the request (if any) up to now; null: not read. */
  playTime: { sessionId: number | null } | null,
): Promise<Usage> {
  const day = periodBounds('day', now);
  const week = periodBounds('week', now);
  const month = periodBounds('month', now);
  const earliest = new Date(Math.min(week.start.getTime(), month.start.getTime()));

  const open = sql`(${rechargeOrders.status} = 'pending' and ${rechargeOrders.expiresAt} > ${now})`;
  const paidSum = (start: Date) =>
    sql<string>`coalesce(sum(${rechargeOrders.amountCents}) filter (where ${rechargeOrders.status} = 'paid' and ${rechargeOrders.paidAt} >= ${start}), 0)`;
  const openSum = (start: Date) =>
    sql<string>`coalesce(sum(${rechargeOrders.amountCents}) filter (where ${open} and ${rechargeOrders.createdAt} >= ${start}), 0)`;
  const [deposits] = await db
    .select({
      day: paidSum(day.start),
      week: paidSum(week.start),
      month: paidSum(month.start),
      openDay: openSum(day.start),
      openWeek: openSum(week.start),
      openMonth: openSum(month.start),
    })
    .from(rechargeOrders)
    .where(
      and(
        eq(rechargeOrders.memberId, memberId),
        or(gte(rechargeOrders.createdAt, earliest), gte(rechargeOrders.paidAt, earliest)),
      ),
    );

  // A bet a provider cancelled gives its stake back: its refund counts against the loss like a win, and so
  // does a sports slip's cash-out.
  const play = sql`${ledgerEntries.kind} in (${BET_KIND}, ${WIN_KIND}, ${ROLLBACK_KIND}, ${CASHOUT_KIND})`;
  const lossSum = (start: Date) =>
    sql<string>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.createdAt} >= ${start} and ${play}), 0)`;
  const [losses] = await db
    .select({
      day: lossSum(day.start),
      week: lossSum(week.start),
      month: lossSum(month.start),
      bets: sql<string>`count(*) filter (where ${ledgerEntries.kind} = ${BET_KIND} and ${ledgerEntries.createdAt} >= ${day.start})`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.memberId, memberId), gte(ledgerEntries.createdAt, earliest)));

  return {
    deposits: {
      day: Number(deposits?.day ?? 0),
      week: Number(deposits?.week ?? 0),
      month: Number(deposits?.month ?? 0),
    },
    reserved: {
      day: Number(deposits?.openDay ?? 0),
      week: Number(deposits?.openWeek ?? 0),
      month: Number(deposits?.openMonth ?? 0),
    },
    losses: { day: Number(losses?.day ?? 0), week: Number(losses?.week ?? 0), month: Number(losses?.month ?? 0) },
    betsToday: Number(losses?.bets ?? 0),
    playMinutes: playTime ? await playMinutesToday(db, memberId, now, playTime.sessionId) : null,
  };
}

/**
 * A member's sessions begun before `now` and used (or ended) since `from`, or matching `also`: their start
 * and what tells when they were last active (lastActive).
 */
export const sessionsUsedSince = (db: Db | Tx, memberId: number, now: Date, from: Date, also?: SQL) =>
  db
    .select({
      id: sessions.id,
      start: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      endedAt: sessions.endedAt,
      endReason: sessions.endReason,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.memberId, memberId),
        lt(sessions.createdAt, now),
        or(gte(sessions.lastUsedAt, from), gte(sessions.endedAt, from), also),
      ),
    );

/** When a session was last active: its logout, or its last use. */
export const lastActive = (row: { lastUsedAt: Date; endedAt: Date | null; endReason: string | null }) =>
  row.endReason === 'logout' && row.endedAt && row.endedAt > row.lastUsedAt ? row.endedAt : row.lastUsedAt;

/** The milliseconds the union of spans sorted by start covers (overlapping spans count once). */
export function unionMs(spans: readonly (readonly [number, number])[]): number {
  let total = 0;
  let reach = -Infinity;
  for (const [from, to] of spans) {
    if (to <= reach) continue;
    total += to - Math.max(from, reach);
    reach = to;
  }
  return total;
}

/**
 * The minutes the member has played in today's São Paulo day, over all their sessions: a new login does not
 * start the count again. A session's active time runs from its login to its last recorded activity (the last
 * request, kept to the minute: ACTIVITY_STEP_MS) or to its logout; the session asking (sessionId) runs to
 * now. A session idle until it lapsed counts only to its last activity, not the idle minutes after. Each
 * span is clipped to today, and spans of sessions open at the same time (a phone and a computer) are
 * counted once.
 */
export async function playMinutesToday(
  db: Db | Tx,
  memberId: number,
  now: Date,
  sessionId: number | null,
): Promise<number> {
  const day = periodBounds('day', now);
  const rows = await sessionsUsedSince(db, memberId, now, day.start, eq(sessions.id, sessionId ?? -1));
  const spans = rows
    .map((row) => {
      const active = row.id === sessionId && !row.endedAt ? now : lastActive(row);
      const from = Math.max(row.start.getTime(), day.start.getTime());
      const to = Math.min(active.getTime(), now.getTime());
      return [from, to] as const;
    })
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  return Math.floor(unionMs(spans) / 60_000);
}

/**
 * What the member has been credited by deposit in each period so far: paid orders by the moment they were
 * paid. A payment is checked against the limits with this when it arrives (pending orders do not count: only
 * money that reached the wallet).
 */
export async function creditedDeposits(
  db: Db | Tx,
  memberId: number,
  now: Date,
): Promise<Record<'day' | 'week' | 'month', number>> {
  const day = periodBounds('day', now);
  const week = periodBounds('week', now);
  const month = periodBounds('month', now);
  const earliest = new Date(Math.min(week.start.getTime(), month.start.getTime()));
  const sum = (start: Date) =>
    sql<string>`coalesce(sum(${rechargeOrders.amountCents}) filter (where ${rechargeOrders.paidAt} >= ${start}), 0)`;
  const [paid] = await db
    .select({ day: sum(day.start), week: sum(week.start), month: sum(month.start) })
    .from(rechargeOrders)
    .where(
      and(
        eq(rechargeOrders.memberId, memberId),
        eq(rechargeOrders.status, 'paid'),
        gte(rechargeOrders.paidAt, earliest),
      ),
    );
  return { day: Number(paid?.day ?? 0), week: Number(paid?.week ?? 0), month: Number(paid?.month ?? 0) };
}

/** A limit's value in the API's words: "100.00" for money, else the whole number. */
export const limitText = (kind: LimitKind, value: number) =>
  limitUnit(kind) === 'money' ? formatCents(value) : String(value);

/** limit_effective's params (the notification): the kind and the value in force as the API writes it ('' once removed). */
export const limitEffective = (kind: LimitKind, value: number | null) => ({
  limit: kind,
  value: value === null ? '' : limitText(kind, value),
});

/** A value the API took ("100.00", "60") in the unit the table keeps. */
export const limitValue = (kind: LimitKind, text: string) =>
  limitUnit(kind) === 'money' ? parseMoney(text) : Number(text);

/** What a kind has used, in its unit (for a deposit limit, credited deposits only: reserved shows apart). */
export function used(kind: LimitKind, use: Usage): number {
  if (kind === 'session_minutes') return use.playMinutes ?? 0;
  if (kind === 'bets_day') return use.betsToday;
  const period = limitPeriod(kind) as 'day' | 'week' | 'month';
  return kind.startsWith('deposit') ? use.deposits[period] : Math.max(0, use.losses[period]);
}

/** What a deposit limit has reserved (open PIX orders), in cents; null for the other kinds. */
export function reserved(kind: LimitKind, use: Usage): number | null {
  return kind.startsWith('deposit') ? use.reserved[limitPeriod(kind) as 'day' | 'week' | 'month'] : null;
}

/** When a kind's period starts again. */
export function resetsAt(kind: LimitKind, now: Date): Date | null {
  const period = limitPeriod(kind);
  return period === 'session' ? null : periodBounds(period, now).end;
}

const reservedText = (kind: LimitKind, use: Usage) => {
  const cents = reserved(kind, use);
  return cents === null ? null : formatCents(cents);
};

export function limitStates(rows: Map<LimitKind, LimitRow>, use: Usage, now: Date): LimitState[] {
  return LIMIT_KINDS.map((kind) => {
    const row = rows.get(kind);
    const value = inForce(row, now);
    const pending = pendingAt(row, now);
    return {
      kind,
      unit: limitUnit(kind),
      period: limitPeriod(kind),
      value: value === null ? null : limitText(kind, value),
      pending:
        pending && row
          ? { value: row.pendingValue === null ? null : limitText(kind, row.pendingValue), from: pending.toISOString() }
          : null,
      used: limitText(kind, used(kind, use)),
      reserved: reservedText(kind, use),
      resets_at: resetsAt(kind, now)?.toISOString() ?? null,
    };
  });
}

/**
 * Sets a limit: a lower value (or the first one) is in force at once and drops any raise waiting; the
 * same value drops a waiting change; a higher value or a removal waits 24 hours, the current value staying
 * in force until then. The row is locked (or created) first, so two changes at once apply one after the other.
 */
export async function setLimit(
  tx: Tx,
  memberId: number,
  kind: LimitKind,
  wanted: number | null,
  now: Date,
): Promise<'now' | 'later'> {
  await tx
    .insert(responsibleLimits)
    .values({ memberId, kind, value: null, updatedAt: now })
    .onConflictDoNothing({ target: [responsibleLimits.memberId, responsibleLimits.kind] });
  const [row] = await tx
    .select()
    .from(responsibleLimits)
    .where(and(eq(responsibleLimits.memberId, memberId), eq(responsibleLimits.kind, kind)))
    .for('update');
  const current = inForce(row, now);
  const lowers = wanted === current || (wanted !== null && (current === null || wanted < current));
  // Kept for the back office: the limit's history, and the compliance rule that counts raises and removals.
  if (wanted !== current) {
    await tx.insert(responsibleLimitChanges).values({ memberId, kind, fromValue: current, toValue: wanted, at: now });
  }
  const next = lowers
    ? { value: wanted, pendingValue: null, pendingFrom: null }
    : {
        value: current,
        pendingValue: wanted,
        pendingFrom: new Date(now.getTime() + LIMIT_RAISE_DELAY_HOURS * 3600 * 1000),
      };
  await tx
    .update(responsibleLimits)
    .set({ ...next, updatedAt: now })
    .where(and(eq(responsibleLimits.memberId, memberId), eq(responsibleLimits.kind, kind)));
  // A limit lowered (or set) is in force at once: told in the change's transaction.
  if (lowers && wanted !== current) await notice(tx, memberId, 'limit_effective', limitEffective(kind, wanted), now);
  return lowers ? 'now' : 'later';
}
