import { BCP47, DEFAULT_LOCALE, isLocale, type Locale } from '../../contract/locales';
import { preference, rememberPreference, storageChoice } from '../app/storageConsent';

export { BCP47 };

const LANG_KEY = 'rodada.lang';

/** A language chosen before preferences may be kept rides the reload that switches to it in the address. */
const VISIT_PARAM = 'lang';

export function readSavedLocale(): string | null {
  const kept = preference(LANG_KEY);
  if (kept !== null) return kept;
  const carried = new URLSearchParams(location.search).get(VISIT_PARAM);
  // The visit's choice again, so that allowing preferences later keeps it.
  if (carried !== null) rememberPreference(LANG_KEY, carried);
  return carried;
}

/** A preference (src/app/storageConsent.ts): kept on the device only when the person allowed it. */
export function saveLocale(code: string): void {
  rememberPreference(LANG_KEY, code);
}

/** Reloads the page in the language just chosen: kept on the device, or carried in the address for the visit. */
export function reloadInChosenLocale(): void {
  const chosen = preference(LANG_KEY);
  if (storageChoice()?.preferences === true || !chosen) return location.reload();
  const url = new URL(location.href);
  url.searchParams.set(VISIT_PARAM, chosen);
  location.replace(url);
}

/** The language the page starts in: the saved choice, else Portuguese. */
export function initialLocale(): Locale {
  const saved = readSavedLocale();
  return saved && isLocale(saved) ? saved : DEFAULT_LOCALE;
}
