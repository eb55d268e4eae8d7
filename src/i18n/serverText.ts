import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ServerText } from '../contract/common';

/** The server's texts the app knows, so they show in the person's language. */
const known: Record<string, MessageDescriptor> = {
  [ServerText.unauthenticated]: msg`Currently not logged in, please log in first`,
  [ServerText.invalidPhone]: msg`Please enter the correct mobile phone number.`,
  [ServerText.passwordTooShort]: msg`Password must be at least 6 characters`,
  [ServerText.passwordsDiffer]: msg`Passwords did not match`,
  [ServerText.captchaAgain]: msg`Please obtain the verification code again`,
  [ServerText.phoneTaken]: msg`This phone number is already registered`,
  [ServerText.wrongCredentials]: msg`Incorrect phone number or password`,
  [ServerText.tooManyAttempts]: msg`Too many attempts, please try again later`,
  [ServerText.inviteCodeUnknown]: msg`Invitation code not found`,
  [ServerText.registered]: msg`Your registration has been successfully completed`,
  [ServerText.forcedOffline]: msg`Network error, please try again later`,
  [ServerText.invalidRequest]: msg`Please fix the error in the form`,
  [ServerText.serverError]: msg`Network error, please try again later`,
  'Network error, please try again later': msg`Network error, please try again later`,
  'Load Fail': msg`Load Fail`,
};

/** A server text as a descriptor when the app knows it; otherwise the text itself. */
export function fromServerText(text: string): MessageDescriptor | string {
  return known[text] ?? text;
}
