import { fromPromise } from 'xstate';
import type { InformationApi, InformationCenter } from '../../api/information';
import { once, type AppDeps } from '../../app/flows';
import { resourceFlow } from '../../app/resourceFlow';
import type { MarkRequest } from '../../../machines/notifications.machine';

/** The information center's flows (the center, the notifications), each loaded with its screen on first use. */
export function createLoaders({ api, refresh: accountChanged }: AppDeps) {
  const information = once(() =>
    import('../../api/information').then(({ informationApi }) => informationApi(api.client)),
  );
  return {
    /** Keyed by "member" or "guest" (a guest's center has no notifications). */
    informationCenter: resourceFlow<InformationApi, InformationCenter>(
      'informationCenter',
      information,
      (info, key, signal) => info.center(key === 'member', signal),
    ),
    notifications: once(() =>
      Promise.all([import('../../../machines/notifications.machine'), information()]).then(
        ([{ notificationsMachine }, info]) =>
          notificationsMachine.provide({
            actors: {
              load: fromPromise(({ signal }: { signal: AbortSignal }) => info.notifications(signal)),
              markRead: fromPromise(({ input, signal }: { input: MarkRequest; signal: AbortSignal }) =>
                info.markRead(input, signal),
              ),
            },
            actions: { unreadChanged: accountChanged },
          }),
      ),
    ),
  };
}
