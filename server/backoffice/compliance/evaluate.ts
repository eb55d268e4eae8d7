import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { LimitKind } from '../../../contract/responsible';
import type { RgEvidence, RgRule } from '../../../contract/boCompliance';
import {
  ledgerEntries,
  operatorSettings,
  rechargeOrders,
  responsibleLimitChanges,
  rgFlags,
  sessions,
  withdrawalOrders,
  type RgFlagRow,
} from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { saoPauloDay, saoPauloDayStart } from '../../../lib/time';
import { BET_KIND, ROLLBACK_KIND, WIN_KIND } from '../../house/bets';
import { passThrough, retriesDue, type ItemRunner } from '../../job-failures';
import { lastActive, limitText, sessionsUsedSince, unionMs } from '../../responsible/limits';
import { formatCents, parseMoney } from '../../wallet/money';
import { ruleSettings, type RuleSettings } from './rules';

/*
 * The rules evaluated for a player at a time: each rule that is on and has no open flag for the player
 * looks at its window (ending at `now`, and starting no earlier than the close of the rule's last flag for
 * the player: what was reviewed and closed is not flagged again) and, when its numbers are crossed, raises a
 * flag with what it measured and the records themselves. The partial unique index on open flags makes two
 * evaluations at once (the job in two processes, the job and "evaluate now") raise a flag once.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Losses chasing looks at the deposits paid in the last day. */
const CHASING_LOOKBACK_MS = DAY;
/** The most records a flag keeps of each kind (the newest). */
const EVIDENCE_MAX = 50;

type Found = { observed: Record<string, unknown>; evidence: RgEvidence } | null;

const later = (a: Date, b: Date | null) => (b && b > a ? b : a);

async function depositsBetween(db: Db | Tx, memberId: number, from: Date, to: Date) {
  return db
    .select({ orderNo: rechargeOrders.orderNo, cents: rechargeOrders.amountCents, paidAt: rechargeOrders.paidAt })
    .from(rechargeOrders)
    .where(
      and(
        eq(rechargeOrders.memberId, memberId),
        eq(rechargeOrders.status, 'paid'),
        gte(rechargeOrders.paidAt, from),
        lte(rechargeOrders.paidAt, to),
      ),
    )
    .orderBy(asc(rechargeOrders.paidAt), asc(rechargeOrders.id));
}

const depositEvidence = (rows: Array<{ orderNo: string; cents: number; paidAt: Date | null }>) =>
  rows.slice(-EVIDENCE_MAX).map((row) => ({
    order_no: row.orderNo,
    amount: formatCents(row.cents),
    at: (row.paidAt ?? new Date(0)).toISOString(),
  }));

/** `count` paid deposits, or `amount` in all, within the last `hours`. */
async function depositVelocity(
  db: Db | Tx,
  memberId: number,
  rule: RuleSettings['deposit_velocity'],
  now: Date,
  since: Date | null,
): Promise<Found> {
  const rows = await depositsBetween(db, memberId, later(new Date(now.getTime() - rule.hours * HOUR), since), now);
  const total = rows.reduce((sum, row) => sum + row.cents, 0);
  if (rows.length === 0 || (rows.length < rule.count && total < parseMoney(rule.amount))) return null;
  return {
    observed: { count: rows.length, amount: formatCents(total) },
    evidence: { deposits: depositEvidence(rows) },
  };
}

/** A deposit paid (in the last day) when the play of the `minutes` before it had lost at least `loss`. */
async function lossesChasing(
  db: Db | Tx,
  memberId: number,
  rule: RuleSettings['losses_chasing'],
  now: Date,
  since: Date | null,
): Promise<Found> {
  const deposits = await depositsBetween(
    db,
    memberId,
    later(new Date(now.getTime() - CHASING_LOOKBACK_MS), since),
    now,
  );
  // The latest deposit that chased a loss is the one shown.
  for (const deposit of deposits.reverse()) {
    const paidAt = deposit.paidAt!;
    const play = await db
      .select({
        id: ledgerEntries.id,
        kind: ledgerEntries.kind,
        cents: ledgerEntries.amountCents,
        at: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.memberId, memberId),
          inArray(ledgerEntries.kind, [BET_KIND, WIN_KIND, ROLLBACK_KIND]),
          gte(ledgerEntries.createdAt, new Date(paidAt.getTime() - rule.minutes * MINUTE)),
          lt(ledgerEntries.createdAt, paidAt),
        ),
      )
      .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
    const net = play.reduce((sum, row) => sum + row.cents, 0);
    if (-net < parseMoney(rule.loss)) continue;
    return {
      observed: { loss: formatCents(-net), amount: formatCents(deposit.cents), minutes: rule.minutes },
      evidence: {
        deposits: depositEvidence([deposit]),
        play: play.slice(-EVIDENCE_MAX).map((row) => ({
          id: row.id,
          kind: row.kind,
          amount: formatCents(row.cents),
          at: row.at.toISOString(),
        })),
      },
    };
  }
  return null;
}

