import { InformationEndpoints } from '../../contract/information';
import type { ApiClient } from './client';

/** The information center's calls (contract/information.ts), loaded with its screens. */
export function informationApi(api: ApiClient) {
  return {
    support: (signal?: AbortSignal) => api.call(InformationEndpoints.support, { signal }),
    notifications: (signal?: AbortSignal) => api.call(InformationEndpoints.notifications, { signal }),
    markRead: (body: { id?: number }, signal?: AbortSignal) =>
      api.call(InformationEndpoints.markRead, { body, signal }),
    announcements: (signal?: AbortSignal) => api.call(InformationEndpoints.announcements, { signal }),
    /**
     * The information center, fetched together: support, announcements and (signed in) the notifications.
     * One list that fails is left empty, so the others still show.
     */
    center: async (signedIn: boolean, signal?: AbortSignal) => {
      const [support, announcements, notifications] = await Promise.allSettled([
        api.call(InformationEndpoints.support, { signal }),
        api.call(InformationEndpoints.announcements, { signal }),
        signedIn ? api.call(InformationEndpoints.notifications, { signal }) : Promise.resolve(null),
      ]);
      if (support.status === 'rejected' && announcements.status === 'rejected') throw support.reason;
      const ok = <T>(result: PromiseSettledResult<T>, empty: T) =>
        result.status === 'fulfilled' ? result.value : empty;
      return { support: ok(support, []), announcements: ok(announcements, []), notifications: ok(notifications, null) };
    },
  };
}
export type InformationApi = ReturnType<typeof informationApi>;
export type InformationCenter = Awaited<ReturnType<InformationApi['center']>>;
