import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER, openDatabase, type OpenedDatabase } from '../../server/db/open';

/**
 * A fresh in-memory PGlite with the migrations applied, for one test file.
 *
 * Creating a PostgreSQL cluster (initdb) is most of PGlite's start-up, so the first file to run keeps
 * a dump of its freshly migrated database in the temp folder, keyed by the migrations' content, and
 * later files start from that dump (the migrator still runs and finds everything applied). A changed
 * migration changes the key, so a stale dump is never used.
 */
function migrationsKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

export async function openTestDatabase(): Promise<OpenedDatabase> {
  const file = join(tmpdir(), `rodada-test-db-${migrationsKey()}.tar`);
  let dump: Buffer | undefined;
  try {
    dump = readFileSync(file);
  } catch {
    dump = undefined;
  }
  if (dump) return openDatabase({ memory: true, loadDataDir: new Blob([new Uint8Array(dump)]) });

  const opened = await openDatabase({ memory: true });
  const blob = await opened.dumpDataDir!();
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, new Uint8Array(await blob.arrayBuffer()));
  renameSync(partial, file);
  return opened;
}
