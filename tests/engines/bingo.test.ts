import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { choose, percentOfFraction } from '../../engines/balls';
import {
  BINGO_VARIANTS,
  bingoEngine,
  bingoReturn,
  card75,
  column75,
  column90,
  linesOf,
  prizePay,
  ticket90,
  type BingoPrize,
  type BingoVariant,
} from '../../engines/bingo';
import { drawFrom, simulationDraw } from '../../engines/fair';
import { measure } from '../../engines/types';

/** The prizes a card reached and at which ball, worked out afresh from the balls. */
function reference(variant: BingoVariant, numbers: number[], balls: number[]) {
  const lines = linesOf(variant).map((line) => line.map((cell) => numbers[cell]!).filter((n) => n !== 0));
  const all = numbers.filter((n) => n !== 0);
  const out: { prize: BingoPrize; ball: number }[] = [];
  const done = (count: number, list: number[]) => list.every((n) => balls.slice(0, count).includes(n));
  const first = (test: (count: number) => boolean) => {
    for (let count = 1; count <= balls.length; count += 1) if (test(count)) return count;
    return null;
  };
  const line = first((count) => lines.some((l) => done(count, l)));
  const two = first((count) => lines.filter((l) => done(count, l)).length >= 2);
  const full = first((count) => done(count, all));
  if (line) out.push({ prize: 'line', ball: line });
  if (two && variant.prizes.some((p) => p.prize === 'two_lines')) out.push({ prize: 'two_lines', ball: two });
  if (full) out.push({ prize: 'full_house', ball: full });
  return out;
}

