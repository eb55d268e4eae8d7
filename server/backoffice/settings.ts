import { asc, eq } from 'drizzle-orm';
import { MAX_WIN_FLOOR_CENTS } from '../../contract/tables';
import { operatorSettings, sites } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { refusalWith } from '../http/envelope';
import { SEAMLESS_MAX_CENTS } from '../seamless/wallet';
import { formatCents, parseMoney } from '../wallet/money';

/** The operator's settings the back office changes (operator_settings, by key). */

const FOUR_EYES_KEY = 'four_eyes_cents';
/** Above this amount (R$ 5.000,00 unless an admin sets another) a withdrawal needs two people's approval. */
export const DEFAULT_FOUR_EYES_CENTS = 500_000;

export async function fourEyesCents(db: Db | Tx): Promise<number> {
  const [row] = await db.select().from(operatorSettings).where(eq(operatorSettings.key, FOUR_EYES_KEY));
  return typeof row?.value === 'number' ? row.value : DEFAULT_FOUR_EYES_CENTS;
}

/** Sets the amount; answers it before and after. */
export async function setFourEyesCents(tx: Db | Tx, cents: number, now: Date) {
  const before = await fourEyesCents(tx);
  await tx
    .insert(operatorSettings)
    .values({ key: FOUR_EYES_KEY, value: cents, updatedAt: now })
    .onConflictDoUpdate({ target: operatorSettings.key, set: { value: cents, updatedAt: now } });
  return { before, after: cents };
}

/** Each site's maximum win per round (sites.max_win_cents) and the range it may take. */
export async function maxWinSettings(db: Db) {
  const rows = await db
    .select({ site: sites.code, name: sites.name, cents: sites.maxWinCents })
    .from(sites)
    .orderBy(asc(sites.id));
  return {
    list: rows.map((row) => ({ site: row.site, name: row.name, max_win: formatCents(row.cents) })),
    min: formatCents(MAX_WIN_FLOOR_CENTS),
    max: formatCents(SEAMLESS_MAX_CENTS),
  };
}

/**
 * Sets a site's maximum win per round: from ten times the largest bet up to what the wallet credits in one
 * transaction (else 422 operator.max_win_range). It applies to rounds opened from then on: an open mines
 * round or a crash bet keeps the maximum it was opened with. Answers the site before and after.
 */
export async function setSiteMaxWin(db: Db | Tx, body: { site: string; max_win: string }) {
  const cents = parseMoney(body.max_win);
  if (cents < MAX_WIN_FLOOR_CENTS || cents > SEAMLESS_MAX_CENTS) {
    throw refusalWith('operator.max_win_range', {
      min: formatCents(MAX_WIN_FLOOR_CENTS),
      max: formatCents(SEAMLESS_MAX_CENTS),
    });
  }
  const code = body.site.trim().toLowerCase();
  const [site] = await db.select().from(sites).where(eq(sites.code, code)).for('update');
  if (!site) throw refusalWith('operator.site_unknown', { site: body.site });
  await db.update(sites).set({ maxWinCents: cents }).where(eq(sites.id, site.id));
  const shown = (value: number) => ({ site: site.code, name: site.name, max_win: formatCents(value) });
  return { before: shown(site.maxWinCents), after: shown(cents) };
}
