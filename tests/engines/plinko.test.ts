import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { drawFrom, simulationDraw } from '../../engines/fair';
import {
  choose,
  hundredthsOf,
  MAX_ROWS,
  MIN_ROWS,
  PLINKO_VARIANTS,
  PlinkoChoice,
  plinkoEngine,
  RISKS,
  tableReturn,
  type PlinkoVariant,
} from '../../engines/plinko';
import { measure } from '../../engines/types';

const variant: PlinkoVariant = PLINKO_VARIANTS.cascata;
const bits = (...values: number[]) => drawFrom(() => values.shift()!);
const ROWS = Array.from({ length: MAX_ROWS - MIN_ROWS + 1 }, (_, i) => MIN_ROWS + i);

describe('plinko', () => {
  it('drops the ball one drawn bit per row and pays the slot it lands in', () => {
    const round = plinkoEngine.start(variant, { amount: '10.00', rows: 8, risk: 'high' }, bits(1, 1, 1, 1, 1, 1, 1, 1));
    expect(round.state.path).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(round).toMatchObject({ done: true, stakeCents: 1000, winCents: 29_000 });
    expect(plinkoEngine.view(variant, round.state, true)).toMatchObject({ slot: 8, multiplier: '29' });

    const middle = plinkoEngine.start(
      variant,
      { amount: '10.00', rows: 9, risk: 'low' },
      bits(0, 1, 0, 1, 0, 1, 0, 1, 0),
    );
    expect(middle.state.slot).toBe(4);
    expect(middle.winCents).toBe(700);
  });

  it('publishes symmetric tables that grow from the middle out, one per rows and risk', () => {
    for (const risk of RISKS) {
      for (const rows of ROWS) {
        const table = variant.tables[risk][rows]!.map(hundredthsOf);
        expect(table).toHaveLength(rows + 1);
        expect(table).toEqual([...table].reverse());
        for (let k = 0; k < rows / 2 - 1; k += 1) expect(table[k]).toBeGreaterThanOrEqual(table[k + 1]!);
      }
    }
  });

  it('returns between 98% and 99% on every table, exactly by the binomial odds', () => {
    expect(choose(16, 8)).toBe(12_870);
    for (const risk of RISKS) {
      for (const rows of ROWS) {
        const [numerator, denominator] = tableReturn(variant, rows, risk);
        expect(numerator / denominator).toBeGreaterThanOrEqual(0.98);
        expect(numerator / denominator).toBeLessThanOrEqual(0.99);
      }
    }
    // 8 rows, low: (2×5.6 + 16×2.5 + 56×1.1 + 112×0.8 + 70×0.7) / 256
    expect(tableReturn(variant, 8, 'low')).toEqual([2 * 560 + 16 * 250 + 56 * 110 + 112 * 80 + 70 * 70, 25_600]);
    const rules = plinkoEngine.rules(variant) as { tables: Record<string, Record<string, { rtp: string }>> };
    expect(rules.tables.low?.['8']?.rtp).toBe('98.20');
    // The stated return is the tables' average (the simulation picks rows and risk uniformly).
    const average =
      RISKS.flatMap((risk) => ROWS.map((rows) => tableReturn(variant, rows, risk))).reduce(
        (sum, [n, d]) => sum + n / d,
        0,
      ) /
      (RISKS.length * ROWS.length);
    expect(Math.abs(100 * average - 98.58)).toBeLessThan(0.005);
    expect(plinkoEngine.rtp(variant)).toBe('98.58');
  });

  it('refuses rows or a risk the table does not have', () => {
    for (const rows of [7, 17, 8.5]) {
      expect(v.safeParse(PlinkoChoice, { amount: '1', rows, risk: 'low' }).issues?.[0]?.message).toBe(
        'plinko.rows_range',
      );
    }
    expect(v.safeParse(PlinkoChoice, { amount: '1', rows: 8, risk: 'extreme' }).issues?.[0]?.message).toBe(
      'plinko.risk_invalid',
    );
  });

  it('simulates its stated return', () => {
    const measured = measure(200_000, simulationDraw(16), (draw) => plinkoEngine.simulate(variant, draw));
    const stated = Number(plinkoEngine.rtp(variant));
    expect(measured.low).toBeLessThan(stated);
    expect(measured.high).toBeGreaterThan(stated);
  });
});
