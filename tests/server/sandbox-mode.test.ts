import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityFor } from '../identity';
import { setupServer, type TestServer } from './helpers';

// Outside sandbox mode the sandbox gateway and outbox do not exist, and without a gateway of its own the
// site says deposits are unavailable instead of handing out a checkout that cannot be paid.
let s: TestServer;
beforeAll(async () => {
  s = await setupServer({ sandbox: false, pixWebhookSecret: 'a-real-webhook-secret-0123' });
});
afterAll(() => s.close());

describe('sandbox mode off', () => {
  it('answers 404 on every /sandbox/* path', async () => {
    for (const [method, path] of [
      ['GET', '/sandbox/pix/RD1'],
      ['POST', '/sandbox/pix/RD1/confirm'],
      ['GET', '/sandbox/pix/RD1/qr.svg'],
      ['GET', '/sandbox/pix/checkout.js'],
      ['GET', '/sandbox/mail'],
    ]) {
      expect(`${method} ${path} ${(await s.request(method!, path!)).status}`).toBe(`${method} ${path} 404`);
    }
  });

  it('refuses a deposit without a gateway checkout, and creates no order', async () => {
    const { token } = await s.register();
    const answer = await s.call('POST', '/api/recharge/online', {
      token,
      body: { money: '50.00', payment_id: 1, payment_type: 'PIX' },
    });
    expect(answer.status).toBe(503);
    expect(answer.json.message).toBe('Deposits are unavailable right now, please try again later');
    const list = await s.call('POST', '/api/recharge/list', { token, body: {} });
    expect(list.json.data).toMatchObject({ list: [] });
  });

  it('sends the player to the gateway’s own checkout when one is configured', async () => {
    const own = await setupServer({
      sandbox: false,
      pixWebhookSecret: 'a-real-webhook-secret-0123',
      pixCheckoutUrl: 'https://psp.example/pay/',
    });
    try {
      const { token } = await own.register();
      const answer = await own.call('POST', '/api/recharge/online', {
        token,
        body: { money: '50.00', payment_id: 1, payment_type: 'PIX' },
      });
      expect(answer.status).toBe(200);
      expect((answer.json.data as { pay_url: string }).pay_url).toMatch(/^https:\/\/psp\.example\/pay\/RD\w+$/);
    } finally {
      await own.close();
    }
  });

  it('without a gateway key lookup, only the member’s CPF can be a PIX key', async () => {
    const p = await s.register();
    expect(
      (await s.call('POST', '/api/security/verify', { token: p.token, body: { password: p.password } })).status,
    ).toBe(200);
    const add = (payment_type: string, account: string) =>
      s.call('POST', '/api/member/bank/add', { token: p.token, body: { payment_type, account, name: 'Ana Souza' } });
    const phone = await add('PHONE', p.phone);
    expect(phone.status).toBe(422);
    expect(phone.json.error).toBe('pix.key_unconfirmed');
    expect(phone.json.message).toBe('The holder of this PIX key could not be confirmed: use your CPF as the PIX key');
    expect((await add('CPF', identityFor(p.phone).cpf)).status).toBe(200);
  });
});
