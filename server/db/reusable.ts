import { is, Param, Placeholder, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './types';

/**
 * A statement whose SQL is built once and run in any session: the database's or a transaction's.
 *
 * Drizzle builds a query's SQL text from its builder on every run: about 50 µs a statement on this
 * machine, a quarter of a request's time on PostgreSQL when a slot round sends 26 of them. Its prepared
 * query keeps the text, but only for the session it was prepared on, and a transaction is a session of its
 * own. This keeps what a prepared query holds (the text, its parameters — `sql.placeholder(name)` for each
 * run's values, encoded by the column they are compared with or written to, as a literal value would be —,
 * its fields and how to read its rows) and gives them to the session of each run, which runs them as a
 * query of its own would: the same text, so the connection's named statement (./pg-statements.ts), the
 * same row mapping.
 *
 * For a statement of a fixed shape: a builder whose SQL depends on the values (a list of variable length,
 * an optional condition) stays a builder.
 */

/** What a Drizzle prepared query of the node-postgres and PGlite drivers holds (drizzle-orm 0.45). */
interface PreparedParts {
  queryString: string;
  params: unknown[];
  fields?: unknown;
  joinsNotNullableMap?: unknown;
  _isResponseInArrayMode: boolean;
  customResultMapper?: unknown;
}

interface SessionLike {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper?: unknown,
  ): { joinsNotNullableMap?: unknown; execute(values: Record<string, unknown>): Promise<unknown> };
}

type Preparable = { prepare(name?: string): { execute(values?: Record<string, unknown>): Promise<unknown> } };
type Rows<B extends Preparable> = ReturnType<ReturnType<B['prepare']>['execute']>;

/** Runs the statement on `runner` with the placeholders' values, by name. */
export type Reusable<B extends Preparable> = (
  runner: Db | Tx,
  values: Record<string, unknown>,
) => Promise<Awaited<Rows<B>>>;

/**
 * `build` writes the statement once, on whichever session runs it first, with `sql.placeholder` for the
 * values; each call runs it on `runner` with `values`.
 */
export function reusable<B extends Preparable>(build: (db: Db) => B): Reusable<B> {
  return builtOnce((runner) => build(runner as Db).prepare() as unknown as PreparedParts) as Reusable<B>;
}

/**
 * A statement written as SQL (`sql` with `sql.placeholder` for each run's values, `sql.param(placeholder,
 * column)` where a column encodes them), built once as `reusable` builds a builder's, and run in any session;
 * answers its rows as the driver gives them (no mapping: raw SQL names its own columns).
 */
export function reusableSql<Row>(
  build: () => SQL,
): (runner: Db | Tx, values: Record<string, unknown>) => Promise<Row[]> {
  const run = builtOnce((runner) => {
    const dialect = (runner as unknown as { dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } } })
      .dialect;
    const { sql: queryString, params } = dialect.sqlToQuery(build());
    return { queryString, params, _isResponseInArrayMode: false };
  });
  return async (runner, values) => ((await run(runner, values)) as { rows: Row[] }).rows;
}

/**
 * What both run: the statement's parts made once, on whichever session runs it first, then given with each
 * run's values to the session of that run.
 */
function builtOnce(make: (runner: Db | Tx) => PreparedParts) {
  let parts: PreparedParts | undefined;
  let fill: ((values: Record<string, unknown>) => unknown)[] = [];
  return async (runner: Db | Tx, values: Record<string, unknown>): Promise<unknown> => {
    if (!parts) {
      parts = make(runner);
      fill = parts.params.map(filler);
    }
    const session = (runner as unknown as { _: { session: SessionLike } })._.session;
    const query = session.prepareQuery(
      { sql: parts.queryString, params: fill.map((value) => value(values)) },
      parts.fields,
      undefined,
      parts._isResponseInArrayMode,
      parts.customResultMapper,
    );
    query.joinsNotNullableMap = parts.joinsNotNullableMap;
    return query.execute({});
  };
}

/**
 * How a parameter gets its value on each run: a constant as built; a placeholder's value as given, encoded
 * by its column where it has one, and null as null (as the builder sends a literal null, where Drizzle's own
 * filling would encode it: a timestamp's encoder fails on it, a JSON column's would write JSON's null).
 */
function filler(param: unknown): (values: Record<string, unknown>) => unknown {
  const named = (name: string, values: Record<string, unknown>) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for the placeholder "${name}"`);
    return value;
  };
  if (is(param, Placeholder)) return (values) => named(param.name, values);
  if (is(param, Param) && is(param.value, Placeholder)) {
    const { encoder } = param;
    const { name } = param.value;
    return (values) => {
      const value = named(name, values);
      return value === null ? null : encoder.mapToDriverValue(value);
    };
  }
  return () => param;
}

/**
 * A placeholder where Drizzle's types take only a value: an update's `set`, an insert's `values` (it
 * encodes the run's value there by the column, as it would the value itself).
 */
export const slot = <T>(name: string): T => sql.placeholder(name) as unknown as T;
