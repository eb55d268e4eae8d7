import { MemberPixKeyList, type PixKeyType } from '../../contract/money';
import { EmailCodeResult, SecurityStatus } from '../../contract/security';
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
    pixKeys: (signal?: AbortSignal) => api.get('/api/member/bank', MemberPixKeyList, { signal }),
    addPixKey: (body: { payment_type: PixKeyType; account: string; name: string }, signal?: AbortSignal) =>
      api.post('/api/member/bank/add', MemberPixKeyList, { body, signal }),
    removePixKey: (id: number, signal?: AbortSignal) => api.post('/api/member/bank/remove', MemberPixKeyList, { body: { id }, signal }),
    defaultPixKey: (id: number, signal?: AbortSignal) => api.post('/api/member/bank/default', MemberPixKeyList, { body: { id }, signal }),
  };
}
export type SecurityApi = ReturnType<typeof securityApi>;
