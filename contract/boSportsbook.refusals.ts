import type { RefusalDeclarations } from './refusal';

/** Refusals of the back office's sportsbook (contract/boSportsbook.ts, boTraderDesk.ts). */
export const BO_SPORTSBOOK_REFUSALS = {
  'sports.market_already_suspended': { status: 409, text: 'This market is suspended already' },
  'sports.market_not_suspended': { status: 409, text: 'This market is not suspended' },
  'sports.override_odds_invalid': { status: 422, text: 'Type odds from 1.01 to 1000.00' },
  'sports.override_not_found': { status: 409, text: 'This selection has no price override' },
  /** A score or bare result typed for a sport other than football: its markets are not settled from a score. */
  'sports.settle_by_markets': {
    status: 422,
    text: 'This sport is not settled by a score: void the event, or settle its markets one by one',
  },
  'sports.outcome_missing': { status: 422, text: 'Give each selection with open bets its outcome: won, lost or void' },
} as const satisfies RefusalDeclarations;
