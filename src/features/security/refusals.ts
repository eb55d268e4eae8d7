import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import type { Locale } from '../../../contract/locales';
import { CODE_REFUSALS, tooManyCodes } from '../../../machines/twoFactorCode';
import { BRASILIA, formatDateTime } from '../../../lib/format';
import { registerRefusals } from '../../i18n/refusals';
import '../../ui/codeRefusals';

/** The security center's refusals, known once a security screen has loaded. */
registerRefusals({
  'security.verify_first': msg`Please confirm your password first`,
  'security.password_same': msg`The new password must be different from the current one`,
  'security.email_taken': msg`This e-mail is already in use`,
  'security.code_wrong': msg`Incorrect or expired code`,
  // The phone (PhoneChange.tsx); the codes' own refusals come with the code step (src/ui/CodeStep.tsx).
  'phone.same': msg`This is already your phone number`,
  'phone.taken': msg`This phone number is already registered`,
  // The PIX keys and the withdrawal password, which the security center changes too.
  'withdrawal.password_six_digits': msg`The withdrawal password is 6 digits`,
  'withdrawal.password_guessable': msg`Choose digits that are not a sequence or one repeated digit (like 123456, 654321 or 111111): they are the first anyone tries`,
  'pix.key_type_required': msg`Choose the PIX key type`,
  'pix.cpf_invalid': msg`Please enter a valid CPF`,
  'pix.cnpj_invalid': msg`Please enter a valid CNPJ`,
  'pix.phone_invalid': msg`Please enter a valid phone number`,
  'pix.evp_invalid': msg`Please enter a valid random key`,
  'pix.holder_name_required': msg`Enter the account holder’s name`,
  'pix.key_not_found': msg`PIX key not found`,
  'pix.key_exists': msg`This PIX key is already saved`,
  'pix.cpf_not_own': msg`Use your own CPF: withdrawals go only to your CPF`,
  'pix.key_not_own_cpf': msg`This PIX key is not in your CPF: withdrawals go only to PIX keys in your own CPF`,
  'pix.key_unconfirmed': msg`The holder of this PIX key could not be confirmed: use your CPF as the PIX key`,
  'email.invalid': msg`Please enter a valid e-mail`,
});

/** Two-factor authentication's refusals (the gate's code, the settings). */
registerRefusals({
  ...CODE_REFUSALS,
  'two_factor.too_many_tries': ({ until = '' }) =>
    tooManyCodes(until ? formatDateTime(until, i18n.locale as Locale, BRASILIA) : ''),
  'two_factor.already_on': msg`Two-factor authentication is already on`,
  'two_factor.off': msg`Two-factor authentication is not on`,
  'two_factor.setup_expired': msg`The setup has expired: start again`,
  // Also said by the login's code step (auth/TwoFactorStepRefusals.ts), which loads apart from these.
  'two_factor.challenge_expired': msg`This login step has expired: log in again`,
});
