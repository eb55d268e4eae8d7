/**
 * The money API's texts, kept apart from the schemas so the first page can translate them without
 * loading the money contract.
 */

/** Texts the money API answers with (the app recognises them and shows them translated). */
export const MoneyText = {
  enterAmount: 'Enter an amount',
  twoDecimals: 'Enter an amount with at most two decimals',
  /** Followed by " R$ <min>" in the answer. */
  belowMin: 'The amount is below the minimum for this payment channel:',
  /** Followed by " R$ <max>" in the answer. */
  aboveMax: 'The amount is above the maximum for this payment channel:',
  channelUnknown: 'Choose a payment channel',
  orderNotFound: 'Order not found',
  badSignature: 'Invalid webhook signature',
  staleTimestamp: 'Webhook timestamp out of range',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being processed',
  /** The key was used before with another request (method, path or body): 422, nothing runs. */
  idempotencyMismatch: 'This Idempotency-Key was already used with a different request',
  rechargeCreated: 'Order created',
  depositsUnavailable: 'Deposits are unavailable right now, please try again later',
} as const;

/** Texts the withdrawal API answers with. */
export const WithdrawText = {
  pwdSixDigits: 'The withdrawal password is 6 digits',
  pwdMismatch: 'Passwords did not match',
  pwdAlreadySet: 'A withdrawal password is already set',
  pwdSet: 'The withdrawal password was set',
  pwdMissing: 'Please set a withdrawal password first',
  pwdWrong: 'Incorrect withdrawal password',
  invalidCpf: 'Please enter a valid CPF',
  invalidCnpj: 'Please enter a valid CNPJ',
  invalidPhone: 'Please enter a valid phone number',
  invalidEmail: 'Please enter a valid e-mail',
  invalidEvp: 'Please enter a valid random key',
  enterName: 'Enter the account holder’s name',
  /** Followed by " <min>" in the answer, e.g. "… less than 10.00". */
  belowMin: 'The amount must not be less than',
  /** Followed by " <max>" in the answer. */
  aboveMax: 'Amount cannot be greater than',
  /** "Turnover not reached: play R$ <x> more before withdrawing". */
  turnoverPrefix: 'Turnover not reached: play R$',
  turnoverSuffix: 'more before withdrawing',
  submitted: 'The withdrawal application has been submitted successfully.Please wait for the administrators review.',
  notPending: 'This withdrawal cannot change from its current status',
  chooseKeyType: 'Choose the PIX key type',
  keyNotFound: 'PIX key not found',
  keyExists: 'This PIX key is already saved',
} as const;
