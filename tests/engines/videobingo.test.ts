import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { choose, percentOfFraction } from '../../engines/balls';
import { drawFrom, simulationDraw } from '../../engines/fair';
import { measure } from '../../engines/types';
import {
  bestPattern,
  makes,
  PATTERNS,
  VIDEO_BINGO_VARIANTS,
  videoBingoEngine,
  videoBingoReturn,
  type VideoBingoVariant,
} from '../../engines/videobingo';

const mask = (cells: readonly number[]) => cells.reduce((m, c) => m | (1 << c), 0);
const ROW = (r: number) => [0, 1, 2, 3, 4].map((c) => r * 5 + c);

describe('video bingo', () => {
  it('plays 1 to 4 cards at the amount each', () => {
    const refusal = (choice: unknown) => {
      const r = v.safeParse(videoBingoEngine.choice, choice);
      return r.success ? null : r.issues[0].message;
    };
    expect(refusal({ amount: '0.50', cards: 4 })).toBeNull();
    expect(refusal({ amount: '0.50', cards: 0 })).toBe('bingo.cards_count');
    expect(refusal({ amount: '0.50', cards: 5 })).toBe('bingo.cards_count');
    expect(refusal({ amount: '0.50', cards: 2.5 })).toBe('bingo.cards_count');
    expect(refusal({ amount: '0.50' })).toBe('round.choice_invalid');
    expect(refusal('four')).toBe('round.choice_invalid');
    expect(videoBingoEngine.stake(VIDEO_BINGO_VARIANTS.arraia, { amount: '0.50', cards: 3 })).toBe(150);
  });

  it('deals cards of 15 numbers, no number on two cards, columns ascending, and draws 30 distinct balls', () => {
    for (const variant of Object.values(VIDEO_BINGO_VARIANTS)) {
      for (let seed = 1; seed <= 100; seed += 1) {
        const { state } = videoBingoEngine.start(variant, { amount: '1.00', cards: 4 }, simulationDraw(seed));
        const all = state.cards.flatMap((card) => card.numbers);
        expect(all).toHaveLength(60);
        expect(new Set(all).size).toBe(60);
        expect(all.every((n) => n >= 1 && n <= variant.numbers)).toBe(true);
        for (const card of state.cards) {
          for (let c = 0; c < 5; c += 1) {
            const column = [0, 1, 2].map((r) => card.numbers[r * 5 + c]!);
            expect([...column].sort((a, b) => a - b)).toEqual(column);
          }
          const marked = card.numbers.map((n) => state.balls.includes(n));
          expect(card.marked).toBe(mask(marked.flatMap((m, cell) => (m ? [cell] : []))));
          expect(card.pattern).toBe(bestPattern(variant, card.marked)?.pattern ?? null);
        }
        expect(new Set(state.balls).size).toBe(30);
        expect(state.balls.every((n) => n >= 1 && n <= variant.numbers)).toBe(true);
        expect(state.winCents).toBe(state.cards.reduce((s, c) => s + c.winCents, 0));
      }
    }
  });

  it('recognises the patterns and pays each card its best one', () => {
    expect(makes('corners', mask([0, 4, 10, 14]))).toBe(true);
    expect(makes('corners', mask([0, 4, 10]))).toBe(false);
    expect(makes('line', mask(ROW(2)))).toBe(true);
    expect(makes('line', mask([0, 1, 2, 3, 9]))).toBe(false);
    expect(makes('two_lines', mask([...ROW(0), ...ROW(1)]))).toBe(true);
    expect(makes('two_lines', mask([...ROW(0), 5, 6, 7, 8]))).toBe(false);
    expect(makes('u', mask([0, 5, 4, 9, ...ROW(2)]))).toBe(true);
    expect(makes('x', mask([0, 4, 6, 7, 8, 10, 14]))).toBe(true);
    expect(makes('v', mask([0, 6, 12, 8, 4]))).toBe(true);
    expect(makes('frame', mask([...ROW(0), ...ROW(2), 5, 9]))).toBe(true);
    expect(makes('full', mask([...ROW(0), ...ROW(1), ...ROW(2)]))).toBe(true);
    expect(PATTERNS.full).toHaveLength(15);
    // The frame also makes two lines, a U and the corners: it pays as a frame only.
    expect(bestPattern(VIDEO_BINGO_VARIANTS.arraia, mask(PATTERNS.frame))).toEqual({
      pattern: 'frame',
      pays: '300.00',
    });
    expect(bestPattern(VIDEO_BINGO_VARIANTS.arraia, mask([1, 2, 3]))).toBeNull();

    // Words of 0 deal 1–15, 16–30, 31–45, 46–60 and draw 1–30: the first two cards are full.
    const { state, winCents } = videoBingoEngine.start(
      VIDEO_BINGO_VARIANTS.arraia,
      { amount: '0.10', cards: 4 },
      drawFrom(() => 0),
    );
    expect(state.balls).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(state.cards[0]!.numbers.slice(0, 5)).toEqual([1, 4, 7, 10, 13]);
    expect(state.cards.map((c) => c.pattern)).toEqual(['full', 'full', null, null]);
    expect(winCents).toBe(2 * 20_000);
    const view = videoBingoEngine.view(VIDEO_BINGO_VARIANTS.arraia, state, true) as {
      cards: { win: string; marked: boolean[] }[];
    };
    expect(view.cards.map((c) => c.win)).toEqual(['200.00', '200.00', '0.00', '0.00']);
    expect(view.cards[2]!.marked.every((m) => !m)).toBe(true);
  });

  it('states the exact return, counted over every set of marked cells', () => {
    // Only the corners paying 1×: the chance the 4 corners are among the 30 balls, C(56, 26) / C(60, 30).
    const corners: VideoBingoVariant = { name: 'c', numbers: 60, paytable: [{ pattern: 'corners', pays: '1.00' }] };
    const r = videoBingoReturn(corners);
    expect(r.numerator * choose(60, 30)).toBe(choose(56, 26) * r.denominator);
    // Only a full card paying 1× on 75 balls: C(60, 15) / C(75, 30).
    const full: VideoBingoVariant = { name: 'f', numbers: 75, paytable: [{ pattern: 'full', pays: '1.00' }] };
    const f = videoBingoReturn(full);
    expect(f.numerator * choose(75, 30)).toBe(choose(60, 15) * f.denominator);
    expect(videoBingoEngine.rtp(VIDEO_BINGO_VARIANTS.arraia)).toBe('95.57');
    expect(videoBingoEngine.rtp(VIDEO_BINGO_VARIANTS.neon)).toBe('94.39');
    expect(percentOfFraction(videoBingoReturn(VIDEO_BINGO_VARIANTS.neon))).toBe('94.39');
  });

  it('measures the stated return over 200 000 simulated rounds in all', () => {
    const rounds = Math.round(200_000 / Object.keys(VIDEO_BINGO_VARIANTS).length);
    for (const [key, variant] of Object.entries(VIDEO_BINGO_VARIANTS)) {
      const m = measure(rounds, simulationDraw(2026 + key.length), (draw) => videoBingoEngine.simulate(variant, draw));
      const stated = Number(videoBingoEngine.rtp(variant));
      expect(m.low, key).toBeLessThanOrEqual(stated);
      expect(m.high, key).toBeGreaterThanOrEqual(stated);
    }
  }, 60_000);
});
