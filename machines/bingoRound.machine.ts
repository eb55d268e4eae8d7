import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { createDrawRoundMachine } from './drawRound';

/** A bingo purchase: the price of a card and how many cards (1–4). */
export type BingoPlay = { amount: string; cards: number };

/**
 * A bingo table: buy cards, then the round — the server deals the cards and draws the balls, the screen
 * calls them one by one, marks the cards and announces each line, two lines and full house.
 */
export const bingoRoundMachine = createDrawRoundMachine<BingoPlay>({
  id: 'bingoRound',
  initial: { amount: '0.50', cards: 2 },
  times: (choice) => choice.cards,
  problem: () => null,
  revealMs: 7000,
});

export type BingoRoundActorRef = ActorRefFrom<typeof bingoRoundMachine>;
export type BingoRoundSnapshot = SnapshotFrom<typeof bingoRoundMachine>;
