import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Table } from '../contract/rounds';
import type { RouletteBetKind, RouletteRules, RouletteView } from '../engines/roulette';
import { amountProblem } from './amounts';
import { addedUp, createBetLayoutMachine, LAYOUT_CHIPS, totalOf, type BetLayoutContext, type Chip } from './betLayout';
import type { Text } from './shared';

export { totalOf };

/** A spot of the layout: the kind of bet and the numbers it covers. */
export type RouletteSpot = { kind: RouletteBetKind; numbers: number[] };
/** One chip as placed, in the order placed (undo takes the last back). */
export type PlacedChip = Chip<RouletteSpot>;

/** This session's numbers, newest first. */
export type RouletteRoundContext = BetLayoutContext<RouletteSpot, number>;

export const ROULETTE_CHIPS = LAYOUT_CHIPS;
const HISTORY = 15;

export const spotKey = (spot: RouletteSpot) => `${spot.kind}:${[...spot.numbers].sort((a, b) => a - b).join('-')}`;

/** The chips on the table, one per spot with its amounts added up: what the round's choice carries. */
export function chipsOnTable(placed: readonly PlacedChip[]): PlacedChip[] {
  return [...addedUp(placed, spotKey).values()].map((chip) => ({
    kind: chip.kind,
    numbers: [...chip.numbers].sort((a, b) => a - b),
    amount: chip.amount,
  }));
}

export const ROULETTE_MESSAGES = {
  placeFirst: msg`Place a chip on the table first`,
  tooManySpots: msg`There are chips on every spot the table allows`,
} satisfies Record<string, MessageDescriptor>;

/**
 * Why these chips can't be played on this table, or null when they can; `placing`: while chips are still
 * being placed, a total below the table's minimum is fine.
 */
export function tableProblem(placed: readonly PlacedChip[], table: Table, placing = false): Text | null {
  if (placed.length === 0) return ROULETTE_MESSAGES.placeFirst;
  if (chipsOnTable(placed).length > (table.rules as RouletteRules).max_chips) return ROULETTE_MESSAGES.tooManySpots;
  return amountProblem(totalOf(placed), { min: placing ? '0.01' : table.min_bet, max: table.max_bet });
}

/**
 * One roulette table: its rules and the committed seed hash first, then rounds — chips placed, taken back
 * or cleared, the spin (the server draws the number and settles the round), the wheel lands on it, the
 * wins per bet; the chips leave the table and can be placed again with "repeat".
 */
export const rouletteRoundMachine = createBetLayoutMachine<'roulette', RouletteSpot, number, 'spin', 'spinning'>({
  id: 'rouletteRound',
  prefix: 'roulette',
  spotOf: (event) => ({ kind: event.kind, numbers: event.numbers }),
  problem: tableProblem,
  toChoice: (placed) => ({ chips: chipsOnTable(placed) }),
  play: { event: 'spin', guard: 'canSpin', state: 'spinning' },
  /** The wheel has stopped: the number joins the history. */
  outcome: (round) => (round.view as RouletteView).number,
  history: HISTORY,
  /** How long the wheel spins before the ball settles in the drawn pocket. */
  reveal: { name: 'wheelStops', ms: 4200 },
});

export type RouletteRoundActorRef = ActorRefFrom<typeof rouletteRoundMachine>;
export type RouletteRoundSnapshot = SnapshotFrom<typeof rouletteRoundMachine>;
