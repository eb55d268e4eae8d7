import { isCalendarDay } from '../../contract/common';

export const SAO_PAULO = 'America/Sao_Paulo';

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: SAO_PAULO, timeZoneName: 'longOffset' });

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

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SAO_PAULO,
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
