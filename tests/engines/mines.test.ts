import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { drawFrom, simulationDraw } from '../../engines/fair';
import {
  cashoutReturn,
  choose,
  MINES_VARIANTS,
  MinesAction,
  MinesChoice,
  minesEngine,
  multiplierHundredths,
  returnRange,
} from '../../engines/mines';
import { EngineRefusal, measure } from '../../engines/types';

const variant = MINES_VARIANTS.minas;
/** A draw that places the mines where the words say (Fisher–Yates from the last square down). */
const words = (...values: number[]) => drawFrom(() => values.shift() ?? 0);

/** A round whose mines are exactly `mines` (the shuffle's first squares), found by trying draws. */
function roundWith(mines: number[]) {
  for (let seed = 1; ; seed += 1) {
    const round = minesEngine.start(variant, { amount: '10.00', mines: mines.length }, simulationDraw(seed));
    if (mines.every((cell) => round.state.mines.includes(cell))) return round;
  }
}

describe('mines', () => {
  it('places the chosen number of distinct mines and hides them while the round is open', () => {
    const round = minesEngine.start(variant, { amount: '2.50', mines: 5 }, words(7, 3, 9, 1, 0));
    expect(new Set(round.state.mines).size).toBe(5);
    expect(round.done).toBe(false);
    expect(round.stakeCents).toBe(250);
    const view = minesEngine.view(variant, round.state, false) as Record<string, unknown>;
    expect(view.mine_cells).toBeNull();
    expect(view.multiplier).toBe('0.97');
    expect(view.next).toBe('1.21');
    expect(JSON.stringify(view)).not.toContain(JSON.stringify(round.state.mines));
  });

  it('raises the multiplier on each gem, pays it on cash-out, and pays nothing on a mine', () => {
    const round = roundWith([0]);
    const gem = [...Array(25).keys()].find((cell) => !round.state.mines.includes(cell))!;
    let step = minesEngine.act!(variant, round.state, { reveal: gem });
    expect(step.done).toBe(false);
    // 1 mine, 1 gem: 0.97 × 25 / 24 = 1.0104… → 1.01
    expect((minesEngine.view(variant, step.state, false) as { multiplier: string }).multiplier).toBe('1.01');
    expect(() => minesEngine.act!(variant, step.state, { reveal: gem })).toThrow(EngineRefusal);
    const cashed = minesEngine.act!(variant, step.state, { cashout: true });
    expect(cashed).toMatchObject({ done: true, winCents: 1010, stakeCents: 1000 });
    expect((minesEngine.view(variant, cashed.state, true) as { mine_cells: number[] }).mine_cells).toEqual(
      round.state.mines,
    );
    expect(() => minesEngine.act!(variant, cashed.state, { cashout: true })).toThrow(EngineRefusal);

    step = minesEngine.act!(variant, step.state, { reveal: round.state.mines[0]! });
    expect(step).toMatchObject({ done: true, winCents: 0 });
    expect((minesEngine.view(variant, step.state, true) as { hit: number }).hit).toBe(round.state.mines[0]);
  });

  it('cashes out by itself when every gem is found, and a timed-out round cashes out', () => {
    let step = roundWith([24]);
    for (let cell = 0; cell < 24; cell += 1) step = minesEngine.act!(variant, step.state, { reveal: cell });
    // 0.97 × C(25, 24) / C(24, 24) = 24.25
    expect(step).toMatchObject({ done: true, winCents: 24_250 });
    expect(minesEngine.timeoutAction!(variant, step.state)).toEqual({ cashout: true });
  });

  it('uses the fair odds times 97%, floored to two places', () => {
    expect(choose(25, 5)).toBe(53_130);
    expect(multiplierHundredths(variant, 3, 5)).toBe(Math.floor((97 * choose(25, 5)) / choose(22, 5)));
    expect(multiplierHundredths(variant, 24, 1)).toBe(2425);
    expect(multiplierHundredths(variant, 1, 24)).toBe(2425);
    const top = multiplierHundredths(variant, 12, 13);
    expect(top).toBe(Math.floor(97 * choose(25, 13)));
  });

  it('returns at most 97% and no less than 96% on any cash-out, whatever the strategy', () => {
    for (let mines = 1; mines <= 24; mines += 1) {
      for (let gems = 0; gems <= 25 - mines; gems += 1) {
        const [numerator, denominator] = cashoutReturn(variant, mines, gems);
        expect(numerator / denominator).toBeLessThanOrEqual(0.97);
        expect(numerator / denominator).toBeGreaterThan(0.96);
      }
    }
  });

  it('publishes the range every strategy’s return lies in', () => {
    expect(returnRange(variant)).toEqual({ min: '96.25', max: '97.00' });
    // 2 mines, 3 gems: C(23, 3) / C(25, 3) × floor(97 × C(25, 3) / C(23, 3)) = 1771 / 2300 × 1.25
    expect(cashoutReturn(variant, 2, 3)).toEqual([1771 * 125, 2300 * 100]);
  });

  it('states the exact return of its strategy (3 mines, 5 gems)', () => {
    // C(22, 5) / C(25, 5) to survive, × floor(97 × C(25, 5) / C(22, 5)) = 1.95
    expect(cashoutReturn(variant, 3, 5)).toEqual([26_334 * 195, 53_130 * 100]);
    expect(minesEngine.rtp(variant)).toBe('96.65');
  });

  it('refuses a choice or an action off the grid with its code', () => {
    for (const mines of [0, 25, 2.5, '3']) {
      const issues = v.safeParse(MinesChoice, { amount: '1', mines }).issues;
      expect(issues?.[0]?.message).toBe('mines.count_range');
    }
    for (const action of [{ reveal: 25 }, { reveal: -1 }, { reveal: 1.5 }]) {
      expect(v.safeParse(MinesAction, action).issues?.[0]?.message).toBe('mines.cell_invalid');
    }
    expect(v.safeParse(MinesAction, { explode: true }).issues?.[0]?.message).toBe('round.action_invalid');
    expect(v.safeParse(MinesAction, { cashout: true }).success).toBe(true);
  });

  it('simulates its stated return', () => {
    const measured = measure(200_000, simulationDraw(24), (draw) => minesEngine.simulate(variant, draw));
    const stated = Number(minesEngine.rtp(variant));
    expect(measured.low).toBeLessThan(stated);
    expect(measured.high).toBeGreaterThan(stated);
  });
});
