import * as v from 'valibot';
import { BetAmount } from '../contract/tables';
import { says } from '../contract/says';
import { shuffled } from './fair';
import {
  capOf,
  centsOf,
  EngineRefusal,
  hundredthsText,
  MaxWinField,
  payCents,
  percentOf,
  type Engine,
  type Step,
} from './types';

/**
 * Mines: a 5×5 grid hides the number of mines the player chose (1–24), placed from the seed when the round
 * opens. Each square opened that holds a gem raises the multiplier; a mine ends the round with nothing; the
 * player cashes out whenever they like. After k gems with m mines the multiplier is the fair odds of having
 * survived, C(25, k) / C(25 − m, k), times the house's return, rounded down to two places: every reveal is a
 * fair bet returning at most the RTP, whatever the player does.
 *
 * The win is capped at the site's maximum win per round (the choice's `max_win`, set by the house): the gem
 * that takes the win to the cap cashes the round out by itself, paying the cap. A cap only lowers a
 * cash-out's return, and the stated strategy (3 mines, 5 gems: 19.57×) never reaches it at any allowed bet.
 */

export const CELLS = 25;
export const MIN_MINES = 1;
export const MAX_MINES = CELLS - 1;

export interface MinesVariant {
  /** The house's return on every step, in hundredths of a percent (9700 = 97%). */
  rtpBasis: number;
}

export const MINES_VARIANTS = {
  minas: { rtpBasis: 9700 },
} satisfies Record<string, MinesVariant>;

export const MinesChoice = v.object({
  amount: BetAmount,
  mines: v.pipe(
    v.number(says('mines.count_range')),
    v.integer(says('mines.count_range')),
    v.minValue(MIN_MINES, says('mines.count_range')),
    v.maxValue(MAX_MINES, says('mines.count_range')),
  ),
  max_win: MaxWinField,
});
export type MinesChoice = v.InferOutput<typeof MinesChoice>;

const Cell = v.pipe(
  v.number(says('mines.cell_invalid')),
  v.integer(says('mines.cell_invalid')),
  v.minValue(0, says('mines.cell_invalid')),
  v.maxValue(CELLS - 1, says('mines.cell_invalid')),
);
export const MinesAction = v.union(
  [v.object({ reveal: Cell }), v.object({ cashout: v.literal(true) })],
  says('round.action_invalid'),
);
export type MinesAction = v.InferOutput<typeof MinesAction>;

export interface MinesState {
  stakeCents: number;
  /** The mines' squares (0–24, row by row), drawn at the start: hidden until the round is over. */
  mines: number[];
  /** The squares opened, in order. */
  opened: number[];
  /** The mine that ended the round, if one did. */
  hit: number | null;
  cashedOut: boolean;
  /** The most the round pays, in centavos (the choice's max_win); absent in rounds from before the cap. */
  cap?: number;
}

/** C(n, k) exactly (every value here is below 2^53). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/**
 * The multiplier in hundredths after `gems` gems with `mines` mines: floor(rtp × C(25, k) / C(25 − m, k)).
 * Before the first gem it is the RTP itself (a round cashed out at once, or left open untouched, pays 0.97×).
 */
export function multiplierHundredths(variant: MinesVariant, mines: number, gems: number): number {
  return Math.floor((variant.rtpBasis * choose(CELLS, gems)) / (100 * choose(CELLS - mines, gems)));
}

export { hundredthsText };

/**
 * The exact return of cashing out after `gems` gems with `mines` mines, as a fraction: the chance of
 * surviving that far times the multiplier.
 */
export function cashoutReturn(variant: MinesVariant, mines: number, gems: number): [number, number] {
  return [choose(CELLS - mines, gems) * multiplierHundredths(variant, mines, gems), choose(CELLS, gems) * 100];
}

/** The lowest and highest exact return over every cash-out (mines 1–24, gems 0 to all), as percentages. */
export function returnRange(variant: MinesVariant): { min: string; max: string } {
  let low: [number, number] = [1, 1];
  let high: [number, number] = [0, 1];
  for (let mines = MIN_MINES; mines <= MAX_MINES; mines += 1) {
    for (let gems = 0; gems <= CELLS - mines; gems += 1) {
      const [n, d] = cashoutReturn(variant, mines, gems);
      if (n * low[1] < low[0] * d) low = [n, d];
      if (n * high[1] > high[0] * d) high = [n, d];
    }
  }
  return { min: percentOf(...low), max: percentOf(...high) };
}

/** The strategy the stated RTP is of (and the simulation plays): 3 mines, 5 gems, then cash out. */
export const STRATEGY = { mines: 3, gems: 5 } as const;

