import { msg } from '@lingui/core/macro';
import { defineFeature, type FlowDescriptions } from '../../app/flows';

/** The profile's flow: the profile picture, loaded with its screen. */
export default defineFeature({
  logic: () => import('./logic'),
  runs: {
    avatar: 'avatar',
  },
});

/** What /flows and docs/flows say of the profile's flows (read by tests/flows, never by the app). */
export const descriptions = {
  avatar: {
    title: msg`Profile picture`,
    summary: msg`The male and female photo lists; the one chosen becomes the member’s picture.`,
  },
} satisfies FlowDescriptions;
