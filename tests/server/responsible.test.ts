import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FixtureList,
  GamePage,
  Restriction,
  ResponsibleStatus,
  SessionSummary,
  SetLimitResult,
  Statement,
  UserInfo,
  type Fixture,
  type Game,
  type LimitKind,
  type PaymentChannel,
  PaymentChannelList,
} from '../../contract';
import { ledgerEntries, memberExclusions, members, rechargeOrders } from '../../server/db/schema';
import { seedFixtures } from '../../server/house/sports';
import { credit } from '../../server/wallet/ledger';
import { validCpf } from '../identity';
import { DAY, HOUR, MINUTE, playSlot, setupServer, type TestServer } from './helpers';

let s: TestServer;
let channel: PaymentChannel;
let sportsGame: Game;
let slotGame: Game;
let fixture: Fixture;

beforeAll(async () => {
  s = await setupServer({}, 'responsible-tests');
  channel = v.parse(PaymentChannelList, (await s.call('GET', '/api/payment/online/list')).json.data)[0]!;
  const first = async (category: string) =>
    v.parse(GamePage, (await s.call('GET', `/api/games/listsv2?category=${category}&per_page=1`)).json.data).list[0]!;
  [sportsGame, slotGame] = (await Promise.all(['sports', 'slot'].map(first))) as [Game, Game];
});
afterAll(() => s.close());

/** A fixture still open for bets at the test clock's time. */
async function openFixture(): Promise<Fixture> {
  await s.db.transaction((tx) => seedFixtures(tx, s.clock.now()));
  const list = v.parse(FixtureList, (await s.call('GET', '/api/house/sports/fixtures')).json.data);
  const open = list.find((f) => f.status === 'open' && new Date(f.kickoff).getTime() > s.clock.now().getTime());
  if (!open) throw new Error('no open fixture');
  return open;
}

async function player(fundCents = 0) {
  const registered = await s.register();
  const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
  const id = member!.id;
  if (fundCents > 0) {
    await s.db.transaction((tx) => credit(tx, id, fundCents, 'test.fund', `rg-fund-${id}`, s.clock.now()));
  }
  return { ...registered, id };
}
type Player = Awaited<ReturnType<typeof player>>;

/** Moves the clock on and logs the player in again (an idle session ends meanwhile). */
async function later(p: Player, ms: number): Promise<Player> {
  s.clock.advance(ms);
  const login = await s.login(p.phone, p.password);
  expect(login.status, login.json.message).toBe(200);
  return { ...p, token: (login.json.data as { access_token: string }).access_token };
}

const deposit = (p: Player, money: string) =>
  s.call('POST', '/api/recharge/online', {
    token: p.token,
    body: { money, payment_id: channel.id, payment_type: 'PIX', payment_desc: channel.name },
  });

async function sportsBet(p: Player, amount: string) {
  fixture = await openFixture();
  return s.call('POST', '/api/house/sports/bet', {
    token: p.token,
    body: { game_id: sportsGame.id, fixture_id: fixture.id, selection: 'home', amount },
  });
}

const setLimit = (p: Player, kind: LimitKind, value: string | number | null) =>
  s.call('POST', '/api/responsible/limit', { token: p.token, body: { kind, value } });

async function limitSet(p: Player, kind: LimitKind, value: string | number | null) {
  const answer = await setLimit(p, kind, value);
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(SetLimitResult, answer.json.data);
}

async function status(p: Player) {
  const answer = await s.call('GET', '/api/responsible/status', { token: p.token });
  expect(answer.status).toBe(200);
  return v.parse(ResponsibleStatus, answer.json.data);
}

const limitOf = async (p: Player, kind: LimitKind) => (await status(p)).limits.find((l) => l.kind === kind)!;

/** The next São Paulo midnight after the test clock (São Paulo is UTC−3). */
const nextSaoPauloMidnight = () => {
  const now = s.clock.now();
  const local = new Date(now.getTime() - 3 * HOUR);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1) + 3 * HOUR);
};

