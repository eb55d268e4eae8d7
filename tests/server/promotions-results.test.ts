import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GamePage, type Game } from '../../contract/games';
import { type Fixture } from '../../contract/house';
import { SportsBoard } from '../../contract/sports';
import { RebateDayPage, RewardCheck } from '../../contract/promotions';
import { saoPauloDay, saoPauloDayStart } from '../../lib/time';
import { MARGIN } from '../../server/house/markets';
import { PROMOTIONS } from '../../server/promotions/config';
import { credit } from '../../server/wallet/ledger';
import { formatCents } from '../../server/wallet/money';
import { HOUR, OPERATOR_TOKEN, setupServer, type SetupOptions, type TestServer } from './helpers';

/**
 * The loss relief and the betting rebate are computed on results: a bet counts on the day it is settled
 * (its stake and its return together), never while open, and a void bet counts nothing. A player who
 * covers every outcome of a market therefore ends behind after every reward. PGlite always; PostgreSQL
 * too with TEST_DATABASE_URL.
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

describe('the promotions’ numbers', () => {
  it('rebate plus relief stay below what a bettor covering every outcome of a market loses', () => {
    // Covering a market whose Σ 1/odds is at least 1 + MARGIN loses at least this share of the stakes.
    const hedgedLoss = 1 - 1 / (1 + MARGIN);
    const rebate = PROMOTIONS.bettingRebate.percent / 100;
    const relief = PROMOTIONS.dailyRescue.percent / 100;
    expect(rebate + relief * hedgedLoss).toBeLessThan(hedgedLoss);
  });
});

describe.each(targets)('rewards on results on $name', ({ options }) => {
  let s: TestServer;
  let sportsGame: Game;
  beforeAll(async () => {
    s = await setupServer({}, 'promotions-results', options);
    const page = await s.call('GET', '/api/games/listsv2?category=sports&per_page=1');
    sportsGame = v.parse(GamePage, page.json.data).list[0]!;
    started = s.clock.now();
  }, 60_000);
  afterAll(() => s?.close());
  // Each test starts at the same moment and takes the next fixture still open.
  let started: Date;
  beforeEach(() => s.clock.set(started));

  async function player(fundCents: number) {
    const registered = await s.register();
    const id = await s.memberId(registered.phone);
    await s.db.transaction((tx) => credit(tx, id, fundCents, 'test.fund', `results-fund-${id}`, s.clock.now()));
    return { ...registered, id };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  /** Moves the clock to `at` and logs the player in again (a session lapses after 30 idle minutes). */
  async function moveTo(p: Player, at: Date) {
    s.clock.set(at);
    await s.relogin(p);
  }
  /** 12:00 in São Paulo, `days` after `day`. */
  const noonAfter = (p: Player, day: string, days: number) =>
    moveTo(p, new Date(saoPauloDayStart(day, days).getTime() + 12 * HOUR));
  /** An hour before the fixture's kickoff: its São Paulo day. */
  async function beforeKickoff(p: Player, fixture: Fixture) {
    await moveTo(p, new Date(new Date(fixture.kickoff).getTime() - HOUR));
    return saoPauloDay(s.clock.now());
  }

  async function bet(p: Player, fixture: Fixture, selection: 'home' | 'draw' | 'away', cents: number) {
    const answer = await s.call('POST', '/api/house/sports/bet', {
      token: p.token,
      body: { game_id: sportsGame.id, fixture_id: fixture.id, selection, amount: formatCents(cents) },
    });
    expect(answer.status, answer.json.message).toBe(200);
  }

  async function settleFixture(fixture: Fixture, result: string) {
    const answer = await s.call('POST', '/api/operator/settle', {
      token: OPERATOR_TOKEN,
      body: { fixture: fixture.id, result },
    });
    expect(answer.status, answer.json.message).toBe(200);
  }

  async function reliefCheck(p: Player) {
    const answer = await s.call('POST', '/api/dailyrescue/check', { token: p.token, body: {} });
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(RewardCheck, answer.json.data);
  }

  /** Claims the relief when there is one; answers what it paid, in centavos. */
  async function claimRelief(p: Player): Promise<number> {
    const check = await reliefCheck(p);
    if (check.status !== 'claimable') return 0;
    const answer = await s.call('POST', '/api/dailyrescue/claim', { token: p.token, body: {} });
    expect(answer.status, answer.json.message).toBe(200);
    return Math.round(Number(check.reward) * 100);
  }

  async function settleRebates(day: string) {
    const answer = await s.call('POST', '/api/operator/rebates/settle', { token: OPERATOR_TOKEN, body: { day } });
    expect(answer.status, answer.json.message).toBe(200);
  }

  it('a void bet counts nothing: no loss to relieve, no stake to rebate', async () => {
    const p = await player(500_00);
    const fixture = await s.upcomingFixture();
    const betDay = await beforeKickoff(p, fixture);
    await bet(p, fixture, 'draw', 200_00);
    await settleFixture(fixture, 'void');
    await noonAfter(p, betDay, 1);
    expect(await reliefCheck(p)).toMatchObject({ status: 'not_eligible', loss: '0.00' });
    await settleRebates(betDay);
    expect(await s.ledgerSum(p.id, 'reward.%')).toBe(0);
  });

  /** Stakes in proportion to 1/odds (so every result pays the same) over `total` centavos, by selection. */
  function coverStakes<K extends string>(odds: Record<K, number>, total: number): Array<[K, number]> {
    const inverse = Object.values<number>(odds).reduce((sum, o) => sum + 1 / o, 0);
    return (Object.keys(odds) as K[]).map((key) => [key, Math.floor((total * (1 / odds[key])) / inverse)]);
  }

  /**
   * Places a cover on a fixture an hour before its kickoff, settles the fixture two days later with
   * `result`, and takes every relief and rebate there is on each day; answers what the player can check.
   */
  async function hedgeCycle(place: (p: Player, fixture: Fixture) => Promise<number>, result: string) {
    const p = await player(5000_00);
    const fixture = await s.upcomingFixture();
    const betDay = await beforeKickoff(p, fixture);
    const before = await s.balanceOf(p.id);
    const staked = await place(p, fixture);

    // The relief and the rebate of each day are taken the day after; the fixture is settled two days after
    // the bets. Every reward there is, is taken.
    const checks: RewardCheck[] = [];
    const rewardsOfDay = async (day: string) => {
      checks.push(await reliefCheck(p));
      await claimRelief(p);
      await settleRebates(day);
    };
    await noonAfter(p, betDay, 1);
    await rewardsOfDay(betDay);
    await noonAfter(p, betDay, 2);
    await settleFixture(fixture, result);
    const settleDay = saoPauloDay(s.clock.now());
    await rewardsOfDay(saoPauloDay(new Date(s.clock.now().getTime() - 24 * HOUR)));
    await noonAfter(p, betDay, 3);
    await rewardsOfDay(settleDay);
    const rewards = await s.ledgerSum(p.id, 'reward.%');
    const after = await s.balanceOf(p.id);
    return { p, betDay, settleDay, before, after, staked, rewards, checks };
  }

  /** Every reward taken, the cover is still a loss; and the relief and rebate are those of the settlement day. */
  async function expectBehind(cycle: Awaited<ReturnType<typeof hedgeCycle>>) {
    const { p, betDay, settleDay, before, after, staked, rewards, checks } = cycle;
    expect(after - before, `rewards R$ ${formatCents(rewards)}`).toBeLessThanOrEqual(0);

    // Nothing before the settlement: no loss, no rebate on the day of the bets.
    expect(checks[0]).toMatchObject({ status: 'not_eligible', day: betDay, loss: '0.00' });
    // On the settlement day: the stakes and the returns together.
    const loss = staked - (after - rewards - (before - staked));
    expect(loss).toBeGreaterThan(0);
    expect(checks[2]).toMatchObject({ status: 'claimable', day: settleDay, loss: formatCents(loss) });
    const relief = await s.ledgerSum(p.id, 'reward.dailyrescue');
    const rebate = await s.ledgerSum(p.id, 'reward.rebate');
    expect(relief).toBe(Math.floor((loss * PROMOTIONS.dailyRescue.percent) / 100));
    expect(rebate).toBe(Math.floor((staked * PROMOTIONS.bettingRebate.percent) / 100));
    expect(rewards).toBe(relief + rebate);

    // The rebate page shows the stakes on the settlement day, none on the day they were placed.
    const days = v.parse(
      RebateDayPage,
      (await s.call('POST', '/api/games/rebates/list', { token: p.token, body: {} })).json.data,
    ).list;
    expect(days).toEqual([
      expect.objectContaining({
        day: settleDay,
        bet_amount: formatCents(staked),
        consumption: formatCents(loss),
        settled: true,
      }),
    ]);
  }

  it('covering every outcome of a market settled two days later ends behind after the relief and the rebate', async () => {
    // R$ 3.000 over home, draw and away (single bets of at most R$ 1.000).
    const cycle = await hedgeCycle(async (p, fixture) => {
      const odds = {
        home: Number(fixture.odds.home),
        draw: Number(fixture.odds.draw),
        away: Number(fixture.odds.away),
      };
      let staked = 0;
      for (const [selection, total] of coverStakes(odds, 3000_00)) {
        staked += total;
        for (let cents = total; cents > 0; cents -= 1000_00) {
          await bet(p, fixture, selection, Math.min(cents, 1000_00));
        }
      }
      return staked;
    }, 'home');
    await expectBehind(cycle);
  });

  it('opposite selections on slips (over and under 2.5 goals), settled two days later, end behind too', async () => {
    const cycle = await hedgeCycle(async (p, fixture) => {
      const board = v.parse(SportsBoard, (await s.call('GET', '/api/house/sports/board')).json.data);
      const event = board.events.find((e) => e.id === fixture.id);
      const market = event?.markets.find((m) => m.market === 'ou25');
      expect(market, 'the over/under market of the fixture').toBeDefined();
      const odds = Object.fromEntries(market!.selections.map((x) => [x.selection, Number(x.odds)]));
      const seen = Object.fromEntries(market!.selections.map((x) => [x.selection, x.odds]));
      let staked = 0;
      for (const [selection, total] of coverStakes(odds, 2000_00)) {
        staked += total;
        for (let cents = total; cents > 0; cents -= 1000_00) {
          const answer = await s.call('POST', '/api/house/sports/slip', {
            token: p.token,
            body: {
              legs: [{ fixture_id: fixture.id, market: 'ou25', selection, odds: seen[selection] }],
              amount: formatCents(Math.min(cents, 1000_00)),
            },
          });
          expect(answer.status, answer.json.message).toBe(200);
        }
      }
      return staked;
    }, '2-1');
    await expectBehind(cycle);
  });
});
