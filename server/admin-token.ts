import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const ADMIN_TOKEN_FILE = 'admin-token';

export function adminTokenPath(dataDir: string): string {
  return join(dataDir, ADMIN_TOKEN_FILE);
}

export function readAdminToken(dataDir: string): string | null {
  try {
    const token = readFileSync(adminTokenPath(dataDir), 'utf8').trim();
    return token.length > 0 ? token : null;
  } catch {
    return null;
  }
}

/** The operator token kept in DATA_DIR/admin-token (mode 600), generated the first time. */
export function ensureAdminToken(dataDir: string): string {
  const existing = readAdminToken(dataDir);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  try {
    writeFileSync(adminTokenPath(dataDir), `${token}\n`, { mode: 0o600, flag: 'wx' });
    return token;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      const written = readAdminToken(dataDir);
      if (written) return written;
    }
    throw error;
  }
}
