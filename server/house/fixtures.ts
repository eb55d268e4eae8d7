import type { MarketId } from '../../contract/sports';
import type { fixtures } from '../db/schema';
import { saoPauloDay, saoPauloDayStart } from '../../lib/time';
import { roundRobin as circleRoundRobin, shuffle } from '../../engines/sports/calendar';
import { footballTeam, type FootballParams, type NameOrigin } from '../../engines/sports/football';
import { MARKETS, MATCH_MINUTES, pricesOf, seeded } from './markets';

/** The sportsbook's leagues and fixture schedule (pure: the catalogue reads its return to player). */

/**
 * A team: its code, its name, and its ratings against an average side of its league: attack (the goals it
 * scores, 1.20 = 20 % more than average) and defence (the goals it lets in, 0.80 = 20 % fewer).
 */
export type Team = [code: string, name: string, attack: number, defence: number];

export interface League {
  id: string;
  name: string;
  /** ISO 3166 country code, or "sa" for a South American competition, "eu" for a European one. */
  country: string;
  /** The goals an average side scores in a match on neutral ground in this league. */
  goals: number;
  /** How much more the home side scores (and the visitors less), as a factor: 1.15 = 15 %. */
  homeAdvantage: number;
  teams: readonly Team[];
  /**
   * The league's week: its rounds in order (one or two a week), each played over the days listed. A day is
   * the weekday (0 = Monday), how many of the round's matches are played on it, and the kick-off times (in
   * São Paulo, minutes after midnight) those matches take, drawn from. A round's days add up to half the
   * teams, so each team plays once in every round, and a round ends at least three days before the next begins.
   */
  week: readonly (readonly RoundDay[])[];
}

/** A day of a round: weekday (0 = Monday), matches played on it, the kick-off times they draw from. */
export type RoundDay = readonly [weekday: number, matches: number, times: readonly number[]];

export type ScheduledFixture = typeof fixtures.$inferInsert & { xgHome: number; xgAway: number; kickoff: Date };

const at = (h: number, m = 0) => h * 60 + m;

