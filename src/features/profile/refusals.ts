import { msg } from '@lingui/core/macro';
import { registerRefusals } from '../../i18n/refusals';

/** The profile's refusals, known once its screens have loaded. */
registerRefusals({
  'profile.picture_required': msg`Choose a picture`,
  'identity.already_complete': msg`Your registration is already complete`,
  'security.password_wrong': msg`Incorrect password`,
  // The screen shows the balance itself (params.balance), formatted for the person.
  'account.balance_left': msg`Withdraw your balance before closing the account`,
  'account.withdrawal_pending': msg`A withdrawal is still being processed: close the account once it is paid or refused`,
  'account.deposit_pending': msg`A deposit is still waiting for payment: close the account once it is paid or has expired`,
});
