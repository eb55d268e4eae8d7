import { eq, desc } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserInfo } from '../../contract/auth';
import { PlayerSummary } from '../../contract/boPlayerPage';
import { asStaff, signedInStaff } from './staff';
import { PaymentChannelList } from '../../contract/money';
import { RegulatorDay } from '../../contract/boRegulator';
import { saoPauloDay } from '../../lib/time';
import { REGULATOR_REASONS } from '../../contract/regulator.refusals';
import { members, regulatorChecks, regulatorStandings } from '../../server/db/schema';
import { recheckOwed, requireNotFlagged } from '../../server/regulator/standing';
import {
  RegulatorUnavailable,
  SANDBOX_CPFS,
  sandboxRegulator,
  type RegulatorAnswer,
  type RegulatorCheck,
} from '../../server/regulator/check';
import { identityFor } from '../identity';
import { DAY, OPERATOR_TOKEN, setupServer, type SetupOptions, type TestServer } from './helpers';

/**
 * The regulator's checks by CPF: at registration a flagged CPF is refused with its reason's own code and no
 * answer refuses too; at the day's first login a flag leaves the member only the withdrawal, and no answer
 * holds deposits until the job gets one. Every question is on the record.
 */

/** The sandbox, except for the CPFs a test decides (a flag, or no answer) while it runs. */
function steerableRegulator() {
  const decided = new Map<string, RegulatorAnswer | 'down'>();
  const regulator: RegulatorCheck = {
    provider: 'test',
    check: (query, signal) => {
      const decision = decided.get(query.cpf);
      if (decision === 'down') return Promise.reject(new RegulatorUnavailable('down for the test'));
      if (decision) return Promise.resolve({ answer: decision, raw: { test: decision } });
      return sandboxRegulator.check(query, signal);
    },
  };
  return { regulator, decided };
}

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

