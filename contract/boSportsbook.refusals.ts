import type { RefusalDeclarations } from './refusal';

/** Refusals of the back office's sportsbook (contract/boSportsbook.ts). */
export const BO_SPORTSBOOK_REFUSALS = {
  'sports.market_already_suspended': { status: 409, text: 'This market is suspended already' },
  'sports.market_not_suspended': { status: 409, text: 'This market is not suspended' },
} as const satisfies RefusalDeclarations;
