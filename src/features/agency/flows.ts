import { msg } from '@lingui/core/macro';
import { defineFeature, type FlowDescriptions } from '../../app/flows';

/** The agency center's flows, loaded with its first screen. */
export default defineFeature({
  logic: () => import('./logic'),
  runs: {
    agencyInfo: 'resource',
    agencyRewards: 'resource',
    mechanism: 'resource',
    inviteRecord: 'pagedList',
    registerSubordinate: 'registerSubordinate',
    subordinateRequests: 'subordinateRequests',
  },
});

/** What /flows and docs/flows say of the agency center's flows (read by tests/flows, never by the app). */
export const descriptions = {
  registerSubordinate: {
    title: msg`Register subordinate`,
    summary: msg`An agent asks a member who registered without a code to join their team: their phone, the agent’s code and their UID; the member accepts it themselves.`,
  },
  subordinateRequests: {
    title: msg`Agent requests`,
    summary: msg`The member’s side of an agent’s request: each open request accepted or declined by the member; accepting makes the agent their inviter from then on.`,
  },
} satisfies FlowDescriptions;
