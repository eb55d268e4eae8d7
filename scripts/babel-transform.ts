import { transformAsync, type PluginItem } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * Runs Babel plugins (the Lingui macro, the browser's API declarations) over the project's own modules,
 * before Vite's own TypeScript and JSX transform: Babel only parses the TypeScript and JSX and prints
 * them back, with a source map. (It replaces @rolldown/plugin-babel, which needs Node 22.)
 */
export function babelTransform(plugins: PluginItem[]): Plugin {
  return {
    name: 'rodada:babel',
    enforce: 'pre',
    transform: {
      filter: {
        id: { include: /\.(?:[jt]sx?|[cm][jt]s)(?:$|\?)/, exclude: /[/\\]node_modules[/\\]|^\0/ },
        // Only modules a plugin has work in: the macro's imports, the API declarations and their schemas.
        code: /@lingui\/(?:core|react)\/macro|\bendpoint\(|from ['"]valibot['"]/,
      },
      async handler(code, id) {
        const filename = id.replace(/\?.*$/, '');
        const syntax = filename.endsWith('x') ? ['jsx' as const] : [];
        const result = await transformAsync(code, {
          filename,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: {
            sourceType: 'module',
            plugins: /\.[cm]?tsx?$/.test(filename) ? ['typescript', ...syntax] : syntax,
          },
          plugins,
        });
        return result?.code ? { code: result.code, map: result.map } : undefined;
      },
    },
  };
}
