import type { Plugin } from 'vite';

/**
 * The back office (/operator, src/operator/) is a second entry of the build. Nothing of it may reach the
 * player's app, and the player's chunks must not grow or change for it; nor may it load the player's
 * (the shell: the player's layout, its styles, its first page's code). So every module it imports, of the
 * project (the API client, the contract) or a library (React, the router, XState), is built a second
 * time for it, as `<module>?operator`, into chunks of its own (`op-*`).
 */

/** A module of the back office: its page, its own code, its texts, and its copies of every other module. */
export const OPERATOR_MODULE =
  /[\\/]operator\.html$|[\\/](src|machines)[\\/]operator[\\/]|[\\/]locales[\\/][^\\/]+[\\/]operator\.po$|\?operator$/;

export const isOperatorModule = (id: string) => OPERATOR_MODULE.test(id);

/**
 * Vite's helper for dynamic imports (it preloads a chunk's imports with it), which the build puts in the
 * shell chunk: the back office gets its own.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/** Resolves the back office's imports of every other module to copies of its own. */
export function operatorCopies(): Plugin {
  return {
    name: 'rodada-operator-copies',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !isOperatorModule(importer) || source.includes('?')) return null;
      if (source === PRELOAD_HELPER) return `${PRELOAD_HELPER}?operator`;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes('?') || resolved.id.startsWith('\0')) return resolved;
      if (isOperatorModule(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}?operator` };
    },
    async load(id) {
      if (id !== `${PRELOAD_HELPER}?operator`) return null;
      return (await this.load({ id: PRELOAD_HELPER })).code ?? null;
    },
  };
}

/** `npm run dev`: /operator and its paths answer the back office's page (every other path, the player's). */
export function operatorDevPage(): Plugin {
  return {
    name: 'rodada-operator-dev-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (/^\/operator(\/[^.?]*)?(\?.*)?$/.test(req.url ?? '')) req.url = '/operator.html';
        next();
      });
    },
  };
}
