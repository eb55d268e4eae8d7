import type { Locale } from '../../contract/locales';
import { BCP47 } from './locales';

// Numbers, days, typed amounts and CPFs in the person's language (screens after the first page).

const decimalFormats = new Map<string, Intl.NumberFormat>();

/** A decimal string or number from the API ("96.1") with a fixed number of places in the person's language ("96,10"). */
export function formatDecimal(value: string | number, locale: Locale, places = 2): string {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return String(value);
  const key = `${BCP47[locale]}:${places}`;
  let format = decimalFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(BCP47[locale], { minimumFractionDigits: places, maximumFractionDigits: places });
    decimalFormats.set(key, format);
  }
  return format.format(number);
}

/** A percentage given as a number of percent ("96.1" → "96,10%"). */
export function formatPercent(value: string | number, locale: Locale, places = 2): string {
  return `${formatDecimal(value, locale, places)}%`;
}

/** A multiplier ("1.1" → "1,10×"). */
export function formatMultiplier(value: string | number, locale: Locale): string {
  return `${formatDecimal(value, locale, 2)}×`;
}

/** A calendar day from the API ("2026-11-21") as a date in the person's language ("21/11/2026"). */
export function formatDay(day: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return new Intl.DateTimeFormat(BCP47[locale], { dateStyle: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** An amount from the API ("20.00") as it is prefilled in an input the person types into ("20,00" in Portuguese). */
export function amountForInput(amount: string, locale: Locale): string {
  const number = Number(amount);
  if (amount === '' || !Number.isFinite(number)) return amount;
  const separator = decimalSeparator(locale);
  return number.toFixed(2).replace('.', separator);
}

/** The decimal separator of the person's language ("," in Portuguese). */
export function decimalSeparator(locale: Locale): string {
  return new Intl.NumberFormat(BCP47[locale]).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * An amount as typed ("20,00", "1.500,50", "20.5") as the API's decimal string ("20.00", "1500.50", "20.50");
 * what is not an amount comes back trimmed as it was, for the validator to name.
 */
export function amountFromInput(typed: string): string {
  const value = typed.trim();
  if (/^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(value)) return value.replace(/\./g, '').replace(',', '.');
  if (/^\d+,\d{1,2}$/.test(value)) return value.replace(',', '.');
  return value;
}

/** A CPF as it is shown back (LGPD): the middle six digits only, formatted — ***.982.247-**. */
export function maskCpf(cpf: string): string {
  const digits = cpf.replace(/\D/g, '');
  if (digits.length !== 11) return cpf;
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

/** A PIX key as shown in lists: a CPF key masked, any other key as it is. */
export function pixKeyShown(type: string, account: string): string {
  return type === 'CPF' ? maskCpf(account) : account;
}

/** What an amount input shows: an amount in the API's form ("20.00", a quick amount or a default) the person's way ("20,00"), what they typed as typed. */
export function amountShown(value: string, locale: Locale): string {
  return /^\d+\.\d{2}$/.test(value) ? amountForInput(value, locale) : value;
}
