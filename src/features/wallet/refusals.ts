import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '../../../contract/locales';
import { BRASILIA, formatDateTime } from '../../../lib/format';
import '../../i18n/limits';
import { registerRefusals } from '../../i18n/refusals';
import { CODE_REFUSALS, tooManyCodes } from '../../../machines/twoFactorCode';

/** An instant the server names (ISO), said in the person's language and São Paulo time. */
const when = (iso = '') => (iso ? formatDateTime(iso, i18n.locale as Locale, BRASILIA) : '');

/** The money API's refusals (deposits, withdrawals, PIX keys), known once a screen that shows them has loaded. */
registerRefusals({
  'amount.required': msg`Enter an amount`,
  'amount.two_decimals': msg`Enter an amount with at most two decimals`,
  'amount.not_a_number': msg`Enter the amount in numbers, like 20.00`,
  'amount.not_positive': msg`Enter an amount greater than zero`,
  'amount.invalid': msg`Enter an amount with at most two decimals`,
  'amount.above_maximum': ({ max = '' }) => msg`Amount cannot be greater than ${max}`,
  'money.phone_unverified': msg`Confirm your phone number by SMS before depositing`,
  'phone.already_verified': msg`Your phone number is already confirmed`,
  'deposit.unavailable': msg`Deposits are unavailable right now, please try again later`,
  'deposit.channel_unknown': msg`Choose a payment channel`,
  'deposit.amount_below_channel_minimum': ({ min = '' }) => msg`The amount must not be less than ${min}`,
  'deposit.amount_above_channel_maximum': ({ max = '' }) => msg`Amount cannot be greater than ${max}`,
  'idempotency.in_progress': msg`Your previous request is still being processed, please wait`,
  'withdrawal.password_six_digits': msg`The withdrawal password is 6 digits`,
  'withdrawal.password_guessable': msg`Choose digits that are not a sequence or one repeated digit (like 123456, 654321 or 111111): they are the first anyone tries`,
  'withdrawal.password_already_set': msg`A withdrawal password is already set`,
  'withdrawal.password_missing': msg`Please set a withdrawal password first`,
  'withdrawal.password_wrong': msg`Incorrect withdrawal password`,
  'withdrawal.password_locked': ({ until }) => {
    const at = when(until);
    return msg`Too many withdrawal password tries: try again after ${at}`;
  },
  'withdrawal.amount_below_minimum': ({ min = '' }) => msg`The amount must not be less than ${min}`,
  'withdrawal.amount_above_balance': ({ max = '' }) => msg`Amount cannot be greater than ${max}`,
  'withdrawal.turnover_not_reached': ({ amount = '' }) =>
    msg`Turnover not reached: play ${amount} more before withdrawing`,
  'withdrawal.not_pending': msg`This withdrawal cannot change from its current status`,
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

/** A withdrawal's two-factor code (body field `otp`). */
registerRefusals({
  ...CODE_REFUSALS,
  'two_factor.too_many_tries': ({ until }) => tooManyCodes(when(until)),
});
