import { defineConfig } from 'vite';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { reactAndLingui, resolve } from './scripts/vite-common.ts';

/**
 * The app's first paint on the server: the same app, built for Node into dist-ssr/first-paint.js, which the
 * server runs in a worker thread of its own (server/static/firstPaint.ts) to write a page's first screen
 * into the page. Everything bundled: the worker needs nothing from node_modules.
 */
export default defineConfig({
  resolve,
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), ...reactAndLingui(), lingui()],
  ssr: { noExternal: true },
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
