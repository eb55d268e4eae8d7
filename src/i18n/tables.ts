import type { Messages } from '@lingui/core';
import type { Locale } from '../../contract/locales';
import { extraCatalog } from './extraCatalog';

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

/** The current language's table texts, loaded and active (extraCatalog). */
export const tableTexts = extraCatalog(tableCatalogs);
