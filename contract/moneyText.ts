/**
 * The money API's texts, apart from the schemas. A refusal's text is declared once with the area's
 * refusals (contract/money.refusals.ts); these name it for the server and its tests.
 */
import { ACCOUNT_REFUSALS } from './account.refusals';
import { COMMON_REFUSALS } from './common.refusals';
import { MONEY_REFUSALS } from './money.refusals';

/** Texts the money API answers with (the app recognises them and shows them translated). */
export const MoneyText = {
  enterAmount: COMMON_REFUSALS['amount.required'].text,
  twoDecimals: COMMON_REFUSALS['amount.two_decimals'].text,
  channelUnknown: MONEY_REFUSALS['deposit.channel_unknown'].text,
  orderNotFound: MONEY_REFUSALS['order.not_found'].text,
  badSignature: MONEY_REFUSALS['webhook.bad_signature'].text,
  staleTimestamp: MONEY_REFUSALS['webhook.stale_timestamp'].text,
  idempotencyInProgress: COMMON_REFUSALS['idempotency.in_progress'].text,
  /** The key was used before with another request (method, path or body): 422, nothing runs. */
  idempotencyMismatch: COMMON_REFUSALS['idempotency.mismatch'].text,
  rechargeCreated: 'Order created',
  depositsUnavailable: MONEY_REFUSALS['deposit.unavailable'].text,
} as const;

/** Texts the withdrawal API answers with. */
export const WithdrawText = {
  pwdSixDigits: MONEY_REFUSALS['withdrawal.password_six_digits'].text,
  pwdMismatch: ACCOUNT_REFUSALS['auth.passwords_differ'].text,
  pwdAlreadySet: MONEY_REFUSALS['withdrawal.password_already_set'].text,
  pwdSet: 'The withdrawal password was set',
  pwdMissing: MONEY_REFUSALS['withdrawal.password_missing'].text,
  pwdWrong: MONEY_REFUSALS['withdrawal.password_wrong'].text,
  invalidCpf: MONEY_REFUSALS['pix.cpf_invalid'].text,
  invalidCnpj: MONEY_REFUSALS['pix.cnpj_invalid'].text,
  invalidPhone: MONEY_REFUSALS['pix.phone_invalid'].text,
  invalidEmail: COMMON_REFUSALS['email.invalid'].text,
  invalidEvp: MONEY_REFUSALS['pix.evp_invalid'].text,
  enterName: MONEY_REFUSALS['pix.holder_name_required'].text,
  submitted: 'The withdrawal application has been submitted successfully.Please wait for the administrators review.',
  chooseKeyType: MONEY_REFUSALS['pix.key_type_required'].text,
  keyNotFound: MONEY_REFUSALS['pix.key_not_found'].text,
  keyExists: MONEY_REFUSALS['pix.key_exists'].text,
} as const;
