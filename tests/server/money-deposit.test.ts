import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, ledgerEntries, memberExclusions, members, rechargeOrders } from '../../server/db/schema';
import { brCode, crc16, parseTlv } from '../../server/payments/brcode';
import { sandboxGateway, type PixGateway } from '../../server/payments/gateway';
import { signWebhook } from '../../server/payments/orders';
import {
  MoneyText,
  PaymentChannelList,
  RechargeOrder,
  RechargeRecordPage,
  RechargeResult,
  TradingRules,
  type PaymentChannel,
} from '../../contract';
import { DetailsPage } from '../../contract/orderCenter';
import { identityFor, validCpf } from '../identity';
import { DAY, MINUTE, setupServer, type SetupOptions, type TestServer } from './helpers';

let s: TestServer;
let channel: PaymentChannel;

beforeAll(async () => {
  s = await setupServer();
  const { json } = await s.call('GET', '/api/payment/online/list');
  channel = v.parse(PaymentChannelList, json.data)[0]!;
});
afterAll(() => s.close());

async function player() {
  const registered = await s.register();
  const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
  return { ...registered, id: member!.id, cpf: identityFor(registered.phone).cpf };
}
type Player = Awaited<ReturnType<typeof player>>;

async function ordersOf(id: number) {
  return (await s.db.select({ n: count() }).from(rechargeOrders).where(eq(rechargeOrders.memberId, id)))[0]!.n;
}

const recharge = (p: Player, money: unknown, headers: Record<string, string> = {}) =>
  s.call('POST', '/api/recharge/online', {
    token: p.token,
    headers,
    body: { money, payment_id: channel.id, payment_type: 'PIX', payment_desc: channel.name },
  });

async function recharged(p: Player, money: string) {
  const answer = await recharge(p, money);
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(RechargeResult, answer.json.data);
}

async function brCodeOf(orderNo: string): Promise<string> {
  const [row] = await s.db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo));
  return row!.brCode;
}

const confirm = (orderNo: string) => s.request('POST', `/sandbox/pix/${orderNo}/confirm`);
/** The sandbox checkout's "pay from another CPF" button. */
const confirmFromAnotherCpf = (orderNo: string) =>
  s.request('POST', `/sandbox/pix/${orderNo}/confirm`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'payer=other',
  });
/** A CPF as the deposit record shows it: ***.982.247-**. */
const masked = (cpf: string) => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;

async function orderOf(p: Player, orderNo: string) {
  const { status, json } = await s.call('GET', `/api/recharge/order?order_no=${orderNo}`, { token: p.token });
  expect(status, json.message).toBe(200);
  return v.parse(RechargeOrder, json.data);
}

describe('channels and trading rules', () => {
  it('lists PIX channels with bounds, quick amounts and fee', () => {
    expect(channel).toMatchObject({ payment_type: 'PIX', min: '10.00', max: '50000.00', fee: '0.00' });
    expect(channel.quick_amounts.length).toBeGreaterThan(0);
  });

  it('answers the trading rules, with the site’s turnover multiple', async () => {
    const { json } = await s.call('GET', '/api/payments/list?lang=pt_br&domain=rodada.bet');
    expect(v.parse(TradingRules, json.data)).toEqual({
      withdraw_min: '10.00',
      withdraw_max: '50000.00',
      turnover_multiple: 0,
      withdraw_fee: '0.00',
    });
    const open = await s.call('GET', '/api/payments/list?domain=open.localhost');
    expect(v.parse(TradingRules, open.json.data)).toMatchObject({ turnover_multiple: 2 });
  });
});

