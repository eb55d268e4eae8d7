import { msg } from '@lingui/core/macro';
import { registerRefusals } from '../../../i18n/refusals';

/** Blackjack's refusals, known once its table has loaded. */
registerRefusals({
  'blackjack.cannot_double': msg`You can double only on a hand’s first two cards`,
  'blackjack.cannot_split': msg`You can split only two cards of the same rank, up to four hands`,
});
