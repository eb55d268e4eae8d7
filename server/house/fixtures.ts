import type { MarketId } from '../../contract/sports';
import type { fixtures } from '../db/schema';
import { saoPauloDay, saoPauloDayStart } from '../games/time';
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
  /** ISO 3166 country code, or "sa" for a South American competition. */
  country: string;
  /** The goals an average side scores in a match on neutral ground in this league. */
  goals: number;
  /** How much more the home side scores (and the visitors less), as a factor: 1.15 = 15 %. */
  homeAdvantage: number;
  teams: readonly Team[];
  /** Kickoff times in São Paulo (minutes after midnight), one match each, every day. */
  kickoffs: readonly number[];
}

export type ScheduledFixture = typeof fixtures.$inferInsert & { xgHome: number; xgAway: number; kickoff: Date };

const at = (h: number, m = 0) => h * 60 + m;

export const LEAGUES: readonly League[] = [
  {
    id: 'bra-a',
    name: 'Brasileirão Série A',
    country: 'br',
    goals: 1.2,
    homeAdvantage: 1.18,
    kickoffs: [at(16), at(18, 30), at(21, 30)],
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
    kickoffs: [at(19), at(21)],
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
    kickoffs: [at(20), at(22)],
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
    kickoffs: [at(19), at(21, 30)],
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
    id: 'premier',
    name: 'Premier League',
    country: 'gb',
    goals: 1.4,
    homeAdvantage: 1.1,
    kickoffs: [at(9, 30), at(12), at(14, 30)],
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
];

export const leagueOf = (id: string) => LEAGUES.find((l) => l.id === id);

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

/** A São Paulo day's fixtures of every league: pairings drawn from the day, kickoffs from the league. */
export function fixturesOfDay(day: string, now: Date): ScheduledFixture[] {
  const dayStart = saoPauloDayStart(day);
  const stamp = day.replaceAll('-', '');
  return LEAGUES.flatMap((league) => {
    const random = seeded(`${league.id}:${day}`);
    const teams = [...league.teams];
    for (let i = teams.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [teams[i], teams[j]] = [teams[j]!, teams[i]!];
    }
    return league.kickoffs.map((minutes, i) => {
      const home = teams[2 * i]!;
      const away = teams[2 * i + 1]!;
      const [xgHome, xgAway] = pairingGoals(league, home, away);
      const odds = pricesOf(xgHome / 100, xgAway / 100)['1x2']!;
      return {
        code: `${home[0]}-${away[0]}-${stamp}`,
        league: league.id,
        competition: league.name,
        home: home[1],
        away: away[1],
        kickoff: new Date(dayStart.getTime() + minutes * 60_000),
        oddsHome: odds.home!,
        oddsDraw: odds.draw!,
        oddsAway: odds.away!,
        xgHome,
        xgAway,
        status: 'open' as const,
        createdAt: now,
      };
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

/** A reference week of the schedule, the pre-match markets the figures below are averaged over. */
const REFERENCE = Array.from({ length: 7 }, (_, d) =>
  fixturesOfDay(saoPauloDay(saoPauloDayStart('2026-01-05', d)), new Date(0)),
)
  .flat()
  .flatMap((f) =>
    Object.entries(pricesOf(f.xgHome! / 100, f.xgAway! / 100)).flatMap(([market, odds]) =>
      odds ? [marketReturn(market as MarketId, odds)] : [],
    ),
  );

/** The sportsbook's return to player: the reference markets' average, in percent with two places. */
export const SPORTSBOOK_RTP = ((100 * REFERENCE.reduce((sum, r) => sum + r, 0)) / REFERENCE.length).toFixed(2);

/** The sportsbook's margin: how much Σ(1/odds) exceeds the fair sum, averaged, in percent. */
export const SPORTSBOOK_MARGIN = (
  (100 * REFERENCE.reduce((sum, r) => sum + (1 / r - 1), 0)) /
  REFERENCE.length
).toFixed(2);
