import * as v from 'valibot';
import { plainText } from './common';
import { endpoint } from './endpoint';
import { LOCALES } from './locales';
import { SiteProfile } from './site';
import { says } from './says';

/**
 * The sites the operator runs, as every back-office screen of a site names them: a site's code in a request,
 * the site picker's list, and a site's languages.
 */

/** A site's code ("regulated-br"); an unknown one is answered operator.site_unknown. */
export const SiteCode = v.pipe(
  v.string(says('request.invalid')),
  plainText(says('request.invalid')),
  v.trim(),
  v.toLowerCase(),
  v.minLength(1, says('request.invalid')),
  v.maxLength(64, says('request.invalid')),
);
/** One of the languages the player's app speaks. */
export const Lang = v.picklist(LOCALES, says('promotions.lang_unknown'));

/** The sites the operator runs, for the screens' site picker. */
export const BoSite = v.object({
  site: v.string(),
  name: v.string(),
  profile: SiteProfile,
  default: v.boolean(),
  languages: v.array(v.string()),
});
export const BoSiteList = v.object({ list: v.array(BoSite), total: v.number() });

/**
 * Why a site's profile forbids an activity (or a banner): a bonus earned by depositing, a reward computed
 * from someone else's deposit, a free spin offered to visitors before any bet (Lei 14.790/2023 art. 29).
 */
export const ProfileBlock = v.picklist([
  'promotions.deposit_bonus_forbidden',
  'promotions.deposit_reward_forbidden',
  'promotions.free_spin_forbidden',
]);
export type ProfileBlock = v.InferOutput<typeof ProfileBlock>;

export const BoSitesEndpoints = {
  sites: endpoint({
    method: 'get',
    path: '/operator/sites',
    summary: 'The sites the operator runs, with their profile and languages',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin', 'support'],
    response: BoSiteList,
  }),
};
