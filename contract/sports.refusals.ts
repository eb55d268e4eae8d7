import type { RefusalDeclarations } from './refusal';

/** Refusals of the sports section: fixtures, markets and bet slips (contract/sports.ts, contract/house.ts). */
export const SPORTS_REFUSALS = {
  'sports.fixture_not_found': { status: 404, text: 'Fixture not found' },
  'sports.betting_closed': { status: 422, text: 'Betting on this match is closed' },
  'sports.already_settled': { status: 409, text: 'This match is already settled' },
  'sports.selection_invalid': { status: 422, text: 'Choose home, draw or away' },
  'sports.result_invalid': { status: 422, text: 'Give the result: home, draw, away, a score like 2-1 or void' },
  'sports.league_not_found': { status: 404, text: 'League not found' },
  'sports.odds_format_invalid': { status: 422, text: 'Choose decimal, fractional or American odds' },
  'sports.market_invalid': { status: 422, text: 'Choose a market and a selection the match offers' },
  'sports.market_suspended': { status: 409, text: 'This market is suspended for now' },
  'sports.odds_changed': { status: 409, text: 'The odds have changed: the new odds are {odds}' },
  'sports.selections_count': { status: 422, text: 'A bet takes from {min} to {max} selections' },
  'sports.same_fixture': { status: 422, text: 'An accumulator takes one selection per match' },
  'sports.streams_limit': { status: 429, text: 'Too many live streams are open from this address' },
  'sports.odds_above_maximum': { status: 422, text: 'The combined odds cannot be above {max}' },
  'sports.slip_not_found': { status: 404, text: 'Bet not found' },
  'sports.cashout_closed': { status: 409, text: 'This bet can no longer be cashed out' },
  'sports.cashout_suspended': { status: 409, text: 'Cash-out is suspended for now' },
  'sports.cashout_changed': { status: 409, text: 'The cash-out value has changed: it is now {value}' },
  'sports.cashout_amount': {
    status: 422,
    text: 'Cash out from {min} to {max} of the stake, leaving at least {min} or nothing',
  },
  'sports.builder_unsupported': { status: 422, text: 'The bet builder cannot combine these selections' },
  'sports.builder_impossible': { status: 422, text: 'These selections cannot all happen together' },
  'sports.builder_too_likely': { status: 422, text: 'These selections together are too likely to be offered' },
  'sports.builder_no_cashout': { status: 409, text: 'A bet builder cannot be cashed out' },
} as const satisfies RefusalDeclarations;
