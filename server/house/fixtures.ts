import type { MarketId } from '../../contract/sports';
import type { fixtures } from '../db/schema';
import { saoPauloDay, saoPauloDayStart } from '../games/time';
import { MARKETS, MATCH_MINUTES, pricesOf, seeded } from './markets';

/** The sportsbook's leagues and fixture schedule (pure: the catalogue reads its return to player). */

type Team = [code: string, name: string, strength: number];

export interface League {
  id: string;
  name: string;
  /** ISO 3166 country code, or "sa" for a South American competition. */
  country: string;
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
    kickoffs: [at(16), at(18, 30), at(21, 30)],
    teams: [
      ['FLA', 'Flamengo', 1.35],
      ['PAL', 'Palmeiras', 1.3],
      ['BOT', 'Botafogo', 1.2],
      ['CAM', 'Atlético Mineiro', 1.1],
      ['SAO', 'São Paulo', 1.05],
      ['COR', 'Corinthians', 1.0],
      ['FLU', 'Fluminense', 1.0],
      ['INT', 'Internacional', 1.05],
      ['GRE', 'Grêmio', 0.95],
      ['CRU', 'Cruzeiro', 1.0],
      ['BAH', 'Bahia', 0.95],
      ['FOR', 'Fortaleza', 0.95],
      ['VAS', 'Vasco da Gama', 0.9],
      ['SAN', 'Santos', 0.9],
    ],
  },
  {
    id: 'bra-b',
    name: 'Brasileirão Série B',
    country: 'br',
    kickoffs: [at(19), at(21)],
    teams: [
      ['SPT', 'Sport', 1.1],
      ['CEA', 'Ceará', 1.1],
      ['GOI', 'Goiás', 1.0],
      ['CFC', 'Coritiba', 1.0],
      ['AVA', 'Avaí', 0.95],
      ['CHA', 'Chapecoense', 0.9],
      ['PON', 'Ponte Preta', 0.9],
      ['GUA', 'Guarani', 0.85],
      ['NOV', 'Novorizontino', 1.0],
      ['VIL', 'Vila Nova', 0.9],
    ],
  },
  {
    id: 'copa-br',
    name: 'Copa do Brasil',
    country: 'br',
    kickoffs: [at(20), at(22)],
    teams: [
      ['CAP', 'Athletico Paranaense', 1.1],
      ['AME', 'América Mineiro', 1.0],
      ['JUV', 'Juventude', 0.95],
      ['CRI', 'Criciúma', 0.95],
      ['PAY', 'Paysandu', 0.9],
      ['REM', 'Remo', 0.9],
      ['CRB', 'CRB', 0.85],
      ['NAU', 'Náutico', 0.85],
    ],
  },
  {
    id: 'libertadores',
    name: 'Copa Libertadores',
    country: 'sa',
    kickoffs: [at(19), at(21, 30)],
    teams: [
      ['RIV', 'River Plate', 1.25],
      ['BOC', 'Boca Juniors', 1.2],
      ['RAC', 'Racing', 1.1],
      ['EST', 'Estudiantes', 1.05],
      ['PEN', 'Peñarol', 1.0],
      ['NAC', 'Nacional', 0.95],
      ['COL', 'Colo-Colo', 0.95],
      ['LDU', 'LDU Quito', 1.0],
      ['OLI', 'Olimpia', 0.9],
      ['CER', 'Cerro Porteño', 0.9],
    ],
  },
  {
    id: 'premier',
    name: 'Premier League',
    country: 'gb',
    kickoffs: [at(9, 30), at(12), at(14, 30)],
    teams: [
      ['ARS', 'Arsenal', 1.3],
      ['LIV', 'Liverpool', 1.35],
      ['MCI', 'Manchester City', 1.3],
      ['CHE', 'Chelsea', 1.15],
      ['MUN', 'Manchester United', 1.05],
      ['TOT', 'Tottenham', 1.05],
      ['NEW', 'Newcastle', 1.1],
      ['AVL', 'Aston Villa', 1.05],
      ['BHA', 'Brighton', 1.0],
      ['WHU', 'West Ham', 0.95],
    ],
  },
];

export const leagueOf = (id: string) => LEAGUES.find((l) => l.id === id);

/** Days of fixtures on the schedule: today (São Paulo) and the next three. */
export const SCHEDULE_DAYS = 4;
const BASE_GOALS = 1.3;
const HOME_ADVANTAGE = 1.12;

/** Expected goals of a pairing, in hundredths. */
function expectedGoals(home: Team, away: Team): [number, number] {
  return [
    Math.round(100 * BASE_GOALS * HOME_ADVANTAGE * (home[2] / away[2])),
    Math.round(100 * BASE_GOALS * (away[2] / home[2])),
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
      const [xgHome, xgAway] = expectedGoals(home, away);
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
