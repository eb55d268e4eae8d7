import { and, asc, eq, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import type { LimitKind } from '../../contract/responsible';
import type { AppDeps } from '../config';
import { memberExclusions, responsibleLimits, restrictionEndNotices, wallets } from '../db/schema';
import { activeRestriction } from '../responsible/guard';
import { limitEffective } from '../responsible/limits';
import { passThrough, type ItemRunner } from '../job-failures';
import { notice } from './notify';

/*
 * The notifications nothing but time causes (the server's job, server/jobs.ts): a raised or removed limit
 * coming into force after its 24 hours, and a pause or self-exclusion ending. Each is told once, in the
 * transaction that marks it told, so two processes running the job never both write it.
 */

/** The most of each the job handles in one run (the rest wait for the next second's run). */
export const DUE_NOTICE_BATCH = 100;

/**
 * Limits whose raise or removal has waited its 24 hours: in one transaction per limit the pending value
 * becomes the value (the one `inForce` already reads from `pending_from` on, so nothing a player sees
 * changes) and `limit_effective` is written. The update only takes a row whose pending value is due, so
 * of two processes one applies and tells, the other finds nothing (and a change made meanwhile, which
 * locks the row, is applied first or sees the value applied). Answers how many came into force.
 */
export async function applyDueLimits(
  deps: Pick<AppDeps, 'db'>,
  now: Date,
  items: ItemRunner = passThrough('limits'),
): Promise<number> {
  const l = responsibleLimits;
  const due = await deps.db
    .select({ memberId: l.memberId, kind: l.kind })
    .from(l)
    .where(and(lte(l.pendingFrom, now), items.notWaiting(sql`${l.memberId} || ':' || ${l.kind}`)))
    .orderBy(asc(l.pendingFrom))
    .limit(DUE_NOTICE_BATCH);
  let applied = 0;
  for (const { memberId, kind } of due) {
    const told = await items.item(`${memberId}:${kind}`, () =>
      deps.db.transaction(async (tx) => {
        // SET reads the row as it was: value takes the old pending value.
        const [limit] = await tx
          .update(l)
          .set({ value: sql`${l.pendingValue}`, pendingValue: null, pendingFrom: null, updatedAt: now })
          .where(and(eq(l.memberId, memberId), eq(l.kind, kind), lte(l.pendingFrom, now)))
          .returning({ value: l.value });
        if (!limit) return false;
        await notice(tx, memberId, 'limit_effective', limitEffective(kind as LimitKind, limit.value), now);
        return true;
      }),
    );
    if (told) applied += 1;
  }
  return applied;
}

/**
 * Pauses and self-exclusions that have ended and were not told yet. Per member, in one transaction under
 * the member's lock (the wallet row, which a new restriction takes too): the ended rows are marked told
 * (restriction_end_notices; a row another process marked first is skipped), then, when nothing else runs
 * (a self-exclusion that followed a pause, an extension), `pause_ended` or `exclusion_ended` is written for
 * the one that ended last. Answers how many notifications it wrote.
 */
export async function noticeEndedRestrictions(
  deps: Pick<AppDeps, 'db'>,
  now: Date,
  items: ItemRunner = passThrough('restriction_notices'),
): Promise<number> {
  const e = memberExclusions;
  const ended = await deps.db
    .select({ id: e.id, memberId: e.memberId, kind: e.kind, endsAt: e.endsAt })
    .from(e)
    .where(
      and(
        isNotNull(e.endsAt),
        lte(e.endsAt, now),
        items.notWaiting(sql`${e.memberId}`),
        notExists(
          deps.db
            .select({ id: restrictionEndNotices.exclusionId })
            .from(restrictionEndNotices)
            .where(eq(restrictionEndNotices.exclusionId, e.id)),
        ),
      ),
    )
    .orderBy(asc(e.memberId), asc(e.endsAt), asc(e.id))
    .limit(DUE_NOTICE_BATCH);
  const byMember = new Map<number, typeof ended>();
  for (const row of ended) byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), row]);

  let told = 0;
  for (const [memberId, rows] of byMember) {
    const wrote = await items.item(String(memberId), () =>
      deps.db.transaction(async (tx) => {
        await tx.select({ id: wallets.memberId }).from(wallets).where(eq(wallets.memberId, memberId)).for('update');
        const marked = await tx
          .insert(restrictionEndNotices)
          .values(rows.map((row) => ({ exclusionId: row.id, memberId, noticedAt: now })))
          .onConflictDoNothing()
          .returning({ id: restrictionEndNotices.exclusionId });
        const mine = rows.filter((row) => marked.some((m) => m.id === row.id));
        const last = mine.at(-1);
        if (!last || (await activeRestriction(tx, memberId, now))) return false;
        await notice(tx, memberId, last.kind === 'pause' ? 'pause_ended' : 'exclusion_ended', {}, now);
        return true;
      }),
    );
    if (wrote) told += 1;
  }
  return told;
}
