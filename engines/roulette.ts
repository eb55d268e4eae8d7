import * as v from 'valibot';
import { BetAmount } from '../contract/tables';
import { says } from '../contract/says';
import type { Draw } from './fair';
import { centsOf, EngineRefusal, hundredthsText, percentOf, type Engine } from './types';

/**
 * European roulette: one zero, 37 pockets, one number drawn per round. Every bet pays so that it returns
 * 36/37 of its stake on average (a straight covers 1 number and pays 35:1: 36 back on 1 chance in 37), so
 * the game's return to player is 36/37 = 97.30% whatever the player bets.
 */

/** A title's table: the variants differ only by the colours of the felt. */
export interface RouletteVariant {
  theme: 'tropical' | 'samba';
}

export const ROULETTE_VARIANTS = {
  tropical: { theme: 'tropical' },
  samba: { theme: 'samba' },
} as const satisfies Record<string, RouletteVariant>;

export const ROULETTE_BET_KINDS = [
  'straight',
  'split',
  'street',
  'corner',
  'line',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
export type RouletteBetKind = (typeof ROULETTE_BET_KINDS)[number];

/** What each bet pays, "n to 1" (the stake comes back on top). */
export const ROULETTE_PAYS: Record<RouletteBetKind, number> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  line: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

/** The red numbers of the standard layout (the others but zero are black). */
export const RED_NUMBERS: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

/** The pockets of a European wheel clockwise from zero. */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];

export type RouletteColour = 'red' | 'black' | 'green';
export const colourOf = (n: number): RouletteColour => (n === 0 ? 'green' : RED_NUMBERS.includes(n) ? 'red' : 'black');

/** At most this many chips in one round (a chip is one bet: a kind, the numbers it covers, an amount). */
export const ROULETTE_MAX_CHIPS = 150;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-');

/**
 * Every bet the standard layout offers, by kind, as the sorted numbers each covers. The layout has 12
 * rows of three (1-2-3, 4-5-6 … 34-35-36) and zero above them; splits, trios and the first four with zero
 * (0-1, 0-2, 0-3, 0-1-2, 0-2-3, 0-1-2-3) are the European table's usual bets.
 */
function layoutBets(): Record<RouletteBetKind, number[][]> {
  const rows = range(0, 11).map((row) => [3 * row + 1, 3 * row + 2, 3 * row + 3]);
  const split: number[][] = [
    [0, 1],
    [0, 2],
    [0, 3],
  ];
  const corner: number[][] = [[0, 1, 2, 3]];
  for (let n = 1; n <= 36; n += 1) {
    if (n % 3 !== 0) split.push([n, n + 1]);
    if (n <= 33) split.push([n, n + 3]);
    if (n % 3 !== 0 && n <= 32) corner.push([n, n + 1, n + 3, n + 4]);
  }
  const all = range(1, 36);
  return {
    straight: range(0, 36).map((n) => [n]),
    split,
    street: [[0, 1, 2], [0, 2, 3], ...rows],
    corner,
    line: range(0, 10).map((row) => range(3 * row + 1, 3 * row + 6)),
    dozen: [range(1, 12), range(13, 24), range(25, 36)],
    column: [1, 2, 3].map((c) => all.filter((n) => n % 3 === c % 3)),
    red: [[...RED_NUMBERS]],
    black: [all.filter((n) => !RED_NUMBERS.includes(n))],
    odd: [all.filter((n) => n % 2 === 1)],
    even: [all.filter((n) => n % 2 === 0)],
    low: [range(1, 18)],
    high: [range(19, 36)],
  };
}

export const ROULETTE_BETS = layoutBets();
const LEGAL: Record<RouletteBetKind, Map<string, number[]>> = Object.fromEntries(
  ROULETTE_BET_KINDS.map((kind) => [kind, new Map(ROULETTE_BETS[kind].map((numbers) => [key(numbers), numbers]))]),
) as never;

/** The bets with one set of numbers each (red, odd, 1–18…): their chips may leave the numbers out. */
const FIXED: ReadonlySet<RouletteBetKind> = new Set(['red', 'black', 'odd', 'even', 'low', 'high']);

const notABet = says('roulette.bet_invalid');
const Pocket = v.pipe(v.number(notABet), v.integer(notABet), v.minValue(0, notABet), v.maxValue(36, notABet));
const Chip = v.pipe(
  v.object(
    {
      kind: v.picklist(ROULETTE_BET_KINDS, notABet),
      /** The numbers the chip covers (any order); the even-money bets may leave them out. */
      numbers: v.optional(v.pipe(v.array(Pocket, notABet), v.maxLength(18, notABet))),
      amount: BetAmount,
    },
    notABet,
  ),
  v.check((chip) => legalNumbers(chip.kind, chip.numbers) !== null, notABet),
);

export const RouletteChoice = v.object(
  {
    chips: v.pipe(
      v.array(Chip, says('round.choice_invalid')),
      v.minLength(1, says('round.choice_invalid')),
      v.maxLength(ROULETTE_MAX_CHIPS, says('roulette.too_many_chips', { max: String(ROULETTE_MAX_CHIPS) })),
    ),
  },
  says('round.choice_invalid'),
);
export type RouletteChoice = v.InferOutput<typeof RouletteChoice>;

