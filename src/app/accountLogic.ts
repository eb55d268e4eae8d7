import { fromPromise } from 'xstate';
import type { Api } from '../api';
import type { InformationApi } from '../api/information';
import type { AnnouncementList, SupportList } from '../contract/information';
import type { MarkRequest } from '../../machines/notifications.machine';
import { once, resourceFlow } from './lazyImplementations';

/** The account centres' flows (the information center so far), each loaded with its screen. */
export function createAccountLoaders(api: Api, unreadChanged: () => void) {
  const information = once(() => import('../api/information').then(({ informationApi }) => informationApi(api.client)));
  const resource = <TData>(id: string, fetch: (info: InformationApi, key: string, signal: AbortSignal) => Promise<TData>) =>
    resourceFlow(id, information, fetch);
  return {
    support: resource<SupportList>('support', (info, _key, signal) => info.support(signal)),
    announcements: resource<AnnouncementList>('announcements', (info, _key, signal) => info.announcements(signal)),
    notifications: once(() =>
      Promise.all([import('../../machines/notifications.machine'), information()]).then(([{ notificationsMachine }, info]) =>
        notificationsMachine.provide({
          actors: {
            load: fromPromise(({ signal }: { signal: AbortSignal }) => info.notifications(signal)),
            markRead: fromPromise(({ input, signal }: { input: MarkRequest; signal: AbortSignal }) => info.markRead(input, signal)),
          },
          actions: { unreadChanged },
        }),
      ),
    ),
  };
}
export type AccountLoaders = ReturnType<typeof createAccountLoaders>;
