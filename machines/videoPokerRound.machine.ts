import { assign, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RoundView } from '../contract/rounds';
import type { VideoPokerView } from '../engines/videopoker';
import { createDealRoundMachine, type DealRoundContext, type DealRoundInput } from './dealRound';

export type VideoPokerRoundInput = DealRoundInput;

type Holds = {
  /** The cards the player holds, by position. */
  holds: boolean[];
};

export type VideoPokerRoundContext = DealRoundContext<Holds>;

export type VideoPokerDecision = { type: 'videopoker.hold'; index: number } | { type: 'videopoker.draw' };

/** The engine's view of a round. */
export const viewOf = (round: RoundView | null) => (round?.view ?? null) as VideoPokerView | null;

const NONE_HELD = [false, false, false, false, false];

/**
 * A video poker machine: its paytable and the committed seed hash (or an open hand, resumed after a
 * reload), then rounds — the bet, five cards dealt, the player holds some, the others are drawn and the
 * final hand is paid by the paytable.
 */
export const videoPokerRoundMachine = createDealRoundMachine<'videopoker', Holds, VideoPokerDecision>({
  id: 'videoPokerRound',
  prefix: 'videopoker',
  amount: '1.00',
  extra: { holds: NONE_HELD },
  fresh: { holds: NONE_HELD },
  guards: {
    isCard: (_, params: { index: number }) => Number.isInteger(params.index) && params.index >= 0 && params.index < 5,
  },
  actions: {
    toggleHold: assign({
      holds: ({ context }: { context: VideoPokerRoundContext }, params: { index: number }) =>
        context.holds.map((held, i) => (i === params.index ? !held : held)),
    }),
  },
  deciding: {
    'videopoker.hold': {
      guard: { type: 'isCard', params: ({ event }: { event: { index: number } }) => ({ index: event.index }) },
      actions: { type: 'toggleHold', params: ({ event }: { event: { index: number } }) => ({ index: event.index }) },
    },
    'videopoker.draw': { target: 'drawing' },
  },
  // A hand already closed (stood pat after the timeout) is settled on the server: the table is loaded
  // again; any other failure leaves the hand to draw again.
  acting: 'drawing',
  action: (context) => ({ hold: context.holds }),
  /** How long the new cards take to turn before the result shows. */
  reveal: { name: 'cardsTurn', ms: 900 },
});

export type VideoPokerRoundActorRef = ActorRefFrom<typeof videoPokerRoundMachine>;
export type VideoPokerRoundSnapshot = SnapshotFrom<typeof videoPokerRoundMachine>;
