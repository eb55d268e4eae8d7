import type pg from 'pg';

/**
 * node-postgres with named prepared statements, as pglite-statements.ts does for PGlite. Drizzle sends every
 * query unnamed, so PostgreSQL parses, analyses and plans its text again on each run: most of a short
 * statement's time on the server. Here each distinct parameterised SQL text a connection sends gets a name
 * (the connection's first STATEMENT_LIMIT texts; later ones run unnamed), so it is parsed once per
 * connection and every later run is bind and execute, in the same one round trip. PostgreSQL plans a
 * prepared statement as it would plan the text (a custom plan, or its cached generic plan when that is no
 * worse) and re-plans it when a table it reads changes. Statements without parameters (BEGIN, COMMIT, the
 * migrations) keep the simple protocol.
 */

const STATEMENT_LIMIT = 500;

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

interface QueryConfig {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/** Makes the connection run its parameterised statements prepared; for pg.Pool's 'connect' event. */
export function prepareStatements(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  let count = 0;
  const query = client.query.bind(client) as Query;
  const prepared: Query = (config, values, callback) => {
    const statement = config as QueryConfig | null;
    const params = statement?.values ?? values;
    if (
      typeof statement !== 'object' ||
      statement === null ||
      typeof statement.text !== 'string' ||
      statement.name !== undefined ||
      typeof statement.submit === 'function' ||
      !Array.isArray(params) ||
      params.length === 0
    ) {
      return query(config, values, callback);
    }
    const text = statement.text;
    let name = names.get(text);
    if (name === undefined) {
      if (names.size >= STATEMENT_LIMIT) return query(config, values, callback);
      name = `rodada_${++count}`;
      names.set(text, name);
    }
    const result = query({ ...statement, name }, values, callback);
    if (result instanceof Promise) {
      // 0A000: a table changed under the plan in a way it cannot follow (another process migrated it): the
      // text is prepared again under a new name on its next run.
      result.catch((error: { code?: string }) => {
        if (error?.code === '0A000') names.delete(text);
      });
    }
    return result;
  };
  client.query = prepared as typeof client.query;
}