/** The São Paulo nights (00:00 to 06:00) that touch [from, to]. */
function nightsBetween(from: Date, to: Date): Array<[number, number]> {
  const nights: Array<[number, number]> = [];
  let day = saoPauloDay(new Date(from.getTime() - DAY));
  for (let i = 0; i < 400; i += 1) {
    const start = saoPauloDayStart(day).getTime();
    if (start > to.getTime()) break;
    nights.push([start, start + 6 * HOUR]);
    day = saoPauloDay(new Date(start + 30 * HOUR));
  }
  return nights;
}

const overlap = (a: readonly [number, number], b: readonly [number, number]) =>
  Math.max(0, Math.min(a[1], b[1]) - Math.max(a[0], b[0]));

/**
 * Minutes logged in between 00:00 and 06:00 São Paulo over the last `days` above `minutes`. A session
 * counts from its login to its last activity (or its logout), as the play-time limit counts it
 * (responsible/limits.ts); sessions open at once (a phone and a computer) count once.
 */
async function nightPlay(
  db: Db | Tx,
  memberId: number,
  rule: RuleSettings['night_play'],
  now: Date,
  since: Date | null,
): Promise<Found> {
  const from = later(new Date(now.getTime() - rule.days * DAY), since);
  const rows = await sessionsUsedSince(db, memberId, now, from).orderBy(asc(sessions.createdAt));
  const nights = nightsBetween(from, now);
  const spans = rows
    .map((row) => {
      const active = lastActive(row);
      const span = [Math.max(row.start.getTime(), from.getTime()), Math.min(active.getTime(), now.getTime())] as const;
      const nightMs = nights.reduce((sum, night) => sum + overlap(span, night), 0);
      return { row, span, lastActive: active, nightMs };
    })
    .filter((s) => s.nightMs > 0);
  // The union of the night spans, so sessions open at the same time count once.
  const pieces = spans
    .flatMap((s) => nights.map((night) => [Math.max(s.span[0], night[0]), Math.min(s.span[1], night[1])] as const))
    .filter(([a, b]) => b > a)
    .sort((a, b) => a[0] - b[0]);
  const minutes = Math.floor(unionMs(pieces) / MINUTE);
  if (minutes <= rule.minutes) return null;
  return {
    observed: { minutes },
    evidence: {
      sessions: spans.slice(-EVIDENCE_MAX).map((s) => ({
        id: s.row.id,
        started_at: s.row.start.toISOString(),
        ended_at: s.lastActive.toISOString(),
        night_minutes: Math.floor(s.nightMs / MINUTE),
      })),
    },
  };
}

/** `count` raises or removals of a limit asked within `days`. */
async function limitRaises(
  db: Db | Tx,
  memberId: number,
  rule: RuleSettings['limit_raises'],
  now: Date,
  since: Date | null,
): Promise<Found> {
  const c = responsibleLimitChanges;
  const rows = await db
    .select()
    .from(c)
    .where(
      and(
        eq(c.memberId, memberId),
        gte(c.at, later(new Date(now.getTime() - rule.days * DAY), since)),
        lte(c.at, now),
        isNotNull(c.fromValue),
        or(sql`${c.toValue} is null`, sql`${c.toValue} > ${c.fromValue}`),
      ),
    )
    .orderBy(asc(c.at), asc(c.id));
  if (rows.length < rule.count) return null;
  const text = (kind: string, value: number | null) => (value === null ? null : limitText(kind as LimitKind, value));
  return {
    observed: { count: rows.length },
    evidence: {
      limit_changes: rows.slice(-EVIDENCE_MAX).map((row) => ({
        id: row.id,
        kind: row.kind,
        from: text(row.kind, row.fromValue),
        to: text(row.kind, row.toValue),
        at: row.at.toISOString(),
      })),
    },
  };
}

