import { describe, expect, it } from 'vitest';
import { oddsHundredths, slipOdds, slipReturnCents } from '../../engines/slipOdds';
import { combinedOdds, potentialReturn } from '../../machines/betSlip.machine';

describe("the slip's one rounding rule (engines/slipOdds.ts)", () => {
  it('multiplies the odds shown exactly and rounds down once: 2.03 × 2.41 × 3.24 = 15.85', () => {
    expect(slipOdds([203, 241, 324])).toBe(1585);
    expect(slipReturnCents(1000, 1585)).toBe(15_850);
    expect(slipReturnCents(33, 210)).toBe(69);
    expect(slipOdds([150])).toBe(150);
    expect(slipOdds([])).toBe(100);
    expect(slipOdds([150, 200])).toBe(300);
  });

  it('reads odds as shown without floating point, and the slip shows what the rule gives', () => {
    expect(oddsHundredths('2.03')).toBe(203);
    expect(oddsHundredths('4,1')).toBe(410);
    expect(oddsHundredths('15')).toBe(1500);
    expect(oddsHundredths('1.234')).toBeNull();
    expect(combinedOdds([{ odds: '2.03' }, { odds: '2.41' }, { odds: '3.24' }])).toBe('15.85');
    expect(potentialReturn('10,00', '15.85')).toBe('158.50');
  });
});
