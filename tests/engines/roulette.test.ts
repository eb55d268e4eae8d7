import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { drawFrom, fairDraw, simulationDraw } from '../../engines/fair';
import {
  colourOf,
  coveredBy,
  RED_NUMBERS,
  ROULETTE_BET_KINDS,
  ROULETTE_BETS,
  ROULETTE_PAYS,
  ROULETTE_VARIANTS,
  rouletteEngine,
  WHEEL_ORDER,
  type RouletteBetKind,
  type RouletteChoice,
  type RouletteRules,
  type RouletteView,
} from '../../engines/roulette';
import { EngineRefusal, measure } from '../../engines/types';

const variant = ROULETTE_VARIANTS.tropical;
/** A draw that answers the given words in order (draw.int(37) of a word below 2^32 − 2^32 mod 37 is word mod 37). */
const drawing = (...words: number[]) => drawFrom(() => words.shift()!);
const spin = (chips: RouletteChoice['chips'], number: number) =>
  rouletteEngine.start(variant, { chips }, drawing(number));

/**
 * The refusal code of a choice the schema turns down; a choice it accepts is staked without a refusal
 * (the house asks the stake before the round, outside any step that could refuse).
 */
function refusal(choice: unknown): string | undefined {
  const parsed = v.safeParse(rouletteEngine.choice, choice);
  if (!parsed.success) return parsed.issues[0].message;
  expect(rouletteEngine.stake(variant, parsed.output)).toBeGreaterThan(0);
  return undefined;
}

