import { readFileSync } from 'node:fs';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { Plugin } from 'vite';

/**
 * The build's check that no text renders before its catalog is loaded (the player would see its id,
 * "Mz9IJJ", instead of the words). The catalogs (lingui.config.ts): `messages`, the shell's, is there from
 * the first page; `screens` loads before any route but the home page renders (the root route's
 * beforeLoad) and with every component made by `screenLazy` (src/i18n/i18n.ts); `tables` with a house
 * table (src/i18n/tables.ts); `markets` with the sport models' market names (src/i18n/markets.ts);
 * `regulator` with the regulator's reasons (src/i18n/regulator.ts); `kyc` with the identity verification's
 * screens and callout (src/i18n/kyc.ts); `consent` with the storage consent's banner (src/i18n/consent.ts);
 * `auth` with the login and register form (src/i18n/authTexts.ts).
 *
 * From the module graph of the build: what the first page can render without loading the screens' texts
 * is the entry and everything it imports, statically or dynamically, except through a gate (a
 * `screenLazy(() => import(…))` or `textsLazy(texts, () => import(…))`, or a route's split component other than the home page's). Every text
 * compiled into those modules must be in `messages`; a text of `screens` there fails the build with the
 * module that holds it. (A text in no catalog is new: it waits for `npm run extract`.)
 */

const CATALOGS = ['messages', 'screens', 'tables', 'markets', 'regulator', 'kyc', 'consent', 'auth'] as const;
type Catalog = (typeof CATALOGS)[number];

/** The message ids of one compiled catalog (its keys: the same in every language, Portuguese's by default). */
export function catalogIds(catalog: string, locale = 'pt'): Set<string> {
  const ids = new Set<string>();
  let context: string | undefined;
  for (const line of readFileSync(`locales/${locale}/${catalog}.po`, 'utf8').split('\n')) {
    const quoted = /^(msgctxt|msgid) (".*")$/.exec(line);
    if (!quoted) continue;
    const text = JSON.parse(quoted[2] ?? '""') as string;
    if (quoted[1] === 'msgctxt') context = text;
    else {
      if (text !== '') ids.add(generateMessageId(text, context));
      context = undefined;
    }
  }
  return ids;
}

/** The ids a compiled module names: the macros leave `{ id: "…" }` (in JSX too, once compiled). */
const ID = /\bid\s*:\s*["'`]([\w+/-]{6})["'`]/g;
/**
 * A gated dynamic import: `screenLazy(() => import("…"))`, or `textsLazy(texts, () => import("…"))`, or a module
 * loaded with its texts, `withTexts(texts, () => import("…"))`.
 */
const GATED =
  /\b(?:screenLazy\(|(?:textsLazy|withTexts)\(\s*[\w$]+\s*,)\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)/g;
/** The home page's route files: their split component renders without the screens' texts. */
const HOME_ROUTE = /[\\/]src[\\/]routes[\\/](_main[\\/])?index\.tsx(\?|$)/;
const FLOW_DECLARATION = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]flows\.ts$/;
const OWN = /[\\/](src|machines|contract)[\\/]/;

/** What the check reads of a build: its module graph, the gated imports, each module's ids, the catalogs. */
export interface TextsGraph {
  entries: string[];
  imports(id: string): readonly string[];
  dynamicImports(id: string): readonly string[];
  /** `importer\0imported` for each `screenLazy(() => import(…))`. */
  gated: ReadonlySet<string>;
  idsOf: ReadonlyMap<string, string[]>;
  catalogs: Record<Catalog, ReadonlySet<string>>;
}

/** The texts that can render from the first page before their catalog is loaded: "module: id is in …". */
export function textsBeforeTheirCatalog({ entries, imports, dynamicImports, gated, idsOf, catalogs }: TextsGraph) {
  // What renders with the shell's texts alone: the entry's graph short of the gates.
  const ungated = new Set<string>();
  const visit = (id: string) => {
    if (ungated.has(id)) return;
    ungated.add(id);
    for (const next of imports(id)) visit(next);
    // A feature's flows load from its declaration as a screen starts them: their texts (descriptors)
    // show in the components that run them, which are checked where they are.
    if (FLOW_DECLARATION.test(id)) return;
    for (const next of dynamicImports(id)) {
      const routeSplit = next.includes('?tsr-split') && !HOME_ROUTE.test(next);
      if (!routeSplit && !gated.has(`${id}\0${next}`)) visit(next);
    }
  };
  entries.forEach(visit);
  const { messages } = catalogs;
  const later = ['screens', 'tables', 'markets', 'regulator', 'kyc', 'consent', 'auth'] as const;
  const problems: string[] = [];
  for (const [id, found] of idsOf) {
    if (!ungated.has(id)) continue;
    for (const text of found) {
      // A text of no catalog is not an id of ours (another `id` property), or new (before `npm run extract`).
      const home = later.find((name) => catalogs[name].has(text));
      if (messages.has(text) || !home) continue;
      problems.push(`${id}: ${text} is in ${home}`);
    }
  }
  return problems;
}

export function textsCheck(): Plugin {
  const gated = new Set<string>();
  let known: Record<Catalog, Set<string>> | null = null;
  return {
    name: 'rodada-texts-check',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      known = Object.fromEntries(CATALOGS.map((catalog) => [catalog, catalogIds(catalog)])) as Record<
        Catalog,
        Set<string>
      >;
    },
    async transform(code, id) {
      if (!OWN.test(id) || id.includes('/node_modules/') || !/\b(screenLazy|textsLazy|withTexts)\(/.test(code))
        return null;
      for (const [, specifier = ''] of code.matchAll(GATED)) {
        const resolved = await this.resolve(specifier, id);
        if (resolved) gated.add(`${id}\0${resolved.id}`);
      }
      return null;
    },
    generateBundle(_, bundle) {
      if (!known) return;
      // The ids each module's code names as the build renders it (what tree-shaking left of it).
      const idsOf = new Map<string, string[]>();
      for (const file of Object.values(bundle))
        if (file.type === 'chunk')
          for (const [id, module] of Object.entries(file.modules)) {
            const found = [...(module.code ?? '').matchAll(ID)].map((match) => match[1] ?? '');
            if (OWN.test(id) && found.length) idsOf.set(id, found);
          }
      const problems = textsBeforeTheirCatalog({
        entries: [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry),
        imports: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        dynamicImports: (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
        gated,
        idsOf,
        catalogs: known,
      }).map((problem) => problem.replace(`${process.cwd()}/`, ''));
      if (problems.length)
        this.error(
          `Texts that can render before their catalog is loaded (the player would see their ids). Load the ` +
            `component with screenLazy() (src/i18n/i18n.ts) or move its texts to the shell's (scripts/shell.ts):\n  ` +
            problems.join('\n  '),
        );
    },
  };
}
