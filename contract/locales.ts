/** The interface languages: the site's codes, in the order they are offered. */
export const LOCALES = ['pt', 'en', 'vi', 'id', 'msa', 'th', 'tr', 'cn', 'ch'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt';

/** The site's language codes mapped to BCP 47 tags (Intl, the document's lang). */
export const BCP47: Record<Locale, string> = {
  pt: 'pt-BR',
  en: 'en',
  vi: 'vi-VN',
  id: 'id-ID',
  msa: 'ms-MY',
  th: 'th-TH',
  tr: 'tr-TR',
  cn: 'zh-CN',
  ch: 'zh-TW',
};

export function isLocale(code: string): code is Locale {
  return (LOCALES as readonly string[]).includes(code);
}

/** A language option's code as the site sends it ("PT1") → the app's code ("pt"). */
export function normalizeLanguageCode(value: string): string {
  return value.trim().replace(/1$/, '').toLowerCase();
}
