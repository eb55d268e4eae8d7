import type { RefusalDeclarations } from './refusal';

/**
 * Refusals any endpoint may answer (the request, the session), and those of values many areas share: amounts, days,
 * e-mail, the Idempotency-Key.
 */
export const COMMON_REFUSALS = {
  'request.malformed': { status: 400, text: 'Please fix the error in the form' },
  'request.invalid': { status: 422, text: 'Please fix the error in the form' },
  'request.too_large': { status: 413, text: 'Please fix the error in the form' },
  'request.not_found': { status: 404, text: 'Not found' },
  'server.error': { status: 500, text: 'Server error, please try again later' },
  'auth.unauthenticated': { status: 401, text: 'Unauthenticated.' },
  'auth.forced_offline': { status: 401, text: 'Your session was ended by the operator' },
  /** A session that lapsed: idle past the site's limit (30 minutes under regulated-br) or past its lifetime. */
  'auth.session_expired': { status: 401, text: 'Login expired, do you want to log in again' },
  /**
   * A session the operator ended by blocking the account (the block still in force): said only to the holder of
   * that session's token, so it tells nobody anything about another account.
   */
  'auth.session_blocked': {
    status: 401,
    text: 'This account was blocked and its session ended. Please contact support',
  },
  'auth.too_many_attempts': { status: 429, text: 'Too many attempts, please try again later' },
  'member.not_found': { status: 404, text: 'Member not found' },
  'amount.required': { status: 422, text: 'Enter an amount' },
  'amount.two_decimals': { status: 422, text: 'Enter an amount with at most two decimals' },
  'amount.invalid': { status: 422, text: 'Invalid amount' },
  'amount.above_maximum': { status: 422, text: 'Amount cannot be greater than {max}' },
  'amount.not_a_number': { status: 422, text: 'Enter the amount in numbers, like 20.00' },
  'amount.not_positive': { status: 422, text: 'Enter an amount greater than zero' },
  'day.invalid': { status: 422, text: 'Invalid day' },
  'date.invalid': { status: 422, text: 'Use a date like 2026-11-22' },
  'idempotency.key_invalid': {
    status: 400,
    text: 'Idempotency-Key must be 1 to 128 letters, digits, dots, colons or dashes',
  },
  'idempotency.in_progress': { status: 409, text: 'A request with this Idempotency-Key is still being processed' },
  'idempotency.mismatch': { status: 422, text: 'This Idempotency-Key was already used with a different request' },
  'email.invalid': { status: 422, text: 'Please enter a valid e-mail' },
  'record.range_reversed': { status: 422, text: 'The start date is after the end date' },
} as const satisfies RefusalDeclarations;
