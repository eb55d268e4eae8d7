import type { RefusalDeclarations } from './refusal';

/**
 * Refusals of logging in and registering (contract/account.ts), of the identity asked at registration (Portaria SPA/MF
 * 722/2024) and of closing the account.
 */
export const ACCOUNT_REFUSALS = {
  'auth.phone_invalid': { status: 422, text: 'Please enter the correct mobile phone number.' },
  'auth.password_too_short': { status: 422, text: 'Password must be at least 6 characters' },
  'auth.passwords_differ': { status: 422, text: 'Passwords did not match' },
  'auth.captcha_again': { status: 422, text: 'Please obtain the verification code again' },
  'auth.phone_taken': { status: 409, text: 'This phone number is already registered' },
  'auth.wrong_credentials': { status: 422, text: 'Incorrect phone number or password' },
  'auth.invite_code_unknown': { status: 422, text: 'Invitation code not found' },
  'auth.account_closed': { status: 403, text: 'This account is closed' },
  'auth.phone_characters': { status: 422, text: 'A phone number can only have digits, spaces and + ( ) -' },
  'auth.account_blocked': { status: 403, text: 'This account is blocked. Please contact support' },
  'identity.full_name_required': { status: 422, text: 'Enter your full name' },
  'identity.cpf_invalid': { status: 422, text: 'Please enter a valid CPF' },
  'identity.cpf_taken': { status: 409, text: 'This CPF is already registered' },
  'identity.birth_date_invalid': { status: 422, text: 'Enter your date of birth' },
  'identity.underage': { status: 422, text: 'You must be 18 or older to register' },
  'identity.terms_required': { status: 422, text: 'Accept the terms and the privacy policy to continue' },
  'identity.incomplete': {
    status: 403,
    text: 'Complete your registration (full name, CPF and date of birth) before depositing or playing',
  },
  'identity.already_complete': { status: 409, text: 'Your registration is already complete' },
  'identity.full_name_too_long': { status: 422, text: 'Your full name can have at most 120 characters' },
  'identity.full_name_characters': {
    status: 422,
    text: 'Your full name can only have letters, spaces, hyphens and apostrophes',
  },
  'account.balance_left': { status: 409, text: 'Your balance is R$ {balance}: withdraw it before closing the account' },
  /** Anything that could still move money: params count each kind (strings of whole numbers, "0" when none). */
  'account.still_open': {
    status: 409,
    text: 'Close the account once nothing is open: {sports_bets} sports bet(s), {slips} bet slip(s), {crash_rounds} crash round(s) and {game_rounds} game round(s) not settled, {deposits} deposit(s) waiting for payment, {withdrawals} withdrawal(s) being processed',
  },
} as const satisfies RefusalDeclarations;
