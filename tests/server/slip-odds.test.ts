import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Slip, SlipList, SportsBoard, type SportsEvent } from '../../contract/sports';
import { members } from '../../server/db/schema';
import type { SportsFeedFactory } from '../../server/house/feedTypes';
import { simulatorFeed } from '../../server/house/simulator';
import { credit } from '../../server/wallet/ledger';
import { OPERATOR_TOKEN, setupServer, type SetupOptions, type TestServer } from './helpers';

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

/** The home win's odds (hundredths) the feed prices chosen fixtures at; the simulator's elsewhere. */
const homeOdds = new Map<string, number>();
const feed: SportsFeedFactory = (deps) => {
  const simulated = simulatorFeed(deps);
  return {
    ...simulated,
    prices: async (row, live) => {
      const prices = await simulated.prices(row, live);
      const home = homeOdds.get(row.code);
      return prices && home !== undefined && prices['1x2'] ? { ...prices, '1x2': { ...prices['1x2'], home } } : prices;
    },
  };
};

describe.each(targets)("the slip's one rounding rule on $name", ({ options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({ sportsFeed: feed }, 'slip-odds', options);
  }, 60_000);
  afterAll(() => s?.close());

  it('settles an accumulator of 2.03 × 2.41 × 3.24 at 15.85, the return the slip and "My bets" showed', async () => {
    const registered = await s.register();
    const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
    const id = member!.id;
    await s.db.transaction((tx) => credit(tx, id, 10_000, 'test.fund', `slip-odds-fund-${id}`, s.clock.now()));

    const answer = await s.call('GET', '/api/house/sports/board');
    const events = v
      .parse(SportsBoard, answer.json.data)
      .events.filter((e) => e.status === 'upcoming')
      .slice(-3) as [SportsEvent, SportsEvent, SportsEvent];
    expect(events).toHaveLength(3);
    events.forEach((e, i) => homeOdds.set(e.id, [203, 241, 324][i]!));
    const legs = events.map((e) => ({ fixture_id: e.id, market: '1x2', selection: 'home', odds: homeOdds.get(e.id)! }));
    const odds = ['2.03', '2.41', '3.24'];

    const placed = await s.call('POST', '/api/house/sports/slip', {
      token: registered.token,
      body: { legs: legs.map((l, i) => ({ ...l, odds: odds[i] })), amount: '10.00' },
    });
    expect(placed.status, placed.json.message).toBe(200);
    const slip = v.parse(Slip, placed.json.data);
    // The legs multiply to 15.851052: rounded down once, 15.85 (not 15.84 by rounding after each leg).
    expect(slip).toMatchObject({ kind: 'accumulator', odds: '15.85', amount: '10.00', potential_win: '158.50' });

    const mine = await s.call('GET', '/api/house/sports/slips', { token: registered.token });
    const listed = v.parse(SlipList, mine.json.data).find((x) => x.slip_id === slip.slip_id);
    expect(listed).toMatchObject({ odds: '15.85', potential_win: '158.50', status: 'open' });

    const before = await s.balanceOf(id);
    for (const e of events) {
      const settled = await s.call('POST', '/api/operator/settle', {
        token: OPERATOR_TOKEN,
        body: { fixture: e.id, result: '2-0' },
      });
      expect(settled.status, settled.json.message).toBe(200);
    }
    const after = v.parse(
      SlipList,
      (await s.call('GET', '/api/house/sports/slips', { token: registered.token })).json.data,
    );
    expect(after.find((x) => x.slip_id === slip.slip_id)).toMatchObject({
      status: 'won',
      win_amount: slip.potential_win,
    });
    expect(await s.balanceOf(id)).toBe(before + 15_850);
  });
});
