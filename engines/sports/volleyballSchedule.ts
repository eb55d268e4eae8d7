import { at, groupMatchesOfDay, stampOf, type SportFixture } from './calendar';
import type { VolleyballParams } from './volleyball';

/**
 * The volleyball schedule: the Superliga, men and women. Each league's twelve teams play in three groups on
 * alternate days (calendar.ts: a team plays every third day), in the evening, São Paulo time.
 *
 * A team's rating is its strength over an average side, in rally terms: a match's serving side wins a
 * rally with the league's serve chance plus half the two ratings' difference (its own rating minus the
 * other's) and the home side's edge, so a strong side serves better and sides out more.
 */

export type VolleyballTeamRating = [code: string, name: string, rating: number];

interface League {
  id: 'superliga-m' | 'superliga-f';
  name: string;
  /** The chance the serving side wins a rally between average teams. */
  serve: number;
  /** The home side's edge on that chance (and the visitors' loss). */
  home: number;
  times: readonly number[];
  teams: readonly VolleyballTeamRating[];
}

export const VOLLEYBALL_LEAGUES: readonly League[] = [
  {
    id: 'superliga-m',
    name: 'Superliga Masculina',
    serve: 0.34,
    home: 0.005,
    times: [at(18), at(19), at(21), at(21, 30)],
    teams: [
      ['SAD', 'Sada Cruzeiro', 0.045],
      ['MIN', 'Itambé Minas', 0.035],
      ['SES', 'Sesi Bauru', 0.02],
      ['JOI', 'Joinville', 0.01],
      ['SUZ', 'Suzano', 0.005],
      ['GUA', 'Guarulhos', 0.0],
      ['MON', 'Montes Claros', -0.005],
      ['CAM', 'Campinas', -0.01],
      ['APA', 'Apan Blumenau', -0.015],
      ['PFV', 'Praia Clube', -0.02],
      ['GOI', 'Goiás Vôlei', -0.03],
      ['SJC', 'São José dos Campos', -0.035],
    ],
  },
  {
    id: 'superliga-f',
    name: 'Superliga Feminina',
    serve: 0.39,
    home: 0.005,
    times: [at(17), at(18, 30), at(19), at(21)],
    teams: [
      ['MIN', 'Gerdau Minas', 0.045],
      ['PRA', 'Dentil Praia Clube', 0.04],
      ['OSA', 'Osasco', 0.025],
      ['SES', 'Sesc Flamengo', 0.02],
      ['BAR', 'Barueri', 0.005],
      ['PIN', 'Pinheiros', 0.0],
      ['BAU', 'Sesi Bauru', -0.005],
      ['BRA', 'Brasília Vôlei', -0.01],
      ['MAR', 'Maringá', -0.02],
      ['TIJ', 'Tijuca', -0.025],
      ['SAN', 'Sancor Mackenzie', -0.03],
      ['ABC', 'Abel Moda ABC', -0.04],
    ],
  },
];

/** A match's params from the two teams. */
export function volleyballParams(
  league: League,
  home: VolleyballTeamRating,
  away: VolleyballTeamRating,
): VolleyballParams {
  const edge = (home[2] - away[2]) / 2;
  const round3 = (x: number) => Math.round(x * 1000) / 1000;
  return {
    league: league.id,
    home: { name: home[1], serve: round3(league.serve + edge + league.home) },
    away: { name: away[1], serve: round3(league.serve - edge - league.home) },
  };
}

/** A São Paulo day's Superliga matches. */
export function fixturesOfDay(day: string): SportFixture<VolleyballParams>[] {
  const stamp = stampOf(day);
  return VOLLEYBALL_LEAGUES.flatMap((league) =>
    groupMatchesOfDay(league.id, league.teams, league.times, day).map(({ home, away, kickoff }) => ({
      code: `${league.id === 'superliga-m' ? 'SLM' : 'SLF'}-${home[0]}-${away[0]}-${stamp}`,
      league: league.id,
      competition: league.name,
      home: home[1],
      away: away[1],
      kickoff,
      params: volleyballParams(league, home, away),
    })),
  );
}
