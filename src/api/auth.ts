import {
  AuthEndpoints,
  type CloseAccountBody,
  type IdentityBody,
  type Login2Body,
  type Register2Body,
} from '../../contract/auth';
import type { ApiClient } from './client';

/** The session's calls (contract/auth.ts). */
export function authApi(api: ApiClient) {
  return {
    captcha: (signal?: AbortSignal) => api.call(AuthEndpoints.captcha, { signal }),
    login: (body: Login2Body, signal?: AbortSignal) => api.call(AuthEndpoints.login, { body, signal }),
    register: (body: Register2Body, signal?: AbortSignal) => api.call(AuthEndpoints.register, { body, signal }),
    completeIdentity: (body: IdentityBody, signal?: AbortSignal) =>
      api.call(AuthEndpoints.completeIdentity, { body, signal }),
    me: (signal?: AbortSignal) => api.call(AuthEndpoints.me, { signal }),
    logout: (signal?: AbortSignal) => api.call(AuthEndpoints.logout, { signal }),
    closeAccount: (body: CloseAccountBody, signal?: AbortSignal) =>
      api.call(AuthEndpoints.closeAccount, { body, signal }),
  };
}
