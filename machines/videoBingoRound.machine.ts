import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { createDrawRoundMachine } from './drawRound';

/** A video bingo play: the bet per card and how many cards (1–4). */
export type VideoBingoPlay = { amount: string; cards: number };

/**
 * A video bingo table: the cards and the bet per card, then the round — the server deals the cards and
 * draws 30 balls, the screen shows them coming out and each card's best pattern.
 */
export const videoBingoRoundMachine = createDrawRoundMachine<VideoBingoPlay>({
  id: 'videoBingoRound',
  initial: { amount: '0.20', cards: 4 },
  times: (choice) => choice.cards,
  problem: () => null,
  revealMs: 3600,
});

export type VideoBingoRoundActorRef = ActorRefFrom<typeof videoBingoRoundMachine>;
export type VideoBingoRoundSnapshot = SnapshotFrom<typeof videoBingoRoundMachine>;