describe('GET /api/responsible/status', () => {
  it('starts with no limits, a 60-minute reality check and no restriction', async () => {
    const p = await player();
    const answer = await status(p);
    expect(answer.limits.map((l) => l.kind)).toEqual([
      'deposit_day',
      'deposit_week',
      'deposit_month',
      'loss_day',
      'loss_week',
      'loss_month',
      'session_minutes',
      'bets_day',
    ]);
    expect(answer.limits.every((l) => l.value === null && l.pending === null)).toBe(true);
    expect(answer.reality_check_minutes).toBe(60);
    expect(answer.restriction).toBeNull();
    expect((await s.call('GET', '/api/responsible/status')).status).toBe(401);
  });
});

describe('deposit limits', () => {
  it('refuses the deposit that would pass the daily limit, saying which limit, what is left and when it resets', async () => {
    const p = await player();
    expect((await limitSet(p, 'deposit_day', '100.00')).effective).toBe('now');
    expect((await deposit(p, '60.00')).status).toBe(200);

    const refused = await deposit(p, '50.00');
    expect(refused.status).toBe(422);
    expect(refused.json.error).toBe('responsible.deposit_limit');
    expect(refused.json.params).toEqual({
      period: 'day',
      limit: '100.00',
      remaining: '40.00',
      resets_at: nextSaoPauloMidnight().toISOString(),
    });
    const orders = await s.db.select().from(rechargeOrders).where(eq(rechargeOrders.memberId, p.id));
    expect(orders).toHaveLength(1);

    expect((await deposit(p, '40.00')).status).toBe(200);
    // Both orders wait for their PIX payment: reserved, not used.
    expect(await limitOf(p, 'deposit_day')).toMatchObject({ used: '0.00', reserved: '100.00' });
  });

  it('counts a deposit in the day it was paid: paid after midnight, it fills the new day, as its credit did', async () => {
    let p = await player();
    await limitSet(p, 'deposit_day', '100.00');
    p = await later(p, nextSaoPauloMidnight().getTime() - s.clock.now().getTime() - 10 * MINUTE);
    const made = await deposit(p, '100.00');
    expect(made.status, made.json.message).toBe(200);
    const { order_no } = made.json.data as { order_no: string };
    s.clock.advance(15 * MINUTE);
    expect((await s.request('POST', `/sandbox/pix/${order_no}/confirm`)).status).toBe(303);
    expect(await s.balanceOf(p.id)).toBe(100_00);
    expect((await limitOf(p, 'deposit_day')).used).toBe('100.00');
    // The new day's limit is used up by that payment: another order would only be returned when paid.
    const refused = await deposit(p, '10.00');
    expect(refused.json).toMatchObject({ error: 'responsible.deposit_limit', params: { remaining: '0.00' } });
  });

  it('names the tightest limit: the weekly one when it leaves less than the daily one', async () => {
    const p = await player();
    await limitSet(p, 'deposit_day', '500.00');
    await limitSet(p, 'deposit_week', '80.00');
    expect((await deposit(p, '50.00')).status).toBe(200);
    const refused = await deposit(p, '40.00');
    expect(refused.json.error).toBe('responsible.deposit_limit');
    expect(refused.json.params).toMatchObject({ period: 'week', limit: '80.00', remaining: '30.00' });
  });

  it('holds when 20 deposits arrive at once: no more than the limit is ordered', async () => {
    const p = await player();
    await limitSet(p, 'deposit_day', '50.00');
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(p, '10.00')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.json.error === 'responsible.deposit_limit')).toHaveLength(15);
    const orders = await s.db.select().from(rechargeOrders).where(eq(rechargeOrders.memberId, p.id));
    expect(orders.reduce((sum, o) => sum + o.amountCents, 0)).toBe(5000);
  });

  it('frees the room of an order that expired unpaid', async () => {
    let p = await player();
    await limitSet(p, 'deposit_day', '30.00');
    expect((await deposit(p, '30.00')).status).toBe(200);
    expect((await deposit(p, '10.00')).json.error).toBe('responsible.deposit_limit');
    p = await later(p, 31 * MINUTE);
    expect((await deposit(p, '10.00')).status).toBe(200);
  });
});

