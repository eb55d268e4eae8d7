import * as v from 'valibot';
import { CaptchaData, TokenData, UserInfo, type Login2Body, type Register2Body } from '../../contract/auth';
import type { ApiClient } from './client';

export function authApi(api: ApiClient) {
  return {
    captcha: (signal?: AbortSignal) => api.post('/api/auth/captcha', CaptchaData, { signal }),
    login: (body: Login2Body, signal?: AbortSignal) =>
      api.post('/api/auth/login2', TokenData, { body, signal }),
    register: (body: Register2Body, signal?: AbortSignal) =>
      api.post('/api/auth/register2', TokenData, { body, signal }),
    me: (signal?: AbortSignal) => api.post('/api/auth/me', UserInfo, { signal }),
    logout: (signal?: AbortSignal) => api.post('/api/auth/logout', v.unknown(), { signal }),
  };
}
