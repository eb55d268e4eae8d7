import type { Messages } from '@lingui/core';
import type { Locale } from '../../contract/locales';
import { extraCatalog } from './extraCatalog';

/**
 * The storage consent's texts (its banner and its choices, src/features/privacy/ConsentBanner.tsx): a
 * catalog of their own, loaded with the banner on a first visit, so the first page does not wait for the
 * screens' catalog to ask its question.
 */
const consentCatalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  pt: () => import('../../locales/pt/consent.po'),
  en: () => import('../../locales/en/consent.po'),
  vi: () => import('../../locales/vi/consent.po'),
  id: () => import('../../locales/id/consent.po'),
  msa: () => import('../../locales/msa/consent.po'),
  th: () => import('../../locales/th/consent.po'),
  tr: () => import('../../locales/tr/consent.po'),
  cn: () => import('../../locales/cn/consent.po'),
  ch: () => import('../../locales/ch/consent.po'),
};

/** The current language's consent texts, loaded and active. */
export const consentTexts = extraCatalog(consentCatalogs);
