import type { Messages } from '@lingui/core';
import type { Locale } from '../../contract/locales';
import { extraCatalog } from './extraCatalog';

/**
 * The identity verification's texts (src/features/profile/kyc/, src/ui/KycCallout.tsx): a catalog of its
 * own, loaded with its screen or a member's verification callout.
 */
const kycCatalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  pt: () => import('../../locales/pt/kyc.po'),
  en: () => import('../../locales/en/kyc.po'),
  vi: () => import('../../locales/vi/kyc.po'),
  id: () => import('../../locales/id/kyc.po'),
  msa: () => import('../../locales/msa/kyc.po'),
  th: () => import('../../locales/th/kyc.po'),
  tr: () => import('../../locales/tr/kyc.po'),
  cn: () => import('../../locales/cn/kyc.po'),
  ch: () => import('../../locales/ch/kyc.po'),
};

/** The current language's identity verification texts, loaded and active. */
export const kycTexts = extraCatalog(kycCatalogs);
