import * as v from 'valibot';
import { Id, Line, plainFreeText, plainText } from './common';
import { endpoint } from './endpoint';
import { SiteLegalBody } from './operator';
import { DynamicWebData, SiteLegal, SiteProfile } from './site';
import { says } from './says';
import { Lang, ProfileBlock, SiteCode } from './boSites';

/**
 * What a site shows its players beside the games, set in the back office: the home's banners and
 * advertisement, and the legal data of the footer — each with a preview, each change in the audit trail.
 */

/* Banners and the advertisement -------------------------------------------------------------------- */

/** A link inside the site ("/promotion/activity/lottery-wheel"): never another site or a script. */
const InternalLink = v.pipe(
  v.string(says('site.link_invalid')),
  v.trim(),
  v.regex(/^\/(?!\/)[A-Za-z0-9\-._~/?=&%#]{0,199}$/, says('site.link_invalid')),
);
const ContentText = (max: number) =>
  v.pipe(
    v.string(says('site.text_required')),
    plainText(says('site.text_required')),
    v.trim(),
    v.minLength(1, says('site.text_required')),
    v.maxLength(max, says('site.text_required')),
  );
const BodyText = (max: number) =>
  v.pipe(
    v.string(says('site.text_required')),
    plainFreeText(says('site.text_required')),
    v.trim(),
    v.minLength(1, says('site.text_required')),
    v.maxLength(max, says('site.text_required')),
  );

const BannerText = v.object({ title: ContentText(80), subtitle: ContentText(200) });
const AdText = v.object({ title: ContentText(80), body: BodyText(600), cta: ContentText(40) });

/** Texts by language; `pt` (the default language) is needed when a banner is made. */
const textsOf = <T extends v.GenericSchema>(text: T) =>
  v.pipe(
    v.record(Lang, text, says('site.text_required')),
    v.check((texts) => Object.keys(texts).length > 0, says('site.text_required')),
  );
const withPt = <T extends Record<string, unknown>>(texts: T) => 'pt' in texts;

/** Where a banner or the advertisement stands on the player's home. */
const Shown = {
  /** The operator's switch. */
  enabled: v.boolean(),
  /** Marked as promising a deposit bonus, or as offering the free wheel to visitors. */
  deposit_linked: v.boolean(),
  free_spin: v.boolean(),
  /** Whether the home shows it: enabled and allowed by the profile. */
  shown: v.boolean(),
  /**
   * Why the home does not show it though enabled, or null: the profile forbids it, or it opens a page of
   * activities the site does not offer (`promotion.switched_off`).
   */
  blocked: v.nullable(v.union([ProfileBlock, v.literal('promotion.switched_off')])),
};

export const SiteBanner = v.object({
  id: v.number(),
  position: v.number(),
  link: v.string(),
  /** The texts in each of the site's languages (a language without its own shows Portuguese). */
  texts: v.record(v.string(), v.object({ title: v.string(), subtitle: v.string() })),
  ...Shown,
});
export type SiteBanner = v.InferOutput<typeof SiteBanner>;
export const SiteAdvertisement = v.object({
  id: v.number(),
  link: v.string(),
  texts: v.record(v.string(), v.object({ title: v.string(), body: v.string(), cta: v.string() })),
  ...Shown,
});
export type SiteAdvertisement = v.InferOutput<typeof SiteAdvertisement>;

export const SiteContentQuery = v.object({ site: SiteCode, lang: v.optional(Line(10)) });
export const SiteContentAdmin = v.object({
  site: v.string(),
  profile: SiteProfile,
  languages: v.array(v.string()),
  banners: v.array(SiteBanner),
  total: v.number(),
  advertisement: v.nullable(SiteAdvertisement),
  updated_at: v.nullable(v.string()),
});
export type SiteContentAdmin = v.InferOutput<typeof SiteContentAdmin>;

export const BannerCreateBody = v.object({
  site: SiteCode,
  texts: v.pipe(textsOf(BannerText), v.check(withPt, says('site.text_required'))),
  link: InternalLink,
  deposit_linked: v.optional(v.boolean(), false),
  free_spin: v.optional(v.boolean(), false),
  enabled: v.optional(v.boolean(), true),
});
const BannerId = Id(says('site.banner_not_found'));
export const BannerUpdateBody = v.object({
  site: SiteCode,
  id: BannerId,
  texts: v.optional(textsOf(BannerText)),
  link: v.optional(InternalLink),
  deposit_linked: v.optional(v.boolean()),
  free_spin: v.optional(v.boolean()),
});
export const BannerOrderBody = v.object({
  site: SiteCode,
  /** Every banner's id, once each, in the order the home shows them. */
  ids: v.pipe(
    v.array(Id(says('site.banner_order_mismatch')), says('site.banner_order_mismatch')),
    v.maxLength(100, says('site.banner_order_mismatch')),
  ),
});
export const BannerEnableBody = v.object({ site: SiteCode, id: BannerId, enabled: v.boolean(says('request.invalid')) });
export const BannerResult = v.object({ site: v.string(), banner: SiteBanner });
export const BannersResult = v.object({ site: v.string(), banners: v.array(SiteBanner) });

/** The advertisement (one per site): made when there is none (then `pt`'s texts are needed), else changed. */
export const AdvertisementBody = v.object({
  site: SiteCode,
  texts: v.optional(textsOf(AdText)),
  link: v.optional(InternalLink),
  deposit_linked: v.optional(v.boolean()),
  free_spin: v.optional(v.boolean()),
  enabled: v.optional(v.boolean()),
});
export const AdvertisementResult = v.object({ site: v.string(), advertisement: SiteAdvertisement });

/**
 * What the player's home would show for a site and language, nothing saved: the stored banners and
 * advertisement, or the draft given (banners in their order; `advertisement: null` for none).
 */
const DraftBanner = v.object({
  id: v.optional(v.number()),
  title: ContentText(80),
  subtitle: ContentText(200),
  link: InternalLink,
  deposit_linked: v.optional(v.boolean(), false),
  free_spin: v.optional(v.boolean(), false),
  enabled: v.optional(v.boolean(), true),
});
const DraftAd = v.object({
  title: ContentText(80),
  body: BodyText(600),
  cta: ContentText(40),
  link: InternalLink,
  deposit_linked: v.optional(v.boolean(), false),
  free_spin: v.optional(v.boolean(), false),
  enabled: v.optional(v.boolean(), true),
});
export const ContentPreviewBody = v.object({
  site: SiteCode,
  lang: Lang,
  banners: v.optional(v.pipe(v.array(DraftBanner, says('site.text_required')), v.maxLength(100))),
  advertisement: v.optional(v.nullable(DraftAd)),
});

/* Legal data ----------------------------------------------------------------------------------------- */

/**
 * The footer's operator block, line by line as the player's footer writes it: `line` names the label the
 * screen puts before `text` ("operator": the legal name and CNPJ, "authorisation", "address", "sac",
 * "ouvidoria").
 */
export const FooterLine = v.object({
  line: v.picklist(['operator', 'authorisation', 'address', 'sac', 'ouvidoria']),
  text: v.string(),
});
export const SiteLegalQuery = v.object({ site: SiteCode, lang: v.optional(Line(10)) });
export const SiteLegalAdmin = v.object({
  site: v.string(),
  profile: SiteProfile,
  legal: v.nullable(SiteLegal),
  footer: v.array(FooterLine),
});
export const SiteLegalPreview = v.object({
  site: v.string(),
  profile: SiteProfile,
  /** The data as they would be stored (CNPJ formatted, e-mails in lower case). */
  legal: SiteLegal,
  footer: v.array(FooterLine),
});

export const BoSiteContentEndpoints = {
  content: endpoint({
    method: 'get',
    path: '/operator/site/content',
    summary:
      "A site's home banners (in order) and advertisement, with their texts in every language, their switch and whether the home shows them",
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin'],
    query: SiteContentQuery,
    response: SiteContentAdmin,
    errors: { 'operator.site_unknown': '' },
  }),
  createBanner: endpoint({
    method: 'post',
    path: '/operator/site/banners/create',
    summary: "Adds a banner at the end of a site's home banners, in every language (Portuguese where none is given)",
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin'],
    body: BannerCreateBody,
    response: BannerResult,
    errors: {
      'operator.site_unknown': '',
      'site.too_many_banners': '',
      'promotions.deposit_bonus_forbidden': 'an enabled deposit-linked banner on a regulated-br site',
      'promotions.free_spin_forbidden': 'an enabled free-spin banner on a regulated-br site',
    },
  }),
  updateBanner: endpoint({
    method: 'post',
    path: '/operator/site/banners/update',
    summary: "Changes a banner's texts (in the languages given), link or marks",
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin'],
    body: BannerUpdateBody,
    response: BannerResult,
    errors: {
      'operator.site_unknown': '',
      'site.banner_not_found': '',
      'promotions.lang_unknown': 'a language the site does not offer',
    },
  }),
  orderBanners: endpoint({
    method: 'post',
    path: '/operator/site/banners/order',
    summary: "Puts a site's banners in the order given (every banner once)",
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin'],
    body: BannerOrderBody,
    response: BannersResult,
    errors: { 'operator.site_unknown': '', 'site.banner_order_mismatch': '' },
  }),
  enableBanner: endpoint({
    method: 'post',
    path: '/operator/site/banners/enable',
    summary: 'Shows or hides a banner on the site’s home; never shows one the profile forbids',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin'],
    body: BannerEnableBody,
    response: BannerResult,
    errors: {
      'operator.site_unknown': '',
      'site.banner_not_found': '',
      'promotions.deposit_bonus_forbidden': 'a deposit-linked banner on a regulated-br site',
      'promotions.free_spin_forbidden': 'a free-spin banner on a regulated-br site',
    },
  }),
  setAdvertisement: endpoint({
    method: 'post',
    path: '/operator/site/advertisement',
    summary: "Makes or changes a site's advertisement (texts, link, marks) and shows or hides it",
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin'],
    body: AdvertisementBody,
    response: AdvertisementResult,
    errors: {
      'operator.site_unknown': '',
      'site.text_required': 'a new advertisement without its Portuguese texts or link',
      'promotions.lang_unknown': 'a language the site does not offer',
      'promotions.deposit_bonus_forbidden': 'shown and deposit-linked on a regulated-br site',
      'promotions.free_spin_forbidden': 'shown and offering a free spin on a regulated-br site',
    },
  }),
  previewContent: endpoint({
    method: 'post',
    path: '/operator/site/content/preview',
    summary:
      "What the player's home would show for a site and language (as GET /dynamicwebs/getdata answers), from the stored content or a draft; nothing is saved",
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin'],
    reads: true,
    body: ContentPreviewBody,
    response: DynamicWebData,
    errors: { 'operator.site_unknown': '' },
  }),
  legal: endpoint({
    method: 'get',
    path: '/operator/site/legal',
    summary: "A site's legal data and its footer's lines (changed with POST /operator/site/legal)",
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin'],
    query: SiteLegalQuery,
    response: SiteLegalAdmin,
    errors: { 'operator.site_unknown': '' },
  }),
  previewLegal: endpoint({
    method: 'post',
    path: '/operator/site/legal/preview',
    summary:
      'Checks legal data as POST /operator/site/legal would and answers the footer they would give; nothing is saved',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin'],
    reads: true,
    body: SiteLegalBody,
    response: SiteLegalPreview,
    errors: { 'operator.site_unknown': '' },
  }),
};
