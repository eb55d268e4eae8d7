import * as v from 'valibot';
import { BetAmount } from '../contract/tables';
import { says } from '../contract/says';
import { centsOf, percentOf, type Engine } from './types';

/**
 * Plinko: a ball drops through 8 to 16 rows of pegs (the player's choice) and bounces left or right at each,
 * one fair bit per row drawn from the seed; the slot it lands in (the number of rights, 0…rows) pays the
 * published multiplier of that slot for the rows and the risk the player chose. Slot k is reached with
 * probability C(rows, k) / 2^rows, so each table's return is exact; the higher the risk, the smaller the
 * middle and the larger the edges.
 */

export const MIN_ROWS = 8;
export const MAX_ROWS = 16;
export const RISKS = ['low', 'medium', 'high'] as const;
export type Risk = (typeof RISKS)[number];

export interface PlinkoVariant {
  /** Each risk's multipliers by rows, slot 0 (all lefts) to slot rows (all rights): symmetric. */
  tables: Record<Risk, Record<number, readonly string[]>>;
}

export const PLINKO_VARIANTS = {
  cascata: {
    tables: {
      low: {
        8: ['5.6', '2.5', '1.1', '0.8', '0.7', '0.8', '1.1', '2.5', '5.6'],
        9: ['7.5', '3.3', '1.4', '0.9', '0.7', '0.7', '0.9', '1.4', '3.3', '7.5'],
        10: ['9', '4', '1.8', '1', '0.8', '0.7', '0.8', '1', '1.8', '4', '9'],
        11: ['11', '5.2', '2.3', '1.2', '0.9', '0.7', '0.7', '0.9', '1.2', '2.3', '5.2', '11'],
        12: ['13', '6.3', '2.7', '1.4', '1', '0.8', '0.7', '0.8', '1', '1.4', '2.7', '6.3', '13'],
        13: ['15', '7.8', '3.4', '1.9', '1', '0.8', '0.8', '0.8', '0.8', '1', '1.9', '3.4', '7.8', '15'],
        14: ['16', '8.9', '3.9', '2.1', '1.2', '0.9', '0.8', '0.8', '0.8', '0.9', '1.2', '2.1', '3.9', '8.9', '16'],
        15: [
          '18',
          '10',
          '4.7',
          '2.4',
          '1.4',
          '1.1',
          '0.8',
          '0.8',
          '0.8',
          '0.8',
          '1.1',
          '1.4',
          '2.4',
          '4.7',
          '10',
          '18',
        ],
        16: [
          '18',
          '11',
          '5.1',
          '2.8',
          '1.7',
          '1.2',
          '0.9',
          '0.8',
          '0.8',
          '0.8',
          '0.9',
          '1.2',
          '1.7',
          '2.8',
          '5.1',
          '11',
          '18',
        ],
      },
      medium: {
        8: ['13', '3.7', '1.3', '0.6', '0.4', '0.6', '1.3', '3.7', '13'],
        9: ['19', '5.1', '1.8', '0.7', '0.5', '0.5', '0.7', '1.8', '5.1', '19'],
        10: ['22', '6.9', '2.3', '1.1', '0.6', '0.4', '0.6', '1.1', '2.3', '6.9', '22'],
        11: ['33', '10', '3.5', '1.3', '0.7', '0.5', '0.5', '0.7', '1.3', '3.5', '10', '33'],
        12: ['43', '13', '4.9', '2', '0.8', '0.6', '0.4', '0.6', '0.8', '2', '4.9', '13', '43'],
        13: ['58', '19', '6.6', '2.6', '1.2', '0.6', '0.5', '0.5', '0.6', '1.2', '2.6', '6.6', '19', '58'],
        14: ['88', '28', '9.5', '3.7', '1.6', '0.8', '0.5', '0.4', '0.5', '0.8', '1.6', '3.7', '9.5', '28', '88'],
        15: ['110', '36', '13', '5', '2.2', '1.1', '0.6', '0.4', '0.4', '0.6', '1.1', '2.2', '5', '13', '36', '110'],
        16: [
          '110',
          '42',
          '16',
          '6.3',
          '2.9',
          '1.4',
          '0.8',
          '0.5',
          '0.4',
          '0.5',
          '0.8',
          '1.4',
          '2.9',
          '6.3',
          '16',
          '42',
          '110',
        ],
      },
      high: {
        8: ['29', '4.6', '1.1', '0.4', '0.2', '0.4', '1.1', '4.6', '29'],
        9: ['43', '7.3', '1.9', '0.6', '0.2', '0.2', '0.6', '1.9', '7.3', '43'],
        10: ['76', '11', '3', '0.8', '0.3', '0.2', '0.3', '0.8', '3', '11', '76'],
        11: ['120', '18', '4.6', '1.3', '0.4', '0.2', '0.2', '0.4', '1.3', '4.6', '18', '120'],
        12: ['170', '26', '7.1', '2.1', '0.7', '0.2', '0.2', '0.2', '0.7', '2.1', '7.1', '26', '170'],
        13: ['260', '38', '11', '3', '1', '0.4', '0.2', '0.2', '0.4', '1', '3', '11', '38', '260'],
        14: ['420', '60', '16', '4.9', '1.6', '0.5', '0.2', '0.2', '0.2', '0.5', '1.6', '4.9', '16', '60', '420'],
        15: [
          '620',
          '87',
          '25',
          '7.3',
          '2.3',
          '0.8',
          '0.3',
          '0.2',
          '0.2',
          '0.3',
          '0.8',
          '2.3',
          '7.3',
          '25',
          '87',
          '620',
        ],
        16: [
          '1000',
          '133',
          '38',
          '11',
          '3.6',
          '1.2',
          '0.4',
          '0.2',
          '0.2',
          '0.2',
          '0.4',
          '1.2',
          '3.6',
          '11',
          '38',
          '133',
          '1000',
        ],
      },
    },
  },
} satisfies Record<string, PlinkoVariant>;

