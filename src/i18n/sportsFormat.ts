import type { Locale } from '../../contract/locales';
import { BCP47 } from './locales';

// The sports section's odds, times and days in the person's language: loaded with it, not with the first page.

/** One formatter per language and style, made once (making one costs far more than using it). */
export function memo<F>(make: (tag: string) => F): (locale: Locale) => F {
  const made = new Map<Locale, F>();
  return (locale) => {
    let format = made.get(locale);
    if (!format) made.set(locale, (format = make(BCP47[locale])));
    return format;
  };
}

const oddsFormat = memo((tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const timeFormat = memo((tag) => new Intl.DateTimeFormat(tag, { timeStyle: 'short' }));
const dayFormat = memo((tag) => new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long' }));
const shortDayFormat = memo(
  (tag) => new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short' }),
);

/** Decimal odds from the API ("2.10") in the person's language ("2,10"), always two places. */
export function formatOdds(odds: string, locale: Locale): string {
  return oddsFormat(locale).format(Number(odds));
}

/** A time of day ("16:00") in the person's language, in the browser's time zone. */
export function formatTime(iso: string, locale: Locale): string {
  return timeFormat(locale).format(new Date(iso));
}

/** A day as a heading ("sábado, 29 de novembro") in the person's language, in the browser's time zone. */
export function formatDayHeading(iso: string, locale: Locale, short = false): string {
  return (short ? shortDayFormat : dayFormat)(locale).format(new Date(iso));
}

/** The browser's calendar day of a time, "YYYY-MM-DD" (to group and filter by day). */
export function localDay(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