describe('the roulette table', () => {
  it('has a European wheel: 37 pockets, each number once, zero green, 18 red and 18 black', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, n) => n));
    expect(WHEEL_ORDER.slice(0, 5)).toEqual([0, 32, 15, 19, 4]);
    expect(colourOf(0)).toBe('green');
    expect(RED_NUMBERS).toHaveLength(18);
    // Red and black alternate around the wheel after zero.
    WHEEL_ORDER.slice(1).forEach((n, i) => expect(colourOf(n)).toBe(i % 2 === 0 ? 'red' : 'black'));
  });

  it('offers every bet of the standard layout and nothing else', () => {
    const count = (kind: RouletteBetKind) => ROULETTE_BETS[kind].length;
    expect(count('straight')).toBe(37);
    expect(count('split')).toBe(57 + 3); // 33 across, 24 down, and zero with 1, 2 or 3
    expect(count('street')).toBe(12 + 2); // the rows and the trios 0-1-2, 0-2-3
    expect(count('corner')).toBe(22 + 1); // and the first four 0-1-2-3
    expect(count('line')).toBe(11);
    expect(ROULETTE_BETS.column[0]).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(ROULETTE_BETS.dozen[2]).toEqual(Array.from({ length: 12 }, (_, i) => 25 + i));
    expect(coveredBy('split', [20, 17])).toEqual([17, 20]);
    expect(coveredBy('split', [2, 3])).toEqual([2, 3]);
    expect(coveredBy('corner', [5, 9, 6, 8])).toEqual([5, 6, 8, 9]);
    expect(coveredBy('line', [31, 32, 33, 34, 35, 36])).toHaveLength(6);
    expect(coveredBy('red', undefined)).toEqual(RED_NUMBERS);
    for (const [kind, numbers] of [
      ['split', [3, 4]], // not neighbours on the layout: 3 ends a row
      ['split', [1, 5]],
      ['split', [0, 4]],
      ['split', [7]],
      ['street', [2, 3, 4]],
      ['corner', [3, 4, 6, 7]],
      ['corner', [34, 35, 37 - 1, 33]],
      ['line', [2, 3, 4, 5, 6, 7]],
      ['straight', [1, 2]],
      ['dozen', [1, 2, 3]],
      ['column', undefined],
      ['red', [1, 2]],
    ] as const) {
      expect(() => coveredBy(kind, numbers as number[] | undefined), `${kind} ${String(numbers)}`).toThrow(
        EngineRefusal,
      );
    }
  });

  it('pays each bet its odds with the stake on the numbers it covers, and nothing elsewhere', () => {
    const table: [RouletteBetKind, number[] | undefined, number, number][] = [
      ['straight', [17], 17, 36],
      ['straight', [0], 0, 36],
      ['split', [17, 20], 20, 18],
      ['street', [16, 17, 18], 16, 12],
      ['street', [0, 2, 3], 0, 12],
      ['corner', [17, 18, 20, 21], 21, 9],
      ['corner', [0, 1, 2, 3], 3, 9],
      ['line', [16, 17, 18, 19, 20, 21], 19, 6],
      ['dozen', ROULETTE_BETS.dozen[1], 13, 3],
      ['column', ROULETTE_BETS.column[2], 36, 3],
      ['red', undefined, 19, 2],
      ['black', undefined, 20, 2],
      ['odd', undefined, 35, 2],
      ['even', undefined, 36, 2],
      ['low', undefined, 18, 2],
      ['high', undefined, 19, 2],
    ];
    for (const [kind, numbers, hit, times] of table) {
      const won = spin([{ kind, numbers, amount: '2.50' }], hit);
      expect(won.winCents, `${kind} on ${hit}`).toBe(250 * times);
      expect(won.stakeCents).toBe(250);
      expect(won.done).toBe(true);
    }
    // Zero loses every outside bet.
    for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) {
      expect(spin([{ kind, amount: '1.00' }], 0).winCents).toBe(0);
    }
    expect(spin([{ kind: 'dozen', numbers: ROULETTE_BETS.dozen[0], amount: '1' }], 0).winCents).toBe(0);
    expect(spin([{ kind: 'split', numbers: [17, 20], amount: '1' }], 18).winCents).toBe(0);
  });

  it('settles a table of chips: the stake is their sum, the win the sum of the winning ones, each shown', () => {
    const chips: RouletteChoice['chips'] = [
      { kind: 'straight', numbers: [7], amount: '1.00' },
      { kind: 'red', amount: '10.00' },
      { kind: 'corner', numbers: [4, 5, 7, 8], amount: '0.50' },
      { kind: 'column', numbers: ROULETTE_BETS.column[1], amount: '3.00' },
    ];
    expect(rouletteEngine.stake(variant, { chips })).toBe(1450);
    const step = rouletteEngine.start(variant, { chips }, drawing(37 * 1000 + 7));
    expect(step.stakeCents).toBe(1450);
    expect(step.winCents).toBe(3600 + 2000 + 450);
    const view = rouletteEngine.view(variant, step.state, true) as RouletteView;
    expect(view.number).toBe(7);
    expect(view.colour).toBe('red');
    expect(view.bets.map((bet) => bet.win)).toEqual(['36.00', '20.00', '4.50', '0.00']);
    expect(view.bets[2]).toEqual({ kind: 'corner', numbers: [4, 5, 7, 8], amount: '0.50', win: '4.50' });
  });

  it('draws the number from the fair stream: the same seeds give the same number', () => {
    const seeds = { serverSeed: 'f'.repeat(64), clientSeed: 'c', nonce: 3 };
    const chips: RouletteChoice['chips'] = [{ kind: 'straight', numbers: [1], amount: '1' }];
    const first = rouletteEngine.start(variant, { chips }, fairDraw(seeds));
    const again = rouletteEngine.start(variant, { chips }, fairDraw(seeds));
    expect(again.state.number).toBe(first.state.number);
    expect(first.state.number).toBe(fairDraw(seeds).int(37));
  });

  it('refuses chips that are not bets of the table, empty tables, too many chips and bad amounts', () => {
    expect(refusal({ chips: [{ kind: 'split', numbers: [1, 5], amount: '1' }] })).toBe('roulette.bet_invalid');
    expect(refusal({ chips: [{ kind: 'basket', numbers: [0, 1], amount: '1' }] })).toBe('roulette.bet_invalid');
    expect(refusal({ chips: [{ kind: 'straight', numbers: [37], amount: '1' }] })).toBe('roulette.bet_invalid');
    expect(refusal({ chips: [{ kind: 'straight', numbers: [1.5], amount: '1' }] })).toBe('roulette.bet_invalid');
    expect(refusal({ chips: [{ kind: 'straight', numbers: [3], amount: '1.001' }] })).toBe('amount.two_decimals');
    expect(refusal({ chips: [{ kind: 'straight', numbers: [3], amount: '0' }] })).toBe('bet.positive');
    expect(refusal({ chips: [] })).toBe('round.choice_invalid');
    expect(refusal('red')).toBe('round.choice_invalid');
    expect(refusal({ chips: Array.from({ length: 151 }, () => ({ kind: 'red', amount: '1' })) })).toMatch(
      /^roulette\.too_many_chips/,
    );
    expect(refusal({ chips: [{ kind: 'red', amount: '1' }] })).toBeUndefined();
  });

  it('states 97.30%: every bet of the layout returns exactly 36/37 of its stake', () => {
    for (const kind of ROULETTE_BET_KINDS) {
      for (const numbers of ROULETTE_BETS[kind]) {
        let returned = 0;
        for (let n = 0; n < 37; n += 1) returned += spin([{ kind, numbers, amount: '1' }], n).winCents;
        expect(returned, `${kind} ${numbers.join('-')}`).toBe(36 * 100);
      }
      expect(numbersTimesPays(kind)).toBe(36);
    }
    for (const theme of Object.values(ROULETTE_VARIANTS)) {
      expect(rouletteEngine.rtp(theme)).toBe('97.30');
      const rules = rouletteEngine.rules(theme) as RouletteRules;
      expect(rules.bets.every((bet) => bet.rtp === '97.30')).toBe(true);
      expect(rules.theme).toBe(theme.theme);
    }
  });

  it('measures the stated return over 200 000 simulated rounds of each title', () => {
    for (const [key, theme] of Object.entries(ROULETTE_VARIANTS)) {
      const measured = measure(200_000, simulationDraw(key.length + 37), (draw) =>
        rouletteEngine.simulate(theme, draw),
      );
      expect(measured.low, key).toBeLessThan(97.3);
      expect(measured.high, key).toBeGreaterThan(97.3);
    }
  });
});

/** The numbers a bet covers times what it returns: 36 for every bet of a fair single-zero layout. */
const numbersTimesPays = (kind: RouletteBetKind) => ROULETTE_BETS[kind][0]!.length * (ROULETTE_PAYS[kind] + 1);
