/** The interface languages: the site's codes, in the order they are offered. */
export const LOCALES = ['pt', 'en', 'vi', 'id', 'msa', 'th', 'tr', 'cn', 'ch'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt';

export function isLocale(code: string): code is Locale {
  return (LOCALES as readonly string[]).includes(code);
}

/** A language option's code as the site sends it ("PT1") → the app's code ("pt"). */
export function normalizeLanguageCode(value: string): string {
  return value.trim().replace(/1$/, '').toLowerCase();
}
