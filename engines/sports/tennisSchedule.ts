import { at, circleRound, dayNumber, mod, publicShuffle, saoPauloTime, stampOf, type SportFixture } from './calendar';
import type { TennisParams } from './tennis';

/**
 * The tennis schedule: a tournament a week on each tour (ATP and WTA), played as two groups of eight in a
 * round robin, one round a day from Monday to Sunday — like the tours' team and finals events. Each week's
 * sixteen players are drawn (a public draw) from the tour's pool into the two groups; each player plays one
 * match in each day's round. A knockout draw would need the previous round's winners, which stay secret
 * until the matches are played, so the groups' rounds are fixed in advance instead: every match's players
 * are known days ahead, and none depends on a result.
 *
 * A player's ratings: the share of points won on serve and on return against an average player of the
 * tour. In a match each serves with their own serve share less the opponent's return above the tour's
 * average (a good returner breaks more).
 */

export type TennisPlayerRating = [code: string, name: string, serve: number, ret: number];

interface Tour {
  id: 'atp' | 'wta';
  name: string;
  /** The tour's average return share. */
  ret: number;
  tournaments: readonly string[];
  times: readonly number[];
  players: readonly TennisPlayerRating[];
}

export const TOURS: readonly Tour[] = [
  {
    id: 'atp',
    name: 'ATP',
    ret: 0.36,
    tournaments: [
      'Rio Open',
      'Brasil Open',
      'Buenos Aires Open',
      'Miami Open',
      'Madrid Open',
      'Halle Open',
      'Washington Open',
      'Shanghai Masters',
      'Basel Open',
      'Paris Masters',
    ],
    times: [at(10), at(11), at(12), at(13), at(14), at(15, 30), at(17), at(19)],
    players: [
      ['KOV', 'Andrei Kovalenko', 0.7, 0.41],
      ['MAR', 'Lucas Marchetti', 0.69, 0.4],
      ['SAN', 'Diego Santander', 0.68, 0.4],
      ['HOL', 'Erik Holmqvist', 0.71, 0.37],
      ['BRI', 'Thomas Brinkmann', 0.68, 0.38],
      ['OLI', 'Rafael Oliveira', 0.66, 0.39],
      ['DUP', 'Julien Dupuis', 0.67, 0.37],
      ['TAN', 'Kenji Tanaka', 0.65, 0.39],
      ['ROS', 'Mateo Rossi', 0.66, 0.37],
      ['HAR', 'James Harwood', 0.69, 0.35],
      ['NOV', 'Pavel Novak', 0.65, 0.37],
      ['SIL', 'Gabriel Silveira', 0.64, 0.37],
      ['LIN', 'Oskar Lindgren', 0.66, 0.35],
      ['FER', 'Tomás Ferreyra', 0.63, 0.38],
      ['WEB', 'Felix Weber', 0.65, 0.35],
      ['COS', 'Bruno Costa', 0.63, 0.36],
      ['PET', 'Nikola Petrović', 0.64, 0.35],
      ['ALM', 'Carlos Almeida', 0.62, 0.36],
      ['GRA', 'Hugo Granier', 0.63, 0.34],
      ['MCK', 'Liam McKenna', 0.64, 0.33],
      ['RAM', 'Pablo Ramírez', 0.61, 0.36],
      ['VOS', 'Daan Vos', 0.63, 0.33],
      ['KIM', 'Min-jun Kim', 0.61, 0.35],
      ['BEC', 'Arthur Becker', 0.62, 0.33],
    ],
  },
  {
    id: 'wta',
    name: 'WTA',
    ret: 0.44,
    tournaments: [
      'São Paulo Open',
      'Florianópolis Open',
      'Charleston Open',
      'Stuttgart Open',
      'Roma Open',
      'Eastbourne Open',
      'Toronto Open',
      'Tokyo Open',
      'Wuhan Open',
      'Guadalajara Open',
    ],
    times: [at(10, 30), at(11, 30), at(12, 30), at(13, 30), at(15), at(16, 30), at(18), at(20)],
    players: [
      ['SOK', 'Daria Sokolova', 0.61, 0.48],
      ['MEN', 'Laura Mendes', 0.6, 0.47],
      ['BER', 'Clara Bertrand', 0.59, 0.47],
      ['NIE', 'Anna Nielsen', 0.62, 0.45],
      ['MOR', 'Lucía Moreno', 0.58, 0.47],
      ['ZHA', 'Zhang Yiran', 0.59, 0.46],
      ['KRA', 'Petra Kralova', 0.6, 0.44],
      ['WIL', 'Emma Wilson', 0.58, 0.45],
      ['FON', 'Beatriz Fonseca', 0.57, 0.46],
      ['HOF', 'Lena Hofmann', 0.59, 0.44],
      ['RIC', 'Giulia Ricci', 0.57, 0.45],
      ['IVA', 'Mila Ivanova', 0.58, 0.44],
      ['SAT', 'Yui Sato', 0.56, 0.45],
      ['DUR', 'Camille Durand', 0.57, 0.44],
      ['PER', 'Valentina Pereira', 0.56, 0.44],
      ['JAN', 'Eva Jansen', 0.57, 0.43],
      ['KOW', 'Zofia Kowalska', 0.56, 0.43],
      ['TOR', 'Sofía Torres', 0.55, 0.44],
      ['LAR', 'Ingrid Larsen', 0.56, 0.42],
      ['BAK', 'Olivia Baker', 0.55, 0.43],
      ['POP', 'Irina Popescu', 0.54, 0.43],
      ['SIL', 'Manuela Silva', 0.55, 0.42],
      ['HAN', 'Seo-yeon Han', 0.54, 0.42],
      ['MUL', 'Hanna Müller', 0.54, 0.41],
    ],
  },
];

