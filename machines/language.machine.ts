import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { DEFAULT_LOCALE, isLocale, normalizeLanguageCode, type Locale } from '../contract/locales';
import type { LanguageOption } from '../contract/site';
import { notProvided, notProvidedPromise } from './shared';

/** A language the interface offers: its `value` is always a supported Locale. */
export type LocaleOption = LanguageOption & { value: Locale };

/** Offered when the site's list cannot be loaded: every locale, named in its own language. */
export const FALLBACK_LANGUAGES: readonly LocaleOption[] = [
  { value: 'pt', option: 'Português', icon: '🇧🇷' },
  { value: 'en', option: 'English', icon: '🇬🇧' },
  { value: 'vi', option: 'Tiếng Việt', icon: '🇻🇳' },
  { value: 'id', option: 'Bahasa Indonesia', icon: '🇮🇩' },
  { value: 'msa', option: 'Bahasa Melayu', icon: '🇲🇾' },
  { value: 'th', option: 'ไทย', icon: '🇹🇭' },
  { value: 'tr', option: 'Türkçe', icon: '🇹🇷' },
  { value: 'cn', option: '简体中文', icon: '🇨🇳' },
  { value: 'ch', option: '繁體中文', icon: '🇹🇼' },
];

/** The site's list with codes normalised ("PT1" → "pt"), unsupported and repeated codes dropped, order kept. */
export function supportedOptions(list: readonly LanguageOption[]): LocaleOption[] {
  const seen = new Set<Locale>();
  const options: LocaleOption[] = [];
  for (const option of list) {
    const code = normalizeLanguageCode(option.value);
    if (!isLocale(code) || seen.has(code)) continue;
    seen.add(code);
    options.push({ ...option, value: code });
  }
  return options;
}

export type LanguageInput = { saved: string | null; host: string };

export type LanguageContext = {
  current: Locale;
  options: LanguageOption[];
  /** The person's saved choice, when it is a supported locale. */
  saved: Locale | null;
  /** The site host the language list is asked for. */
  host: string;
};

export type LanguageEvent = { type: 'language.choose'; code: string };

type Offered = { options: LocaleOption[] };

/**
 * The interface language: the saved choice (else pt) right away, then the site's own list decides — the
 * saved choice stays if the site offers it, otherwise the site's first supported language is chosen.
 */
export const languageMachine = setup({
  types: {
    input: {} as LanguageInput,
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
  },
  actors: {
    fetchLanguages: notProvidedPromise<LanguageOption[], { host: string }>('fetchLanguages'),
  },
  actions: {
    saveLanguage: notProvided<{ code: Locale }>('saveLanguage'),
    /** Loads the catalog and switches the interface to it. */
    activateLanguage: notProvided<{ code: Locale }>('activateLanguage'),
    reloadPage: notProvided('reloadPage'),
    setOptions: assign({ options: (_, params: { options: LanguageOption[] }) => params.options }),
    setCurrent: assign((_, params: { code: Locale }) => ({ current: params.code, saved: params.code })),
  },
  guards: {
    offersNone: (_, { options }: Offered) => options.length === 0,
    offersSaved: ({ context }, { options }: Offered) =>
      context.saved !== null && options.some((o) => o.value === context.saved),
    firstDiffersFromCurrent: ({ context }, { options }: Offered) => options[0]?.value !== context.current,
    isOffered: ({ context }, params: { code: string }) =>
      params.code !== context.current && context.options.some((o) => o.value === params.code),
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => {
    const saved = input.saved !== null && isLocale(input.saved) ? input.saved : null;
    return { current: saved ?? DEFAULT_LOCALE, options: [], saved, host: input.host };
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchLanguages',
        src: 'fetchLanguages',
        input: ({ context }) => ({ host: context.host }),
        onDone: [
          {
            guard: { type: 'offersNone', params: offeredIn },
            target: 'ready',
            actions: { type: 'setOptions', params: { options: [...FALLBACK_LANGUAGES] } },
          },
          {
            guard: { type: 'offersSaved', params: offeredIn },
            target: 'ready',
            actions: { type: 'setOptions', params: offeredIn },
          },
          {
            guard: { type: 'firstDiffersFromCurrent', params: offeredIn },
            target: 'ready',
            actions: [
              { type: 'setOptions', params: offeredIn },
              { type: 'setCurrent', params: firstOfferedIn },
              { type: 'saveLanguage', params: firstOfferedIn },
              { type: 'activateLanguage', params: firstOfferedIn },
            ],
          },
          {
            target: 'ready',
            actions: [
              { type: 'setOptions', params: offeredIn },
              { type: 'setCurrent', params: firstOfferedIn },
              { type: 'saveLanguage', params: firstOfferedIn },
            ],
          },
        ],
        // Failures are silent: the built-in list is offered and the current language stays.
        onError: {
          target: 'ready',
          actions: { type: 'setOptions', params: { options: [...FALLBACK_LANGUAGES] } },
        },
      },
    },
    ready: {
      on: {
        'language.choose': {
          guard: { type: 'isOffered', params: ({ event }) => ({ code: event.code }) },
          target: 'switching',
          actions: [{ type: 'setCurrent', params: chosenIn }, { type: 'saveLanguage', params: chosenIn }, 'reloadPage'],
        },
      },
    },
    /** The page is reloading in the chosen language; further choices are ignored. */
    switching: {},
  },
});

type LanguagesLoaded = { event: { output: LanguageOption[] } };

function offeredIn({ event }: LanguagesLoaded): Offered {
  return { options: supportedOptions(event.output) };
}

/** Only used where offersNone was false, so there is a first supported option. */
function firstOfferedIn({ event }: LanguagesLoaded): { code: Locale } {
  return { code: supportedOptions(event.output)[0]?.value ?? DEFAULT_LOCALE };
}

/** Only used where isOffered passed, so the code is a supported locale. */
function chosenIn({ event }: { event: LanguageEvent }): { code: Locale } {
  return { code: isLocale(event.code) ? event.code : DEFAULT_LOCALE };
}

export type LanguageActorRef = ActorRefFrom<typeof languageMachine>;
export type LanguageSnapshot = SnapshotFrom<typeof languageMachine>;
