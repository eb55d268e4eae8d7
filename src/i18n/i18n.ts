import { i18n, type Messages } from '@lingui/core';
import { lazy, type ComponentType } from 'react';
import type { Locale } from '../../contract/locales';
import type { ScreenArea } from './areaRoutes';
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

/** More texts a screen loaded (the house tables'): loaded again in a language chosen later, before it shows. */
const alsoLoaded: ((locale: Locale) => Promise<void>)[] = [];
export const alsoLoad = (load: (locale: Locale) => Promise<void>) => void alsoLoaded.push(load);

/** Loads one language's shell catalog (its own small chunk) and makes it current. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await shellCatalogs[locale]();
  i18n.load(locale, messages);
  // Every other catalog loaded so far, in this language too; then those a screen asked for (in the language
  // still shown) while these loaded.
  for (let done = 0; done < alsoLoaded.length;) {
    const more = alsoLoaded.slice(done);
    done = alsoLoaded.length;
    await Promise.all(more.map((load) => load(locale)));
  }
  i18n.activate(locale);
  document.documentElement.lang = BCP47[locale];
}

/**
 * Makes sure the current language's screen texts are there: the shared ones and those of some areas (`areas`
 * names them, or is a page's path; src/i18n/areaRoutes.ts). Their loaders come with the later pages' shared
 * file (src/i18n/screenTexts.ts), the texts once per language.
 */
export const ensureScreenTexts = (areas: readonly ScreenArea[] | string = []): Promise<unknown> =>
  import('./screenTexts').then(({ loadScreenTexts }) => loadScreenTexts(areas));

/**
 * A component in a chunk of its own whose texts are the screens' (screens.po, and those of the `areas` it
 * shows: screens-<area>.po): the chunk and the current language's screen texts load together, so it never
 * renders before its texts are there. Every lazy
 * boundary the first page holds (a dialog, a slot of the layout) goes through here, unless all its texts
 * are the shell's; the build checks it (scripts/texts-check.ts). Routes load the texts before they render
 * (the root route's beforeLoad).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own bound for lazy().
export const screenLazy = <T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  areas: readonly ScreenArea[] = [],
) => textsLazy(() => ensureScreenTexts(areas), load);

/**
 * A component in a chunk of its own whose texts are another catalog's (`texts` loads it and makes it
 * current): the chunk and the texts load together, as screenLazy does for the screens' catalog. `preload()`
 * loads them ahead; once loaded, it renders at once, without suspending (the app takes a part of the screen
 * the server painted over in one go, src/main.tsx).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own bound for lazy().
export const textsLazy = <T extends ComponentType<any>>(
  texts: () => Promise<unknown>,
  load: () => Promise<{ default: T }>,
) => {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= withTexts(texts, load).then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // A thenable that answers at once: React takes a module it is given synchronously without suspending.
  const now = (module: { default: T }) =>
    ({ then: (resolve: (value: { default: T }) => void) => resolve(module) }) as unknown as Promise<{ default: T }>;
  return Object.assign(
    lazy(() => (loaded ? now(loaded) : preload())),
    { preload: () => preload().then(() => {}) },
  );
};

export { i18n };
