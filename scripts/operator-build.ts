import type { Plugin } from 'vite';
import { isShellModule } from './shell';

/**
 * The back office (/operator, src/operator/) is a second entry of the build. Nothing of it may reach the
 * player's app, and it must not load the player's shell chunk either (the player's layout, its styles,
 * its first page's code): the few modules both use that the shell chunk holds (the API client, the
 * contract's helpers) are built a second time for the back office, as `<module>?operator`.
 */

/** A module of the back office: its own code, its texts, and its copies of the shell's modules. */
export const OPERATOR_MODULE =
  /[\\/](src|machines)[\\/]operator[\\/]|[\\/]locales[\\/][^\\/]+[\\/]operator\.po$|\?operator$/;

export const isOperatorModule = (id: string) => OPERATOR_MODULE.test(id);

/** Resolves the back office's imports of the shell's modules to copies of their own. */
export function operatorCopies(): Plugin {
  return {
    name: 'rodada-operator-copies',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !isOperatorModule(importer) || source.includes('?')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes('?') || !isShellModule(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}?operator` };
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
