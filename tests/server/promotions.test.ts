import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAdmin } from '../../server/admin';
import { WHEEL_PRIZES } from '../../server/promotions/config';
import { drawPrize } from '../../server/promotions/wheels';
import { ledgerEntries, members, sites, wheelSpins } from '../../server/db/schema';
import { BET_KIND, WIN_KIND } from '../../server/house/bets';
import { credit, debit } from '../../server/wallet/ledger';
import { formatCents } from '../../server/wallet/money';
import { recordTurnover } from '../../server/wallet/turnover';
import { GamePage } from '../../contract/games';
import { AuditResult } from '../../contract/money';
import { AssociationList } from '../../contract/orderCenter';
import {
  ActivityDetailList,
  CoverHistoryPage,
  RebateDayPage,
  RebateGameList,
  RewardCheck,
  RewardClaim,
  RewardHistoryPage,
  VipHistory,
  VipInfo,
  WheelSpin,
} from '../../contract/promotions';
import { PromoText } from '../../contract/promoText';
import { DAY, OPERATOR_TOKEN, playSlot, setupServer, START, type TestServer } from './helpers';
import { firstSlotGame, recordSlotRound } from './slotRound';

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());
beforeEach(() => s.clock.set(START));

/**
 * A player of the `open` site, which offers every activity (the deposit-linked ones included); a
 * player of the default `regulated-br` site with `{ regulated: true }`.
 */
async function player(extra: Record<string, unknown> = {}, { regulated = false } = {}) {
  const registered = await s.register(undefined, 'segredo1', extra, regulated ? {} : { site: 'open' });
  const [member] = await s.db.select().from(members).where(eq(members.phone, registered.phone));
  return { ...registered, id: member!.id, inviteCode: member!.inviteCode };
}
type Player = Awaited<ReturnType<typeof player>>;

let refs = 0;
const ref = () => `t${++refs}`;
const deposit = (p: Player, cents: number) =>
  s.db.transaction((tx) => credit(tx, p.id, cents, 'deposit', `RD-${ref()}`, s.clock.now()));
const play = (p: Player, cents: number) => recordTurnover(s.db, p.id, cents, 'test.play', ref(), s.clock.now());
const slotGame = () => firstSlotGame(s.db);
/** 90% of stake × edge, in centavos rounded down: the cap a day of such bets gives its play-linked rewards. */
const capOf = (stakeCents: number, edgeBp: number) => Math.floor((stakeCents * edgeBp * 90) / 1_000_000);
/** A settled slot round: the stake leaves the wallet, the win (if any) comes back. */
async function bet(p: Player, cents: number, winCents = 0) {
  const round = ref();
  await s.db.transaction(async (tx) => {
    await recordSlotRound(tx, p.id, round, cents, winCents, s.clock.now());
    await debit(tx, p.id, cents, BET_KIND, round, s.clock.now());
    if (winCents > 0) await credit(tx, p.id, winCents, WIN_KIND, round, s.clock.now());
  });
}

const check = async (p: Player, activity: string) => {
  const answer = await s.call('POST', `/api/${activity}/check`, {
    token: p.token,
    body: { name: activity, site: 'rodada' },
  });
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(RewardCheck, answer.json.data);
};
const claim = (p: Player, activity: string, body: Record<string, unknown> = {}) =>
  s.call('POST', `/api/${activity}/claim`, { token: p.token, body });
async function claimed(p: Player, activity: string, body: Record<string, unknown> = {}) {
  const answer = await claim(p, activity, body);
  expect(answer.status, answer.json.message).toBe(200);
  expect(answer.json).toMatchObject({ code: 200, status: 'success', message: PromoText.claimed });
  return v.parse(RewardClaim, answer.json.data);
}
/** After the clock moves past the idle limit (30 minutes under regulated-br), log in again. */
async function relogin(p: Player) {
  const answer = await s.login(p.phone, p.password);
  p.token = (answer.json.data as { access_token: string }).access_token;
}
const rewardsOf = async (p: Player, kind: string) =>
  (await s.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, p.id))).filter((e) => e.kind === kind);

