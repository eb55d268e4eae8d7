import { RecoveryEndpoints, type RecoverResetBody, type RecoverSendBody } from '../../contract/recovery';
import type { ApiClient } from './client';

/** "Esqueci minha senha" (contract/recovery.ts): a code to the phone or e-mail, then a new password. */
export function recoveryApi(api: ApiClient) {
  return {
    send: (body: Omit<RecoverSendBody, 'lang'>, signal?: AbortSignal) =>
      api.call(RecoveryEndpoints.send, { body, signal }),
    reset: (body: Omit<RecoverResetBody, 'lang'>, signal?: AbortSignal) =>
      api.call(RecoveryEndpoints.reset, { body, signal }),
  };
}
