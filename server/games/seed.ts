import { notInArray, sql } from 'drizzle-orm';
import { gameBrands, games } from '../db/schema';
import type { Db } from '../db/types';
import { BRANDS, catalogue } from './catalogue';

/**
 * Puts the brands and the catalogue in, in the caller's transaction. Safe on every start: existing rows
 * keep their names and flags; the engine, variant, position and rtp follow the catalogue; a title no longer
 * in it stays (its rounds refer to it) but is no longer listed.
 */
export async function seedGames(tx: Db, now: Date): Promise<void> {
  await tx
    .insert(gameBrands)
    .values(BRANDS.map((brand, position) => ({ ...brand, position })))
    .onConflictDoNothing({ target: gameBrands.code });
  const entries = catalogue();
  await tx
    .insert(games)
    .values(entries.map((entry) => ({ ...entry, createdAt: now })))
    .onConflictDoUpdate({
      target: games.slug,
      set: {
        engine: sql`excluded.engine`,
        variant: sql`excluded.variant`,
        position: sql`excluded.position`,
        rtp: sql`excluded.rtp`,
        listed: true,
      },
    });
  await tx
    .update(games)
    .set({ listed: false })
    .where(
      notInArray(
        games.slug,
        entries.map((entry) => entry.slug),
      ),
    );
}
