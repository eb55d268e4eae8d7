import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Context, Handler } from 'hono';
import { sendCompressible } from './compress';
import { FIRST_PAINT_PATHS, type FirstPaint } from './firstPaint';
import { primedHtml, type PrimedPage } from './prime';
import { hostHeader, type AppEnv } from '../http/env';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** Files that must be checked on every visit, so a new build is picked up. */
const ALWAYS_FRESH = new Set([
  '/index.html',
  '/operator/index.html',
  '/sw.js',
  '/registerSW.js',
  '/manifest.webmanifest',
]);

/**
 * The back office's paths (its own router's, under /operator): answered with its page, operator/index.html
 * (its own build, vite.operator.config.ts, whose files are under /operator/assets/).
 */
const OPERATOR_PATH = /^\/operator(\/|$)/;
const OPERATOR_PAGE = 'operator/index.html';
const OPERATOR_ASSETS = '/operator/assets/';

export const NOT_BUILT = 'App not built: run npm run build';

/** What the build writes beside the app, parsed once per version of its file. */
const parsedFiles = new Map<string, unknown>();

function parsedOnce<T>(file: { body: Buffer; version: string }, parse: (json: unknown) => T): T {
  if (!parsedFiles.has(file.version)) parsedFiles.set(file.version, parse(JSON.parse(file.body.toString('utf8'))));
  return parsedFiles.get(file.version) as T;
}

/** A path without its trailing slashes ("/order-center/" is "/order-center"), as the build lists them. */
const trimPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/assets/') || urlPath.startsWith(OPERATOR_ASSETS)) return IMMUTABLE;
  if (ALWAYS_FRESH.has(urlPath)) return NO_CACHE;
  return 'public, max-age=3600';
}

/** Built files by version (path, modification time, size): a file is read from disk once per build. */
const files = new Map<string, Buffer>();

async function readFileIfExists(file: string): Promise<{ body: Buffer; version: string } | null> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    const version = `${file}@${info.mtimeMs}:${info.size}`;
    let body = files.get(version);
    if (!body) {
      body = await readFile(file);
      files.set(version, body);
    }
    return { body, version };
  } catch {
    return null;
  }
}

/** A path's list in one of the build's lists by path (route-assets.json, route-styles.json), or none. */
async function listOf(root: string, name: string, path: string): Promise<string[]> {
  const file = await readFileIfExists(resolve(root, name));
  return (file ? parsedOnce(file, (json) => json as Record<string, string[]>)[path] : undefined) ?? [];
}

/**
 * Serves the built app: its files (long-cached hashed assets), index.html for every route the app has
 * (history fallback, 200) and index.html with 404 for any other path (or a route `closed` here), so the app
 * shows its own page; the back office's page, operator/index.html, for /operator and every path under it
 * (its router answers its own paths, and its own "not found") but its missing files, which are 404.
 */
export function staticHandler(
  staticDir: string,
  {
    prime,
    firstPaint,
    closed,
  }: {
    prime?: ((c: Context<AppEnv>, path: string) => Promise<PrimedPage>) | undefined;
    /** Paints the first screen of the pages that have one (FIRST_PAINT_PATHS) into them. */
    firstPaint?: FirstPaint | null | undefined;
    /** Routes of the app this server does not show (the development pages outside sandbox mode): 404. */
    closed?: ReadonlySet<string> | undefined;
  } = {},
): Handler<AppEnv> {
  const root = resolve(staticDir);
  return async (c) => {
    const urlPath = c.req.path;
    const segments = urlPath.split('/');
    const safe = !segments.some((s) => s.startsWith('.') || s.includes('\\') || s.includes('\0'));

    if (safe && !urlPath.endsWith('/')) {
      const file = resolve(root, `.${urlPath}`);
      if (file.startsWith(root + sep)) {
        const found = await readFileIfExists(file);
        if (found) {
          return sendCompressible(c, found.version, found.body, 200, {
            'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
            'Cache-Control': cacheControl(urlPath),
          });
        }
      }
    }

    if (OPERATOR_PATH.test(urlPath)) {
      if (urlPath.startsWith(OPERATOR_ASSETS)) return c.text('Not found', 404, { 'Cache-Control': NO_CACHE });
      const page = await readFileIfExists(resolve(root, OPERATOR_PAGE));
      if (!page) return c.text(NOT_BUILT, 503, { 'Cache-Control': NO_CACHE });
      return sendCompressible(c, page.version, page.body, 200, {
        'Content-Type': TYPES['.html']!,
        'Cache-Control': NO_CACHE,
      });
    }

    const index = await readFileIfExists(resolve(root, 'index.html'));
    const pathsFile = await readFileIfExists(resolve(root, 'app-paths.json'));
    if (!index) return c.text(NOT_BUILT, 503, { 'Cache-Control': NO_CACHE });
    // app-paths.json: the paths the app answers, which the build writes from the route tree.
    const paths = pathsFile ? parsedOnce(pathsFile, (json) => new Set(json as string[])) : new Set<string>();
    const status = paths.has(trimPath(urlPath)) && !closed?.has(trimPath(urlPath)) ? 200 : 404;
    const headers = { 'Content-Type': TYPES['.html']!, 'Cache-Control': NO_CACHE };
    // The app's pages carry the public answers their first paint needs (prime.ts); without them (the
    // database busy or gone) the page is served as built and the app asks as usual.
    const primed = prime && status === 200 ? await prime(c, urlPath).catch(() => null) : null;
    if (!primed) return sendCompressible(c, index.version, index.body, status, headers);
    // route-assets.json: the scripts each path's screen loads after the first page's.
    const scripts = await listOf(root, 'route-assets.json', trimPath(urlPath));
    const painted =
      firstPaint && FIRST_PAINT_PATHS.has(trimPath(urlPath)) && !new URL(c.req.url).search
        ? await firstPaint.paint(`http://${hostHeader(c)}${trimPath(urlPath)}`, primed.answers)
        : null;
    // route-styles.json: the style sheets of each path's screen, which its painted screen needs as it shows.
    const styles = painted ? await listOf(root, 'route-styles.json', trimPath(urlPath)) : [];
    const page = primedHtml(index.body.toString('utf8'), { ...primed, scripts, styles, firstPaint: painted });
    return sendCompressible(c, null, page, status, headers);
  };
}
