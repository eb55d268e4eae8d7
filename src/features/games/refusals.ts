import { msg } from '@lingui/core/macro';
import '../../i18n/limits';
import { registerRefusals } from '../../i18n/refusals';
// The seamless wallet's, which any house table may pass on.
import './seamless/refusals';

/** The house tables' refusals (slots, crash, sports), known once a table has loaded. */
registerRefusals({
  'amount.required': msg`Enter an amount`,
  'amount.two_decimals': msg`Enter an amount with at most two decimals`,
  'record.range_reversed': msg`The start date is after the end date`,
  'amount.not_a_number': msg`Enter the amount in numbers, like 20.00`,
  'amount.not_positive': msg`Enter an amount greater than zero`,
  'amount.invalid': msg`Enter an amount with at most two decimals`,
  'bet.positive': msg`The bet must be greater than zero`,
  'bet.insufficient_balance': msg`Insufficient balance`,
  'bet.amount_below_minimum': ({ min = '' }) => msg`The amount must not be less than ${min}`,
  'bet.amount_above_maximum': ({ max = '' }) => msg`Amount cannot be greater than ${max}`,
  'house.stake_above_max_win': ({ max = '', max_win = '' }) =>
    msg`Its best outcome would win more than the maximum win per round (${max_win}): bet at most ${max}`,
  'crash.finish_round': msg`Finish the current round first`,
  'crash.round_not_found': msg`Round not found`,
  'round.not_found': msg`Round not found`,
  'crash.multiplier_format': msg`Enter a multiplier like 2.00`,
  'crash.multiplier_range': msg`The multiplier must be between 1.01 and 1000`,
  'sports.fixture_not_found': msg`Match not found`,
  'sports.betting_closed': msg`Betting on this match is closed`,
  'sports.market_suspended': msg`This market is suspended for now`,
  'sports.selection_invalid': msg`Choose home, draw or away`,
  'idempotency.in_progress': msg`Your previous request is still being processed, please wait`,
  'date.invalid': msg`Use a date like 2026-11-22`,
  'game.category_unknown': msg`Unknown category`,
});
