import { msg } from '@lingui/core/macro';
import { SecurityText } from '../../../contract/security';
import { registerServerTexts } from '../../i18n/serverText';
// The PIX keys answer with the money API's texts.
import '../../serverTexts/money';

/** The security API's texts, known once a security screen has loaded. */
registerServerTexts({
  [SecurityText.wrongPassword]: msg`Incorrect password`,
  [SecurityText.verifyFirst]: msg`Please confirm your password first`,
  [SecurityText.samePassword]: msg`The new password must be different from the current one`,
  [SecurityText.invalidEmail]: msg`Please enter a valid e-mail`,
  [SecurityText.emailTaken]: msg`This e-mail is already in use`,
  [SecurityText.codeWrong]: msg`Incorrect or expired code`,
  [SecurityText.codeSent]: msg`A code was sent to your e-mail`,
  [SecurityText.passwordChanged]: msg`Your password was changed`,
  [SecurityText.emailBound]: msg`Your e-mail was bound`,
  [SecurityText.qkpwdChanged]: msg`The withdrawal password was changed`,
  [SecurityText.verified]: msg`Password confirmed`,
});
