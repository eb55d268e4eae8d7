import { msg } from '@lingui/core/macro';
import { registerRefusals } from '../../../i18n/refusals';

/** Video poker's refusals, known once its machine has loaded. */
registerRefusals({
  'videopoker.hold_invalid': msg`Choose which of your five cards to hold`,
});