export const LEAGUES: readonly League[] = [
  {
    id: 'bra-a',
    name: 'Brasileirão Série A',
    country: 'br',
    goals: 1.2,
    homeAdvantage: 1.18,
    week: [
      [[2, 7, [at(19), at(19, 30), at(20), at(21, 30), at(21, 30), at(21, 45), at(22)]]],
      [
        [5, 3, [at(16), at(17), at(18, 30), at(21)]],
        [6, 4, [at(11), at(16), at(16), at(18, 30), at(20, 30)]],
      ],
    ],
    teams: [
      ['FLA', 'Flamengo', 1.4, 0.75],
      ['PAL', 'Palmeiras', 1.3, 0.7],
      ['BOT', 'Botafogo', 1.252, 0.82],
      ['CAM', 'Atlético Mineiro', 1.106, 0.9],
      ['SAO', 'São Paulo', 0.998, 0.85],
      ['COR', 'Corinthians', 0.9, 0.937],
      ['FLU', 'Fluminense', 0.953, 1.0],
      ['INT', 'Internacional', 1.05, 0.88],
      ['GRE', 'Grêmio', 1.02, 1.1],
      ['CRU', 'Cruzeiro', 0.98, 0.92],
      ['BAH', 'Bahia', 1.07, 1.04],
      ['FOR', 'Fortaleza', 0.93, 0.97],
      ['VAS', 'Vasco da Gama', 0.91, 1.16],
      ['SAN', 'Santos', 0.87, 1.12],
    ],
  },
  {
    id: 'bra-b',
    name: 'Brasileirão Série B',
    country: 'br',
    goals: 1.1,
    homeAdvantage: 1.2,
    week: [
      [[4, 5, [at(19), at(19), at(21), at(21, 30), at(21, 30)]]],
      [
        [0, 2, [at(19), at(21, 30)]],
        [1, 3, [at(19), at(19), at(21, 30), at(21, 30)]],
      ],
    ],
    teams: [
      ['SPT', 'Sport', 1.15, 0.9],
      ['CEA', 'Ceará', 1.1, 0.87],
      ['GOI', 'Goiás', 0.999, 0.98],
      ['CFC', 'Coritiba', 1.03, 0.95],
      ['AVA', 'Avaí', 0.95, 1.02],
      ['CHA', 'Chapecoense', 0.891, 1.05],
      ['PON', 'Ponte Preta', 0.92, 1.08],
      ['GUA', 'Guarani', 0.85, 1.11],
      ['NOV', 'Novorizontino', 1.06, 0.91],
      ['VIL', 'Vila Nova', 0.939, 1.0],
    ],
  },
  {
    id: 'copa-br',
    name: 'Copa do Brasil',
    country: 'br',
    goals: 1.2,
    homeAdvantage: 1.15,
    week: [
      [
        [2, 2, [at(19, 15), at(20), at(21, 30)]],
        [3, 2, [at(19), at(20), at(21, 30)]],
      ],
    ],
    teams: [
      ['CAP', 'Athletico Paranaense', 1.16, 0.88],
      ['AME', 'América Mineiro', 1.0, 0.95],
      ['JUV', 'Juventude', 0.95, 1.01],
      ['CRI', 'Criciúma', 0.973, 1.03],
      ['PAY', 'Paysandu', 0.92, 1.06],
      ['REM', 'Remo', 0.93, 1.09],
      ['CRB', 'CRB', 0.88, 1.05],
      ['NAU', 'Náutico', 0.9, 1.12],
    ],
  },
  {
    id: 'libertadores',
    name: 'Copa Libertadores',
    country: 'sa',
    goals: 1.2,
    homeAdvantage: 1.22,
    week: [
      [
        [1, 2, [at(19), at(21), at(21, 30)]],
        [2, 2, [at(19), at(21), at(21, 30)]],
        [3, 1, [at(19), at(21), at(21, 30)]],
      ],
    ],
    teams: [
      ['RIV', 'River Plate', 1.3, 0.76],
      ['BOC', 'Boca Juniors', 1.15, 0.786],
      ['RAC', 'Racing', 1.175, 0.95],
      ['EST', 'Estudiantes', 1.05, 0.9],
      ['PEN', 'Peñarol', 0.996, 0.96],
      ['NAC', 'Nacional', 0.95, 0.98],
      ['COL', 'Colo-Colo', 0.92, 1.06],
      ['LDU', 'LDU Quito', 1.035, 1.0],
      ['OLI', 'Olimpia', 0.9, 1.1],
      ['CER', 'Cerro Porteño', 0.877, 1.04],
    ],
  },
  {
    id: 'sudamericana',
    name: 'Copa Sul-Americana',
    country: 'sa',
    goals: 1.15,
    homeAdvantage: 1.2,
    week: [
      [
        [1, 1, [at(17), at(19), at(21, 30)]],
        [2, 2, [at(19), at(19), at(21, 30)]],
        [3, 1, [at(17), at(19), at(21, 30)]],
      ],
    ],
    teams: [
      ['IND', 'Independiente', 1.153, 0.93],
      ['SLO', 'San Lorenzo', 0.98, 0.956],
      ['LAN', 'Lanús', 1.072, 0.888],
      ['UCH', 'Universidad de Chile', 0.994, 0.935],
      ['JUN', 'Junior', 1.059, 0.863],
      ['IDV', 'Independiente del Valle', 1.047, 0.815],
      ['DYJ', 'Defensa y Justicia', 0.909, 1.143],
      ['ALW', 'Always Ready', 0.876, 1.195],
    ],
  },
  {
    id: 'premier',
    name: 'Premier League',
    country: 'gb',
    goals: 1.4,
    homeAdvantage: 1.1,
    week: [
      [[2, 5, [at(16, 30), at(16, 30), at(17), at(17, 15), at(17, 15)]]],
      [
        [5, 3, [at(9, 30), at(12), at(12), at(14, 30)]],
        [6, 2, [at(11), at(13, 30)]],
      ],
    ],
    teams: [
      ['ARS', 'Arsenal', 1.3, 0.65],
      ['LIV', 'Liverpool', 1.42, 0.8],
      ['MCI', 'Manchester City', 1.48, 0.77],
      ['CHE', 'Chelsea', 1.2, 0.94],
      ['MUN', 'Manchester United', 0.95, 1.06],
      ['TOT', 'Tottenham', 1.24, 1.15],
      ['NEW', 'Newcastle', 1.15, 0.96],
      ['AVL', 'Aston Villa', 1.1, 1.01],
      ['BHA', 'Brighton', 1.05, 1.04],
      ['WHU', 'West Ham', 0.96, 1.2],
    ],
  },
  {
    id: 'laliga',
    name: 'La Liga',
    country: 'es',
    goals: 1.3,
    homeAdvantage: 1.12,
    week: [
      [
        [4, 1, [at(17)]],
        [5, 2, [at(10), at(12, 15), at(14, 30), at(17)]],
        [6, 2, [at(10), at(12, 15), at(14, 30), at(17)]],
      ],
    ],
    teams: [
      ['RMA', 'Real Madrid', 1.458, 0.7],
      ['BAR', 'Barcelona', 1.496, 0.815],
      ['ATM', 'Atlético de Madrid', 1.122, 0.698],
      ['ATH', 'Athletic Club', 1.091, 0.842],
      ['RSO', 'Real Sociedad', 0.976, 0.879],
      ['VLR', 'Villarreal', 1.108, 1.022],
      ['BET', 'Real Betis', 1.03, 1.03],
      ['SEV', 'Sevilla', 0.936, 1.051],
      ['VAL', 'Valencia', 0.915, 1.08],
      ['GIR', 'Girona', 1.04, 1.143],
    ],
  },
  {
    id: 'seriea',
    name: 'Serie A',
    country: 'it',
    goals: 1.3,
    homeAdvantage: 1.1,
    week: [
      [
        [5, 2, [at(11), at(14), at(16, 45)]],
        [6, 3, [at(8, 30), at(11), at(14), at(16, 45)]],
      ],
    ],
    teams: [
      ['INZ', 'Internazionale', 1.334, 0.75],
      ['NAP', 'Napoli', 1.19, 0.878],
      ['MIL', 'Milan', 1.124, 0.936],
      ['JVT', 'Juventus', 1.098, 0.725],
      ['ATA', 'Atalanta', 1.31, 0.944],
      ['ROM', 'Roma', 1.055, 0.865],
      ['LAZ', 'Lazio', 0.964, 1.012],
      ['FIO', 'Fiorentina', 0.972, 0.972],
      ['BOL', 'Bologna', 0.951, 0.956],
      ['TOR', 'Torino', 0.853, 1.091],
    ],
  },
  {
    id: 'ucl',
    name: 'Champions League',
    country: 'eu',
    goals: 1.45,
    homeAdvantage: 1.12,
    week: [
      [
        [1, 2, [at(14, 45), at(16), at(17), at(17)]],
        [2, 2, [at(14, 45), at(16), at(17), at(17)]],
      ],
    ],
    teams: [
      ['BAY', 'Bayern de Munique', 1.453, 0.763],
      ['PSG', 'Paris Saint-Germain', 1.385, 0.803],
      ['BVB', 'Borussia Dortmund', 1.208, 0.97],
      ['BEN', 'Benfica', 1.074, 0.907],
      ['POR', 'Porto', 0.998, 0.903],
      ['AJA', 'Ajax', 1.017, 1.002],
      ['PSV', 'PSV Eindhoven', 1.041, 0.996],
      ['CEL', 'Celtic', 0.944, 1.085],
    ],
  },
];

