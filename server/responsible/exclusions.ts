import { and, eq, gt } from 'drizzle-orm';
import type { ExclusionPeriod, PausePeriod, Restriction } from '../../contract/responsible';
import type { AuthedMember } from '../auth/authenticate';
import { confirmProtectivePassword } from '../auth/confirm';
import type { AppDeps } from '../config';
import { memberExclusions, rechargeOrders, wallets } from '../db/schema';
import type { Tx } from '../db/types';
import { refusalWith } from '../http/envelope';
import { activeRestriction, restrictionRefusal } from './guard';
import { addMonths } from './periods';

/*
 * A pause (cool-off) and a self-exclusion: chosen by the member with their password, in force at once,
 * never shortened or lifted (member_exclusions refuses updates and deletes: every change is a new row, and
 * the strongest running row is the one in force). A self-exclusion may follow a pause (it is stronger) and
 * may extend a running self-exclusion (a longer period from now, or permanent), never shorten it; a pause
 * only when nothing runs. Deposit orders still waiting for payment are cancelled with it: a payment that
 * arrives for one later is returned to the payer (payments/orders.ts).
 */

const HOUR = 3600 * 1000;

export function periodEnd(period: PausePeriod | ExclusionPeriod, now: Date): Date | null {
  switch (period) {
    case '24h':
      return new Date(now.getTime() + 24 * HOUR);
    case '7d':
      return new Date(now.getTime() + 7 * 24 * HOUR);
    case '30d':
      return new Date(now.getTime() + 30 * 24 * HOUR);
    case '6m':
      return addMonths(now, 6);
    case '1y':
      return addMonths(now, 12);
    case 'permanent':
      return null;
  }
}

export async function restrict(
  deps: AppDeps,
  authed: AuthedMember,
  kind: Exclude<Restriction['kind'], 'regulator'>,
  period: PausePeriod | ExclusionPeriod,
  password: string,
  now: Date,
): Promise<Restriction> {
  // Counted for this session only: nobody else's failed attempts can stop a member pausing or excluding.
  await confirmProtectivePassword(deps.db, authed, password, now);
  const memberId = authed.member.id;
  const { id: _placed, ...restriction } = await deps.db.transaction((tx) =>
    placeRestriction(tx, memberId, kind, period, now),
  );
  return restriction;
}

/**
 * Places a pause or self-exclusion in the caller's transaction, under the member's lock, with the same
 * rules whoever asks (the member, or the back office's cooling-off): refused when a stronger or equal one
 * runs; pending deposit orders cancelled. Answers it, with the row's id.
 */
export async function placeRestriction(
  tx: Tx,
  memberId: number,
  kind: Exclude<Restriction['kind'], 'regulator'>,
  period: PausePeriod | ExclusionPeriod,
  now: Date,
): Promise<Restriction & { id: number }> {
  // One change at a time per member: the wallet row is the member's lock.
  await tx.select({ id: wallets.memberId }).from(wallets).where(eq(wallets.memberId, memberId)).for('update');
  const running = await activeRestriction(tx, memberId, now);
  const endsAt = periodEnd(period, now);
  if (running && (running.kind === 'self_exclusion' || kind === 'pause')) {
    if (running.until === null) throw restrictionRefusal(running);
    if (kind === 'pause') throw refusalWith('responsible.already_restricted', { until: running.until });
    // A self-exclusion over a running one: only one that ends later (or never) extends it.
    if (endsAt !== null && endsAt.getTime() <= new Date(running.until).getTime()) {
      throw refusalWith('responsible.exclusion_not_longer', { until: running.until });
    }
  }
  const [row] = await tx
    .insert(memberExclusions)
    .values({ memberId, kind, period, startsAt: now, endsAt })
    .returning({ id: memberExclusions.id });
  await tx
    .update(rechargeOrders)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(rechargeOrders.memberId, memberId),
        eq(rechargeOrders.status, 'pending'),
        gt(rechargeOrders.expiresAt, now),
      ),
    );
  return { id: row!.id, kind, period, until: endsAt?.toISOString() ?? null };
}
