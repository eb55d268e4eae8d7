import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../contract/locales';
import { BCP47 } from './locales';
// Portuguese is the default: its catalog ships with the app, the others load on demand.
import { messages as ptMessages } from '../../locales/pt/messages.po';

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
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

/** Loads one language's catalog (its own small chunk) and makes it current. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = BCP47[locale];
}

export { i18n };
