import type { RefusalDeclarations } from './refusal';

/** Refusals of the money API (contract/money.ts): deposits and the PIX gateway, withdrawals and PIX keys. */
export const MONEY_REFUSALS = {
  'deposit.unavailable': { status: 503, text: 'Deposits are unavailable right now, please try again later' },
  'deposit.channel_unknown': { status: 422, text: 'Choose a payment channel' },
  'deposit.amount_below_channel_minimum': {
    status: 422,
    text: 'The amount is below the minimum for this payment channel: R$ {min}',
  },
  'deposit.amount_above_channel_maximum': {
    status: 422,
    text: 'The amount is above the maximum for this payment channel: R$ {max}',
  },
  'deposit.amount_differs': { status: 422, text: 'The amount paid differs from the order' },
  'order.not_found': { status: 404, text: 'Order not found' },
  'webhook.bad_signature': { status: 401, text: 'Invalid webhook signature' },
  'webhook.stale_timestamp': { status: 401, text: 'Webhook timestamp out of range' },
  'withdrawal.password_six_digits': { status: 422, text: 'The withdrawal password is 6 digits' },
  'withdrawal.password_already_set': { status: 409, text: 'A withdrawal password is already set' },
  'withdrawal.password_missing': { status: 422, text: 'Please set a withdrawal password first' },
  'withdrawal.password_wrong': { status: 422, text: 'Incorrect withdrawal password' },
  'withdrawal.password_locked': { status: 429, text: 'Too many withdrawal password tries: try again after {until}' },
  'withdrawal.amount_below_minimum': { status: 422, text: 'The amount must not be less than {min}' },
  'withdrawal.amount_above_balance': { status: 422, text: 'Amount cannot be greater than {max}' },
  'withdrawal.turnover_not_reached': {
    status: 422,
    text: 'Turnover not reached: play R$ {amount} more before withdrawing',
  },
  'withdrawal.password_guessable': {
    status: 422,
    text: 'The withdrawal password cannot be a sequence or one repeated digit (like 123456, 654321 or 111111)',
  },
  'pix.key_type_required': { status: 422, text: 'Choose the PIX key type' },
  'pix.cpf_invalid': { status: 422, text: 'Please enter a valid CPF' },
  'pix.cnpj_invalid': { status: 422, text: 'Please enter a valid CNPJ' },
  'pix.phone_invalid': { status: 422, text: 'Please enter a valid phone number' },
  'pix.evp_invalid': { status: 422, text: 'Please enter a valid random key' },
  'pix.holder_name_required': { status: 422, text: 'Enter the account holder’s name' },
  'pix.key_not_found': { status: 404, text: 'PIX key not found' },
  'pix.key_exists': { status: 422, text: 'This PIX key is already saved' },
  'pix.cpf_not_own': { status: 422, text: 'Use your own CPF: withdrawals go only to your CPF' },
  'pix.key_not_own_cpf': {
    status: 422,
    text: 'This PIX key is not in your CPF: withdrawals go only to PIX keys in your own CPF',
  },
  'pix.key_unconfirmed': {
    status: 422,
    text: 'The holder of this PIX key could not be confirmed: use your CPF as the PIX key',
  },
  'money.phone_unverified': { status: 403, text: 'Confirm your phone number by SMS before depositing' },
} as const satisfies RefusalDeclarations;
