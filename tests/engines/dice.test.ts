import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { drawFrom, simulationDraw } from '../../engines/fair';
import { chanceOf, DICE_VARIANTS, DiceChoice, diceEngine, multiplierOf, multiplierText } from '../../engines/dice';
import { measure } from '../../engines/types';

const variant = DICE_VARIANTS.rapido;
const roll = (value: number) => drawFrom(() => value);
const play = (target: string, direction: 'under' | 'over', rolled: number) =>
  diceEngine.start(variant, { amount: '10.00', target, direction }, roll(rolled));

describe('dice', () => {
  it('rolls 0.00–99.99 and wins under the target (strictly) or over it (strictly)', () => {
    expect(play('50.00', 'under', 4999)).toMatchObject({ done: true, winCents: 1980, stakeCents: 1000 });
    expect(play('50.00', 'under', 5000).winCents).toBe(0);
    expect(play('50.00', 'over', 5000).winCents).toBe(0);
    expect(play('49.99', 'over', 5000).winCents).toBe(1980);
    const view = diceEngine.view(variant, play('2.00', 'under', 199).state, true);
    expect(view).toEqual({
      roll: '1.99',
      target: '2.00',
      direction: 'under',
      chance: '2.00',
      multiplier: '49.50',
      won: true,
    });
  });

  it('pays 99% over the win chance, floored to four significant digits', () => {
    expect(chanceOf(5000, 'under')).toBe(5000);
    expect(chanceOf(5000, 'over')).toBe(4999);
    expect(multiplierText(multiplierOf(variant, 4950))).toBe('2.00');
    expect(multiplierText(multiplierOf(variant, 5000))).toBe('1.98');
    expect(multiplierText(multiplierOf(variant, 9800))).toBe('1.01');
    expect(multiplierOf(variant, 9800)).toBe(10_100);
    expect(multiplierText(multiplierOf(variant, 3000))).toBe('3.30');
    expect(multiplierText(multiplierOf(variant, 700))).toBe('14.14');
    expect(multiplierText(multiplierOf(variant, 1))).toBe('9900.00');
    expect(multiplierText(multiplierOf(variant, 3))).toBe('3300.00');
    expect(multiplierText(multiplierOf(variant, 7))).toBe('1414.00');
    for (let chance = 1; chance <= 9800; chance += 1) {
      const m = multiplierOf(variant, chance);
      // At most 99%, and less than one unit in the fourth digit below it.
      expect(chance * m).toBeLessThanOrEqual(9900 * 10_000);
      expect(chance * m).toBeGreaterThan(9900 * 10_000 * 0.999);
    }
  });

  it('states the exact return of whole-percent chances from 1% to 98%', () => {
    let sum = 0;
    for (let percent = 1; percent <= 98; percent += 1)
      sum += (percent / 100) * (multiplierOf(variant, percent * 100) / 10_000);
    expect(Math.abs((100 * sum) / 98 - Number(diceEngine.rtp(variant)))).toBeLessThan(0.005);
    expect(diceEngine.rtp(variant)).toBe('98.98');
  });

  it('refuses a target it cannot read or a chance out of range, with its code', () => {
    const issue = (choice: object) => v.safeParse(DiceChoice, { amount: '1', ...choice }).issues?.[0]?.message;
    expect(issue({ target: 'abc', direction: 'under' })).toBe('dice.target_invalid');
    expect(issue({ target: '100.00', direction: 'under' })).toBe('dice.target_invalid');
    expect(issue({ target: 50, direction: 'under' })).toBe('dice.target_invalid');
    expect(issue({ target: '50', direction: 'sideways' })).toBe('dice.direction_invalid');
    expect(issue({ target: '0.00', direction: 'under' })).toBe('dice.chance_range?min=0.01&max=98.00');
    expect(issue({ target: '98.01', direction: 'under' })).toBe('dice.chance_range?min=0.01&max=98.00');
    expect(issue({ target: '99.99', direction: 'over' })).toBe('dice.chance_range?min=0.01&max=98.00');
    expect(issue({ target: '1.98', direction: 'over' })).toBe('dice.chance_range?min=0.01&max=98.00');
    expect(issue({ target: '99.98', direction: 'over' })).toBeUndefined();
    expect(issue({ target: '0.01', direction: 'under' })).toBeUndefined();
  });

  it('simulates its stated return', () => {
    const measured = measure(200_000, simulationDraw(6), (draw) => diceEngine.simulate(variant, draw));
    const stated = Number(diceEngine.rtp(variant));
    expect(measured.low).toBeLessThan(stated);
    expect(measured.high).toBeGreaterThan(stated);
  });
});
