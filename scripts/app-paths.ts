import { readFileSync } from 'node:fs';

/**
 * Every path the app answers, read from the route tree the router plugin generates
 * (src/routeTree.gen.ts, `FileRoutesByFullPath`): the build writes them to dist/app-paths.json and the
 * server answers the app for those paths and 404 for the rest. Index routes ("/order-center/") count
 * without their trailing slash.
 */
export function appPathsFromRouteTree(source: string): string[] {
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(source)?.[1];
  if (!block)
    throw new Error('routeTree.gen.ts has no FileRoutesByFullPath: run the build (the router plugin writes it)');
  const paths = [...block.matchAll(/^\s*'([^']+)':/gm)].map(([, path]) =>
    path!.length > 1 ? path!.replace(/\/+$/, '') : path!,
  );
  return [...new Set(paths)].sort();
}

export const readAppPaths = (routeTreeFile = 'src/routeTree.gen.ts') =>
  appPathsFromRouteTree(readFileSync(routeTreeFile, 'utf8'));

/**
 * Each path of the app with the route file that answers it, from the same route tree: its imports
 * (`import { Route as XImport } from './routes/x'`) and `FileRoutesByFullPath` ('/x': typeof X).
 */
export function routeFilesFromRouteTree(source: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, name, file] of source.matchAll(/^import \{ Route as (\w+)Import \} from '\.\/(routes\/[^']+)'/gm))
    files.set(name!, `src/${file}`);
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  const byPath = new Map<string, string>();
  for (const [, path, name] of block.matchAll(/^\s*'([^']+)': typeof (\w+)/gm)) {
    const file = files.get(name!);
    if (file) byPath.set(path!.length > 1 ? path!.replace(/\/+$/, '') : path!, file);
  }
  return byPath;
}
