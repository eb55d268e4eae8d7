import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../config';
import { builderJoint, footballModel, type FootballParams, type FootballTimeline } from '../../engines/sports/football';
import { installationSecrets, type FixtureRow } from '../db/schema';
import type { Db } from '../db/types';
import { sha256Hex } from '../lib/hash';
import { uniform } from './seedStream';
import { suspendedAt } from './dangerousMoments';
import type { SportsFeed, SportsFeedFactory } from './feedTypes';
import { SCHEDULE_DAYS, scheduledFixtures } from './fixtures';
import {
  footballMarkets,
  goalMinutes,
  modelAt,
  modelMarketId,
  pricesOfMarkets,
  probabilitiesOfMarkets,
  settleFootball,
} from './footballMarkets';
import {
  HALF_MINUTES,
  LAST_BET_MINUTE,
  type LiveState,
  liveProbabilities,
  livePrices,
  liveState,
  MATCH_MINUTES,
  pricesOf,
  probabilities,
  type Timeline,
} from './markets';
import { otherSportMarkets, otherSportOf, otherSportPlayed, otherSportSuspended } from './otherSports';
import { otherSportsFixtures } from './sportModels';

/**
 * The embedded sports feed: the schedule of `fixtures.ts`, and every match played out by a simulation no
 * player can compute. The installation's secret (`installation_secrets`, made at the first start, never
 * served or logged) gives each fixture its seed, HMAC-SHA256(key = secret, message = fixture code), as 64
 * hex characters. Before kickoff the fixture shows sha256(seed) (its commitment); once it is settled or
 * void it shows the seed, from which anyone replays the match (`timelineOf`) and checks the commitment.
 */

const SECRET_NAME = 'sports';

/**
 * The installation's secret of this name, made if it has none: insert if absent (32 bytes from `random`,
 * as hex), then read, so processes starting at once all end up with the first one committed.
 */
export async function installationSecret(db: Db, name: string, random: AppDeps['random'], now: Date): Promise<string> {
  await db
    .insert(installationSecrets)
    .values({ name, secret: random(32).toString('hex'), createdAt: now })
    .onConflictDoNothing({ target: installationSecrets.name });
  const [row] = await db
    .select({ secret: installationSecrets.secret })
    .from(installationSecrets)
    .where(eq(installationSecrets.name, name));
  if (!row) throw new Error(`The installation secret ${name} was not made`);
  return row.secret;
}

/** Makes the installation's sports secret at start if it has none (every process then reads the same one). */
export async function ensureSportsSecret(db: Db, random: AppDeps['random'], now: Date): Promise<void> {
  await installationSecret(db, SECRET_NAME, random, now);
}

type Secret = { secret: string; createdAt: Date };

/** The installation's secret never changes once made: each database's is read once. */
const secrets = new WeakMap<Db, Promise<Secret>>();

