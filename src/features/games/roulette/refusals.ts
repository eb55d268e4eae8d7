import { msg } from '@lingui/core/macro';
import { registerRefusals } from '../../../i18n/refusals';

/** The roulette table's own refusals (contract/rounds.refusals.ts), known once the table has loaded. */
registerRefusals({
  'roulette.bet_invalid': msg`Place each chip on a bet the roulette table offers`,
  'roulette.too_many_chips': ({ max = '' }) => msg`Place at most ${max} chips in one round`,
});
