import { i18n, type Messages } from '@lingui/core';

/** The back office speaks Portuguese (the default) and English, from its own catalog (locales/<locale>/operator.po). */
export const OPERATOR_LOCALES = ['pt', 'en'] as const;
export type OperatorLocale = (typeof OPERATOR_LOCALES)[number];

const catalogs: Record<OperatorLocale, () => Promise<{ messages: Messages }>> = {
  pt: () => import('../../locales/pt/operator.po'),
  en: () => import('../../locales/en/operator.po'),
};

/** The language chosen in the header, remembered on this device. */
const LANG_KEY = 'rodada.operator.lang';

export function initialLocale(): OperatorLocale {
  try {
    return localStorage.getItem(LANG_KEY) === 'en' ? 'en' : 'pt';
  } catch {
    return 'pt';
  }
}

export async function activateLocale(locale: OperatorLocale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.load(locale, messages);
  i18n.activate(locale);
  document.documentElement.lang = locale === 'pt' ? 'pt-BR' : 'en';
  try {
    localStorage.setItem(LANG_KEY, locale);
  } catch {
    // Private browsing without storage: the choice lasts for the page.
  }
}

/** The API's language for the back office's calls. */
export const apiLang = () => (i18n.locale === 'en' ? 'en' : 'pt');

const bcp47 = () => (i18n.locale === 'en' ? 'en-GB' : 'pt-BR');

/** An amount in reais, "R$ 1.234,50". */
export const formatMoney = (amount: string) =>
  new Intl.NumberFormat(bcp47(), { style: 'currency', currency: 'BRL' }).format(Number(amount));

/** A moment in São Paulo's time: the operator's day. */
export const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat(bcp47(), {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(iso));

/**
 * A São Paulo day ("2026-11-28") written as the person's language writes a date, the same way as the date
 * of `formatWhen`: "28/11/2026". The back office shows no other form of a date.
 */
export const formatDay = (day: string) =>
  new Intl.DateTimeFormat(bcp47(), { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** A rate in percent as the person's language writes it: "12,00 %" or "12.00%". */
export const formatPercent = (rate: string | number) =>
  new Intl.NumberFormat(bcp47(), { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Number(rate) / 100,
  );

/** A whole number as the person's language writes it: "12.345" or "12,345". */
export const formatCount = (count: number) => new Intl.NumberFormat(bcp47()).format(count);

/**
 * A decimal of the API ("2000.00", "12.5") as the person's language writes it, with `places` decimals:
 * "2.000,00" or "2,000.00". Written from the string's digits, never through a float: exact however long.
 */
export function formatDecimal(value: string, places = 2): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const { group, decimal } = separators();
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const decimals = fraction.padEnd(places, '0');
  return `${sign}${grouped}${places > 0 || fraction ? `${decimal}${decimals}` : ''}`;
}

/** The person's language's marks: pt "." between thousands and "," before the decimals; en the other way. */
export const separators = () => (i18n.locale === 'en' ? { group: ',', decimal: '.' } : { group: '.', decimal: ',' });

/**
 * A decimal typed in the person's language → the API's form ("2000.00"), or null when it is not one or could be
 * read two ways. The rule, strict so that nothing is guessed:
 * - the language's decimal mark (pt ",", en ".") comes before at most `places` decimals, and its other mark
 *   only groups thousands, in groups of exactly three: pt "2.000,00", "2000,00", "2000"; en "2,000.00";
 * - the other mark before one or two final digits, with no other mark, can be no grouping: it is the
 *   decimals too (pt "2000.00", en "2000,50" — the API's form is always taken);
 * - anything else is refused: pt "1,234" (three decimals, or a thousand written the English way?), en
 *   "1.234", marks mixed out of order, a sign, letters.
 */
export function parseDecimal(text: string, places = 2): string | null {
  const { group, decimal } = separators();
  const trimmed = text.trim().replace(/\s/g, '');
  const esc = (mark: string) => (mark === '.' ? '\\.' : ',');
  const decimals = places > 0 ? `(?:${esc(decimal)}(\\d{1,${places}}))?` : '';
  const own = new RegExp(`^(\\d{1,3}(?:${esc(group)}\\d{3})+|\\d+)${decimals}$`).exec(trimmed);
  const other = places > 0 ? new RegExp(`^(\\d+)${esc(group)}(\\d{1,${Math.min(2, places)}})$`).exec(trimmed) : null;
  const match = own ?? other;
  if (!match) return null;
  const digits = own ? (match[1] ?? '').split(group).join('') : (match[1] ?? '');
  const whole = digits.replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  return places > 0 ? `${whole}.${fraction.padEnd(places, '0')}` : whole;
}

/** How a decimal is written in the person's language, for a field's hint: "2.000,00" or "2,000.00". */
export const decimalExample = (places = 2) => formatDecimal('2000', places);

/** The pattern of a date in the person's language, for a date field's hint: "dd/mm/aaaa" or "dd/mm/yyyy". */
export const datePattern = () => (i18n.locale === 'en' ? 'dd/mm/yyyy' : 'dd/mm/aaaa');

/**
 * A date typed as the person's language writes it (day, month, year: "28/11/2026", "28/11/26" not taken) → the
 * API's day ("2026-11-28"); null when it is not a calendar day.
 */
export function parseDay(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
