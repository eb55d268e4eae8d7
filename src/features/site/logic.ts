import { fromPromise } from 'xstate';
import type { Api } from '../../api';
import type { Locale } from '../../../contract/locales';
import type { DynamicWebData, LanguageOption } from '../../../contract/site';
import { saoPauloDay } from '../../../lib/time';
import { activateLocale } from '../../i18n/i18n';
import { reloadInChosenLocale, saveLocale } from '../../i18n/locales';
import { preference, rememberPreference } from '../../app/storageConsent';
import { languageMachine } from '../../../machines/language.machine';
import { modalsMachine } from '../../../machines/modals.machine';

/**
 * The site's flows that every page runs from the start (the language, the modals), with their real
 * effects; tests give the same machines fakes instead.
 */
export function createSiteLogic(api: Api) {
  return {
    language: languageMachine.provide(createLanguageImplementations(api)),
    modals: modalsMachine.provide(createModalsImplementations(api)),
  };
}

function createLanguageImplementations(api: Api) {
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
      reloadPage: () => reloadInChosenLocale(),
    },
  };
}

const REMINDER_KEY = 'rodada.reminder';

/** The reminder's switch and the advertisement's day are preferences (src/app/storageConsent.ts). */
export function readReminderOn(): boolean {
  return preference(REMINDER_KEY) !== 'off';
}

/** The advertisement: the São Paulo day this browser last showed it (local storage, shared by its tabs). */
export const AD_SHOWN_KEY = 'rodada.ad.shownOn';
/** The reminder: shown in this visit (session storage, this tab). */
export const REMINDER_SHOWN_KEY = 'rodada.reminder.shown';

export function readAdShownToday(): boolean {
  return preference(AD_SHOWN_KEY) === saoPauloDay(new Date());
}

export function readReminderShownThisVisit(): boolean {
  try {
    return sessionStorage.getItem(REMINDER_SHOWN_KEY) !== null;
  } catch {
    return false;
  }
}

function remember(storage: () => Storage, key: string, value: string) {
  try {
    storage().setItem(key, value);
  } catch {
    /* storage unavailable */
  }
}

function createModalsImplementations(api: Api) {
  return {
    actors: {
      loadSiteContent: fromPromise<DynamicWebData, void>(({ signal }) => api.site.content(undefined, signal)),
    },
    actions: {
      saveReminder: (_: unknown, params: { on: boolean }) => rememberPreference(REMINDER_KEY, params.on ? 'on' : 'off'),
      recordAdShown: () => rememberPreference(AD_SHOWN_KEY, saoPauloDay(new Date())),
      recordReminderShown: () => remember(() => sessionStorage, REMINDER_SHOWN_KEY, '1'),
    },
  };
}
