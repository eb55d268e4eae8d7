import type { fixtures, SportParams } from '../db/schema';
import { saoPauloDay, saoPauloDayStart } from '../../lib/time';
import { basketballModel } from '../../engines/sports/basketball';
import { BASKETBALL_LEAGUES, fixturesOfDay as basketballOfDay } from '../../engines/sports/basketballSchedule';
import { esportsModel } from '../../engines/sports/esports';
import { CS2_LEAGUES, fixturesOfDay as esportsOfDay } from '../../engines/sports/esportsSchedule';
import { mmaModel } from '../../engines/sports/mma';
import { fixturesOfDay as mmaOfDay } from '../../engines/sports/mmaSchedule';
import type { SportId, SportModel } from '../../engines/sports/model';
import { MATCH_MINUTES } from './markets';
import { tennisModel } from '../../engines/sports/tennis';
import { TOURS, fixturesOfDay as tennisOfDay } from '../../engines/sports/tennisSchedule';
import { volleyballModel } from '../../engines/sports/volleyball';
import { VOLLEYBALL_LEAGUES, fixturesOfDay as volleyballOfDay } from '../../engines/sports/volleyballSchedule';

/**
 * The five sports beside football on the server: each sport's model (engines/sports/<sport>.ts), its
 * leagues, its main market (the board's row: a moneyline of two odds, no draw) and its fixtures of the
 * schedule's days from its `*Schedule.ts` (public, like a real league's calendar).
 */

export type OtherSport = Exclude<SportId, 'football'>;

/** The sports in the order the board's navigation lists them. */
export const SPORTS: readonly SportId[] = ['football', 'basketball', 'tennis', 'volleyball', 'mma', 'esports'];
export const OTHER_SPORTS = SPORTS.filter((s): s is OtherSport => s !== 'football');

/** A fixture's model params: what its sport's model plays, prices and settles it with. */
export type { SportParams };

// Each model takes its own sport's params; the fixture's `sport` column says which.
type AnyModel = SportModel<unknown, unknown>;
export const OTHER_MODELS: Record<OtherSport, AnyModel> = {
  basketball: basketballModel as AnyModel,
  tennis: tennisModel as AnyModel,
  volleyball: volleyballModel as AnyModel,
  mma: mmaModel as AnyModel,
  esports: esportsModel as AnyModel,
};

/** The board's market of each sport: who wins (two selections, home and away). */
export const MAIN_MARKET: Record<OtherSport, string> = {
  basketball: 'moneyline',
  tennis: 'match',
  volleyball: 'match',
  mma: 'moneyline',
  esports: 'winner',
};

export const isOtherSport = (sport: string): sport is OtherSport => (OTHER_SPORTS as readonly string[]).includes(sport);

/** A league of a sport beside football, as the board lists it. */
export interface SportLeague {
  id: string;
  name: string;
  country: string;
  sport: OtherSport;
}

const CS2_LEAGUE_IDS = new Map(CS2_LEAGUES.map((l) => [l.name, `cs2-${l.id}`]));

export const SPORT_LEAGUES: readonly SportLeague[] = [
  ...BASKETBALL_LEAGUES.map((l) => ({
    id: l.id,
    name: l.name,
    country: l.id === 'nba' ? 'us' : 'br',
    sport: 'basketball' as const,
  })),
  ...TOURS.map((t) => ({ id: t.id, name: t.name, country: 'int', sport: 'tennis' as const })),
  ...VOLLEYBALL_LEAGUES.map((l) => ({ id: l.id, name: l.name, country: 'br', sport: 'volleyball' as const })),
  { id: 'ufc', name: 'UFC', country: 'us', sport: 'mma' },
  ...CS2_LEAGUES.map((l) => ({ id: `cs2-${l.id}`, name: l.name, country: 'int', sport: 'esports' as const })),
];

/** A fixture of a sport beside football as the fixtures table holds it (no fixed 1X2 odds, no expected goals). */
export type SportFixtureRow = typeof fixtures.$inferInsert & { kickoff: Date; sport: OtherSport; params: SportParams };

interface DayFixture {
  code: string;
  league?: string;
  competition: string;
  home: string;
  away: string;
  kickoff: Date;
  params: unknown;
}

const DAYS: Record<OtherSport, (day: string) => readonly DayFixture[]> = {
  basketball: basketballOfDay,
  tennis: tennisOfDay,
  volleyball: volleyballOfDay,
  mma: (day) => mmaOfDay(day).map((f) => ({ ...f, league: 'ufc' })),
  esports: (day) => esportsOfDay(day).map((f) => ({ ...f, league: CS2_LEAGUE_IDS.get(f.competition) })),
};

/** A sport's fixtures of a São Paulo day ('YYYY-MM-DD'), as rows to put on. */
export function sportFixturesOfDay(sport: OtherSport, day: string, now: Date): SportFixtureRow[] {
  return DAYS[sport](day).map((f) => ({
    code: f.code,
    league: f.league!,
    competition: f.competition,
    home: f.home,
    away: f.away,
    kickoff: f.kickoff,
    oddsHome: null,
    oddsDraw: null,
    oddsAway: null,
    xgHome: null,
    xgAway: null,
    sport,
    params: f.params as SportParams,
    status: 'open' as const,
    createdAt: now,
  }));
}

/** How long a fixture's event lasts at most, in ms (a sport's model says; football the 105 minutes of markets.ts). */
export function eventMsOf(row: { sport: SportId; params: unknown }, footballMs: number): number {
  if (!isOtherSport(row.sport) || !row.params) return footballMs;
  return OTHER_MODELS[row.sport].durationMs(row.params);
}

/** The longest any event of these sports lasts (a best-of-three CS2 match with overtimes): the board's window. */
export const LONGEST_EVENT_MS = 6 * 3_600_000;

/** How far back a sport's open events may have kicked off and still be on: a football match, or the longest. */
export const sportWindowMs = (sport: SportId) => (isOtherSport(sport) ? LONGEST_EVENT_MS : MATCH_MINUTES * 60_000);

/**
 * The five sports' fixtures of `days` São Paulo days from `now` (today first) that have not ended yet, by
 * kickoff: each sport's calendar already keeps a team to a match in three days, a tennis player to one a
 * round and a fighter to one card.
 */
export function otherSportsFixtures(now: Date, days: number): SportFixtureRow[] {
  const today = saoPauloDay(now);
  return Array.from({ length: days }, (_, d) => saoPauloDay(saoPauloDayStart(today, d)))
    .flatMap((day) => OTHER_SPORTS.flatMap((sport) => sportFixturesOfDay(sport, day, now)))
    .filter((f) => f.kickoff.getTime() + eventMsOf(f, 0) > now.getTime());
}
