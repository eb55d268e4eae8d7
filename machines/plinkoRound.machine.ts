import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { amountWithinLimits, createSingleRoundMachine } from './singleRound';

export type PlinkoRisk = 'low' | 'medium' | 'high';
export type PlinkoDraft = { amount: string; rows: number; risk: PlinkoRisk };

/** How long the ball takes to fall through the deepest board (the screen paces each row to fit). */
export const PLINKO_DROP_MS = 2400;

/** A plinko table: rows and risk chosen, the ball dropped on the server's path, the slot's multiplier paid. */
export const plinkoRoundMachine = createSingleRoundMachine<PlinkoDraft>({
  id: 'plinkoRound',
  initial: { amount: '1.00', rows: 12, risk: 'medium' },
  toChoice: (choice) => ({ amount: choice.amount.trim().replace(',', '.'), rows: choice.rows, risk: choice.risk }),
  problem: (choice, table) => amountWithinLimits(choice.amount, table),
  reveal: PLINKO_DROP_MS,
});

export type PlinkoRoundActorRef = ActorRefFrom<typeof plinkoRoundMachine>;
export type PlinkoRoundSnapshot = SnapshotFrom<typeof plinkoRoundMachine>;
