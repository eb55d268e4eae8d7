import { fromPromise } from 'xstate';
import { once, type AppDeps } from '../../app/flows';
import type { ProfilePictures } from '../../../contract/site';

/** The profile's flows (the profile picture), loaded with its screen on first use. */
export function createLoaders({ api, refresh: accountChanged }: AppDeps) {
  return {
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
