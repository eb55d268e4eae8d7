import { msg } from '@lingui/core/macro';
import { registerRefusals } from '../../../i18n/refusals';

/** Bingo's refusals, known once a table has loaded. */
registerRefusals({
  'bingo.cards_count': msg`Choose from 1 to 4 cards`,
  'round.choice_invalid': msg`Place a bet on the table first`,
});
