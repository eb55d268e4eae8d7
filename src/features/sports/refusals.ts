import { msg } from '@lingui/core/macro';
import '../../i18n/limits';
import { registerRefusals } from '../../i18n/refusals';

/** The sports section's refusals, known once /sports has loaded. */
registerRefusals({
  'amount.required': msg`Enter an amount`,
  'amount.two_decimals': msg`Enter an amount with at most two decimals`,
  'bet.positive': msg`The bet must be greater than zero`,
  'bet.insufficient_balance': msg`Insufficient balance`,
  'bet.amount_below_minimum': ({ min = '' }) => msg`The amount must not be less than ${min}`,
  'bet.amount_above_maximum': ({ max = '' }) => msg`Amount cannot be greater than ${max}`,
  'sports.fixture_not_found': msg`Match not found`,
  'sports.betting_closed': msg`Betting on this match is closed`,
  'sports.league_not_found': msg`League not found`,
  'sports.market_invalid': msg`Choose a market and a selection the match offers`,
  'sports.market_suspended': msg`This market is suspended for now`,
  'sports.odds_changed': ({ odds = '' }) => msg`The odds have changed: the new odds are ${odds}`,
  'sports.selections_count': ({ min = '', max = '' }) => msg`A bet takes from ${min} to ${max} selections`,
  'sports.same_fixture': msg`An accumulator takes one selection per match`,
  'sports.odds_above_maximum': ({ max = '' }) => msg`The combined odds cannot be above ${max}`,
  'sports.slip_not_found': msg`Bet not found`,
  'sports.cashout_closed': msg`This bet can no longer be cashed out`,
  'sports.cashout_suspended': msg`Cash-out is suspended for now`,
  'sports.cashout_changed': ({ value = '' }) => msg`The cash-out value has changed: it is now ${value}`,
  'sports.cashout_amount': ({ min = '', max = '' }) =>
    msg`Cash out from ${min} to ${max} of the stake, leaving at least ${min} or nothing`,
  'sports.streams_limit': msg`Too many live streams are open from this address`,
  'sports.builder_unsupported': msg`The bet builder cannot combine these selections`,
  'sports.builder_impossible': msg`These selections cannot all happen together`,
  'sports.builder_too_likely': msg`These selections together are too likely to be offered`,
  'sports.builder_no_cashout': msg`A bet builder cannot be cashed out`,
  'idempotency.in_progress': msg`Your previous request is still being processed, please wait`,
});
