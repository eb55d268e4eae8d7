import { describe, expect, it } from 'vitest';
import {
  american,
  fractional,
  fromAmerican,
  fromFractional,
  oddsHundredths,
  writeOdds,
} from '../../src/i18n/oddsFormat';
import { formatOdds } from '../../src/i18n/sportsFormat';
import { EXAMPLE, EXAMPLES } from '../../src/features/profile/oddsExamples';

/** Every odds the book can show, 1.01 to 1000.00, written as the API writes them ("n.nn"). */
const ALL = Array.from({ length: 100_000 - 100 }, (_, i) => {
  const h = i + 101;
  return `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;
});

describe('odds formats', () => {
  it('writes the examples as the profile shows them', () => {
    expect(writeOdds('3.50', 'fractional')).toBe('5/2');
    expect(writeOdds('2.10', 'fractional')).toBe('11/10');
    expect(writeOdds('1.91', 'fractional')).toBe('91/100');
    expect(writeOdds('2.00', 'fractional')).toBe('1/1');
    expect(writeOdds('2.50', 'american')).toBe('+150');
    expect(writeOdds('1.50', 'american')).toBe('\u2212200');
    expect(writeOdds('2.00', 'american')).toBe('+100');
    expect(writeOdds('1.91', 'american')).toBe('\u2212110');
    expect(writeOdds('1000.00', 'american')).toBe('+99900');
    expect(formatOdds('2.10', 'pt')).toBe('2,10');
    expect(formatOdds('2.10', 'en')).toBe('2.10');
    expect(writeOdds('1.00', 'american')).toBe('1.00');
    // The profile's examples of each format are 2.50's.
    expect(EXAMPLES).toEqual({
      fractional: writeOdds(EXAMPLE, 'fractional'),
      american: writeOdds(EXAMPLE, 'american'),
    });
  });

  it('reads odds in whole hundredths from their digits, never through a float', () => {
    expect(oddsHundredths('1.01')).toBe(101);
    expect(oddsHundredths('4.35')).toBe(435); // 4.35 * 100 is 434.99999999999994 in floats
    expect(oddsHundredths('1000.00')).toBe(100_000);
    expect(() => oddsHundredths('2.1')).toThrow();
  });

  it('every odds from 1.01 to 1000.00 round-trips exactly through fractional and American', () => {
    // The odds that break a rule (one expect at the end: 99,900 expects would take seconds).
    const wrong: string[] = [];
    let previousAmerican = -Infinity;
    for (const odds of ALL) {
      const h = oddsHundredths(odds);
      const [n, d] = fractional(h);
      // Whole, positive and exactly (odds − 1): n/d × 100 is whole hundredths.
      if (!(Number.isInteger(n) && Number.isInteger(d) && n > 0 && d > 0) || n * 100 !== (h - 100) * d)
        wrong.push(`${odds} fraction ${n}/${d}`);
      if (fromFractional(n, d) !== h) wrong.push(`${odds} from ${n}/${d}`);
      const a = american(h);
      if (!Number.isInteger(a) || Math.abs(a) < 100) wrong.push(`${odds} American ${a}`);
      if (fromAmerican(a) !== h) wrong.push(`${odds} from American ${a}`);
      // Strictly increasing with the odds: no two odds share an American figure.
      if (a <= previousAmerican) wrong.push(`${odds} American ${a} after ${previousAmerican}`);
      previousAmerican = a;
    }
    expect(wrong).toEqual([]);
  });

  it('writes every fraction in lowest terms', () => {
    const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
    expect(ALL.filter((odds) => gcd(...fractional(oddsHundredths(odds))) !== 1)).toEqual([]);
  });
});