/** A match's params from the two players. */
export function tennisParams(tour: Tour, home: TennisPlayerRating, away: TennisPlayerRating): TennisParams {
  const round3 = (x: number) => Math.round(x * 1000) / 1000;
  return {
    tour: tour.id,
    home: { name: home[1], serve: round3(home[2] - (away[3] - tour.ret)) },
    away: { name: away[1], serve: round3(away[2] - (home[3] - tour.ret)) },
  };
}

/** Groups of a tournament. */
const GROUP_SIZE = 8;

/** A São Paulo day's matches on both tours: each group's round of the day (Monday the first, Sunday the seventh). */
export function fixturesOfDay(day: string): SportFixture<TennisParams>[] {
  const stamp = stampOf(day);
  // The calendar counts from a Monday.
  const days = dayNumber(day);
  const week = Math.floor(days / 7);
  const round = mod(days, 7);
  return TOURS.flatMap((tour) => {
    const tournament = tour.tournaments[mod(week, tour.tournaments.length)]!;
    const field = publicShuffle(tour.players, `${tour.id}:${week}:field`).slice(0, 2 * GROUP_SIZE);
    const times = publicShuffle(tour.times, `${tour.id}:${day}`);
    return [0, 1]
      .flatMap((g) => {
        const group = field.slice(g * GROUP_SIZE, (g + 1) * GROUP_SIZE);
        return circleRound(GROUP_SIZE, round).map(([h, a], i) => ({
          home: group[h]!,
          away: group[a]!,
          kickoff: saoPauloTime(day, times[(g * GROUP_SIZE) / 2 + i]!),
          group: g,
        }));
      })
      .map(({ home, away, kickoff }) => ({
        code: `${tour.id.toUpperCase()}-${home[0]}-${away[0]}-${stamp}`,
        league: tour.id,
        competition: `${tour.name} ${tournament}`,
        home: home[1],
        away: away[1],
        kickoff,
        params: tennisParams(tour, home, away),
      }));
  });
}
