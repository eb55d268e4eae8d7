import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
