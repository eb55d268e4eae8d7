import { fromPromise } from 'xstate';
import type { Api } from '../api';
import { clearAllStorage, tokenStore } from '../api';
import type { UserInfo } from '../../contract/auth';
import { SystemEndpoints } from '../../contract/system';
import { tabsChannel } from './tabs';

/**
 * The real effects of the app-wide flows (the session, the service worker), given to their machines
 * with `machine.provide(...)`; each feature's own are in its folder. Tests give the same machines fakes.
 */

export function createSessionImplementations(api: Api) {
  return {
    actors: {
      loadMe: fromPromise<UserInfo, void>(({ signal }) => api.auth.me(signal)),
      logout: fromPromise<void, void>(async ({ signal }) => {
        await api.auth.logout(signal);
      }),
      tabs: tabsChannel,
    },
    actions: {
      storeToken: (_: unknown, params: { token: string }) => tokenStore.set(params.token),
      clearToken: () => tokenStore.clear(),
      clearAllStorage: () => clearAllStorage(),
    },
  };
}

const RELOADED_KEY = 'rodada.sw-reloaded';

export function createSwUpdateImplementations() {
  return {
    actors: {
      registerWorker: fromPromise<void, void>(async () => {
        await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      }),
    },
    actions: {
      reloadPage: () => {
        try {
          sessionStorage.setItem(RELOADED_KEY, String(performance.timeOrigin));
        } catch {
          /* storage unavailable */
        }
        location.reload();
      },
    },
  };
}

/** The network check: the API's health, which a page never comes primed with (src/api/primed.ts). */
export function createConnectionImplementations(api: Api) {
  return {
    actors: {
      probe: fromPromise<void, void>(async ({ signal }) => {
        await api.client.call(SystemEndpoints.health, { signal });
      }),
    },
    actions: {
      reloadPage: () => location.reload(),
    },
  };
}
