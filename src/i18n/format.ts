import type { Locale } from '../../contract/locales';
import { BCP47 } from './locales';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Formats a decimal string from the API ("1500.00") as BRL in the person's language. */
export function formatMoney(amount: string | number, locale: Locale): string {
  const tag = BCP47[locale];
  let format = moneyFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency: 'BRL' });
    moneyFormats.set(tag, format);
  }
  return format.format(typeof amount === 'number' ? amount : Number(amount));
}

/** Brasília time, the clock limits reset and pauses end by (the server counts days in São Paulo). */
export const BRASILIA = 'America/Sao_Paulo';

/** A date and time in the person's language, in the browser's time zone unless one is given. */
export function formatDateTime(iso: string, locale: Locale, timeZone?: string): string {
  return new Intl.DateTimeFormat(BCP47[locale], {
    dateStyle: 'short',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** Decimal odds from the API ("2.10") in the person's language ("2,10"), always two places. */
export function formatOdds(odds: string, locale: Locale): string {
  return new Intl.NumberFormat(BCP47[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Number(odds),
  );
}

/** A time of day ("16:00") in the person's language, in the browser's time zone. */
export function formatTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(BCP47[locale], { timeStyle: 'short' }).format(new Date(iso));
}

/** A day as a heading ("sábado, 29 de novembro") in the person's language, in the browser's time zone. */
export function formatDayHeading(iso: string, locale: Locale, short = false): string {
  return new Intl.DateTimeFormat(BCP47[locale], {
    weekday: short ? 'short' : 'long',
    day: 'numeric',
    month: short ? 'short' : 'long',
  }).format(new Date(iso));
}

/** The browser's calendar day of a time, "YYYY-MM-DD" (to group and filter by day). */
export function localDay(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
