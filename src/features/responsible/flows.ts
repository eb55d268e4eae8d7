import { msg } from '@lingui/core/macro';
import { defineFeature, type FlowDescriptions } from '../../app/flows';

/** Responsible gambling's flows: the limits, the pause and the self-exclusion, the reality check. */
export default defineFeature({
  logic: () => import('./logic'),
  runs: {
    responsibleLimits: 'responsibleLimits',
    limitsOffer: 'limitsOffer',
    pause: 'selfRestriction',
    selfExclusion: 'selfRestriction',
    realityCheck: 'realityCheck',
  },
});

/** What /flows and docs/flows say of responsible gambling's flows (read by tests/flows, never by the app). */
export const descriptions = {
  responsibleLimits: {
    title: msg`Responsible gambling limits`,
    summary: msg`Deposits and losses per day, week and month, play time and bets per day: lowered at once, raised or removed after 24 hours; and the reality check’s interval.`,
  },
  limitsOffer: {
    title: msg`Offer to set limits`,
    summary: msg`After sign-up and before the first deposit: set a daily deposit, loss or play-time limit (in force at once), or Not now; the answer is kept, so it is not asked again.`,
  },
  selfRestriction: {
    title: msg`Pause and self-exclusion`,
    summary: msg`A pause of 24 hours, 7 or 30 days, or a self-exclusion of 6 months, 1 year or for good, confirmed with the password; it cannot be undone.`,
  },
  realityCheck: {
    title: msg`Reality check`,
    summary: msg`Every chosen number of minutes since login: the time played and the net result, with continue or stop.`,
  },
} satisfies FlowDescriptions;
