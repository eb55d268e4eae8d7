import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { RoundView, Table } from '../contract/rounds';
import type { BaccaratBet, BaccaratView } from '../engines/baccarat';
import { amountProblem } from './amounts';
import { addedUp, createBetLayoutMachine, LAYOUT_CHIPS, totalOf, type BetLayoutContext, type Chip } from './betLayout';
import type { Text } from './shared';

export { totalOf };

/** One chip as placed, in the order placed (undo takes the last back). */
export type BaccaratChip = Chip<{ bet: BaccaratBet }>;

/** This session's winners, newest first (the scoreboard). */
export type BaccaratRoundContext = BetLayoutContext<{ bet: BaccaratBet }, BaccaratView['winner']>;

export const BACCARAT_CHIPS = LAYOUT_CHIPS;
const HISTORY = 30;
/** How long each card takes to be dealt and turned, and the pause before the winner is called. */
export const CARD_MS = 700;
const CALL_MS = 500;

/** Each bet's amount on the table, added up: the round's choice ({ banker: "15.00", tie: "1.00" }). */
export function betsOnTable(placed: readonly BaccaratChip[]): Partial<Record<BaccaratBet, string>> {
  return Object.fromEntries([...addedUp(placed, (chip) => chip.bet)].map(([bet, chip]) => [bet, chip.amount]));
}

export const BACCARAT_MESSAGES = {
  placeFirst: msg`Place a chip on player, banker, tie or a pair first`,
} satisfies Record<string, MessageDescriptor>;

/**
 * Why these chips can't be played on this table, or null when they can; `placing`: while chips are still
 * being placed, a total below the table's minimum is fine.
 */
export function tableProblem(placed: readonly BaccaratChip[], table: Table, placing = false): Text | null {
  if (placed.length === 0) return BACCARAT_MESSAGES.placeFirst;
  return amountProblem(totalOf(placed), { min: placing ? '0.01' : table.min_bet, max: table.max_bet });
}

/** How many cards a settled coup dealt (4 to 6). */
const cardsOf = (round: RoundView | null) => {
  const view = round?.view as BaccaratView | undefined;
  return view ? view.player.cards.length + view.banker.cards.length : 0;
};

/**
 * One baccarat table: its rules and the committed seed hash first, then coups — chips on player, banker,
 * tie and the pairs, taken back or cleared, the deal (the server shuffles the shoe and settles the coup),
 * the cards turned one by one, the totals, the winner and the wins; "repeat" places the last chips again.
 */
export const baccaratRoundMachine = createBetLayoutMachine<
  'baccarat',
  { bet: BaccaratBet },
  BaccaratView['winner'],
  'deal',
  'dealing'
>({
  id: 'baccaratRound',
  prefix: 'baccarat',
  spotOf: (event) => ({ bet: event.bet }),
  problem: tableProblem,
  toChoice: betsOnTable,
  play: { event: 'deal', guard: 'canDeal', state: 'dealing' },
  /** The coup is called: its winner joins the scoreboard. */
  outcome: (round) => (round.view as BaccaratView).winner,
  history: HISTORY,
  /** Every card dealt and turned, then the call. */
  reveal: { name: 'cardsDealt', ms: (round) => cardsOf(round) * CARD_MS + CALL_MS },
});

export type BaccaratRoundActorRef = ActorRefFrom<typeof baccaratRoundMachine>;
export type BaccaratRoundSnapshot = SnapshotFrom<typeof baccaratRoundMachine>;
