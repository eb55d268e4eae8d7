import { eq } from 'drizzle-orm';
import { IncentivesEndpoints, type SiteIncentives } from '../../contract/incentives';
import { sites, type Site } from '../db/schema';
import type { Db } from '../db/types';
import { refusal, refusalWith } from '../http/envelope';
import { requestHost } from '../http/env';
import { implement } from '../http/registry';
import { SITE_PROFILES } from './profile';
import { siteByCodeOrHost } from './resolve';

/** What the site's profile and its own setting allow of the incentives, as the app reads them. */
export function siteIncentives(site: Pick<Site, 'profile' | 'withdrawalTurnoverMultiple'>): SiteIncentives {
  const rules = SITE_PROFILES[site.profile];
  return {
    deposit_bonuses: rules.depositBonuses,
    vip_basis: rules.vipBasis,
    agency_deposit_share: rules.agencyDepositShare,
    invitation_reward: rules.invitationReward,
    wheel_for_visitors: rules.wheelForVisitors,
    withdrawal_turnover_multiple: site.withdrawalTurnoverMultiple,
  };
}

/**
 * Sets a site's turnover multiple before a withdrawal. A `regulated-br` site keeps 0 (a player's own
 * deposited money is not held back by wagering; the database's check says the same): 409 for anything else.
 * It applies to every withdrawal checked from then on, deposits made before included.
 */
export async function setSiteTurnover(db: Db, body: { site: string; multiple: number }) {
  const code = body.site.trim().toLowerCase();
  const [site] = await db.select().from(sites).where(eq(sites.code, code));
  if (!site) throw refusalWith('operator.site_unknown', { site: body.site });
  if (site.profile === 'regulated-br' && body.multiple !== 0) throw refusal('operator.turnover_regulated');
  await db.update(sites).set({ withdrawalTurnoverMultiple: body.multiple }).where(eq(sites.id, site.id));
  return { site: site.code, withdrawal_turnover_multiple: body.multiple };
}

/** GET /api/site/incentives: the site's (by code, else the request's host) incentive rules. */
export const incentiveRoutes = [
  implement(IncentivesEndpoints.siteIncentives, async ({ c, deps, query }) => ({
    data: siteIncentives(await siteByCodeOrHost(deps.db, query.site?.trim() || requestHost(c))),
  })),
  implement(IncentivesEndpoints.siteTurnover, async ({ deps, body }) => ({
    data: await setSiteTurnover(deps.db, body),
  })),
];
