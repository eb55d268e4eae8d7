import { sql } from 'drizzle-orm';
import { gameBrands, games } from '../db/schema';
import type { Db } from '../db/types';
import { BRANDS, catalogue } from './catalogue';

/**
 * Puts the brands and the catalogue in, in the caller's transaction. Safe on every start: existing rows
 * keep their names and flags; only the rtp follows the engines' current value.
 */
export async function seedGames(tx: Db, now: Date): Promise<void> {
  await tx
    .insert(gameBrands)
    .values(BRANDS.map((brand, position) => ({ ...brand, position })))
    .onConflictDoNothing({ target: gameBrands.code });
  await tx
    .insert(games)
    .values(catalogue().map((entry) => ({ ...entry, createdAt: now })))
    .onConflictDoUpdate({ target: games.slug, set: { rtp: sql`excluded.rtp` } });
}
