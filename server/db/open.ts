import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './lock';
import { pgliteChangeNotices, postgresChangeNotices, type ChangeNotices } from './change-notices';
import { prepareStatements } from './pg-statements';
import { PreparedPGlite } from './pglite-statements';
import type { Db } from './types';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type OpenDatabaseOptions =
  | {
      databaseUrl: string;
      /**
       * A connection straight to PostgreSQL for what holds a session (the change notices' LISTEN, the
       * migrations' lock) when databaseUrl goes through a pooler in transaction mode (PgBouncer); else
       * databaseUrl serves both.
       */
      directUrl?: string;
      /** Named prepared statements (./pg-statements.ts); off for a pooler that cannot keep them. Default on. */
      preparedStatements?: boolean;
      dataDir?: undefined;
      memory?: undefined;
    }
  | { dataDir: string; databaseUrl?: undefined; memory?: undefined }
  | {
      memory: true;
      /** Start from a dump of a data directory (PGlite dumpDataDir) instead of an empty database. */
      loadDataDir?: Blob;
      databaseUrl?: undefined;
      dataDir?: undefined;
    };

export interface OpenedDatabase {
  db: Db;
  /** What is in use, for the start banner: "PostgreSQL at host/db", "PGlite in .data/pglite"… */
  database: string;
  /** The database's change notices (./change-notices.ts). */
  changeNotices: ChangeNotices;
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tarball (a backup, or a starting point for loadDataDir). */
  dumpDataDir?: () => Promise<Blob>;
}

function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `PostgreSQL at ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/** The session-level advisory lock every process takes to apply the migrations (any constant of the app's own). */
const MIGRATIONS_LOCK = 0x526f6461; // "Roda"

/**
 * Applies the migrations one process at a time: processes of a cluster starting together on an empty
 * database would otherwise each create Drizzle's journal and run the same migration at once (one of them
 * failing on a duplicate). The lock is held on one connection for the whole run and released with it,
 * also when the process dies halfway (PostgreSQL ends the session and its locks).
 */
async function migratePostgres(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  // A connection lost mid-run fails the query in progress; the event itself must not end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(${MIGRATIONS_LOCK})`);
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    // Ending the session releases the lock, also after a failure.
    await client.end();
  }
}

/**
 * Opens the database and applies the migrations: a PostgreSQL server when databaseUrl is given,
 * else PGlite on disk in dataDir (holding the directory's lock until close) or in memory.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const direct = options.directUrl ?? options.databaseUrl;
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // The app's statements run prepared (./pg-statements.ts), as on PGlite.
    if (options.preparedStatements !== false) pool.on('connect', prepareStatements);
    try {
      await migratePostgres(direct);
      // No schema given: the app builds its queries from the tables, never Drizzle's relational API, whose
      // builders (one per table) every transaction would otherwise make again.
      const db = drizzlePg({ client: pool });
      const changeNotices = postgresChangeNotices(direct);
      return {
        db,
        database: describeUrl(options.databaseUrl),
        changeNotices,
        close: async () => {
          await changeNotices.close();
          await pool.end();
        },
      };
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
  }

  const release = options.dataDir ? await acquireDataDirLock(options.dataDir) : async () => undefined;
  let client: PGlite | undefined;
  try {
    const location = options.dataDir ? join(options.dataDir, 'pglite') : undefined;
    const loadDataDir = options.memory ? options.loadDataDir : undefined;
    client = location ? new PGlite(location) : new PGlite(loadDataDir ? { loadDataDir } : {});
    await client.waitReady;
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    // The app's statements run prepared (./pglite-statements.ts); Drizzle's driver only calls query and transaction.
    // No schema, as on PostgreSQL (above).
    const db = drizzlePglite({ client: new PreparedPGlite(client) as unknown as PGlite });
    const opened = client;
    const changeNotices = pgliteChangeNotices(opened);
    return {
      db,
      database: location ? `PGlite in ${location}` : 'PGlite in memory',
      changeNotices,
      close: async () => {
        try {
          await changeNotices.close();
          await opened.close();
        } finally {
          await release();
        }
      },
      dumpDataDir: () => opened.dumpDataDir('none'),
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    await release();
    throw error;
  }
}
