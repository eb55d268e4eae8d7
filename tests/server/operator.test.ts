import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createApp } from '../../server/app';
import { members } from '../../server/db/schema';
import { OperatorResult, ServerText, ServerTextExtra } from '../../contract';
import { OPERATOR_TOKEN, setupServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());

const operator = (action: string, phone: unknown, token = OPERATOR_TOKEN) =>
  s.call('POST', `/api/operator/${action}`, { body: { phone }, token });

const me = (token: string) => s.call('POST', '/api/auth/me', { token });

describe('operator API', () => {
  it('forces a member offline: every session ends and answers 401 with force_offline', async () => {
    const member = await s.register();
    const second = await s.login(member.phone, member.password);
    const secondToken = (second.json.data as { access_token: string }).access_token;

    const { status, json } = await operator('force-offline', member.phone);
    expect(status).toBe(200);
    const result = v.parse(OperatorResult, json.data);
    expect(result.sessions_ended).toBe(2);

    for (const token of [member.token, secondToken]) {
      const answer = await me(token);
      expect(answer.status).toBe(401);
      expect(answer.json).toMatchObject({
        code: 401,
        status: 'error',
        message: ServerText.forcedOffline,
        force_offline: true,
      });
    }
    const [row] = await s.db.select().from(members).where(eq(members.id, result.member_id));
    expect(row?.forcedOfflineAt).not.toBeNull();

    // Logging in again clears the mark and works as usual.
    const back = await s.login(member.phone, member.password);
    expect(back.status).toBe(200);
    expect((await me((back.json.data as { access_token: string }).access_token)).status).toBe(200);
    const [after] = await s.db.select().from(members).where(eq(members.id, result.member_id));
    expect(after?.forcedOfflineAt).toBeNull();
  });

  it('expires a member’s sessions: the app sees a 401 auth.session_expired (login expired)', async () => {
    const member = await s.register();
    const { status, json } = await operator('expire-sessions', `+55 ${member.phone}`);
    expect(status).toBe(200);
    expect(v.parse(OperatorResult, json.data).sessions_ended).toBe(1);
    const answer = await me(member.token);
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ error: 'auth.session_expired', message: ServerText.sessionExpired });
    expect(answer.json.force_offline).toBeUndefined();
    // Nothing left to end.
    expect(v.parse(OperatorResult, (await operator('expire-sessions', member.phone)).json.data).sessions_ended).toBe(0);
  });

  it('refuses a player token, a wrong token and no token with 401', async () => {
    const member = await s.register();
    for (const token of [member.token, `${OPERATOR_TOKEN}x`, 'short']) {
      const answer = await operator('force-offline', member.phone, token);
      expect(answer.status).toBe(401);
      expect(answer.json.message).toBe(ServerText.unauthenticated);
    }
    const none = await s.call('POST', '/api/operator/force-offline', { body: { phone: member.phone } });
    expect(none.status).toBe(401);
    // The player was not touched.
    expect((await me(member.token)).status).toBe(200);
  });

  it('is closed when no operator token is configured', async () => {
    const closed = createApp({ ...s.deps, config: { ...s.deps.config, adminToken: null } });
    const response = await closed.request('/api/operator/force-offline', {
      method: 'POST',
      headers: { authorization: 'Bearer ', 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '11912345678' }),
    });
    expect(response.status).toBe(401);
  });

  it('answers 404 Member not found for an unknown phone, 422 for an invalid one', async () => {
    const unknown = await operator('force-offline', s.newPhone());
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(ServerTextExtra.memberNotFound);
    const invalid = await operator('expire-sessions', '123');
    expect(invalid.status).toBe(422);
    expect(invalid.json.message).toBe(ServerText.invalidPhone);
  });
});

describe('operator credit', () => {
  const creditCall = (body: Record<string, unknown>, token = OPERATOR_TOKEN) =>
    s.call('POST', '/api/operator/credit', { body, token });

  it('credits through the ledger once per reference', async () => {
    const member = await s.register();
    const first = await creditCall({ phone: member.phone, amount: '50.00', reference: 'goodwill-1' });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ balance: '50.00', credited: true });
    const again = await creditCall({ phone: member.phone, amount: '50.00', reference: 'goodwill-1' });
    expect(again.json.data).toMatchObject({ balance: '50.00', credited: false });
    const me = await s.call('POST', '/api/auth/me', { token: member.token });
    expect((me.json.data as { money: string }).money).toBe('50.00');
  });

  it('refuses bad amounts, a reused reference for another credit, and players', async () => {
    const member = await s.register();
    for (const amount of ['0', '-5', '1.234', 'abc', '100000.01']) {
      const answer = await creditCall({ phone: member.phone, amount, reference: `bad-${amount}` });
      expect(answer.status, amount).toBe(422);
    }
    await creditCall({ phone: member.phone, amount: '10.00', reference: 'ticket-9' });
    const conflict = await creditCall({ phone: member.phone, amount: '20.00', reference: 'ticket-9' });
    expect(conflict.status).toBe(409);
    const player = await creditCall({ phone: member.phone, amount: '10.00', reference: 'ticket-10' }, member.token);
    expect(player.status).toBe(401);
    const me = await s.call('POST', '/api/auth/me', { token: member.token });
    expect((me.json.data as { money: string }).money).toBe('10.00');
  });
});
