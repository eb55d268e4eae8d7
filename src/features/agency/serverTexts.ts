import { msg } from '@lingui/core/macro';
import { AgencyText } from '../../../contract/agency';
import { registerServerTexts } from '../../i18n/serverText';

/** The agency API's texts, known once an agency screen has loaded. */
registerServerTexts({
  [AgencyText.registered]: msg`Your registration has been successfully completed`,
  [AgencyText.failed]: msg`Registration Failed`,
  [AgencyText.enterPhone]: msg`Enter the invitee’s registered phone`,
  [AgencyText.enterCode]: msg`Enter your invitation code`,
  [AgencyText.enterUid]: msg`Enter the invitee’s UID`,
  [AgencyText.nothingToClaim]: msg`No agency reward to claim`,
  [AgencyText.requested]: msg`Request sent: the member joins your team once they accept it in their agency center`,
  [AgencyText.requestGone]: msg`This request is no longer open`,
  [AgencyText.declined]: msg`Request declined`,
});
