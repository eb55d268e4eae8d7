import type { Messages } from '@lingui/core';
import { isLocale, type Locale } from '../../contract/locales';
import { alsoLoad, i18n } from './i18n';

/**
 * A catalog of its own beside the screens' (the tables', the sports markets'), loaded with what shows its
 * texts: `texts()` answers the current language's, loaded and active, with the same promise every time for
 * a language (what React's `use` needs), so a screen renders only once its texts are there. Once loaded, a
 * language chosen later loads them too before it shows (alsoLoad).
 */
export function extraCatalog(catalogs: Record<Locale, () => Promise<{ messages: Messages }>>): () => Promise<void> {
  const loaded = new Map<Locale, Promise<void>>();
  const active = new Map<Locale, Promise<void>>();
  let followsLanguage = false;
  const load = (locale: Locale): Promise<void> => {
    let loading = loaded.get(locale);
    if (!loading) {
      loading = catalogs[locale]().then(
        ({ messages }) => i18n.load(locale, messages),
        (error: unknown) => {
          // Not kept: asked again next time (the network may be back).
          loaded.delete(locale);
          active.delete(locale);
          throw error;
        },
      );
      loaded.set(locale, loading);
    }
    return loading;
  };
  return () => {
    const locale = isLocale(i18n.locale) ? i18n.locale : 'pt';
    let ready = active.get(locale);
    if (!ready) {
      if (!followsLanguage) {
        followsLanguage = true;
        alsoLoad(load);
      }
      ready = load(locale).then(() => {
        if (i18n.locale === locale) i18n.activate(locale);
      });
      active.set(locale, ready);
    }
    return ready;
  };
}
