import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ServerText } from '../../contract/common';
import { MoneyText } from '../../contract/moneyText';

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
  'Insufficient balance': msg`Insufficient balance`,
  'Game not found': msg`Game not found`,
  'This game is not available yet': msg`This game is not available yet`,
  'Enter an amount': msg`Enter an amount`,
  'Enter an amount with at most two decimals': msg`Enter an amount with at most two decimals`,
  'The bet must be greater than zero': msg`The bet must be greater than zero`,
  'Finish the current round first': msg`Finish the current round first`,
  'Fixture not found': msg`Match not found`,
  'Betting on this match is closed': msg`Betting on this match is closed`,
  [MoneyText.channelUnknown]: msg`Choose a payment channel`,
  [MoneyText.orderNotFound]: msg`Order not found`,
  [MoneyText.orderExpired]: msg`This PIX charge has expired`,
};

/** Server texts that end with a number ("The amount must not be less than 0.10"). */
const withNumber: [RegExp, (value: string) => MessageDescriptor][] = [
  [/^The amount must not be less than (\S+)$/, (min) => msg`The amount must not be less than ${min}`],
  [/^Amount cannot be greater than (\S+)$/, (max) => msg`Amount cannot be greater than ${max}`],
  [/^The amount is below the minimum for this payment channel: R\$ (\S+)$/, (min) => msg`The amount must not be less than ${min}`],
  [/^The amount is above the maximum for this payment channel: R\$ (\S+)$/, (max) => msg`Amount cannot be greater than ${max}`],
];

/**
 * Adds the texts of an area that loads later (the wallet's), so the first page does not carry them.
 * The area registers them when its screens load.
 */
export function registerServerTexts(
  texts: Record<string, MessageDescriptor>,
  patterns: [RegExp, (value: string) => MessageDescriptor][] = [],
): void {
  Object.assign(known, texts);
  withNumber.push(...patterns);
}

/** A server text as a descriptor when the app knows it; otherwise the text itself. */
export function fromServerText(text: string): MessageDescriptor | string {
  const exact = known[text];
  if (exact) return exact;
  for (const [pattern, message] of withNumber) {
    const match = pattern.exec(text);
    if (match?.[1]) return message(match[1]);
  }
  return text;
}
