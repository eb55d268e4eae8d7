import { msg } from '@lingui/core/macro';
import { registerRefusals } from '../../i18n/refusals';

/** The profile's refusals, known once its screens have loaded. */
registerRefusals({
  'profile.picture_required': msg`Choose a picture`,
  'identity.already_complete': msg`Your registration is already complete`,
});