describe('changing a limit (fixed clock)', () => {
  it('lowers at once, and raises only 24 hours later', async () => {
    let p = await player();
    await limitSet(p, 'deposit_day', '100.00');
    const raised = await limitSet(p, 'deposit_day', '300.00');
    expect(raised.effective).toBe('later');
    const state = raised.status.limits.find((l) => l.kind === 'deposit_day')!;
    expect(state.value).toBe('100.00');
    expect(state.pending).toEqual({ value: '300.00', from: new Date(s.clock.now().getTime() + DAY).toISOString() });

    p = await later(p, DAY - MINUTE);
    expect((await limitOf(p, 'deposit_day')).value).toBe('100.00');
    p = await later(p, MINUTE);
    const after = await limitOf(p, 'deposit_day');
    expect(after.value).toBe('300.00');
    expect(after.pending).toBeNull();

    expect((await limitSet(p, 'deposit_day', '20.00')).effective).toBe('now');
    expect((await limitOf(p, 'deposit_day')).value).toBe('20.00');
  });

  it('removes a limit only after 24 hours, and a lower value meanwhile drops the waiting removal', async () => {
    let p = await player();
    await limitSet(p, 'bets_day', 10);
    expect((await limitSet(p, 'bets_day', null)).effective).toBe('later');
    expect(await limitOf(p, 'bets_day')).toMatchObject({ value: '10', pending: { value: null } });
    expect((await limitSet(p, 'bets_day', 5)).effective).toBe('now');
    p = await later(p, DAY + MINUTE);
    expect(await limitOf(p, 'bets_day')).toMatchObject({ value: '5', pending: null });

    await limitSet(p, 'bets_day', null);
    p = await later(p, DAY);
    expect(await limitOf(p, 'bets_day')).toMatchObject({ value: null, pending: null });
  });

  it('refuses values out of range with the field and its own message, and changes nothing', async () => {
    const p = await player();
    const cases: Array<[LimitKind, unknown, string]> = [
      ['deposit_day', '0', 'responsible.limit_amount_invalid'],
      ['deposit_day', '-5', 'responsible.limit_amount_invalid'],
      ['loss_week', '10.555', 'responsible.limit_amount_invalid'],
      ['loss_week', 'abc', 'responsible.limit_amount_invalid'],
      ['session_minutes', 2, 'responsible.limit_minutes_invalid'],
      ['session_minutes', '1441', 'responsible.limit_minutes_invalid'],
      ['bets_day', '1.5', 'responsible.limit_count_invalid'],
      ['bets_day', 0, 'responsible.limit_count_invalid'],
    ];
    for (const [kind, value, code] of cases) {
      const answer = await s.call('POST', '/api/responsible/limit', { token: p.token, body: { kind, value } });
      expect(answer.status, `${kind} ${String(value)}`).toBe(422);
      expect(answer.json.fields?.value?.error, `${kind} ${String(value)}`).toBe(code);
    }
    const unknown = await s.call('POST', '/api/responsible/limit', { token: p.token, body: { kind: 'x', value: 1 } });
    expect(unknown.json.fields?.kind?.error).toBe('responsible.limit_kind_unknown');
    expect((await status(p)).limits.every((l) => l.value === null)).toBe(true);
  });

  it('applies two changes sent at once one after the other', async () => {
    const p = await player();
    const answers = await Promise.all([
      setLimit(p, 'loss_day', '50.00'),
      setLimit(p, 'loss_day', '40.00'),
      setLimit(p, 'loss_day', '60.00'),
    ]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const state = await limitOf(p, 'loss_day');
    expect(['40.00', '50.00']).toContain(state.value);
  });
});

describe('bet limits', () => {
  it('refuses a stake that could take the net loss past the loss limit', async () => {
    const p = await player(100_00);
    await limitSet(p, 'loss_day', '10.00');
    expect((await sportsBet(p, '6.00')).status).toBe(200);
    const refused = await sportsBet(p, '5.00');
    expect(refused.status).toBe(422);
    expect(refused.json.error).toBe('responsible.loss_limit');
    expect(refused.json.params).toMatchObject({ period: 'day', limit: '10.00', remaining: '4.00' });
    expect(await s.balanceOf(p.id)).toBe(94_00);
    expect((await sportsBet(p, '4.00')).status).toBe(200);
  });

  it('refuses the bet after the day’s number of bets, on every house game', async () => {
    const p = await player(100_00);
    await limitSet(p, 'bets_day', 2);
    expect((await sportsBet(p, '1.00')).status).toBe(200);
    expect((await sportsBet(p, '1.00')).status).toBe(200);
    const third = await sportsBet(p, '1.00');
    expect(third.json.error).toBe('responsible.bets_limit');
    expect(third.json.params).toEqual({ limit: '2', resets_at: nextSaoPauloMidnight().toISOString() });
    const slot = await playSlot(s.call, p.token, slotGame.id, '1.00');
    expect(slot.json.error).toBe('responsible.bets_limit');
    const bets = await s.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, p.id), eq(ledgerEntries.kind, 'game.bet')));
    expect(bets).toHaveLength(2);
  });

  it('refuses bets once today’s play time is used up, and a new login does not give it back', async () => {
    const p = await player(100_00);
    await limitSet(p, 'session_minutes', 5);
    expect((await sportsBet(p, '1.00')).status).toBe(200);
    s.clock.advance(5 * MINUTE);
    const refused = await sportsBet(p, '1.00');
    expect(refused.json.error).toBe('responsible.play_time_limit');
    expect(refused.json.params).toEqual({ limit: '5', resets_at: nextSaoPauloMidnight().toISOString() });

    const login = await s.login(p.phone, p.password);
    const token = (login.json.data as { access_token: string }).access_token;
    expect((await sportsBet({ ...p, token }, '1.00')).json.error).toBe('responsible.play_time_limit');
  });

  it('holds when 20 stakes arrive at once against a loss limit', async () => {
    const p = await player(100_00);
    await limitSet(p, 'loss_day', '10.00');
    fixture = await openFixture();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        s.call('POST', '/api/house/sports/bet', {
          token: p.token,
          body: { game_id: sportsGame.id, fixture_id: fixture.id, selection: 'draw', amount: '1.00' },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(await s.balanceOf(p.id)).toBe(90_00);
  });
});

