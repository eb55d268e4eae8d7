import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The database as every handler sees it: the driver-independent Drizzle base, its queries built from the
 * tables (./schema.ts), without Drizzle's relational query API.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** A transaction handle on Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
