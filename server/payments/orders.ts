import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, count, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { isPlainText } from '../../contract/common';
import {
  type PixWebhookBody,
  type PixWebhookResult,
  type PspWebhookResult,
  type RechargeOrder,
  type RechargeRecordPage,
  type RechargeResult,
  type RefundReason,
} from '../../contract/money';
import type { AppConfig, AppDeps } from '../config';
import { members, rechargeOrders, type RechargeOrderRow } from '../db/schema';
import { activeRestriction, checkDeposit, creditPassesDepositLimit } from '../responsible/guard';
import { standingOf } from '../regulator/standing';
import type { Db, Tx } from '../db/types';
import { lockWallet } from '../house/bets';
import { notice } from '../notices/notify';
import { ApiError, refusal } from '../http/envelope';
import { passThrough, type ItemRunner } from '../job-failures';
import { fieldError, fieldErrorWith } from '../http/validate';
import { credit } from '../wallet/ledger';
import { formatCents, parseMoney } from '../wallet/money';
import { brCode } from './brcode';
import { feeCents, maskCpf, newOrderNo } from './common';
import { DEFAULT_PIX_WEBHOOK_SECRET, PAYMENT_CHANNELS, PIX_SANDBOX } from './config';
import { chargingGateway, pixGateway, type PixGateway, type ReceivedPix } from './gateway';
import { idempotencyKeys } from '../db/schema';

/** The webhook's secret: PIX_WEBHOOK_SECRET; only the sandbox has a default (the server refuses to start without one outside it). */
export const webhookSecret = (config: AppConfig): string | null =>
  config.pixWebhookSecret ?? (config.sandbox ? DEFAULT_PIX_WEBHOOK_SECRET : null);

/** The path of an order's sandbox checkout page. */
export const payPath = (orderNo: string) => `/sandbox/pix/${orderNo}`;

/** The path of an order's checkout page on this server when a PSP keeps the charge (PIX_GATEWAY=bcb-api). */
export const pspPayPath = (orderNo: string) => `/pix/checkout/${orderNo}`;

type Checkout = { config: AppConfig; pixGateway?: PixGateway | undefined };

/**
 * Where the player pays: with a PSP that keeps the charges (bcb-api), this server's page of the charge's QR
 * code; else the sandbox checkout in sandbox mode, else the gateway's (PIX_CHECKOUT_URL + order).
 */
export const payUrl = ({ config, pixGateway }: Checkout, orderNo: string): string | null =>
  chargingGateway({ pixGateway })
    ? pspPayPath(orderNo)
    : config.sandbox
      ? payPath(orderNo)
      : config.pixCheckoutUrl
        ? `${config.pixCheckoutUrl}${encodeURIComponent(orderNo)}`
        : null;

/** Whether there is a checkout to send the player to (the PSP's charge, the sandbox's, or the gateway's). */
const hasCheckout = (deps: Checkout) => payUrl(deps, '') !== null;

export async function createRecharge(
  deps: AppDeps,
  memberId: number,
  body: { money: string; payment_id: number; payment_type: string; payment_desc?: string },
  now: Date,
): Promise<RechargeResult> {
  if (!hasCheckout(deps)) throw refusal('deposit.unavailable');
  const channel = PAYMENT_CHANNELS.find((ch) => ch.id === body.payment_id && ch.payment_type === body.payment_type);
  if (!channel) throw fieldError('payment_id', 'deposit.channel_unknown');
  const cents = parseMoney(body.money);
  if (cents < parseMoney(channel.min))
    throw fieldErrorWith('money', 'deposit.amount_below_channel_minimum', { min: channel.min });
  if (cents > parseMoney(channel.max))
    throw fieldErrorWith('money', 'deposit.amount_above_channel_maximum', { max: channel.max });
  const actual = cents - feeCents(channel.fee, cents);
  if (actual <= 0) throw fieldErrorWith('money', 'deposit.amount_below_channel_minimum', { min: channel.min });

  const orderNo = newOrderNo('RD', deps, now);
  // A PSP's charge is opened once the order is committed (openCharge), its BR Code written then.
  const code = chargingGateway(deps)
    ? ''
    : brCode({
        key: PIX_SANDBOX.key,
        merchantName: PIX_SANDBOX.merchantName,
        merchantCity: PIX_SANDBOX.merchantCity,
        amount: formatCents(cents),
        txid: orderNo,
      });
  // The limits are checked and the order written in one transaction, the member's wallet locked first: twenty
  // orders at once are counted one after the other.
  await deps.db.transaction(async (tx) => {
    await checkDeposit(tx, memberId, cents, now);
    await tx.insert(rechargeOrders).values({
      orderNo,
      memberId,
      channelId: channel.id,
      paymentName: channel.name,
      paymentType: channel.payment_type,
      paymentDesc: body.payment_desc ?? null,
      amountCents: cents,
      actualCents: actual,
      status: 'pending',
      brCode: code,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PIX_SANDBOX.expiresMs),
    });
  });
  return { order_no: orderNo, pay_url: payUrl(deps, orderNo) ?? '' };
}

