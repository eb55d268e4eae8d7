import * as v from 'valibot';
import { BetAmount } from '../contract/tables';
import { says } from '../contract/says';
import { add, choose, drawBalls, fraction, hundredths, percentOfFraction, ZERO, type Fraction } from './balls';
import type { Draw } from './fair';
import { centsOf, payCents, type Engine } from './types';

/*
 * Video bingo, the arcade way: up to 4 cards of 3 rows × 5 numbers (no number on two cards), 30 balls
 * drawn at once, and each card pays its best pattern of marked numbers times the bet per card. The
 * return is exact: given how many of a card's 15 numbers are drawn, every set of that many cells is as
 * likely, so the 2^15 sets of marked cells enumerate every outcome.
 */

export const VIDEO_BINGO_ROWS = 3;
export const VIDEO_BINGO_COLUMNS = 5;
export const VIDEO_BINGO_CELLS = VIDEO_BINGO_ROWS * VIDEO_BINGO_COLUMNS;
export const VIDEO_BINGO_MAX_CARDS = 4;
export const VIDEO_BINGO_BALLS = 30;

/** The patterns, as the card's cells (row × 5 + column) they need marked. */
const cells = (...rc: [number, number][]) => rc.map(([r, c]) => r * VIDEO_BINGO_COLUMNS + c);
const row = (r: number) => cells(...Array.from({ length: 5 }, (_, c) => [r, c] as [number, number]));
export const PATTERNS = {
  /** Every cell. */
  full: row(0).concat(row(1), row(2)),
  /** The border: the top and bottom rows and both ends of the middle one. */
  frame: row(0).concat(row(2), cells([1, 0], [1, 4])),
  /** Two whole rows, any two (these cells are an example). */
  two_lines: row(0).concat(row(2)),
  /** The left and right columns and the bottom row. */
  u: cells([0, 0], [1, 0], [0, 4], [1, 4]).concat(row(2)),
  /** The four corners, the middle row's centre three. */
  x: cells([0, 0], [0, 4], [1, 1], [1, 2], [1, 3], [2, 0], [2, 4]),
  /** Down from the top corners to the bottom centre. */
  v: cells([0, 0], [1, 1], [2, 2], [1, 3], [0, 4]),
  /** One whole row, any (these cells are an example). */
  line: row(1),
  /** The four corners. */
  corners: cells([0, 0], [0, 4], [2, 0], [2, 4]),
} as const;
export type Pattern = keyof typeof PATTERNS;

const maskOf = (list: readonly number[]) => list.reduce((m, cell) => m | (1 << cell), 0);
const ROW_MASKS = [0, 1, 2].map((r) => maskOf(row(r)));
const covers = (marked: number, mask: number) => (marked & mask) === mask;

const MASKS = Object.fromEntries(Object.entries(PATTERNS).map(([p, list]) => [p, maskOf(list)])) as Record<
  Pattern,
  number
>;
const fullRows = (marked: number) => ROW_MASKS.reduce((n, m) => n + (covers(marked, m) ? 1 : 0), 0);

/** Whether the marked cells (a bit mask) make the pattern. */
export function makes(pattern: Pattern, marked: number): boolean {
  if (pattern === 'line') return fullRows(marked) >= 1;
  if (pattern === 'two_lines') return fullRows(marked) >= 2;
  return covers(marked, MASKS[pattern]);
}

export interface VideoBingoVariant {
  name: string;
  /** Balls numbered 1…numbers. */
  numbers: number;
  /** What each pattern pays, × the bet per card, best first; a card is paid its best pattern only. */
  paytable: { pattern: Pattern; pays: string }[];
}

export const VIDEO_BINGO_VARIANTS = {
  /** Vídeo Bingo Arraiá: 60 balls, so the 4 cards hold every number; many small pays. */
  arraia: {
    name: 'Vídeo Bingo Arraiá',
    numbers: 60,
    paytable: [
      { pattern: 'full', pays: '2000.00' },
      { pattern: 'frame', pays: '300.00' },
      { pattern: 'u', pays: '100.00' },
      { pattern: 'two_lines', pays: '80.00' },
      { pattern: 'x', pays: '20.00' },
      { pattern: 'v', pays: '8.00' },
      { pattern: 'line', pays: '5.00' },
      { pattern: 'corners', pays: '3.00' },
    ],
  },
  /** Vídeo Bingo Neon: 75 balls, fewer marks, bigger pays. */
  neon: {
    name: 'Vídeo Bingo Neon',
    numbers: 75,
    paytable: [
      { pattern: 'full', pays: '10000.00' },
      { pattern: 'frame', pays: '2500.00' },
      { pattern: 'u', pays: '600.00' },
      { pattern: 'two_lines', pays: '500.00' },
      { pattern: 'x', pays: '150.00' },
      { pattern: 'v', pays: '25.00' },
      { pattern: 'line', pays: '15.00' },
      { pattern: 'corners', pays: '6.00' },
    ],
  },
} satisfies Record<string, VideoBingoVariant>;

