import type { RefusalDeclarations } from './refusal';

/**
 * Refusals of the back office's promotions, site texts, banners, announcements and notifications
 * (contract/boPromotions.ts, boSites.ts, boSiteContent.ts, boMessages.ts).
 */
export const BO_PROMOTIONS_REFUSALS = {
  'promotions.activity_unknown': { status: 422, text: 'Choose an activity from the list' },
  'promotions.lang_unknown': { status: 422, text: 'Choose one of the site languages' },
  'promotions.range_invalid': {
    status: 422,
    text: 'Choose a range of at most 366 days, the first day before the last',
  },
  'promotions.deposit_bonus_forbidden': {
    status: 409,
    text: 'A regulated site may not offer a bonus earned by depositing (Lei 14.790/2023, art. 29; Portaria SPA/MF 1.231/2024, art. 42 §1)',
  },
  'promotions.deposit_reward_forbidden': {
    status: 409,
    text: 'A regulated site may not pay a reward computed from someone’s deposit (Lei 14.790/2023, art. 29)',
  },
  'promotions.free_spin_forbidden': {
    status: 409,
    text: 'A regulated site may not offer visitors a free spin before any bet (Lei 14.790/2023, art. 29)',
  },
  'site.link_invalid': { status: 422, text: 'Enter a link inside the site, starting with /' },
  'site.text_required': { status: 422, text: 'Enter every text, within its length' },
  'site.banner_not_found': { status: 404, text: 'No such banner on this site' },
  'site.banner_order_mismatch': { status: 422, text: 'Give every banner of the site once, in the new order' },
  'site.too_many_banners': { status: 409, text: 'A site has at most 20 banners: hide or change one instead' },
  'announcements.end_invalid': { status: 422, text: 'Enter an end time in the future' },
  'announcements.not_found': { status: 404, text: 'No such announcement' },
  'announcements.ended_already': { status: 409, text: 'This announcement has ended already' },
  'notifications.target_invalid': { status: 422, text: 'Choose one player (by ID or phone) or a site' },
  'notifications.key_invalid': { status: 422, text: 'The sending needs a key of 8 to 64 letters or digits' },
  'notifications.key_reused': { status: 409, text: 'This key was used for another notification' },
} as const satisfies RefusalDeclarations;
