import type { fixtures } from '../db/schema';
import { saoPauloDay, saoPauloDayStart } from '../games/time';

/** The sportsbook's fixture schedule and odds (pure: the catalogue reads its return to player). */

interface ScheduledFixture {
  home: [code: string, name: string];
  away: [code: string, name: string];
  competition: string;
  /** Decimal odds in hundredths: home, draw, away. */
  odds: [number, number, number];
}

const SERIE_A = 'Brasileirão Série A';
const COPA = 'Copa do Brasil';

/**
 * The fixtures the seed puts on, in kickoff order: two a day from the day after the seed, at 16:00 and
 * 21:30 in São Paulo. Odds are 1 / (p × 1.05) for a fair estimate p of each result: a 5 % margin
 * (the sum of 1/odds is 1.05, so each fixture returns about 95.2 % of what is staked on it).
 */
export const FIXTURE_SCHEDULE: readonly ScheduledFixture[] = [
  { home: ['FLA', 'Flamengo'], away: ['PAL', 'Palmeiras'], competition: SERIE_A, odds: [227, 340, 317] },
  { home: ['COR', 'Corinthians'], away: ['SAO', 'São Paulo'], competition: SERIE_A, odds: [238, 317, 317] },
  { home: ['SAN', 'Santos'], away: ['GRE', 'Grêmio'], competition: COPA, odds: [251, 328, 289] },
  { home: ['INT', 'Internacional'], away: ['CAM', 'Atlético Mineiro'], competition: SERIE_A, odds: [232, 328, 317] },
  { home: ['FLU', 'Fluminense'], away: ['BOT', 'Botafogo'], competition: SERIE_A, odds: [272, 328, 265] },
  { home: ['CRU', 'Cruzeiro'], away: ['VAS', 'Vasco da Gama'], competition: COPA, odds: [203, 340, 381] },
  { home: ['BAH', 'Bahia'], away: ['FOR', 'Fortaleza'], competition: SERIE_A, odds: [212, 328, 366] },
  { home: ['PAL', 'Palmeiras'], away: ['COR', 'Corinthians'], competition: COPA, odds: [183, 353, 454] },
  { home: ['SAO', 'São Paulo'], away: ['FLA', 'Flamengo'], competition: SERIE_A, odds: [280, 328, 257] },
  { home: ['GRE', 'Grêmio'], away: ['INT', 'Internacional'], competition: SERIE_A, odds: [238, 307, 328] },
];

/** Kickoff times in São Paulo (minutes after midnight): the first and second match of a day. */
const KICKOFF_MINUTES = [16 * 60, 21 * 60 + 30] as const;

/** The share of the stakes a fixture's odds return whatever the result: 1 / Σ(1/odds). */
export function fixtureReturn(odds: readonly [number, number, number]): number {
  return 1 / odds.reduce((sum, o) => sum + 100 / o, 0);
}

/** The sportsbook's return to player: the schedule's average, in percent with two places. */
export const SPORTSBOOK_RTP = (
  (100 * FIXTURE_SCHEDULE.reduce((sum, f) => sum + fixtureReturn(f.odds), 0)) /
  FIXTURE_SCHEDULE.length
).toFixed(2);

/** The sportsbook's margin: how much Σ(1/odds) exceeds 1, averaged over the schedule, in percent. */
export const SPORTSBOOK_MARGIN = (
  (100 * FIXTURE_SCHEDULE.reduce((sum, f) => sum + (1 / fixtureReturn(f.odds) - 1), 0)) /
  FIXTURE_SCHEDULE.length
).toFixed(2);

/** The schedule as fixture rows starting the day after `now` (São Paulo days). */
export function scheduledFixtures(now: Date): (typeof fixtures.$inferInsert)[] {
  const today = saoPauloDay(now);
  return FIXTURE_SCHEDULE.map((f, i) => {
    const dayStart = saoPauloDayStart(today, 1 + Math.floor(i / KICKOFF_MINUTES.length));
    const kickoff = new Date(dayStart.getTime() + KICKOFF_MINUTES[i % KICKOFF_MINUTES.length]! * 60_000);
    const day = saoPauloDay(kickoff).replaceAll('-', '');
    return {
      code: `${f.home[0]}-${f.away[0]}-${day}`,
      competition: f.competition,
      home: f.home[1],
      away: f.away[1],
      kickoff,
      oddsHome: f.odds[0],
      oddsDraw: f.odds[1],
      oddsAway: f.odds[2],
      status: 'open' as const,
      createdAt: now,
    };
  });
}