export const VideoBingoChoice = v.object(
  {
    /** The bet per card. */
    amount: BetAmount,
    cards: v.pipe(
      v.number(says('bingo.cards_count')),
      v.integer(says('bingo.cards_count')),
      v.minValue(1, says('bingo.cards_count')),
      v.maxValue(VIDEO_BINGO_MAX_CARDS, says('bingo.cards_count')),
    ),
  },
  says('round.choice_invalid'),
);
export type VideoBingoChoice = v.InferOutput<typeof VideoBingoChoice>;

export interface VideoBingoCard {
  /** 15 numbers, row by row (cell = row × 5 + column), each column ascending top to bottom. */
  numbers: number[];
  /** The cells marked, as a bit mask. */
  marked: number;
  /** The best pattern the card made, or null. */
  pattern: Pattern | null;
  winCents: number;
}

export interface VideoBingoState {
  cards: VideoBingoCard[];
  balls: number[];
  betCents: number;
  stakeCents: number;
  winCents: number;
}

/** The best pattern of the paytable the marked cells make, or null. */
export function bestPattern(variant: VideoBingoVariant, marked: number): { pattern: Pattern; pays: string } | null {
  return variant.paytable.find((entry) => makes(entry.pattern, marked)) ?? null;
}

/** Cards of 15 numbers each, none on two cards: one shuffle of the balls, dealt 15 at a time. */
function dealCards(numbers: number, count: number, draw: Draw): number[][] {
  const dealt = drawBalls(numbers, count * VIDEO_BINGO_CELLS, draw);
  return Array.from({ length: count }, (_, card) => {
    const sorted = dealt.slice(card * VIDEO_BINGO_CELLS, (card + 1) * VIDEO_BINGO_CELLS).sort((a, b) => a - b);
    // Column by column, so each column (and the card read down the columns) ascends.
    return Array.from({ length: VIDEO_BINGO_CELLS }, (_, cell) => {
      const r = Math.floor(cell / VIDEO_BINGO_COLUMNS);
      const c = cell % VIDEO_BINGO_COLUMNS;
      return sorted[c * VIDEO_BINGO_ROWS + r]!;
    });
  });
}

function play(variant: VideoBingoVariant, cards: number, betCents: number, draw: Draw): VideoBingoState {
  const dealt = dealCards(variant.numbers, cards, draw);
  const balls = drawBalls(variant.numbers, VIDEO_BINGO_BALLS, draw);
  const drawn = new Set(balls);
  const played = dealt.map((numbers): VideoBingoCard => {
    const marked = numbers.reduce((m, n, cell) => (drawn.has(n) ? m | (1 << cell) : m), 0);
    const best = bestPattern(variant, marked);
    return {
      numbers,
      marked,
      pattern: best?.pattern ?? null,
      winCents: best ? payCents(betCents, hundredths(best.pays), 100) : 0,
    };
  });
  const winCents = played.reduce((sum, card) => sum + card.winCents, 0);
  return { cards: played, balls, betCents, stakeCents: betCents * cards, winCents };
}

/**
 * A card's exact return (per unit bet on it): each set of m marked cells has the chance
 * C(N − 15, 30 − m) / C(N, 30) (the other 30 − m balls miss the card), times its best pattern's pay.
 */
export function videoBingoReturn(variant: VideoBingoVariant): Fraction {
  const total = choose(variant.numbers, VIDEO_BINGO_BALLS);
  const weight = Array.from({ length: VIDEO_BINGO_CELLS + 1 }, (_, m) =>
    choose(variant.numbers - VIDEO_BINGO_CELLS, VIDEO_BINGO_BALLS - m),
  );
  let paid = 0n;
  for (let marked = 0; marked < 1 << VIDEO_BINGO_CELLS; marked += 1) {
    const best = bestPattern(variant, marked);
    if (best) paid += weight[popcount(marked)]! * BigInt(hundredths(best.pays));
  }
  return add(ZERO, fraction(paid, total * 100n));
}

