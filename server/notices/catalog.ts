import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { BCP47, DEFAULT_LOCALE, isLocale, type Locale } from '../../contract/locales';
import type { ServerText } from './texts';

/**
 * The server's texts in each language: `locales/<lang>/notices.po`, read once per language (a missing
 * file or entry falls back to English, the texts' source), formatted with Lingui's own ICU formatter.
 */
const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url));

/** msgid → msgstr of a PO file (msgctxt is not used by the server's texts). */
export function parsePo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | 'other' = 'other';
  let id = '';
  let str = '';
  const unquote = (quoted: string) =>
    quoted.slice(1, -1).replace(/\\(["\\nt])/g, (_whole, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));
  const flush = () => {
    if (id) entries.set(id, str);
    id = '';
    str = '';
    field = 'other';
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') flush();
    else if (line.startsWith('#')) continue;
    else if (line.startsWith('msgid ')) {
      if (id || str) flush();
      field = 'msgid';
      id = unquote(line.slice(6));
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr';
      str = unquote(line.slice(7));
    } else if (line.startsWith('msgctxt ')) field = 'other';
    else if (line.startsWith('"')) {
      if (field === 'msgid') id += unquote(line);
      else if (field === 'msgstr') str += unquote(line);
    }
  }
  flush();
  return entries;
}

const loaded = new Map<Locale, I18n>();

function catalogOf(locale: Locale): I18n {
  const cached = loaded.get(locale);
  if (cached) return cached;
  let entries = new Map<string, string>();
  try {
    entries = parsePo(readFileSync(`${LOCALES_DIR}${locale}/notices.po`, 'utf8'));
  } catch {
    // No catalog for the language yet: English, the texts' source.
  }
  const tag = BCP47[locale];
  const messages = Object.fromEntries(
    [...entries].filter(([, str]) => str !== '').map(([id, str]) => [id, compileMessage(str)]),
  );
  const i18n = setupI18n({ locale: tag, messages: { [tag]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  loaded.set(locale, i18n);
  return i18n;
}

/** A server text in the language (the member's `lang`; an unknown one reads Portuguese, the site's default). */
export function say(lang: string, text: ServerText, values: Record<string, string> = {}): string {
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  return catalogOf(locale)._({ id: text.id, message: text.id, values });
}
