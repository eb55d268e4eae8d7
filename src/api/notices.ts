import { NoticeEndpoints, type NoticePref } from '../../contract/notices';
import type { ApiClient } from './client';

/** The notification settings' calls (contract/notices.ts), loaded with their screen. */
export function noticesApi(api: ApiClient) {
  return {
    prefs: (signal?: AbortSignal) => api.call(NoticeEndpoints.prefs, { signal }),
    setPref: (pref: NoticePref, signal?: AbortSignal) =>
      api.call(NoticeEndpoints.setPrefs, { body: { kinds: [pref] }, signal }),
  };
}
export type NoticesApi = ReturnType<typeof noticesApi>;
