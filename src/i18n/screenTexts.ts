import type { Messages } from '@lingui/core';
import { LOCALES, type Locale } from '../../contract/locales';
import { areasOfPage, SCREEN_AREAS, type ScreenArea } from './areaRoutes';
import { extraCatalog } from './extraCatalog';
import { withTexts } from './withTexts';

/**
 * The loaders of the later pages' texts, which come with the later pages' shared file (scripts/shell.ts):
 * the shared screens' (`screens.po`) and each area's (`screens-<area>.po`), every language's its own chunk.
 */
type Catalogs = Record<Locale, () => Promise<{ messages: Messages }>>;

const files = import.meta.glob<{ messages: Messages }>('../../locales/*/screens*.po');

const catalogsOf = (name: string): Catalogs =>
  Object.fromEntries(
    LOCALES.map((locale) => {
      const load = files[`../../locales/${locale}/${name}.po`];
      if (!load) throw new Error(`No catalog ${name} in ${locale}`);
      return [locale, load];
    }),
  ) as Catalogs;

/** The current language's shared screen texts, loaded and active (extraCatalog: once per language). */
const sharedTexts = extraCatalog(catalogsOf('screens'));

/** Each area's texts in the current language, loaded and active. */
const areaTexts = Object.fromEntries(
  SCREEN_AREAS.map((area) => [area, extraCatalog(catalogsOf(`screens-${area}`))]),
) as Record<ScreenArea, () => Promise<void>>;

/**
 * The shared screen texts and those of some areas, in the current language, loaded and active: `areas` names
 * them, or is a page's path (its areas, src/i18n/areaRoutes.ts).
 */
export const loadScreenTexts = (areas: readonly ScreenArea[] | string): Promise<unknown> =>
  Promise.all([
    // The forms' refusals, which every later page may show, with the shared texts that hold theirs.
    withTexts(sharedTexts, () => import('./formRefusals')),
    ...(typeof areas === 'string' ? areasOfPage(areas) : areas).map((area) => areaTexts[area]()),
  ]);