const listing = async (query = '') =>
  v.parse(ActivityDetailList, (await s.call('GET', `/api/activitydetails/get${query}`)).json.data);
const OPEN_SITE = 'rodada-open';
const setOpenSiteSwitches = (disabled: string[]) =>
  s.db.update(sites).set({ disabledActivities: disabled }).where(eq(sites.code, OPEN_SITE));

describe('activity details', () => {
  it('the open site lists every activity with its numbers; a switched-off one disappears and is refused', async () => {
    const list = await listing(`?lang=pt&site=${OPEN_SITE}`);
    expect(list.map((a) => a.key)).toEqual([
      'ftd',
      'invitationactivity',
      'dailyrescue',
      'rechargerebate',
      'dailywheel',
      'lotterywheel',
    ]);
    expect(list[0]).toMatchObject({ site: OPEN_SITE, rules: { min_deposit: '100.00', reward: '10.00' } });
    const byHost = await s.call('GET', '/api/activitydetails/get', { headers: { host: 'open.localhost:3000' } });
    expect(v.parse(ActivityDetailList, byHost.json.data)).toHaveLength(6);

    const p = await player();
    await deposit(p, 100_00);
    await setOpenSiteSwitches(['ftd', 'dailywheel']);
    try {
      const off = await listing(`?site=${OPEN_SITE}`);
      expect(off.map((a) => a.key)).toEqual(['invitationactivity', 'dailyrescue', 'rechargerebate', 'lotterywheel']);
      expect(await check(p, 'ftd')).toMatchObject({ status: 'not_eligible', reason_code: 'promotion.switched_off' });
      for (const key of ['ftd', 'dailywheel']) {
        const refused = await claim(p, key);
        expect(refused.status).toBe(403);
        expect(refused.json).toMatchObject({
          error: 'promotion.switched_off',
          message: 'This promotion is not offered on this site',
        });
      }
    } finally {
      await setOpenSiteSwitches([]);
    }
    expect((await check(p, 'ftd')).status).toBe('claimable');
    expect(await rewardsOf(p, 'reward.ftd')).toHaveLength(0);
  });
});

describe('regulated-br: no deposit bonuses (Portaria SPA/MF 1.231/2024 art. 42 §1)', () => {
  const DEPOSIT_LINKED = ['ftd', 'rechargerebate', 'lotterywheel'];

  it('the default (regulated-br) site lists only the activities computed from no deposit', async () => {
    const list = await listing('?lang=pt');
    expect(list.map((a) => a.key)).toEqual(['dailyrescue', 'dailywheel']);
    expect(list.every((a) => a.site === 'rodada')).toBe(true);
    expect((await listing('?site=rodada')).map((a) => a.key)).not.toContain('ftd');
  });

  it("refuses a regulated site's member every deposit-linked check, claim and spin, whatever they deposited", async () => {
    const p = await player({}, { regulated: true });
    await deposit(p, 500_00);
    for (const key of DEPOSIT_LINKED) {
      expect(await check(p, key)).toMatchObject({
        status: 'not_eligible',
        reward: '0.00',
        reason: 'Deposit bonuses are not offered on this site',
        reason_code: 'promotion.deposit_bonus_off',
      });
      const refused = await claim(p, key);
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({ error: 'promotion.deposit_bonus_off' });
    }
    // 20 claims at once of each: none pays.
    const answers = await Promise.all(DEPOSIT_LINKED.flatMap((key) => Array.from({ length: 20 }, () => claim(p, key))));
    expect(answers.every((a) => a.status === 403)).toBe(true);
    const rewards = (await s.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, p.id))).filter((e) =>
      e.kind.startsWith('reward.'),
    );
    expect(rewards).toEqual([]);
  });

  it('non-deposit promotions stay on a regulated site', async () => {
    const p = await player({}, { regulated: true });
    await deposit(p, 100_00);
    expect(await check(p, 'dailywheel')).toMatchObject({ status: 'claimable', remainingspins: 1 });
    expect((await claim(p, 'dailywheel')).status).toBe(200);
    expect((await check(p, 'ftd')).reason_code).toBe('promotion.deposit_bonus_off');
  });

  it('the same deposit on the open site makes the first-deposit reward claimable', async () => {
    const p = await player();
    await deposit(p, 100_00);
    expect(await check(p, 'ftd')).toMatchObject({ status: 'claimable', reward: '10.00' });
  });
});

