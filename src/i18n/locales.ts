import { BCP47, DEFAULT_LOCALE, isLocale, type Locale } from '../../contract/locales';

export { BCP47 };

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
