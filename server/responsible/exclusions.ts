import { eq } from 'drizzle-orm';
import type { ExclusionPeriod, PausePeriod, Restriction } from '../../contract/responsible';
import type { AuthedMember } from '../auth/authenticate';
import { confirmPassword } from '../auth/confirm';
import type { AppDeps } from '../config';
import { memberExclusions, wallets } from '../db/schema';
import { refusalWith } from '../http/envelope';
import { activeRestriction, restrictionRefusal } from './guard';
import { addMonths } from './periods';

/*
 * A pause (cool-off) and a self-exclusion: chosen by the member with their password, in force at once,
 * never shortened or lifted (member_exclusions refuses updates and deletes). A self-exclusion may follow a
 * pause (it is stronger); nothing may follow a running self-exclusion, and a pause only when none runs.
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
  kind: Restriction['kind'],
  period: PausePeriod | ExclusionPeriod,
  password: string,
  address: string,
  now: Date,
): Promise<Restriction> {
  await confirmPassword(deps.db, authed.member, password, address, now);
  const memberId = authed.member.id;
  return deps.db.transaction(async (tx) => {
    // One change at a time per member: the wallet row is the member's lock.
    await tx.select({ id: wallets.memberId }).from(wallets).where(eq(wallets.memberId, memberId)).for('update');
    const running = await activeRestriction(tx, memberId, now);
    if (running && (running.kind === 'self_exclusion' || kind === 'pause')) {
      if (running.until === null) throw restrictionRefusal(running);
      throw refusalWith('responsible.already_restricted', { until: running.until });
    }
    const endsAt = periodEnd(period, now);
    await tx.insert(memberExclusions).values({ memberId, kind, period, startsAt: now, endsAt });
    return { kind, period, until: endsAt?.toISOString() ?? null };
  });
}
