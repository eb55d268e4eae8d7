import { msg } from '@lingui/core/macro';
import { registerRefusals } from '../../../i18n/refusals';
import '../refusals';

/** The fish table's refusals, known once its screen has loaded. */
registerRefusals({
  'fish.target_unknown': msg`Aim at one of the fish in the water`,
  'fish.level_range': msg`Choose a cannon level from 1 to 10`,
  'round.choice_invalid': msg`Place a bet on the table first`,
  'launch.invalid': msg`Open the game again from the lobby`,
});
