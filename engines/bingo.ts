import * as v from 'valibot';
import { BetAmount } from '../contract/tables';
import { says } from '../contract/says';
import { add, choose, drawBalls, fraction, hundredths, percentOfFraction, ZERO, type Fraction } from './balls';
import type { Draw } from './fair';
import { centsOf, payCents, type Engine } from './types';

/*
 * Bingo, single-player: the player buys 1 to 4 cards, dealt from the round's seed, and the round draws
 * its own balls one by one (no other players share the draw) until every card has its full house or the
 * ball limit is reached. Each card wins each of its prizes (a line, two lines, a full house) once, and a
 * prize pays by how many balls it took: the first bracket of the prize table that many balls fits.
 *
 * The return is exact, and the same for 1 to 4 cards: each card's prizes depend only on when its own
 * numbers come out, and the draw runs until the last card is done. The chance that a given set of m
 * numbers is all out within b balls is C(b, m) / C(N, m); inclusion–exclusion over the card's lines gives
 * the chance of each prize within each bracket.
 */

export const BINGO_MAX_CARDS = 4;

export type BingoPrize = 'line' | 'two_lines' | 'full_house';

export interface BingoVariant {
  name: string;
  /** 90-ball tickets (3 × 9, 5 numbers a row) or 75-ball cards (5 × 5, B-I-N-G-O, a free centre). */
  balls: 90 | 75;
  /** The draw stops after this many balls if no card has a full house. */
  limit: number;
  /** For each prize, by ball count: within `within` balls it pays `pays` × the card price (brackets ascending). */
  prizes: { prize: BingoPrize; brackets: { within: number; pays: string }[] }[];
}

export const BINGO_VARIANTS = {
  /** Bingo 90 Bolas: the British and Brazilian hall game, up to 60 balls. */
  b90: {
    name: 'Bingo 90 Bolas',
    balls: 90,
    limit: 60,
    prizes: [
      {
        prize: 'line',
        brackets: [
          { within: 25, pays: '25.00' },
          { within: 35, pays: '8.00' },
          { within: 45, pays: '3.00' },
          { within: 50, pays: '1.00' },
        ],
      },
      {
        prize: 'two_lines',
        brackets: [
          { within: 40, pays: '100.00' },
          { within: 50, pays: '25.00' },
          { within: 60, pays: '6.00' },
        ],
      },
      {
        prize: 'full_house',
        brackets: [
          { within: 45, pays: '2000.00' },
          { within: 55, pays: '300.00' },
          { within: 60, pays: '40.00' },
        ],
      },
    ],
  },
  /** Bingo Turbo 75: the American card, lines in any direction, up to 60 balls. */
  b75: {
    name: 'Bingo Turbo 75',
    balls: 75,
    limit: 60,
    prizes: [
      {
        prize: 'line',
        brackets: [
          { within: 10, pays: '30.00' },
          { within: 15, pays: '12.00' },
          { within: 20, pays: '6.00' },
          { within: 25, pays: '3.00' },
          { within: 30, pays: '2.00' },
          { within: 35, pays: '1.80' },
        ],
      },
      {
        prize: 'full_house',
        brackets: [
          { within: 50, pays: '5000.00' },
          { within: 55, pays: '1000.00' },
          { within: 60, pays: '100.00' },
        ],
      },
    ],
  },
  /** Bingo São João: 90 balls, up to 55, early prizes worth more. */
  saojoao: {
    name: 'Bingo São João',
    balls: 90,
    limit: 55,
    prizes: [
      {
        prize: 'line',
        brackets: [
          { within: 20, pays: '50.00' },
          { within: 30, pays: '15.00' },
          { within: 40, pays: '5.00' },
          { within: 50, pays: '1.50' },
        ],
      },
      {
        prize: 'two_lines',
        brackets: [
          { within: 35, pays: '300.00' },
          { within: 45, pays: '60.00' },
          { within: 55, pays: '15.00' },
        ],
      },
      {
        prize: 'full_house',
        brackets: [
          { within: 45, pays: '5000.00' },
          { within: 50, pays: '1000.00' },
          { within: 55, pays: '250.00' },
        ],
      },
    ],
  },
} satisfies Record<string, BingoVariant>;