describe('pause and self-exclusion', () => {
  const pause = (p: Player, period: string, password = p.password) =>
    s.call('POST', '/api/responsible/pause', { token: p.token, body: { period, password } });
  const exclude = (p: Player, period: string, password = p.password) =>
    s.call('POST', '/api/responsible/self-exclusion', { token: p.token, body: { period, password } });

  it('needs the password, and a wrong one changes nothing', async () => {
    const p = await player();
    const wrong = await pause(p, '24h', 'not-the-password');
    expect(wrong.json.fields?.password?.error).toBe('security.password_wrong');
    expect((await pause(p, '2h')).json.fields?.period?.error).toBe('responsible.period_unknown');
    expect((await status(p)).restriction).toBeNull();
  });

  it('pauses for 24 hours: deposits, bets, game launches and promotions refused; it cannot be undone; it ends', async () => {
    let p = await player(50_00);
    const paused = await pause(p, '24h');
    expect(paused.status).toBe(200);
    const until = new Date(s.clock.now().getTime() + DAY).toISOString();
    expect(v.parse(Restriction, paused.json.data)).toEqual({ kind: 'pause', period: '24h', until });

    expect((await deposit(p, '20.00')).json).toMatchObject({ error: 'responsible.paused', params: { until } });
    expect((await sportsBet(p, '1.00')).json.error).toBe('responsible.paused');
    const launch = await s.call('POST', '/api/day7/day7LoginV2', { token: p.token, body: { game_id: slotGame.id } });
    expect(launch.json.error).toBe('responsible.paused');
    const claim = await s.call('POST', '/api/dailywheel/claim', { token: p.token, body: {} });
    expect(claim.json.error).toBe('responsible.paused');
    const check = await s.call('POST', '/api/invitationactivity/check', { token: p.token, body: {} });
    expect(check.json.error).toBe('responsible.paused');

    const me = v.parse(UserInfo, (await s.call('POST', '/api/auth/me', { token: p.token })).json.data);
    expect(me.restriction).toEqual({ kind: 'pause', period: '24h', until });
    expect((await pause(p, '7d')).json).toMatchObject({ error: 'responsible.already_restricted', params: { until } });
    await expect(
      s.db.update(memberExclusions).set({ endsAt: s.clock.now() }).where(eq(memberExclusions.memberId, p.id)),
    ).rejects.toThrow();
    expect(await s.balanceOf(p.id)).toBe(50_00);

    p = await later(p, DAY);
    expect((await deposit(p, '20.00')).status).toBe(200);
    expect((await status(p)).restriction).toBeNull();
  });

  it('self-excludes for 6 months, even during a pause; a pause cannot follow', async () => {
    let p = await player();
    expect((await pause(p, '7d')).status).toBe(200);
    const excluded = await exclude(p, '6m');
    expect(excluded.status).toBe(200);
    const restriction = v.parse(Restriction, excluded.json.data);
    expect(restriction.kind).toBe('self_exclusion');
    expect(new Date(restriction.until!).getUTCMonth()).toBe((s.clock.now().getUTCMonth() + 6) % 12);
    expect((await deposit(p, '20.00')).json).toMatchObject({
      error: 'responsible.self_excluded',
      params: { until: restriction.until },
    });
    expect((await pause(p, '24h')).json.error).toBe('responsible.already_restricted');
    p = await later(p, 8 * DAY);
    expect((await status(p)).restriction?.kind).toBe('self_exclusion');
  });

  it('still lets a self-excluded member withdraw the balance', async () => {
    const p = await player(80_00);
    expect((await exclude(p, '1y')).status).toBe(200);
    const pwd = await s.call('POST', '/api/member/qkpwd', {
      token: p.token,
      body: { qk_pwd: '246810', qk_pwd_confirmation: '246810' },
    });
    expect(pwd.status).toBe(200);
    const cpf = validCpf(p.phone);
    const drawn = await s.call('POST', '/api/drawing', {
      token: p.token,
      body: { money: '80.00', qk_pwd: '246810', payment_type: 'CPF', account: cpf, cpf_id: cpf, name: 'Ana Souza' },
    });
    expect(drawn.status, drawn.json.message).toBe(200);
    expect(await s.balanceOf(p.id)).toBe(0);
  });

  it('self-excludes for good', async () => {
    let p = await player();
    expect(v.parse(Restriction, (await exclude(p, 'permanent')).json.data).until).toBeNull();
    expect((await deposit(p, '20.00')).json.error).toBe('responsible.self_excluded_permanently');
    expect((await exclude(p, '1y')).json.error).toBe('responsible.self_excluded_permanently');
    p = await later(p, 400 * DAY);
    expect((await status(p)).restriction).toEqual({ kind: 'self_exclusion', period: 'permanent', until: null });
  });

  it('extends a running self-exclusion at once (longer, then permanent), never shortens it, and keeps every row', async () => {
    let p = await player();
    const sixMonths = v.parse(Restriction, (await exclude(p, '6m')).json.data);
    // The same period again ends no later: refused, with when the running one ends.
    const same = await exclude(p, '6m');
    expect(same.status).toBe(409);
    expect(same.json).toMatchObject({
      error: 'responsible.exclusion_not_longer',
      params: { until: sixMonths.until },
      message: `Your self-exclusion already runs until ${sixMonths.until}: it can be extended to a longer period or made permanent, never shortened`,
    });

    p = await later(p, 10 * DAY);
    const year = await exclude(p, '1y');
    expect(year.status, year.json.message).toBe(200);
    const extended = v.parse(Restriction, year.json.data);
    expect(extended).toMatchObject({ kind: 'self_exclusion', period: '1y' });
    expect(new Date(extended.until!).getTime()).toBeGreaterThan(new Date(sixMonths.until!).getTime());
    expect((await status(p)).restriction).toEqual(extended);
    const me = v.parse(UserInfo, (await s.call('POST', '/api/auth/me', { token: p.token })).json.data);
    expect(me.restriction).toEqual(extended);

    // Shorter than what runs now: refused, nothing written.
    p = await later(p, 30 * DAY);
    const shorter = await exclude(p, '6m');
    expect(shorter.json).toMatchObject({
      error: 'responsible.exclusion_not_longer',
      params: { until: extended.until },
    });
    expect((await status(p)).restriction).toEqual(extended);

    // Past the first six months, the year still runs.
    p = await later(p, 150 * DAY);
    expect((await status(p)).restriction).toEqual(extended);
    expect((await deposit(p, '20.00')).json.error).toBe('responsible.self_excluded');

    expect((await exclude(p, 'permanent')).status).toBe(200);
    expect((await status(p)).restriction).toEqual({ kind: 'self_exclusion', period: 'permanent', until: null });
    expect((await exclude(p, '1y')).json.error).toBe('responsible.self_excluded_permanently');

    // The history is append-only: one row per choice, the earlier ones as they were written.
    const rows = await s.db.select().from(memberExclusions).where(eq(memberExclusions.memberId, p.id));
    expect(rows.map((r) => [r.period, r.endsAt?.toISOString() ?? null])).toEqual([
      ['6m', sixMonths.until],
      ['1y', extended.until],
      ['permanent', null],
    ]);
  });

  it('turns a pause into a self-exclusion at once; a pause cannot extend a pause', async () => {
    const p = await player();
    const paused = v.parse(Restriction, (await pause(p, '24h')).json.data);
    expect((await pause(p, '30d')).json).toMatchObject({
      error: 'responsible.already_restricted',
      params: { until: paused.until },
    });
    const excluded = await exclude(p, '6m');
    expect(excluded.status, excluded.json.message).toBe(200);
    expect((await status(p)).restriction).toMatchObject({ kind: 'self_exclusion', period: '6m' });
  });
});

