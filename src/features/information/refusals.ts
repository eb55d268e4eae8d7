import { msg } from '@lingui/core/macro';
import { registerRefusals } from '../../i18n/refusals';

/** The information center's refusals, known once one of its screens has loaded. */
registerRefusals({
  'information.notification_not_found': msg`Notification not found`,
});