/** What cashing out after `gems` gems pays, in centavos: the multiplier's pay, at most the cap. */
function cashoutCents(state: MinesState, variant: MinesVariant, gems: number): number {
  const pay = payCents(state.stakeCents, multiplierHundredths(variant, state.mines.length, gems), 100);
  return state.cap === undefined ? pay : Math.min(pay, state.cap);
}

function step(state: MinesState, variant: MinesVariant): Step<MinesState> {
  const gems = state.opened.length - (state.hit === null ? 0 : 1);
  const done = state.hit !== null || state.cashedOut;
  const win = state.hit !== null ? 0 : cashoutCents(state, variant, gems);
  return { state, done, winCents: done ? win : 0, stakeCents: state.stakeCents };
}

export const minesEngine: Engine<MinesVariant, MinesChoice, MinesAction, MinesState> = {
  key: 'mines',
  choice: MinesChoice,
  action: MinesAction,
  stake: (_variant, choice) => centsOf(choice.amount),
  /** Every gem found (before the cap). */
  maxPayout: (variant, choice) => [multiplierHundredths(variant, choice.mines, CELLS - choice.mines), 100],
  capsWin: true,
  start(variant, choice, draw) {
    const squares = Array.from({ length: CELLS }, (_, i) => i);
    const mines = shuffled(squares, draw)
      .slice(0, choice.mines)
      .sort((a, b) => a - b);
    const cap = capOf(choice);
    return step(
      {
        stakeCents: centsOf(choice.amount),
        mines,
        opened: [],
        hit: null,
        cashedOut: false,
        ...(Number.isFinite(cap) ? { cap } : {}),
      },
      variant,
    );
  },
  act(variant, state, action) {
    if (state.hit !== null || state.cashedOut) throw new EngineRefusal('round.action_invalid');
    if ('cashout' in action) return step({ ...state, cashedOut: true }, variant);
    const cell = action.reveal;
    if (state.opened.includes(cell)) throw new EngineRefusal('mines.cell_open');
    const opened = [...state.opened, cell];
    if (state.mines.includes(cell)) return step({ ...state, opened, hit: cell }, variant);
    // Every gem found, or the win at the cap: the round cashes out by itself.
    const gems = opened.length;
    const cashedOut =
      gems === CELLS - state.mines.length ||
      (state.cap !== undefined && cashoutCents(state, variant, gems) >= state.cap);
    return step({ ...state, opened, cashedOut }, variant);
  },
  /** A round left open cashes out at the multiplier it had reached. */
  timeoutAction: () => ({ cashout: true }),
  view(variant, state, done) {
    const count = state.mines.length;
    const gems = state.opened.filter((cell) => !state.mines.includes(cell));
    return {
      mines: count,
      /** The gems opened (squares 0–24, row by row). */
      gems,
      multiplier: hundredthsText(multiplierHundredths(variant, count, gems.length)),
      /** What the next gem would raise the multiplier to (null when none is left). */
      next: gems.length < CELLS - count ? hundredthsText(multiplierHundredths(variant, count, gems.length + 1)) : null,
      hit: state.hit,
      cashed_out: state.cashedOut,
      /** The most the round pays (the site's maximum win per round); absent in rounds from before it. */
      ...(state.cap === undefined ? {} : { max_win: hundredthsText(state.cap) }),
      /** Where the mines were: only once the round is over. */
      mine_cells: done ? state.mines : null,
    };
  },
  rules(variant) {
    return {
      cells: CELLS,
      min_mines: MIN_MINES,
      max_mines: MAX_MINES,
      rtp_each_step: percentOf(variant.rtpBasis, 10_000),
      /** The multiplier after 1, 2, … gems, for each number of mines (index 0 = 1 mine). */
      multipliers: Array.from({ length: MAX_MINES }, (_, i) =>
        Array.from({ length: CELLS - (i + 1) }, (_, k) => hundredthsText(multiplierHundredths(variant, i + 1, k + 1))),
      ),
      strategy: STRATEGY,
      /** The lowest and highest exact return of any cash-out (any strategy's return lies between them). */
      rtp_range: returnRange(variant),
    };
  },
  rtp(variant) {
    const [numerator, denominator] = cashoutReturn(variant, STRATEGY.mines, STRATEGY.gems);
    return percentOf(numerator, denominator);
  },
  simulate(variant, draw) {
    const choice = { amount: '10.00', mines: STRATEGY.mines };
    let round = minesEngine.start(variant, choice, draw);
    // Any fixed order of squares is as good as any other: the mines are uniformly placed.
    for (let cell = 0; !round.done && cell < STRATEGY.gems; cell += 1) {
      round = minesEngine.act!(variant, round.state, { reveal: cell });
    }
    if (!round.done) round = minesEngine.act!(variant, round.state, { cashout: true });
    return { stake: round.stakeCents, win: round.winCents };
  },
};
