import type { BasketballParams } from './basketball';
import { at, groupMatchesOfDay, stampOf, type SportFixture } from './calendar';

/**
 * The basketball schedule: the NBA and the NBB. Each league's teams play in three groups on alternate days
 * (calendar.ts: a team plays every third day, a round of its group's round robin each time), at the
 * leagues' usual São Paulo times (the NBA's evening games from 20:00, the NBB's from 19:00).
 *
 * A team's ratings: offence (points per possession it scores against an average defence, as a factor),
 * defence (what it lets in, as a factor: 0.97 = 3 % fewer) and pace (possessions per 48 minutes in the NBA,
 * per 40 in the NBB). A game's pace is the two teams' average; each side scores the league's points per
 * possession times its offence and the other's defence, the home side times the home court's edge and the
 * visitors divided by it.
 */

export type BasketballTeamRating = [code: string, name: string, offence: number, defence: number, pace: number];

interface League {
  id: 'nba' | 'nbb';
  name: string;
  /** Points per possession of an average team. */
  ppp: number;
  /** The home court's edge on points per possession, as a factor. */
  home: number;
  /** Game minutes (pace is per game). */
  minutes: number;
  times: readonly number[];
  teams: readonly BasketballTeamRating[];
}

export const BASKETBALL_LEAGUES: readonly League[] = [
  {
    id: 'nba',
    name: 'NBA',
    ppp: 1.13,
    home: 1.012,
    minutes: 48,
    times: [at(20), at(20, 30), at(21), at(21), at(21, 30), at(22), at(22, 30), at(23), at(23, 30), at(23, 30)],
    teams: [
      ['BOS', 'Boston Celtics', 1.06, 0.95, 98],
      ['OKC', 'Oklahoma City Thunder', 1.04, 0.93, 100],
      ['CLE', 'Cleveland Cavaliers', 1.05, 0.96, 99],
      ['DEN', 'Denver Nuggets', 1.05, 1.0, 98],
      ['NYK', 'New York Knicks', 1.03, 0.98, 96],
      ['MIL', 'Milwaukee Bucks', 1.02, 1.0, 100],
      ['MIN', 'Minnesota Timberwolves', 1.0, 0.95, 97],
      ['LAL', 'Los Angeles Lakers', 1.01, 1.0, 101],
      ['GSW', 'Golden State Warriors', 1.01, 0.99, 101],
      ['HOU', 'Houston Rockets', 0.99, 0.96, 99],
      ['MEM', 'Memphis Grizzlies', 1.0, 0.98, 103],
      ['IND', 'Indiana Pacers', 1.03, 1.02, 103],
      ['DAL', 'Dallas Mavericks', 1.02, 1.0, 99],
      ['PHX', 'Phoenix Suns', 1.02, 1.02, 98],
      ['LAC', 'Los Angeles Clippers', 1.0, 0.98, 97],
      ['MIA', 'Miami Heat', 0.98, 0.98, 96],
      ['ORL', 'Orlando Magic', 0.96, 0.95, 96],
      ['SAC', 'Sacramento Kings', 1.01, 1.02, 100],
      ['PHI', 'Philadelphia 76ers', 0.99, 1.0, 97],
      ['ATL', 'Atlanta Hawks', 1.0, 1.04, 103],
      ['CHI', 'Chicago Bulls', 0.98, 1.02, 101],
      ['NOP', 'New Orleans Pelicans', 0.97, 1.02, 100],
      ['TOR', 'Toronto Raptors', 0.96, 1.03, 100],
      ['BKN', 'Brooklyn Nets', 0.96, 1.03, 97],
      ['SAS', 'San Antonio Spurs', 0.97, 1.03, 101],
      ['POR', 'Portland Trail Blazers', 0.96, 1.03, 99],
      ['UTA', 'Utah Jazz', 0.97, 1.05, 101],
      ['CHA', 'Charlotte Hornets', 0.95, 1.04, 99],
      ['DET', 'Detroit Pistons', 0.98, 1.0, 100],
      ['WAS', 'Washington Wizards', 0.95, 1.06, 102],
    ],
  },
  {
    id: 'nbb',
    name: 'NBB',
    ppp: 1.05,
    home: 1.018,
    minutes: 40,
    times: [at(19), at(19, 30), at(20), at(20)],
    teams: [
      ['FLA', 'Flamengo', 1.06, 0.95, 75],
      ['FRA', 'Franca', 1.05, 0.95, 74],
      ['MIN', 'Minas', 1.03, 0.97, 76],
      ['SAO', 'São Paulo', 1.02, 0.98, 77],
      ['BAU', 'Bauru', 1.0, 0.99, 76],
      ['PAU', 'Paulistano', 1.0, 1.0, 75],
      ['PIN', 'Pinheiros', 0.99, 1.0, 77],
      ['COR', 'Corinthians', 0.99, 1.01, 76],
      ['UNI', 'Unifacisa', 1.0, 1.02, 78],
      ['FOR', 'Fortaleza Basquete Cearense', 0.98, 1.0, 74],
      ['BRA', 'Brasília', 0.97, 1.02, 76],
      ['MOG', 'Mogi das Cruzes', 0.98, 1.02, 75],
      ['CAX', 'Caxias do Sul', 0.97, 1.03, 76],
      ['PAT', 'Pato Basquete', 0.96, 1.02, 77],
      ['VAS', 'Vasco da Gama', 0.98, 1.01, 76],
      ['BOT', 'Botafogo', 0.97, 1.03, 75],
      ['CEP', 'Cerrado', 0.95, 1.04, 77],
      ['UBE', 'União Corinthians', 0.95, 1.05, 76],
    ],
  },
];

/** A game's params from the two teams. */
export function basketballParams(
  league: League,
  home: BasketballTeamRating,
  away: BasketballTeamRating,
): BasketballParams {
  const pace = (home[4] + away[4]) / 2;
  const round3 = (x: number) => Math.round(x * 1000) / 1000;
  return {
    league: league.id,
    possessions: Math.round(pace / 4),
    overtimePossessions: Math.round((pace * 5) / league.minutes),
    home: { name: home[1], ppp: round3(league.ppp * league.home * home[2] * away[3]) },
    away: { name: away[1], ppp: round3((league.ppp * away[2] * home[3]) / league.home) },
  };
}

/** A São Paulo day's NBA and NBB games. */
export function fixturesOfDay(day: string): SportFixture<BasketballParams>[] {
  const stamp = stampOf(day);
  return BASKETBALL_LEAGUES.flatMap((league) =>
    groupMatchesOfDay(league.id, league.teams, league.times, day).map(({ home, away, kickoff }) => ({
      code: `${league.id.toUpperCase()}-${home[0]}-${away[0]}-${stamp}`,
      league: league.id,
      competition: league.name,
      home: home[1],
      away: away[1],
      kickoff,
      params: basketballParams(league, home, away),
    })),
  );
}
