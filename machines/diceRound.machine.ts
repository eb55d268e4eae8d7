import { msg } from '@lingui/core/macro';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { amountWithinLimits, createSingleRoundMachine } from './singleRound';

export type DiceDirection = 'under' | 'over';
export type DiceDraft = { amount: string; target: string; direction: DiceDirection };

/** The win chance in hundredths of a percent (engines/dice.ts), or NaN for a target that is not one. */
export function diceChance(target: string, direction: DiceDirection): number {
  const text = target.trim().replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text)) return Number.NaN;
  const hundredths = Math.round(Number(text) * 100);
  return direction === 'under' ? hundredths : 9999 - hundredths;
}

export const DICE_MESSAGES = {
  target: msg`Enter a target like 50.00`,
  chance: msg`The win chance must be from 0.01% to 98.00%`,
} as const;

/** A dice table: a target and over or under, the roll drawn on the server, the pay at the chance's multiplier. */
export const diceRoundMachine = createSingleRoundMachine<DiceDraft>({
  id: 'diceRound',
  initial: { amount: '1.00', target: '50.00', direction: 'under' },
  toChoice: (choice) => ({
    amount: choice.amount.trim().replace(',', '.'),
    target: choice.target.trim().replace(',', '.'),
    direction: choice.direction,
  }),
  problem: (choice, table) => {
    const chance = diceChance(choice.target, choice.direction);
    if (Number.isNaN(chance)) return DICE_MESSAGES.target;
    if (chance < 1 || chance > 9800) return DICE_MESSAGES.chance;
    return amountWithinLimits(choice.amount, table);
  },
  reveal: 900,
});

export type DiceRoundActorRef = ActorRefFrom<typeof diceRoundMachine>;
export type DiceRoundSnapshot = SnapshotFrom<typeof diceRoundMachine>;
