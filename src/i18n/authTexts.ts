import type { Messages } from '@lingui/core';
import type { Locale } from '../../contract/locales';
import { extraCatalog } from './extraCatalog';

/**
 * The login and register form's texts (src/features/auth/AuthForm.tsx, its flow, the captcha and the identity
 * fields): a catalog of their own, loaded with the form when it first opens, so the first page does not carry
 * them and the form does not wait for the screens' catalog.
 */
const authCatalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  pt: () => import('../../locales/pt/auth.po'),
  en: () => import('../../locales/en/auth.po'),
  vi: () => import('../../locales/vi/auth.po'),
  id: () => import('../../locales/id/auth.po'),
  msa: () => import('../../locales/msa/auth.po'),
  th: () => import('../../locales/th/auth.po'),
  tr: () => import('../../locales/tr/auth.po'),
  cn: () => import('../../locales/cn/auth.po'),
  ch: () => import('../../locales/ch/auth.po'),
};

/** The current language's login form texts, loaded and active. */
export const authTexts = extraCatalog(authCatalogs);