export const PlinkoChoice = v.object({
  amount: BetAmount,
  rows: v.pipe(
    v.number(says('plinko.rows_range')),
    v.integer(says('plinko.rows_range')),
    v.minValue(MIN_ROWS, says('plinko.rows_range')),
    v.maxValue(MAX_ROWS, says('plinko.rows_range')),
  ),
  risk: v.picklist(RISKS, says('plinko.risk_invalid')),
});
export type PlinkoChoice = v.InferOutput<typeof PlinkoChoice>;

export interface PlinkoState {
  stakeCents: number;
  rows: number;
  risk: Risk;
  /** The ball's path: 0 = left, 1 = right, one per row, top first. */
  path: number[];
  slot: number;
  /** The slot's multiplier as published ("5.6"). */
  multiplier: string;
}

/** "5.6" → 560 hundredths. */
export const hundredthsOf = (multiplier: string) => Math.round(Number(multiplier) * 100);

/** C(n, k) exactly for n ≤ 16. */
export function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** A table's exact return as a fraction: Σ C(rows, k) × multiplier_k over 2^rows (hundredths over ×100). */
export function tableReturn(variant: PlinkoVariant, rows: number, risk: Risk): [number, number] {
  const table = variant.tables[risk][rows]!;
  let numerator = 0;
  for (let k = 0; k <= rows; k += 1) numerator += choose(rows, k) * hundredthsOf(table[k]!);
  return [numerator, 2 ** rows * 100];
}

export const plinkoEngine: Engine<PlinkoVariant, PlinkoChoice, never, PlinkoState> = {
  key: 'plinko',
  choice: PlinkoChoice,
  stake: (_variant, choice) => centsOf(choice.amount),
  /** The table's best slot (an edge). */
  maxPayout: (variant, choice) => [Math.max(...variant.tables[choice.risk][choice.rows]!.map(hundredthsOf)), 100],
  start(variant, choice, draw) {
    const path = Array.from({ length: choice.rows }, () => draw.int(2));
    const slot = path.reduce((sum, bit) => sum + bit, 0);
    const multiplier = variant.tables[choice.risk][choice.rows]![slot]!;
    const stakeCents = centsOf(choice.amount);
    const winCents = Math.floor((stakeCents * hundredthsOf(multiplier)) / 100);
    return {
      state: { stakeCents, rows: choice.rows, risk: choice.risk, path, slot, multiplier },
      done: true,
      winCents,
      stakeCents,
    };
  },
  view: (_variant, state) => ({
    rows: state.rows,
    risk: state.risk,
    path: state.path,
    slot: state.slot,
    multiplier: state.multiplier,
  }),
  rules(variant) {
    return {
      min_rows: MIN_ROWS,
      max_rows: MAX_ROWS,
      risks: RISKS,
      /** Each table's multipliers and its exact return, by risk then rows. */
      tables: Object.fromEntries(
        RISKS.map((risk) => [
          risk,
          Object.fromEntries(
            Array.from({ length: MAX_ROWS - MIN_ROWS + 1 }, (_, i) => {
              const rows = MIN_ROWS + i;
              const [numerator, denominator] = tableReturn(variant, rows, risk);
              return [rows, { multipliers: variant.tables[risk][rows], rtp: percentOf(numerator, denominator) }];
            }),
          ),
        ]),
      ),
    };
  },
  /** The stated return: the average of the 27 tables' exact returns (the simulation picks a table at random). */
  rtp(variant) {
    let numerator = 0;
    for (const risk of RISKS) {
      for (let rows = MIN_ROWS; rows <= MAX_ROWS; rows += 1) {
        const [n] = tableReturn(variant, rows, risk);
        numerator += n * 2 ** (MAX_ROWS - rows);
      }
    }
    return percentOf(numerator, 2 ** MAX_ROWS * 100 * RISKS.length * (MAX_ROWS - MIN_ROWS + 1));
  },
  simulate(variant, draw) {
    const rows = MIN_ROWS + draw.int(MAX_ROWS - MIN_ROWS + 1);
    const risk = RISKS[draw.int(RISKS.length)]!;
    const round = plinkoEngine.start(variant, { amount: '10.00', rows, risk }, draw);
    return { stake: round.stakeCents, win: round.winCents };
  },
};
