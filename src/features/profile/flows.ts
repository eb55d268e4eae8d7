import { msg } from '@lingui/core/macro';
import { defineFeature, type FlowDescriptions } from '../../app/flows';

/** The profile's flows: the profile picture and completing the identity, loaded with their screens. */
export default defineFeature({
  logic: () => import('./logic'),
  runs: {
    avatar: 'avatar',
    completeIdentity: 'completeIdentity',
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
} satisfies FlowDescriptions;
