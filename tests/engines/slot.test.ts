import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { drawFrom, simulationDraw } from '../../engines/fair';
import { REGISTRY } from '../../engines/index';
import {
  evaluateLine,
  evaluateWays,
  exactRtp,
  freeSpinsFor,
  SLOT_VARIANTS,
  SlotChoice,
  slotEngine,
  spinAt,
  type SlotVariant,
} from '../../engines/slot';
import { measure } from '../../engines/types';

const V: Record<keyof typeof SLOT_VARIANTS, SlotVariant> = SLOT_VARIANTS;

/** A draw that answers the given stops in order (each below 32, so each word is its own stop). */
const stopsDraw = (stops: number[]) => {
  const words = [...stops];
  return drawFrom(() => {
    const word = words.shift();
    if (word === undefined) throw new Error('ran out of stops');
    return word;
  });
};

/** The stop of a reel whose window shows `symbol` on `row` (the first such stop). */
const stopShowing = (variant: SlotVariant, reel: number, row: number, symbol: string) => {
  const strip = variant.strips[reel]!;
  const stop = strip.findIndex((_, at) => strip[(at + row) % strip.length] === symbol);
  if (stop < 0) throw new Error(`${symbol} is not on reel ${reel}`);
  return stop;
};

describe('the slot titles', () => {
  it('are registered with three models, six titles and their own symbols', () => {
    expect(REGISTRY.slot?.engine).toBe(slotEngine);
    expect(Object.keys(REGISTRY.slot!.variants).sort()).toEqual(
      ['arara', 'carnaval', 'diamantes', 'frutas', 'ouro', 'tucano'].sort(),
    );
    const models = Object.values(V).map((variant) => variant.model);
    expect(new Set(models)).toEqual(new Set(['classic', 'lines', 'ways']));
    const symbolSets = Object.values(V).map((variant) => new Set(variant.strips.flat()));
    symbolSets.forEach((a, i) =>
      symbolSets.forEach((b, j) => {
        if (i !== j) expect([...a].filter((s) => b.has(s))).toEqual([]);
      }),
    );
    expect(V.tucano.strips.flat()).toContain('toucan');
    expect(V.carnaval.lines).toHaveLength(5);
    expect(V.tucano.lines).toHaveLength(20);
    expect(slotEngine.rules(V.ouro)).toMatchObject({ ways: 243, wild: { symbol: 'lamp', reels: [2, 3, 4] } });
  });
});

describe('the classic 3×3 with 5 lines', () => {
  it('pays three of a kind and the low symbol from two, left to right only', () => {
    expect(evaluateLine(V.carnaval, ['seven', 'seven', 'seven'])).toEqual({ symbol: 'seven', count: 3, pays: 300 });
    expect(evaluateLine(V.carnaval, ['confetti', 'confetti', 'drum'])).toEqual({
      symbol: 'confetti',
      count: 2,
      pays: 2,
    });
    expect(evaluateLine(V.carnaval, ['confetti', 'drum', 'confetti'])).toBeNull();
    expect(evaluateLine(V.carnaval, ['drum', 'confetti', 'confetti'])).toBeNull();
    expect(evaluateLine(V.carnaval, ['seven', 'seven', 'bar'])).toBeNull();
    expect(evaluateLine(V.frutas, ['guarana', 'guarana', 'guarana'])?.pays).toBe(300);
    expect(evaluateLine(V.frutas, ['castanha', 'castanha', 'castanha'])?.pays).toBe(9);
  });

  it('reads the three rows and both diagonals; the bet is split over the 5 lines', () => {
    // Sevens across the diagonal from the top left: row 0, 1, 2.
    const stops = [0, 1, 2].map((reel) => stopShowing(V.carnaval, reel, reel, 'seven'));
    const spin = spinAt(V.carnaval, stops);
    expect(spin.reels.map((reel, r) => reel[r])).toEqual(['seven', 'seven', 'seven']);
    const diagonal = spin.wins.find((w) => w.line === 4);
    expect(diagonal).toMatchObject({ symbol: 'seven', count: 3, pays: 300 });
    expect(diagonal?.cells).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
    ]);
    const step = slotEngine.start(V.carnaval, { amount: '5.00' }, stopsDraw(stops));
    // R$ 5,00 over 5 lines: R$ 1,00 a line; every line's pay in line bets.
    expect(step.done).toBe(true);
    expect(step.stakeCents).toBe(500);
    expect(step.winCents).toBe(100 * spin.pays);
    expect(spin.pays).toBe(spin.wins.reduce((sum, w) => sum + w.pays, 0));
  });

  it('rounds a win down to whole centavos', () => {
    const stops = [0, 1, 2].map((reel) => stopShowing(V.carnaval, reel, 1, 'seven'));
    const spin = spinAt(V.carnaval, stops);
    const step = slotEngine.start(V.carnaval, { amount: '0.13' }, stopsDraw(stops));
    expect(step.winCents).toBe(Math.floor((13 * spin.pays) / 5));
    expect((13 * spin.pays) % 5).not.toBe(0);
  });
});

