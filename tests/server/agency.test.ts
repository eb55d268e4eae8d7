import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members } from '../../server/db/schema';
import { BET_KIND } from '../../server/house/bets';
import { credit, debit } from '../../server/wallet/ledger';
import { recordTurnover } from '../../server/wallet/turnover';
import {
  AgencyInfo,
  AgencyRewards,
  InviteRecordPage,
  MechanismTable,
  SubordinateRequestList,
} from '../../contract/agency';
import { OPEN_SITE_HOST, OPERATOR_TOKEN, setupServer, START, type TestServer } from './helpers';
import { recordSlotRound } from './slotRound';

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());
beforeEach(() => s.clock.set(START));

/** A member of the default (regulated-br) site, or with `site: 'open'` of the open one, which keeps the seed's rules. */
async function player(extra: Record<string, unknown> = {}, site?: 'open') {
  const registered = await s.register(undefined, 'segredo1', extra, site ? { site } : {});
  const [member] = await s.db.select().from(members).where(eq(members.phone, registered.phone));
  return { ...registered, id: member!.id, code: member!.inviteCode };
}
let refs = 0;
const deposit = (id: number, cents: number) =>
  s.db.transaction((tx) => credit(tx, id, cents, 'deposit', `ag-${++refs}`, s.clock.now()));
/** A settled, lost slot round of `cents`: a stake with its game's house edge, and its turnover. */
async function bet(id: number, cents: number) {
  const round = `ag-${++refs}`;
  await s.db.transaction(async (tx) => {
    await recordSlotRound(tx, id, round, cents, 0, s.clock.now());
    await debit(tx, id, cents, BET_KIND, round, s.clock.now());
  });
  await recordTurnover(s.db, id, cents, BET_KIND, round, s.clock.now());
}
const settle = (day: string) => s.call('POST', '/api/operator/agency/settle', { token: OPERATOR_TOKEN, body: { day } });

