import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, rechargeOrders } from '../../server/db/schema';
import type { RefundReason } from '../../contract/money';
import type { PixGateway } from '../../server/payments/gateway';
import { setupServer, type SetupOptions, type TestServer } from './helpers';
import { asStaff, signedInStaff } from './staff';

/**
 * The back office's deposits: orders with filters and totals, refunds with their state, and the retry of a
 * refund the gateway has not taken, on PGlite and PostgreSQL.
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

/** A gateway that fails while `down` is set, and counts the refunds it took. */
const gateway = { down: true, taken: [] as string[] };
const flaky: PixGateway = {
  refund: async ({ refundKey }) => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (gateway.down) throw new Error('gateway unavailable');
    gateway.taken.push(refundKey);
    return { refundId: `D-${refundKey}` };
  },
};

type Call = ReturnType<typeof asStaff>;

/** A staff e-mail no other run or file has used (the PostgreSQL database is shared). */
const uniqueEmail = () => `bo.${randomBytes(6).toString('hex')}@rodada.test`;

describe.each(targets)('the deposits of the back office on $name', ({ options }) => {
  let s: TestServer;
  let finance: Call;
  let admin: Call;
  let support: Call;
  let financeEmail: string;
  let adminEmail: string;

  beforeAll(async () => {
    s = await setupServer({}, 'bo-deposits', { ...options, pixGateway: flaky });
    const signed = await signedInStaff(s, ['finance'], uniqueEmail());
    finance = asStaff(s, signed.token);
    financeEmail = signed.email;
    const signedAdmin = await signedInStaff(s, ['admin'], uniqueEmail());
    admin = asStaff(s, signedAdmin.token);
    adminEmail = signedAdmin.email;
    support = asStaff(s, (await signedInStaff(s, ['support'], uniqueEmail())).token);
  }, 120_000);
  afterAll(() => s?.close());

  /**
   * A player with orders written as the webhook leaves them: paid, pending, a refund due (paid from
   * another CPF, the gateway not reached yet), a refund sent, a refund waiting (no payment id).
   */
  async function playerWithOrders() {
    const { phone } = await s.register();
    const memberId = await s.memberId(phone);
    const now = s.clock.now();
    const tag = randomBytes(5).toString('hex').toUpperCase();
    const order = (
      suffix: string,
      cents: number,
      status: 'paid' | 'pending' | 'refund',
      refund: { reason: RefundReason; e2e: string | null; id: string | null } | null = null,
    ) => ({
      orderNo: `RD${tag}${suffix}`,
      memberId,
      channelId: 1,
      paymentName: 'PIX',
      paymentType: 'pix',
      amountCents: cents,
      actualCents: cents,
      status,
      payerCpf: status === 'pending' ? null : '52998224725',
      endToEndId: refund ? refund.e2e : status === 'paid' ? `E${tag}${suffix}` : null,
      refundReason: refund?.reason ?? null,
      refundId: refund?.id ?? null,
      refundedAt: refund?.id ? now : null,
      brCode: 'br',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 3600_000),
      paidAt: status === 'paid' ? now : null,
    });
    await s.db
      .insert(rechargeOrders)
      .values([
        order('1', 10_000, 'paid'),
        order('2', 2_500, 'pending'),
        order('3', 7_000, 'refund', { reason: 'payer_not_holder', e2e: `E${tag}3`, id: null }),
        order('4', 3_000, 'refund', { reason: 'deposit_limit', e2e: `E${tag}4`, id: `D-RD${tag}4` }),
        order('5', 1_000, 'refund', { reason: 'self_excluded', e2e: null, id: null }),
      ]);
    return { memberId, phone, no: (suffix: string) => `RD${tag}${suffix}` };
  }

  it('lists the orders by player and status, newest first, with totals over all that match', async () => {
    const p = await playerWithOrders();
    const all = await finance('GET', `/api/operator/deposits?member=${p.memberId}&per_page=2`);
    expect(all.status).toBe(200);
    expect(all.json.data).toMatchObject({
      total: 5,
      totals: { count: 5, amount: '235.00', paid: '100.00', paid_count: 1 },
    });
    expect((all.json.data as { list: unknown[] }).list).toHaveLength(2);
    const paid = await admin('GET', `/api/operator/deposits?member=${p.memberId}&status=paid`);
    expect(paid.json.data).toMatchObject({
      total: 1,
      list: [{ order_no: p.no('1'), status: 'paid', amount: '100.00', payer_cpf: '***.982.247-**', own_cpf: false }],
    });
    const dated = await finance('GET', `/api/operator/deposits?member=${p.memberId}&from=2000-01-01&to=2000-01-02`);
    expect(dated.json.data).toMatchObject({ total: 0, totals: { amount: '0.00' } });
    for (const bad of ['status=lost', 'from=2026-02-31', 'to=9999-12-31', 'from=0000-01-01', 'member=0', 'page=0']) {
      const answer = await finance('GET', `/api/operator/deposits?${bad}`);
      expect(answer.status, bad).toBe(422);
    }
    const bySupport = await support('GET', '/api/operator/deposits');
    expect([bySupport.status, bySupport.json.error]).toEqual([403, 'operator.role_forbidden']);
  });

  it('lists the refunds with their reason and state: due, sent or waiting', async () => {
    const p = await playerWithOrders();
    const refunds = await finance('GET', `/api/operator/deposits/refunds?member=${p.memberId}`);
    expect(refunds.json.data).toMatchObject({
      total: 3,
      totals: { count: 3, amount: '110.00', due_count: 1, due: '70.00' },
    });
    const states = (
      refunds.json.data as { list: Array<{ order_no: string; refund_state: string; refund_reason: string }> }
    ).list
      .map((r) => [r.order_no, r.refund_reason, r.refund_state])
      .sort();
    expect(states).toEqual([
      [p.no('3'), 'payer_not_holder', 'due'],
      [p.no('4'), 'deposit_limit', 'sent'],
      [p.no('5'), 'self_excluded', 'waiting'],
    ]);
    const due = await finance('GET', `/api/operator/deposits/refunds?member=${p.memberId}&state=due`);
    expect(due.json.data).toMatchObject({ total: 1, list: [{ order_no: p.no('3') }] });
    const byReason = await finance('GET', `/api/operator/deposits/refunds?member=${p.memberId}&reason=deposit_limit`);
    expect(byReason.json.data).toMatchObject({ total: 1, list: [{ order_no: p.no('4') }] });
  });

  it('retries a due refund: refused while the gateway fails (nothing recorded), sent once it takes it', async () => {
    const p = await playerWithOrders();
    const subject = `deposit:${p.no('3')}`;
    gateway.down = true;
    const failed = await finance('POST', '/api/operator/deposits/refund-retry', {
      order_no: p.no('3'),
      reason: 'Gateway back',
    });
    expect([failed.status, failed.json.error]).toEqual([503, 'deposit.refund_failed']);
    const lines = () => s.db.select().from(auditEvents).where(eq(auditEvents.subject, subject));
    expect(await lines()).toHaveLength(0);

    gateway.down = false;
    const [first, second] = await Promise.all([
      finance('POST', '/api/operator/deposits/refund-retry', { order_no: p.no('3'), reason: 'Gateway back' }),
      admin('POST', '/api/operator/deposits/refund-retry', { order_no: p.no('3'), reason: 'Gateway back' }),
    ]);
    // Two retries at once: the order is locked, so one sends it and the other finds it sent.
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const sent = first.status === 200 ? first : second;
    expect(sent.json.data).toMatchObject({ order_no: p.no('3'), refund_state: 'sent', refund_id: `D-${p.no('3')}` });
    expect(gateway.taken.filter((key) => key === p.no('3'))).toHaveLength(1);
    const [line] = await lines();
    expect(line).toMatchObject({
      action: '/operator/deposits/refund-retry',
      reason: 'Gateway back',
      before: { refund_state: 'due' },
      after: { refund_state: 'sent' },
    });
    expect(line?.actorLabel).toBe(first.status === 200 ? financeEmail : adminEmail);
    const [row] = await s.db
      .select()
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.orderNo, p.no('3')), eq(rechargeOrders.status, 'refund')));
    expect(row?.refundId).toBe(`D-${p.no('3')}`);

    const refusals: Array<[string, number, string]> = [
      [p.no('3'), 409, 'deposit.refund_sent_already'],
      [p.no('1'), 409, 'deposit.not_refund'],
      [p.no('5'), 409, 'deposit.refund_unavailable'],
      ['RDNOSUCHORDER', 404, 'deposit.order_not_found'],
      ['<script>', 422, 'deposit.order_not_found'],
    ];
    for (const [orderNo, status, error] of refusals) {
      const answer = await finance('POST', '/api/operator/deposits/refund-retry', {
        order_no: orderNo,
        reason: 'Gateway back',
      });
      expect([answer.status, answer.json.error], orderNo).toEqual([status, error]);
    }
    const bySupport = await support('POST', '/api/operator/deposits/refund-retry', {
      order_no: p.no('3'),
      reason: 'Gateway back',
    });
    expect(bySupport.status).toBe(403);
  });
});
