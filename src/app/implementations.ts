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

/**
 * Once the page has loaded and the browser is idle (within IDLE_WAIT_MS): the service worker's install
 * downloads the whole app for offline use, which must not compete on a phone's network with what the first
 * page still shows (its pictures, its data, the blocks that load after its first paint).
 */
const IDLE_WAIT_MS = 3_000;
const afterLoad = () =>
  new Promise<void>((resolve) => {
    const idle = () =>
      'requestIdleCallback' in self ? requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS }) : resolve();
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  });

export function createSwUpdateImplementations() {
  return {
    actors: {
      registerWorker: fromPromise<void, void>(async () => {
        await afterLoad();
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