export const BingoChoice = v.object(
  {
    /** The price of one card. */
    amount: BetAmount,
    cards: v.pipe(
      v.number(says('bingo.cards_count')),
      v.integer(says('bingo.cards_count')),
      v.minValue(1, says('bingo.cards_count')),
      v.maxValue(BINGO_MAX_CARDS, says('bingo.cards_count')),
    ),
  },
  says('round.choice_invalid'),
);
export type BingoChoice = v.InferOutput<typeof BingoChoice>;

/** A prize a card won: which, at how many balls, what it paid. */
export interface BingoWin {
  prize: BingoPrize;
  ball: number;
  winCents: number;
}

export interface BingoCard {
  /** Row by row; 0 is a blank (90-ball) or the free centre (75-ball). */
  numbers: number[];
  wins: BingoWin[];
}

export interface BingoState {
  cards: BingoCard[];
  /** The balls drawn, in order, up to the first full house or the limit. */
  balls: number[];
  priceCents: number;
  stakeCents: number;
  winCents: number;
}

// ── the cards ──

export const layoutOf = (variant: BingoVariant) =>
  variant.balls === 90 ? { rows: 3, columns: 9 } : { rows: 5, columns: 5 };

/** A 90-ball column's numbers: 1–9, 10–19, …, 70–79, 80–90. */
export const column90 = (c: number) => ({ low: c === 0 ? 1 : c * 10, high: c === 8 ? 90 : c * 10 + 9 });
/** A 75-ball column's numbers: B 1–15, I 16–30, N 31–45, G 46–60, O 61–75. */
export const column75 = (c: number) => ({ low: c * 15 + 1, high: c * 15 + 15 });

const scratch: number[] = [];
/** `count` distinct numbers of low…high, ascending (a partial shuffle of the range). */
function numbersOf(low: number, high: number, count: number, draw: Draw): number[] {
  const size = high - low + 1;
  for (let i = 0; i < size; i += 1) scratch[i] = low + i;
  for (let i = 0; i < count; i += 1) {
    const j = i + draw.int(size - i);
    const t = scratch[i]!;
    scratch[i] = scratch[j]!;
    scratch[j] = t;
  }
  return scratch.slice(0, count).sort((a, b) => a - b);
}

/**
 * A 90-ball ticket: 3 rows of 9 columns, 5 numbers a row, every column used (1 to 3 numbers), each column's
 * numbers from its range, ascending down the column. Each row's 5 columns are drawn at random; a layout
 * leaving a column empty is drawn again.
 */
export function ticket90(draw: Draw): number[] {
  const columns = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  const rows = [0, 0, 0];
  do {
    for (let r = 0; r < 3; r += 1) {
      // 5 of the 9 columns: a partial shuffle, as bits.
      let mask = 0;
      for (let i = 0; i < 5; i += 1) {
        const j = i + draw.int(9 - i);
        [columns[i], columns[j]] = [columns[j]!, columns[i]!];
        mask |= 1 << columns[i]!;
      }
      rows[r] = mask;
    }
  } while ((rows[0]! | rows[1]! | rows[2]!) !== 0b111111111);
  const numbers = new Array<number>(27).fill(0);
  for (let c = 0; c < 9; c += 1) {
    const inColumn = [0, 1, 2].filter((r) => rows[r]! & (1 << c));
    const { low, high } = column90(c);
    const picked = numbersOf(low, high, inColumn.length, draw);
    inColumn.forEach((r, i) => (numbers[r * 9 + c] = picked[i]!));
  }
  return numbers;
}

/** A 75-ball card: 5 numbers of each column's range (4 in N, whose centre is free), ascending down. */
export function card75(draw: Draw): number[] {
  const numbers = new Array<number>(25).fill(0);
  for (let c = 0; c < 5; c += 1) {
    const { low, high } = column75(c);
    const rows = c === 2 ? [0, 1, 3, 4] : [0, 1, 2, 3, 4];
    const picked = numbersOf(low, high, rows.length, draw);
    rows.forEach((r, i) => (numbers[r * 5 + c] = picked[i]!));
  }
  return numbers;
}

