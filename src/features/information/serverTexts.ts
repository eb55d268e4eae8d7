import { msg } from '@lingui/core/macro';
import { InformationText } from '../../../contract/information';
import { registerServerTexts } from '../../i18n/serverText';

/** The information center API's texts, known once one of its screens has loaded. */
registerServerTexts({
  [InformationText.notificationNotFound]: msg`Notification not found`,
});
