import { randomInt } from 'node:crypto';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../../server/db/schema';
import type { SportsFeedFactory } from '../../server/house/feedTypes';
import { MATCH_MINUTES } from '../../server/house/markets';
import { SETTLE_BATCH, seedFixtures, settleFinishedFixtures } from '../../server/house/sports';
import { simulatorFeed } from '../../server/house/simulator';
import { HOUR, MINUTE, setupServer, type SetupOptions, type TestServer } from './helpers';

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

/** The one fixture whose result the feed has; for every other due fixture it has none yet. */
let withResult = '';
const feed: SportsFeedFactory = (deps) => {
  const simulated = simulatorFeed(deps);
  return { ...simulated, results: async (row, now) => (row.code === withResult ? simulated.results(row, now) : null) };
};

describe.each(targets)('the settlement job on $name', ({ options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({ sportsFeed: feed }, 'sports-settlement', options);
  }, 60_000);
  afterAll(() => s?.close());

  it('settles a finished match behind more due events than one batch whose results have not come', async () => {
    // Days of fixtures of their own, far ahead (on a shared PostgreSQL no other test's are there), then
    // the clock two days on: every one of the first day's events is due.
    const start = new Date(Date.UTC(2080, 0, 1, 12) + randomInt(0, 10 * 365) * 86_400_000);
    s.clock.set(start);
    await s.db.transaction((tx) => seedFixtures(tx, s.clock.now()));
    const now = new Date(start.getTime() + 48 * HOUR);
    const due = await s.db
      .select({ code: fixtures.code, sport: fixtures.sport })
      .from(fixtures)
      .where(
        and(
          eq(fixtures.status, 'open'),
          gte(fixtures.kickoff, start),
          lte(fixtures.kickoff, new Date(now.getTime() - MATCH_MINUTES * MINUTE)),
        ),
      )
      .orderBy(asc(fixtures.kickoff), asc(fixtures.code));
    // The last due football match: more than a batch of due events kicked off before it.
    const target = due.findLast((row) => row.sport === 'football');
    expect(due.indexOf(target!)).toBeGreaterThan(SETTLE_BATCH);
    withResult = target!.code;

    expect(await settleFinishedFixtures(s.deps, now)).toBe(1);
    const [row] = await s.db.select({ status: fixtures.status }).from(fixtures).where(eq(fixtures.code, withResult));
    expect(row?.status).not.toBe('open');
  });
});
