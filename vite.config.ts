/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Plugin } from 'vite';
import { readAppPaths, routeFilesFromRouteTree } from './scripts/app-paths.ts';
import { isShellModule, laterFileOf } from './scripts/shell.ts';
import { textsCheck } from './scripts/texts-check.ts';
import { build, inspectorChunk, reactAndLingui, resolve, vendorChunk } from './scripts/vite-common.ts';
import { areasOfPage } from './src/i18n/areaRoutes.ts';

/** The flow diagrams generated in docs/flows (npm run flows), served at /flows/* for the /flows page. */
function flowDiagrams(): Plugin {
  const dir = 'docs/flows';
  const files = () => readdirSync(dir).filter((f) => f.endsWith('.svg') || f === 'index.json');
  return {
    name: 'rodada-flow-diagrams',
    configureServer(server) {
      server.middlewares.use('/flows/', (req, res, next) => {
        const name = decodeURIComponent((req.url ?? '').replace(/^\//, '').split('?')[0] ?? '');
        if (!files().includes(name)) return next();
        res.setHeader('Content-Type', name.endsWith('.svg') ? 'image/svg+xml' : 'application/json');
        res.end(readFileSync(`${dir}/${name}`));
      });
    },
    generateBundle() {
      for (const name of files())
        this.emitFile({ type: 'asset', fileName: `flows/${name}`, source: readFileSync(`${dir}/${name}`) });
    },
  };
}

/** dist/app-paths.json: the paths of the route tree, which the server answers with the app. */
function appPaths(): Plugin {
  return {
    name: 'rodada-app-paths',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'app-paths.json', source: `${JSON.stringify(readAppPaths())}\n` });
    },
  };
}

/**
 * dist/route-assets.json: for each path of the app, the scripts its screen loads after the first page's
 * (its route's chunk and what that imports, its area's flows, and the default language's screen texts, shared
 * and its areas'),
 * which the server names in the page as modulepreload links, so they download with the first page instead
 * of after it; and dist/route-styles.json, their style sheets, which a page whose screen the server paints links
 * (server/static/prime.ts).
 */
function routeAssets(): Plugin {
  return {
    name: 'rodada-route-assets',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      // What the first page loads already: the entry and its static imports.
      const firstPage = new Set<string>();
      const addStatic = (name: string, into: Set<string>) => {
        if (into.has(name) || firstPage.has(name)) return;
        const chunk = byName.get(name);
        // A chunk that only carried a style sheet is empty, and the CSS plugin drops it from the build.
        if (chunk && chunk.code.trim() === '') return;
        into.add(name);
        for (const imported of chunk?.imports ?? []) addStatic(imported, into);
      };
      addStatic(entry.fileName, firstPage);
      const posix = (id: string) => id.replaceAll('\\', '/');
      const root = `${posix(process.cwd())}/`;
      /** The chunk a module (a path ending) is the entry of. */
      const chunkOf = (ending: string) => chunks.find((chunk) => posix(chunk.facadeModuleId ?? '').endsWith(ending));
      const splitOf = (file: string) =>
        chunks.filter((chunk) =>
          chunk.moduleIds.some((id) => {
            const [module = '', query = ''] = posix(id).split('?');
            return query.startsWith('tsr-split') && module.replace(/\.tsx?$/, '') === `${root}${file}`;
          }),
        );
      const areasOf = (names: Set<string>) =>
        new Set(
          [...names].flatMap((name) =>
            (byName.get(name)?.moduleIds ?? []).flatMap(
              (id) => /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(id)?.slice(1, 2) ?? [],
            ),
          ),
        );
      const screens = chunkOf('locales/pt/screens.po');
      const loaders = chunks.find((chunk) =>
        chunk.moduleIds.some((id) => posix(id).endsWith('src/i18n/screenTexts.ts')),
      );
      const assets: Record<string, string[]> = {};
      const styles: Record<string, string[]> = {};
      const sheetsOf = (name: string) => byName.get(name)?.viteMetadata?.importedCss ?? new Set<string>();
      for (const [path, file] of routeFilesFromRouteTree(readFileSync('src/routeTree.gen.ts', 'utf8'))) {
        const own = new Set<string>();
        for (const chunk of splitOf(file)) addStatic(chunk.fileName, own);
        // A screen starts its area's flows as it mounts (src/app/flows.ts): the area's logic and the flows
        // it loads come with it, not one after the other once it has rendered.
        for (const area of areasOf(own)) {
          const logic = chunkOf(`src/features/${area}/logic.ts`);
          if (!logic) continue;
          addStatic(logic.fileName, own);
          for (const flow of logic.dynamicImports) addStatic(flow, own);
        }
        // The home page runs on the shell's texts; every other page first loads the screens' texts (their
        // loaders, the shared texts and its areas', src/i18n/areaRoutes.ts).
        if (path !== '/' && loaders) addStatic(loaders.fileName, own);
        if (path !== '/' && screens) addStatic(screens.fileName, own);
        for (const area of areasOfPage(path)) {
          const texts = chunkOf(`locales/pt/screens-${area}.po`);
          if (texts) addStatic(texts.fileName, own);
        }
        if (own.size) assets[path] = [...own].map((name) => `/${name}`);
        const sheets = new Set([...own].flatMap((name) => [...sheetsOf(name)]));
        for (const name of firstPage) for (const sheet of sheetsOf(name)) sheets.delete(sheet);
        if (sheets.size) styles[path] = [...sheets].map((name) => `/${name}`);
      }
      this.emitFile({ type: 'asset', fileName: 'route-assets.json', source: `${JSON.stringify(assets)}\n` });
      this.emitFile({ type: 'asset', fileName: 'route-styles.json', source: `${JSON.stringify(styles)}\n` });
    },
  };
}

