import { dayNumber, mod, publicStream, roundRobin, saoPauloTime, shuffle, stampOf } from './calendar';
import { MAP_POOL, type Cs2Params, type Cs2Team, type MapName } from './esports';

/**
 * CS2's leagues: two of eight teams each, every team meeting every other once in each turn of the round
 * robin (the circle method), four best-of-three matches a round. Each league plays its rounds on two days
 * of the week three and four days apart (the ESL Pro League on Mondays and Thursdays, the CBCS Elite League
 * on Wednesdays and Saturdays), so a team plays at most once in three days. A match's maps come from the
 * veto: home picks its best map, away its best of the rest, the decider is drawn from what is left. The
 * teams' strengths are set by hand, their edges on the maps and the veto's decider drawn from a public
 * stream (the schedule is public).
 */

export interface Cs2Fixture {
  code: string;
  competition: string;
  home: string;
  away: string;
  kickoff: Date;
  params: Cs2Params;
}

interface Cs2League {
  id: string;
  name: string;
  /** The weekdays of its rounds (0 Monday … 6 Sunday). */
  days: readonly [number, number];
  teams: readonly (readonly [code: string, name: string, strength: number])[];
}

export const CS2_LEAGUES: readonly Cs2League[] = [
  {
    id: 'epl',
    name: 'ESL Pro League',
    days: [0, 3],
    teams: [
      ['VIT', 'Team Vitality', 0.32],
      ['NAVI', 'Natus Vincere', 0.27],
      ['MOUZ', 'MOUZ', 0.25],
      ['SPR', 'Team Spirit', 0.24],
      ['FAL', 'Falcons', 0.2],
      ['G2', 'G2 Esports', 0.19],
      ['MGZ', 'The MongolZ', 0.18],
      ['FAZE', 'FaZe Clan', 0.14],
    ],
  },
  {
    id: 'cbcs',
    name: 'CBCS Elite League',
    days: [2, 5],
    teams: [
      ['FUR', 'FURIA', 0.24],
      ['MIBR', 'MIBR', 0.17],
      ['PAIN', 'paiN Gaming', 0.17],
      ['IMP', 'Imperial', 0.1],
      ['FLX', 'Fluxo', 0.08],
      ['ODK', 'ODDIK', 0.06],
      ['RED', 'RED Canids', 0.03],
      ['SHK', 'Sharks', 0.0],
    ],
  },
];

/** Each league's teams with their map edges, drawn once. */
export const CS2_TEAMS: ReadonlyMap<string, readonly Cs2Team[]> = new Map(
  CS2_LEAGUES.map((league) => [
    league.id,
    league.teams.map(([code, name, strength]) => {
      const random = publicStream(`cs2:${code}`);
      const maps = Object.fromEntries(MAP_POOL.map((m) => [m, Math.round((random() - 0.5) * 30) / 100])) as Record<
        MapName,
        number
      >;
      return { code, name, strength, maps };
    }),
  ]),
);

/** The veto: home's best map, away's best of the rest, a decider drawn from the others. */
export function veto(home: Cs2Team, away: Cs2Team, random: () => number): [MapName, MapName, MapName] {
  const best = (team: Cs2Team, pool: readonly MapName[]) =>
    pool.reduce((top, m) => (team.maps[m] > team.maps[top] ? m : top), pool[0]!);
  const first = best(home, MAP_POOL);
  const second = best(
    away,
    MAP_POOL.filter((m) => m !== first),
  );
  const rest = MAP_POOL.filter((m) => m !== first && m !== second);
  return [first, second, rest[Math.floor(random() * rest.length)]!];
}

const KICKOFFS = [13 * 60, 15 * 60 + 30, 18 * 60, 20 * 60 + 30];

/** A São Paulo day's CS2 matches ('YYYY-MM-DD'): each league's round if it plays one that day. */
export function fixturesOfDay(day: string): Cs2Fixture[] {
  const days = dayNumber(day);
  const week = Math.floor(days / 7);
  const weekday = mod(days, 7);
  return CS2_LEAGUES.flatMap((league) => {
    const slot = league.days.indexOf(weekday);
    if (slot < 0) return [];
    const teams = CS2_TEAMS.get(league.id)!;
    const order = shuffle(teams, publicStream(`cs2:${league.id}:order`));
    const rounds = roundRobin(teams.length);
    const number = week * 2 + slot;
    const turn = Math.floor(number / rounds.length);
    const random = publicStream(`cs2:${league.id}:${number}`);
    const pairs = rounds[mod(number, rounds.length)]!.map(([h, a]) => (mod(turn, 2) === 0 ? [h, a] : [a, h]));
    return shuffle(pairs, random).map(([h, a], i) => {
      const home = order[h!]!;
      const away = order[a!]!;
      return {
        code: `CS2-${home.code}-${away.code}-${stampOf(day)}`,
        competition: league.name,
        home: home.name,
        away: away.name,
        kickoff: saoPauloTime(day, KICKOFFS[i]!),
        params: { home, away, maps: veto(home, away, random) },
      };
    });
  });
}
