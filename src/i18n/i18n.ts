import { i18n, type Messages } from '@lingui/core';
import { lazy, type ComponentType } from 'react';
import { isLocale, type Locale } from '../../contract/locales';
import { BCP47 } from './locales';
import { withTexts } from './withTexts';
// Portuguese is the default: its shell catalog ships with the app, the others load on demand.
import { messages as ptMessages } from '../../locales/pt/messages.po';

type Catalog = () => Promise<{ messages: Messages }>;

/** The shell's texts: the layout, the home page, the modals and the login. */
const shellCatalogs: Record<Locale, Catalog> = {
  pt: async () => ({ messages: ptMessages }),
  en: () => import('../../locales/en/messages.po'),
  vi: () => import('../../locales/vi/messages.po'),
  id: () => import('../../locales/id/messages.po'),
  msa: () => import('../../locales/msa/messages.po'),
  th: () => import('../../locales/th/messages.po'),
  tr: () => import('../../locales/tr/messages.po'),
  cn: () => import('../../locales/cn/messages.po'),
  ch: () => import('../../locales/ch/messages.po'),
};

/** Every other screen's texts, loaded on the first visit to a page other than the home page. */
const screenCatalogs: Record<Locale, Catalog> = {
  pt: () => import('../../locales/pt/screens.po'),
  en: () => import('../../locales/en/screens.po'),
  vi: () => import('../../locales/vi/screens.po'),
  id: () => import('../../locales/id/screens.po'),
  msa: () => import('../../locales/msa/screens.po'),
  th: () => import('../../locales/th/screens.po'),
  tr: () => import('../../locales/tr/screens.po'),
  cn: () => import('../../locales/cn/screens.po'),
  ch: () => import('../../locales/ch/screens.po'),
};

const screensLoaded = new Map<Locale, Promise<void>>();
/** More texts a screen loaded (the house tables'): loaded again in a language chosen later, before it shows. */
const alsoLoaded: ((locale: Locale) => Promise<void>)[] = [];
export const alsoLoad = (load: (locale: Locale) => Promise<void>) => void alsoLoaded.push(load);

/** Loads one language's shell catalog (its own small chunk) and makes it current. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await shellCatalogs[locale]();
  i18n.load(locale, messages);
  await Promise.all(alsoLoaded.map((load) => load(locale)));
  // The screens' texts too once any screen needed them, checked after the waits above: a screen may have
  // asked for them (in the language still shown) while this one loaded.
  if (screensLoaded.size > 0) await loadScreenTexts(locale);
  i18n.activate(locale);
  document.documentElement.lang = BCP47[locale];
}

/** Makes sure the current language's screen texts are there (once per language). */
export function ensureScreenTexts(): Promise<void> {
  const locale = isLocale(i18n.locale) ? i18n.locale : 'pt';
  return loadScreenTexts(locale).then(() => {
    if (i18n.locale === locale) i18n.activate(locale);
  });
}

/**
 * A component in a chunk of its own whose texts are the screens' (screens.po): the chunk and the current
 * language's screen texts load together, so it never renders before its texts are there. Every lazy
 * boundary the first page holds (a dialog, a slot of the layout) goes through here, unless all its texts
 * are the shell's; the build checks it (scripts/texts-check.ts). Routes load the texts before they render
 * (the root route's beforeLoad).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own bound for lazy().
export const screenLazy = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>) =>
  textsLazy(ensureScreenTexts, load);

/**
 * A component in a chunk of its own whose texts are another catalog's (`texts` loads it and makes it
 * current): the chunk and the texts load together, as screenLazy does for the screens' catalog.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own bound for lazy().
export const textsLazy = <T extends ComponentType<any>>(
  texts: () => Promise<unknown>,
  load: () => Promise<{ default: T }>,
) => lazy(() => withTexts(texts, load));

function loadScreenTexts(locale: Locale): Promise<void> {
  let loading = screensLoaded.get(locale);
  if (!loading) {
    loading = screenCatalogs[locale]().then(
      ({ messages }) => i18n.load(locale, messages),
      (error: unknown) => {
        // Not kept: the next page asks again (the network may be back).
        screensLoaded.delete(locale);
        throw error;
      },
    );
    screensLoaded.set(locale, loading);
  }
  return loading;
}

export { i18n };