const apiPort = process.env.API_PORT ?? '3001';

/** Chunks whose names say what they are (the libraries, the shell, the catalogs, the lobby and the offline page the tests look for): kept in their file names. */
const NAMED_CHUNKS =
  /^(vendor|shell|inspector|screens(-\w+)?|messages|tables|notices|sports-board|later(-\w+)?|rolldown-runtime|Lobby|Offline)$/;

/**
 * The player's app, into dist/. (The back office at /operator is a build of its own, vite.operator.config.ts,
 * into dist/operator/: `npm run build` runs both.)
 */
export default defineConfig({
  resolve,
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    ...reactAndLingui(),
    flowDiagrams(),
    appPaths(),
    routeAssets(),
    textsCheck(),
    lingui(),
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: {
        id: '/',
        name: 'Rodada',
        short_name: 'Rodada',
        description: 'Rodada — cassino e apostas esportivas',
        lang: 'pt-BR',
        dir: 'ltr',
        theme_color: '#0b0d17',
        background_color: '#0b0d17',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        categories: ['games', 'entertainment', 'sports'],
        icons: [
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // The PNG icons are for installing (the browser fetches them then): not downloaded in the background.
      includeManifestIcons: false,
      workbox: {
        // Every navigation is answered with the app from the precache, with or without a network: the app
        // shows its offline screen when the server cannot be reached (machines/connection.machine.ts).
        navigateFallback: '/index.html',
        // Files the server answers itself (the API, the sandbox, pictures, diagrams) are never the app.
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/sandbox\//,
          // The page of a PSP's charge (PIX_GATEWAY=bcb-api, server/payments/checkout.ts).
          /^\/pix\/checkout/,
          /^\/games\/art\//,
          /^\/site\/art\//,
          /^\/avatars\//,
          /^\/flows\/./,
          // The back office is an app of its own (vite.operator.config.ts), never the player's.
          /^\/operator(\/|$)/,
        ],
        // The app: its page, its shell and every screen's code and style, kept for offline use and updates.
        globPatterns: ['**/*.{js,css,html,svg,webp,woff2}'],
        globIgnores: [
          // The inspector is for QA with ?inspect: players' devices never fetch it in the background.
          '**/inspector-*.js',
          'flows/**',
          // The screens' texts, a file per language and area (about 15 KB gzip a language): a player needs one, which
          // the runtime cache below keeps the first time a screen loads it.
          'assets/screens-*.js',
        ],
        runtimeCaching: [
          {
            // Anything else of the build (hashed, immutable): the language's screen texts above.
            urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'assets',
              expiration: { maxEntries: 16, maxAgeSeconds: 60 * 60 * 24 * 30 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Game and promotion pictures at their content-hashed addresses: they never change.
            urlPattern: ({ sameOrigin, url }) =>
              sameOrigin && /^\/(games|site)\/art\/[^/]+\.[0-9a-f]{10}\.svg$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'art',
              expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 30, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // The profile pictures members choose from: fixed drawings, served immutable.
            urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/avatars/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'avatars',
              expiration: { maxEntries: 60, maxAgeSeconds: 60 * 60 * 24 * 30, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          // Nothing under /api is cached: its answers carry players' data and money.
        ],
        skipWaiting: true,
        clientsClaim: true,
      },
    }),
  ],
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    ...build,
    rolldownOptions: {
      // The build's time is measured where it matters (npm test prints it), not warned about on every build.
      checks: { bundlerTimings: false },
      input: { index: 'index.html' },
      output: {
        // The first page lists every other screen's files (to preload each one's imports with it): those
        // are named by their hash alone, which keeps the list, and the first page, 0.7 KB lighter.
        chunkFileNames: (chunk) => (NAMED_CHUNKS.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/c-[hash:7].js'),
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css') && !NAMED_CHUNKS.test(name.slice(0, -4)))
            ? 'assets/c-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            inspectorChunk,
            vendorChunk,
            // The app's shell: what every page of the main layout needs, in one file instead of a
            // dozen small ones (each file compresses on its own, so fewer files are smaller on the wire).
            { name: 'shell', test: isShellModule },
            // The sports board (the home page's football block and the sports section read it): one file.
            {
              name: 'sports-board',
              test: (id) =>
                /[\\/](src[\\/]features[\\/]home[\\/]Football|src[\\/]i18n[\\/]sportsFormat|contract[\\/]sportsBoard|src[\\/]api[\\/]sportsBoard|machines[\\/]sportsBoard\.machine)\./.test(
                  id,
                ),
            },
            // What later screens share, a few files by kind, and each area's flows in one (scripts/shell.ts).
            {
              name: (id, ctx) => laterFileOf(id, (module) => ctx.getModuleInfo(module)),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    globalSetup: ['tests/machines/report.ts'],
    setupFiles: ['tests/setup/workerDatabase.ts', 'tests/setup/passwordCost.ts'],
    // Every core: the CPU-bound walks and simulations share the machine with the server tests' waits.
    maxWorkers: availableParallelism(),
    // Room for CPU-bound tests (a machine's path walk replays thousands of walks) on a loaded 2-core machine:
    // under a load of 30 the auth form's walk took 22 s. No test waits on this; it only bounds a hang.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
