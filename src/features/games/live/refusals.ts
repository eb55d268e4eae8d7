import { msg } from '@lingui/core/macro';
import { registerRefusals } from '../../../i18n/refusals';
// The responsible-gambling refusals and the regulator's flag on the CPF, met here too.
import '../../../i18n/limits';

/** The live tables' refusals, known once a live table has loaded. */
registerRefusals({
  'live.betting_closed': msg`Betting is closed for this round`,
  'live.bet_invalid': msg`Choose a bet this table offers`,
  'live.too_many_bets': ({ max = '' }) => msg`A round takes at most ${max} bets`,
  'house.stake_above_max_win': ({ max = '', max_win = '' }) =>
    msg`Its best outcome would win more than the maximum win per round (${max_win}): bet at most ${max}`,
  'live.streams_limit': msg`Too many live tables are open from this address`,
  'launch.invalid': msg`Open the game again from the lobby`,
  'round.choice_invalid': msg`Place a bet on the table first`,
});
