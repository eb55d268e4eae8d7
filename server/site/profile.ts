import type { SiteProfile } from '../db/schema';

/**
 * What each site profile allows, declared once (sites.profile). `regulated-br` is a site licensed in
 * Brazil (.bet.br): Portaria SPA/MF 1.231/2024 art. 42 §1 forbids bonuses linked to deposits, so it
 * offers none (server/promotions/offer.ts) and its content never advertises one (./content.ts).
 * `open` keeps every promotion.
 */
export const SITE_PROFILES: Readonly<Record<SiteProfile, { depositBonuses: boolean }>> = {
  'regulated-br': { depositBonuses: false },
  open: { depositBonuses: true },
};