describe('POST /api/recharge/online', () => {
  it('refuses amounts outside the channel or with more than two decimals, creating nothing', async () => {
    const p = await player();
    const cases: [unknown, string][] = [
      ['9.99', 'The amount is below the minimum for this payment channel: R$ 10.00'],
      ['50000.01', 'The amount is above the maximum for this payment channel: R$ 50000.00'],
      ['10.001', MoneyText.twoDecimals],
      ['abc', 'Enter the amount in numbers, like 20.00'],
      ['0', 'Enter an amount greater than zero'],
      ['-10', 'Enter an amount greater than zero'],
      ['', MoneyText.enterAmount],
    ];
    for (const [money, message] of cases) {
      const answer = await recharge(p, money);
      expect(answer.status, String(money)).toBe(422);
      expect(answer.json.message).toBe(message);
    }
    const unknown = await s.call('POST', '/api/recharge/online', {
      token: p.token,
      body: { money: '50.00', payment_id: 999, payment_type: 'PIX' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json.message).toBe(MoneyText.channelUnknown);
    expect(await ordersOf(p.id)).toBe(0);
  });

  it('needs a session', async () => {
    const answer = await s.call('POST', '/api/recharge/online', { body: { money: '50', payment_id: 1 } });
    expect(answer.status).toBe(401);
  });

  it('creates a pending order with a sandbox checkout carrying a valid BR Code', async () => {
    const p = await player();
    const result = await recharged(p, '150.5');
    expect(result.pay_url).toBe(`/sandbox/pix/${result.order_no}`);
    const order = await orderOf(p, result.order_no);
    expect(order).toMatchObject({ status: 'pending', money: '150.50', actual_money: '150.50', paid_at: null });

    const code = await brCodeOf(result.order_no);
    const fields = parseTlv(code);
    expect(fields.get('00')).toBe('01');
    expect(parseTlv(fields.get('26')!).get('00')).toBe('br.gov.bcb.pix');
    expect(parseTlv(fields.get('26')!).get('01')).toBeTruthy();
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('150.50');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBeTruthy();
    expect(fields.get('60')).toBeTruthy();
    expect(parseTlv(fields.get('62')!).get('05')).toBe(result.order_no);
    expect(code.slice(-8, -4)).toBe('6304');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));

    const page = await s.request('GET', result.pay_url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(code);
    expect(html).toContain(`action="/sandbox/pix/${result.order_no}/confirm"`);
    expect(html).toContain('id="countdown"');
    expect(html).not.toMatch(/<script>|<script [^s]|style=/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const script = await s.request('GET', '/sandbox/pix/checkout.js');
    expect(script.headers.get('content-type')).toContain('javascript');
  });

  it('an order of another member is not found', async () => {
    const [a, b] = [await player(), await player()];
    const { order_no } = await recharged(a, '20.00');
    const answer = await s.call('GET', `/api/recharge/order?order_no=${order_no}`, { token: b.token });
    expect(answer.status).toBe(404);
    expect(answer.json.message).toBe(MoneyText.orderNotFound);
  });
});

describe('BR Code CRC16', () => {
  it('is CRC16-CCITT-FALSE', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('matches the BCB manual example', () => {
    const example =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
      '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304';
    expect(crc16(example)).toBe('1D3D');
  });

  it('ends every generated code with the CRC of what precedes it', () => {
    const code = brCode({
      key: 'pix@example.com',
      merchantName: 'Loja São João',
      merchantCity: 'São Paulo',
      amount: '1.00',
      txid: 'ABC123',
    });
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
    expect(parseTlv(code).get('59')).toBe('LOJA SAO JOAO');
  });
});

describe('the PIX webhook', () => {
  const deliver = (body: unknown, headers: Record<string, string>) => {
    const raw = JSON.stringify(body);
    return s.call('POST', '/api/payment/pix/webhook', { body: raw, headers });
  };
  const nowSeconds = () => String(Math.floor(s.clock.now().getTime() / 1000));

  it('refuses a bad signature or a stale timestamp and credits nothing', async () => {
    const p = await player();
    const { order_no } = await recharged(p, '100.00');
    const body = { order_no, status: 'paid', amount: '100.00', end_to_end_id: 'E1', payer_cpf: p.cpf };
    const raw = JSON.stringify(body);
    const ts = nowSeconds();

    const forged = await deliver(body, {
      'x-pix-timestamp': ts,
      'x-pix-signature': signWebhook('wrong-secret-0123456789', ts, raw),
    });
    expect(forged.status).toBe(401);
    expect(forged.json.message).toBe(MoneyText.badSignature);
    const missing = await deliver(body, {});
    expect(missing.status).toBe(401);

    const old = String(Number(ts) - 3600);
    const stale = await deliver(body, {
      'x-pix-timestamp': old,
      'x-pix-signature': signWebhook('rodada-sandbox-pix-webhook-secret', old, raw),
    });
    expect(stale.status).toBe(401);
    expect(stale.json.message).toBe(MoneyText.staleTimestamp);

    expect(await s.balanceOf(p.id)).toBe(0);
    expect((await orderOf(p, order_no)).status).toBe('pending');

    const good = await deliver(body, {
      'x-pix-timestamp': ts,
      'x-pix-signature': signWebhook('rodada-sandbox-pix-webhook-secret', ts, raw),
    });
    expect(good.status, good.json.message).toBe(200);
    expect(good.json.data).toEqual({ order_no, status: 'paid', credited: true, refund_reason: null });
    expect(await s.balanceOf(p.id)).toBe(10_000);
  });

  it('confirming 10 times, one after another and all at once, credits once', async () => {
    const p = await player();
    const first = await recharged(p, '100.00');
    for (let i = 0; i < 10; i++) {
      const response = await confirm(first.order_no);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(first.pay_url);
    }
    const second = await recharged(p, '25.50');
    const responses = await Promise.all(Array.from({ length: 10 }, () => confirm(second.order_no)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(303));

    expect(await s.balanceOf(p.id)).toBe(12_550);
    const entries = await s.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, p.id));
    expect(entries.map((e) => [e.kind, e.ref, e.amountCents]).sort()).toEqual(
      [
        ['deposit', first.order_no, 10_000],
        ['deposit', second.order_no, 2_550],
      ].sort(),
    );

    const order = await orderOf(p, first.order_no);
    expect(order.status).toBe('paid');
    expect(order.paid_at).toBe(s.clock.now().toISOString());
    const page = await (await s.request('GET', first.pay_url)).text();
    expect(page).toContain(`href="/recharge-payment?order_no=${first.order_no}"`);
    expect(page).toContain('data-status="paid"');

    const { json } = await s.call('POST', '/api/recharge/list?lang=zh_cn', { token: p.token, body: {} });
    const records = v.parse(RechargeRecordPage, json.data);
    expect(records.total).toBe(2);
    expect(records.list.find((r) => r.order_no === first.order_no)).toEqual({
      order_no: first.order_no,
      payment_name: channel.name,
      payment_type: 'PIX',
      money: '100.00',
      actual_money: '100.00',
      status: 'paid',
      created_at: s.clock.now().toISOString(),
      payer_cpf: masked(p.cpf),
      refund_reason: null,
    });
    const paged = v.parse(
      RechargeRecordPage,
      (await s.call('POST', '/api/recharge/list', { token: p.token, body: { page: 2, per_page: 1 } })).json.data,
    );
    expect(paged.list).toHaveLength(1);
    expect(paged.total).toBe(2);
  });

  it('the sandbox checkout pays as the account holder, and offers to pay from another CPF', async () => {
    const p = await player();
    const { order_no, pay_url } = await recharged(p, '30.00');
    const html = await (await s.request('GET', pay_url)).text();
    expect(html).toContain(`Pago pelo titular da conta, <span class="cpf">CPF ${masked(p.cpf)}</span>`);
    expect(html).toContain('id="confirm-other"');
    expect(html).toContain('<input type="hidden" name="payer" value="other">');
    expect((await confirm(order_no)).status).toBe(303);
    const [row] = await s.db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, order_no));
    expect(row).toMatchObject({ status: 'paid', payerCpf: p.cpf });
    expect(await s.balanceOf(p.id)).toBe(3_000);
  });

  it('a payment from another CPF is not credited: refund, also when delivered again, never credited later', async () => {
    const p = await player();
    const { order_no, pay_url } = await recharged(p, '100.00');
    const other = validCpf('123456789');
    const body = { order_no, status: 'paid', amount: '100.00', end_to_end_id: 'E-other', payer_cpf: other };
    const signed = (payload: unknown) => {
      const ts = nowSeconds();
      return deliver(payload, {
        'x-pix-timestamp': ts,
        'x-pix-signature': signWebhook('rodada-sandbox-pix-webhook-secret', ts, JSON.stringify(payload)),
      });
    };
    const first = await signed(body);
    expect(first.status, first.json.message).toBe(200);
    const returned = { order_no, status: 'refund', credited: false, refund_reason: 'payer_not_holder' };
    expect(first.json.data).toEqual(returned);
    const again = await signed(body);
    expect(again.json.data).toEqual(returned);
    // A later notice naming the member's own CPF does not credit the order either.
    const own = await signed({ ...body, payer_cpf: p.cpf });
    expect(own.json.data).toEqual(returned);
    expect((await confirm(order_no)).status).toBe(303);

    expect(await s.balanceOf(p.id)).toBe(0);
    expect(await s.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, p.id))).toEqual([]);
    const [row] = await s.db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, order_no));
    // Returned to the payer through the sandbox gateway, once.
    expect(row).toMatchObject({
      status: 'refund',
      refundReason: 'payer_not_holder',
      payerCpf: other,
      paidAt: null,
      refundId: `D-SANDBOX-${order_no}`,
    });
    expect(await orderOf(p, order_no)).toMatchObject({ status: 'refund', payer_cpf: masked(other), paid_at: null });
    const { json } = await s.call('POST', '/api/recharge/list', { token: p.token, body: {} });
    expect(v.parse(RechargeRecordPage, json.data).list[0]).toMatchObject({
      order_no,
      status: 'refund',
      payer_cpf: masked(other),
    });
    const page = await (await s.request('GET', pay_url)).text();
    expect(page).toContain('data-status="refund"');
    expect(page).toContain(masked(other));
    expect(page).not.toContain(other);
  });

  it('“pay from another CPF” in the sandbox checkout, 10 times at once: one refund, nothing credited', async () => {
    const p = await player();
    const { order_no } = await recharged(p, '50.00');
    const responses = await Promise.all(Array.from({ length: 10 }, () => confirmFromAnotherCpf(order_no)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(303));
    expect((await confirm(order_no)).status).toBe(303);
    expect(await s.balanceOf(p.id)).toBe(0);
    expect(await s.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, p.id))).toEqual([]);
    const order = await orderOf(p, order_no);
    expect(order.status).toBe('refund');
    expect(order.payer_cpf).not.toBe(masked(p.cpf));
    // The member's other orders still credit as before.
    const next = await recharged(p, '20.00');
    expect((await confirm(next.order_no)).status).toBe(303);
    expect(await s.balanceOf(p.id)).toBe(2_000);
  });

  it('a notice without the payer’s CPF is refused; an account without a CPF is not credited', async () => {
    const p = await player();
    const { order_no } = await recharged(p, '40.00');
    const body = { order_no, status: 'paid', amount: '40.00', end_to_end_id: 'E-none' };
    const ts = nowSeconds();
    const missing = await deliver(body, {
      'x-pix-timestamp': ts,
      'x-pix-signature': signWebhook('rodada-sandbox-pix-webhook-secret', ts, JSON.stringify(body)),
    });
    expect(missing.status).toBe(422);
    expect((await orderOf(p, order_no)).status).toBe('pending');
    await s.db.update(members).set({ cpf: null }).where(eq(members.id, p.id));
    expect((await confirm(order_no)).status).toBe(303);
    const [row] = await s.db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, order_no));
    expect(row!.status).toBe('refund');
    expect(await s.balanceOf(p.id)).toBe(0);
  });

  it('an order left unpaid expires after 30 minutes and can no longer be confirmed', async () => {
    const p = await player();
    const { order_no } = await recharged(p, '40.00');
    s.clock.advance(31 * MINUTE);
    // 31 minutes without activity also ended the session (regulated-br): the player logs in again.
    const again = await s.login(p.phone, p.password);
    p.token = (again.json.data as { access_token: string }).access_token;
    expect((await orderOf(p, order_no)).status).toBe('expired');
    const response = await confirm(order_no);
    expect(response.status).toBe(303);
    expect(await s.balanceOf(p.id)).toBe(0);
    const { json } = await s.call('POST', '/api/recharge/list', { token: p.token, body: {} });
    expect(v.parse(RechargeRecordPage, json.data).list[0]!.status).toBe('expired');
    // Reading it wrote nothing: the job marks it, once.
    const [stored] = await s.db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, order_no));
    expect(stored!.status).toBe('pending');
    expect((await s.runDueWork()).ordersExpired).toBeGreaterThanOrEqual(1);
    const [marked] = await s.db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, order_no));
    expect(marked!.status).toBe('expired');
    expect((await orderOf(p, order_no)).status).toBe('expired');
  });
});

