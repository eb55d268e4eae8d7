import type { OddsFormat } from '../../contract/oddsFormats';

/*
 * Odds in the member's chosen format (profile → odds format): decimal as the API gives them ("3.50"),
 * fractional (the winnings to a stake of one, reduced: 5/2) or American (+150 / −200). Every conversion is
 * done in whole hundredths, so no float ever decides a digit. It imports nothing: screens write odds through
 * `useOdds` (src/i18n/useOdds.ts), which loads this only for a member who chose another format than decimal.
 */

/** "3.50" → 350: the odds in whole hundredths, read from the digits (odds are always "n.nn"). */
export function oddsHundredths(odds: string): number {
  const match = /^(\d+)\.(\d{2})$/.exec(odds);
  if (!match) throw new Error(`odds must be written "n.nn": ${odds}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** The fractional odds of odds in hundredths: (odds − 1) as a reduced fraction (350 → [5, 2], 191 → [91, 100]). */
export function fractional(hundredths: number): [number, number] {
  const win = hundredths - 100;
  const d = gcd(win, 100);
  return [win / d, 100 / d];
}

/**
 * The American odds of odds in hundredths: from 2.00 up, what a stake of 100 wins (+150); below, the stake that
 * wins 100 (−200), rounded to the nearest whole (1.91 → −110). Whole figures tell every two odds apart and
 * read back to the same hundredths (tests/unit/oddsFormat.test.ts walks them all).
 */
export function american(hundredths: number): number {
  const win = hundredths - 100;
  return win >= 100 ? win : -Math.round(10_000 / win);
}

/** Decimal odds in hundredths from fractional odds, rounded to the nearest hundredth. */
export function fromFractional(numerator: number, denominator: number): number {
  return 100 + Math.round((numerator * 100) / denominator);
}

/** Decimal odds in hundredths from American odds, rounded to the nearest hundredth. */
export function fromAmerican(odds: number): number {
  return odds > 0 ? 100 + odds : 100 + Math.round(10_000 / -odds);
}

const MINUS = '\u2212';

/** Odds from the API ("2.10") as fractional ("11/10") or American ("+110") odds; decimal is `formatOdds`'s. */
export function writeOdds(odds: string, format: Exclude<OddsFormat, 'decimal'>): string {
  const hundredths = oddsHundredths(odds);
  // Odds of 1.00 win nothing: no fraction or American figure says that better than the decimal.
  if (hundredths <= 100) return odds;
  if (format === 'fractional') {
    const [n, d] = fractional(hundredths);
    return `${n}/${d}`;
  }
  const a = american(hundredths);
  return a > 0 ? `+${a}` : `${MINUS}${-a}`;
}