describe('first deposit', () => {
  it('a first deposit of 100.00 makes 10.00 claimable once; 99.99 does not, whatever comes after', async () => {
    const none = await player();
    expect(await check(none, 'ftd')).toMatchObject({ status: 'not_eligible', reason: PromoText.noEligibleTopUps });
    expect((await claim(none, 'ftd')).json.message).toBe(PromoText.noEligibleTopUps);

    const small = await player();
    await deposit(small, 99_99);
    await deposit(small, 500_00);
    expect(await check(small, 'ftd')).toMatchObject({ status: 'not_eligible', reason: PromoText.notEligible });

    const p = await player();
    await deposit(p, 100_00);
    expect(await check(p, 'ftd')).toMatchObject({ status: 'claimable', reward: '10.00', reason: null });
    expect(await claimed(p, 'ftd')).toEqual({ reward: '10.00', balance: '110.00' });
    expect(await check(p, 'ftd')).toMatchObject({ status: 'claimed' });
    const again = await claim(p, 'ftd');
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(PromoText.alreadyClaimed);
  });

  it('100 concurrent claims pay once', async () => {
    const p = await player();
    await deposit(p, 200_00);
    const answers = await Promise.all(Array.from({ length: 100 }, () => claim(p, 'ftd')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(99);
    expect(await rewardsOf(p, 'reward.ftd')).toHaveLength(1);
  });

  it('a retried claim with the same Idempotency-Key answers the first answer', async () => {
    const p = await player();
    await deposit(p, 100_00);
    const headers = { 'Idempotency-Key': `claim-${p.id}` };
    const first = await s.call('POST', '/api/ftd/claim', { token: p.token, body: {}, headers });
    const retry = await s.call('POST', '/api/ftd/claim', { token: p.token, body: {}, headers });
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.json).toEqual(first.json);
    expect(await rewardsOf(p, 'reward.ftd')).toHaveLength(1);
  });

  it('a reward adds twice itself to the turnover a withdrawal needs', async () => {
    const p = await player();
    await deposit(p, 100_00);
    await claimed(p, 'ftd');
    const { json } = await s.call('GET', '/api/ordercenter/association', { token: p.token });
    const association = v.parse(AssociationList, json.data);
    expect(association.required_turnover).toBe('220.00');
    expect(association.association.map((a) => [a.type, a.amount, a.required_turnover])).toEqual([
      ['deposit', '100.00', '200.00'],
      ['reward', '10.00', '20.00'],
    ]);
  });
});

describe('invitation', () => {
  it('each invited friend whose first deposit is 100 or more pays 100 once; strangers are USER DOES NOT EXIST', async () => {
    const inviter = await player();
    expect(await check(inviter, 'invitationactivity')).toMatchObject({
      status: 'not_eligible',
      reason: PromoText.userNotEligible,
      invitees: [],
    });
    const friend = await player({ invite_code: inviter.inviteCode });
    const small = await player({ invite_code: inviter.inviteCode });
    const stranger = await player();
    await deposit(friend, 100_00);
    await deposit(small, 99_99);

    const before = await check(inviter, 'invitationactivity');
    expect(before).toMatchObject({ status: 'claimable', reward: '100.00' });
    expect(before.invitees?.map((i) => [i.invitee_id, i.qualified, i.status])).toEqual([
      [friend.id, true, 'claimable'],
      [small.id, false, 'not_eligible'],
    ]);
    expect(before.invitees?.[0]?.phone).toMatch(/^\d{3}\*{4}\d{4}$/);

    const unknown = await claim(inviter, 'invitationactivity', { invitee_id: stranger.id });
    expect(unknown.status).toBe(409);
    expect(unknown.json.message).toBe(PromoText.userDoesNotExist);
    const notYet = await claim(inviter, 'invitationactivity', { invitee_id: small.id });
    expect(notYet.status).toBe(422);
    expect(notYet.json.message).toBe(PromoText.userNotEligible);

    expect(await claimed(inviter, 'invitationactivity', { invitee_id: friend.id })).toMatchObject({ reward: '100.00' });
    expect((await claim(inviter, 'invitationactivity', { invitee_id: friend.id })).status).toBe(409);
    expect(await check(inviter, 'invitationactivity')).toMatchObject({ status: 'not_eligible', reward: '0.00' });
  });
});

describe('daily-loss relief', () => {
  it("pays 8% of the previous São Paulo day's net loss the next day, once, at most the day's cap", async () => {
    const p = await player();
    await deposit(p, 1000_00);
    s.clock.set(new Date('2026-03-01T12:00:00Z')); // 1 March, 09:00 in São Paulo
    await bet(p, 300_00, 50_00);
    s.clock.set(new Date('2026-03-02T02:59:59Z')); // still 1 March (23:59:59) in São Paulo
    await bet(p, 50_00);
    s.clock.set(new Date('2026-03-02T03:00:00Z')); // 2 March, 00:00 — today's bets count tomorrow
    await bet(p, 400_00);

    // 1 March: R$ 350 staked on a slot, R$ 50 back, R$ 300 lost. 8% of it is R$ 24, but the day's cap
    // (90% of R$ 350 × the slot's edge) less the day's 2% rebate (R$ 7) leaves less: the relief is that.
    const cap = capOf(350_00, (await slotGame()).edgeBp);
    const relief = formatCents(Math.min(24_00, cap - 7_00));
    expect(cap - 7_00).toBeLessThan(24_00);
    s.clock.set(START);
    await relogin(p);
    expect(await check(p, 'dailyrescue')).toMatchObject({
      status: 'claimable',
      day: '2026-03-01',
      loss: '300.00',
      reward: relief,
    });
    expect(await claimed(p, 'dailyrescue')).toMatchObject({ reward: relief });
    expect(await check(p, 'dailyrescue')).toMatchObject({ status: 'claimed' });
    expect((await claim(p, 'dailyrescue')).status).toBe(409);

    const cover = await s.call('POST', '/api/cover/history', { token: p.token, body: {} });
    expect(v.parse(CoverHistoryPage, cover.json.data).list).toEqual([
      expect.objectContaining({ day: '2026-03-01', loss: '300.00', reward: relief }),
    ]);
  });

  it('a day won, or no play, is not eligible to receive', async () => {
    const p = await player();
    await deposit(p, 100_00);
    s.clock.set(new Date('2026-03-01T15:00:00Z'));
    await bet(p, 10_00, 30_00);
    s.clock.set(START);
    await relogin(p);
    expect(await check(p, 'dailyrescue')).toMatchObject({
      status: 'not_eligible',
      reason: PromoText.notEligibleToReceive,
      loss: '0.00',
    });
    const refused = await claim(p, 'dailyrescue');
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(PromoText.notEligibleToReceive);
  });
});

describe('recharge rebate', () => {
  it('each recharge of 100 or more pays 20% once 5x it has been played after it, from the next day', async () => {
    const p = await player();
    expect(await check(p, 'rechargerebate')).toMatchObject({
      status: 'not_eligible',
      reason: PromoText.noEligibleTopUps,
    });
    await play(p, 1000_00); // before any recharge: does not count
    s.clock.advance(1000);
    await deposit(p, 100_00);
    await deposit(p, 99_99);
    s.clock.advance(1000);
    await play(p, 499_99);
    const short = await check(p, 'rechargerebate');
    expect(short).toMatchObject({ status: 'not_eligible', reason: PromoText.noQualifyingRecharge });
    expect(short.details).toHaveLength(1);
    expect(short.details?.[0]).toMatchObject({
      recharge_amount: '100.00',
      required_amount: '500.00',
      played_amount: '499.99',
      is_claimed: 0,
      event_ended_at: null,
    });
    expect((await claim(p, 'rechargerebate')).json.message).toBe(PromoText.noQualifyingRecharge);

    s.clock.advance(1000);
    await play(p, 1);
    const reachedAt = s.clock.now().toISOString();
    // Reached, but the cap on play-linked rewards leaves nothing yet: no settled play with a house edge
    // on a finished day since the recharge's day. It waits.
    const waiting = await check(p, 'rechargerebate');
    expect(waiting).toMatchObject({
      status: 'not_eligible',
      reason: PromoText.rebateAwaitsSettledPlay,
      reason_code: 'promotion.rebate_awaits_settled_play',
    });
    expect(waiting.details?.[0]).toMatchObject({ event_ended_at: reachedAt, reward_amount: '0.00' });
    const early = await claim(p, 'rechargerebate');
    expect([early.status, early.json.message]).toEqual([422, PromoText.rebateAwaitsSettledPlay]);
    // Slot rounds that day, R$ 3.000 staked and won back: the day's cap (90% of R$ 3.000 × the slot's
    // edge) less its 2% rebate leaves more than R$ 20 for the next day.
    expect(capOf(3000_00, (await slotGame()).edgeBp) - 60_00).toBeGreaterThan(20_00);
    for (let i = 0; i < 30; i += 1) await bet(p, 100_00, 100_00);
    s.clock.set(new Date(START.getTime() + DAY));
    await relogin(p);
    const ready = await check(p, 'rechargerebate');
    expect(ready).toMatchObject({ status: 'claimable', reward: '20.00' });
    expect(ready.details?.[0]?.event_ended_at).toBe(reachedAt);
    expect(await claimed(p, 'rechargerebate')).toMatchObject({ reward: '20.00' });
    const after = await check(p, 'rechargerebate');
    expect(after).toMatchObject({ status: 'claimed' });
    expect(after.details?.[0]).toMatchObject({ is_claimed: 1, claimed_at: s.clock.now().toISOString() });
  });
});

describe('wheels', () => {
  it('the daily wheel spins once a São Paulo day and pays the prize the server drew', async () => {
    const p = await player();
    const ready = await check(p, 'dailywheel');
    expect(ready).toMatchObject({ status: 'claimable', remainingspins: 1 });
    expect(ready.prizes).toHaveLength(WHEEL_PRIZES.dailywheel.length);
    const answer = await claim(p, 'dailywheel');
    expect(answer.status, answer.json.message).toBe(200);
    const spin = v.parse(WheelSpin, answer.json.data);
    const prize = WHEEL_PRIZES.dailywheel.find((x) => x.id === spin.prize_id)!;
    expect(spin).toMatchObject({ code: 200, quantity: 1, remainingspins: 0 });
    expect(spin.reward).toBe((prize.cents / 100).toFixed(2));
    expect(spin.balance).toBe(spin.reward);
    expect(answer.json.message).toBe(prize.cents > 0 ? PromoText.prizeWon : PromoText.noPrize);

    const second = await claim(p, 'dailywheel');
    expect(second.status).toBe(422);
    expect(second.json.message).toBe(PromoText.noMoreSpins);
    expect(await check(p, 'dailywheel')).toMatchObject({
      status: 'not_eligible',
      reason: PromoText.noMoreSpins,
      remainingspins: 0,
    });

    s.clock.advance(DAY);
    await relogin(p);
    expect(await check(p, 'dailywheel')).toMatchObject({ status: 'claimable', remainingspins: 1 });
  });

  it('once today’s spin is taken: a retry with its Idempotency-Key answers the spin, a new tap 422, a pause its own refusal', async () => {
    const p = await player();
    const headers = { 'Idempotency-Key': `wheel-${p.id}` };
    const first = await s.call('POST', '/api/dailywheel/claim', { token: p.token, body: {}, headers });
    expect(first.status, first.json.message).toBe(200);
    const retry = await s.call('POST', '/api/dailywheel/claim', { token: p.token, body: {}, headers });
    expect(retry.status).toBe(200);
    expect(retry.json).toEqual(first.json);
    const again = await s.call('POST', '/api/dailywheel/claim', {
      token: p.token,
      body: {},
      headers: { 'Idempotency-Key': `wheel-${p.id}-again` },
    });
    expect(again.json).toMatchObject({ error: 'promotion.no_more_spins', message: PromoText.noMoreSpins });
    const paused = await s.call('POST', '/api/responsible/pause', {
      token: p.token,
      body: { period: '24h', password: p.password },
    });
    expect(paused.status).toBe(200);
    expect((await claim(p, 'dailywheel')).json.error).toBe('responsible.paused');
    expect(await rewardsOf(p, 'reward.dailywheel')).toHaveLength(
      WHEEL_PRIZES.dailywheel.find((x) => x.id === (first.json.data as { prize_id: number }).prize_id)!.cents > 0
        ? 1
        : 0,
    );
  });

  it('the lottery wheel gives a spin per 100 deposited; 100 concurrent spins of one spin pay once', async () => {
    const p = await player();
    expect(await check(p, 'lotterywheel')).toMatchObject({ status: 'not_eligible', reason: PromoText.noMoreRoll });
    await deposit(p, 250_00);
    expect(await check(p, 'lotterywheel')).toMatchObject({ status: 'claimable', remainingspins: 2 });
    expect((await claim(p, 'lotterywheel')).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 100 }, () => claim(p, 'lotterywheel')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.json.message === PromoText.noMoreRoll)).toBe(true);
    expect(await check(p, 'lotterywheel')).toMatchObject({ remainingspins: 0 });
  });

  it('the daily wheel: 50 spins asked at once spin once, the rest refused, one spin row and one payout at most', async () => {
    const p = await player();
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(p, 'dailywheel')));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.json.message === PromoText.noMoreSpins)).toBe(true);
    const spins = await s.db.select().from(wheelSpins).where(eq(wheelSpins.memberId, p.id));
    expect(spins.map((spin) => spin.wheel)).toEqual(['dailywheel']);
    const prize = WHEEL_PRIZES.dailywheel.find((x) => x.id === (won[0]!.json.data as { prize_id: number }).prize_id)!;
    expect(spins[0]!.prizeId).toBe(prize.id);
    expect(await rewardsOf(p, 'reward.dailywheel')).toHaveLength(prize.cents > 0 ? 1 : 0);
    expect(await check(p, 'dailywheel')).toMatchObject({ remainingspins: 0 });
  });

  it('draws every prize in proportion to its weight', () => {
    const prizes = WHEEL_PRIZES.lotterywheel;
    const total = prizes.reduce((sum, p) => sum + p.weight, 0);
    let counter = 0;
    // An even sweep over the 32-bit values stands in for the CSPRNG.
    const sweep = () => {
      const buffer = Buffer.alloc(4);
      buffer.writeUInt32BE(Math.floor((counter++ * 0x1_0000_0000) / 10_000) >>> 0);
      return buffer;
    };
    const counts = new Map<number, number>();
    for (let i = 0; i < 10_000; i += 1) {
      const prize = drawPrize(prizes, sweep);
      counts.set(prize.id, (counts.get(prize.id) ?? 0) + 1);
    }
    for (const prize of prizes) {
      expect(Math.abs((counts.get(prize.id) ?? 0) / 10_000 - prize.weight / total)).toBeLessThan(0.005);
    }
  });
});