export const leagueOf = (id: string) => LEAGUES.find((l) => l.id === id);

/** What every answer names a fixture by: its code, sport, league and competition, teams and kickoff. */
export const fixtureHeading = (
  row: Pick<typeof fixtures.$inferSelect, 'code' | 'sport' | 'league' | 'competition' | 'home' | 'away' | 'kickoff'>,
) => ({
  id: row.code,
  sport: row.sport,
  league: row.league,
  competition: row.competition,
  home: row.home,
  away: row.away,
  kickoff: row.kickoff.toISOString(),
});

/** Days of fixtures on the schedule: today (São Paulo) and the next three. */
export const SCHEDULE_DAYS = 4;

/**
 * Expected goals of a pairing, in hundredths: each side scores the league's average times its attack
 * and the other side's defence, the home side times the league's home advantage and the visitors
 * divided by it. A pure function of the two teams and where they play, so every match is priced from its
 * own teams, and the same match always the same way.
 */
export function pairingGoals(league: League, home: Team, away: Team): [number, number] {
  return [
    Math.round(100 * league.goals * league.homeAdvantage * home[2] * away[3]),
    Math.round((100 * league.goals * away[2] * home[3]) / league.homeAdvantage),
  ];
}

/** Where a league's players mostly come from (their names in the line-ups). */
const ORIGINS: Record<string, NameOrigin> = { br: 'pt', sa: 'es', gb: 'en', es: 'es', it: 'it', eu: 'en' };

