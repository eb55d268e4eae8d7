import type { RefusalDeclarations } from './refusal';

/**
 * Refusals of the house provider's rounds (contract/rounds.ts, server/provider): the launch, the round and each table's
 * moves.
 */
export const ROUNDS_REFUSALS = {
  'launch.invalid': { status: 403, text: 'Open the game again from the lobby' },
  'round.not_found': { status: 404, text: 'Round not found' },
  'round.over': { status: 409, text: 'This round is already over' },
  'round.action_invalid': { status: 422, text: 'That move is not allowed now' },
  'round.choice_invalid': { status: 422, text: 'Place a bet on the table first' },
  'round.finish_open': { status: 409, text: 'Finish the current round first' },
  'roulette.bet_invalid': { status: 422, text: 'Place each chip on a bet the roulette table offers' },
  'roulette.too_many_chips': { status: 422, text: 'Place at most {max} chips in one round' },
  'baccarat.bet_unknown': { status: 422, text: 'Bet on player, banker, tie, player pair or banker pair' },
  'blackjack.cannot_double': { status: 422, text: 'You can double only on a hand’s first two cards' },
  'blackjack.cannot_split': { status: 422, text: 'You can split only two cards of the same rank, up to four hands' },
  'videopoker.hold_invalid': { status: 422, text: 'Choose which of your five cards to hold' },
  'bingo.cards_count': { status: 422, text: 'Choose from 1 to 4 cards' },
  'keno.picks_count': { status: 422, text: 'Pick from 1 to 10 numbers' },
  'keno.pick_range': { status: 422, text: 'Pick numbers from 1 to 80' },
  'keno.picks_repeated': { status: 422, text: 'Pick each number only once' },
  'mines.count_range': { status: 422, text: 'Choose from 1 to 24 mines' },
  'mines.cell_invalid': { status: 422, text: 'Choose a square of the 5×5 grid' },
  'mines.cell_open': { status: 422, text: 'That square is already open' },
  'plinko.rows_range': { status: 422, text: 'Choose from 8 to 16 rows' },
  'plinko.risk_invalid': { status: 422, text: 'Choose low, medium or high risk' },
  'dice.target_invalid': { status: 422, text: 'Enter a target like 50.00' },
  'dice.direction_invalid': { status: 422, text: 'Choose over or under' },
  'dice.chance_range': { status: 422, text: 'The win chance must be from {min}% to {max}%' },
  'fish.target_unknown': { status: 422, text: 'Aim at one of the fish in the water' },
  'fish.level_range': { status: 422, text: 'Choose a cannon level from 1 to 10' },
} as const satisfies RefusalDeclarations;
