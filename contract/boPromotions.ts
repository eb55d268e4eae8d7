import * as v from 'valibot';
import { Reason } from './backoffice';
import { Line, Money, BusinessDay } from './common';
import { endpoint } from './endpoint';
import { ACTIVITY_KEYS } from './promotions';
import { SiteProfile } from './site';
import { says } from './says';
import { BoMessagesEndpoints } from './boMessages';
import { BoSiteContentEndpoints } from './boSiteContent';
import { BoSitesEndpoints, ProfileBlock, SiteCode } from './boSites';

/**
 * The back office's promotions and site: the activities each site offers (their numbers, switched on or
 * off per site within what the site's profile allows) here; the home's banners and advertisement and the
 * legal data the footer shows (boSiteContent.ts); the announcements and the notifications to players
 * (boMessages.ts) — each read with a preview of what players would see, each change in the audit trail.
 */

const DayText = BusinessDay(says('audit.day_invalid'));

/* Activities per site ------------------------------------------------------------------------------ */

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

/** Every endpoint of the back office's promotions and site, for the server's routes and the screens' flows. */
export const BoPromotionsEndpoints = {
  ...BoSitesEndpoints,
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
  ...BoSiteContentEndpoints,
  ...BoMessagesEndpoints,
};
