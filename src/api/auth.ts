import { SessionEndpoints } from '../../contract/auth';
import type { ApiClient } from './client';

/** The session's calls (contract/auth.ts SessionEndpoints), on the first page. */
export function authApi(api: ApiClient) {
  return {
    me: (signal?: AbortSignal) => api.call(SessionEndpoints.me, { signal }),
    logout: (signal?: AbortSignal) => api.call(SessionEndpoints.logout, { signal }),
  };
}
