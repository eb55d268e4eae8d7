import * as v from 'valibot';
import { Line, plainText } from './common';
import { endpoint } from './endpoint';
import { says } from './says';

export const LanguageOption = v.object({
  icon: v.string(),
  /** The language's own name, e.g. "Português". */
  option: v.string(),
  /** The code; legacy sites send it upper-case with a trailing "1" ("PT1"). */
  value: v.string(),
});
export type LanguageOption = v.InferOutput<typeof LanguageOption>;

export const LanguageListQuery = v.object({
  host: v.optional(Line(253)),
  lang: v.optional(v.pipe(v.string(), plainText())),
});
export const LanguageList = v.array(LanguageOption);

export const Banner = v.object({
  id: v.number(),
  title: v.string(),
  subtitle: v.string(),
  link: v.string(),
  /** Its picture (no text in it), at a content-hashed URL: /site/art/<kind>.<hash>.svg. */
  art: v.string(),
});
export type Banner = v.InferOutput<typeof Banner>;

export const Advertisement = v.object({
  id: v.number(),
  title: v.string(),
  body: v.string(),
  cta: v.string(),
  link: v.string(),
});
export type Advertisement = v.InferOutput<typeof Advertisement>;

export const DynamicWebQuery = v.object({
  site: v.optional(Line(64)),
  lang: v.optional(v.pipe(v.string(), plainText())),
});

/** The rules a site runs under: `regulated-br` (a licensed .bet.br site: no deposit bonuses) or `open`. */
export const SiteProfile = v.picklist(['regulated-br', 'open']);
export type SiteProfile = v.InferOutput<typeof SiteProfile>;

const Contact = v.object({ phone: v.string(), email: v.string() });

/** The operator's legal identification the footer and the legal pages show (configured per site). */
/** Where the regulator (Secretaria de Prêmios e Apostas do Ministério da Fazenda) is found. */
export const REGULATOR_URL = 'https://www.gov.br/fazenda/pt-br/composicao/orgaos/secretaria-de-premios-e-apostas';
/** The national self-exclusion platform. */
export const SELF_EXCLUSION_URL = 'https://www.gov.br/fazenda/pt-br/assuntos/prêmios-e-apostas/autoexclusao';

export const SiteLegal = v.object({
  /** The operator's company name ("razão social"). */
  legal_name: v.string(),
  /** The operator's CNPJ, formatted: 00.000.000/0000-00. */
  cnpj: v.string(),
  /** The authorising act, e.g. "Portaria SPA/MF nº 1.234, de 31 de dezembro de 2024". */
  authorisation: v.string(),
  address: v.string(),
  /** Customer service (SAC) and the ombudsman (ouvidoria). */
  sac: Contact,
  ouvidoria: Contact,
  /** The data protection officer (encarregado, LGPD art. 41): whom a player asks about their data. */
  dpo: v.object({ name: v.string(), email: v.string() }),
  /** The regulator's page (the Secretaria de Prêmios e Apostas) and the national self-exclusion platform. */
  regulator_url: v.string(),
  self_exclusion_url: v.string(),
});
export type SiteLegal = v.InferOutput<typeof SiteLegal>;

/** Site content for the home page, in the requested language. */
export const DynamicWebData = v.object({
  site: v.string(),
  profile: SiteProfile,
  /** The operator's legal data (null when the operator has not set them). */
  legal: v.nullable(SiteLegal),
  banners: v.array(Banner),
  advertisement: v.nullable(Advertisement),
  /** The home's first slide: the site's welcome, with its picture (/site/art/…). */
  welcome: v.object({ title: v.string(), text: v.string(), art: v.string() }),
  reminder: v.string(),
});
export type DynamicWebData = v.InferOutput<typeof DynamicWebData>;

export const SocialLinksQuery = v.object({ site: v.optional(Line(64)) });
export const SocialLink = v.object({ name: v.string(), url: v.string(), icon: v.string() });
export const SocialLinks = v.array(SocialLink);
export type SocialLink = v.InferOutput<typeof SocialLink>;

export const ProfilePictures = v.object({
  male: v.array(v.string()),
  female: v.array(v.string()),
});
export type ProfilePictures = v.InferOutput<typeof ProfilePictures>;

/** member_id is tolerated for compatibility; the member is always the token's. */
export const ProfilePictureUserBody = v.object({ member_id: v.optional(v.unknown()) });
export const ProfilePictureUser = v.object({ url: v.string() });

export const ProfilePictureSetBody = v.object({
  url: Line(200, says('profile.picture_required')),
});

/* The site's endpoints: languages, home content, social links and the profile pictures. */

export const SiteEndpoints = {
  languages: endpoint({
    method: 'get',
    path: '/language/getList',
    summary: "The site's interface languages, by host (the host param, else the Host header)",
    tag: 'site',
    auth: 'public',
    query: LanguageListQuery,
    response: LanguageList,
  }),
  content: endpoint({
    method: 'get',
    path: '/dynamicwebs/getdata',
    summary:
      "The site's home content (banners, advertisement, welcome, reminder) in a language, its profile and the operator's legal data; a regulated-br site's content never advertises a deposit bonus",
    tag: 'site',
    auth: 'public',
    query: DynamicWebQuery,
    response: DynamicWebData,
  }),
  socialLinks: endpoint({
    method: 'get',
    path: '/socialmedialinks/get',
    summary: "The site's social media links",
    tag: 'site',
    auth: 'public',
    query: SocialLinksQuery,
    response: SocialLinks,
  }),
};

export const ProfilePictureEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/profilepictures',
    summary: 'The pictures a member can choose from',
    tag: 'profile',
    auth: 'public',
    response: ProfilePictures,
  }),
  mine: endpoint({
    method: 'post',
    path: '/profilepictures/user',
    summary: "The member's picture (member_id is ignored: always the token's member)",
    tag: 'profile',
    auth: 'member',
    body: ProfilePictureUserBody,
    response: ProfilePictureUser,
  }),
  set: endpoint({
    method: 'post',
    path: '/profilepictures/set',
    summary: "Set the member's picture to one of the list",
    tag: 'profile',
    auth: 'member',
    body: ProfilePictureSetBody,
    response: ProfilePictureUser,
    errors: { 'profile.picture_required': 'a picture that is not in the list' },
  }),
};
