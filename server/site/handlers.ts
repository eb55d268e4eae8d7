import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_LOCALE,
  isLocale,
  normalizeLanguageCode,
  type DynamicWebData,
  type LanguageOption,
  type SocialLink,
} from '../../contract';
import { siteContent, socialLinks } from '../db/schema';
import type { Db } from '../db/types';
import { offeredBy } from '../promotions/offered';
import { contentForProfile } from './content';
import { LANGUAGE_OPTIONS } from './languages';
import { legalData } from './legal';
import { siteByCodeOrHost, siteByHost } from './resolve';

export async function languageList(db: Db, host: string | undefined): Promise<LanguageOption[]> {
  const site = await siteByHost(db, host);
  return site.languages.filter(isLocale).map((code) => ({ ...LANGUAGE_OPTIONS[code], value: code }));
}

/**
 * The site's home content in lang, else in Portuguese, with its profile and the operator's legal data;
 * under a profile without deposit bonuses, nothing that promises one (content.ts contentForProfile).
 */
export async function dynamicWebData(
  db: Db,
  siteValue: string | undefined,
  lang: string | undefined,
): Promise<DynamicWebData> {
  const site = await siteByCodeOrHost(db, siteValue);
  const code = lang ? normalizeLanguageCode(lang) : '';
  const wanted = isLocale(code) ? code : DEFAULT_LOCALE;
  const rows = await db
    .select()
    .from(siteContent)
    .where(and(eq(siteContent.siteId, site.id), inArray(siteContent.lang, [wanted, DEFAULT_LOCALE])));
  const row = rows.find((r) => r.lang === wanted) ?? rows.find((r) => r.lang === DEFAULT_LOCALE);
  const content = row?.content ?? {
    banners: [],
    advertisement: null,
    welcome: { title: site.name, text: '' },
    reminder: '',
  };
  return {
    site: site.code,
    profile: site.profile,
    legal: site.legal ? legalData(site.legal) : null,
    ...contentForProfile(content, site.profile, row && isLocale(row.lang) ? row.lang : wanted, offeredBy(site)),
  };
}

export async function siteSocialLinks(db: Db, siteValue: string | undefined): Promise<SocialLink[]> {
  const site = await siteByCodeOrHost(db, siteValue);
  return db
    .select({ name: socialLinks.name, url: socialLinks.url, icon: socialLinks.icon })
    .from(socialLinks)
    .where(eq(socialLinks.siteId, site.id))
    .orderBy(asc(socialLinks.position), asc(socialLinks.id));
}
