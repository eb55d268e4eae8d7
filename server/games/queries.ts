import { and, eq, sql } from 'drizzle-orm';
import { type Game } from '../../contract';
import { gameBrands, games, type GameRow } from '../db/schema';
import { reusable } from '../db/reusable';
import type { Db } from '../db/types';
import { refusal } from '../http/envelope';
import { artUrl } from './art';

/** The columns a Game is built from (a game joined with its brand). */
export const gameColumns = {
  id: games.id,
  name: games.name,
  category: games.category,
  brand: games.brandCode,
  brandName: gameBrands.name,
  engine: games.engine,
  variant: games.variant,
  rtp: games.rtp,
  popular: games.popular,
  promoted: games.promoted,
  position: games.position,
};

export interface GameListRow {
  id: number;
  name: string;
  category: Game['category'];
  brand: string;
  brandName: string;
  engine: Game['engine'];
  variant: string;
  rtp: string;
  popular: boolean;
  promoted: boolean;
  position: number;
}

export function toGame(row: GameListRow): Game {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    brand: row.brand,
    brand_name: row.brandName,
    icon: artUrl(row),
    engine: row.engine,
    ...(row.engine === 'sportsbook' && row.variant ? { league: row.variant } : {}),
    rtp: row.rtp,
    popular: row.popular,
    promoted: row.promoted,
  };
}

/** The listed game with this id, or 404 'Game not found' (also for a title withdrawn from the catalogue). */
const listedGame = reusable((db) =>
  db
    .select()
    .from(games)
    .where(and(eq(games.id, sql.placeholder('id')), eq(games.listed, true))),
);

export async function gameOr404(db: Db, id: number): Promise<GameRow> {
  const [game] = await listedGame(db, { id });
  if (!game) throw refusal('game.not_found');
  return game;
}

/** A LIKE pattern matching `text` anywhere, its own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