describe('Idempotency-Key', () => {
  it('a retry with the same key answers the first answer and creates one order', async () => {
    const p = await player();
    const headers = { 'Idempotency-Key': 'deposit-0001' };
    const first = await recharge(p, '60.00', headers);
    expect(first.status).toBe(200);
    const again = await recharge(p, '60.00', headers);
    expect(again.json).toEqual(first.json);
    const parallel = await Promise.all(Array.from({ length: 5 }, () => recharge(p, '60.00', headers)));
    for (const answer of parallel) {
      if (answer.status === 200) expect(answer.json).toEqual(first.json);
      else expect(answer.json.message).toBe(MoneyText.idempotencyInProgress);
    }
    expect(await ordersOf(p.id)).toBe(1);

    const other = await recharge(p, '60.00', { 'Idempotency-Key': 'deposit-0002' });
    expect(v.parse(RechargeResult, other.json.data).order_no).not.toBe(
      v.parse(RechargeResult, first.json.data).order_no,
    );
    expect(await ordersOf(p.id)).toBe(2);
  });

  it('a refused request does not use up the key', async () => {
    const p = await player();
    const headers = { 'Idempotency-Key': 'deposit-x' };
    expect((await recharge(p, '1.00', headers)).status).toBe(422);
    expect((await recharge(p, '10.00', headers)).status).toBe(200);
    const keys = await s.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.memberId, p.id));
    expect(keys).toHaveLength(1);
  });

  it('keys are per member', async () => {
    const [a, b] = [await player(), await player()];
    const headers = { 'Idempotency-Key': 'shared-key' };
    const one = v.parse(RechargeResult, (await recharge(a, '10.00', headers)).json.data);
    const two = v.parse(RechargeResult, (await recharge(b, '10.00', headers)).json.data);
    expect(one.order_no).not.toBe(two.order_no);
    expect(await ordersOf(b.id)).toBe(1);
  });
});

