import type { PluginObj, types as BabelTypes } from '@babel/core';

/**
 * A Babel plugin for the browser build. An endpoint declaration in contract/ carries what the server
 * needs (request schemas to validate, OpenAPI summary, tag and errors); the app's copy keeps only what a
 * call uses (method, path, auth, response schema), so the first page downloads neither the server's
 * documentation nor request schemas it never runs. The declarations' types are unchanged.
 */
export function stripApiDocs({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const kept = new Set(['method', 'path', 'auth', 'response']);
  return {
    name: 'rodada-strip-api-docs',
    visitor: {
      CallExpression(path, state) {
        if (!state.filename?.replaceAll('\\', '/').includes('/contract/')) return;
        if (!t.isIdentifier(path.node.callee, { name: 'endpoint' })) return;
        const [declaration] = path.node.arguments;
        if (!t.isObjectExpression(declaration)) return;
        declaration.properties = declaration.properties.filter(
          (property) => !t.isObjectProperty(property) || !t.isIdentifier(property.key) || kept.has(property.key.name),
        );
      },
    },
  };
}
