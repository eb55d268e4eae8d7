import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { reactAndLingui, resolve } from './scripts/vite-common.ts';

/**
 * The app's first paint on the server: the same app, built for Node into dist-ssr/first-paint.js, which the
 * server runs in a worker thread of its own (server/static/firstPaint.ts) to write a page's first screen
 * into the page. Everything bundled: the worker needs nothing from node_modules.
 */
export default defineConfig({
  resolve: {
    alias: [
      ...(resolve?.alias as Alias[]),
      // The router renders as in the browser (its Suspense around the routes, its client loading): the app's
      // first render in the browser then matches the painted screen, which React takes over as it is.
      {
        find: /^@tanstack\/router-core\/isServer$/,
        replacement: fileURLToPath(
          new URL('./node_modules/@tanstack/router-core/dist/esm/isServer/client.js', import.meta.url),
        ),
      },
    ],
  },
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), ...reactAndLingui(), lingui()],
  ssr: { noExternal: true },
  // React's and the libraries' production builds, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: true,
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
    rolldownOptions: {
      input: { 'first-paint': 'src/firstPaint/worker.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