/**
 * With a PSP that keeps the charges: opens the committed order's charge there (PUT /cob/{txid}), holding no
 * transaction or lock during the call, and writes its BR Code on the order. An order whose code is written
 * already (a retry with the same Idempotency-Key) is left as it is. When the PSP does not take it (down,
 * refused), the order is closed at once as expired — nobody was shown a code to pay, and a payment that came
 * anyway would be returned (order_expired) — the request's Idempotency-Key is forgotten so that a retry asks
 * again, and the deposit is refused as unavailable.
 */
export async function openCharge(
  deps: Pick<AppDeps, 'db' | 'pixGateway'>,
  memberId: number,
  orderNo: string,
  idempotency: { path: string; key: string | undefined },
  now: Date,
): Promise<void> {
  const gateway = chargingGateway(deps);
  if (!gateway) return;
  const [order] = await deps.db
    .select({
      id: rechargeOrders.id,
      brCode: rechargeOrders.brCode,
      status: rechargeOrders.status,
      amountCents: rechargeOrders.amountCents,
      createdAt: rechargeOrders.createdAt,
      expiresAt: rechargeOrders.expiresAt,
      cpf: members.cpf,
      realname: members.realname,
    })
    .from(rechargeOrders)
    .innerJoin(members, eq(members.id, rechargeOrders.memberId))
    .where(and(eq(rechargeOrders.orderNo, orderNo), eq(rechargeOrders.memberId, memberId)));
  if (!order || order.brCode !== '') return;
  if (order.status !== 'pending' || !order.cpf) throw refusal('deposit.unavailable');
  try {
    const charge = await gateway.createCharge({
      orderNo,
      amountCents: order.amountCents,
      payer: { cpf: order.cpf, name: order.realname ?? '' },
      expiresInSeconds: Math.max(1, Math.round((order.expiresAt.getTime() - order.createdAt.getTime()) / 1000)),
    });
    await deps.db
      .update(rechargeOrders)
      .set({ brCode: charge.brCode })
      .where(and(eq(rechargeOrders.id, order.id), eq(rechargeOrders.brCode, '')));
  } catch (error) {
    console.error(`The PSP did not open the charge of ${orderNo}; the deposit is refused:`, error);
    await deps.db
      .update(rechargeOrders)
      .set({ status: 'expired', expiresAt: now })
      .where(and(eq(rechargeOrders.id, order.id), eq(rechargeOrders.status, 'pending'), eq(rechargeOrders.brCode, '')));
    if (idempotency.key) {
      await deps.db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.memberId, memberId),
            eq(idempotencyKeys.path, idempotency.path),
            eq(idempotencyKeys.key, idempotency.key),
          ),
        );
    }
    throw refusal('deposit.unavailable');
  }
}

/** The most orders the job expires or refunds in one run (the rest wait for the next second's run). */
const DUE_ORDERS_BATCH = 100;

/**
 * Marks the pending orders past their expiry as expired (the server's job), one order at a time (an order
 * that fails waits for its next attempt, the others expire); answers how many.
 */
