import { createHash } from 'node:crypto';
import type { FixtureRow } from '../db/schema';
import type { SportModel } from '../../engines/sports/model';
import { SUSPENDED_AFTER_SECONDS, SUSPENDED_BEFORE_SECONDS } from './dangerousMoments';
import type { FinalScore } from './feedTypes';
import { priced, type PricedMarket } from './footballMarkets';
import type { LiveState } from './markets';
import { matchStream } from './seedStream';
import { isOtherSport, OTHER_MODELS, type OtherSport } from './sportModels';

/**
 * The simulator's path for the five sports beside football (basketball, tennis, volleyball, MMA, CS2): a
 * fixture with its sport's params is played by its sport's model from the seed's stream "match" (the same
 * seed, committed by hash before the start, as a football match), priced from the model's fair markets at
 * the margin of each market's kind (engines/sports/pricing.ts), suspended around the sport's own dangerous
 * moments and settled market by market by the model once the model says the event is over.
 */

export interface OtherSportFixture {
  sport: OtherSport;
  model: SportModel<unknown, unknown>;
  params: unknown;
}

/** A fixture of one of the five sports, with its model and params; null for football. */
export function otherSportOf(row: Pick<FixtureRow, 'sport' | 'params'>): OtherSportFixture | null {
  if (!isOtherSport(row.sport) || !row.params) return null;
  return { sport: row.sport, model: OTHER_MODELS[row.sport], params: row.params };
}

/**
 * The step of a live event's model clock: its state, score and prices are taken at the last multiple of
 * five seconds from the start (the same for a board read, a slip and a cash-out in those seconds).
 */
export const LIVE_STEP_MS = 5_000;

const KEPT = 1_000;
const remember = <V>(map: Map<string, V>, key: string, make: () => V): V => {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    if (map.size >= KEPT) map.delete(map.keys().next().value!);
    map.set(key, value);
  }
  return value;
};

/** The events the feed has played, by sport and seed (a seed's event never changes). */
const playedBySeed = new Map<string, unknown>();
const timelineOf = (f: OtherSportFixture, seed: string) =>
  remember(playedBySeed, `${f.sport}:${seed}`, () => f.model.simulate(f.params, matchStream(seed)));

/**
 * The events that suspend a sport's markets: the end of a quarter (basketball), of a set (tennis,
 * volleyball), of a round or a finish (MMA), of a map (CS2), where markets are decided.
 */
const DANGEROUS: Record<OtherSport, readonly string[]> = {
  basketball: ['period'],
  tennis: ['set'],
  volleyball: ['set'],
  mma: ['round_end', 'finish'],
  esports: ['map'],
};

/** Where a fixture's event stands `elapsedMs` after its start: its live state (at the model's step), whether it is over and its result. */
export function otherSportPlayed(f: OtherSportFixture, seed: string, elapsedMs: number) {
  const timeline = timelineOf(f, seed);
  const at = Math.floor(elapsedMs / LIVE_STEP_MS) * LIVE_STEP_MS;
  const snapshot = f.model.snapshot(f.params, timeline, at);
  const now = f.model.snapshot(f.params, timeline, elapsedMs);
  const live: LiveState = {
    minute: Math.floor(at / 60_000) + 1,
    period: snapshot.finished ? 'full_time' : 'in_play',
    home: snapshot.score.home,
    away: snapshot.score.away,
    at,
    clock: snapshot.clock,
  };
  const result: FinalScore = {
    home: now.score.home,
    away: now.score.away,
    settle: (market, selection) => {
      try {
        return f.model.settle(f.params, timeline, market, selection);
      } catch {
        // A selection the model does not know (every leg was checked against the markets offered).
        return 'void';
      }
    },
  };
  return { live, finished: now.finished, result };
}

/**
 * How long after its start the event was over, to the model's step (a knockout or a straight-sets win ends
 * before the model's longest length): the first step at which the model says it finished.
 */
export function otherSportEndedAfter(f: OtherSportFixture, seed: string): number {
  const timeline = timelineOf(f, seed);
  let low = 0;
  let high = Math.ceil(f.model.durationMs(f.params) / LIVE_STEP_MS);
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (f.model.snapshot(f.params, timeline, mid * LIVE_STEP_MS).finished) high = mid;
    else low = mid + 1;
  }
  return low * LIVE_STEP_MS;
}

/** Whether the fixture's markets are suspended `elapsedMs` after its start, around one of its sport's dangerous moments. */
export function otherSportSuspended(f: OtherSportFixture, seed: string, elapsedMs: number): boolean {
  const timeline = timelineOf(f, seed);
  const all = f.model.snapshot(f.params, timeline, f.model.durationMs(f.params)).events;
  return all.some(
    (e) =>
      DANGEROUS[f.sport].includes(e.kind) &&
      e.at - SUSPENDED_BEFORE_SECONDS * 1000 <= elapsedMs &&
      elapsedMs < e.at + SUSPENDED_AFTER_SECONDS * 1000,
  );
}

const marketsCache = new Map<string, PricedMarket[]>();

/**
 * A fixture's markets priced, before the start (`live` null: a function of its public params alone) or at a
 * live state (conditioned on what its event did up to the state's step, nothing after); with `only`, just
 * those. Null once the event is over.
 */
export function otherSportMarkets(
  f: OtherSportFixture,
  seed: string,
  live: LiveState | null,
  only?: readonly string[],
): PricedMarket[] | null {
  if (live?.period === 'full_time') return null;
  const at = live ? (live.at ?? 0) : null;
  const key = createHash('sha256')
    .update(`${f.sport}:${JSON.stringify(f.params)}`)
    .update(at === null ? ':pre' : `:${seed}:${at}`)
    .digest('base64');
  const markets = remember(marketsCache, key, () =>
    f.model.markets(f.params, at === null ? null : timelineOf(f, seed), at).map(priced),
  );
  return only ? markets.filter((m) => only.includes(m.id)) : markets;
}
