import type { Messages } from '@lingui/core';
import type { Locale } from '../../contract/locales';
import { extraCatalog } from './extraCatalog';

/**
 * Why the regulator's check flagged a CPF (src/ui/regulatorReasons.tsx): a catalog of its own, loaded only
 * when a registration is refused for one or a flagged member's callout shows.
 */
const regulatorCatalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  pt: () => import('../../locales/pt/regulator.po'),
  en: () => import('../../locales/en/regulator.po'),
  vi: () => import('../../locales/vi/regulator.po'),
  id: () => import('../../locales/id/regulator.po'),
  msa: () => import('../../locales/msa/regulator.po'),
  th: () => import('../../locales/th/regulator.po'),
  tr: () => import('../../locales/tr/regulator.po'),
  cn: () => import('../../locales/cn/regulator.po'),
  ch: () => import('../../locales/ch/regulator.po'),
};

/** The current language's reasons, loaded and active. */
export const regulatorTexts = extraCatalog(regulatorCatalogs);
