import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { choose, percentOfFraction } from '../../engines/balls';
import { drawFrom, simulationDraw } from '../../engines/fair';
import {
  highestSpots,
  KENO_VARIANTS,
  kenoChance,
  kenoEngine,
  kenoPay,
  kenoReturn,
  simulatedPicks,
  type KenoVariant,
} from '../../engines/keno';
import { measure } from '../../engines/types';

const zeros = () => drawFrom(() => 0);
const refusal = (choice: unknown) => {
  const result = v.safeParse(kenoEngine.choice, choice);
  return result.success ? null : result.issues[0].message;
};

describe('keno', () => {
  it('takes 1 to 10 distinct numbers of 1–80 and an amount', () => {
    expect(refusal({ amount: '2.50', picks: [1, 80, 33] })).toBeNull();
    expect(refusal({ amount: '2.50', picks: [] })).toBe('keno.picks_count');
    expect(refusal({ amount: '2.50', picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] })).toBe('keno.picks_count');
    expect(refusal({ amount: '2.50', picks: 'all' })).toBe('keno.picks_count');
    expect(refusal({ amount: '2.50', picks: [0] })).toBe('keno.pick_range');
    expect(refusal({ amount: '2.50', picks: [81] })).toBe('keno.pick_range');
    expect(refusal({ amount: '2.50', picks: [1.5] })).toBe('keno.pick_range');
    expect(refusal({ amount: '2.50', picks: ['7'] })).toBe('keno.pick_range');
    expect(refusal({ amount: '2.50', picks: [7, 7] })).toBe('keno.picks_repeated');
    expect(refusal({ amount: '2.505', picks: [7] })).toBe('amount.two_decimals');
    expect(kenoEngine.stake(KENO_VARIANTS.maraca, { amount: '2.50', picks: [1] })).toBe(250);
  });

  it('draws 20 distinct balls of 1–80 and pays the hits by the spot count’s paytable', () => {
    // Words of 0 draw the balls 1, 2, …, 20 in order.
    const step = kenoEngine.start(KENO_VARIANTS.copacabana, { amount: '2.00', picks: [3, 1, 2, 44] }, zeros());
    expect(step.state.drawn).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(step.state.hits).toEqual([3, 1, 2]);
    expect(step).toMatchObject({ done: true, stakeCents: 200, winCents: 1400 }); // 4 spots, 3 hits: 7×
    const miss = kenoEngine.start(KENO_VARIANTS.turbo, { amount: '2.00', picks: [50, 60] }, zeros());
    expect(miss.winCents).toBe(0);
    const zero = kenoEngine.start(
      KENO_VARIANTS.maraca,
      { amount: '1.00', picks: simulatedPicks(10).map((n) => (n + 40 > 80 ? n : n + 40)) },
      zeros(),
    );
    expect(zero.state.hits).toEqual([]);
    expect(zero.winCents).toBe(200); // Maracá's 10 spots pay 2× for no hit at all

    for (let seed = 1; seed <= 200; seed += 1) {
      const { state } = kenoEngine.start(
        KENO_VARIANTS.maraca,
        { amount: '1.00', picks: [5, 10, 15] },
        simulationDraw(seed),
      );
      expect(new Set(state.drawn).size).toBe(20);
      expect(state.drawn.every((n) => Number.isInteger(n) && n >= 1 && n <= 80)).toBe(true);
      expect(state.hits).toEqual([5, 10, 15].filter((n) => state.drawn.includes(n)));
    }
    expect(kenoEngine.view(KENO_VARIANTS.maraca, step.state, true)).toEqual({
      picks: [3, 1, 2, 44],
      drawn: step.state.drawn,
      hits: [3, 1, 2],
    });
  });

  it('states each spot count’s exact return, all within 85–99%, and the highest as the title’s', () => {
    const total = choose(80, 20);
    expect(total).toBe(3535316142212174320n);
    for (const variant of Object.values(KENO_VARIANTS) as KenoVariant[]) {
      const rtps: string[] = [];
      for (let spots = 1; spots <= 10; spots += 1) {
        // The chances of 0…spots hits add up to exactly 1.
        let sum = 0n;
        for (let hits = 0; hits <= spots; hits += 1) sum += choose(spots, hits) * choose(80 - spots, 20 - hits);
        expect(sum).toBe(total);
        // The return, summed here the plain way over the hits.
        let paid = 0n;
        for (let hits = 0; hits <= spots; hits += 1) {
          paid += BigInt(kenoPay(variant, spots, hits)) * choose(spots, hits) * choose(80 - spots, 20 - hits);
        }
        const r = kenoReturn(variant, spots);
        expect(r.numerator * total * 100n).toBe(paid * r.denominator);
        const rtp = Number(percentOfFraction(r));
        expect(rtp).toBeGreaterThanOrEqual(85);
        expect(rtp).toBeLessThanOrEqual(99);
        rtps.push(percentOfFraction(r));
        // Pays never shrink with more hits (Maracá's pay for no hit at all aside).
        const pays = Object.entries(variant.paytable[spots]!)
          .filter(([hits]) => hits !== '0')
          .map(([, pay]) => Number(pay));
        expect([...pays].sort((a, b) => a - b)).toEqual(pays);
      }
      expect(kenoEngine.rtp(variant)).toBe(rtps.reduce((a, b) => (Number(b) > Number(a) ? b : a)));
      expect(rtps[highestSpots(variant) - 1]).toBe(kenoEngine.rtp(variant));
    }
    // One spot: a quarter of the time, paid 3.80×.
    expect(kenoChance(1, 1)).toEqual({ numerator: 1n, denominator: 4n });
    expect(kenoEngine.rtp(KENO_VARIANTS.maraca)).toBe('95.84');
    expect(kenoEngine.rtp(KENO_VARIANTS.copacabana)).toBe('95.96');
    expect(kenoEngine.rtp(KENO_VARIANTS.turbo)).toBe('94.60');
    const rules = kenoEngine.rules(KENO_VARIANTS.maraca) as { paytable: { spots: number; rtp: string }[] };
    expect(rules.paytable.map((p) => p.rtp)).toEqual([
      '95.00',
      '95.09',
      '95.74',
      '95.24',
      '95.64',
      '95.84',
      '95.80',
      '95.57',
      '94.94',
      '95.51',
    ]);
  });

  it('measures the stated return over 200 000 simulated rounds in all', () => {
    const rounds = Math.round(200_000 / Object.keys(KENO_VARIANTS).length);
    for (const [key, variant] of Object.entries(KENO_VARIANTS)) {
      const m = measure(rounds, simulationDraw(2026 + key.length), (draw) => kenoEngine.simulate(variant, draw));
      const stated = Number(kenoEngine.rtp(variant));
      expect(m.low, key).toBeLessThanOrEqual(stated);
      expect(m.high, key).toBeGreaterThanOrEqual(stated);
    }
  }, 60_000);
});