/** `count` withdrawals rejected within `days`. */
async function reversedWithdrawals(
  db: Db | Tx,
  memberId: number,
  rule: RuleSettings['reversed_withdrawals'],
  now: Date,
  since: Date | null,
): Promise<Found> {
  const w = withdrawalOrders;
  const rows = await db
    .select({ orderNo: w.orderNo, cents: w.amountCents, at: w.reviewedAt, reason: w.reason })
    .from(w)
    .where(
      and(
        eq(w.memberId, memberId),
        eq(w.status, 'rejected'),
        gte(w.reviewedAt, later(new Date(now.getTime() - rule.days * DAY), since)),
        lte(w.reviewedAt, now),
      ),
    )
    .orderBy(asc(w.reviewedAt), asc(w.id));
  if (rows.length < rule.count) return null;
  return {
    observed: { count: rows.length, amount: formatCents(rows.reduce((sum, row) => sum + row.cents, 0)) },
    evidence: {
      withdrawals: rows.slice(-EVIDENCE_MAX).map((row) => ({
        order_no: row.orderNo,
        amount: formatCents(row.cents),
        at: (row.at ?? new Date(0)).toISOString(),
        reason: row.reason,
      })),
    },
  };
}

const CHECKS: {
  [R in RgRule]: (
    db: Db | Tx,
    memberId: number,
    rule: RuleSettings[R],
    now: Date,
    since: Date | null,
  ) => Promise<Found>;
} = {
  deposit_velocity: depositVelocity,
  losses_chasing: lossesChasing,
  night_play: nightPlay,
  limit_raises: limitRaises,
  reversed_withdrawals: reversedWithdrawals,
};

/** Evaluates every rule that is on for one player at `now`; answers the flags it raised. */
export async function evaluateMember(
  db: Db | Tx,
  memberId: number,
  now: Date,
  rules?: RuleSettings,
): Promise<RgFlagRow[]> {
  const settings = rules ?? (await ruleSettings(db));
  const last = await db
    .selectDistinctOn([rgFlags.rule], { rule: rgFlags.rule, state: rgFlags.state, closedAt: rgFlags.closedAt })
    .from(rgFlags)
    .where(eq(rgFlags.memberId, memberId))
    .orderBy(rgFlags.rule, desc(rgFlags.raisedAt), desc(rgFlags.id));
  const lastOf = new Map(last.map((row) => [row.rule, row]));
  const raised: RgFlagRow[] = [];
  for (const rule of Object.keys(CHECKS) as RgRule[]) {
    const setting = settings[rule];
    const previous = lastOf.get(rule);
    if (!setting.enabled || previous?.state === 'open') continue;
    const check = CHECKS[rule] as (
      db: Db | Tx,
      memberId: number,
      rule: unknown,
      now: Date,
      since: Date | null,
    ) => Promise<Found>;
    const found = await check(db, memberId, setting, now, previous?.closedAt ?? null);
    if (!found) continue;
    // Another evaluation may have raised it meanwhile: the open flag's unique index keeps one.
    const [row] = await db
      .insert(rgFlags)
      .values({ memberId, rule, raisedAt: now, settings: setting, observed: found.observed, evidence: found.evidence })
      .onConflictDoNothing()
      .returning();
    if (row) raised.push(row);
  }
  return raised;
}

/** The players with something the rules look at since `since`: deposits, play, sessions, limit changes, rejections. */
export async function activeMembers(db: Db | Tx, since: Date): Promise<number[]> {
  const ids = await Promise.all([
    db
      .selectDistinct({ id: rechargeOrders.memberId })
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.status, 'paid'), gte(rechargeOrders.paidAt, since))),
    db
      .selectDistinct({ id: ledgerEntries.memberId })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, BET_KIND), gte(ledgerEntries.createdAt, since))),
    db
      .selectDistinct({ id: sessions.memberId })
      .from(sessions)
      .where(or(gte(sessions.lastUsedAt, since), gte(sessions.endedAt, since))),
    db
      .selectDistinct({ id: responsibleLimitChanges.memberId })
      .from(responsibleLimitChanges)
      .where(gte(responsibleLimitChanges.at, since)),
    db
      .selectDistinct({ id: withdrawalOrders.memberId })
      .from(withdrawalOrders)
      .where(and(eq(withdrawalOrders.status, 'rejected'), gte(withdrawalOrders.reviewedAt, since))),
  ]);
  return [...new Set(ids.flat().map((row) => row.id))].sort((a, b) => a - b);
}

