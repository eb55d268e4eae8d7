import { BCP47, type Locale } from '../contract/locales';

/*
 * Money and dates as a language writes them: the player's app and the server (its notices, e-mails and the
 * sandbox checkout) both write them here, so they read the same everywhere.
 */

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
