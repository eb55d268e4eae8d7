import { setTimeout as wait } from 'node:timers/promises';
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { LIVE_BET_DELAY_SECONDS } from '../../contract/sports';
import type { AppDeps } from '../config';
import { fixtures } from '../db/schema';
import { MATCH_MINUTES } from './markets';
import { eventMsOf, LONGEST_EVENT_MS } from './sportModels';

/**
 * The live bet delay (LIVE_BET_DELAY_SECONDS, published in the sports rules). A slip with a selection on a
 * fixture that is being played, or kicks off before the delay ends, is taken, waits the delay, and only then
 * is placed, priced at the clock when the wait ends: the same odds as the player saw are accepted; odds that
 * moved (a goal, the minute, a period's end), a market suspended around a dangerous moment or betting
 * closed are refused, with the new odds to accept. The wait holds no transaction and no lock: the fixtures
 * are read before it without either, and the placement's transaction begins after it.
 */

export const LIVE_BET_DELAY_MS = LIVE_BET_DELAY_SECONDS * 1000;

const MINUTE = 60_000;

/**
 * When the slip is to be priced: `now` for a slip on fixtures still to kick off after the delay; else, after
 * waiting the delay (deps.sleep, a timer by default), the clock's time.
 */
export async function betMoment(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sleep'>,
  legs: readonly { fixture_id: string }[],
  now: Date,
): Promise<Date> {
  const codes = legs.map((leg) => leg.fixture_id.trim().toUpperCase());
  if (codes.length === 0) return now;
  // Being played: kicked off (or about to) and not over. A football match lasts MATCH_MINUTES; another
  // sport's event its model's longest (a CS2 series can run for hours), read from each fixture's params.
  const started = await deps.db
    .select({ kickoff: fixtures.kickoff, sport: fixtures.sport, params: fixtures.params })
    .from(fixtures)
    .where(
      and(
        inArray(fixtures.code, codes),
        eq(fixtures.status, 'open'),
        lte(fixtures.kickoff, new Date(now.getTime() + LIVE_BET_DELAY_MS)),
        gt(fixtures.kickoff, new Date(now.getTime() - LONGEST_EVENT_MS)),
      ),
    );
  const live = started.filter((row) => row.kickoff.getTime() + eventMsOf(row, MATCH_MINUTES * MINUTE) > now.getTime());
  if (live.length === 0) return now;
  await (deps.sleep ?? wait)(LIVE_BET_DELAY_MS);
  return deps.clock();
}
