import { BREAK_MINUTES, HALF_MINUTES, type Prices } from './markets';

/**
 * Live betting's dangerous moments: a live fixture's markets are suspended from a short time before the
 * start of a dangerous minute until a short time after it. The simulator's dangerous minutes are its
 * goals' minutes and those of attacks drawn from the same seed that end without a goal (simulator.ts), so
 * a suspension looks the same whether a goal comes or not. A goal "at minute m" is in the score from the
 * start of minute m: every bet priced from a moment before the goal is refused in the suspension's first
 * part (the bet delay of a live slip ends in it, or after the goal with the new odds), and the odds that
 * reopen after it include the goal.
 */

/** Seconds before the start of a dangerous minute from which the fixture's markets are suspended. */
export const SUSPENDED_BEFORE_SECONDS = 20;
/** Seconds after the start of a dangerous minute until which they stay suspended. */
export const SUSPENDED_AFTER_SECONDS = 40;

const MINUTE = 60_000;

/** When match minute m (1 to 90) starts: the second half's minutes come after the break. */
export function minuteStart(kickoff: Date, minute: number): Date {
  const elapsed = minute <= HALF_MINUTES ? minute - 1 : minute - 1 + BREAK_MINUTES;
  return new Date(kickoff.getTime() + elapsed * MINUTE);
}

/** The suspension around a dangerous minute: [from, until). */
export function suspensionWindow(kickoff: Date, minute: number): { from: Date; until: Date } {
  const start = minuteStart(kickoff, minute).getTime();
  return {
    from: new Date(start - SUSPENDED_BEFORE_SECONDS * 1000),
    until: new Date(start + SUSPENDED_AFTER_SECONDS * 1000),
  };
}

/** Whether a kicked-off fixture with these dangerous minutes has its markets suspended at `now`. */
export function suspendedAt(kickoff: Date, dangerousMinutes: readonly number[], now: Date): boolean {
  if (now.getTime() < kickoff.getTime()) return false;
  return dangerousMinutes.some((minute) => {
    const { from, until } = suspensionWindow(kickoff, minute);
    return from.getTime() <= now.getTime() && now.getTime() < until.getTime();
  });
}

/** Every market of the prices suspended (shown without prices, refused with sports.market_suspended). */
export function allSuspended(prices: Prices | null): Prices | null {
  if (!prices) return null;
  return Object.fromEntries(Object.keys(prices).map((market) => [market, null])) as Prices;
}
