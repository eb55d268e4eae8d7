import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RechargeResult, WithdrawalHolder } from '../../contract';
import { members, withdrawalOrders } from '../../server/db/schema';
import { recordTurnover } from '../../server/wallet/turnover';
import { identityFor, validCpf } from '../identity';
import { setupServer, type TestServer } from './helpers';

/**
 * A withdrawal is paid to the member's identity: the form shows its full name and CPF read-only (GET
 * /api/drawing/holder), and POST /api/drawing takes both from the identity, never from the request.
 */

let s: TestServer;
beforeAll(async () => {
  s = await setupServer({}, 'withdrawal-holder');
});
afterAll(() => s.close());

const PWD = '246810';
const masked = (cpf: string) => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;

/** A member with the password set, R$ 100 deposited and its turnover played. */
async function ready() {
  const registered = await s.register();
  const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
  const { token } = registered;
  expect(
    (await s.call('POST', '/api/member/qkpwd', { token, body: { qk_pwd: PWD, qk_pwd_confirmation: PWD } })).status,
  ).toBe(200);
  const { json } = await s.call('POST', '/api/recharge/online', {
    token,
    body: { money: '100.00', payment_id: 1, payment_type: 'PIX' },
  });
  const { order_no } = v.parse(RechargeResult, json.data);
  expect((await s.request('POST', `/sandbox/pix/${order_no}/confirm`)).status).toBe(303);
  await recordTurnover(s.db, member!.id, 20_000, 'test.play', `holder-${member!.id}`, s.clock.now());
  return { ...registered, id: member!.id, cpf: identityFor(registered.phone).cpf };
}

const draw = (token: string, body: Record<string, unknown>) =>
  s.call('POST', '/api/drawing', { token, body: { money: '20.00', qk_pwd: PWD, ...body } });

describe('GET /api/drawing/holder', () => {
  it('answers the identity’s full name and masked CPF, to the member only', async () => {
    const p = await ready();
    const answer = await s.call('GET', '/api/drawing/holder', { token: p.token });
    expect(answer.status, answer.json.message).toBe(200);
    expect(v.parse(WithdrawalHolder, answer.json.data)).toEqual({ name: 'Ana Souza', cpf: masked(p.cpf) });
    expect((await s.call('GET', '/api/drawing/holder')).status).toBe(401);
  });
});

describe('POST /api/drawing pays the identity', () => {
  it('needs neither the CPF nor the name, and keeps the identity’s on the order', async () => {
    const p = await ready();
    const answer = await draw(p.token, { payment_type: 'CPF', account: p.cpf });
    expect(answer.status, answer.json.message).toBe(200);
    const [order] = await s.db.select().from(withdrawalOrders).where(eq(withdrawalOrders.memberId, p.id));
    expect(order).toMatchObject({ cpfId: p.cpf, holderName: 'Ana Souza' });
  });

  it('ignores another name sent, and refuses another CPF', async () => {
    const p = await ready();
    const other = validCpf('11999990000');
    const refused = await draw(p.token, { payment_type: 'CPF', account: p.cpf, cpf_id: other, name: 'Ana Souza' });
    expect([refused.status, refused.json.error]).toEqual([422, 'pix.cpf_not_own']);
    expect(await s.db.select().from(withdrawalOrders).where(eq(withdrawalOrders.memberId, p.id))).toEqual([]);

    const renamed = await draw(p.token, { payment_type: 'CPF', account: p.cpf, cpf_id: p.cpf, name: 'Outra Pessoa' });
    expect(renamed.status, renamed.json.message).toBe(200);
    const [order] = await s.db.select().from(withdrawalOrders).where(eq(withdrawalOrders.memberId, p.id));
    expect(order).toMatchObject({ cpfId: p.cpf, holderName: 'Ana Souza' });
    const keys = await s.call('GET', '/api/member/bank', { token: p.token });
    expect(keys.json.data).toMatchObject([{ payment_type: 'CPF', account: p.cpf, name: 'Ana Souza' }]);
  });
});
