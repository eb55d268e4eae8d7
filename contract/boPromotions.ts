import * as v from 'valibot';
import { Reason } from './backoffice';
import { Id, Line, Money, paging, plainFreeText, plainText, BusinessDay } from './common';
import { endpoint } from './endpoint';
import { AnnounceBody } from './information';
import { LOCALES } from './locales';
import { SiteLegalBody } from './operator';
import { ACTIVITY_KEYS } from './promotions';
import { DynamicWebData, SiteLegal, SiteProfile } from './site';
import { says } from './says';

/**
 * The back office's promotions and site: the activities each site offers (their numbers, switched on or
 * off per site within what the site's profile allows), the home's banners and advertisement, the legal
 * data the footer shows, the announcements and the notifications to players — each read with a preview
 * of what players would see, each change in the audit trail.
 */

/** A site's code ("regulated-br"); an unknown one is answered operator.site_unknown. */
const SiteCode = v.pipe(
  v.string(says('request.invalid')),
  plainText(says('request.invalid')),
  v.trim(),
  v.toLowerCase(),
  v.minLength(1, says('request.invalid')),
  v.maxLength(64, says('request.invalid')),
);
const Lang = v.picklist(LOCALES, says('promotions.lang_unknown'));
const DayText = BusinessDay(says('audit.day_invalid'));

/** The sites the operator runs, for the screens' site picker. */
export const BoSite = v.object({
  site: v.string(),
  name: v.string(),
  profile: SiteProfile,
  default: v.boolean(),
  languages: v.array(v.string()),
});
export const BoSiteList = v.object({ list: v.array(BoSite), total: v.number() });

/* Activities per site ------------------------------------------------------------------------------ */

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

export const ActivityKeyField = v.picklist(ACTIVITY_KEYS, says('promotions.activity_unknown'));

export const SiteActivity = v.object({
  key: v.picklist(ACTIVITY_KEYS),
  name: v.string(),
  /** The site's own switch (sites.disabled_activities). */
  enabled: v.boolean(),
  /** Whether players see and may claim it: switched on and allowed by the profile. */
  offered: v.boolean(),
  /** Why the profile forbids it (a code the screen says in words, with its English text), or null. */
  forbidden: v.nullable(ProfileBlock),
  forbidden_reason: v.nullable(v.string()),
  deposit_linked: v.boolean(),
  /** In the date range: rewards paid (ledger entries), their sum and the players who got one. */
  claims: v.number(),
  paid: Money,
  players: v.number(),
});
export type SiteActivity = v.InferOutput<typeof SiteActivity>;

export const SiteActivitiesQuery = v.object({
  site: SiteCode,
  /** São Paulo days, both included; by default the last 30 days to today. */
  from: v.optional(DayText),
  to: v.optional(DayText),
  lang: v.optional(Line(10)),
});
export const SiteActivities = v.object({
  site: v.string(),
  profile: SiteProfile,
  from: v.string(),
  to: v.string(),
  list: v.array(SiteActivity),
  total: v.number(),
  totals: v.object({ claims: v.number(), paid: Money, players: v.number() }),
});

export const SetActivityBody = v.object({
  site: SiteCode,
  key: ActivityKeyField,
  enabled: v.boolean(says('request.invalid')),
  reason: Reason,
});

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

/* Announcements and notifications ------------------------------------------------------------------ */

export const AnnouncementState = v.picklist(['live', 'ended']);
export const BoAnnouncement = v.object({
  id: v.number(),
  site: v.string(),
  title: v.string(),
  body: v.string(),
  created_at: v.string(),
  /** When it stops being shown (planned or ended by hand), or null: shown until ended. */
  ends_at: v.nullable(v.string()),
  state: AnnouncementState,
});
export type BoAnnouncement = v.InferOutput<typeof BoAnnouncement>;
export const AnnouncementsQuery = v.object({
  site: v.optional(SiteCode),
  state: v.optional(v.picklist(['live', 'ended'], says('request.invalid'))),
  ...paging(50),
  lang: v.optional(Line(10)),
});
export const AnnouncementPage = v.object({ list: v.array(BoAnnouncement), total: v.number() });
const Instant = v.pipe(v.string(says('announcements.end_invalid')), v.isoTimestamp(says('announcements.end_invalid')));
export const AnnouncementPostBody = v.object({
  ...AnnounceBody.entries,
  site: SiteCode,
  /** When it stops being shown, in the future; none: until ended by hand. */
  ends_at: v.optional(Instant),
});
export const AnnouncementEndBody = v.object({ id: Id(says('announcements.not_found')), reason: Reason });

