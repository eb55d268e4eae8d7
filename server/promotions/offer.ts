import { eq, sql } from 'drizzle-orm';
import { members, sites, type Site } from '../db/schema';
import { reusable } from '../db/reusable';
import type { Db, Tx } from '../db/types';
import { SITE_PROFILES } from '../site/profile';
import type { PromotionActivity } from './activity';

/**
 * Which activities a site offers. Three rules, in this order:
 * - the site's profile (../site/profile.ts): a `regulated-br` site offers no deposit-linked bonus — the
 *   activities declared with `depositLinked: true` (first deposit, recharge rebate, lottery wheel);
 * - the profile's switch an activity names (`profileSwitch`): a `regulated-br` site pays no reward computed
 *   from someone else's deposit (the invitation reward for a friend's first deposit; Lei 14.790/2023 art. 29);
 * - the site's own switch, `sites.disabled_activities`, for any other activity.
 */

/** Why a site does not offer an activity (the refusal a check names and a claim answers). */
export type OfferRefusal = 'promotion.deposit_bonus_off' | 'promotion.deposit_reward_off' | 'promotion.switched_off';

/** Why the site does not offer the activity, or null when it does. */
export function notOffered(
  site: Pick<Site, 'profile' | 'disabledActivities'>,
  activity: Pick<PromotionActivity, 'key' | 'depositLinked' | 'profileSwitch'>,
): OfferRefusal | null {
  const rules = SITE_PROFILES[site.profile];
  if (activity.depositLinked && !rules.depositBonuses) return 'promotion.deposit_bonus_off';
  if (activity.profileSwitch && !rules[activity.profileSwitch]) return 'promotion.deposit_reward_off';
  if (site.disabledActivities.includes(activity.key)) return 'promotion.switched_off';
  return null;
}

/** What memberSite answers of the member's site, as reads of a statement joined with `sites`. */
export const memberSiteReads = () => ({
  profile: sites.profile,
  disabledActivities: sites.disabledActivities,
  withdrawalTurnoverMultiple: sites.withdrawalTurnoverMultiple,
});

const memberSiteRow = reusable((db) =>
  db
    .select(memberSiteReads())
    .from(members)
    .innerJoin(sites, eq(sites.id, members.siteId))
    .where(eq(members.id, sql.placeholder('memberId'))),
);

/**
 * The member's site's profile, switches and withdrawal turnover multiple (a member belongs to one site,
 * chosen at registration).
 */
export async function memberSite(db: Db | Tx, memberId: number) {
  const [row] = await memberSiteRow(db, { memberId });
  if (!row) throw new Error(`member ${memberId} has no site`);
  return row;
}
