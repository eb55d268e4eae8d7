import { fromPromise } from 'xstate';
import { once, type AppDeps } from '../../app/flows';
import type { ProfilePictures } from '../../../contract/site';
import type { IdentityRequest } from '../../../machines/completeIdentity.machine';

/** The profile's flows (the profile picture, completing the identity), loaded with their screens on first use. */
export function createLoaders({ api, refresh: accountChanged }: AppDeps) {
  return {
    completeIdentity: once(() =>
      import('../../../machines/completeIdentity.machine').then(({ completeIdentityMachine }) =>
        completeIdentityMachine.provide({
          actors: {
            complete: fromPromise<unknown, IdentityRequest>(({ input, signal }) =>
              api.auth.completeIdentity(input, signal),
            ),
          },
          actions: { completed: accountChanged },
        }),
      ),
    ),
    avatar: once(() =>
      import('../../../machines/avatar.machine').then(({ avatarMachine }) =>
        avatarMachine.provide({
          actors: {
            load: fromPromise<ProfilePictures, void>(({ signal }) => api.site.profilePictures(signal)),
            save: fromPromise<unknown, { url: string }>(({ input, signal }) => api.site.setPicture(input.url, signal)),
          },
          actions: { avatarChanged: accountChanged },
        }),
      ),
    ),
  };
}