async function readSecret(db: Db): Promise<Secret> {
  const [row] = await db
    .select({ secret: installationSecrets.secret, createdAt: installationSecrets.createdAt })
    .from(installationSecrets)
    .where(eq(installationSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The installation has no sports secret: the server makes it when it starts');
  return row;
}

function secretOf(db: Db): Promise<Secret> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = readSecret(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

/** A fixture's seed: HMAC-SHA256(key = the installation's secret, message = the fixture code), in hex. */
export function fixtureSeed(secret: string, code: string): string {
  return createHmac('sha256', secret).update(code, 'utf8').digest('hex');
}

/** What a fixture shows before kickoff: sha256 of its seed (the seed's 64 hex characters), in hex. */
export const seedCommitment = (seed: string) => sha256Hex(seed);

/** The most goals a side scores in a simulated match. */
const MAX_SIDE_GOALS = 8;

/**
 * The minutes (1 to 90) a side scores, in order, from its numbers u0, u1, …: the goals are Poisson with
 * the side's expected goals λ (Knuth: multiply u0, u1, … while the product stays above e^−λ, at most 8),
 * then each goal's minute is 1 + floor(90 · u) with the next numbers.
 */
export function simulatedGoals(seed: string, side: 'home' | 'away' | 'attack', lambda: number): number[] {
  let k = 0;
  const next = () => uniform(seed, side, k++);
  const limit = Math.exp(-lambda);
  let goals = 0;
  for (let p = next(); p > limit && goals < MAX_SIDE_GOALS; p *= next()) goals += 1;
  return Array.from({ length: goals }, () => 1 + Math.floor(next() * 2 * HALF_MINUTES)).sort((a, b) => a - b);
}

/** A fixture's expected goals (the model its markets are priced from), from hundredths. */
export const expectedGoals = (row: Pick<FixtureRow, 'xgHome' | 'xgAway'>): [number, number] => [
  (row.xgHome ?? 130) / 100,
  (row.xgAway ?? 110) / 100,
];

/** The match a seed plays: each side's goal minutes with its expected goals. */
export function timelineOf(seed: string, xgHome: number, xgAway: number): Timeline {
  return { home: simulatedGoals(seed, 'home', xgHome), away: simulatedGoals(seed, 'away', xgAway) };
}

/**
 * The match a seed plays for a fixture with the football model's params: `footballModel.simulate` fed the
 * seed's stream "match" (`match:0`, `match:1`, … as `uniform` draws them).
 */
export function footballTimelineOf(seed: string, params: FootballParams): FootballTimeline {
  let k = 0;
  return footballModel.simulate(params, () => uniform(seed, 'match', k++));
}

/**
 * The matches the feed has played, by seed: a board read asks a live fixture's match for its clock, its
 * prices and its suspensions, and every read of the minute asks again. A seed is one fixture's of one
 * installation (its params fixed with it), so the match it plays never changes.
 */
const PLAYED_KEPT = 1_000;
const playedBySeed = new Map<string, FootballTimeline>();
function playedMatch(seed: string, params: FootballParams): FootballTimeline {
  let match = playedBySeed.get(seed);
  if (!match) {
    match = footballTimelineOf(seed, params);
    if (playedBySeed.size >= PLAYED_KEPT) playedBySeed.delete(playedBySeed.keys().next().value!);
    playedBySeed.set(seed, match);
  }
  return match;
}

/** The football model's params of a fixture that has them (fixtures from before the models have none). */
const footballParamsOf = (row: FixtureRow): FootballParams | null =>
  row.sport === 'football' && row.params ? (row.params as FootballParams) : null;

/** Whether a live state still takes bets (a minute past the last one for bets, or full time, does not). */
const takesBets = (live: LiveState) => live.period !== 'full_time' && live.minute <= LAST_BET_MINUTE;

/** The attacks a simulated match has on average that end without a goal (its markets are suspended around them); at most 8, as a side's goals. */
export const DANGEROUS_ATTACKS = 5;

/**
 * The minutes around which a match's markets are suspended (dangerousMoments.ts): its goals' minutes and
 * those of its attacks that end without a goal, drawn as the goals are with the stream "attack" of the seed
 * (`attack:0`, `attack:1`, … with DANGEROUS_ATTACKS expected), in order, each minute once.
 */
export function dangerousMinutes(seed: string, timeline: Timeline): number[] {
  const attacks = simulatedGoals(seed, 'attack', DANGEROUS_ATTACKS);
  return [...new Set([...timeline.home, ...timeline.away, ...attacks])].sort((a, b) => a - b);
}

const MINUTE = 60_000;

/** The simulator as the sportsbook's feed, on a database (or a transaction) that holds the secret. */
export const simulatorFeed: SportsFeedFactory = ({ db }) => {
  const seedOf = async (row: FixtureRow) => fixtureSeed((await secretOf(db)).secret, row.code);
  /** A model fixture's played match (secret until it is settled). */
  const played = async (row: FixtureRow, params: FootballParams) => playedMatch(await seedOf(row), params);
  /** A model fixture's markets now, priced; null while it takes no bets. */
  const modelMarkets = async (
    row: FixtureRow,
    params: FootballParams,
    live: LiveState | null,
    only?: readonly string[],
  ) => {
    if (!live) return footballMarkets(params, null, only);
    if (!takesBets(live)) return null;
    return footballMarkets(params, { timeline: await played(row, params), live }, only);
  };
  const timelineFrom = (seed: string, row: FixtureRow) => {
    const params = footballParamsOf(row);
    return params ? goalMinutes(playedMatch(seed, params)) : timelineOf(seed, ...expectedGoals(row));
  };
  const timeline = async (row: FixtureRow) => timelineFrom(await seedOf(row), row);
  const feed: SportsFeed = {
    fixtures: (now) =>
      Promise.resolve(
        [...scheduledFixtures(now), ...otherSportsFixtures(now, SCHEDULE_DAYS)].sort(
          (a, b) => a.kickoff.getTime() - b.kickoff.getTime() || a.code.localeCompare(b.code),
        ),
      ),
    markets: async (row, live, only) => {
      const other = otherSportOf(row);
      if (other) return otherSportMarkets(other, await seedOf(row), live, only);
      const params = footballParamsOf(row);
      return params ? modelMarkets(row, params, live, only) : null;
    },
    prices: async (row, live, only) => {
      const other = otherSportOf(row);
      if (other) {
        const markets = otherSportMarkets(other, await seedOf(row), live, only);
        return markets && pricesOfMarkets(markets);
      }
      const params = footballParamsOf(row);
      if (params) {
        const markets = await modelMarkets(row, params, live, only);
        return markets && pricesOfMarkets(markets);
      }
      const [xgHome, xgAway] = expectedGoals(row);
      if (live) return livePrices(xgHome, xgAway, live);
      const prices = pricesOf(xgHome, xgAway);
      // A fixture from before the markets keeps its stored 1X2 odds.
      if (row.xgHome === null) prices['1x2'] = { home: row.oddsHome!, draw: row.oddsDraw!, away: row.oddsAway! };
      return prices;
    },
    builder: async (row, live, picks) => {
      const params = footballParamsOf(row);
      if (!params || (live && !takesBets(live))) return null;
      const model = picks.map((p) => ({ market: modelMarketId(p.market), selection: p.selection }));
      // Live, the model reads the played match only up to the clock (what the score already shows).
      return live
        ? builderJoint(params, model, await played(row, params), modelAt(live))
        : builderJoint(params, model, null, null);
    },
    probabilities: async (row, live) => {
      const other = otherSportOf(row);
      if (other) {
        const markets = otherSportMarkets(other, await seedOf(row), live);
        return markets && probabilitiesOfMarkets(markets);
      }
      const params = footballParamsOf(row);
      if (params) {
        const markets = await modelMarkets(row, params, live);
        return markets && probabilitiesOfMarkets(markets);
      }
      const [xgHome, xgAway] = expectedGoals(row);
      // A fixture from before the markets keeps its stored 1X2 odds: the cash-out reads its prices.
      if (row.xgHome === null) return null;
      return live ? liveProbabilities(xgHome, xgAway, live) : probabilities(xgHome, xgAway);
    },
    events: async (row, now) => {
      if (now.getTime() < row.kickoff.getTime()) return null;
      const other = otherSportOf(row);
      if (other) return otherSportPlayed(other, await seedOf(row), now.getTime() - row.kickoff.getTime()).live;
      return liveState(await timeline(row), row.kickoff, now);
    },
    suspended: async (row, now) => {
      if (now.getTime() < row.kickoff.getTime()) return false;
      const seed = await seedOf(row);
      const other = otherSportOf(row);
      if (other) return otherSportSuspended(other, seed, now.getTime() - row.kickoff.getTime());
      return suspendedAt(row.kickoff, dangerousMinutes(seed, timelineFrom(seed, row)), now);
    },
    results: async (row, now) => {
      const other = otherSportOf(row);
      if (!other && now.getTime() < row.kickoff.getTime() + MATCH_MINUTES * MINUTE) return null;
      // A match that kicked off before the secret was made (a data folder from before it) was not played by
      // it, so it has no result here: the operator settles it.
      if (row.kickoff.getTime() < (await secretOf(db)).createdAt.getTime()) return null;
      if (other) {
        // Over once its model says so (a knockout, a straight-sets win): every market settles by the model.
        const played = otherSportPlayed(other, await seedOf(row), now.getTime() - row.kickoff.getTime());
        return played.finished ? played.result : null;
      }
      const params = footballParamsOf(row);
      if (params) {
        // Every market of the model settles from the played match.
        const match = await played(row, params);
        const { home, away } = goalMinutes(match);
        return {
          home: home.length,
          away: away.length,
          settle: (market, selection) => settleFootball(params, match, market, selection),
        };
      }
      const { home, away } = await timeline(row);
      return { home: home.length, away: away.length };
    },
    fairness: {
      commitment: async (row) => seedCommitment(await seedOf(row)),
      seed: seedOf,
    },
  };
  return feed;
};