export async function expireDue(db: Db, now: Date, items: ItemRunner = passThrough('order_expiry')): Promise<number> {
  const due = await db
    .select({ id: rechargeOrders.id, orderNo: rechargeOrders.orderNo })
    .from(rechargeOrders)
    .where(
      and(
        eq(rechargeOrders.status, 'pending'),
        lt(rechargeOrders.expiresAt, now),
        items.notWaiting(sql`${rechargeOrders.orderNo}`),
      ),
    )
    .orderBy(asc(rechargeOrders.expiresAt))
    .limit(DUE_ORDERS_BATCH);
  let expired = 0;
  for (const order of due) {
    const done = await items.item(order.orderNo, () =>
      db
        .update(rechargeOrders)
        .set({ status: 'expired' })
        .where(
          and(eq(rechargeOrders.id, order.id), eq(rechargeOrders.status, 'pending'), lt(rechargeOrders.expiresAt, now)),
        )
        .returning({ id: rechargeOrders.id }),
    );
    if (done?.length) expired += 1;
  }
  return expired;
}

/** An order's status at a moment: a pending one past its expiry reads as expired before the job marks it. */
const statusAt = (row: RechargeOrderRow, now: Date): RechargeOrderRow['status'] =>
  row.status === 'pending' && row.expiresAt < now ? 'expired' : row.status;

/** The order of that number, or null (also for a number no order can have: the sandbox pages take it from the path). */
export async function findOrder(db: Db, orderNo: string, now: Date): Promise<RechargeOrderRow | null> {
  if (!isPlainText(orderNo)) return null;
  const [row] = await db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo));
  return row ? { ...row, status: statusAt(row, now) } : null;
}

export function orderView(row: RechargeOrderRow, deps: Checkout): RechargeOrder {
  return {
    order_no: row.orderNo,
    status: row.status,
    payment_name: row.paymentName,
    payment_type: 'PIX',
    money: formatCents(row.amountCents),
    actual_money: formatCents(row.actualCents),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
    pay_url: payUrl(deps, row.orderNo) ?? '',
    payer_cpf: row.payerCpf ? maskCpf(row.payerCpf) : null,
    refund_reason: row.refundReason,
    refunded_at: row.refundedAt ? row.refundedAt.toISOString() : null,
  };
}

export async function memberOrder(
  deps: Pick<AppDeps, 'db' | 'config' | 'pixGateway'>,
  memberId: number,
  orderNo: string,
  now: Date,
): Promise<RechargeOrder> {
  const row = await findOrder(deps.db, orderNo, now);
  if (!row || row.memberId !== memberId) throw refusal('order.not_found');
  return orderView(row, deps);
}