/** The card's lines as cells: the rows (90-ball); rows, columns and both diagonals (75-ball). */
export function linesOf(variant: BingoVariant): number[][] {
  if (variant.balls === 90) return [0, 1, 2].map((r) => Array.from({ length: 9 }, (_, c) => r * 9 + c));
  const lines: number[][] = [];
  for (let r = 0; r < 5; r += 1) lines.push([0, 1, 2, 3, 4].map((c) => r * 5 + c));
  for (let c = 0; c < 5; c += 1) lines.push([0, 1, 2, 3, 4].map((r) => r * 5 + c));
  lines.push([0, 6, 12, 18, 24], [4, 8, 12, 16, 20]);
  return lines;
}

// ── a round ──

/** The pay of a prize reached at `ball` balls, in hundredths of the card price (0 past the last bracket). */
export function prizePay(variant: BingoVariant, prize: BingoPrize, ball: number): number {
  const bracket = variant.prizes.find((p) => p.prize === prize)?.brackets.find((b) => ball <= b.within);
  return bracket ? hundredths(bracket.pays) : 0;
}

export function play(variant: BingoVariant, cards: number, priceCents: number, draw: Draw): BingoState {
  const dealt = Array.from({ length: cards }, () => (variant.balls === 90 ? ticket90(draw) : card75(draw)));
  const sequence = drawBalls(variant.balls, variant.limit, draw);
  const { linesOfCell, lineSizes } = geometry(variant);
  const prizes = new Set(variant.prizes.map((p) => p.prize));
  // Per card: each number's cell (-1 when not on it), the numbers still missing per line and on the card.
  const tracked = dealt.map((numbers) => {
    const cellOf = new Int16Array(variant.balls + 1).fill(-1);
    numbers.forEach((n, cell) => n && (cellOf[n] = cell));
    return {
      numbers,
      cellOf,
      missing: Int8Array.from(lineSizes),
      left: numbers.filter((n) => n !== 0).length,
      lines: 0,
      wins: [] as BingoWin[],
    };
  });
  const balls: number[] = [];
  let open = tracked.length;
  for (const ball of sequence) {
    balls.push(ball);
    const count = balls.length;
    for (const card of tracked) {
      const cell = card.cellOf[ball]!;
      if (cell < 0) continue;
      card.left -= 1;
      const before = card.lines;
      for (const line of linesOfCell[cell]!) {
        card.missing[line]! -= 1;
        if (card.missing[line] === 0) card.lines += 1;
      }
      const won = (prize: BingoPrize) => {
        if (!prizes.has(prize)) return;
        card.wins.push({ prize, ball: count, winCents: payCents(priceCents, prizePay(variant, prize, count), 100) });
      };
      if (before === 0 && card.lines >= 1) won('line');
      if (before < 2 && card.lines >= 2) won('two_lines');
      if (card.left === 0) {
        won('full_house');
        open -= 1;
      }
    }
    if (open === 0) break;
  }
  const played = tracked.map(({ numbers, wins }) => ({ numbers, wins }));
  const winCents = played.reduce((sum, card) => sum + card.wins.reduce((s, w) => s + w.winCents, 0), 0);
  return { cards: played, balls, priceCents, stakeCents: priceCents * cards, winCents };
}

const geometries = new WeakMap<BingoVariant, { linesOfCell: number[][]; lineSizes: number[] }>();
/** For each cell, the lines through it; for each line, how many numbers it holds. */
function geometry(variant: BingoVariant) {
  let known = geometries.get(variant);
  if (!known) {
    const lines = linesOf(variant);
    const { rows, columns } = layoutOf(variant);
    known = {
      linesOfCell: Array.from({ length: rows * columns }, (_, cell) =>
        lines.flatMap((line, i) => (line.includes(cell) ? [i] : [])),
      ),
      // A 90-ball row holds 5 numbers; a 75-ball line 5, or 4 through the free centre.
      lineSizes: lines.map((line) => (variant.balls === 90 ? 5 : line.filter((cell) => cell !== 12).length)),
    };
    geometries.set(variant, known);
  }
  return known;
}

// ── the exact return of one card ──

/**
 * The chance a prize is reached within `b` balls: P(at least k lines done) by inclusion–exclusion,
 * Σ over sets S of ≥ k lines of (−1)^(|S|−k) · C(|S|−1, k−1) · C(b, m_S) / C(N, m_S), m_S the numbers
 * the lines of S need (a full house: all of them).
 */
