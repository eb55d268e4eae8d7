import { msg } from '@lingui/core/macro';
import { defineFeature, type FlowDescriptions } from '../../app/flows';

/** The profile's flows: the profile picture, completing and verifying the identity, closing the account and the e-mail copies of notifications, loaded with their screens. */
export default defineFeature({
  logic: () => import('./logic'),
  runs: {
    noticePrefs: 'noticePrefs',
    avatar: 'avatar',
    completeIdentity: 'completeIdentity',
    kyc: 'kyc',
    accountClosure: 'accountClosure',
    oddsFormat: 'oddsFormat',
  },
});

/** What /flows and docs/flows say of the profile's flows (read by tests/flows, never by the app). */
export const descriptions = {
  noticePrefs: {
    title: msg`E-mail copies of notifications`,
    summary: msg`Which money notifications (deposit credited or returned, withdrawal approved, paid or rejected) also go to the member’s verified e-mail; each switch is saved as it is flipped and put back if refused; without a verified e-mail the switches stay still and the page points to the security centre.`,
  },
  avatar: {
    title: msg`Profile picture`,
    summary: msg`The male and female photo lists; the one chosen becomes the member’s picture.`,
  },
  completeIdentity: {
    title: msg`Complete identity`,
    summary: msg`An account from before the identity rule gives full name, CPF, date of birth and e-mail and accepts the terms, so it may deposit and play.`,
  },
  kyc: {
    title: msg`Identity verification`,
    summary: msg`Document, address, photos, a selfie and two liveness frames; the upload resumes after a cut.`,
  },
  accountClosure: {
    title: msg`Account closure`,
    summary: msg`The member closes the account from the profile with the login password; a balance, a withdrawal or a deposit under way refuses it and the balance is shown with the way to withdraw it; once closed the session ends and login is refused.`,
  },
  oddsFormat: {
    title: msg`Odds format`,
    summary: msg`The member chooses decimal, fractional or American odds; the choice is saved on their record and every screen that shows odds follows, on every device.`,
  },
} satisfies FlowDescriptions;
