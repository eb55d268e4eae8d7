import { PrivacyEndpoints } from '../../contract/privacy';
import { authenticateMember } from '../auth/authenticate';
import { defineRoute, implement, type Route } from '../http/registry';
import { consentSummary, recordConsent } from './consents';
import { answerExport } from './export';

/** The download's route: declared like any other (the OpenAPI document lists it), answered as a file. */
const exportRoute: Route = {
  ...defineRoute({ ...PrivacyEndpoints.export, handler: () => ({ data: undefined as never }) }),
  handle: async (c, deps) => {
    const now = deps.clock();
    // Authentication first: a guest learns nothing about the query's validity.
    const { member } = await authenticateMember(c, deps, now);
    return answerExport(c, deps, member, now);
  },
};

/** LGPD: the member's consents and the copy of their data (contract/privacy.ts), implemented. */
export const privacyRoutes: Route[] = [
  implement(PrivacyEndpoints.consents, async ({ deps, member }) => ({
    data: await consentSummary(deps.db, member.member),
  })),
  implement(PrivacyEndpoints.recordConsent, async ({ deps, now, member, body }) => ({
    data: await recordConsent(deps, member.member, body, now),
  })),
  exportRoute,
];
