import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Context, Handler } from 'hono';
import { chooseEncoding, compressOnce, compressPage } from './compress';
import { primedHtml, type PrimedPage } from './prime';
import type { AppEnv } from '../http/env';

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
const ALWAYS_FRESH = new Set(['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']);

export const NOT_BUILT = 'App not built: run npm run build';

/** The paths the app answers: app-paths.json, which the build writes from the route tree. */
const appPathSets = new Map<string, Set<string>>();

function appPathsOf(version: string, body: Buffer): Set<string> {
  let paths = appPathSets.get(version);
  if (!paths) {
    paths = new Set<string>(JSON.parse(body.toString('utf8')) as string[]);
    appPathSets.clear();
    appPathSets.set(version, paths);
  }
  return paths;
}

/** The scripts each path's screen loads after the first page's (route-assets.json, written by the build). */
const routeAssetSets = new Map<string, Record<string, string[]>>();

function routeAssetsOf(version: string, body: Buffer): Record<string, string[]> {
  let assets = routeAssetSets.get(version);
  if (!assets) {
    assets = JSON.parse(body.toString('utf8')) as Record<string, string[]>;
    routeAssetSets.clear();
    routeAssetSets.set(version, assets);
  }
  return assets;
}

function isAppPath(paths: Set<string>, path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return paths.has(trimmed);
}

function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
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

/** A built file, compressed when the client accepts it (brotli, else gzip). */
function send(
  c: Context<AppEnv>,
  file: { body: Buffer; version: string },
  status: 200 | 404,
  headers: Record<string, string>,
) {
  const type = headers['Content-Type'] ?? '';
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'), type, file.body.length);
  const body = encoding ? compressOnce(file.version, file.body, encoding) : file.body;
  return c.body(new Uint8Array(body), status, {
    ...headers,
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': String(body.length),
  });
}

/**
 * Serves the built app: its files (long-cached hashed assets), index.html for every route the app has
 * (history fallback, 200) and index.html with 404 for any other path, so the app shows its own page.
 */
export function staticHandler(
  staticDir: string,
  { prime }: { prime?: ((c: Context<AppEnv>, path: string) => Promise<PrimedPage>) | undefined } = {},
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
          return send(c, found, 200, {
            'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
            'Cache-Control': cacheControl(urlPath),
          });
        }
      }
    }

    const index = await readFileIfExists(resolve(root, 'index.html'));
    const pathsFile = await readFileIfExists(resolve(root, 'app-paths.json'));
    if (!index) return c.text(NOT_BUILT, 503, { 'Cache-Control': NO_CACHE });
    const paths = pathsFile ? appPathsOf(`${resolve(root)}:${pathsFile.version}`, pathsFile.body) : new Set<string>();
    const status = isAppPath(paths, urlPath) ? 200 : 404;
    const headers = { 'Content-Type': TYPES['.html']!, 'Cache-Control': NO_CACHE };
    // The app's pages carry the public answers their first paint needs (prime.ts); without them (the
    // database busy or gone) the page is served as built and the app asks as usual.
    const primed = prime && status === 200 ? await prime(c, urlPath).catch(() => null) : null;
    if (!primed) return send(c, index, status, headers);
    const assetsFile = await readFileIfExists(resolve(root, 'route-assets.json'));
    const trimmed = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
    const scripts = assetsFile ? routeAssetsOf(`${resolve(root)}:${assetsFile.version}`, assetsFile.body)[trimmed] : [];
    const page = primedHtml(index.body.toString('utf8'), { ...primed, scripts });
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'), headers['Content-Type'], page.length);
    const body = encoding ? compressPage(page, encoding) : Buffer.from(page);
    return c.body(new Uint8Array(body), status, {
      ...headers,
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': String(body.length),
    });
  };
}
