import { defineConfig, type Plugin } from 'vite';
import { lingui } from '@lingui/vite-plugin';
import { build, inspectorChunk, reactAndLingui, resolve, vendorChunk } from './scripts/vite-common.ts';

/**
 * The back office (src/operator/, its page operator.html): an app of its own at /operator, built apart from
 * the player's (vite.config.ts) into dist/operator/. It bundles its own copy of everything it imports (the
 * libraries, the API client, the contract), so nothing of it reaches a player's device and it loads none of
 * the player's chunks (tests/e2e/backoffice-bundle.spec.ts). The server answers /operator and every path
 * under it with dist/operator/index.html, and its files at /operator/assets/.
 */

const PAGE = 'operator.html';

/** The back office's page: index.html of its folder once built; in dev, the answer to its router's paths. */
function operatorPage(): Plugin {
  return {
    name: 'rodada-operator-page',
    enforce: 'post',
    configureServer(server) {
      // /operator and its paths (not Vite's own, /operator/@…, nor files) answer the page.
      server.middlewares.use((req, _res, next) => {
        if (/^\/operator(\/(?!@)[^.?]*)?(\?.*)?$/.test(req.url ?? '')) req.url = `/operator/${PAGE}`;
        next();
      });
    },
    generateBundle(_, bundle) {
      const page = bundle[PAGE];
      if (page?.type !== 'asset') return;
      delete bundle[PAGE];
      this.emitFile({ type: 'asset', fileName: 'index.html', source: page.source });
    },
  };
}

export default defineConfig({
  base: '/operator/',
  resolve,
  // The player's public files (icons, robots.txt) are the site's, served from dist/.
  publicDir: false,
  // Its own pre-bundled libraries in dev, beside the player's dev server's.
  cacheDir: 'node_modules/.vite/operator',
  plugins: [operatorPage(), ...reactAndLingui(), lingui()],
  build: {
    ...build,
    outDir: 'dist/operator',
    emptyOutDir: true,
    rolldownOptions: {
      // The build's time is measured where it matters (npm test prints it), not warned about on every build.
      checks: { bundlerTimings: false },
      input: { operator: PAGE },
      output: {
        // Named by their hash alone, as the player's screens: the entry lists them all (to preload each one's imports).
        chunkFileNames: 'assets/c-[hash].js',
        codeSplitting: { groups: [inspectorChunk, vendorChunk] },
      },
    },
  },
});
