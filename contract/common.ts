import * as v from 'valibot';
import { says } from './says';

/** The envelope every API answer comes in. */
export const envelope = <TData extends v.GenericSchema>(data: TData) =>
  v.object({
    code: v.number(),
    status: v.picklist(['success', 'error']),
    message: v.string(),
    /** A refusal's stable code (contract/errors.ts) and the values its text names. */
    error: v.optional(v.string()),
    params: v.optional(v.record(v.string(), v.string())),
    /** Each refused field's code and params, beside data.errors' messages. */
    fields: v.optional(v.record(v.string(), v.object({ error: v.string(), params: v.record(v.string(), v.string()) }))),
    data,
    force_offline: v.optional(v.boolean()),
  });

export type Envelope<T> = {
  code: number;
  status: 'success' | 'error';
  message: string;
  error?: string;
  params?: Record<string, string>;
  fields?: Record<string, { error: string; params: Record<string, string> }>;
  data: T;
  force_offline?: boolean;
};

/** Money travels as a decimal string with two places: "1500.00". */
export const Money = v.pipe(v.string(), v.regex(/^-?\d+\.\d{2}$/, says('amount.invalid')));

/** C0 control characters and DEL: never in a one-line field (NUL would not even reach the database). */
const CONTROL = /[\u0000-\u001f\u007f]/;
/** The same but tab, line feed and carriage return, which free text (a message's body) may carry. */
const CONTROL_IN_FREE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A number as a person may type it (either separator, any places, maybe negative): anything else is not an amount. */
export const isTypedNumber = (text: string) => /^-?\d+([.,]\d+)?$/.test(text.trim());

/** Half of a surrogate pair without its other half: no character at all (and PGlite fails to store it). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether the database can store a string as sent: no NUL and no lone surrogate (control characters aside). */
export const isStorableText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/**
 * A string as the database can store it: NUL dropped, each lone surrogate replaced by U+FFFD — for what is
 * kept of a request that was refused (its text may be what the refusal was for).
 */
export const storableText = (text: string) =>
  text.replaceAll('\u0000', '').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\ufffd');

/**
 * Whether a string is plain text: no control character (free text: tab and line breaks allowed) and no
 * lone surrogate — what a person can type, and what the database stores as sent.
 */
export const isPlainText = (text: string, free = false) =>
  !(free ? CONTROL_IN_FREE_TEXT : CONTROL).test(text) && !LONE_SURROGATE.test(text);

/** The step of a one-line text field's pipe that refuses anything but plain text, with the field's message. */
export const plainText = (message: string = says('request.invalid')) =>
  v.check((text: string) => isPlainText(text), message);
/** The same for free text: tab and line breaks allowed. */
export const plainFreeText = (message: string = says('request.invalid')) =>
  v.check((text: string) => isPlainText(text, true), message);

/**
 * A line of text typed or sent by a client: plain text (no control character, no lone surrogate) up to
 * max characters, every failure (not a string, not plain, too long) answered with the field's message.
 */
export const Line = (max: number, message: string = says('request.invalid')) =>
  v.pipe(v.string(message), plainText(message), v.maxLength(max, message));

/** Line, trimmed before its length is counted. */
export const TrimmedLine = (max: number, message: string = says('request.invalid')) =>
  v.pipe(v.string(message), plainText(message), v.trim(), v.maxLength(max, message));

/** Every request may carry the interface language (query param and body field). */
export const LangField = v.optional(Line(10));

/** The largest database id (a PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

/** A whole number from 1 to max, as a number or a string of digits (a query parameter); else `message`. */
const WholeNumber = (max: number, message: string) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.trim(), v.regex(/^\d{1,10}$/, message))], message),
    v.transform(Number),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

/**
 * A database id: a whole number from 1 to 2147483647 (a PostgreSQL integer); anything else — 0, 2^31,
 * "1e3", 1.5, true, an array — fails with the id's own message ('Game not found').
 */
export const Id = (message: string) => WholeNumber(MAX_ID, message);

/** A whole number from 1 to max, also when it arrives as a query string ("2"). */
export const PositiveInt = (max: number, message: string = says('request.invalid')) => WholeNumber(max, message);

/**
 * The largest amount the API takes, in centavos: R$ 10,000,000,000.00. Far below 2^53, so every amount
 * and every sum of a few of them is exact in a JavaScript number and fits PostgreSQL's bigint.
 */
export const MAX_AMOUNT_CENTS = 1_000_000_000_000;
/** MAX_AMOUNT_CENTS as the API writes it. */
export const MAX_AMOUNT = '10000000000.00';

/** Whether an amount typed as a decimal string ("1500.5", already of the right shape) is at most MAX_AMOUNT. */
export const withinMaxAmount = (amount: string) => Number(amount) <= MAX_AMOUNT_CENTS / 100;

/** The paging fields of a list request: page (from 1) and per_page (at most 100). */
export const paging = (perPage: number) => ({
  page: v.optional(PositiveInt(10_000), 1),
  per_page: v.optional(PositiveInt(100), perPage),
});

/** The number of days in a month (1–12) of a year of the Gregorian calendar. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Whether text is a calendar day written YYYY-MM-DD that exists: a month from 01 to 12 and a day of that
 * month (29 February only in a leap year). "2026-02-31", "2026-10-55", "2025-23-24" are no day — a Date
 * would roll them over into another one.
 */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The first and last day any day of the site's business (a bet, a settlement, a record) may be. */
export const FIRST_BUSINESS_DAY = '2000-01-01';
export const LAST_BUSINESS_DAY = '2099-12-31';
/**
 * A date field: a calendar day (isCalendarDay) from `min` to `max`, both included; anything else — not a
 * string, another shape, a day that does not exist, one out of bounds — fails with the field's message.
 * Every date the API takes is one of these: days are compared and stored as this text, never rolled by a
 * Date.
 */
export const CalendarDay = (message: string, bounds: { min: string; max: string }) =>
  v.pipe(
    v.string(message),
    // The shape (and `format: date` in the OpenAPI document), then whether the day exists.
    v.isoDate(message),
    v.check(isCalendarDay, message),
    v.check((day) => day >= bounds.min && day <= bounds.max, message),
  );

/** A day of the site's business (FIRST_BUSINESS_DAY to LAST_BUSINESS_DAY). */
export const BusinessDay = (message: string) =>
  CalendarDay(message, { min: FIRST_BUSINESS_DAY, max: LAST_BUSINESS_DAY });

/** A decimal multiplier or odds with two places ("2.35"). */
export const Multiplier = v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/));
