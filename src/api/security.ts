import { EmailCodeResult, SecurityStatus } from '../contract/security';
import type { ApiClient } from './client';

/** The security center's calls, loaded with its screens. */
export function securityApi(api: ApiClient) {
  return {
    status: (signal?: AbortSignal) => api.get('/api/security/status', SecurityStatus, { signal }),
    verify: (password: string, signal?: AbortSignal) => api.post('/api/security/verify', SecurityStatus, { body: { password }, signal }),
    changePassword: (body: { password: string; password_confirmation: string }, signal?: AbortSignal) =>
      api.post('/api/security/password', SecurityStatus, { body, signal }),
    changeWithdrawalPassword: (body: { qk_pwd: string; qk_pwd_confirmation: string }, signal?: AbortSignal) =>
      api.post('/api/security/qkpwd', SecurityStatus, { body, signal }),
    sendEmailCode: (email: string, signal?: AbortSignal) =>
      api.post('/api/security/email/code', EmailCodeResult, { body: { email }, signal }),
    bindEmail: (body: { email: string; code: string }, signal?: AbortSignal) =>
      api.post('/api/security/email/bind', SecurityStatus, { body, signal }),
  };
}
export type SecurityApi = ReturnType<typeof securityApi>;
