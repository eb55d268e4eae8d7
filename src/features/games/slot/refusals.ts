import { msg } from '@lingui/core/macro';
import { registerRefusals } from '../../../i18n/refusals';
import '../refusals';

/** What the slot tables can refuse beyond the amount (whose texts the games' refusals carry). */
registerRefusals({
  'launch.invalid': msg`Open the game again from the lobby`,
  'round.choice_invalid': msg`Enter your bet and spin again`,
});
