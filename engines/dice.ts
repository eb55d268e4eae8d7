import * as v from 'valibot';
import { BetAmount } from '../contract/tables';
import { says } from '../contract/says';
import { centsOf, hundredthsText, percentOf, type Engine } from './types';

/**
 * Dice: a roll from 0.00 to 99.99 (one of 10 000 equally likely values drawn from the seed); the player
 * picks a target and whether the roll will land under it (roll < target) or over it (roll > target). The
 * win chance follows, and the multiplier is the house's return over that chance, rounded down to four
 * significant digits: the lower the chance, the higher the pay, every choice returning at most the RTP.
 */

/** Win chances in hundredths of a percent: from 0.01% to 98.00%. */
export const MIN_CHANCE = 1;
export const MAX_CHANCE = 9800;
export const ROLLS = 10_000;

export interface DiceVariant {
  /** The house's return in hundredths of a percent (9900 = 99%). */
  rtpBasis: number;
}

export const DICE_VARIANTS = {
  rapido: { rtpBasis: 9900 },
} satisfies Record<string, DiceVariant>;

export const DIRECTIONS = ['under', 'over'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** "49.50" → 4950 (hundredths), or NaN. */
export const targetOf = (target: string) =>
  /^\d{1,2}(\.\d{1,2})?$/.test(target.trim()) ? Math.round(Number(target.trim()) * 100) : Number.NaN;

/** The win chance in hundredths of a percent: the rolls under the target, or over it. */
export const chanceOf = (target: number, direction: Direction) => (direction === 'under' ? target : ROLLS - 1 - target);

export const DiceChoice = v.pipe(
  v.object({
    amount: BetAmount,
    target: v.pipe(
      v.string(says('dice.target_invalid')),
      v.check((target) => !Number.isNaN(targetOf(target)), says('dice.target_invalid')),
    ),
    direction: v.picklist(DIRECTIONS, says('dice.direction_invalid')),
  }),
  v.check(
    ({ target, direction }) => {
      const chance = chanceOf(targetOf(target), direction);
      return chance >= MIN_CHANCE && chance <= MAX_CHANCE;
    },
    says('dice.chance_range', { min: '0.01', max: '98.00' }),
  ),
);
export type DiceChoice = v.InferOutput<typeof DiceChoice>;

export interface DiceState {
  stakeCents: number;
  target: number;
  direction: Direction;
  /** The roll in hundredths (0–9999 = 0.00–99.99). */
  roll: number;
  /** The multiplier in ten-thousandths. */
  multiplier: number;
  won: boolean;
}

/** The multiplier in ten-thousandths for a chance (hundredths of a percent): rtp / chance, floored to 4 significant digits. */
export function multiplierOf(variant: DiceVariant, chance: number): number {
  // rtp / chance = rtpBasis / chance (both in hundredths of a percent); scale it by 10^e to 4 digits.
  for (let e = 0; e <= 4; e += 1) {
    const digits = Math.floor((variant.rtpBasis * 10 ** e) / chance);
    if (digits >= 1000) return digits * 10 ** (4 - e);
  }
  return Math.floor((variant.rtpBasis * 10_000) / chance);
}

/** Ten-thousandths as "1.98", "9900", "1.01": trailing zeros dropped, at least two places. */
export function multiplierText(tenThousandths: number): string {
  const whole = Math.floor(tenThousandths / 10_000);
  const fraction = String(tenThousandths % 10_000)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '')
    .replace(/(\d\d)0$/, '$1');
  return `${whole}.${fraction}`;
}

/** The strategy the stated RTP is of (and the simulation plays): a whole-percent chance from 1% to 98%, over or under. */
export const STRATEGY_CHANCES = Array.from({ length: 98 }, (_, i) => (i + 1) * 100);

export const diceEngine: Engine<DiceVariant, DiceChoice, never, DiceState> = {
  key: 'dice',
  choice: DiceChoice,
  stake: (_variant, choice) => centsOf(choice.amount),
  maxPayout: (variant, choice) => [multiplierOf(variant, chanceOf(targetOf(choice.target), choice.direction)), 10_000],
  start(variant, choice, draw) {
    const stakeCents = centsOf(choice.amount);
    const target = targetOf(choice.target);
    const multiplier = multiplierOf(variant, chanceOf(target, choice.direction));
    const roll = draw.int(ROLLS);
    const won = choice.direction === 'under' ? roll < target : roll > target;
    return {
      state: { stakeCents, target, direction: choice.direction, roll, multiplier, won },
      done: true,
      winCents: won ? Math.floor((stakeCents * multiplier) / 10_000) : 0,
      stakeCents,
    };
  },
  view: (_variant, state) => ({
    roll: hundredthsText(state.roll),
    target: hundredthsText(state.target),
    direction: state.direction,
    chance: hundredthsText(chanceOf(state.target, state.direction)),
    multiplier: multiplierText(state.multiplier),
    won: state.won,
  }),
  rules: (variant) => ({
    rolls: ROLLS,
    min_chance: hundredthsText(MIN_CHANCE),
    max_chance: hundredthsText(MAX_CHANCE),
    rtp_max: percentOf(variant.rtpBasis, 10_000),
    /** The multiplier at a few chances, as published examples (each choice's is computed the same way). */
    examples: [1, 10, 25, 49.5, 50, 75, 90, 98].map((percent) => {
      const chance = Math.round(percent * 100);
      return { chance: hundredthsText(chance), multiplier: multiplierText(multiplierOf(variant, chance)) };
    }),
  }),
  /** The stated strategy's exact return: each whole-percent chance from 1% to 98% equally often. */
  rtp(variant) {
    const numerator = STRATEGY_CHANCES.reduce((sum, chance) => sum + chance * multiplierOf(variant, chance), 0);
    return percentOf(numerator, ROLLS * 10_000 * STRATEGY_CHANCES.length);
  },
  simulate(variant, draw) {
    const chance = STRATEGY_CHANCES[draw.int(STRATEGY_CHANCES.length)]!;
    const direction = DIRECTIONS[draw.int(2)]!;
    const target = direction === 'under' ? chance : ROLLS - 1 - chance;
    const round = diceEngine.start(variant, { amount: '10.00', target: hundredthsText(target), direction }, draw);
    return { stake: round.stakeCents, win: round.winCents };
  },
};
