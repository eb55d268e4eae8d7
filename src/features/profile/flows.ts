import { msg } from '@lingui/core/macro';
import { defineFeature, type FlowDescriptions } from '../../app/flows';

/** The profile's flows: the profile picture, completing the identity and closing the account, loaded with their screens. */
export default defineFeature({
  logic: () => import('./logic'),
  runs: {
    avatar: 'avatar',
    completeIdentity: 'completeIdentity',
    accountClosure: 'accountClosure',
  },
});

/** What /flows and docs/flows say of the profile's flows (read by tests/flows, never by the app). */
export const descriptions = {
  avatar: {
    title: msg`Profile picture`,
    summary: msg`The male and female photo lists; the one chosen becomes the member’s picture.`,
  },
  completeIdentity: {
    title: msg`Complete identity`,
    summary: msg`An account from before the identity rule gives full name, CPF, date of birth and e-mail and accepts the terms, so it may deposit and play.`,
  },
  accountClosure: {
    title: msg`Account closure`,
    summary: msg`The member closes the account from the profile with the login password; a balance, a withdrawal or a deposit under way refuses it and the balance is shown with the way to withdraw it; once closed the session ends and login is refused.`,
  },
} satisfies FlowDescriptions;