/** The longest window of the rules that are on: how far back "evaluate every player" looks for activity. */
export function longestWindowMs(rules: RuleSettings): number {
  const windows = [
    rules.deposit_velocity.enabled ? rules.deposit_velocity.hours * HOUR : 0,
    rules.losses_chasing.enabled ? CHASING_LOOKBACK_MS : 0,
    rules.night_play.enabled ? rules.night_play.days * DAY : 0,
    rules.limit_raises.enabled ? rules.limit_raises.days * DAY : 0,
    rules.reversed_withdrawals.enabled ? rules.reversed_withdrawals.days * DAY : 0,
  ];
  return Math.max(...windows);
}

/**
 * Evaluates every player with activity since `since` (by default, within the longest window of the rules
 * that are on); answers how many were evaluated and the flags raised.
 */
export async function evaluateActive(
  db: Db | Tx,
  now: Date,
  since?: Date,
  /** Each member is an item of the job's (server/job-failures.ts); `retry`: members whose earlier evaluation failed. */
  items: ItemRunner = passThrough('compliance'),
  retry: number[] = [],
) {
  const rules = await ruleSettings(db);
  if (!since) since = new Date(now.getTime() - longestWindowMs(rules));
  const members = [...new Set([...(await activeMembers(db, since)), ...retry])];
  const raised: RgFlagRow[] = [];
  for (const memberId of members)
    raised.push(...((await items.item(String(memberId), () => evaluateMember(db, memberId, now, rules))) ?? []));
  return { evaluated: members.length, raised };
}

/** How often the server's job evaluates the players (every process runs the job: one of them does it). */
export const EVALUATE_EVERY_MS = 10 * MINUTE;
/** What the job looks back at the first time, and the overlap with the last run (transactions that committed late). */
const FIRST_LOOKBACK_MS = DAY;
const OVERLAP_MS = 2 * MINUTE;
const RUN_KEY = 'rg_evaluated_at';

/**
 * The job's turn (server/jobs.ts): when the last evaluation is `EVALUATE_EVERY_MS` old, one process claims
 * the turn (the settings row, locked and moved to now) and evaluates every player with activity since the
 * last run. Each member is evaluated on its own: one whose evaluation fails is evaluated again at its next
 * attempt (server/job-failures.ts), in this turn or between turns. Answers how many flags it raised.
 */
export async function evaluateDue(
  deps: { db: Db },
  now: Date,
  items: ItemRunner = passThrough('compliance'),
): Promise<number> {
  const since = await deps.db.transaction(async (tx) => {
    await tx
      .insert(operatorSettings)
      .values({ key: RUN_KEY, value: 'never', updatedAt: new Date(now.getTime() - FIRST_LOOKBACK_MS) })
      .onConflictDoNothing({ target: operatorSettings.key });
    const [row] = await tx
      .select({ at: operatorSettings.updatedAt })
      .from(operatorSettings)
      .where(eq(operatorSettings.key, RUN_KEY))
      .for('update', { skipLocked: true });
    if (!row || now.getTime() - row.at.getTime() < EVALUATE_EVERY_MS) return null;
    await tx
      .update(operatorSettings)
      .set({ value: now.toISOString(), updatedAt: now })
      .where(eq(operatorSettings.key, RUN_KEY));
    return new Date(row.at.getTime() - OVERLAP_MS);
  });
  const retry = (await retriesDue(deps.db, 'compliance', now)).map(Number).filter(Number.isSafeInteger);
  if (since) return (await evaluateActive(deps.db, now, since, items, retry)).raised.length;
  if (retry.length === 0) return 0;
  const rules = await ruleSettings(deps.db);
  let raised = 0;
  for (const memberId of retry)
    raised += (await items.item(String(memberId), () => evaluateMember(deps.db, memberId, now, rules)))?.length ?? 0;
  return raised;
}
