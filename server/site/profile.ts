import type { SiteProfile } from '../db/schema';

/** What a site profile allows of the incentives, each switch named for what it turns on. */
export interface ProfileRules {
  /** Bonuses linked to a deposit (first deposit, recharge rebate, lottery wheel): server/promotions/offer.ts. */
  depositBonuses: boolean;
  /** What a VIP level counts: the settled turnover (settled stakes) or the deposits (promotions/standing.ts). */
  vipBasis: 'turnover' | 'deposits';
  /** The agency's share of its subordinates' deposits (1% direct, 0.5% indirect): agency/agency.ts. */
  agencyDepositShare: boolean;
  /** The invitation reward for a friend's first deposit: promotions/activities/invitation.ts. */
  invitationReward: boolean;
  /** The free daily wheel advertised to visitors not logged in (banners, advertisement): ./content.ts. */
  wheelForVisitors: boolean;
}

/**
 * What each site profile allows, declared once (sites.profile). `regulated-br` is a site licensed in
 * Brazil (.bet.br): no reward may be computed from anyone's deposits (Lei 14.790/2023 art. 29; Portaria
 * SPA/MF 1.231/2024 art. 42 §1), so it offers no deposit-linked bonus, ranks VIP by settled turnover, pays
 * no agency share of deposits nor an invitation reward for a friend's first deposit, and does not offer a
 * free spin to draw visitors in (an advantage offered before any bet). `open` keeps the seed's rules.
 * The turnover asked before a withdrawal is a per-site setting (sites.withdrawal_turnover_multiple), which
 * a `regulated-br` site keeps at 0.
 */
export const SITE_PROFILES: Readonly<Record<SiteProfile, ProfileRules>> = {
  'regulated-br': {
    depositBonuses: false,
    vipBasis: 'turnover',
    agencyDepositShare: false,
    invitationReward: false,
    wheelForVisitors: false,
  },
  open: {
    depositBonuses: true,
    vipBasis: 'deposits',
    agencyDepositShare: true,
    invitationReward: true,
    wheelForVisitors: true,
  },
};