describe('reality check and the session summary', () => {
  it('keeps the chosen interval and refuses others', async () => {
    const p = await player();
    const set = await s.call('POST', '/api/responsible/reality-check', { token: p.token, body: { minutes: 30 } });
    expect(v.parse(ResponsibleStatus, set.json.data).reality_check_minutes).toBe(30);
    const bad = await s.call('POST', '/api/responsible/reality-check', { token: p.token, body: { minutes: 7 } });
    expect(bad.json.fields?.minutes?.error).toBe('responsible.reality_check_invalid');
    const me = v.parse(UserInfo, (await s.call('POST', '/api/auth/me', { token: p.token })).json.data);
    expect(me.reality_check_minutes).toBe(30);
  });

  it('answers the minutes since login and the net result of play since then', async () => {
    const p = await player(100_00);
    const login = await s.login(p.phone, p.password);
    const token = (login.json.data as { access_token: string }).access_token;
    s.clock.advance(12 * MINUTE);
    expect((await sportsBet({ ...p, token }, '7.50')).status).toBe(200);
    const answer = await s.call('GET', '/api/responsible/session', { token });
    expect(v.parse(SessionSummary, answer.json.data)).toMatchObject({ minutes: 12, net: '-7.50', bets: 1 });
  });
});

describe('the reality check’s read', () => {
  it('does not keep an idle session alive (a background read)', async () => {
    const p = await player();
    s.clock.advance(20 * MINUTE);
    expect((await s.call('GET', '/api/responsible/session', { token: p.token })).status).toBe(200);
    s.clock.advance(10 * MINUTE);
    const lapsed = await s.call('GET', '/api/responsible/status', { token: p.token });
    expect(lapsed.status).toBe(401);
    expect(lapsed.json.error).toBe('auth.session_expired');
  });
});

