import type { Messages } from '@lingui/core';
import { isLocale, type Locale } from '../../contract/locales';
import { alsoLoad, i18n } from './i18n';

/** The house tables' texts (rules, paytables, symbols, cards, moves): their own catalog, loaded with a table. */
const tableCatalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  pt: () => import('../../locales/pt/tables.po'),
  en: () => import('../../locales/en/tables.po'),
  vi: () => import('../../locales/vi/tables.po'),
  id: () => import('../../locales/id/tables.po'),
  msa: () => import('../../locales/msa/tables.po'),
  th: () => import('../../locales/th/tables.po'),
  tr: () => import('../../locales/tr/tables.po'),
  cn: () => import('../../locales/cn/tables.po'),
  ch: () => import('../../locales/ch/tables.po'),
};

/**
 * A catalog of its own beside the screens' (the tables', the sports markets'), loaded with what shows its
 * texts: `texts()` answers the current language's, loaded and active, with the same promise every time for
 * a language (what React's `use` needs), so a screen renders only once its texts are there. Once loaded, a
 * language chosen later loads them too before it shows (alsoLoad).
 */
export function extraCatalog(catalogs: Record<Locale, () => Promise<{ messages: Messages }>>): () => Promise<void> {
  const loaded = new Map<Locale, Promise<void>>();
  const load = (locale: Locale): Promise<void> => {
    let loading = loaded.get(locale);
    if (!loading) {
      loading = catalogs[locale]().then(({ messages }) => i18n.load(locale, messages));
      loaded.set(locale, loading);
    }
    return loading;
  };
  const active = new Map<Locale, Promise<void>>();
  return () => {
    const locale = isLocale(i18n.locale) ? i18n.locale : 'pt';
    let ready = active.get(locale);
    if (!ready) {
      if (loaded.size === 0) alsoLoad(load);
      ready = load(locale).then(() => {
        if (i18n.locale === locale) i18n.activate(locale);
      });
      active.set(locale, ready);
    }
    return ready;
  };
}

/** The current language's table texts, loaded and active (extraCatalog). */
export const tableTexts = extraCatalog(tableCatalogs);
