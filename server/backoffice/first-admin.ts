import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../config';
import { staff } from '../db/schema';
import { createStaff } from './staff';

/**
 * The first admin of a sandbox (the one-machine demo): made at start when no enabled admin exists, with a
 * random password written to DATA_DIR/staff-admin (mode 600; two lines, e-mail and password) and printed.
 * Like any password an admin issues it is good for the first sign-in only, at which the person sets up TOTP and
 * chooses their own; from then on it is not printed. Outside sandbox mode nobody is seeded: an installation
 * makes its first admin with `npm run admin -- staff create`.
 */
export const FIRST_ADMIN_EMAIL = 'admin@rodada.local';
export const FIRST_ADMIN_FILE = 'staff-admin';

export function readFirstAdmin(dataDir: string): { email: string; password: string } | null {
  try {
    const [email, password] = readFileSync(join(dataDir, FIRST_ADMIN_FILE), 'utf8').split('\n');
    return email && password ? { email, password } : null;
  } catch {
    return null;
  }
}

/**
 * Makes the first admin when none exists; answers its sign-in when this data folder knows it and the password is
 * still the one issued (not once the admin has chosen their own).
 */
export async function ensureFirstAdmin(deps: AppDeps, dataDir: string, now: Date) {
  const [admin] = await deps.db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.kind, 'person'), eq(staff.disabled, false), sql`'admin' = any(${staff.roles})`))
    .limit(1);
  const [taken] = await deps.db
    .select({ issued: staff.passwordIssued })
    .from(staff)
    .where(eq(staff.email, FIRST_ADMIN_EMAIL));
  if (admin || taken) return taken?.issued ? readFirstAdmin(dataDir) : null;
  const { password } = await createStaff(deps, { email: FIRST_ADMIN_EMAIL, name: 'Admin', roles: ['admin'] }, now);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, FIRST_ADMIN_FILE), `${FIRST_ADMIN_EMAIL}\n${password}\n`, { mode: 0o600 });
  return { email: FIRST_ADMIN_EMAIL, password };
}