describe('GET /api/responsible/statement', () => {
  it('sums deposits, withdrawals, bets, wins and the net result by period', async () => {
    const p = await player();
    await s.db.transaction(async (tx) => {
      await credit(tx, p.id, 200_00, 'deposit', `st-dep-${p.id}`, s.clock.now());
    });
    expect((await sportsBet(p, '30.00')).status).toBe(200);
    const answer = await s.call('GET', '/api/responsible/statement?period=day', { token: p.token });
    const statement = v.parse(Statement, answer.json.data);
    expect(statement.rows).toHaveLength(31);
    expect(statement.rows[0]).toMatchObject({ deposits: '200.00', withdrawals: '0.00', bets: '30.00', net: '-30.00' });
    expect(statement.totals).toMatchObject({ deposits: '200.00', bets: '30.00', wins: '0.00', net: '-30.00' });
    const months = v.parse(
      Statement,
      (await s.call('GET', '/api/responsible/statement', { token: p.token })).json.data,
    );
    expect(months.period).toBe('month');
    expect(months.rows).toHaveLength(12);
    expect(months.rows[0]!.from.endsWith('-01')).toBe(true);
    const bad = await s.call('GET', '/api/responsible/statement?period=year', { token: p.token });
    expect(bad.status).toBe(422);
  });
});