describe('the checkout QR code', () => {
  it('is served as an SVG the page shows', async () => {
    const p = await player();
    const { order_no, pay_url } = await recharged(p, '12.34');
    const html = await (await s.request('GET', pay_url)).text();
    expect(html).toContain(`src="/sandbox/pix/${order_no}/qr.svg"`);
    const svg = await s.request('GET', `/sandbox/pix/${order_no}/qr.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toContain('<path d="M');
    expect((await s.request('GET', '/sandbox/pix/NOPE/qr.svg')).status).toBe(404);
  });
});

/**
 * A payment is checked again when it arrives, with the member's wallet locked: for an order cancelled (by a
 * pause or a self-exclusion) or expired, for a paused or self-excluded member, or beyond a deposit limit in
 * force then, it is returned to the payer through the gateway and never credited. On PGlite and on a
 * PostgreSQL server (TEST_DATABASE_URL), where concurrent notices really run at once.
 */
const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

describe.each(targets)('payments that may not be credited, on $name', ({ options }) => {
  let t: TestServer;
  let pix: PaymentChannel;
  /** The gateway the server refunds through: the sandbox's, unless a test puts another in its place. */
  let gateway: PixGateway = sandboxGateway;
  beforeAll(async () => {
    t = await setupServer({}, 'deposit-refunds', {
      ...options,
      pixGateway: { refund: (request) => gateway.refund(request) },
    });
    pix = v.parse(PaymentChannelList, (await t.call('GET', '/api/payment/online/list')).json.data)[0]!;
  }, 60_000);
  afterAll(() => t?.close());

  async function member() {
    const registered = await t.register();
    return { ...registered, id: await t.memberId(registered.phone), cpf: identityFor(registered.phone).cpf };
  }
  type Member = Awaited<ReturnType<typeof member>>;

  async function order(p: Member, money: string) {
    const answer = await t.call('POST', '/api/recharge/online', {
      token: p.token,
      body: { money, payment_id: pix.id, payment_type: 'PIX' },
    });
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(RechargeResult, answer.json.data).order_no;
  }

  /** The gateway's signed notice that the member paid the order (from their own CPF). */
  function paid(p: Member, orderNo: string, money: string) {
    const raw = JSON.stringify({
      order_no: orderNo,
      status: 'paid',
      amount: money,
      end_to_end_id: `E2E${orderNo}`,
      payer_cpf: p.cpf,
    });
    const ts = String(Math.floor(t.clock.now().getTime() / 1000));
    return t.call('POST', '/api/payment/pix/webhook', {
      body: raw,
      headers: {
        'x-pix-timestamp': ts,
        'x-pix-signature': signWebhook('rodada-sandbox-pix-webhook-secret', ts, raw),
      },
    });
  }

  const stored = async (orderNo: string) =>
    (await t.db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo)))[0]!;
  const depositsOf = async (p: Member) =>
    (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, p.id))).filter(
      (e) => e.kind === 'deposit',
    );
  const restrict = (p: Member, path: 'pause' | 'self-exclusion', period: string) =>
    t.call('POST', `/api/responsible/${path}`, { token: p.token, body: { period, password: p.password } });

  async function expectReturned(p: Member, orderNo: string, reason: string) {
    const row = await stored(orderNo);
    expect(row).toMatchObject({ status: 'refund', refundReason: reason, paidAt: null });
    // The sandbox gateway took the refund back to the payer, named by the order.
    expect(row.refundId).toBe(`D-SANDBOX-${orderNo}`);
    const { json } = await t.call('GET', `/api/recharge/order?order_no=${orderNo}`, { token: p.token });
    expect(v.parse(RechargeOrder, json.data)).toMatchObject({ status: 'refund', refund_reason: reason });
  }

  it('a pause cancels the orders waiting for payment; a payment that still arrives is returned once, never credited', async () => {
    const p = await member();
    const orderNo = await order(p, '50.00');
    expect((await restrict(p, 'pause', '24h')).status).toBe(200);
    expect((await stored(orderNo)).status).toBe('cancelled');
    // The checkout no longer takes the payment.
    const checkout = await (await t.request('GET', `/sandbox/pix/${orderNo}`)).text();
    expect(checkout).toContain('data-status="cancelled"');
    expect(checkout).not.toContain('id="confirm"');

    const answers = await Promise.all([paid(p, orderNo, '50.00'), paid(p, orderNo, '50.00')]);
    for (const answer of answers) {
      expect(answer.status, answer.json.message).toBe(200);
      expect(answer.json.data).toEqual({
        order_no: orderNo,
        status: 'refund',
        credited: false,
        refund_reason: 'order_cancelled',
      });
    }
    await expectReturned(p, orderNo, 'order_cancelled');
    const page = await (await t.request('GET', `/sandbox/pix/${orderNo}`)).text();
    expect(page).toContain('data-reason="order_cancelled"');
    expect(page).toContain(`D-SANDBOX-${orderNo}`);
    const refundedAt = (await stored(orderNo)).refundedAt;
    expect((await paid(p, orderNo, '50.00')).json.data).toMatchObject({ status: 'refund', credited: false });
    expect((await stored(orderNo)).refundedAt).toEqual(refundedAt);
    expect(await t.balanceOf(p.id)).toBe(0);
    expect(await depositsOf(p)).toEqual([]);
    const { json } = await t.call('POST', '/api/recharge/list', { token: p.token, body: {} });
    expect(v.parse(RechargeRecordPage, json.data).list[0]).toMatchObject({
      order_no: orderNo,
      status: 'refund',
      refund_reason: 'order_cancelled',
    });
  });

  it('a pause and a payment at the same moment: credited before the pause, or returned after it; never both, never an error', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => member()));
    const orders = await Promise.all(players.map((p) => order(p, '35.00')));
    const answers = await Promise.all(
      players.map((p, i) => Promise.all([restrict(p, 'pause', '24h'), paid(p, orders[i]!, '35.00')])),
    );
    for (const [i, [paused, payment]] of answers.entries()) {
      expect(paused.status, paused.json.message).toBe(200);
      expect(payment.status, payment.json.message).toBe(200);
      const row = await stored(orders[i]!);
      if (row.status === 'paid') {
        expect(await t.balanceOf(players[i]!.id)).toBe(3_500);
      } else {
        expect(row).toMatchObject({ status: 'refund', refundReason: 'order_cancelled' });
        expect(await t.balanceOf(players[i]!.id)).toBe(0);
      }
    }
  });

  it('orders of R$ 50 and R$ 60 made before a pause: the 50 paid during the pause and the 60 after a self-exclusion are both returned', async () => {
    const p = await member();
    const fifty = await order(p, '50.00');
    const sixty = await order(p, '60.00');
    expect((await restrict(p, 'pause', '7d')).status).toBe(200);
    expect((await stored(fifty)).status).toBe('cancelled');
    expect((await stored(sixty)).status).toBe('cancelled');
    expect((await paid(p, fifty, '50.00')).json.data).toMatchObject({
      status: 'refund',
      credited: false,
      refund_reason: 'order_cancelled',
    });
    expect((await restrict(p, 'self-exclusion', '6m')).status).toBe(200);
    expect((await paid(p, sixty, '60.00')).json.data).toMatchObject({
      status: 'refund',
      credited: false,
      refund_reason: 'order_cancelled',
    });
    await expectReturned(p, fifty, 'order_cancelled');
    await expectReturned(p, sixty, 'order_cancelled');
    expect(await t.balanceOf(p.id)).toBe(0);
    expect(await depositsOf(p)).toEqual([]);
  });

  it('a payment for a member paused or self-excluded since the order was made is returned, not credited', async () => {
    for (const kind of ['pause', 'self_exclusion'] as const) {
      const p = await member();
      const orderNo = await order(p, '40.00');
      // A restriction whose cancellation the order escaped (written as a pause or exclusion row would be).
      await t.db.insert(memberExclusions).values({
        memberId: p.id,
        kind,
        period: kind === 'pause' ? '24h' : '6m',
        startsAt: t.clock.now(),
        endsAt: new Date(t.clock.now().getTime() + DAY),
      });
      const answer = await paid(p, orderNo, '40.00');
      const reason = kind === 'pause' ? 'paused' : 'self_excluded';
      expect(answer.json.data).toMatchObject({ status: 'refund', credited: false, refund_reason: reason });
      await expectReturned(p, orderNo, reason);
      expect(await t.balanceOf(p.id)).toBe(0);
    }
  });

  it('a payment for a closed account is returned, not credited (an order made as it closed)', async () => {
    const p = await member();
    const orderNo = await order(p, '25.00');
    // The order slipped in beside the closure (made by a request authenticated just before it).
    await t.db.update(members).set({ closedAt: t.clock.now() }).where(eq(members.id, p.id));
    const answer = await paid(p, orderNo, '25.00');
    expect(answer.json.data).toMatchObject({ status: 'refund', credited: false, refund_reason: 'account_closed' });
    expect((await stored(orderNo)).refundId).toBe(`D-SANDBOX-${orderNo}`);
    expect(await t.balanceOf(p.id)).toBe(0);
  });

  it('a payment for an expired order is returned, not credited', async () => {
    const p = await member();
    const orderNo = await order(p, '30.00');
    await t.db
      .update(rechargeOrders)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1) })
      .where(eq(rechargeOrders.orderNo, orderNo));
    const answer = await paid(p, orderNo, '30.00');
    expect(answer.status, answer.json.message).toBe(200);
    expect(answer.json.data).toMatchObject({ status: 'refund', credited: false, refund_reason: 'order_expired' });
    await expectReturned(p, orderNo, 'order_expired');
    expect(await t.balanceOf(p.id)).toBe(0);
  });

  it('ten R$ 100 orders made under a R$ 1.000 limit, lowered to R$ 100: ten payments at once credit R$ 100 once', async () => {
    const p = await member();
    const limit = (value: string) =>
      t.call('POST', '/api/responsible/limit', { token: p.token, body: { kind: 'deposit_day', value } });
    expect((await limit('1000.00')).status).toBe(200);
    const orders: string[] = [];
    for (let i = 0; i < 10; i += 1) orders.push(await order(p, '100.00'));
    expect((await limit('100.00')).json.data).toMatchObject({ effective: 'now' });

    const answers = await Promise.all(orders.map((orderNo) => paid(p, orderNo, '100.00')));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const credited = answers.filter((a) => (a.json.data as { credited: boolean }).credited);
    expect(credited).toHaveLength(1);
    const refused = answers.filter((a) => !(a.json.data as { credited: boolean }).credited);
    expect(refused.map((a) => (a.json.data as { refund_reason: string }).refund_reason)).toEqual(
      Array(9).fill('deposit_limit'),
    );
    expect(await t.balanceOf(p.id)).toBe(10_000);
    expect((await depositsOf(p)).map((e) => e.amountCents)).toEqual([10_000]);
    const rows = await Promise.all(orders.map(stored));
    expect(rows.filter((r) => r.status === 'paid')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'refund' && r.refundReason === 'deposit_limit' && r.refundId)).toHaveLength(
      9,
    );
    // Delivered again, nothing changes.
    const again = await Promise.all(orders.map((orderNo) => paid(p, orderNo, '100.00')));
    expect(again.every((a) => !(a.json.data as { credited: boolean }).credited)).toBe(true);
    expect(await t.balanceOf(p.id)).toBe(10_000);
    // The order center counts what was credited and what went back to the payer.
    const center = await t.call('GET', '/api/ordercenter/details', { token: p.token });
    expect(v.parse(DetailsPage, center.json.data)).toMatchObject({
      total: 1,
      total_recharge_amount: '100.00',
      total_returned_amount: '900.00',
    });
  });

  it('a payment that fits the limit only in part is returned whole', async () => {
    const p = await member();
    const limit = (value: string) =>
      t.call('POST', '/api/responsible/limit', { token: p.token, body: { kind: 'deposit_week', value } });
    expect((await limit('500.00')).status).toBe(200);
    const first = await order(p, '100.00');
    const second = await order(p, '100.00');
    expect((await limit('150.00')).status).toBe(200);
    expect((await paid(p, first, '100.00')).json.data).toMatchObject({ status: 'paid', credited: true });
    // R$ 50 left, R$ 100 arrives: nothing of it is credited.
    expect((await paid(p, second, '100.00')).json.data).toMatchObject({
      status: 'refund',
      credited: false,
      refund_reason: 'deposit_limit',
    });
    await expectReturned(p, second, 'deposit_limit');
    expect(await t.balanceOf(p.id)).toBe(10_000);
  });

  it('a refund the gateway fails to take stays recorded and is asked again, once, by the job', async () => {
    const p = await member();
    const orderNo = await order(p, '20.00');
    expect((await restrict(p, 'pause', '24h')).status).toBe(200);
    const asked: string[] = [];
    gateway = {
      refund: ({ refundKey }) => {
        asked.push(refundKey);
        return Promise.reject(new Error('gateway down'));
      },
    };
    try {
      const answer = await paid(p, orderNo, '20.00');
      expect(answer.status, answer.json.message).toBe(200);
      expect(answer.json.data).toMatchObject({ status: 'refund', credited: false, refund_reason: 'order_cancelled' });
      expect(await stored(orderNo)).toMatchObject({ status: 'refund', refundId: null, refundedAt: null });
      expect(asked).toEqual([orderNo]);
    } finally {
      gateway = sandboxGateway;
    }
    await t.runDueWork();
    expect((await stored(orderNo)).refundId).toBe(`D-SANDBOX-${orderNo}`);
    await t.runDueWork();
    expect((await stored(orderNo)).refundId).toBe(`D-SANDBOX-${orderNo}`);
    expect(await t.balanceOf(p.id)).toBe(0);
  });
});
