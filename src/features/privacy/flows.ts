import { msg } from '@lingui/core/macro';
import { defineFeature, type FlowDescriptions } from '../../app/flows';

/** Privacy (LGPD): the storage consent and the privacy centre's flows, loaded when first needed. */
export default defineFeature({
  logic: () => import('./logic'),
  runs: {
    consent: 'consent',
    dataExport: 'dataExport',
    privacyConsents: 'resource',
  },
});

/** What /flows and docs/flows say of the privacy flows (read by tests/flows, never by the app). */
export const descriptions = {
  consent: {
    title: msg`Storage consent`,
    summary: msg`On a first visit, a banner asks whether the device may keep preferences (accept all, reject what is not essential, or choose per category); the choice is kept on the device and recorded for a member; the footer opens the choices again.`,
  },
  dataExport: {
    title: msg`Download my data`,
    summary: msg`The member’s data as JSON or CSV, one download at a time, saved only when it arrived whole; five an hour.`,
  },
} satisfies FlowDescriptions;
