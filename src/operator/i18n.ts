import { i18n, type Messages } from '@lingui/core';

/** The back office speaks Portuguese (the default) and English, from its own catalog (locales/<locale>/operator.po). */
export const OPERATOR_LOCALES = ['pt', 'en'] as const;
export type OperatorLocale = (typeof OPERATOR_LOCALES)[number];

const catalogs: Record<OperatorLocale, () => Promise<{ messages: Messages }>> = {
  pt: () => import('../../locales/pt/operator.po'),
  en: () => import('../../locales/en/operator.po'),
};

/**
 * The sport models' market names, the player's site's own catalog (locales/<locale>/markets.po): loaded with
 * the screens that name markets (the sportsbook, the trader desk, a player's bets), then with each language.
 */
const marketCatalogs: Record<OperatorLocale, () => Promise<{ messages: Messages }>> = {
  pt: () => import('../../locales/pt/markets.po'),
  en: () => import('../../locales/en/markets.po'),
};
let marketsWanted = false;

/** Loads the current language's market names (see marketCatalogs) into the back office's texts. */
export async function loadMarketTexts(): Promise<void> {
  marketsWanted = true;
  const locale = i18n.locale === 'en' ? 'en' : 'pt';
  const { messages } = await marketCatalogs[locale]();
  i18n.load(locale, messages);
}

/** The language chosen in the header, remembered on this device. */
const LANG_KEY = 'rodada.operator.lang';

export function initialLocale(): OperatorLocale {
  try {
    return localStorage.getItem(LANG_KEY) === 'en' ? 'en' : 'pt';
  } catch {
    return 'pt';
  }
}

export async function activateLocale(locale: OperatorLocale): Promise<void> {
  const [{ messages }, markets] = await Promise.all([
    catalogs[locale](),
    marketsWanted ? marketCatalogs[locale]() : undefined,
  ]);
  i18n.load(locale, markets ? { ...messages, ...markets.messages } : messages);
  i18n.activate(locale);
  document.documentElement.lang = locale === 'pt' ? 'pt-BR' : 'en';
  try {
    localStorage.setItem(LANG_KEY, locale);
  } catch {
    // Private browsing without storage: the choice lasts for the page.
  }
}

/** The API's language for the back office's calls. */
export const apiLang = () => (i18n.locale === 'en' ? 'en' : 'pt');

export const bcp47 = () => (i18n.locale === 'en' ? 'en-GB' : 'pt-BR');

/** An amount in reais, "R$ 1.234,50". */
export const formatMoney = (amount: string) =>
  new Intl.NumberFormat(bcp47(), { style: 'currency', currency: 'BRL' }).format(Number(amount));

/** A moment in São Paulo's time: the operator's day. */
export const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat(bcp47(), {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(iso));

/**
 * A São Paulo day ("2026-11-28") written as the person's language writes a date, the same way as the date
 * of `formatWhen`: "28/11/2026". The back office shows no other form of a date.
 */
export const formatDay = (day: string) =>
  new Intl.DateTimeFormat(bcp47(), { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** A rate in percent as the person's language writes it: "12,00 %" or "12.00%". */
export const formatPercent = (rate: string | number) =>
  new Intl.NumberFormat(bcp47(), { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Number(rate) / 100,
  );
