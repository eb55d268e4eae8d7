import type { Locale } from '../../contract/locales';
import { BCP47 } from './locales';

// The sports section's odds, times and days in the person's language: loaded with it, not with the first page.

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
