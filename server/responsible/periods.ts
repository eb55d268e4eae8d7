import type { StatementPeriod } from '../../contract/responsible';
import { saoPauloDay, saoPauloDayStart } from '../../lib/time';

/*
 * The calendar periods limits and the statement count over, in São Paulo time: a day from midnight, a
 * week from Monday, a month from its first day.
 */

export type CalendarPeriod = StatementPeriod;

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 = Sunday

/** The first São Paulo day of the period that holds `day` ("2026-11-23"). */
export function periodFirstDay(period: CalendarPeriod, day: string): string {
  if (period === 'day') return day;
  if (period === 'month') return `${day.slice(0, 8)}01`;
  const back = (weekday(day) + 6) % 7;
  return saoPauloDay(new Date(saoPauloDayStart(day, -back).getTime() + 12 * 3600 * 1000));
}

/** The first São Paulo day of the period after the one starting on `first`. */
export function nextPeriodFirstDay(period: CalendarPeriod, first: string): string {
  if (period === 'day') return addDays(first, 1);
  if (period === 'week') return addDays(first, 7);
  const [year = 0, month = 1] = first.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The first São Paulo day of the period before the one starting on `first`. */
export function previousPeriodFirstDay(period: CalendarPeriod, first: string): string {
  if (period === 'day') return addDays(first, -1);
  if (period === 'week') return addDays(first, -7);
  const [year = 0, month = 1] = first.split('-').map(Number);
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
}

export const addDays = (day: string, days: number) =>
  saoPauloDay(new Date(saoPauloDayStart(day, days).getTime() + 12 * 3600 * 1000));

/** The instants the period holding `now` starts and ends (the next one's start). */
export function periodBounds(period: CalendarPeriod, now: Date): { start: Date; end: Date } {
  const first = periodFirstDay(period, saoPauloDay(now));
  return { start: saoPauloDayStart(first), end: saoPauloDayStart(nextPeriodFirstDay(period, first)) };
}

/** `at` moved by whole calendar months (a pause or self-exclusion of 6 months, a year). */
export function addMonths(at: Date, months: number): Date {
  const moved = new Date(at);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
}