describe('bingo', () => {
  it('sells 1 to 4 cards at the amount each', () => {
    const refusal = (choice: unknown) => {
      const r = v.safeParse(bingoEngine.choice, choice);
      return r.success ? null : r.issues[0].message;
    };
    expect(refusal({ amount: '1.00', cards: 1 })).toBeNull();
    expect(refusal({ amount: '1.00', cards: 0 })).toBe('bingo.cards_count');
    expect(refusal({ amount: '1.00', cards: 5 })).toBe('bingo.cards_count');
    expect(refusal({ amount: '1.00', cards: '2' })).toBe('bingo.cards_count');
    expect(refusal({ amount: 'x', cards: 2 })).toBe('amount.not_a_number');
    expect(refusal(null)).toBe('round.choice_invalid');
    expect(bingoEngine.stake(BINGO_VARIANTS.b90, { amount: '1.50', cards: 4 })).toBe(600);
  });

  it('deals 90-ball tickets by the rules: 5 numbers a row, every column used, ranges, ascending down', () => {
    const draw = simulationDraw(90);
    for (let i = 0; i < 2000; i += 1) {
      const ticket = ticket90(draw);
      expect(ticket).toHaveLength(27);
      const numbers = ticket.filter((n) => n !== 0);
      expect(numbers).toHaveLength(15);
      expect(new Set(numbers).size).toBe(15);
      for (let r = 0; r < 3; r += 1) expect(ticket.slice(r * 9, r * 9 + 9).filter((n) => n !== 0)).toHaveLength(5);
      for (let c = 0; c < 9; c += 1) {
        const column = [0, 1, 2].map((r) => ticket[r * 9 + c]!).filter((n) => n !== 0);
        expect(column.length).toBeGreaterThanOrEqual(1);
        const { low, high } = column90(c);
        expect(column.every((n) => n >= low && n <= high)).toBe(true);
        expect([...column].sort((a, b) => a - b)).toEqual(column);
      }
    }
    expect(column90(0)).toEqual({ low: 1, high: 9 });
    expect(column90(8)).toEqual({ low: 80, high: 90 });
  });

  it('deals 75-ball cards: B 1–15 … O 61–75, the centre free', () => {
    const draw = simulationDraw(75);
    for (let i = 0; i < 2000; i += 1) {
      const card = card75(draw);
      expect(card[12]).toBe(0);
      expect(new Set(card).size).toBe(25);
      for (let c = 0; c < 5; c += 1) {
        const { low, high } = column75(c);
        const column = [0, 1, 2, 3, 4].map((r) => card[r * 5 + c]!).filter((n) => n !== 0);
        expect(column).toHaveLength(c === 2 ? 4 : 5);
        expect(column.every((n) => n >= low && n <= high)).toBe(true);
      }
    }
  });

  it('draws until every card has a full house or the limit, and pays each prize by its ball count', () => {
    for (const variant of Object.values(BINGO_VARIANTS)) {
      for (let seed = 1; seed <= 150; seed += 1) {
        const cards = 1 + (seed % 4);
        const { state, winCents } = bingoEngine.start(variant, { amount: '1.00', cards }, simulationDraw(seed));
        expect(state.cards).toHaveLength(cards);
        expect(new Set(state.balls).size).toBe(state.balls.length);
        const allFull = state.cards.every((card) => card.wins.some((w) => w.prize === 'full_house'));
        expect(state.balls.length === variant.limit || allFull).toBe(true);
        let paid = 0;
        for (const card of state.cards) {
          expect(card.wins.map(({ prize, ball }) => ({ prize, ball }))).toEqual(
            reference(variant, card.numbers, state.balls),
          );
          for (const w of card.wins) expect(w.winCents).toBe(prizePay(variant, w.prize, w.ball));
          paid += card.wins.reduce((s, w) => s + w.winCents, 0);
        }
        expect(winCents).toBe(paid);
      }
    }
  });

  it('pays a line in 5 balls at the first bracket (hand-made draw)', () => {
    // Words of 0 deal B 1–5, I 16–20, N 31–34, G 46–50, O 61–65 and draw 1, 2, 3, …: the B column is a
    // line at the 5th ball; the full house needs 65, past the 60-ball limit.
    const { state, winCents } = bingoEngine.start(
      BINGO_VARIANTS.b75,
      { amount: '0.50', cards: 1 },
      drawFrom(() => 0),
    );
    expect(state.cards[0]!.numbers.slice(0, 5)).toEqual([1, 16, 31, 46, 61]);
    expect(state.balls).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(state.cards[0]!.wins).toEqual([{ prize: 'line', ball: 5, winCents: 1500 }]);
    expect(winCents).toBe(1500);
    expect(bingoEngine.view(BINGO_VARIANTS.b75, state, true)).toMatchObject({
      cards: [{ wins: [{ prize: 'line', ball: 5, win: '15.00' }] }],
    });
  });

  it('states the exact return by inclusion–exclusion over the card’s lines', () => {
    const one = (balls: 90 | 75, prize: BingoPrize, within: number): BingoVariant => ({
      name: 't',
      balls,
      limit: balls,
      prizes: [{ prize, brackets: [{ within, pays: '1.00' }] }],
    });
    const is = (variant: BingoVariant, numerator: bigint, denominator: bigint) => {
      const r = bingoReturn(variant);
      expect(r.numerator * denominator).toBe(numerator * r.denominator);
    };
    // Every prize is reached by the last ball.
    for (const prize of ['line', 'two_lines', 'full_house'] as const) is(one(90, prize, 90), 1n, 1n);
    for (const prize of ['line', 'full_house'] as const) is(one(75, prize, 75), 1n, 1n);
    // A 90-ball line in 5 balls: one of the 3 rows exactly.
    is(one(90, 'line', 5), 3n, choose(90, 5));
    // Two lines in 10 balls: two of the 3 rows exactly.
    is(one(90, 'two_lines', 10), 3n, choose(90, 10));
    // A 75-ball line in 4 balls: the 4 lines through the free centre.
    is(one(75, 'line', 4), 4n, choose(75, 4));
    // A full house in 15 (90-ball) or 24 (75-ball) balls.
    is(one(90, 'full_house', 15), 1n, choose(90, 15));
    is(one(75, 'full_house', 24), 1n, choose(75, 24));
    // Within 30 balls for a 90-ball line: 3·C(30,5)/C(90,5) − 3·C(30,10)/C(90,10) + C(30,15)/C(90,15).
    const r = bingoReturn(one(90, 'line', 30));
    const expected =
      (3 * Number(choose(30, 5))) / Number(choose(90, 5)) -
      (3 * Number(choose(30, 10))) / Number(choose(90, 10)) +
      Number(choose(30, 15)) / Number(choose(90, 15));
    expect(Number(r.numerator) / Number(r.denominator)).toBeCloseTo(expected, 12);

    expect(bingoEngine.rtp(BINGO_VARIANTS.b90)).toBe('95.85');
    expect(bingoEngine.rtp(BINGO_VARIANTS.b75)).toBe('94.61');
    expect(bingoEngine.rtp(BINGO_VARIANTS.saojoao)).toBe('95.06');
    expect(percentOfFraction(bingoReturn(BINGO_VARIANTS.b90))).toBe('95.85');
  });

  it('measures the stated return over 200 000 simulated rounds in all', () => {
    const rounds = Math.round(200_000 / Object.keys(BINGO_VARIANTS).length);
    for (const [key, variant] of Object.entries(BINGO_VARIANTS)) {
      const m = measure(rounds, simulationDraw(2026 + key.length), (draw) => bingoEngine.simulate(variant, draw));
      const stated = Number(bingoEngine.rtp(variant));
      expect(m.low, key).toBeLessThanOrEqual(stated);
      expect(m.high, key).toBeGreaterThanOrEqual(stated);
    }
  }, 60_000);
});
