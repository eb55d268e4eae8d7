import { assign, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RoundView } from '../contract/rounds';
import type { BlackjackView, Move } from '../engines/blackjack';
import { createDealRoundMachine, type DealRoundContext, type DealRoundInput } from './dealRound';

export type BlackjackRoundInput = DealRoundInput;

export type BlackjackRoundContext = DealRoundContext<{
  /** The move with the server. */
  move: Move | null;
}>;

export type BlackjackMove = { type: 'blackjack.move'; move: Move };

/** The engine's view of a round. */
export const viewOf = (round: RoundView | null) => (round?.view ?? null) as BlackjackView | null;

/**
 * A blackjack table: its rules and the committed seed hash (or an open round, resumed after a reload),
 * then rounds — the bet, the deal, a move at a time on each hand (hit, stand, double, split: the server
 * debits a double or a split), then the dealer's hand is revealed and the hands are settled.
 */
export const blackjackRoundMachine = createDealRoundMachine<'blackjack', { move: Move | null }, BlackjackMove>({
  id: 'blackjackRound',
  prefix: 'blackjack',
  amount: '5.00',
  extra: { move: null },
  guards: {
    allowed: ({ context }, params: { move: Move }) => viewOf(context.round)?.moves.includes(params.move) ?? false,
  },
  actions: {},
  deciding: {
    'blackjack.move': {
      guard: { type: 'allowed', params: ({ event }: { event: BlackjackMove }) => ({ move: event.move }) },
      target: 'acting',
      actions: assign({ move: ({ event }: { event: BlackjackMove }) => event.move }),
    },
  },
  acting: 'acting',
  action: (context) => ({ move: context.move }),
  /** How long the dealer's cards take to turn before the result shows. */
  reveal: { name: 'dealerReveal', ms: 1200 },
});

export type BlackjackRoundActorRef = ActorRefFrom<typeof blackjackRoundMachine>;
export type BlackjackRoundSnapshot = SnapshotFrom<typeof blackjackRoundMachine>;
