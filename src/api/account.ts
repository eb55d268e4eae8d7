import {
  AuthEndpoints,
  type CloseAccountBody,
  type IdentityBody,
  type Login2Body,
  type Register2Body,
} from '../../contract/account';
import { TwoFactorEndpoints, type TwoFactorLoginBody } from '../../contract/securityTwoFactor';
import type { ApiClient } from './client';

/** The account's calls (contract/auth.ts AuthEndpoints): captcha, login, register, identity, closure; loaded with their forms. */
export function accountApi(api: ApiClient) {
  return {
    captcha: (signal?: AbortSignal) => api.call(AuthEndpoints.captcha, { signal }),
    login: (body: Login2Body, signal?: AbortSignal) => api.call(AuthEndpoints.login, { body, signal }),
    register: (body: Register2Body, signal?: AbortSignal) => api.call(AuthEndpoints.register, { body, signal }),
    loginTwoFactor: (body: TwoFactorLoginBody, signal?: AbortSignal) =>
      api.call(TwoFactorEndpoints.login, { body, signal }),
    completeIdentity: (body: IdentityBody, signal?: AbortSignal) =>
      api.call(AuthEndpoints.completeIdentity, { body, signal }),
    closeAccount: (body: CloseAccountBody, signal?: AbortSignal) =>
      api.call(AuthEndpoints.closeAccount, { body, signal }),
  };
}
export type AccountApi = ReturnType<typeof accountApi>;