describe('the 5×3 with 20 lines and a wild', () => {
  it('lets the wild stand in, pays the wilds alone when that is better, and stops at the first other symbol', () => {
    expect(evaluateLine(V.tucano, ['toucan', 'parrot', 'parrot', 'banana', 'parrot'])).toEqual({
      symbol: 'parrot',
      count: 3,
      pays: 15,
    });
    expect(evaluateLine(V.tucano, ['parrot', 'toucan', 'toucan', 'parrot', 'parrot'])?.pays).toBe(250);
    // Four toucans alone (100) beat four-then-a-banana as bananas (5 bananas: 30).
    expect(evaluateLine(V.tucano, ['toucan', 'toucan', 'toucan', 'toucan', 'banana'])).toEqual({
      symbol: 'toucan',
      count: 4,
      pays: 100,
    });
    expect(evaluateLine(V.tucano, ['banana', 'banana', 'orchid', 'banana', 'banana'])).toBeNull();
    expect(evaluateLine(V.arara, ['macaw', 'macaw', 'macaw', 'macaw', 'macaw'])?.pays).toBe(750);
  });

  it('pays every one of the 20 lines the window makes', () => {
    // Parrots across the middle row of the first three reels.
    const stops = [0, 1, 2, 3, 4].map((reel) =>
      reel < 3 ? stopShowing(V.tucano, reel, 1, 'parrot') : stopShowing(V.tucano, reel, 1, 'banana'),
    );
    const spin = spinAt(V.tucano, stops);
    expect(spin.wins.find((w) => w.line === 1)).toMatchObject({ symbol: 'parrot', count: 3 });
    for (const win of spin.wins) {
      const rows = V.tucano.lines[win.line - 1]!;
      const symbols = rows.map((row, reel) => spin.reels[reel]![row]!);
      expect(evaluateLine(V.tucano, symbols)?.pays).toBe(win.pays);
    }
    const step = slotEngine.start(V.tucano, { amount: '20.00' }, stopsDraw(stops));
    expect(step.winCents).toBe(100 * spin.pays);
  });
});

describe('the 5×3 with 243 ways and free spins', () => {
  it('multiplies the counts per reel from the left, the wild counting on reels 2 to 4 only', () => {
    const window = [
      ['canary', 'pan', 'cart'],
      ['lamp', 'canary', 'pickaxe'],
      ['canary', 'canary', 'pan'],
      ['cart', 'pickaxe', 'pickaxe'],
      ['lamp', 'canary', 'pan'],
    ];
    const wins = evaluateWays(V.ouro, window);
    // canary: 1 × 2 × 2 on reels 1–3, none on reel 4: 4 ways of 3, 10 each.
    expect(wins.find((w) => w.symbol === 'canary')).toMatchObject({ count: 3, ways: 4, pays: 40 });
    // pan: 1 × 1 (lamp) × 1, then no pan on reel 4.
    expect(wins.find((w) => w.symbol === 'pan')).toMatchObject({ count: 3, ways: 1, pays: 2 });
    // cart: 1, then a lamp: only two reels, no pay.
    expect(wins.find((w) => w.symbol === 'cart')).toBeUndefined();
    // pickaxe is not on reel 1.
    expect(wins.find((w) => w.symbol === 'pickaxe')).toBeUndefined();
    // A wild on the first reel counts for nothing.
    expect(evaluateWays(V.ouro, [['lamp', 'lamp', 'lamp'], ...window.slice(1)])).toEqual([]);
    // Five reels of emeralds, three on each: 243 ways.
    const full = evaluateWays(
      V.diamantes,
      Array.from({ length: 5 }, () => ['emerald', 'emerald', 'emerald']),
    );
    expect(full).toEqual([expect.objectContaining({ symbol: 'emerald', count: 5, ways: 243, pays: 240 * 243 })]);
  });

  it('awards free spins for 3 or more scatters, plays them in the same round with the multiplier, and never retriggers', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => freeSpinsFor(V.ouro, n))).toEqual([0, 0, 0, 8, 12, 20]);
    expect([2, 3, 4, 5].map((n) => freeSpinsFor(V.diamantes, n))).toEqual([0, 6, 10, 15]);
    const trigger = [0, 1, 2].map((reel) => stopShowing(V.ouro, reel, 0, 'nugget'));
    const base = [...trigger, 0, 0];
    // Every free spin stops at the same positions: scatters again, which award nothing more.
    const stops = [...base, ...Array.from({ length: 8 }, () => base).flat()];
    const step = slotEngine.start(V.ouro, { amount: '1.00' }, stopsDraw(stops));
    expect(step.state.spins).toHaveLength(9);
    const first = spinAt(V.ouro, base);
    expect(first.scatters).toBe(3);
    for (const free of step.state.spins.slice(1)) {
      expect(free.reels).toEqual(first.reels);
      expect(free.pays).toBe(2 * first.pays);
    }
    expect(step.winCents).toBe(first.pays + 8 * 2 * first.pays);
    expect(step.stakeCents).toBe(100);
    const view = slotEngine.view(V.ouro, step.state, true) as { free_spins: number; multiplier: number; win: string };
    expect(view).toMatchObject({ free_spins: 8, multiplier: 2, win: (step.winCents / 100).toFixed(2) });
  });

  it('does not trigger on two scatters', () => {
    const without = (reel: number) =>
      V.diamantes.strips[reel]!.findIndex((_, at, strip) =>
        [0, 1, 2].every((row) => strip[(at + row) % strip.length] !== 'diamond'),
      );
    const stops = [
      ...[0, 1].map((reel) => stopShowing(V.diamantes, reel, 1, 'diamond')),
      without(2),
      without(3),
      without(4),
    ];
    const spin = spinAt(V.diamantes, stops);
    expect(spin.scatters).toBe(2);
    const step = slotEngine.start(V.diamantes, { amount: '1.00' }, stopsDraw(stops));
    expect(step.state.spins).toHaveLength(1);
  });
});

