import { and, eq } from 'drizzle-orm';
import { type Game } from '../../contract';
import { gameBrands, games } from '../db/schema';
import type { Db } from '../db/types';
import { refusal } from '../http/envelope';
import { gameColumns, toGame } from './queries';

/** One listed game of the catalogue (what the game screen shows and which engine runs it); a withdrawn title is 404. */
export async function gameInfo(db: Db, id: number): Promise<Game> {
  const [row] = await db
    .select(gameColumns)
    .from(games)
    .innerJoin(gameBrands, eq(gameBrands.code, games.brandCode))
    .where(and(eq(games.id, id), eq(games.listed, true)));
  if (!row) throw refusal('game.not_found');
  return toGame(row);
}
