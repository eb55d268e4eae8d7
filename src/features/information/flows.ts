import { msg } from '@lingui/core/macro';
import { defineFeature, type FlowDescriptions } from '../../app/flows';

/** The information center's flows: the center and the notifications, loaded with its first screen. */
export default defineFeature({
  logic: () => import('./logic'),
  runs: {
    informationCenter: 'resource',
    notifications: 'notifications',
  },
});

/** What /flows and docs/flows say of the information center's flows (read by tests/flows, never by the app). */
export const descriptions = {
  notifications: {
    title: msg`Notification centre`,
    summary: msg`The member’s notifications and the unread count; one or all marked read, and the header’s count follows.`,
  },
} satisfies FlowDescriptions;