function reachedWithin(variant: BingoVariant, prize: BingoPrize, b: number): Fraction {
  let total = ZERO;
  for (const [m, weight] of inclusionExclusion(variant, prize)) {
    total = add(total, fraction(weight * choose(b, m), choose(variant.balls, m)));
  }
  return total;
}

/** The inclusion–exclusion weights of a prize, by how many numbers a set of lines needs. */
function inclusionExclusion(variant: BingoVariant, prize: BingoPrize): Map<number, bigint> {
  const all = variant.balls === 90 ? 15 : 24;
  if (prize === 'full_house') return new Map([[all, 1n]]);
  // A card's numbers per cell (90-ball: any ticket has 5 a row; which cells does not change the count).
  const filled = (cell: number) => (variant.balls === 90 ? cell % 9 < 5 : cell !== 12);
  const lines = linesOf(variant);
  const k = prize === 'line' ? 1 : 2;
  const weights = new Map<number, bigint>();
  for (let set = 1; set < 1 << lines.length; set += 1) {
    const chosen = lines.filter((_, i) => set & (1 << i));
    if (chosen.length < k) continue;
    const m = new Set(chosen.flat().filter(filled)).size;
    const sign = (chosen.length - k) % 2 === 0 ? 1n : -1n;
    weights.set(m, (weights.get(m) ?? 0n) + sign * choose(chosen.length - 1, k - 1));
  }
  return weights;
}

/** One card's exact return per unit of its price: Σ over prizes and brackets of pay × P(reached in the bracket). */
export function bingoReturn(variant: BingoVariant): Fraction {
  let total = ZERO;
  for (const { prize, brackets } of variant.prizes) {
    let before = ZERO;
    for (const { within, pays } of brackets) {
      const by = reachedWithin(variant, prize, within);
      const inBracket = add(by, { numerator: -before.numerator, denominator: before.denominator });
      total = add(total, fraction(inBracket.numerator * BigInt(hundredths(pays)), inBracket.denominator * 100n));
      before = by;
    }
  }
  return total;
}

const exact = new WeakMap<BingoVariant, string>();
const exactRtp = (variant: BingoVariant) => {
  let known = exact.get(variant);
  if (known === undefined) {
    known = percentOfFraction(bingoReturn(variant));
    exact.set(variant, known);
  }
  return known;
};

/** What the table shows before the first bet (Table.rules). */
export interface BingoRules {
  balls: 90 | 75;
  limit: number;
  rows: number;
  columns: number;
  max_cards: number;
  prizes: BingoVariant['prizes'];
}

/** A round as the player sees it (RoundView.view). */
export interface BingoView {
  /** The balls drawn, in order. */
  balls: number[];
  /** Each card row by row (0: a blank, or the free centre), and the prizes it won at which ball. */
  cards: { numbers: number[]; wins: { prize: BingoPrize; ball: number; win: string }[] }[];
}

export const bingoEngine: Engine<BingoVariant, BingoChoice, never, BingoState> = {
  key: 'bingo',
  choice: BingoChoice,
  stake: (_variant, choice) => centsOf(choice.amount) * choice.cards,
  /** Every card winning every prize in its best bracket (a bound: no draw gives all of it). */
  maxPayout: (variant) => [
    variant.prizes.reduce((sum, { brackets }) => sum + Math.max(...brackets.map((b) => hundredths(b.pays))), 0),
    100,
  ],
  start(variant, choice, draw) {
    const state = play(variant, choice.cards, centsOf(choice.amount), draw);
    return { state, done: true, winCents: state.winCents, stakeCents: state.stakeCents };
  },
  view: (_variant, state): BingoView => ({
    balls: state.balls,
    cards: state.cards.map((card) => ({
      numbers: card.numbers,
      wins: card.wins.map((w) => ({ prize: w.prize, ball: w.ball, win: (w.winCents / 100).toFixed(2) })),
    })),
  }),
  rules: (variant): BingoRules => ({
    balls: variant.balls,
    limit: variant.limit,
    ...layoutOf(variant),
    max_cards: BINGO_MAX_CARDS,
    prizes: variant.prizes,
  }),
  /** Exact, per card, whatever the number of cards. */
  rtp: (variant) => exactRtp(variant),
  /** A round of one card at R$ 1,00 (more cards return the same). */
  simulate(variant, draw) {
    const state = play(variant, 1, 100, draw);
    return { stake: state.stakeCents, win: state.winCents };
  },
};
