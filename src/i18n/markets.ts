import type { Messages } from '@lingui/core';
import type { Locale } from '../../contract/locales';
import { extraCatalog } from './extraCatalog';

/**
 * The sport models' market names (src/i18n/marketLabels.ts): their own catalog, loaded with the
 * labeller the first time a screen shows a market beyond the board's four (a match page, a slip, My bets).
 */
const marketCatalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  pt: () => import('../../locales/pt/markets.po'),
  en: () => import('../../locales/en/markets.po'),
  vi: () => import('../../locales/vi/markets.po'),
  id: () => import('../../locales/id/markets.po'),
  msa: () => import('../../locales/msa/markets.po'),
  th: () => import('../../locales/th/markets.po'),
  tr: () => import('../../locales/tr/markets.po'),
  cn: () => import('../../locales/cn/markets.po'),
  ch: () => import('../../locales/ch/markets.po'),
};

/** The current language's market names, loaded and active. */
export const marketTexts = extraCatalog(marketCatalogs);
