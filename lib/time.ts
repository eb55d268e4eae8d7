import { isCalendarDay } from '../contract/common';
import { BRASILIA } from './format';

/*
 * São Paulo's days: the operator's day, by which the server counts limits, rewards and reports, and the
 * day the apps show and check against (today's date, an age), whatever the device's time zone.
 */

// Marked pure: a bundle that reads only saoPauloDay (the app's first page) leaves this formatter out.
const offsetFormat = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  timeZone: BRASILIA,
  timeZoneName: 'longOffset',
});

/** São Paulo's offset from UTC in minutes at an instant ("GMT-03:00" → -180). */
function offsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The instant a calendar day ("2026-03-02"), moved by `plusDays`, starts in São Paulo. A text that is no
 * calendar day ("2026-02-31") is an error, never rolled over into another day: input is checked before
 * (the contract's CalendarDay).
 */
export function saoPauloDayStart(day: string, plusDays = 0): Date {
  if (!isCalendarDay(day)) throw new RangeError(`Not a day: ${day}`);
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
  const utcMidnight = Date.UTC(year, month - 1, date + plusDays);
  if (Number.isNaN(utcMidnight)) throw new RangeError(`Not a day: ${day}`);
  // The offset at that day's noon: Brazil's old summer time changed at midnight, never at noon.
  const offset = offsetMinutes(new Date(utcMidnight + 12 * 3600 * 1000));
  return new Date(utcMidnight - offset * 60 * 1000);
}

const dayFormat = /* @__PURE__ */ new Intl.DateTimeFormat('en-CA', {
  timeZone: BRASILIA,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The São Paulo calendar day of an instant: "2026-11-29". */
export function saoPauloDay(at: Date): string {
  return dayFormat.format(at);
}

/** The São Paulo day before `day`. */
export function previousDay(day: string): string {
  return saoPauloDay(new Date(saoPauloDayStart(day).getTime() - 12 * 3600 * 1000));
}
