import type { RefusalDeclarations } from './refusal';

/** Refusals of the game catalogue and of any bet (contract/games.ts). */
export const GAMES_REFUSALS = {
  'game.not_found': { status: 404, text: 'Game not found' },
  'game.not_available': { status: 422, text: 'This game is not available yet' },
  'game.category_unknown': { status: 422, text: 'Unknown category' },
  'currency.unsupported': { status: 422, text: 'Only BRL is supported' },
  'bet.positive': { status: 422, text: 'The bet must be greater than zero' },
  'bet.insufficient_balance': { status: 422, text: 'Insufficient balance' },
  'bet.amount_below_minimum': { status: 422, text: 'The amount must not be less than {min}' },
  'bet.amount_above_maximum': { status: 422, text: 'Amount cannot be greater than {max}' },
} as const satisfies RefusalDeclarations;
