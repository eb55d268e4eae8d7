/**
 * vitest setup file: with a PostgreSQL server (TEST_DATABASE_URL), each worker runs its test files on a
 * database of its own, `<database>_w<pool id>`, created on first use. Test files that share a database
 * while they run at the same time see each other's writes (a back-office check that "nothing changed" sees
 * another file's banner); one worker runs one file at a time, so its database is never shared that way.
 * The CI role may create databases (.ci/run), and drops these with its own at the end.
 */
import pg from 'pg';

const base = process.env.TEST_DATABASE_URL;
const pool = process.env.VITEST_POOL_ID;

if (base && pool && !process.env.TEST_DATABASE_URL_BASE) {
  const url = new URL(base);
  const name = `${decodeURIComponent(url.pathname.slice(1))}_w${pool}`;
  if (!/^[A-Za-z0-9_]+$/.test(name))
    throw new Error(`TEST_DATABASE_URL names a database vitest cannot suffix: ${name}`);
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name}"`).catch((error: { code?: string }) => {
        // Another run made it in the meantime.
        if (error.code !== '42P04') throw error;
      });
    }
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  process.env.TEST_DATABASE_URL_BASE = base;
  process.env.TEST_DATABASE_URL = url.toString();
}
