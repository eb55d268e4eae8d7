import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '../../contract/errors';
import type { Refusal } from '../../machines/shared';
import type { UNREADABLE } from '../api/client';

/** How the app says a refusal of the API: a message, or one made from the refusal's params. */
export type RefusalText = MessageDescriptor | ((params: Record<string, string>) => MessageDescriptor);

/**
 * The refusals the app can say in the person's language, by code (each declared with its English
 * sentence in contract/<area>.refusals.ts). These are the ones the first page can meet; each area adds its
 * own when its screens load (`registerRefusals`). A text repeats the contract's sentence unless the app
 * words it on purpose (tests/unit/refusalTexts.test.ts keeps them from drifting apart).
 */
const known: Partial<Record<ErrorCode | typeof UNREADABLE, RefusalText>> = {
  'response.unreadable': msg`Load Fail`,
  'auth.unauthenticated': msg`Currently not logged in, please log in first`,
  'auth.forced_offline': msg`Network error, please try again later`,
  'auth.session_expired': msg`Login expired, do you want to log in again`,
  'auth.account_closed': msg`This account is closed`,
  'auth.account_blocked': msg`This account is blocked. Please contact support`,
  'auth.phone_invalid': msg`Please enter the correct mobile phone number.`,
  'auth.phone_characters': msg`A phone number can only have digits, spaces and + ( ) -`,
  'auth.password_too_short': msg`Password must be at least 6 characters`,
  'auth.passwords_differ': msg`Passwords did not match`,
  'auth.captcha_again': msg`Please obtain the verification code again`,
  'auth.phone_taken': msg`This phone number is already registered`,
  'auth.wrong_credentials': msg`Incorrect phone number or password`,
  'auth.too_many_attempts': msg`Too many attempts, please try again later`,
  'auth.invite_code_unknown': msg`Invitation code not found`,
  'security.password_wrong': msg`Incorrect password`,
  'identity.full_name_required': msg`Enter your full name`,
  'identity.full_name_too_long': msg`Your full name can have at most 120 characters`,
  'identity.full_name_characters': msg`Your full name can only have letters, spaces, hyphens and apostrophes`,
  'identity.cpf_invalid': msg`Please enter a valid CPF`,
  'identity.cpf_taken': msg`This CPF is already registered`,
  'identity.birth_date_invalid': msg`Enter your date of birth`,
  'identity.underage': msg`You must be 18 or older to register`,
  'identity.terms_required': msg`Accept the terms and the privacy policy to continue`,
  'identity.incomplete': msg`Complete your registration (full name, CPF and date of birth) before depositing or playing`,
  'email.invalid': msg`Please enter a valid e-mail`,
  'request.invalid': msg`Please fix the error in the form`,
  'request.malformed': msg`Please fix the error in the form`,
  'request.too_large': msg`Please fix the error in the form`,
  'server.error': msg`Network error, please try again later`,
  'game.not_found': msg`Game not found`,
  'game.not_available': msg`This game is not available yet`,
  'order.not_found': msg`Order not found`,
};

/** Adds the refusals of an area that loads later (the wallet's), so the first page does not carry them. */
export function registerRefusals(texts: Partial<Record<ErrorCode, RefusalText>>): void {
  Object.assign(known, texts);
}

/** A refusal in the person's language when the app knows its code; otherwise the server's message. */
export function refusalMessage(refusal: Refusal): MessageDescriptor | string {
  const text = known[refusal.error as ErrorCode | typeof UNREADABLE];
  if (!text) return refusal.message;
  return typeof text === 'function' ? text(refusal.params) : text;
}
