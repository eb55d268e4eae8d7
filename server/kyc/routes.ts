import { KycEndpoints } from '../../contract/kyc';
import { implement } from '../http/registry';
import { kycState, startCase, submitCase, uploadChunk } from './cases';
import { receiveKycNotification } from './webhook';

/** Identity verification's endpoints (contract/kyc.ts), implemented. */
export const kycRoutes = [
  implement(KycEndpoints.state, async ({ deps, member }) => ({ data: await kycState(deps.db, member.member.id) })),
  implement(KycEndpoints.startCase, async ({ deps, now, member, body }) => ({
    data: await startCase(deps, member.member.id, body, now),
  })),
  implement(KycEndpoints.uploadChunk, async ({ deps, now, member, body }) => ({
    data: await uploadChunk(deps, member.member.id, body, now),
  })),
  implement(KycEndpoints.submit, async ({ deps, now, member }) => ({
    data: await submitCase(deps, member.member.id, now),
  })),
  implement(KycEndpoints.webhook, async ({ c, deps, now }) => ({
    data: await receiveKycNotification(
      deps,
      await c.req.text(),
      { timestamp: c.req.header('x-kyc-timestamp'), signature: c.req.header('x-kyc-signature') },
      now,
    ),
  })),
];
