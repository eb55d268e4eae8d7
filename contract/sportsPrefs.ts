import * as v from 'valibot';
import { LangField, Line } from './common';
import { endpoint } from './endpoint';
import { ODDS_FORMATS, type OddsFormat } from './oddsFormats';
import { says } from './says';

/**
 * A member's sportsbook preferences, kept on their record so they follow them to every device: how odds are
 * written (decimal, fractional or American) and the leagues they starred (first in the board's navigation).
 * A guest sees decimal odds and no stars.
 */

export { ODDS_FORMATS, type OddsFormat };

export const OddsFormatBody = v.object({
  odds_format: v.picklist(ODDS_FORMATS, says('sports.odds_format_invalid')),
  lang: LangField,
});
export type OddsFormatBody = v.InferInput<typeof OddsFormatBody>;
export const OddsFormatResult = v.object({ odds_format: v.picklist(ODDS_FORMATS) });

export const LeagueStarBody = v.object({
  league: Line(32, says('sports.league_not_found')),
  lang: LangField,
});
export type LeagueStarBody = v.InferInput<typeof LeagueStarBody>;
export const LeagueStarResult = v.object({ league: v.string(), favourite: v.boolean() });
export type LeagueStarResult = v.InferOutput<typeof LeagueStarResult>;

/** The member's starred leagues' ids, first starred first. */
export const FavouriteLeagues = v.object({ leagues: v.array(v.string()) });
export type FavouriteLeagues = v.InferOutput<typeof FavouriteLeagues>;

const star = (path: string, summary: string) =>
  endpoint({
    method: 'post',
    path,
    summary,
    tag: 'house',
    auth: 'member',
    body: LeagueStarBody,
    response: LeagueStarResult,
    errors: { 'sports.league_not_found': 'a league the board does not have' },
  });

export const SportsPrefsEndpoints = {
  oddsFormat: endpoint({
    method: 'post',
    path: '/house/sports/odds-format',
    summary:
      "Choose how the member's odds are written everywhere (decimal, fractional or American); kept on their record (UserInfo.odds_format), the same again is fine",
    tag: 'house',
    auth: 'member',
    body: OddsFormatBody,
    response: OddsFormatResult,
    errors: { 'sports.odds_format_invalid': 'not decimal, fractional or american' },
  }),
  favouriteLeagues: endpoint({
    method: 'get',
    path: '/house/sports/leagues/favourites',
    summary: "The member's starred leagues, first starred first (the board lists them first)",
    tag: 'house',
    auth: 'member',
    response: FavouriteLeagues,
    background: true,
  }),
  starLeague: star('/house/sports/leagues/favourites/set', 'Star a league (again is fine)'),
  unstarLeague: star(
    '/house/sports/leagues/favourites/delete',
    'Take the star off a league (a league that has none is fine)',
  ),
};
