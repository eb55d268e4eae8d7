import { createHmac } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GamePage, type Game } from '../../contract/games';
import { CrashRound } from '../../contract/house';
import { RewardCheck } from '../../contract/promotions';
import { agencyRewards, games, houseSeeds, members } from '../../server/db/schema';
import { saoPauloDay, saoPauloDayStart } from '../../lib/time';
import { crashPointFromBytes, msUntil } from '../../server/house/crash';
import { MARGIN } from '../../server/house/markets';
import { PROMOTIONS } from '../../server/promotions/config';
import { credit } from '../../server/wallet/ledger';
import { formatCents } from '../../server/wallet/money';
import { HOUR, OPERATOR_TOKEN, setupServer, type SetupOptions, type TestServer } from './helpers';

/**
 * The play-linked rewards (betting rebate, loss relief, recharge rebate) never pay more than
 * PROMOTIONS.playRewardCap (90%) of the theoretical loss of the play that earned them, so no way of
 * playing for them wins: not one long shot a day against the relief, not a covered market with a recharge
 * rebate on top. PGlite always; PostgreSQL too with TEST_DATABASE_URL.
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });
const CAP = PROMOTIONS.playRewardCap.percent;

describe('the cap’s numbers', () => {
  it('is one named share below 100% of the theoretical loss', () => {
    expect(CAP).toBe(90);
  });

  it('one crash bet a day at 10× has a negative expectation once rewards are capped (and a positive one without)', () => {
    // The crash game returns 96% of the stake whatever the target; at 10× it pays on 9.6% of days.
    const rtp = 0.96;
    const pWin = rtp / 10;
    const stake = 100;
    const theoretical = stake * (1 - rtp); // 4.00 a day
    // Uncapped: 8% of the stake on a losing day, 2% of the stake every day.
    const uncapped =
      -theoretical +
      (1 - pWin) * ((PROMOTIONS.dailyRescue.percent / 100) * stake) +
      (PROMOTIONS.bettingRebate.percent / 100) * stake;
    expect(uncapped).toBeGreaterThan(0);
    // Capped: a losing day's rebate and relief together at most 90% of 4.00; a winning day's relief is
    // nothing (no net loss) and its rebate at most the same 90% of 4.00.
    const losingDay = Math.min(
      (CAP / 100) * theoretical,
      (PROMOTIONS.bettingRebate.percent / 100) * stake + (PROMOTIONS.dailyRescue.percent / 100) * stake,
    );
    const winningDay = Math.min((CAP / 100) * theoretical, (PROMOTIONS.bettingRebate.percent / 100) * stake);
    const capped = -theoretical + (1 - pWin) * losingDay + pWin * winningDay;
    expect(capped).toBeLessThan(0);
    expect(capped).toBeLessThanOrEqual(-((100 - CAP) / 100) * theoretical);
  });
});

describe.each(targets)('the cap on play-linked rewards on $name', ({ options }) => {
  let s: TestServer;
  let crashGame: Game;
  let sportsGame: Game;
  let started: Date;
  beforeAll(async () => {
    s = await setupServer({}, 'promotions-edge', options);
    const first = async (category: string) =>
      v.parse(GamePage, (await s.call('GET', `/api/games/listsv2?category=${category}&per_page=1`)).json.data).list[0]!;
    crashGame = await first('crash');
    sportsGame = await first('sports');
    started = s.clock.now();
  }, 60_000);
  afterAll(() => s?.close());
  beforeEach(() => s.clock.set(started));

  async function player(site?: 'open', extra: Record<string, unknown> = {}) {
    const registered = await s.register(undefined, 'segredo1', extra, site ? { site } : {});
    const [member] = await s.db
      .select({ id: members.id, code: members.inviteCode })
      .from(members)
      .where(eq(members.phone, registered.phone));
    return { ...registered, id: member!.id, code: member!.code };
  }
  type Player = Awaited<ReturnType<typeof player>>;
  const fund = (p: Player, cents: number, kind: 'test.fund' | 'deposit' = 'test.fund') =>
    s.db.transaction((tx) => credit(tx, p.id, cents, kind, `edge-${kind}-${p.id}-${cents}`, s.clock.now()));

  /** Moves the clock to `at` and logs the player in again, from an address of its own. */
  async function moveTo(p: Player, at: Date) {
    s.clock.set(at);
    await s.relogin(p);
  }
  /** `hours` past midnight in São Paulo, `days` after `day`. */
  const at = (day: string, days: number, hours: number) =>
    new Date(saoPauloDayStart(day, days).getTime() + hours * HOUR);

  async function check(p: Player, activity: string) {
    const answer = await s.call('POST', `/api/${activity}/check`, { token: p.token, body: {} });
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(RewardCheck, answer.json.data);
  }
  /** Claims the activity's reward when there is one. */
  async function takeReward(p: Player, activity: string) {
    if ((await check(p, activity)).status !== 'claimable') return;
    const answer = await s.call('POST', `/api/${activity}/claim`, { token: p.token, body: {} });
    expect(answer.status, answer.json.message).toBe(200);
  }
  async function settleRebates(day: string) {
    const answer = await s.call('POST', '/api/operator/rebates/settle', { token: OPERATOR_TOKEN, body: { day } });
    expect(answer.status, answer.json.message).toBe(200);
  }

  /** The crash game's house edge in hundredths of a percent, from its stored return to player. */
  async function crashEdgeBp() {
    const [game] = await s.db.select({ rtp: games.rtp }).from(games).where(eq(games.id, crashGame.id));
    return 10_000 - Math.round(Number(game!.rtp) * 100);
  }

  /** A client seed whose round (the member's next) crashes at a point that satisfies `wanted`. */
  async function clientSeedFor(p: Player, wanted: (crash: number) => boolean): Promise<string> {
    const fairness = await s.call('GET', `/api/house/fairness?game_id=${crashGame.id}`, { token: p.token });
    expect(fairness.status).toBe(200);
    const [seed] = await s.db.select().from(houseSeeds).where(eq(houseSeeds.memberId, p.id));
    for (let i = 0; i < 20_000; i += 1) {
      const candidate = `edge-${i}`;
      const bytes = createHmac('sha256', seed!.serverSeed).update(`${candidate}:${seed!.nonce}`).digest();
      if (wanted(crashPointFromBytes(bytes))) return candidate;
    }
    throw new Error('No such client seed');
  }

  /** One crash bet with an automatic cash-out at 10×, crashing below it (`lose`) or above it; played out. */
  async function crashAtTen(p: Player, cents: number, lose: boolean) {
    const clientSeed = await clientSeedFor(p, (c) => (lose ? c > 100 && c < 1000 : c > 1000));
    const answer = await s.call('POST', '/api/house/crash/bet', {
      token: p.token,
      body: { game_id: crashGame.id, amount: formatCents(cents), client_seed: clientSeed, auto_cashout: '10.00' },
    });
    expect(answer.status, answer.json.message).toBe(200);
    const round = v.parse(CrashRound, answer.json.data);
    s.clock.advance(msUntil(1000) + 1000);
    await s.runDueWork();
    const ended = await s.call('GET', `/api/house/crash/round?round_id=${encodeURIComponent(round.round_id)}`, {
      token: p.token,
    });
    expect(v.parse(CrashRound, ended.json.data)).toMatchObject({
      status: lose ? 'crashed' : 'cashed_out',
      win_amount: lose ? '0.00' : formatCents(cents * 10),
    });
  }

  it('one losing crash bet at 10× a day: each day’s relief and rebate together are at most 90% of its theoretical loss', async () => {
    const p = await player();
    await fund(p, 1000_00);
    const edgeBp = await crashEdgeBp();
    expect(edgeBp).toBeGreaterThan(0);
    const first = saoPauloDay(s.clock.now());
    const stake = 100_00;
    // Exactly: R$ 100 × the crash game's edge (4%) = R$ 4,00; 90% of it R$ 3,60. Uncapped the day would
    // pay R$ 2,00 of rebate and R$ 8,00 of relief.
    const cap = Math.floor((stake * edgeBp * CAP) / 1_000_000);
    for (let d = 1; d <= 3; d += 1) {
      const day = saoPauloDay(at(first, d, 0));
      await moveTo(p, at(first, d, 10));
      await crashAtTen(p, stake, true);
      await moveTo(p, at(first, d + 1, 12));
      const relief0 = await s.ledgerSum(p.id, 'reward.dailyrescue');
      const rebate0 = await s.ledgerSum(p.id, 'reward.rebate');
      expect(await check(p, 'dailyrescue')).toMatchObject({ day, loss: formatCents(stake) });
      await takeReward(p, 'dailyrescue');
      await settleRebates(day);
      const relief = (await s.ledgerSum(p.id, 'reward.dailyrescue')) - relief0;
      const rebate = (await s.ledgerSum(p.id, 'reward.rebate')) - rebate0;
      expect(rebate, 'the rebate: 2% of the stakes, below the cap').toBe(2_00);
      expect(relief, 'the relief: what the cap leaves after the rebate').toBe(cap - 2_00);
      expect(relief + rebate).toBeLessThanOrEqual(cap);
    }
    // Three losing days: R$ 300 lost, at most R$ 10,80 back — never more than 90% of the R$ 12,00 edge.
    expect(await s.ledgerSum(p.id, 'reward.%')).toBeLessThanOrEqual(3 * cap);
  });

  it('a winning crash day pays no relief, and its rebate stays within the cap', async () => {
    const p = await player();
    await fund(p, 1000_00);
    const edgeBp = await crashEdgeBp();
    const first = saoPauloDay(s.clock.now());
    const day = saoPauloDay(at(first, 1, 0));
    await moveTo(p, at(first, 1, 10));
    await crashAtTen(p, 100_00, false);
    await moveTo(p, at(first, 2, 12));
    // Won R$ 900: no net loss, nothing to relieve.
    expect(await check(p, 'dailyrescue')).toMatchObject({ status: 'not_eligible', day, loss: '0.00', reward: '0.00' });
    await settleRebates(day);
    const rebate = await s.ledgerSum(p.id, 'reward.rebate');
    expect(rebate).toBe(2_00);
    expect(rebate).toBeLessThanOrEqual(Math.floor((100_00 * edgeBp * CAP) / 1_000_000));
    expect(await s.ledgerSum(p.id, 'reward.dailyrescue')).toBe(0);
  });

  it('the agency shares a referred player’s stakes earn the inviters count within the same cap', async () => {
    const grandInviter = await player();
    const inviter = await player(undefined, { invite_code: grandInviter.code });
    const p = await player(undefined, { invite_code: inviter.code });
    await fund(p, 1000_00);
    const edgeBp = await crashEdgeBp();
    const first = saoPauloDay(s.clock.now());
    const day = saoPauloDay(at(first, 1, 0));
    await moveTo(p, at(first, 1, 10));
    await crashAtTen(p, 100_00, true);
    await moveTo(p, at(first, 2, 12));
    await takeReward(p, 'dailyrescue');
    await settleRebates(day);
    const agency = await s.call('POST', '/api/operator/agency/settle', { token: OPERATOR_TOKEN, body: { day } });
    expect(agency.status, agency.json.message).toBe(200);
    const agencyCents = (
      await s.db
        .select()
        .from(agencyRewards)
        .where(and(inArray(agencyRewards.agentId, [inviter.id, grandInviter.id]), eq(agencyRewards.day, day)))
    ).reduce((sum, row) => sum + row.directCents + row.indirectCents, 0);
    // 0.3% of R$ 100 to the inviter, 0.1% to the inviter's inviter.
    expect(agencyCents).toBe(40);
    const cap = Math.floor((100_00 * edgeBp * CAP) / 1_000_000);
    const own = await s.ledgerSum(p.id, 'reward.%');
    expect(own).toBe(cap - agencyCents);
    expect(own + agencyCents).toBeLessThanOrEqual(cap);
  });

  it('on the open site, a deposit of R$ 100 and R$ 500 covering every outcome of a market end behind after every reward', async () => {
    const p = await player('open');
    await fund(p, 410_00);
    const fixture = await s.upcomingFixture();
    await moveTo(p, new Date(new Date(fixture.kickoff).getTime() - HOUR));
    await fund(p, 100_00, 'deposit');
    const before = await s.balanceOf(p.id);

    // R$ 500 over home, draw and away in proportion to 1/odds (rounded up): every result pays the same.
    const odds = { home: Number(fixture.odds.home), draw: Number(fixture.odds.draw), away: Number(fixture.odds.away) };
    const inverse = Object.values(odds).reduce((sum, o) => sum + 1 / o, 0);
    let staked = 0;
    for (const [selection, o] of Object.entries(odds)) {
      const cents = Math.ceil((500_00 * (1 / o)) / inverse);
      staked += cents;
      const answer = await s.call('POST', '/api/house/sports/bet', {
        token: p.token,
        body: { game_id: sportsGame.id, fixture_id: fixture.id, selection, amount: formatCents(cents) },
      });
      expect(answer.status, answer.json.message).toBe(200);
    }
    // The turnover is reached at once (5 × R$ 100); every reward there is, is taken at every step.
    // A day's rebate is settled once that day has ended.
    const takeEverything = async (endedDay?: string) => {
      await takeReward(p, 'dailyrescue');
      await takeReward(p, 'rechargerebate');
      if (endedDay) await settleRebates(endedDay);
    };
    await takeEverything();
    await moveTo(p, new Date(new Date(fixture.kickoff).getTime() + 3 * HOUR));
    const settled = await s.call('POST', '/api/operator/settle', {
      token: OPERATOR_TOKEN,
      body: { fixture: fixture.id, result: 'draw' },
    });
    expect(settled.status, settled.json.message).toBe(200);
    const settleDay = saoPauloDay(s.clock.now());
    if (settleDay !== saoPauloDay(new Date(new Date(fixture.kickoff).getTime() - HOUR))) {
      await takeEverything(saoPauloDay(new Date(new Date(fixture.kickoff).getTime() - HOUR)));
    }
    await takeEverything();
    for (let d = 1; d <= 2; d += 1) {
      await moveTo(p, at(settleDay, d, 12));
      await takeEverything(saoPauloDay(at(settleDay, d - 1, 12)));
    }

    const rewards = await s.ledgerSum(p.id, 'reward.%');
    const lost = before - (await s.balanceOf(p.id)) + rewards;
    expect(lost, 'the cover loses at least 1 − 1/(1 + MARGIN) of the stakes').toBeGreaterThanOrEqual(
      Math.floor(staked * (1 - 1 / (1 + MARGIN))),
    );
    // Every reward taken — rebate, relief and recharge rebate — the player is still behind.
    expect(
      await s.balanceOf(p.id),
      `rewards R$ ${formatCents(rewards)}, lost R$ ${formatCents(lost)}`,
    ).toBeLessThanOrEqual(before);
    expect(rewards).toBeLessThanOrEqual(Math.floor((staked * (1 - 1 / (1 + MARGIN)) * CAP) / 100));
    expect(
      await s.ledgerSum(p.id, 'reward.rechargerebate'),
      'the recharge rebate is paid, from what the cap leaves',
    ).toBeGreaterThan(0);
  });
});