/**
 * A pairing's params for the football model (engines/sports/football.ts), public before kickoff: each
 * side's expected goals the pairing's (`pairingGoals`, so the model's 1X2 is the one the schedule always
 * priced), its corners and cards the model's defaults, its line-up drawn from its code.
 */
export function pairingParams(league: League, home: Team, away: Team): FootballParams {
  const key = `${league.id}:${home[0]}:${away[0]}`;
  let params = PARAMS.get(key);
  if (!params) {
    const [xgHome, xgAway] = pairingGoals(league, home, away);
    const origin = ORIGINS[league.country] ?? 'pt';
    params = {
      home: footballTeam(home[0], home[1], xgHome / 100, origin),
      away: footballTeam(away[0], away[1], xgAway / 100, origin),
    };
    PARAMS.set(key, params);
  }
  return params;
}

/** Each pairing's params, made once (a few hundred pairings in all). */
const PARAMS = new Map<string, FootballParams>();

/** The Monday the leagues' calendars count their weeks from. */
const EPOCH = '2026-01-05';
const DAY_MS = 86_400_000;
const daysSinceEpoch = (day: string) => Math.round((Date.parse(day) - Date.parse(EPOCH)) / DAY_MS);
const mod = (a: number, n: number) => ((a % n) + n) % n;

/**
 * A half-season of a league's round robin, as pairs of indices into its drawn order of teams (home first):
 * the circle method (the last team fixed, the others turning round it, the venues alternating), in which
 * each team meets every other once.
 */
export const roundRobin = circleRoundRobin;

/**
 * The league's round of this number (counted from the calendar's first week, any integer): the rounds run
 * in halves of a season, each half the round robin once, the venues swapped in every other half (each
 * pairing home in one, away in the next) and each half starting one round further on than the last, so a
 * pairing never comes back less than a half-season's rounds less one later and no team plays at home (or
 * away) three rounds running.
 */
export function leagueRound(half: [number, number][][], number: number): [number, number][] {
  const h = Math.floor(number / half.length);
  const round = half[mod(number + h, half.length)]!;
  return mod(h, 2) === 0 ? round : round.map(([home, away]): [number, number] => [away, home]);
}

/** Each league's half-season, computed once. */
const HALVES = new Map(LEAGUES.map((league) => [league.id, roundRobin(league.teams.length)]));

/**
 * The order a league's teams take in its round robin: drawn once from the league (the calendar is public,
 * like a real league's).
 */
const ORDERS = new Map(LEAGUES.map((league) => [league.id, shuffle(league.teams, seeded(`${league.id}:order`))]));

/**
 * A São Paulo day's fixtures of every league. Each league plays its rounds on its week's days (`week`):
 * the rounds count from the calendar's first Monday and walk the league's double round robin over and over,
 * so each team plays once a round, at most once in three days, and meets each other team once in each half
 * of the season (home in one half, away in the other). A round's matches are dealt to its days, and each
 * day's to kick-off times drawn from that day's, by a stream seeded from the league and the round.
 */
