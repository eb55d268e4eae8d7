import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../server/admin';
import { cpfFromDigits } from '../../server/members/identity';
import { SCENARIO_NAMES } from '../../server/operator/scenario-names';
import { ScenarioResult } from '../../contract/operator';
import { RewardCheck } from '../../contract/promotions';
import { WithdrawalRecordPage } from '../../contract/money';
import { eq } from 'drizzle-orm';
import { fixtures } from '../../server/db/schema';
import { sportsFeedOf } from '../../server/house/feed';
import { OPERATOR_TOKEN, setupServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());

async function scenario(name: string) {
  const answer = await s.call('POST', '/api/operator/scenario', { token: OPERATOR_TOKEN, body: { name } });
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(ScenarioResult, answer.json.data);
}
async function loginAs(result: { phone: string; password: string }) {
  const answer = await s.login(result.phone, result.password);
  expect(answer.status, answer.json.message).toBe(200);
  return (answer.json.data as { access_token: string }).access_token;
}
const check = async (token: string, activity: string) =>
  v.parse(RewardCheck, (await s.call('POST', `/api/${activity}/check`, { token, body: {} })).json.data);

describe('QA scenarios', () => {
  it('put each claim into the state it names', async () => {
    const cases: [string, string, Partial<v.InferOutput<typeof RewardCheck>>][] = [
      ['reward-claimable', 'ftd', { status: 'claimable', reward: '10.00' }],
      ['reward-claimed', 'ftd', { status: 'claimed' }],
      ['reward-not-eligible', 'ftd', { status: 'not_eligible', reason: "You're not eligible for this reward" }],
      ['invitation-claimable', 'invitationactivity', { status: 'claimable', reward: '100.00' }],
      ['agency-claimable', 'agency', { status: 'claimable', reward: '10.00' }],
      ['relief-claimable', 'dailyrescue', { status: 'claimable', loss: '200.00', reward: '1.81' }],
      ['rebate-claimable', 'rechargerebate', { status: 'claimable', reward: '20.00' }],
      ['wheel-spins', 'lotterywheel', { status: 'claimable', remainingspins: 3 }],
      ['wheel-spins', 'dailywheel', { status: 'claimable', remainingspins: 1 }],
      ['wheel-none', 'dailywheel', { status: 'not_eligible', reason: 'No more spins remaining' }],
      ['wheel-none', 'lotterywheel', { status: 'not_eligible', reason: 'No more roll remaining' }],
    ];
    for (const [name, activity, expected] of cases) {
      const token = await loginAs(await scenario(name));
      expect(await check(token, activity), `${name} ${activity}`).toMatchObject(expected);
    }
  });

  it('a PIX key saved before the own-CPF rule is someone else’s: the withdrawal to it is refused', async () => {
    const result = await scenario('withdrawal-old-key');
    const token = await loginAs(result);
    const keys = await s.call('GET', '/api/member/bank', { token });
    expect(keys.json.data).toMatchObject([{ payment_type: 'PHONE', account: '21987654321', is_default: true }]);
    const ownCpf = cpfFromDigits(result.phone);
    const body = { money: '20.00', qk_pwd: '246810', cpf_id: ownCpf, name: 'QA Rodada' };
    const refused = await s.call('POST', '/api/drawing', {
      token,
      body: { ...body, payment_type: 'PHONE', account: '21987654321' },
    });
    expect(refused.json.error).toBe('pix.key_not_own_cpf');
    const own = await s.call('POST', '/api/drawing', {
      token,
      body: { ...body, payment_type: 'CPF', account: ownCpf },
    });
    expect(own.status, own.json.message).toBe(200);
  });

  it('the invitee link names a stranger: USER DOES NOT EXIST', async () => {
    const result = await scenario('invitee-missing');
    expect(result.path).toMatch(/^\/promotion\/activity\/invitation-activity\?invitee=\d+$/);
    const token = await loginAs(result);
    const claim = await s.call('POST', '/api/invitationactivity/claim', {
      token,
      body: { invitee_id: result.details.stranger_id },
    });
    expect(claim.status).toBe(409);
    expect(claim.json.message).toBe('USER DOES NOT EXIST');
  });

  it('the withdrawal scenarios: blocked by turnover, pending, rejected with a reason', async () => {
    const turnover = await scenario('withdrawal-turnover');
    const blocked = await loginAs(turnover);
    const ownCpf = cpfFromDigits(turnover.phone);
    const refused = await s.call('POST', '/api/drawing', {
      token: blocked,
      body: { money: '20.00', qk_pwd: '246810', payment_type: 'CPF', account: ownCpf, cpf_id: ownCpf, name: 'QA' },
    });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe('Turnover not reached: play R$ 200.00 more before withdrawing');
    for (const [name, status] of [
      ['withdrawal-pending', 'pending'],
      ['withdrawal-rejected', 'rejected'],
    ] as const) {
      const token = await loginAs(await scenario(name));
      const records = v.parse(
        WithdrawalRecordPage,
        (await s.call('POST', '/api/drawing/list', { token, body: {} })).json.data,
      );
      expect(records.list.map((r) => r.status)).toEqual([status]);
    }
  });

  it('run again, a scenario starts its account afresh', async () => {
    await loginAs(await scenario('reward-claimable'));
    const token = await loginAs(await scenario('reward-claimable'));
    expect(await check(token, 'ftd')).toMatchObject({ status: 'claimable' });
    const me = await s.call('POST', '/api/auth/me', { token, body: {} });
    expect((me.json.data as { money: string }).money).toBe('100.00');
  });

  it('session-expiring and forced-offline act on the sessions already open', async () => {
    const expiring = await scenario('session-expiring');
    const token = await loginAs(expiring);
    await scenario('session-expiring');
    expect((await s.call('POST', '/api/auth/me', { token, body: {} })).status).toBe(200);
    s.clock.advance(61_000);
    expect((await s.call('POST', '/api/auth/me', { token, body: {} })).status).toBe(401);

    const offline = await scenario('forced-offline');
    const kicked = await loginAs(offline);
    await scenario('forced-offline');
    const after = await s.call('POST', '/api/auth/me', { token: kicked, body: {} });
    expect(after.json).toMatchObject({ force_offline: true });
  });

  it('live-match: a match three minutes in whose markets stay open for the next three minutes, whatever the minute', async () => {
    const feed = sportsFeedOf(s.deps);
    for (let minute = 0; minute < 60; minute++) {
      const result = await scenario('live-match');
      const now = s.clock.now();
      const [row] = await s.db
        .select()
        .from(fixtures)
        .where(eq(fixtures.code, String(result.details.fixture)));
      expect(row, String(result.details.fixture)).toBeDefined();
      expect(now.getTime() - row!.kickoff.getTime()).toBeGreaterThanOrEqual(3 * 60_000);
      for (let t = now.getTime(); t <= now.getTime() + 3 * 60_000; t += 1_000) {
        expect(await feed.suspended!(row!, new Date(t)), `${row!.code} at ${new Date(t).toISOString()}`).toBe(false);
      }
      s.clock.advance(60_000);
    }
  });

  it('regulator-flagged: the account logs in, is told why it may only withdraw, and a bet is refused', async () => {
    const token = await loginAs(await scenario('regulator-flagged'));
    const me = await s.call('POST', '/api/auth/me', { token, body: {} });
    expect(me.json.data).toMatchObject({
      money: '100.00',
      restriction: { kind: 'regulator', period: 'social_benefit', until: null },
    });
    const fixture = await s.upcomingFixture();
    const bet = await s.call('POST', '/api/house/sports/slip', {
      token,
      body: {
        legs: [{ fixture_id: fixture.id, market: '1x2', selection: 'home', odds: fixture.odds.home }],
        amount: '5.00',
      },
    });
    expect([bet.status, bet.json.error]).toEqual([403, 'regulator.withdraw_only']);
  });

  it('kyc-*: each identity verification state, as the player and the deposit see it', async () => {
    const expected = {
      'kyc-required': { status: 'required', refusal: 'kyc.required', case: false },
      'kyc-pending': { status: 'pending', refusal: 'kyc.pending', case: true },
      'kyc-review': { status: 'review', refusal: 'kyc.pending', case: true },
      'kyc-rejected': { status: 'rejected', refusal: 'kyc.rejected', case: false },
    } as const;
    for (const [name, want] of Object.entries(expected)) {
      const token = await loginAs(await scenario(name as keyof typeof expected));
      const state = (await s.call('GET', '/api/kyc', { token })).json.data as {
        status: string;
        case: { missing: string[] } | null;
        refused: { reason: string } | null;
        attempts_left: number;
      };
      expect(state.status, name).toBe(want.status);
      expect(state.case !== null, name).toBe(want.case);
      if (state.case) expect(state.case.missing, name).toEqual([]);
      if (name === 'kyc-rejected') expect([state.refused?.reason, state.attempts_left]).toEqual(['face_mismatch', 2]);
      const deposit = await s.call('POST', '/api/recharge/online', {
        token,
        body: { money: '50.00', payment_id: 1, payment_type: 'PIX', payment_desc: 'PIX' },
      });
      expect([deposit.status, deposit.json.error], name).toEqual([403, want.refusal]);
    }
  });

  it('unknown names are 404; the CLI lists them all and sets every one up', async () => {
    expect(
      (await s.call('POST', '/api/operator/scenario', { token: OPERATOR_TOKEN, body: { name: 'nope' } })).status,
    ).toBe(404);
    const listed = await s.call('POST', '/api/operator/scenarios', { token: OPERATOR_TOKEN });
    expect((listed.json.data as { name: string }[]).map((x) => x.name)).toEqual([...SCENARIO_NAMES]);
    expect(
      await runAdmin(
        ['scenario'],
        { RODADA_API: 'http://127.0.0.1:9', ADMIN_TOKEN: OPERATOR_TOKEN },
        { out: () => {}, err: () => {} },
      ),
    ).toBe(2);
  });
});
