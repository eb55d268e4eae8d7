import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * PGlite with named prepared statements, for Drizzle's PGlite driver (which calls `query` and
 * `transaction`). PGlite's own `query` parses, describes and plans every statement again and sends each
 * protocol message in its own call into the database; planning is most of a short statement's time. Here
 * each distinct SQL text is parsed and described once as a named statement (the most recent
 * STATEMENT_LIMIT are kept), and every later run is one call: bind, describe, execute, sync. PostgreSQL
 * plans a prepared statement as it would plan the text (a custom plan, or its cached generic plan when that
 * is no worse) and re-plans it when a table it reads changes. Parameters are serialised and results parsed
 * exactly as PGlite's `query` does (by the parameter types the statement's description gives).
 */

const STATEMENT_LIMIT = 500;
const { serialize } = protocol;
/** DatabaseError as the protocol parser throws it (PGlite does not export the class itself). */
type DatabaseError = Error & { code?: string };

interface Statement {
  name: string;
  paramTypes: number[];
}

type Runner = Pick<Transaction, 'query' | 'exec'>;
type Parsers = PGlite['parsers'];

/** `(value) => value`, as Drizzle passes for the date and time types (it keeps their text). */
const IDENTITY = /^\(?\s*(\w+)\s*\)?\s*=>\s*\1\s*$/;

function concat(parts: Uint8Array[]): Uint8Array {
  let size = 0;
  for (const part of parts) size += part.length;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export class PreparedPGlite {
  readonly #pg: PGlite;
  readonly #statements = new Map<string, Statement>();
  /** PGlite's parsers with a query's own on top, by the types those cover (identity parsers only). */
  readonly #mergedParsers = new Map<string, Parsers>();
  #count = 0;

  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  /** A statement outside any transaction: waits for a running transaction, as PGlite's `query` does. */
  async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await this.#pg._checkReady();
    return this.#pg._runExclusiveTransaction(async () => {
      const results = await this.#run<T>(text, params, options);
      await this.#pg.syncToFs();
      return results;
    });
  }

  exec(text: string, options?: QueryOptions) {
    return this.#pg.exec(text, options);
  }

  /** PGlite's transaction, whose statements also run prepared. */
  transaction<T>(callback: (tx: Runner) => Promise<T>): Promise<T> {
    return this.#pg.transaction((tx) =>
      callback({
        query: <R>(text: string, params?: unknown[], options?: QueryOptions) => {
          if (tx.closed) throw new Error('Transaction is closed');
          return this.#run<R>(text, params, options);
        },
        exec: (text: string, options?: QueryOptions) => tx.exec(text, options),
      }),
    );
  }

  #run<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob) return this.#pg.query<T>(text, params, options);
    return this.#pg._runExclusiveQuery(async () => {
      try {
        const statement = this.#statements.get(text) ?? (await this.#prepare(text, options));
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const type = statement.paramTypes[i] ?? 0;
          const serializer = options?.serializers?.[type] ?? this.#pg.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        const messages = await this.#pg.execProtocolStream(
          concat([
            serialize.bind({ statement: statement.name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        const [results] = parse.parseResults(
          messages,
          this.#parsers(options),
          options && { ...options, parsers: undefined },
        );
        return results as Results<T>;
      } catch (error) {
        // 0A000: a table changed under the plan in a way it cannot follow; 26000: no such statement.
        const code = (error as DatabaseError).code;
        if (code === '0A000' || code === '26000') this.#statements.delete(text);
        // As PGlite's query reports a failed statement: with its text and parameters.
        if (error instanceof Error && 'code' in error)
          Object.assign(error, { query: text, params, queryOptions: options });
        throw error;
      }
    });
  }

  /**
   * The parsers a query's rows are read with. PGlite merges a query's own parsers into its table of every
   * type's parser on every query (hundreds of entries copied); Drizzle passes the same identity parsers
   * each time, so the merged table is kept once per set of types they cover.
   */
  #parsers(options?: QueryOptions): Parsers {
    const own = options?.parsers as Parsers | undefined;
    if (!own) return this.#pg.parsers;
    const types = Object.keys(own);
    if (!types.every((type) => IDENTITY.test(String(own[type])))) return { ...this.#pg.parsers, ...own };
    const key = types.join(',');
    let merged = this.#mergedParsers.get(key);
    if (!merged) this.#mergedParsers.set(key, (merged = { ...this.#pg.parsers, ...own }));
    return merged;
  }

  async #prepare(text: string, options?: QueryOptions): Promise<Statement> {
    const parts: Uint8Array[] = [];
    if (this.#statements.size >= STATEMENT_LIMIT) {
      const [oldest, dropped] = this.#statements.entries().next().value as [string, Statement];
      this.#statements.delete(oldest);
      parts.push(serialize.close({ type: 'S', name: dropped.name }));
    }
    const name = `rodada_${++this.#count}`;
    parts.push(
      serialize.parse({ name, text, ...(options?.paramTypes ? { types: options.paramTypes } : {}) }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    );
    const messages = await this.#pg.execProtocolStream(concat(parts), { syncToFs: false });
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.#statements.set(text, statement);
    return statement;
  }
}
