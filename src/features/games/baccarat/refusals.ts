import { msg } from '@lingui/core/macro';
import { registerRefusals } from '../../../i18n/refusals';

/** The baccarat table's own refusals (contract/rounds.refusals.ts), known once the table has loaded. */
registerRefusals({
  'baccarat.bet_unknown': msg`Bet on player, banker, tie, player pair or banker pair`,
});
