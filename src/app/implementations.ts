import { fromPromise } from 'xstate';
import type { Api } from '../api';
import { clearAllStorage, tokenStore } from '../api';
import type { Locale } from '../../contract/locales';
import { activateLocale } from '../i18n/i18n';
import { saveLocale } from '../i18n/locales';
import type { CaptchaData, Login2Body, Register2Body, TokenData, UserInfo } from '../../contract/auth';
import type { DynamicWebData, LanguageOption } from '../../contract/site';

/**
 * The real effects of each flow, given to its machine with `machine.provide(...)`.
 * Tests give the same machines fakes instead.
 */

export function createSessionImplementations(api: Api) {
  return {
    actors: {
      loadMe: fromPromise<UserInfo, void>(({ signal }) => api.auth.me(signal)),
      logout: fromPromise<void, void>(async ({ signal }) => {
        await api.auth.logout(signal);
      }),
    },
    actions: {
      storeToken: (_: unknown, params: { token: string }) => tokenStore.set(params.token),
      clearToken: () => tokenStore.clear(),
      clearAllStorage: () => clearAllStorage(),
    },
  };
}

export function createAuthFormImplementations(api: Api, onSignedIn: (token: string) => void) {
  return {
    actors: {
      fetchCaptcha: fromPromise<CaptchaData, void>(({ signal }) => api.auth.captcha(signal)),
      login: fromPromise<TokenData, Login2Body>(({ input, signal }) => api.auth.login(input, signal)),
      register: fromPromise<TokenData, Register2Body>(({ input, signal }) =>
        api.auth.register(input, signal),
      ),
    },
    actions: {
      signedIn: (_: unknown, params: { token: string }) => onSignedIn(params.token),
    },
  };
}

export function createLanguageImplementations(api: Api) {
  return {
    actors: {
      fetchLanguages: fromPromise<LanguageOption[], { host: string }>(({ input, signal }) =>
        api.site.languages(input.host, signal),
      ),
    },
    actions: {
      saveLanguage: (_: unknown, params: { code: string }) => saveLocale(params.code),
      activateLanguage: (_: unknown, params: { code: string }) => {
        void activateLocale(params.code as Locale);
      },
      reloadPage: () => location.reload(),
    },
  };
}

const REMINDER_KEY = 'rodada.reminder';

export function readReminderOn(): boolean {
  try {
    return localStorage.getItem(REMINDER_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function createModalsImplementations(api: Api) {
  return {
    actors: {
      loadSiteContent: fromPromise<DynamicWebData, void>(({ signal }) => api.site.content(undefined, signal)),
    },
    actions: {
      saveReminder: (_: unknown, params: { on: boolean }) => {
        try {
          localStorage.setItem(REMINDER_KEY, params.on ? 'on' : 'off');
        } catch {
          /* storage unavailable */
        }
      },
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
