import { msg } from '@lingui/core/macro';
import { registerRefusals } from '../i18n/refusals';

/**
 * The PIX keys', the withdrawal password's and the e-mail's refusals: the wallet (withdrawals) and the security
 * center (which changes the keys and the password) both say them.
 */
registerRefusals({
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