/** One bet of a round with what it paid (stake included), in centavos. */
export interface RouletteBet {
  kind: RouletteBetKind;
  numbers: number[];
  cents: number;
  winCents: number;
}

export interface RouletteState {
  number: number;
  bets: RouletteBet[];
}

/** The numbers a chip covers when they are one of the layout's bets of its kind, else null. */
function legalNumbers(kind: RouletteBetKind, numbers: readonly number[] | undefined): number[] | null {
  if (numbers === undefined || numbers.length === 0) return FIXED.has(kind) ? ROULETTE_BETS[kind][0]! : null;
  return LEGAL[kind].get(key(numbers)) ?? null;
}

/** The numbers a chip covers, checked against the layout (the choice's schema has checked it already). */
export function coveredBy(kind: RouletteBetKind, numbers: readonly number[] | undefined): number[] {
  const legal = legalNumbers(kind, numbers);
  if (!legal) throw new EngineRefusal('roulette.bet_invalid');
  return legal;
}

function betsOf(choice: RouletteChoice): RouletteBet[] {
  return choice.chips.map((chip) => ({
    kind: chip.kind,
    numbers: coveredBy(chip.kind, chip.numbers),
    cents: centsOf(chip.amount),
    winCents: 0,
  }));
}

/** What a bet returns on the number drawn, stake included (0 when it loses). */
export const betWin = (bet: Pick<RouletteBet, 'kind' | 'numbers' | 'cents'>, number: number) =>
  bet.numbers.includes(number) ? bet.cents * (ROULETTE_PAYS[bet.kind] + 1) : 0;

function settle(bets: RouletteBet[], number: number) {
  const settled = bets.map((bet) => ({ ...bet, winCents: betWin(bet, number) }));
  return {
    state: { number, bets: settled },
    done: true,
    winCents: settled.reduce((sum, bet) => sum + bet.winCents, 0),
    stakeCents: settled.reduce((sum, bet) => sum + bet.cents, 0),
  };
}

const amountOf = hundredthsText;

/** A typical table for the simulation: five chips of R$ 1 on bets of different kinds drawn at random. */
const SIMULATED: readonly RouletteBetKind[] = ['straight', 'split', 'corner', 'red', 'dozen'];

export const rouletteEngine: Engine<RouletteVariant, RouletteChoice, never, RouletteState> = {
  key: 'roulette',
  choice: RouletteChoice,
  stake: (_variant, choice) => betsOf(choice).reduce((sum, bet) => sum + bet.cents, 0),
  /** The number that pays the chips the most. */
  maxPayout(_variant, choice) {
    const bets = betsOf(choice);
    const best = Math.max(...Array.from({ length: 37 }, (_, n) => bets.reduce((sum, bet) => sum + betWin(bet, n), 0)));
    return [best, bets.reduce((sum, bet) => sum + bet.cents, 0)];
  },
  start: (_variant, choice, draw) => settle(betsOf(choice), draw.int(37)),
  view: (_variant, state) => ({
    number: state.number,
    colour: colourOf(state.number),
    bets: state.bets.map((bet) => ({
      kind: bet.kind,
      numbers: bet.numbers,
      amount: amountOf(bet.cents),
      win: amountOf(bet.winCents),
    })),
  }),
  rules: (variant) => ({
    theme: variant.theme,
    wheel: 'european',
    pockets: 37,
    wheel_order: WHEEL_ORDER,
    red: RED_NUMBERS,
    max_chips: ROULETTE_MAX_CHIPS,
    bets: ROULETTE_BET_KINDS.map((kind) => ({
      kind,
      pays: ROULETTE_PAYS[kind],
      covers: ROULETTE_BETS[kind][0]!.length,
      rtp: percentOf(ROULETTE_BETS[kind][0]!.length * (ROULETTE_PAYS[kind] + 1), 37),
    })),
  }),
  rtp: () => percentOf(36, 37),
  simulate: (_variant, draw: Draw) => {
    // The layout's own bets, so no chip needs checking: R$ 1 each, then the spin.
    const bets = SIMULATED.map((kind) => {
      const legal = ROULETTE_BETS[kind];
      return { kind, numbers: legal[draw.int(legal.length)]!, cents: 100, winCents: 0 };
    });
    const step = settle(bets, draw.int(37));
    return { stake: step.stakeCents, win: step.winCents };
  },
};

/** The view a settled round shows (what `view` answers), for the screen and the verifier. */
export interface RouletteView {
  number: number;
  colour: RouletteColour;
  bets: { kind: RouletteBetKind; numbers: number[]; amount: string; win: string }[];
}

/** The rules a table states (what `rules` answers). */
export interface RouletteRules {
  theme: RouletteVariant['theme'];
  wheel: 'european';
  pockets: number;
  wheel_order: number[];
  red: number[];
  max_chips: number;
  bets: { kind: RouletteBetKind; pays: number; covers: number; rtp: string }[];
}
