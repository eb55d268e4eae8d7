import { PhoneEndpoints } from '../../contract/phone';
import type { ApiClient } from './client';

/** The member's phone (contract/phone.ts): confirmed by an SMS code, changed with a code to the new number. */
export function phoneApi(api: ApiClient) {
  return {
    status: (signal?: AbortSignal) => api.call(PhoneEndpoints.status, { signal }),
    send: (signal?: AbortSignal) => api.call(PhoneEndpoints.send, { body: {}, signal }),
    verify: (code: string, signal?: AbortSignal) => api.call(PhoneEndpoints.verify, { body: { code }, signal }),
    sendNew: (phone: string, signal?: AbortSignal) => api.call(PhoneEndpoints.sendNew, { body: { phone }, signal }),
    confirmNew: (body: { phone: string; code: string }, signal?: AbortSignal) =>
      api.call(PhoneEndpoints.confirmNew, { body, signal }),
  };
}
export type PhoneApi = ReturnType<typeof phoneApi>;
