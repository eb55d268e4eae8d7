import { msg } from '@lingui/core/macro';
import { registerRefusals } from '../../../i18n/refusals';

/** Keno's refusals, known once its table has loaded. */
registerRefusals({
  'keno.picks_count': msg`Pick from 1 to 10 numbers`,
  'keno.pick_range': msg`Pick numbers from 1 to 80`,
  'keno.picks_repeated': msg`Pick each number only once`,
  'round.choice_invalid': msg`Place a bet on the table first`,
});
