import type { PluginObj, types as BabelTypes } from '@babel/core';

/**
 * A Babel plugin for the browser build. An endpoint declaration in contract/ carries what the server
 * needs (request schemas to validate, OpenAPI summary, tag and errors); the app's copy keeps only what a
 * call uses (method, path, auth, response schema), so the first page downloads neither the server's
 * documentation nor request schemas it never runs. The declarations' types are unchanged.
 */
export function stripApiDocs({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const kept = new Set(['method', 'path', 'auth', 'response']);
  /**
   * A declaration's schemas are built by calls (valibot's, the contract's helpers) that have no effect but
   * their value: each is marked pure, so the bundler drops the schemas nothing in the app reads (the request
   * schemas the server validates with, the helpers' regular expressions) instead of building them on every
   * page. Only the calls of a top-level declaration's value, outside any function.
   */
  const markPure = (node: BabelTypes.Node | null | undefined): void => {
    if (!node || t.isFunction(node)) return;
    if (t.isCallExpression(node) || t.isNewExpression(node)) {
      if (!node.leadingComments?.some((comment) => /[@#]__PURE__/.test(comment.value)))
        t.addComment(node, 'leading', '#__PURE__');
    }
    for (const key of t.VISITOR_KEYS[node.type] ?? []) {
      const child = (node as unknown as Record<string, unknown>)[key];
      if (Array.isArray(child)) child.forEach((item) => markPure(item as BabelTypes.Node | null));
      else if (child && typeof child === 'object') markPure(child as BabelTypes.Node);
    }
  };
  return {
    name: 'rodada-strip-api-docs',
    visitor: {
      Program(path, state) {
        if (!state.filename?.replaceAll('\\', '/').includes('/contract/')) return;
        for (const statement of path.node.body) {
          const declaration = t.isExportNamedDeclaration(statement) ? statement.declaration : statement;
          if (!t.isVariableDeclaration(declaration)) continue;
          for (const declarator of declaration.declarations) markPure(declarator.init);
        }
      },
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