describe('the choice', () => {
  it('takes the total bet as an amount and refuses anything else with a code', () => {
    expect(v.parse(SlotChoice, { amount: '2.50' })).toEqual({ amount: '2.50' });
    expect(slotEngine.stake(V.frutas, { amount: '2.5' })).toBe(250);
    const code = (input: unknown) => v.safeParse(SlotChoice, input).issues?.[0]?.message;
    expect(code('2.50')).toBe('round.choice_invalid');
    expect(code({})).toBe('round.choice_invalid');
    expect(code({ amount: '' })).toBe('amount.required');
    expect(code({ amount: 'abc' })).toBe('amount.not_a_number');
    expect(code({ amount: '0' })).toBe('bet.positive');
    expect(code({ amount: '1.234' })).toBe('amount.two_decimals');
  });
});

describe('the return to player', () => {
  const STATED = {
    carnaval: '96.24',
    frutas: '94.40',
    tucano: '96.97',
    arara: '95.35',
    ouro: '97.23',
    diamantes: '96.47',
  };

  it('is stated exactly, differs per title, and lies between 85% and 99%', () => {
    for (const [key, variant] of Object.entries(V)) {
      expect(slotEngine.rtp(variant)).toBe(STATED[key as keyof typeof STATED]);
      expect((slotEngine.rules(variant) as { rtp: string }).rtp).toBe(STATED[key as keyof typeof STATED]);
    }
    expect(new Set(Object.values(STATED)).size).toBe(6);
    for (const percent of Object.values(STATED)) {
      expect(Number(percent)).toBeGreaterThanOrEqual(85);
      expect(Number(percent)).toBeLessThanOrEqual(99);
    }
  });

  it('matches every window of the classic titles, played one by one', () => {
    for (const variant of [V.carnaval, V.frutas]) {
      const [a, b, c] = variant.strips.map((strip) => strip.length) as [number, number, number];
      let pays = 0;
      for (let x = 0; x < a; x += 1)
        for (let y = 0; y < b; y += 1) for (let z = 0; z < c; z += 1) pays += spinAt(variant, [x, y, z]).pays;
      const exact = exactRtp(variant);
      // pays / (windows × base) = numerator / denominator.
      expect(BigInt(pays) * exact.denominator).toBe(exact.numerator * BigInt(a * b * c * variant.base));
    }
  });

  it('counts the free spins in: a ways title without them would return less', () => {
    const exact = exactRtp(V.ouro);
    const withoutFree = exactRtp({ ...V.ouro, scatter: { ...V.ouro.scatter!, spins: {} } });
    expect(withoutFree.numerator * exact.denominator).toBeLessThan(exact.numerator * withoutFree.denominator);
    // One nugget per strip of 32, seen in 3 windows of 32: the chance of 3 or more of 5 reels.
    const p = 3 / 32;
    const atLeastThree = [3, 4, 5].reduce((sum, k) => sum + [1, 5, 10, 10, 5, 1][k]! * p ** k * (1 - p) ** (5 - k), 0);
    expect(Number(exact.trigger!.numerator) / Number(exact.trigger!.denominator)).toBeCloseTo(atLeastThree, 12);
  });

  it('holds in a simulation of 200 000 rounds per title', () => {
    for (const [key, variant] of Object.entries(V)) {
      const measured = measure(200_000, simulationDraw(24), (draw) => slotEngine.simulate(variant, draw));
      const stated = Number(STATED[key as keyof typeof STATED]);
      expect(measured.low, key).toBeLessThanOrEqual(stated);
      expect(measured.high, key).toBeGreaterThanOrEqual(stated);
    }
  });
});
