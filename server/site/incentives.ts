import { IncentivesEndpoints, type SiteIncentives } from '../../contract/incentives';
import type { Site } from '../db/schema';
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

/** GET /api/site/incentives: the site's (by code, else the request's host) incentive rules. */
export const incentiveRoutes = [
  implement(IncentivesEndpoints.siteIncentives, async ({ c, deps, query }) => ({
    data: siteIncentives(await siteByCodeOrHost(deps.db, query.site?.trim() || requestHost(c))),
  })),
];