/** The chance a card's best pattern is each one (for the rules), exactly, as a percentage. */
function patternChances(variant: VideoBingoVariant): Record<string, Fraction> {
  const total = choose(variant.numbers, VIDEO_BINGO_BALLS);
  const counts: Record<string, bigint> = {};
  for (let marked = 0; marked < 1 << VIDEO_BINGO_CELLS; marked += 1) {
    const best = bestPattern(variant, marked);
    if (best) {
      counts[best.pattern] =
        (counts[best.pattern] ?? 0n) +
        choose(variant.numbers - VIDEO_BINGO_CELLS, VIDEO_BINGO_BALLS - popcount(marked));
    }
  }
  return Object.fromEntries(Object.entries(counts).map(([p, n]) => [p, fraction(n, total)]));
}

const popcount = (x: number) => {
  let n = 0;
  for (let y = x; y; y &= y - 1) n += 1;
  return n;
};

const returns = new WeakMap<VideoBingoVariant, { rtp: string; chances: Record<string, Fraction> }>();
const computed = (variant: VideoBingoVariant) => {
  let known = returns.get(variant);
  if (!known) {
    known = { rtp: percentOfFraction(videoBingoReturn(variant)), chances: patternChances(variant) };
    returns.set(variant, known);
  }
  return known;
};

/** A chance as "1 in N" rounded, for the rules (0 when it never happens). */
const oneIn = (f: Fraction | undefined) =>
  f && f.numerator > 0n ? Number((f.denominator + f.numerator / 2n) / f.numerator) : 0;

/** What the table shows before the first bet (Table.rules). */
export interface VideoBingoRules {
  numbers: number;
  balls: number;
  rows: number;
  columns: number;
  max_cards: number;
  /**
   * Best first: the pattern, its pay (× the bet per card), its cells (row × 5 + column) to draw it (for
   * line and two_lines, any rows will do) and how rare a card's best pattern it is (1 in one_in).
   */
  paytable: { pattern: Pattern; pays: string; cells: readonly number[]; any_rows: boolean; one_in: number }[];
}

/** A round as the player sees it (RoundView.view). */
export interface VideoBingoView {
  balls: number[];
  cards: { numbers: number[]; marked: boolean[]; pattern: Pattern | null; win: string }[];
}

export const videoBingoEngine: Engine<VideoBingoVariant, VideoBingoChoice, never, VideoBingoState> = {
  key: 'videobingo',
  choice: VideoBingoChoice,
  stake: (_variant, choice) => centsOf(choice.amount) * choice.cards,
  /** Every card making the paytable's best pattern. */
  maxPayout: (variant) => [Math.max(...variant.paytable.map((entry) => hundredths(entry.pays))), 100],
  start(variant, choice, draw) {
    const state = play(variant, choice.cards, centsOf(choice.amount), draw);
    return { state, done: true, winCents: state.winCents, stakeCents: state.stakeCents };
  },
  view: (_variant, state): VideoBingoView => ({
    balls: state.balls,
    cards: state.cards.map((card) => ({
      numbers: card.numbers,
      marked: card.numbers.map((_, cell) => (card.marked & (1 << cell)) !== 0),
      pattern: card.pattern,
      win: (card.winCents / 100).toFixed(2),
    })),
  }),
  rules: (variant): VideoBingoRules => ({
    numbers: variant.numbers,
    balls: VIDEO_BINGO_BALLS,
    rows: VIDEO_BINGO_ROWS,
    columns: VIDEO_BINGO_COLUMNS,
    max_cards: VIDEO_BINGO_MAX_CARDS,
    paytable: variant.paytable.map((entry) => ({
      ...entry,
      cells: PATTERNS[entry.pattern],
      any_rows: entry.pattern === 'line' || entry.pattern === 'two_lines',
      one_in: oneIn(computed(variant).chances[entry.pattern]),
    })),
  }),
  rtp: (variant) => computed(variant).rtp,
  /** A typical round: 4 cards at R$ 1,00 each. */
  simulate(variant, draw) {
    const state = play(variant, VIDEO_BINGO_MAX_CARDS, 100, draw);
    return { stake: state.stakeCents, win: state.winCents };
  },
};
