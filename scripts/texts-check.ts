import { readFileSync } from 'node:fs';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { Plugin } from 'vite';
import { areasOfPage, SCREEN_AREAS } from '../src/i18n/areaRoutes.ts';
import { routeFilesFromRouteTree } from './app-paths.ts';

/**
 * The build's check that no text renders before its catalog is loaded (the player would see its id,
 * "Mz9IJJ", instead of the words). The catalogs (lingui.config.ts): `messages`, the shell's, is there from
 * the first page; `screens` (and `screens-<area>`, an area's: src/i18n/areaRoutes.ts) loads before any route
 * but the home page renders (the root route's beforeLoad) and with every component made by `screenLazy`
 * (src/i18n/i18n.ts, with the areas it names); `tables` with a house
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

const AREA_CATALOGS = SCREEN_AREAS.map((area) => `screens-${area}` as const);
/** The player app's catalogs (lingui.config.ts). */
export const CATALOGS = [
  'messages',
  'screens',
  ...AREA_CATALOGS,
  'tables',
  'markets',
  'regulator',
  'kyc',
  'consent',
  'auth',
] as const;
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
/** A gate of the screens' texts, `screenLazy(() => import("…"))`, with the areas it names: `, ["wallet", …]`. */
const SCREEN_GATE = /\bscreenLazy\(\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)\s*(?:,\s*\[([^\]]*)\])?/g;
/**
 * A gate of another catalog: `textsLazy(texts, () => import("…"))`, or a module loaded with its texts,
 * `withTexts(texts, () => import("…"))`.
 */
const GATED = /\b(?:textsLazy|withTexts)\(\s*[\w$]+\s*,\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)/g;
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
  catalogs: Partial<Record<Catalog, ReadonlySet<string>>> & Record<'messages', ReadonlySet<string>>;
}

/** What the areas' check reads besides: the areas each gate and each route's page load. */
export interface AreasGraph extends TextsGraph {
  /** `importer\0imported` → the areas a `screenLazy(…, [areas])` loads. */
  gateAreas: ReadonlyMap<string, readonly string[]>;
  /** A route's split module (`…?tsr-split=…`) → the areas its page loads (src/i18n/areaRoutes.ts). */
  routeAreas(id: string): readonly string[];
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
  const later = CATALOGS.filter((name) => name !== 'messages');
  const problems: string[] = [];
  for (const [id, found] of idsOf) {
    if (!ungated.has(id)) continue;
    for (const text of found) {
      // A text of no catalog is not an id of ours (another `id` property), or new (before `npm run extract`).
      const home = later.find((name) => catalogs[name]?.has(text));
      if (messages.has(text) || !home) continue;
      problems.push(`${id}: ${text} is in ${home}`);
    }
  }
  return problems;
}

/**
 * The texts of an area that can render where its catalog is not loaded: "module: id is in screens-<area>,
 * which … does not load". A page loads its areas (src/i18n/areaRoutes.ts) and a `screenLazy(…, [areas])`
 * its own besides what loaded it; a module is checked in every way it can render (what the first page
 * loads, each page's, each dialog's). A text that is also in a catalog loaded before (the shell's, the
 * shared screens') or that loads apart (the tables') is not an area's.
 */
export function areaTextsOutsideTheirPages(graph: AreasGraph): string[] {
  const { entries, imports, dynamicImports, gateAreas, routeAreas, idsOf, catalogs } = graph;
  const areasOf = (text: string): string[] => {
    if (CATALOGS.some((name) => !name.startsWith('screens-') && catalogs[name]?.has(text))) return [];
    return SCREEN_AREAS.filter((area) => catalogs[`screens-${area}`]?.has(text));
  };
  /** "module: a text (and n more) of screens-<area>, not loaded by …" → how many. */
  const problems = new Map<string, { text: string; count: number }>();
  const seen = new Set<string>();
  const visit = (id: string, loaded: readonly string[], where: string) => {
    const key = `${id}\0${loaded.join()}`;
    if (seen.has(key)) return;
    seen.add(key);
    for (const text of idsOf.get(id) ?? []) {
      const areas = areasOf(text);
      if (!areas.length || areas.some((area) => loaded.includes(area))) continue;
      const problem = `${id}: ${areas.map((area) => `screens-${area}`).join(', ')}, not loaded by ${where}`;
      const found = problems.get(problem);
      if (found) found.count += 1;
      else problems.set(problem, { text, count: 1 });
    }
    for (const next of imports(id)) visit(next, loaded, where);
    if (FLOW_DECLARATION.test(id)) return;
    for (const next of dynamicImports(id)) {
      const areas = gateAreas.get(`${id}\0${next}`);
      if (next.includes('?tsr-split')) visit(next, [...routeAreas(next)].sort(), next.split('?')[0] ?? next);
      else if (areas) visit(next, [...new Set([...loaded, ...areas])].sort(), `${where} › ${next}`);
      else visit(next, loaded, where);
    }
  };
  for (const entry of entries) visit(entry, [], 'the first page');
  return [...problems]
    .map(([problem, { text, count }]) =>
      problem.replace(': ', `: ${text}${count > 1 ? ` and ${count - 1} more` : ''} in `),
    )
    .sort();
}

/** The path of a route's page, by its file (src/routeTree.gen.ts), as areasOfPage reads it. */
function routePaths(): Map<string, string> {
  const paths = new Map<string, string>();
  for (const [path, file] of routeFilesFromRouteTree(readFileSync('src/routeTree.gen.ts', 'utf8')))
    paths.set(file.replace(/\.tsx?$/, ''), path);
  return paths;
}

export function textsCheck(): Plugin {
  const gated = new Set<string>();
  const gateAreas = new Map<string, string[]>();
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
      for (const [, specifier = '', areas = ''] of code.matchAll(SCREEN_GATE)) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved) continue;
        gated.add(`${id}\0${resolved.id}`);
        gateAreas.set(
          `${id}\0${resolved.id}`,
          [...areas.matchAll(/["'](\w+)["']/g)].map((match) => match[1] ?? ''),
        );
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
      const root = `${process.cwd().replaceAll('\\', '/')}/`;
      const paths = routePaths();
      const graph: AreasGraph = {
        entries: [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry),
        imports: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        dynamicImports: (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
        gated,
        gateAreas,
        routeAreas: (id) => {
          const file = (id.split('?')[0] ?? '')
            .replaceAll('\\', '/')
            .replace(root, '')
            .replace(/\.tsx?$/, '');
          const path = paths.get(file);
          return path === undefined ? [] : areasOfPage(path);
        },
        idsOf,
        catalogs: known,
      };
      const relative = (problem: string) => problem.replaceAll(root, '');
      const problems = textsBeforeTheirCatalog(graph).map(relative);
      if (problems.length)
        this.error(
          `Texts that can render before their catalog is loaded (the player would see their ids). Load the ` +
            `component with screenLazy() (src/i18n/i18n.ts) or move its texts to the shell's (scripts/shell.ts):\n  ` +
            problems.join('\n  '),
        );
      const outside = areaTextsOutsideTheirPages(graph).map(relative);
      if (outside.length)
        this.error(
          `Texts of an area that can render where the area's texts are not loaded (the player would see their ` +
            `ids). Name the area for the page (src/i18n/areaRoutes.ts) or the dialog (screenLazy(load, [area])):\n  ` +
            outside.join('\n  '),
        );
    },
  };
}
