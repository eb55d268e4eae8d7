/**
 * The money API's texts, apart from the schemas. A refusal's text is declared once with the area's
 * refusals (contract/money.refusals.ts); these name it for the server and its tests.
 */
import { ACCOUNT_REFUSALS } from './account.refusals';
import { COMMON_REFUSALS } from './common.refusals';
import { MONEY_REFUSALS } from './money.refusals';
import { textOf } from './refusal';

/** Texts the money API answers with (the app recognises them and shows them translated). */
export const MoneyText = {
  enterAmount: textOf(COMMON_REFUSALS, 'amount.required'),
  twoDecimals: textOf(COMMON_REFUSALS, 'amount.two_decimals'),
  channelUnknown: textOf(MONEY_REFUSALS, 'deposit.channel_unknown'),
  orderNotFound: textOf(MONEY_REFUSALS, 'order.not_found'),
  badSignature: textOf(MONEY_REFUSALS, 'webhook.bad_signature'),
  staleTimestamp: textOf(MONEY_REFUSALS, 'webhook.stale_timestamp'),
  idempotencyInProgress: textOf(COMMON_REFUSALS, 'idempotency.in_progress'),
  /** The key was used before with another request (method, path or body): 422, nothing runs. */
  idempotencyMismatch: textOf(COMMON_REFUSALS, 'idempotency.mismatch'),
  rechargeCreated: 'Order created',
  depositsUnavailable: textOf(MONEY_REFUSALS, 'deposit.unavailable'),
} as const;

/** Texts the withdrawal API answers with. */
export const WithdrawText = {
  pwdSixDigits: textOf(MONEY_REFUSALS, 'withdrawal.password_six_digits'),
  pwdMismatch: textOf(ACCOUNT_REFUSALS, 'auth.passwords_differ'),
  pwdAlreadySet: textOf(MONEY_REFUSALS, 'withdrawal.password_already_set'),
  pwdSet: 'The withdrawal password was set',
  pwdMissing: textOf(MONEY_REFUSALS, 'withdrawal.password_missing'),
  pwdWrong: textOf(MONEY_REFUSALS, 'withdrawal.password_wrong'),
  invalidCpf: textOf(MONEY_REFUSALS, 'pix.cpf_invalid'),
  invalidCnpj: textOf(MONEY_REFUSALS, 'pix.cnpj_invalid'),
  invalidPhone: textOf(MONEY_REFUSALS, 'pix.phone_invalid'),
  invalidEmail: textOf(COMMON_REFUSALS, 'email.invalid'),
  invalidEvp: textOf(MONEY_REFUSALS, 'pix.evp_invalid'),
  enterName: textOf(MONEY_REFUSALS, 'pix.holder_name_required'),
  submitted: 'The withdrawal application has been submitted successfully.Please wait for the administrators review.',
  chooseKeyType: textOf(MONEY_REFUSALS, 'pix.key_type_required'),
  keyNotFound: textOf(MONEY_REFUSALS, 'pix.key_not_found'),
  keyExists: textOf(MONEY_REFUSALS, 'pix.key_exists'),
} as const;