const Title = AnnounceBody.entries.title;
const Text = AnnounceBody.entries.body;
/** To one player (by id, or by phone) or to every player of a site (`site`; an admin's). */
export const NotificationTarget = v.variant(
  'to',
  [
    v.object({
      to: v.literal('member'),
      member_id: v.optional(Id(says('member.not_found'))),
      phone: v.optional(
        v.pipe(v.string(says('member.not_found')), plainText(says('member.not_found')), v.maxLength(30)),
      ),
    }),
    v.object({ to: v.literal('site'), site: SiteCode }),
  ],
  says('notifications.target_invalid'),
);
export const NotificationPreviewBody = v.intersect([NotificationTarget, v.object({ title: Title, body: Text })]);
export const NotificationSendBody = v.intersect([
  NotificationTarget,
  v.object({
    title: Title,
    body: Text,
    /** The screen's own key for this sending (a retry or a second tap sends nothing again). */
    key: v.pipe(
      v.string(says('notifications.key_invalid')),
      v.regex(/^[\w.:-]{8,64}$/, says('notifications.key_invalid')),
    ),
  }),
]);
export const NotificationPreview = v.object({
  to: v.picklist(['member', 'site']),
  site: v.string(),
  /** The one player (id, masked phone, nickname), or null for a site. */
  member: v.nullable(v.object({ id: v.number(), phone: v.string(), nickname: v.string() })),
  recipients: v.number(),
  /** What the player's notification shows. */
  title: v.string(),
  body: v.string(),
});
export const NotificationSent = v.object({
  id: v.number(),
  to: v.picklist(['member', 'site']),
  site: v.string(),
  member_id: v.nullable(v.number()),
  title: v.string(),
  body: v.string(),
  recipients: v.number(),
  actor: v.string(),
  created_at: v.string(),
});
export type NotificationSent = v.InferOutput<typeof NotificationSent>;
export const NotificationSendResult = v.object({
  sent: NotificationSent,
  /** False when the key had been used already: that sending is answered, nothing is sent again. */
  new: v.boolean(),
});
export const NotificationsSentQuery = v.object({
  site: v.optional(SiteCode),
  member_id: v.optional(Id(says('member.not_found'))),
  ...paging(50),
  lang: v.optional(Line(10)),
});
export const NotificationsSentPage = v.object({ list: v.array(NotificationSent), total: v.number() });

export const BoPromotionsEndpoints = {
  sites: endpoint({
    method: 'get',
    path: '/operator/sites',
    summary: 'The sites the operator runs, with their profile and languages',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin', 'support'],
    response: BoSiteList,
  }),
  activities: endpoint({
    method: 'get',
    path: '/operator/promotions/activities',
    summary:
      "A site's promotion activities: switched on or off, offered to players or forbidden by the profile (and why), with their claims, amounts paid and players in a range of São Paulo days",
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin', 'support'],
    query: SiteActivitiesQuery,
    response: SiteActivities,
    errors: { 'operator.site_unknown': '', 'promotions.range_invalid': 'from after to, or longer than 366 days' },
  }),
  setActivity: endpoint({
    method: 'post',
    path: '/operator/promotions/activity',
    summary:
      "Switches an activity on or off for a site; never on where the site's profile forbids it (Lei 14.790/2023 art. 29)",
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin'],
    body: SetActivityBody,
    response: SiteActivity,
    errors: {
      'operator.site_unknown': '',
      'promotions.deposit_bonus_forbidden': 'a deposit-linked activity on a regulated-br site',
      'promotions.deposit_reward_forbidden': "a reward computed from someone else's deposit on a regulated-br site",
    },
  }),
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
  announcements: endpoint({
    method: 'get',
    path: '/operator/announcements',
    summary: 'The announcements, newest first, live or ended, of one site or all',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin', 'support'],
    query: AnnouncementsQuery,
    response: AnnouncementPage,
    errors: { 'operator.site_unknown': '' },
  }),
  postAnnouncement: endpoint({
    method: 'post',
    path: '/operator/announcements/post',
    summary: "Posts an announcement to a site's players, shown until it ends (at ends_at, or when ended)",
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin'],
    body: AnnouncementPostBody,
    response: BoAnnouncement,
    errors: { 'operator.site_unknown': '', 'announcements.end_invalid': 'not in the future' },
  }),
  endAnnouncement: endpoint({
    method: 'post',
    path: '/operator/announcements/end',
    summary: 'Ends an announcement now: players no longer see it',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin'],
    body: AnnouncementEndBody,
    response: BoAnnouncement,
    errors: { 'announcements.not_found': '', 'announcements.ended_already': '' },
  }),
  previewNotification: endpoint({
    method: 'post',
    path: '/operator/notifications/preview',
    summary:
      'Who a notification would reach (one player, or every open account of a site) and what it shows; nothing is sent',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin', 'support'],
    reads: true,
    body: NotificationPreviewBody,
    response: NotificationPreview,
    errors: {
      'member.not_found': '',
      'operator.site_unknown': '',
      'operator.role_forbidden': 'a whole site is an admin’s',
      'notifications.target_invalid': '',
    },
  }),
  sendNotification: endpoint({
    method: 'post',
    path: '/operator/notifications/send',
    summary:
      'Sends a notification to one player (admin, support) or to every open account of a site (admin), once per key',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin', 'support'],
    body: NotificationSendBody,
    response: NotificationSendResult,
    errors: {
      'member.not_found': '',
      'operator.site_unknown': '',
      'operator.role_forbidden': 'a whole site is an admin’s',
      'notifications.target_invalid': '',
      'notifications.key_reused': 'the key was used for another sending',
    },
  }),
  sentNotifications: endpoint({
    method: 'get',
    path: '/operator/notifications/sent',
    summary: 'The notifications staff sent, newest first, of one site or player, or all',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin', 'support'],
    query: NotificationsSentQuery,
    response: NotificationsSentPage,
    errors: { 'operator.site_unknown': '' },
  }),
};
