import type { RefusalDeclarations } from './refusal';

/** Refusals of the house's crash game and of the maximum win per round (contract/house.ts). */
export const HOUSE_REFUSALS = {
  /**
   * A stake or choice whose best outcome would win more than the site's maximum win per round (refused before the
   * draw).
   */
  'house.stake_above_max_win': {
    status: 422,
    text: 'Its best outcome would win more than the maximum win per round ({max_win}): bet at most {max}',
  },
  'crash.round_not_found': { status: 404, text: 'Round not found' },
  'crash.finish_round': { status: 422, text: 'Finish the current round first' },
  'crash.multiplier_format': { status: 422, text: 'Enter a multiplier like 2.00' },
  'crash.multiplier_range': { status: 422, text: 'The multiplier must be between 1.01 and 1000' },
} as const satisfies RefusalDeclarations;
