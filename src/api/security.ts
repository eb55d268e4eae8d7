import { MoneyEndpoints, type PixKeyType } from '../../contract/money';
import { SecurityEndpoints } from '../../contract/security';
import { TwoFactorEndpoints } from '../../contract/securityTwoFactor';
import type { ApiClient } from './client';

/** The security center's calls (contract/security.ts; the PIX keys' list is contract/money.ts'), loaded with its screens. */
export function securityApi(api: ApiClient) {
  return {
    status: (signal?: AbortSignal) => api.call(SecurityEndpoints.status, { signal }),
    verify: (body: { password: string; code?: string }, signal?: AbortSignal) =>
      api.call(SecurityEndpoints.verify, { body, signal }),
    changePassword: (body: { password: string; password_confirmation: string }, signal?: AbortSignal) =>
      api.call(SecurityEndpoints.changePassword, { body, signal }),
    changeWithdrawalPassword: (body: { qk_pwd: string; qk_pwd_confirmation: string }, signal?: AbortSignal) =>
      api.call(SecurityEndpoints.changeWithdrawalPassword, { body, signal }),
    sendEmailCode: (email: string, signal?: AbortSignal) =>
      api.call(SecurityEndpoints.sendEmailCode, { body: { email }, signal }),
    bindEmail: (body: { email: string; code: string }, signal?: AbortSignal) =>
      api.call(SecurityEndpoints.bindEmail, { body, signal }),
    pixKeys: (signal?: AbortSignal) => api.call(MoneyEndpoints.pixKeys, { signal }),
    addPixKey: (body: { payment_type: PixKeyType; account: string; name: string }, signal?: AbortSignal) =>
      api.call(SecurityEndpoints.addPixKey, { body, signal }),
    removePixKey: (id: number, signal?: AbortSignal) =>
      api.call(SecurityEndpoints.removePixKey, { body: { id }, signal }),
    defaultPixKey: (id: number, signal?: AbortSignal) =>
      api.call(SecurityEndpoints.defaultPixKey, { body: { id }, signal }),
    twoFactorSetup: (signal?: AbortSignal) => api.call(TwoFactorEndpoints.setup, { body: {}, signal }),
    twoFactorEnable: (code: string, signal?: AbortSignal) =>
      api.call(TwoFactorEndpoints.enable, { body: { code }, signal }),
    twoFactorDisable: (code: string, signal?: AbortSignal) =>
      api.call(TwoFactorEndpoints.disable, { body: { code }, signal }),
    twoFactorRenew: (code: string, signal?: AbortSignal) =>
      api.call(TwoFactorEndpoints.recoveryCodes, { body: { code }, signal }),
  };
}
export type SecurityApi = ReturnType<typeof securityApi>;