describe('agency', () => {
  it('invite, invitees and the day’s direct and indirect rewards settled once and claimed once (open site)', async () => {
    const agent = await player({}, 'open');
    const info = v.parse(AgencyInfo, (await s.call('GET', '/api/agency/info', { token: agent.token })).json.data);
    expect(info).toMatchObject({ member_id: agent.id, inviter_id: null, invite_code: agent.code, total_invited: 0 });
    expect(info.invite_path).toBe(`/login?mode=register&invite=${agent.code}`);

    s.clock.set(new Date('2026-03-01T14:00:00Z'));
    const friend = await player({ invite_code: agent.code }, 'open');
    const friendOfFriend = await player({ invite_code: friend.code }, 'open');
    s.clock.set(new Date('2026-03-01T15:00:00Z'));
    // Each share of deposits is paid out of what the depositor's play of the day earned the house (the cap
    // on play-linked rewards: 90% × stakes × the slot's edge, after the agency's share of the stakes).
    await deposit(friend.id, 1000_00); // 1% → 10.00
    await bet(friend.id, 500_00); // 0.3% → 1.50; a cap of 13,63, 12,13 after it: room for the 10,00
    await deposit(friendOfFriend.id, 200_00); // indirect 0.5% → 1.00 (after the friend's own 2,00)
    await bet(friendOfFriend.id, 200_00); // indirect 0.1% → 0.20; a cap of 5,45, 4,65 after 0,80
    s.clock.set(START);

    const record = v.parse(
      InviteRecordPage,
      (await s.call('POST', '/api/agency/inviterecord', { token: agent.token, body: {} })).json.data,
    );
    expect(record).toMatchObject({ total: 1, list: [{ uid: friend.id, deposited: true }] });

    const first = await settle('2026-03-01');
    expect(first.json.data).toMatchObject({ day: '2026-03-01' });
    expect((await settle('2026-03-01')).json.data).toMatchObject({ agents: 0, total: '0.00' });

    const rewards = v.parse(
      AgencyRewards,
      (await s.call('POST', '/api/agency/reward', { token: agent.token, body: {} })).json.data,
    );
    expect(rewards).toMatchObject({
      claimable: '12.70',
      paid: '0.00',
      list: [{ day: '2026-03-01', direct: '11.50', indirect: '1.20', total: '12.70', status: 'claimable' }],
    });
    const claims = await Promise.all(
      [1, 2, 3].map(() => s.call('POST', '/api/agency/reward/claim', { token: agent.token, body: {} })),
    );
    expect(claims.filter((c) => c.status === 200)).toHaveLength(1);
    expect(claims.find((c) => c.status === 200)?.json.data).toMatchObject({ reward: '12.70', balance: '12.70' });
    expect(claims.filter((c) => c.status === 422).every((c) => c.json.message === 'No agency reward to claim')).toBe(
      true,
    );
    const after = v.parse(AgencyInfo, (await s.call('GET', '/api/agency/info', { token: agent.token })).json.data);
    expect(after).toMatchObject({ total_invited: 1, direct_reward: '11.50', indirect_reward: '1.20' });
  });

  it('the mechanism tables: no share of deposits on the regulated site', async () => {
    expect((await s.call('GET', '/api/agency/mechanism/recharge')).json.data).toEqual([]);
    const recharge = v.parse(
      MechanismTable,
      (await s.call('GET', '/api/agency/mechanism/recharge', { headers: { host: OPEN_SITE_HOST } })).json.data,
    );
    expect(recharge).toEqual([
      { level: 'direct', basis: 'deposits', rate: '1%' },
      { level: 'indirect', basis: 'deposits', rate: '0.5%' },
    ]);
    expect((await s.call('GET', '/api/agency/mechanism/betting')).json.data).toEqual([
      { level: 'direct', basis: 'bets', rate: '0.3%' },
      { level: 'indirect', basis: 'bets', rate: '0.1%' },
    ]);
    expect((await s.call('GET', '/api/agency/mechanism/settlement')).status).toBe(200);
  });

  it('asks a member to join by phone, code and UID; each missing field has its message; every mismatch the same refusal', async () => {
    const agent = await player();
    const loner = await player();
    const taken = await player({ invite_code: (await player()).code });
    const register = (body: Record<string, unknown>) =>
      s.call('POST', '/api/agency/subordinate/register', { token: agent.token, body });
    expect((await register({ invite_code: agent.code, uid: loner.id })).json.message).toBe(
      'Enter the invitee’s registered phone',
    );
    expect((await register({ phone: loner.phone, uid: loner.id })).json.message).toBe('Enter your invitation code');
    expect((await register({ phone: loner.phone, invite_code: agent.code })).json.message).toBe(
      'Enter the invitee’s UID',
    );
    expect((await register({ phone: '11abc98765432', invite_code: agent.code, uid: loner.id })).json).toMatchObject({
      error: 'auth.phone_characters',
      message: 'A phone number can only have digits, spaces and + ( ) -',
    });
    expect((await register({ phone: loner.phone, invite_code: '<b>X</b>', uid: loner.id })).json).toMatchObject({
      error: 'agency.code_characters',
    });
    const refusals = [];
    for (const body of [
      { phone: loner.phone, invite_code: 'WRONG123', uid: loner.id },
      { phone: '21999999999', invite_code: agent.code, uid: loner.id },
      { phone: loner.phone, invite_code: agent.code, uid: loner.id + 1000 },
      { phone: taken.phone, invite_code: agent.code, uid: taken.id },
      { phone: agent.phone, invite_code: agent.code, uid: agent.id },
    ]) {
      const answer = await register(body);
      expect(answer.status).toBe(422);
      expect(answer.json.message).toBe('Registration Failed');
      refusals.push(answer.json.data);
    }
    // An unknown phone and a registered phone with the wrong UID answer alike.
    expect(refusals[1]).toEqual(refusals[2]);
    const ok = await register({ phone: loner.phone, invite_code: agent.code.toLowerCase(), uid: String(loner.id) });
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe('Request sent: the member joins your team once they accept it in their agency center');
    expect(ok.json.data).toEqual({ uid: loner.id, status: 'pending' });
    // Nothing is linked until the member accepts.
    const before = v.parse(
      InviteRecordPage,
      (await s.call('POST', '/api/agency/inviterecord', { token: agent.token, body: {} })).json.data,
    );
    expect(before.list).toEqual([]);
    const [row] = await s.db.select().from(members).where(eq(members.id, loner.id));
    expect(row!.inviterId).toBeNull();
  });

  it('the member accepts or declines, logged in as themselves; only their own requests', async () => {
    const agent = await player();
    const other = await player();
    const member = await player();
    for (const a of [agent, other]) {
      const asked = await s.call('POST', '/api/agency/subordinate/register', {
        token: a.token,
        body: { phone: member.phone, invite_code: a.code, uid: member.id },
      });
      expect(asked.status).toBe(200);
    }
    // Asked twice: one request, one notification.
    await s.call('POST', '/api/agency/subordinate/register', {
      token: agent.token,
      body: { phone: member.phone, invite_code: agent.code, uid: member.id },
    });
    const list = v.parse(
      SubordinateRequestList,
      (await s.call('GET', '/api/agency/subordinate/requests', { token: member.token })).json.data,
    );
    expect(list.list.map((r) => r.agent_id).sort()).toEqual([agent.id, other.id].sort());
    const notes = await s.call('GET', '/api/informationcenter/notification', { token: member.token });
    expect(JSON.stringify(notes.json.data).match(/Convite de agente/g)).toHaveLength(2);
    const fromAgent = list.list.find((r) => r.agent_id === agent.id)!;
    const fromOther = list.list.find((r) => r.agent_id === other.id)!;

    // Neither the agent nor a stranger can answer for the member.
    for (const token of [agent.token, other.token]) {
      const answer = await s.call('POST', '/api/agency/subordinate/respond', {
        token,
        body: { id: fromAgent.id, accept: true },
      });
      expect(answer.status).toBe(404);
      expect(answer.json.message).toBe('This request is no longer open');
    }
    expect((await s.call('GET', '/api/agency/subordinate/requests', { token: agent.token })).json.data).toEqual({
      list: [],
    });

    const declined = await s.call('POST', '/api/agency/subordinate/respond', {
      token: member.token,
      body: { id: fromOther.id, accept: false },
    });
    expect(declined.json).toMatchObject({
      code: 200,
      message: 'Request declined',
      data: { status: 'declined', inviter_id: null },
    });
    const accepted = await s.call('POST', '/api/agency/subordinate/respond', {
      token: member.token,
      body: { id: fromAgent.id, accept: true },
    });
    expect(accepted.json).toMatchObject({
      code: 200,
      message: 'Your registration has been successfully completed',
      data: { status: 'accepted', inviter_id: agent.id },
    });
    const again = await s.call('POST', '/api/agency/subordinate/respond', {
      token: member.token,
      body: { id: fromAgent.id, accept: true },
    });
    expect(again.status).toBe(404);
    const record = v.parse(
      InviteRecordPage,
      (await s.call('POST', '/api/agency/inviterecord', { token: agent.token, body: {} })).json.data,
    );
    expect(record.list.map((r) => r.uid)).toEqual([member.id]);
    // Now that the member has an inviter, nobody can ask again.
    const late = await s.call('POST', '/api/agency/subordinate/register', {
      token: other.token,
      body: { phone: member.phone, invite_code: other.code, uid: member.id },
    });
    expect(late.json.message).toBe('Registration Failed');
  });

  it('only deposits and bets after the link count: no invitation reward for a deposit made before (open site)', async () => {
    const agent = await player({}, 'open');
    const victim = await player({}, 'open');
    await deposit(victim.id, 500_00);
    await bet(victim.id, 300_00);
    s.clock.advance(60_000);
    await s.call('POST', '/api/agency/subordinate/register', {
      token: agent.token,
      body: { phone: victim.phone, invite_code: agent.code, uid: victim.id },
    });
    const [request] = v.parse(
      SubordinateRequestList,
      (await s.call('GET', '/api/agency/subordinate/requests', { token: victim.token })).json.data,
    ).list;
    await s.call('POST', '/api/agency/subordinate/respond', {
      token: victim.token,
      body: { id: request!.id, accept: true },
    });

    const check = await s.call('POST', '/api/invitationactivity/check', { token: agent.token, body: {} });
    expect(check.json.data).toMatchObject({ status: 'not_eligible' });
    const claim = await s.call('POST', '/api/invitationactivity/claim', {
      token: agent.token,
      body: { invitee_id: victim.id },
    });
    expect(claim.status).toBe(422);

    // A first deposit after the link of 100 or more qualifies; the day's settlement counts only it.
    s.clock.advance(60_000);
    await deposit(victim.id, 100_00); // 1% → 1.00, within what the day's R$ 300,00 of slot play earned the house
    const after = await s.call('POST', '/api/invitationactivity/check', { token: agent.token, body: {} });
    expect(after.json.data).toMatchObject({ status: 'claimable', reward: '100.00' });
    s.clock.set(new Date('2026-03-03T12:00:00Z')); // settled once the day has ended
    expect((await settle('2026-03-02')).json.data).toMatchObject({ agents: 1, total: '1.00' });
  });

  it('an agent who keeps guessing UIDs is slowed down', async () => {
    const agent = await player();
    const target = await player();
    const answers = [];
    for (let i = 1; i <= 11; i += 1) {
      answers.push(
        (
          await s.call('POST', '/api/agency/subordinate/register', {
            token: agent.token,
            body: { phone: target.phone, invite_code: agent.code, uid: target.id + i },
          })
        ).status,
      );
    }
    expect(answers.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});
