import { eq } from 'drizzle-orm';
import { members, sites, type Site } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { SITE_PROFILES } from '../site/profile';
import type { PromotionActivity } from './activity';

/**
 * Which activities a site offers. Two rules, in this order:
 * - the site's profile (../site/profile.ts): a `regulated-br` site offers no deposit-linked bonus — the
 *   activities declared with `depositLinked: true` (first deposit, recharge rebate, lottery wheel);
 * - the site's own switch, `sites.disabled_activities`, for any other activity.
 */

/** Why a site does not offer an activity (the refusal a check names and a claim answers). */
export type OfferRefusal = 'promotion.deposit_bonus_off' | 'promotion.switched_off';

/** Why the site does not offer the activity, or null when it does. */
export function notOffered(
  site: Pick<Site, 'profile' | 'disabledActivities'>,
  activity: Pick<PromotionActivity, 'key' | 'depositLinked'>,
): OfferRefusal | null {
  if (activity.depositLinked && !SITE_PROFILES[site.profile].depositBonuses) return 'promotion.deposit_bonus_off';
  if (site.disabledActivities.includes(activity.key)) return 'promotion.switched_off';
  return null;
}

/** The member's site's profile and switches (a member belongs to one site, chosen at registration). */
export async function memberSite(db: Db | Tx, memberId: number) {
  const [row] = await db
    .select({ profile: sites.profile, disabledActivities: sites.disabledActivities })
    .from(members)
    .innerJoin(sites, eq(sites.id, members.siteId))
    .where(eq(members.id, memberId));
  if (!row) throw new Error(`member ${memberId} has no site`);
  return row;
}
