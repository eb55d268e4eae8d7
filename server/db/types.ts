import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The database as every handler sees it: the driver-independent Drizzle base. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle on Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