describe.each(targets)('the regulator’s checks by CPF on $name', ({ options }) => {
  let s: TestServer;
  const steer = steerableRegulator();

  beforeAll(async () => {
    s = await setupServer({}, 'regulator', { ...options, regulator: steer.regulator });
  }, 60_000);
  afterAll(() => s?.close());

  const checksOf = (cpf: string) =>
    s.db.select().from(regulatorChecks).where(eq(regulatorChecks.cpf, cpf)).orderBy(desc(regulatorChecks.id));
  const cpfOf = async (phone: string) =>
    (await s.db.select({ cpf: members.cpf, id: members.id }).from(members).where(eq(members.phone, phone)))[0]!;
  const standingOf = async (memberId: number) =>
    (await s.db.select().from(regulatorStandings).where(eq(regulatorStandings.memberId, memberId)))[0];
  const userInfo = async (token: string) =>
    v.parse(UserInfo, (await s.call('POST', '/api/auth/me', { token, body: {} })).json.data);
  async function deposit(token: string) {
    const channels = v.parse(
      PaymentChannelList,
      (await s.call('GET', '/api/payment/online/list', { token })).json.data,
    );
    const channel = channels[0]!;
    return s.call('POST', '/api/recharge/online', {
      token,
      body: { money: '50.00', payment_id: channel.id, payment_type: 'PIX', payment_desc: channel.name },
    });
  }

  it('refuses registration for each flagged test CPF with its own code, and when there is no answer; records each', async () => {
    for (const reason of [...REGULATOR_REASONS, 'unavailable' as const]) {
      const cpf = SANDBOX_CPFS[reason];
      const before = (await checksOf(cpf)).length;
      const refused = await s.registerWith({ cpf });
      expect([refused.status, refused.json.error], reason).toEqual([
        reason === 'unavailable' ? 409 : 422,
        `regulator.${reason}`,
      ]);
      // No member was made; the question and its answer are on the record.
      expect(await s.db.select().from(members).where(eq(members.phone, refused.body.phone))).toEqual([]);
      const [record] = await checksOf(cpf);
      expect((await checksOf(cpf)).length).toBe(before + 1);
      expect(record).toMatchObject({
        memberId: null,
        occasion: 'registration',
        provider: 'test',
        outcome: reason === 'unavailable' ? 'unavailable' : 'flagged',
        reason: reason === 'unavailable' ? null : reason,
      });
    }
  });

  it('registers a clear CPF, ties the record to the member and asks again only at the next day’s first login', async () => {
    const p = await s.register();
    const { cpf, id } = await cpfOf(p.phone);
    const records = await checksOf(cpf!);
    expect(records.map((r) => [r.memberId, r.occasion, r.outcome])).toEqual([[id, 'registration', 'clear']]);
    // The same day: no new question.
    await s.relogin(p);
    expect((await checksOf(cpf!)).length).toBe(1);
    s.clock.advance(DAY);
    await s.relogin(p);
    await s.relogin(p);
    expect((await checksOf(cpf!)).map((r) => [r.occasion, r.outcome])).toEqual([
      ['daily_login', 'clear'],
      ['registration', 'clear'],
    ]);
  });

  it('a member flagged at the day’s first login logs in, sees why, and may only withdraw', async () => {
    const p = await s.register();
    const { cpf, id } = await cpfOf(p.phone);
    await s.call('POST', '/api/operator/credit', {
      token: OPERATOR_TOKEN,
      body: { phone: p.phone, amount: '100.00', reference: `reg-${id}` },
    });
    steer.decided.set(cpf!, { clear: false, reason: 'social_benefit' });
    s.clock.advance(DAY);
    await s.relogin(p);
    expect((await userInfo(p.token)).restriction).toEqual({ kind: 'regulator', period: 'social_benefit', until: null });
    // Deposits, bets and game launches are refused with the reason; the withdrawal is not.
    const refusedDeposit = await deposit(p.token);
    expect([refusedDeposit.status, refusedDeposit.json.error, refusedDeposit.json.params]).toEqual([
      403,
      'regulator.withdraw_only',
      { reason: 'social_benefit' },
    ]);
    const fixture = await s.upcomingFixture();
    const bet = await s.call('POST', '/api/house/sports/slip', {
      token: p.token,
      body: {
        legs: [{ fixture_id: fixture.id, market: '1x2', selection: 'home', odds: fixture.odds.home }],
        amount: '5.00',
      },
    });
    expect(bet.json.error).toBe('regulator.withdraw_only');
    await s.call('POST', '/api/member/qkpwd', {
      token: p.token,
      body: { qk_pwd: '135790', qk_pwd_confirmation: '135790' },
    });
    const [row] = await s.db.select().from(members).where(eq(members.id, id));
    const withdrawal = await s.call('POST', '/api/drawing', {
      token: p.token,
      body: {
        money: '20.00',
        qk_pwd: '135790',
        payment_type: 'CPF',
        account: row!.cpf,
        cpf_id: row!.cpf,
        name: row!.realname,
      },
    });
    expect(withdrawal.status, withdrawal.json.message).toBe(200);
    expect(await s.balanceOf(id)).toBe(80_00);
    // The player's page in the back office says it, with the questions asked.
    const compliance = await signedInStaff(s, ['compliance']);
    const page = await asStaff(s, compliance.token)('GET', `/api/operator/players/summary?member=${id}`);
    expect(v.parse(PlayerSummary, page.json.data).regulator).toMatchObject({
      flag: 'social_benefit',
      pending: false,
      checks: [
        { occasion: 'daily_login', provider: 'test', outcome: 'flagged', reason: 'social_benefit' },
        { occasion: 'registration', provider: 'test', outcome: 'clear', reason: null },
      ],
    });

    // Cleared at a later day's check: the restriction goes.
    steer.decided.set(cpf!, { clear: true });
    s.clock.advance(DAY);
    await s.relogin(p);
    expect((await userInfo(p.token)).restriction).toBeNull();
  });

  it('no answer at login lets the member in and holds deposits until the job gets one', async () => {
    const p = await s.register();
    const { cpf, id } = await cpfOf(p.phone);
    steer.decided.set(cpf!, 'down');
    s.clock.advance(DAY);
    await s.relogin(p);
    expect((await userInfo(p.token)).restriction).toBeNull();
    const held = await deposit(p.token);
    expect([held.status, held.json.error]).toEqual([409, 'regulator.unavailable']);
    // Still down: the job asks (a minute later) and the deposit stays held; the service back, it is answered.
    s.clock.advance(61_000);
    await recheckOwed(s.deps, s.clock.now());
    expect(await standingOf(id)).toMatchObject({ pending: true });
    steer.decided.delete(cpf!);
    s.clock.advance(61_000);
    expect(await recheckOwed(s.deps, s.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await standingOf(id)).toMatchObject({ pending: false, flag: null });
    expect((await deposit(p.token)).status).toBe(200);
    expect((await checksOf(cpf!)).map((r) => [r.occasion, r.outcome])).toEqual([
      ['recheck', 'clear'],
      ['recheck', 'unavailable'],
      ['daily_login', 'unavailable'],
      ['registration', 'clear'],
    ]);
  });

  it('the back office’s regulator desk counts the day’s checks by occasion and outcome and lists the flagged ones', async () => {
    const day = saoPauloDay(s.clock.now());
    const compliance = await signedInStaff(s, ['compliance']);
    const desk = asStaff(s, compliance.token);
    const before = v.parse(RegulatorDay, (await desk('GET', `/api/operator/regulator/checks?day=${day}`)).json.data);
    await s.register();
    const refused = await s.registerWith({ cpf: SANDBOX_CPFS.sports_tied });
    expect(refused.json.error).toBe('regulator.sports_tied');
    const after = v.parse(RegulatorDay, (await desk('GET', `/api/operator/regulator/checks?day=${day}`)).json.data);
    const registration = (r: RegulatorDay) =>
      r.occasions.find((o) => o.occasion === 'registration') ?? { clear: 0, flagged: 0, unavailable: 0 };
    expect(registration(after).clear - registration(before).clear).toBe(1);
    expect(registration(after).flagged - registration(before).flagged).toBe(1);
    expect(after.totals.flagged - before.totals.flagged).toBe(1);
    expect(after.attention[0]).toMatchObject({
      member_id: null,
      cpf: SANDBOX_CPFS.sports_tied,
      occasion: 'registration',
      outcome: 'flagged',
      reason: 'sports_tied',
    });
    expect(after.reasons.find((r) => r.reason === 'sports_tied')!.count).toBeGreaterThanOrEqual(1);
    // Compliance and admins only; a day that is not one is refused.
    const support = await signedInStaff(s, ['support']);
    expect((await asStaff(s, support.token)('GET', `/api/operator/regulator/checks?day=${day}`)).status).toBe(403);
    expect((await desk('GET', '/api/operator/regulator/checks?day=2026-13-01')).json.error).toBe('audit.day_invalid');
  });

  it('the job asks again about every open account whose last answer is 15 days old; a failed sweep holds nothing', async () => {
    const swept = await s.register();
    const closed = await s.register();
    const down = await s.register();
    const [a, b, c] = [await cpfOf(swept.phone), await cpfOf(closed.phone), await cpfOf(down.phone)];
    await s.db.update(members).set({ closedAt: s.clock.now() }).where(eq(members.id, b.id));
    // Answered 14 days ago: not yet due. Each run asks at most a batch, so run until none is left.
    const sweepUntilDone = async () => {
      for (let run = 0; run < 50 && (await recheckOwed(s.deps, s.clock.now())) > 0; run++) {
        s.clock.advance(61_000);
      }
    };
    s.clock.advance(14 * DAY);
    await sweepUntilDone();
    expect((await checksOf(a.cpf!)).map((r) => r.occasion)).toEqual(['registration']);
    s.clock.advance(DAY + 61_000);
    steer.decided.set(c.cpf!, 'down');
    steer.decided.set(a.cpf!, { clear: false, reason: 'self_excluded' });
    await sweepUntilDone();
    expect((await checksOf(a.cpf!)).map((r) => [r.occasion, r.outcome])).toEqual([
      ['sweep', 'flagged'],
      ['registration', 'clear'],
    ]);
    expect(await standingOf(a.id)).toMatchObject({ flag: 'self_excluded', pending: false });
    // A closed account is not asked; a sweep that got no answer leaves the last one standing (nothing held).
    expect((await checksOf(b.cpf!)).map((r) => r.occasion)).toEqual(['registration']);
    expect((await checksOf(c.cpf!))[0]).toMatchObject({ occasion: 'sweep', outcome: 'unavailable' });
    expect(await standingOf(c.id)).toMatchObject({ flag: null, pending: false });
    await expect(requireNotFlagged(s.db, c.id, true)).resolves.toBeUndefined();
    // Asked again a minute later (the service back): answered, and not again until 15 days on.
    steer.decided.delete(c.cpf!);
    s.clock.advance(61_000);
    await sweepUntilDone();
    expect((await checksOf(c.cpf!)).map((r) => [r.occasion, r.outcome]).slice(0, 2)).toEqual([
      ['sweep', 'clear'],
      ['sweep', 'unavailable'],
    ]);
    steer.decided.delete(a.cpf!);
  });

  it('an older account completing its identity is checked as a registration would be', async () => {
    const member = await s.memberWithoutIdentity();
    const flagged = await s.call('POST', '/api/member/identity', {
      token: member.token,
      body: { ...identityFor(member.phone), cpf: SANDBOX_CPFS.self_excluded },
    });
    expect([flagged.status, flagged.json.error]).toEqual([422, 'regulator.self_excluded']);
    expect((await userInfo(member.token)).identity_complete).toBe(false);
  });
});