export async function rechargeRecords(
  db: Db,
  memberId: number,
  page: number,
  perPage: number,
  now: Date,
): Promise<RechargeRecordPage> {
  const rows = await db
    .select()
    .from(rechargeOrders)
    .where(eq(rechargeOrders.memberId, memberId))
    .orderBy(desc(rechargeOrders.createdAt), desc(rechargeOrders.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(rechargeOrders).where(eq(rechargeOrders.memberId, memberId));
  return {
    list: rows.map((row) => ({
      order_no: row.orderNo,
      payment_name: row.paymentName,
      payment_type: 'PIX' as const,
      money: formatCents(row.amountCents),
      actual_money: formatCents(row.actualCents),
      status: statusAt(row, now),
      created_at: row.createdAt.toISOString(),
      payer_cpf: row.payerCpf ? maskCpf(row.payerCpf) : null,
      refund_reason: row.refundReason,
    })),
    total: total?.n ?? 0,
  };
}

/** The signature the gateway sends: hex HMAC-SHA256(secret, `${timestamp}.${raw body}`). */
export function signWebhook(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export function verifyWebhook(
  config: AppConfig,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  now: Date,
): void {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,15}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) {
    throw refusal('webhook.bad_signature');
  }
  const secret = webhookSecret(config);
  if (secret === null) throw refusal('webhook.bad_signature');
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw refusal('webhook.bad_signature');
  if (Math.abs(now.getTime() - Number(timestamp) * 1000) > PIX_SANDBOX.webhookToleranceMs) {
    throw refusal('webhook.stale_timestamp');
  }
}

/**
 * A payment the gateway reports (after the signature was checked). The member's wallet is locked first, then
 * the order (the order a deposit and a pause take them in). A pending order becomes paid and the wallet is
 * credited through the ledger (kind deposit, ref = order number) in the same transaction, unless the payment
 * may not be credited (refundReason): then the order becomes refund with the reason, nothing is credited,
 * and the payment goes back to the payer through the gateway once the transaction committed. Either way the
 * member is notified in the same transaction (deposit_credited, deposit_refunded with the reason's code). A paid or
 * refund order answers unchanged: however often it is delivered, it credits at most once, a refund order
 * never, and a refund is asked of the gateway until it took it (the same refund id each time).
 */
export async function settlePixPayment(
  deps: Pick<AppDeps, 'db' | 'config' | 'pixGateway'>,
  body: Omit<PixWebhookBody, 'payer_cpf'> & { payer_cpf: string | null },
  now: Date,
): Promise<PixWebhookResult> {
  const settled = await deps.db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ memberId: rechargeOrders.memberId })
      .from(rechargeOrders)
      .where(eq(rechargeOrders.orderNo, body.order_no));
    if (!owner) throw refusal('order.not_found');
    await lockWallet(tx, owner.memberId);
    const [order] = await tx
      .select()
      .from(rechargeOrders)
      .where(eq(rechargeOrders.orderNo, body.order_no))
      .for('update');
    if (!order) throw refusal('order.not_found');
    if (order.status === 'paid' || order.status === 'refund') return { order, credited: false };
    if (parseMoney(body.amount) !== order.amountCents) throw fieldError('amount', 'deposit.amount_differs');

    const reason = await refundReason(tx, order, body.payer_cpf, now);
    if (reason) {
      const [refunded] = await tx
        .update(rechargeOrders)
        .set({ status: 'refund', refundReason: reason, payerCpf: body.payer_cpf, endToEndId: body.end_to_end_id })
        .where(eq(rechargeOrders.id, order.id))
        .returning();
      await notice(tx, order.memberId, 'deposit_refunded', { amount: formatCents(order.amountCents), reason }, now);
      return { order: refunded ?? order, credited: false };
    }
    const posting = await credit(tx, order.memberId, order.actualCents, 'deposit', order.orderNo, now);
    const [paid] = await tx
      .update(rechargeOrders)
      .set({ status: 'paid', paidAt: now, payerCpf: body.payer_cpf, endToEndId: body.end_to_end_id })
      .where(eq(rechargeOrders.id, order.id))
      .returning();
    if (posting.applied) {
      await notice(tx, order.memberId, 'deposit_credited', { amount: formatCents(order.actualCents) }, now);
    }
    return { order: paid ?? order, credited: posting.applied };
  });
  const order = settled.order.status === 'refund' ? await sendRefund(deps, settled.order, now) : settled.order;
  return {
    order_no: order.orderNo,
    status: order.status,
    credited: settled.credited,
    refund_reason: order.refundReason,
  };
}

/**
 * The PSP's notice of PIX received (bcb-api: it posts `{ pix: [{ endToEndId, txid, valor, … }] }` to the
 * registered address + "/pix"). Its body is never trusted: each end-to-end id is read back from the PSP
 * over the authenticated channel (GET /pix/{e2eid}), and what the PSP answers is settled as any payment
 * (settlePixPayment: credited once, or returned with its reason). A PIX the PSP does not know, one that paid
 * no charge of ours, or one of another amount than its order credits nothing (listed in `ignored`). The PSP
 * unreachable refuses the whole notice (503), so the PSP delivers it again.
 */
