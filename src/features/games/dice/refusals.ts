import { msg } from '@lingui/core/macro';
import { registerRefusals } from '../../../i18n/refusals';
import '../refusals';

/** The dice table's refusals, known once its screen has loaded. */
registerRefusals({
  'dice.target_invalid': msg`Enter a target like 50.00`,
  'dice.direction_invalid': msg`Choose over or under`,
  'dice.chance_range': ({ min = '', max = '' }) => msg`The win chance must be from ${min}% to ${max}%`,
  'round.choice_invalid': msg`Place a bet on the table first`,
  'launch.invalid': msg`Open the game again from the lobby`,
});
