import { fromPromise } from 'xstate';
import type { Api } from '../../api';
import type { Locale } from '../../../contract/locales';
import type { DynamicWebData, LanguageOption } from '../../../contract/site';
import { activateLocale } from '../../i18n/i18n';
import { saveLocale } from '../../i18n/locales';
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

function createModalsImplementations(api: Api) {
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
