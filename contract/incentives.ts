import * as v from 'valibot';
import { Line } from './common';
import { says } from './says';
import { endpoint } from './endpoint';

/**
 * What the site's rules allow of the incentives (server/site/profile.ts SITE_PROFILES and the site's own
 * setting), for the screens that show or explain them.
 */
export const SiteIncentives = v.object({
  /** Whether bonuses linked to a deposit (first deposit, recharge rebate, lottery wheel) are offered. */
  deposit_bonuses: v.boolean(),
  /** What a VIP level counts: the settled turnover (settled stakes) or the deposits. */
  vip_basis: v.picklist(['turnover', 'deposits']),
  /** Whether the agency earns a share of its subordinates' deposits (its share of their bets is always paid). */
  agency_deposit_share: v.boolean(),
  /** Whether the invitation reward for a friend's first deposit is offered. */
  invitation_reward: v.boolean(),
  /** Whether the free daily wheel is shown to visitors who are not logged in. */
  wheel_for_visitors: v.boolean(),
  /** The turnover asked before a withdrawal, as a multiple of the deposits (0: none). */
  withdrawal_turnover_multiple: v.number(),
});
export type SiteIncentives = v.InferOutput<typeof SiteIncentives>;

export const SiteIncentivesQuery = v.object({ site: v.optional(Line(64)) });

/** POST /api/operator/site/turnover: a site's turnover multiple before a withdrawal (0 = none). */
export const SiteTurnoverBody = v.object({
  site: Line(64),
  multiple: v.pipe(
    v.number(says('operator.turnover_multiple_invalid')),
    v.integer(says('operator.turnover_multiple_invalid')),
    v.minValue(0, says('operator.turnover_multiple_invalid')),
    v.maxValue(100, says('operator.turnover_multiple_invalid')),
  ),
});
export const SiteTurnoverResult = v.object({ site: v.string(), withdrawal_turnover_multiple: v.number() });

/** The site's incentive rules (apart from the site content, which ships with the first page). */
export const IncentivesEndpoints = {
  siteIncentives: endpoint({
    method: 'get',
    path: '/site/incentives',
    summary:
      "What the site's rules allow of the incentives, by site code or host: deposit bonuses, what VIP counts, the agency's share of deposits, the invitation reward, the free wheel for visitors, the turnover multiple before a withdrawal",
    tag: 'site',
    auth: 'public',
    query: SiteIncentivesQuery,
    response: SiteIncentives,
  }),
  siteTurnover: endpoint({
    method: 'post',
    path: '/operator/site/turnover',
    summary:
      "Set a site's turnover multiple before a withdrawal (sites.withdrawal_turnover_multiple, a whole number from 0 = none to 100); a regulated-br site keeps 0",
    tag: 'operator',
    auth: 'operator',
    roles: ['admin'],
    body: SiteTurnoverBody,
    response: SiteTurnoverResult,
    errors: {
      'operator.site_unknown': '',
      'operator.turnover_multiple_invalid': '',
      'operator.turnover_regulated': 'a regulated-br site asks no turnover on deposits',
    },
  }),
};
