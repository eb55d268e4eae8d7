import { and, count, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { RechargeStatus, RefundReason } from '../../contract/money';
import type { AppDeps } from '../config';
import { members, rechargeOrders } from '../db/schema';
import type { Db } from '../db/types';
import { saoPauloDayStart } from '../../lib/time';
import { refusal } from '../http/envelope';
import { pixGateway } from '../payments/gateway';
import { sendRefund } from '../payments/orders';
import { formatCents } from '../wallet/money';
import { depositRow } from './players/read';

/**
 * The back office's deposits: the PIX orders (newest first, with totals over every order the filters
 * match) and the refunds — paid orders not credited (refund_reason), returned to the payer through the
 * gateway (server/payments/orders.ts sendRefund) — with their state, and the retry of a refund still due.
 */

interface Common {
  from?: string | undefined;
  to?: string | undefined;
  member?: number | undefined;
  page: number;
  per_page: number;
}

function common(query: Common): SQL[] {
  return [
    ...(query.from ? [gte(rechargeOrders.createdAt, saoPauloDayStart(query.from))] : []),
    ...(query.to ? [lt(rechargeOrders.createdAt, saoPauloDayStart(query.to, 1))] : []),
    ...(query.member ? [eq(rechargeOrders.memberId, query.member)] : []),
  ];
}

const sumOf = (expression: SQL) => sql<string>`coalesce(sum(${expression}), 0)`;

async function orders(db: Db, where: SQL | undefined, query: Common) {
  return db
    .select({ order: rechargeOrders, member: { phone: members.phone, cpf: members.cpf } })
    .from(rechargeOrders)
    .innerJoin(members, eq(members.id, rechargeOrders.memberId))
    .where(where)
    .orderBy(desc(rechargeOrders.createdAt), desc(rechargeOrders.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
}

/**
 * A page of the orders `where` picks, with the count and amount of all of them and the `extra` sums
 * (read as numbers by the caller).
 */
async function withTotals(db: Db, where: SQL | undefined, query: Common, extra: Record<string, SQL<string>>) {
  const [rows, [totals]] = await Promise.all([
    orders(db, where, query),
    db
      .select({ n: count(), amount: sumOf(sql`${rechargeOrders.amountCents}`), ...extra })
      .from(rechargeOrders)
      .where(where),
  ]);
  const sum = (key: string) => Number((totals as Record<string, unknown> | undefined)?.[key] ?? 0);
  return {
    list: rows.map(({ order, member }) => depositRow(order, member)),
    total: totals?.n ?? 0,
    totals: { count: totals?.n ?? 0, amount: formatCents(sum('amount')) },
    sum,
  };
}

export async function listDeposits(db: Db, query: Common & { status?: RechargeStatus | undefined }) {
  const where = and(...common(query), ...(query.status ? [eq(rechargeOrders.status, query.status)] : []));
  const { sum, totals, ...page } = await withTotals(db, where, query, {
    paid: sumOf(sql`case when ${rechargeOrders.status} = 'paid' then ${rechargeOrders.actualCents} end`),
    paidCount: sql<string>`count(*) filter (where ${rechargeOrders.status} = 'paid')`,
  });
  return {
    ...page,
    totals: { ...totals, paid: formatCents(sum('paid')), paid_count: sum('paidCount') },
  };
}

const REFUND_STATE: Record<'due' | 'sent' | 'waiting', SQL> = {
  due: and(isNull(rechargeOrders.refundId), isNotNull(rechargeOrders.endToEndId))!,
  sent: isNotNull(rechargeOrders.refundId),
  waiting: and(isNull(rechargeOrders.refundId), isNull(rechargeOrders.endToEndId))!,
};

export async function listRefunds(
  db: Db,
  query: Common & { state?: 'due' | 'sent' | 'waiting' | undefined; reason?: RefundReason | undefined },
) {
  const where = and(
    eq(rechargeOrders.status, 'refund'),
    ...common(query),
    ...(query.state ? [REFUND_STATE[query.state]] : []),
    ...(query.reason ? [eq(rechargeOrders.refundReason, query.reason)] : []),
  );
  const { sum, totals, ...page } = await withTotals(db, where, query, {
    dueCount: sql<string>`count(*) filter (where ${REFUND_STATE.due})`,
    due: sumOf(sql`case when ${REFUND_STATE.due} then ${rechargeOrders.amountCents} end`),
  });
  return {
    ...page,
    totals: { ...totals, due_count: sum('dueCount'), due: formatCents(sum('due')) },
  };
}

/**
 * Asks the gateway again for a refund it has not taken (the job does the same every run; this is the
 * staff's "try now"). The order is locked, so two retries at once ask once and the second finds it sent.
 */
export async function retryRefund(deps: Pick<AppDeps, 'db' | 'config' | 'pixGateway'>, orderNo: string, now: Date) {
  const [row] = await deps.db
    .select({ order: rechargeOrders, member: { phone: members.phone, cpf: members.cpf } })
    .from(rechargeOrders)
    .innerJoin(members, eq(members.id, rechargeOrders.memberId))
    .where(eq(rechargeOrders.orderNo, orderNo))
    .for('update', { of: rechargeOrders });
  if (!row) throw refusal('deposit.order_not_found');
  const { order, member } = row;
  if (order.status !== 'refund') throw refusal('deposit.not_refund');
  if (order.refundId !== null) throw refusal('deposit.refund_sent_already');
  if (!pixGateway(deps) || order.endToEndId === null) throw refusal('deposit.refund_unavailable');
  const sent = await sendRefund(deps, order, now);
  if (sent.refundId === null) throw refusal('deposit.refund_failed');
  return { before: depositRow(order, member), after: depositRow(sent, member) };
}
