import { describe, expect, it } from 'vitest';
import { settledReturnCents, slipOdds, slipReturnCents, type SettledLeg } from '../../engines/slipOdds';

const STATUSES: SettledLeg['status'][] = ['won', 'lost', 'void', 'half_won', 'half_lost'];
const STAKES = [1, 2, 3, 7, 10, 11, 99, 100, 101, 333, 1_000, 12_345, 99_999, 100_000];

describe("a settled slip's return (engines/slipOdds.ts settledReturnCents)", () => {
  it('pays a single stake × odds won, the stake void, stake/2 × odds + stake/2 half won, stake/2 half lost, rounded down, for every odds', () => {
    const wrong: string[] = [];
    for (let odds = 101; odds <= 25_000; odds++) {
      for (const stake of STAKES) {
        // Integers well inside 2^53: the formulas of the rules, rounded down to the centavo.
        const expected: Record<SettledLeg['status'], number> = {
          won: Math.floor((stake * odds) / 100),
          void: stake,
          lost: 0,
          half_won: Math.floor((stake * (odds + 100)) / 200),
          half_lost: Math.floor(stake / 2),
        };
        for (const status of STATUSES) {
          const paid = settledReturnCents(stake, [{ odds, status }]);
          if (paid !== expected[status]) wrong.push(`${stake} @ ${odds} ${status}: ${paid} ≠ ${expected[status]}`);
        }
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('pays an accumulator whose legs all won exactly what the slip showed, a void leg counting 1 and a lost leg 0', () => {
    const odds = [101, 150, 203, 241, 324, 1_000, 4_999];
    for (const a of odds)
      for (const b of odds)
        for (const c of odds)
          for (const stake of STAKES) {
            const legs = (s: SettledLeg['status'][]) => [a, b, c].map((o, i) => ({ odds: o, status: s[i]! }));
            const shown = slipReturnCents(stake, slipOdds([a, b, c]));
            expect(settledReturnCents(stake, legs(['won', 'won', 'won']))).toBe(shown);
            expect(settledReturnCents(stake, legs(['won', 'void', 'won']))).toBe(
              slipReturnCents(stake, slipOdds([a, c])),
            );
            expect(settledReturnCents(stake, legs(['won', 'won', 'lost']))).toBe(0);
            expect(settledReturnCents(stake, legs(['void', 'void', 'void']))).toBe(stake);
          }
  });

  it("multiplies a half leg's factor into the won legs' odds as shown, rounding down once", () => {
    const leg = (odds: number, status: SettledLeg['status']) => ({ odds, status });
    // 2.00 × (1.90 + 1) / 2 = 2.90
    expect(settledReturnCents(1_000, [leg(200, 'won'), leg(190, 'half_won')])).toBe(2_900);
    // 2.03 × 2.41 = 4.89 (as shown) × 1/2
    expect(settledReturnCents(1_000, [leg(203, 'won'), leg(241, 'won'), leg(195, 'half_lost')])).toBe(2_445);
    // 3.33 × 1.475 × 1.425 = 6.9992… → 6.99
    expect(settledReturnCents(333, [leg(195, 'half_won'), leg(185, 'half_won')])).toBe(699);
    expect(settledReturnCents(333, [leg(195, 'half_won'), leg(185, 'half_won'), leg(250, 'lost')])).toBe(0);
    expect(settledReturnCents(1_001, [leg(300, 'half_lost'), leg(400, 'void')])).toBe(500);
  });

  it('never pays more for a worse outcome of any leg: lost ≤ half lost ≤ void ≤ half won ≤ won', () => {
    const order: SettledLeg['status'][] = ['lost', 'half_lost', 'void', 'half_won', 'won'];
    for (const other of STATUSES)
      for (const odds of [101, 175, 210, 990])
        for (const stake of STAKES) {
          const pays = order.map((s) =>
            settledReturnCents(stake, [
              { odds, status: s },
              { odds: 187, status: other },
            ]),
          );
          for (let i = 1; i < pays.length; i++) expect(pays[i]!).toBeGreaterThanOrEqual(pays[i - 1]!);
        }
  });
});
