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
 * own when its screens load (`registerRefusals`), and the forms' come with the later pages and the login form
 * (./formRefusals.ts). A text repeats the contract's sentence unless the app words it on purpose
 * (tests/unit/refusalTexts.test.ts keeps them from drifting apart).
 */
const known: Partial<Record<ErrorCode | typeof UNREADABLE, RefusalText>> = {
  'response.unreadable': msg`Load Fail`,
  'auth.unauthenticated': msg`Currently not logged in, please log in first`,
  'auth.forced_offline': msg`Network error, please try again later`,
  'auth.session_expired': msg`Login expired, do you want to log in again`,
  'auth.account_closed': msg`This account is closed`,
  'auth.account_blocked': msg`This account is blocked. Please contact support`,
  'auth.too_many_attempts': msg`Too many attempts, please try again later`,
  'request.invalid': msg`Please fix the error in the form`,
  'request.malformed': msg`Please fix the error in the form`,
  'request.too_large': msg`Please fix the error in the form`,
  'server.error': msg`Network error, please try again later`,
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
