import { and, eq, gt, isNull, lte, or, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import { limitPeriod, type LimitKind, type Restriction } from '../../contract/responsible';
import { memberExclusions, members } from '../db/schema';
import { reusable } from '../db/reusable';
import type { Db, Tx } from '../db/types';
import { refusal, refusalWith } from '../http/envelope';
import { lockWallet } from '../house/bets';
import { formatCents } from '../wallet/money';
import { refuseByStanding, standingReads } from '../regulator/standing';
import type { RegulatorReason } from '../../contract/regulator.refusals';
import { anyLimitSet, creditedDeposits, limitsInForce, playMinutesToday, resetsAt, usage, type Usage } from './limits';

/*
 * Where the responsible-gambling rules bite: a paused or self-excluded member may not deposit, bet, launch a
 * game or take part in a promotion (withdrawals stay open); a deposit or a bet that would pass a limit is
 * refused, saying which limit and when it resets; once today's play time is used up, bets and game launches
 * are refused until the next São Paulo day. The checks run in the deposit's or the bet's transaction
 * after the member's wallet is locked, so parallel requests are counted one after the other.
 */

type ExclusionRow = typeof memberExclusions.$inferSelect;

/** A pause or self-exclusion of the member (a column or an id) running at `now` (a time or a statement's placeholder). */
export function exclusionInForce(member: Column | number, now: Date | Placeholder): SQL {
  return and(
    eq(memberExclusions.memberId, member),
    lte(memberExclusions.startsAt, now),
    or(isNull(memberExclusions.endsAt), gt(memberExclusions.endsAt, now)),
  )!;
}

/** The pause or self-exclusion running at `now`, if any: a self-exclusion before a pause, the longest first. */
export async function activeRestriction(db: Db | Tx, memberId: number, now: Date): Promise<Restriction | null> {
  const rows = await db.select().from(memberExclusions).where(exclusionInForce(memberId, now));
  const strongest = rows.sort(byStrength)[0];
  return strongest
    ? { kind: strongest.kind, period: strongest.period, until: strongest.endsAt?.toISOString() ?? null }
    : null;
}

const strength = (row: ExclusionRow) =>
  (row.kind === 'self_exclusion' ? 2 : 1) * 1e15 + (row.endsAt ? row.endsAt.getTime() : 9e14);
const byStrength = (a: ExclusionRow, b: ExclusionRow) => strength(b) - strength(a);

/** The refusal a restriction answers with. */
export function restrictionRefusal(restriction: Restriction) {
  if (restriction.kind === 'pause') return refusalWith('responsible.paused', { until: restriction.until ?? '' });
  if (restriction.until === null) return refusal('responsible.self_excluded_permanently');
  return refusalWith('responsible.self_excluded', { until: restriction.until });
}

/**
 * What restricts the member (members.id) at the statement's `now` placeholder, as reads of a statement:
 * requireNotRestricted's, or a caller's own that reads more in the same round trip (refuseRestricted then
 * answers from them).
 */
export const restrictionReads = () => ({
  restricted: sql<boolean>`exists (select 1 from ${memberExclusions} where ${exclusionInForce(members.id, sql.placeholder('now'))})`,
  ...standingReads(members.id),
});

/** Whether anything restricts the member (built once: ../db/reusable.ts). */
const restrictionsOf = reusable((db) =>
  db
    .select(restrictionReads())
    .from(members)
    .where(eq(members.id, sql.placeholder('memberId'))),
);

/** requireNotRestricted's answer from restrictionReads read by the caller (a running restriction then read in full). */
export async function refuseRestricted(
  db: Db | Tx,
  memberId: number,
  now: Date,
  row: { restricted: boolean; flag: RegulatorReason | null; pending: boolean },
  deposit = false,
): Promise<void> {
  const restriction = row.restricted ? await activeRestriction(db, memberId, now) : null;
  if (restriction) throw restrictionRefusal(restriction);
  refuseByStanding(row, deposit);
}

/**
 * Refuses while the member is paused or self-excluded, or flagged by the regulator's check of its CPF
 * (deposits, bets, game launches, promotions; withdrawals stay open); `deposit`: also while the day's check
 * of the CPF is owed an answer.
 */
export async function requireNotRestricted(db: Db | Tx, memberId: number, now: Date, deposit = false): Promise<void> {
  // One statement for the usual answer (nothing applies); a running restriction is then read in full.
  const [row] = await restrictionsOf(db, { memberId, now });
  if (row) await refuseRestricted(db, memberId, now, row, deposit);
}

const PERIOD_ORDER = { day: 0, week: 1, month: 2, session: 3 } as const;

/** The kinds that a new amount would pass, the tightest (least left, then the shortest period) first. */
function passed(
  limits: Map<LimitKind, number>,
  kinds: LimitKind[],
  amount: number,
  usedOf: (kind: LimitKind) => number,
): { kind: LimitKind; limit: number; remaining: number } | null {
  const over = kinds
    .filter((kind) => limits.has(kind))
    .map((kind) => {
      const limit = limits.get(kind) ?? 0;
      return { kind, limit, used: usedOf(kind), remaining: Math.max(0, limit - Math.max(0, usedOf(kind))) };
    })
    .filter(({ limit, used }) => used + amount > limit)
    .sort((a, b) => a.remaining - b.remaining || PERIOD_ORDER[limitPeriod(a.kind)] - PERIOD_ORDER[limitPeriod(b.kind)]);
  return over[0] ?? null;
}

const resetText = (kind: LimitKind, now: Date) => resetsAt(kind, now)?.toISOString() ?? '';

/** A money limit passed: which period, the limit, what is left and when it resets. */
const moneyLimitRefusal = (
  code: 'responsible.deposit_limit' | 'responsible.loss_limit',
  over: { kind: LimitKind; limit: number; remaining: number },
  now: Date,
) =>
  refusalWith(code, {
    period: limitPeriod(over.kind),
    limit: formatCents(over.limit),
    remaining: formatCents(over.remaining),
    resets_at: resetText(over.kind, now),
  });

/**
 * In a deposit's transaction: locks the wallet, then refuses while restricted or when the amount would pass
 * a deposit limit, counting what is used (paid orders) and what is reserved (pending ones not yet expired).
 */
export async function checkDeposit(tx: Db, memberId: number, cents: number, now: Date): Promise<void> {
  await lockWallet(tx, memberId);
  // A deposit also needs the day's check of the CPF answered (no answer holds deposits: fail closed).
  await requireNotRestricted(tx, memberId, now, true);
  const limits = await limitsInForce(tx, memberId, now);
  if (![...limits.keys()].some((kind) => kind.startsWith('deposit'))) return;
  const use = await usage(tx, memberId, now, null);
  const over = passed(limits, ['deposit_day', 'deposit_week', 'deposit_month'], cents, (kind) =>
    depositUsed(kind, use),
  );
  if (over) throw moneyLimitRefusal('responsible.deposit_limit', over, now);
}

/**
 * When a payment arrives (the webhook's transaction, the member's wallet locked): whether crediting it would
 * pass a deposit limit in force now, counting only deposits already credited in each period. A payment is
 * credited whole or not at all, so one that does not fit entirely passes the limit.
 */
export async function creditPassesDepositLimit(tx: Db, memberId: number, cents: number, now: Date): Promise<boolean> {
  const limits = await limitsInForce(tx, memberId, now);
  if (![...limits.keys()].some((kind) => kind.startsWith('deposit'))) return false;
  const credited = await creditedDeposits(tx, memberId, now);
  const over = passed(
    limits,
    ['deposit_day', 'deposit_week', 'deposit_month'],
    cents,
    (kind) => credited[limitPeriod(kind) as 'day' | 'week' | 'month'],
  );
  return over !== null;
}

const depositUsed = (kind: LimitKind, use: Usage) => {
  const period = limitPeriod(kind) as 'day' | 'week' | 'month';
  return use.deposits[period] + use.reserved[period];
};
const lossUsed = (kind: LimitKind, use: Usage) => use.losses[limitPeriod(kind) as 'day' | 'week' | 'month'];

/**
 * Who bets: the member, and the session the bet comes through (it counts as played up to now in the
 * play-time limit); null when there is none to name.
 */
export interface Bettor {
  memberId: number;
  sessionId: number | null;
}

/** The refusal once today's play time (minutes) is used up: until the next São Paulo day. */
const playTimeRefusal = (limit: number, now: Date) =>
  refusalWith('responsible.play_time_limit', { limit: String(limit), resets_at: resetText('session_minutes', now) });

/**
 * Before a game launch: refuses while restricted or once today's play time is used up (a new login does not
 * give it back).
 */
export async function requireMayPlay(db: Db | Tx, memberId: number, sessionId: number, now: Date): Promise<void> {
  await requireNotRestricted(db, memberId, now);
  const limit = (await limitsInForce(db, memberId, now)).get('session_minutes');
  if (limit !== undefined && (await playMinutesToday(db, memberId, now, sessionId)) >= limit) {
    throw playTimeRefusal(limit, now);
  }
}

/**
 * Whether checkBet has anything to check for the member (a column) at `now`, as SQL: a pause or
 * self-exclusion running, or a limit with a value. When false, checkBet passes without reading more, so a
 * round that reads this with its wallet's lock may skip it.
 */
export function betChecksApply(member: Column, now: Date): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from ${memberExclusions} where ${exclusionInForce(member, now)}) or ${anyLimitSet(member)})`;
}

/**
 * In a bet's transaction, after the caller locked the member's wallet (lockWallet, which every bet does
 * first to refuse a stake above the balance): refuses while restricted, when today's play time is used up,
 * when today's bets are all placed, or when the stake could take the net loss past a loss limit.
 */
export async function checkBet(tx: Db, { memberId, sessionId }: Bettor, stake: number, now: Date) {
  await requireNotRestricted(tx, memberId, now);
  const limits = await limitsInForce(tx, memberId, now);
  if (limits.size === 0) return;
  const playTime = limits.get('session_minutes');
  // Today's sessions are read only for a member with a play-time limit.
  const use = await usage(tx, memberId, now, playTime === undefined ? null : { sessionId });

  if (playTime !== undefined && (use.playMinutes ?? 0) >= playTime) throw playTimeRefusal(playTime, now);
  const bets = limits.get('bets_day');
  if (bets !== undefined && use.betsToday >= bets) {
    throw refusalWith('responsible.bets_limit', { limit: String(bets), resets_at: resetText('bets_day', now) });
  }
  const over = passed(limits, ['loss_day', 'loss_week', 'loss_month'], stake, (kind) => lossUsed(kind, use));
  if (over) throw moneyLimitRefusal('responsible.loss_limit', over, now);
}
