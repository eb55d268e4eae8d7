import { AnnouncementList, NotificationList, NotificationReadResult, SupportList } from '../contract/information';
import type { ApiClient } from './client';

/** The information center's calls, loaded with its screens. */
export function informationApi(api: ApiClient) {
  return {
    support: (signal?: AbortSignal) => api.get('/api/informationcenter/support', SupportList, { signal }),
    notifications: (signal?: AbortSignal) => api.get('/api/informationcenter/notification', NotificationList, { signal }),
    markRead: (body: { id?: number }, signal?: AbortSignal) =>
      api.post('/api/informationcenter/notification/read', NotificationReadResult, { body, signal }),
    announcements: (signal?: AbortSignal) => api.get('/api/informationcenter/announcement', AnnouncementList, { signal }),
  };
}
export type InformationApi = ReturnType<typeof informationApi>;
