import type { AppConfig } from '../config';
import type { FixtureRow } from '../db/schema';
import type { Db } from '../db/types';
import type { SportsFeed } from './feedTypes';
import { simulatorFeed } from './simulator';

/** What lets a player check a fixture's match: its commitment, and its seed once it takes no more bets. */
export async function fairnessOf(
  feed: SportsFeed,
  row: FixtureRow,
): Promise<{ commitment: string | null; seed: string | null }> {
  if (!feed.fairness) return { commitment: null, seed: null };
  return {
    commitment: await feed.fairness.commitment(row),
    seed: row.status === 'open' ? null : await feed.fairness.seed(row),
  };
}

/** The configured feed (AppConfig.sportsFeed), else the simulator, on this database or transaction. */
export function sportsFeedOf(deps: { db: Db; config: Pick<AppConfig, 'sportsFeed'> }): SportsFeed {
  return (deps.config.sportsFeed ?? simulatorFeed)({ db: deps.db });
}
