import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './types';

/**
 * Runs the work in a transaction: the caller's, when `db` already is one (idempotent() hands its own to
 * the work), else a new one. Drizzle would open a savepoint inside the caller's transaction, two more
 * statements for nothing when a failure of the work fails the caller's transaction as well; so this is
 * for work whose caller lets its errors through, never for work whose failure the caller catches and
 * survives (that needs the savepoint: db.transaction).
 */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db instanceof PgTransaction ? work(db as Tx) : db.transaction(work);
}
