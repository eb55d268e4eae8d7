import { msg } from '@lingui/core/macro';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { createDrawRoundMachine } from './drawRound';

/** A keno bet: the amount and the numbers picked (1 to 10 of 1–80). */
export type KenoPlay = { amount: string; picks: number[] };

export const KENO_LIMITS = { numbers: 80, maxPicks: 10 } as const;

/** The reason the picks can't be played, or null. */
export function picksProblem(picks: readonly number[]) {
  if (picks.length === 0) return msg`Pick at least one number`;
  if (picks.length > KENO_LIMITS.maxPicks) return msg`Pick at most 10 numbers`;
  return null;
}

/** The picks with a number added, or taken out if it was picked; a number past the 10th is not added. */
export function toggled(picks: readonly number[], n: number): number[] {
  if (picks.includes(n)) return picks.filter((p) => p !== n);
  return picks.length >= KENO_LIMITS.maxPicks ? [...picks] : [...picks, n];
}

/**
 * A keno table: pick numbers on the board (or a quick pick, which the screen draws), the bet, then the
 * round — the server draws 20 balls, the screen shows them one by one and the hits.
 */
export const kenoRoundMachine = createDrawRoundMachine<KenoPlay>({
  id: 'kenoRound',
  initial: { amount: '1.00', picks: [] },
  times: () => 1,
  problem: (choice) => picksProblem(choice.picks),
  revealMs: 3200,
});

export type KenoRoundActorRef = ActorRefFrom<typeof kenoRoundMachine>;
export type KenoRoundSnapshot = SnapshotFrom<typeof kenoRoundMachine>;
