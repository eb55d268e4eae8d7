import { i18n } from '@lingui/core';
import { bcp47 } from './i18n';

/*
 * The back office's counts and decimals written, and decimals and dates read, the person's way (the screens'
 * own: apart from i18n.ts, which the first page loads). Dates and amounts are written by i18n.ts.
 */
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
