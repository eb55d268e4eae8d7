import type { Locale } from '../../contract';

/** How each interface language presents itself in the chooser: its flag and its own name. */
export const LANGUAGE_OPTIONS: Readonly<Record<Locale, { icon: string; option: string }>> = {
  pt: { icon: '🇧🇷', option: 'Português' },
  en: { icon: '🇺🇸', option: 'English' },
  vi: { icon: '🇻🇳', option: 'Tiếng Việt' },
  id: { icon: '🇮🇩', option: 'Bahasa Indonesia' },
  msa: { icon: '🇲🇾', option: 'Bahasa Melayu' },
  th: { icon: '🇹🇭', option: 'ไทย' },
  tr: { icon: '🇹🇷', option: 'Türkçe' },
  cn: { icon: '🇨🇳', option: '简体中文' },
  ch: { icon: '🇭🇰', option: '繁體中文' },
};
