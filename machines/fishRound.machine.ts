import { msg } from '@lingui/core/macro';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { amountProblem } from './amounts';
import { amountWithinLimits, createSingleRoundMachine } from './singleRound';
import { hundredthsText } from '../engines/types';

export type FishDraft = { amount: string; level: number; target: string };

/** A shot's stake: the bet times the cannon level, as an amount ("2.50"), or null when the bet is not one. */
export function shotStake(choice: FishDraft): string | null {
  const text = choice.amount.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100) * choice.level;
  return hundredthsText(cents);
}

export const FISH_MESSAGES = {
  aim: msg`Aim at a fish first`,
} as const;

/** The shortest time between two shots (the shot's flight): automatic fire is held to this rate. */
export const FISH_SHOT_MS = 450;

/** A fish table: each shot a round, aimed at a species, caught or missed as the server draws. */
export const fishRoundMachine = createSingleRoundMachine<FishDraft>({
  id: 'fishRound',
  initial: { amount: '0.10', level: 1, target: '' },
  toChoice: (choice) => ({
    amount: choice.amount.trim().replace(',', '.'),
    level: choice.level,
    target: choice.target,
  }),
  problem: (choice, table) => {
    if (choice.target === '') return FISH_MESSAGES.aim;
    const stake = shotStake(choice);
    // The bet's own format first (its messages), then the shot's whole stake against the limits.
    if (stake === null) return amountProblem(choice.amount, { min: table.min_bet, max: table.max_bet });
    return amountWithinLimits(stake, table);
  },
  reveal: FISH_SHOT_MS,
});

export type FishRoundActorRef = ActorRefFrom<typeof fishRoundMachine>;
export type FishRoundSnapshot = SnapshotFrom<typeof fishRoundMachine>;