describe('VIP', () => {
  it('levels by total reloaded on an open site, at the edges, with the history of levels reached', async () => {
    const p = await player();
    const level = async () =>
      v.parse(VipInfo, (await s.call('POST', '/api/member/vip/info', { token: p.token, body: {} })).json.data);
    await deposit(p, 999_99);
    expect((await level()).basis).toBe('deposits');
    expect((await level()).uservip).toEqual({
      userviplvl: 0,
      total: '999.99',
      totalrecharge: '999.99',
      totalbetting: '0.00',
    });
    await deposit(p, 1);
    expect((await level()).uservip.userviplvl).toBe(1);
    await deposit(p, 4000_00);
    expect((await level()).uservip.userviplvl).toBe(1);
    await deposit(p, 1_00);
    await play(p, 10_00);
    const info = await level();
    expect(info.uservip).toEqual({ userviplvl: 2, total: '5001.00', totalrecharge: '5001.00', totalbetting: '10.00' });
    expect(info.data.map((l) => l.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']);
    const history = v.parse(
      VipHistory,
      (await s.call('POST', '/api/member/vip/history', { token: p.token, body: {} })).json.data,
    );
    expect(history.map((h) => [h.name, h.total])).toEqual([
      ['Silver', '5001.00'],
      ['Bronze', '1000.00'],
    ]);
  });
});

describe('betting rebate and reward history', () => {
  it('2% of each day’s bets, settled once per member and day by the operator; every reward in the history', async () => {
    const p = await player();
    await deposit(p, 500_00);
    const { json: games } = await s.call('GET', '/api/games/listsv2?category=slot&per_page=1');
    const slot = v.parse(GamePage, games.data).list[0]!;
    s.clock.set(new Date('2026-03-01T18:00:00Z'));
    await relogin(p);
    for (let i = 0; i < 3; i += 1) {
      const round = await playSlot(s.call, p.token, slot.id, '10.00');
      expect(round.status, round.json.message).toBe(200);
    }
    s.clock.set(START);
    await relogin(p);
    const list = () =>
      s
        .call('POST', '/api/games/rebates/list', { token: p.token, body: {} })
        .then((a) => v.parse(RebateDayPage, a.json.data));
    expect((await list()).list).toEqual([
      expect.objectContaining({
        day: '2026-03-01',
        rebate_ratio: '2%',
        bet_amount: '30.00',
        rebate_amount: '0.60',
        settled: false,
        forfeited: false,
      }),
    ]);
    const details = await s.call('POST', '/api/games/rebates/details', { token: p.token, body: { day: '2026-03-01' } });
    expect(v.parse(RebateGameList, details.json.data)).toEqual([
      { game_name: slot.name, category: 'slot', bet_amount: '30.00', rebate_amount: '0.60' },
    ]);

    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l) };
    const env = { RODADA_API: 'http://in-process', ADMIN_TOKEN: OPERATOR_TOKEN };
    const settle = await s.call('POST', '/api/operator/rebates/settle', { token: OPERATOR_TOKEN, body: {} });
    expect(settle.json.data).toMatchObject({ day: '2026-03-01' });
    expect((settle.json.data as { members: number }).members).toBeGreaterThanOrEqual(1);
    const again = await s.call('POST', '/api/operator/rebates/settle', {
      token: OPERATOR_TOKEN,
      body: { day: '2026-03-01' },
    });
    expect(again.json.data).toMatchObject({ members: 0, paid: '0.00' });
    expect(await runAdmin(['rebates', 'settle', '1 March'], env, io)).toBe(2);
    expect((await list()).list[0]).toMatchObject({ settled: true });

    await claimed(p, 'ftd');
    const history = await s.call('POST', '/api/rewards/history', { token: p.token, body: {} });
    expect(v.parse(RewardHistoryPage, history.json.data).list.map((r) => [r.activity, r.amount])).toEqual([
      ['ftd', '10.00'],
      ['rebate', '0.60'],
    ]);
  });
});

describe('audit', () => {
  it('every wallet still matches its ledger', async () => {
    const { json } = await s.call('POST', '/api/operator/audit', { token: OPERATOR_TOKEN });
    expect(v.parse(AuditResult, json.data).off).toEqual([]);
  });
});
