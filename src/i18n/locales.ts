import { DEFAULT_LOCALE, isLocale, type Locale } from '../../contract/locales';

/** The site's language codes mapped to BCP 47 tags for Intl and the document. */
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

const LANG_KEY = 'rodada.lang';

export function readSavedLocale(): string | null {
  try {
    return localStorage.getItem(LANG_KEY);
  } catch {
    return null;
  }
}

export function saveLocale(code: string): void {
  try {
    localStorage.setItem(LANG_KEY, code);
  } catch {
    /* storage unavailable (private mode): the choice lasts for this page only */
  }
}

/** The language the page starts in: the saved choice, else Portuguese. */
export function initialLocale(): Locale {
  const saved = readSavedLocale();
  return saved && isLocale(saved) ? saved : DEFAULT_LOCALE;
}