export function fixturesOfDay(day: string, now: Date): ScheduledFixture[] {
  const dayStart = saoPauloDayStart(day);
  const stamp = day.replaceAll('-', '');
  const days = daysSinceEpoch(day);
  const week = Math.floor(days / 7);
  const weekday = mod(days, 7);
  return LEAGUES.flatMap((league) => {
    const half = HALVES.get(league.id)!;
    const order = ORDERS.get(league.id)!;
    return league.week.flatMap((roundDays, r) => {
      const today = roundDays.findIndex(([d]) => d === weekday);
      if (today < 0) return [];
      const number = week * league.week.length + r;
      const random = seeded(`${league.id}:${number}`);
      const matches = shuffle(leagueRound(half, number), random);
      const dealt = roundDays.slice(0, today).reduce((sum, [, n]) => sum + n, 0);
      const [, count, times] = roundDays[today]!;
      const kickoffs = shuffle(times, random)
        .slice(0, count)
        .sort((a, b) => a - b);
      return matches.slice(dealt, dealt + count).map(([h, a], i) => {
        const home = order[h]!;
        const away = order[a]!;
        const [xgHome, xgAway] = pairingGoals(league, home, away);
        const odds = pricesOf(xgHome / 100, xgAway / 100)['1x2']!;
        return {
          code: `${home[0]}-${away[0]}-${stamp}`,
          league: league.id,
          competition: league.name,
          home: home[1],
          away: away[1],
          kickoff: new Date(dayStart.getTime() + kickoffs[i]! * 60_000),
          oddsHome: odds.home!,
          oddsDraw: odds.draw!,
          oddsAway: odds.away!,
          xgHome,
          xgAway,
          sport: 'football' as const,
          params: pairingParams(league, home, away),
          status: 'open' as const,
          createdAt: now,
        };
      });
    });
  });
}

/**
 * The schedule from `now`: the fixtures of today and the next days that have not finished yet (a fixture
 * that kicked off is on while its simulation still plays), by kickoff.
 */
export function scheduledFixtures(now: Date): ScheduledFixture[] {
  const today = saoPauloDay(now);
  return Array.from({ length: SCHEDULE_DAYS }, (_, d) => fixturesOfDay(saoPauloDay(saoPauloDayStart(today, d)), now))
    .flat()
    .filter((f) => f.kickoff.getTime() + MATCH_MINUTES * 60_000 > now.getTime())
    .sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime() || a.code.localeCompare(b.code));
}

/** The share of the stakes a market's odds return whatever the result: (fair Σ) / Σ(1/odds). */
export function marketReturn(market: MarketId, odds: Record<string, number>): number {
  const fair = market === 'dc' ? 2 : 1;
  return fair / MARKETS[market].reduce((sum, s) => sum + 100 / odds[s]!, 0);
}

/**
 * The reference the figures below are averaged over: the pre-match markets of every league's whole season
 * (each pairing once at each ground), which the calendar plays in equal measure.
 */
const REFERENCE = LEAGUES.flatMap((league) =>
  league.teams.flatMap((home) =>
    league.teams
      .filter((away) => away !== home)
      .flatMap((away) => {
        const [xgHome, xgAway] = pairingGoals(league, home, away);
        return Object.entries(pricesOf(xgHome / 100, xgAway / 100)).flatMap(([market, odds]) =>
          odds ? [marketReturn(market as MarketId, odds)] : [],
        );
      }),
  ),
);

/** The sportsbook's return to player: the reference markets' average, in percent with two places. */
export const SPORTSBOOK_RTP = ((100 * REFERENCE.reduce((sum, r) => sum + r, 0)) / REFERENCE.length).toFixed(2);

/** The sportsbook's margin: how much Σ(1/odds) exceeds the fair sum, averaged, in percent. */
export const SPORTSBOOK_MARGIN = (
  (100 * REFERENCE.reduce((sum, r) => sum + (1 / r - 1), 0)) /
  REFERENCE.length
).toFixed(2);
