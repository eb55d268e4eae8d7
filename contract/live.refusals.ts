import type { RefusalDeclarations } from './refusal';

/** Refusals of the live tables (contract/live.ts). */
export const LIVE_REFUSALS = {
  'live.betting_closed': { status: 409, text: 'Betting is closed for this round' },
  'live.bet_invalid': { status: 422, text: 'Choose a bet this table offers' },
  'live.too_many_bets': { status: 422, text: 'A round takes at most {max} bets' },
  'live.streams_limit': { status: 429, text: 'Too many live tables are open from this address' },
} as const satisfies RefusalDeclarations;
