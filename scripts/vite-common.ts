import { fileURLToPath } from 'node:url';
import type { PluginOption, UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { babelTransform } from './babel-transform.ts';
import { stripApiDocs } from './strip-api-docs.ts';

/**
 * What the two builds share: the player's app (vite.config.ts, into dist/) and the back office
 * (vite.operator.config.ts, into dist/operator/). Each build bundles its own copy of the libraries and of the
 * project's modules it imports, so neither ever loads a chunk of the other.
 */

/** How modules resolve. */
export const resolve: UserConfig['resolve'] = {
  alias: [
    // React 19 has useSyncExternalStore: the libraries' shims for older React are not shipped.
    {
      find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
      replacement: 'use-sync-external-store/with-selector.js',
    },
    {
      find: /^use-sync-external-store\/shim(\/index\.js)?$/,
      replacement: fileURLToPath(new URL('../src/lib/syncExternalStore.ts', import.meta.url)),
    },
  ],
};

/** React, and the Lingui macro compiled by Babel (each config adds `lingui()`, which loads the catalogs). */
export const reactAndLingui = (): PluginOption[] => [
  react(),
  // The browser's copy of the API declarations only (vitest runs the server through the player's config too).
  babelTransform(['@lingui/babel-plugin-lingui-macro', ...(process.env.VITEST ? [] : [stripApiDocs])]),
];

/** The build's options both apps use. */
export const build = {
  target: 'es2022',
  sourcemap: false,
  // Every browser Rodada supports preloads modules natively: no polyfill in the first script.
  modulePreload: {
    polyfill: false,
    // The runtime and the libraries come with the first page: a later screen's list of what to preload with it
    // does not name them again.
    resolveDependencies: (_, deps) => deps.filter((dep) => !/\/(rolldown-runtime|vendor)-/.test(dep)),
  },
} satisfies UserConfig['build'];

/** The Stately inspector and what it brings load only with ?inspect: one named chunk. */
export const inspectorChunk = {
  name: 'inspector',
  test: /node_modules[\\/](@statelyai|fast-safe-stringify|isomorphic-ws|partysocket|safe-stable-stringify|superjson|copy-anything|is-what)[\\/]/,
  includeDependenciesRecursively: false,
};

/**
 * The libraries (React, the router, XState, Lingui, valibot, ofetch): they change rarely, so they stay
 * cached across releases of the app.
 */
export const vendorChunk = { name: 'vendor', test: /node_modules/ };
