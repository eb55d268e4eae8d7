import { and, asc, eq } from 'drizzle-orm';
import type { OddsFormat } from '../../contract/sportsPrefs';
import { SportsPrefsEndpoints } from '../../contract/sportsPrefs';
import { favouriteLeagues, members } from '../db/schema';
import type { Db } from '../db/types';
import { refusal } from '../http/envelope';
import { implement } from '../http/registry';
import { leagueOf } from './fixtures';

/*
 * A member's sportsbook preferences (contract/sportsPrefs.ts): the odds format on their record, and their
 * starred leagues. Only ever the token's member's; setting the same again changes nothing and answers the same.
 */

/** POST /house/sports/odds-format: the member's odds format from now on, on every device. */
export async function setOddsFormat(db: Db, memberId: number, format: OddsFormat, now: Date) {
  await db.update(members).set({ oddsFormat: format, updatedAt: now }).where(eq(members.id, memberId));
  return { odds_format: format };
}

/** GET /house/sports/leagues/favourites: the member's starred leagues still on the board, first starred first. */
export async function listFavouriteLeagues(db: Db, memberId: number) {
  const rows = await db
    .select({ league: favouriteLeagues.league })
    .from(favouriteLeagues)
    .where(eq(favouriteLeagues.memberId, memberId))
    .orderBy(asc(favouriteLeagues.createdAt), asc(favouriteLeagues.league));
  return { leagues: rows.map((r) => r.league).filter((id) => leagueOf(id)) };
}

/**
 * POST /house/sports/leagues/favourites/set and /delete: idempotent either way. Only a league of the board
 * may be starred (so a member's stars are at most the board's leagues); an unknown one is 404.
 */
export async function starLeague(db: Db, memberId: number, league: string, favourite: boolean, now: Date) {
  const id = league.trim();
  if (!leagueOf(id)) throw refusal('sports.league_not_found');
  if (favourite) {
    await db.insert(favouriteLeagues).values({ memberId, league: id, createdAt: now }).onConflictDoNothing();
  } else {
    await db
      .delete(favouriteLeagues)
      .where(and(eq(favouriteLeagues.memberId, memberId), eq(favouriteLeagues.league, id)));
  }
  return { league: id, favourite };
}

/** The preferences' endpoints (contract/sportsPrefs.ts), implemented. */
export const sportsPrefsRoutes = [
  implement(SportsPrefsEndpoints.oddsFormat, async ({ deps, now, member, body }) => ({
    data: await setOddsFormat(deps.db, member.member.id, body.odds_format, now),
  })),
  implement(SportsPrefsEndpoints.favouriteLeagues, async ({ deps, member }) => ({
    data: await listFavouriteLeagues(deps.db, member.member.id),
  })),
  implement(SportsPrefsEndpoints.starLeague, async ({ deps, now, member, body }) => ({
    data: await starLeague(deps.db, member.member.id, body.league, true, now),
  })),
  implement(SportsPrefsEndpoints.unstarLeague, async ({ deps, now, member, body }) => ({
    data: await starLeague(deps.db, member.member.id, body.league, false, now),
  })),
];