export async function settleReceivedPix(
  deps: Pick<AppDeps, 'db' | 'config' | 'pixGateway'>,
  endToEndIds: string[],
  now: Date,
): Promise<PspWebhookResult> {
  const gateway = chargingGateway(deps);
  if (!gateway) throw refusal('request.not_found');
  const settled: PixWebhookResult[] = [];
  const ignored: string[] = [];
  for (const endToEndId of [...new Set(endToEndIds)]) {
    let pix: ReceivedPix | null;
    try {
      pix = await gateway.receivedPix(endToEndId);
    } catch (error) {
      console.error(`The PSP could not be asked for the PIX ${endToEndId}; the notice is refused for a retry:`, error);
      throw refusal('deposit.unavailable');
    }
    if (!pix || pix.orderNo === null || pix.endToEndId !== endToEndId) {
      ignored.push(endToEndId);
      continue;
    }
    try {
      settled.push(
        await settlePixPayment(
          deps,
          {
            order_no: pix.orderNo,
            status: 'paid',
            amount: pix.amount,
            end_to_end_id: pix.endToEndId,
            payer_cpf: pix.payerCpf,
          },
          now,
        ),
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      console.error(`The PIX ${endToEndId} for ${pix.orderNo} was not settled: ${error.error}`);
      ignored.push(endToEndId);
    }
  }
  return { settled, ignored };
}

/**
 * Why a payment for this order may not be credited, or null to credit it (the wallet is locked): the order
 * was cancelled or has expired; it was paid from a CPF that is not the member's (Portaria SPA/MF 615/2024:
 * money only from the player's own account); the account is closed; the member is paused or self-excluded
 * now; or it would pass a deposit limit in force now (lowered after the order was made).
 */
async function refundReason(
  tx: Tx,
  order: RechargeOrderRow,
  payerCpf: string | null,
  now: Date,
): Promise<RefundReason | null> {
  if (order.status === 'cancelled') return 'order_cancelled';
  if (order.status === 'expired' || order.expiresAt < now) return 'order_expired';
  const [member] = await tx
    .select({ cpf: members.cpf, closedAt: members.closedAt })
    .from(members)
    .where(eq(members.id, order.memberId));
  if (!member?.cpf || member.cpf !== payerCpf) return 'payer_not_holder';
  if (member.closedAt) return 'account_closed';
  const restriction = await activeRestriction(tx, order.memberId, now);
  if (restriction) return restriction.kind === 'pause' ? 'paused' : 'self_excluded';
  if ((await standingOf(tx, order.memberId)).flag) return 'withdraw_only';
  if (await creditPassesDepositLimit(tx, order.memberId, order.amountCents, now)) return 'deposit_limit';
  return null;
}

/**
 * Asks the gateway to return a refund order's payment, once it committed, and records the gateway's refund
 * id. Without a gateway, without the payment's end-to-end id (a refund from before they were kept), or when
 * the gateway fails, the order stays refund with no refund id: the next delivery of the notice, or the job,
 * asks again (the gateway returns a payment once per refund id).
 */
export async function sendRefund(
  deps: Pick<AppDeps, 'db' | 'config' | 'pixGateway'>,
  order: RechargeOrderRow,
  now: Date,
): Promise<RechargeOrderRow> {
  try {
    return await askRefund(deps, order, now);
  } catch (error) {
    console.error(`The PIX refund of ${order.orderNo} failed; it will be asked again:`, error);
    return order;
  }
}

/** sendRefund's work, letting the gateway's failure through (the job records it: server/job-failures.ts). */
async function askRefund(
  deps: Pick<AppDeps, 'db' | 'config' | 'pixGateway'>,
  order: RechargeOrderRow,
  now: Date,
): Promise<RechargeOrderRow> {
  const gateway = pixGateway(deps);
  if (!gateway || order.refundId !== null || order.endToEndId === null) return order;
  const { refundId } = await gateway.refund({
    refundKey: order.orderNo,
    endToEndId: order.endToEndId,
    amountCents: order.amountCents,
  });
  const [recorded] = await deps.db
    .update(rechargeOrders)
    .set({ refundId, refundedAt: now })
    .where(and(eq(rechargeOrders.id, order.id), isNull(rechargeOrders.refundId)))
    .returning();
  return recorded ?? { ...order, refundId, refundedAt: now };
}

/**
 * Asks the gateway again for the refunds it has not taken yet (the server's job), one order at a time: a
 * refund the gateway refuses is recorded and asked again with backoff. Answers how many it took.
 */
export async function sendDueRefunds(
  deps: Pick<AppDeps, 'db' | 'config' | 'pixGateway'>,
  now: Date,
  items: ItemRunner = passThrough('refunds'),
): Promise<number> {
  if (!pixGateway(deps)) return 0;
  const due = await deps.db
    .select()
    .from(rechargeOrders)
    .where(
      and(
        eq(rechargeOrders.status, 'refund'),
        isNull(rechargeOrders.refundId),
        isNotNull(rechargeOrders.endToEndId),
        items.notWaiting(sql`${rechargeOrders.orderNo}`),
      ),
    )
    .orderBy(asc(rechargeOrders.id))
    .limit(DUE_ORDERS_BATCH);
  let sent = 0;
  for (const order of due) {
    if ((await items.item(order.orderNo, () => askRefund(deps, order, now)))?.refundId) sent += 1;
  }
  return sent;
}
