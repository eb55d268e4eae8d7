import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract/locales';
import { CATALOGS } from '../../scripts/texts-check';
import { SCREEN_AREAS } from '../../src/i18n/areaRoutes';

/** The areas' screens catalogs (lingui.config.ts). */
const AREA_CATALOGS = SCREEN_AREAS.map((area) => `screens-${area}`);

/** Reads a PO file into msgid → msgstr (multi-line strings joined). */
function readCatalog(locale: string, name: string): Map<string, string> {
  const text = readFileSync(`locales/${locale}/${name}.po`, 'utf8');
  const entries = new Map<string, string>();
  for (const block of text.split(/\n\s*\n/)) {
    const id = field(block, 'msgid');
    if (id === null || id === '') continue;
    entries.set(id, field(block, 'msgstr') ?? '');
  }
  return entries;
}

function field(block: string, name: string): string | null {
  const match = block.match(new RegExp(`^${name} ((?:".*"\\n?)+)`, 'm'));
  if (!match?.[1]) return null;
  return match[1]
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as string)
    .join('');
}

// The player app's catalogs (the build's texts check knows them) and the server's.
for (const name of [...CATALOGS, 'notices']) {
  const source = readCatalog('en', name);

  /** The variables a message names: `{name}` and the `{total, plural, …}` of a plural. */
  const placeholders = (s: string) =>
    [...s.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+)\s*,|\})/g)]
      .map(([, name, kind]) => (kind ? `${name},${kind}` : name))
      .sort()
      .join();
  const pluralForms = (s: string) =>
    [...s.matchAll(/(?:^|[\s}])(zero|one|two|few|many|other|=\d+)\s*\{/g)].map((m) => m[1]);

  describe(`translation catalog ${name}`, () => {
    it('has messages to translate', () => {
      expect(source.size).toBeGreaterThan(
        name === 'notices' ? 30 : name === 'regulator' ? 5 : name === 'consent' || name === 'auth' ? 20 : 50,
      );
    });

    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      it(`${locale} translates every message and keeps its placeholders`, () => {
        const catalog = readCatalog(locale, name);
        const missing = [...source.keys()].filter((id) => !catalog.get(id));
        expect(missing).toEqual([]);
        for (const [id, translation] of catalog) {
          expect(placeholders(translation), `${locale}: ${id}`).toBe(placeholders(id));
          // A plural keeps its forms' keywords (one, other) around translated words.
          expect(pluralForms(translation), `${locale}: ${id}`).toEqual(pluralForms(id));
        }
      });
    }

    it('no translated catalog is a copy of the Portuguese one', () => {
      const pt = readCatalog('pt', name);
      for (const locale of LOCALES.filter((l) => l !== 'pt' && l !== 'en')) {
        const catalog = readCatalog(locale, name);
        const same = [...catalog].filter(
          ([id, s]) => s === pt.get(id) && s !== id && !/^[\d\s{}%R$.,:+-]*$/.test(s) && s.length > 4,
        );
        expect(same.length, `${locale} copies Portuguese: ${same.map(([id]) => id).join(' | ')}`).toBeLessThan(3);
      }
    });
  });
}

describe('translation catalog operator (the back office speaks Portuguese and English)', () => {
  const source = readCatalog('en', 'operator');
  const placeholders = (s: string) =>
    [...s.matchAll(/\{\s*(\w+)\s*[,}]/g)]
      .map(([, name]) => name)
      .sort()
      .join();

  it('has messages to translate', () => {
    expect(source.size).toBeGreaterThan(100);
  });

  it('pt translates every message and keeps its placeholders', () => {
    const catalog = readCatalog('pt', 'operator');
    expect([...source.keys()].filter((id) => !catalog.get(id))).toEqual([]);
    for (const [id, translation] of catalog) expect(placeholders(translation), id).toBe(placeholders(id));
  });
});

/** Reads a PO file into (context, msgid) → msgstr: one message id is its text and its context. */
function readKeyed(locale: string, name: string): Map<string, string> {
  const text = readFileSync(`locales/${locale}/${name}.po`, 'utf8');
  const entries = new Map<string, string>();
  for (const block of text.split(/\n\s*\n/)) {
    const id = field(block, 'msgid');
    if (id === null || id === '') continue;
    entries.set(`${field(block, 'msgctxt') ?? ''}\u0004${id}`, field(block, 'msgstr') ?? '');
  }
  return entries;
}

describe('a text in two catalogs', () => {
  // The screens' and the tables' catalogs load over the shell's: a message id they share takes the later
  // catalog's words everywhere (the main menu's "Main" became a match page's tab, "Principais"). A text
  // that means another thing has a context of its own; the same text has the same words.
  for (const locale of LOCALES) {
    it(`${locale}: says a message the shell shares with a later catalog in the same words`, () => {
      const differing: string[] = [];
      // The market names load over the screens' too.
      const pairs: [string, string][] = [
        ['messages', 'screens'],
        ['messages', 'tables'],
        ['messages', 'markets'],
        ['screens', 'markets'],
        // The storage consent's texts load over the shell's, and under the screens' when both are loaded.
        ['messages', 'consent'],
        ['screens', 'consent'],
        // The login form's texts load over the shell's, and over or under the screens'.
        ['messages', 'auth'],
        ['screens', 'auth'],
        // An area's texts load over the shell's and the shared screens', beside the other areas' and the
        // market names.
        ...AREA_CATALOGS.flatMap((area): [string, string][] => [
          ['messages', area],
          ['screens', area],
          [area, 'markets'],
          [area, 'consent'],
          [area, 'auth'],
          ...AREA_CATALOGS.filter((other) => other > area).map((other): [string, string] => [area, other]),
        ]),
      ];
      for (const [under, over] of pairs) {
        const before = readKeyed(locale, under);
        for (const [key, words] of readKeyed(locale, over)) {
          const earlier = before.get(key);
          if (earlier !== undefined && earlier !== words) {
            differing.push(`${under}/${over}: ${key.replace('\u0004', ' ')} → "${earlier}" / "${words}"`);
          }
        }
      }
      expect(differing).toEqual([]);
    });
  }
});
