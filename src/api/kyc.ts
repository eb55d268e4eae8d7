import { KycEndpoints, type KycCaseBody, type KycChunkBody } from '../../contract/kyc';
import type { ApiClient } from './client';

/** The identity verification's calls (contract/kyc.ts): its state, the case, the pictures' chunks, the sending. */
export function kycApi(api: ApiClient) {
  return {
    state: (signal?: AbortSignal) => api.call(KycEndpoints.state, { signal }),
    startCase: (body: KycCaseBody, signal?: AbortSignal) => api.call(KycEndpoints.startCase, { body, signal }),
    uploadChunk: (body: KycChunkBody, signal?: AbortSignal) => api.call(KycEndpoints.uploadChunk, { body, signal }),
    submit: (signal?: AbortSignal) => api.call(KycEndpoints.submit, { signal }),
  };
}
export type KycApi = ReturnType<typeof kycApi>;
