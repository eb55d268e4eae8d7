import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { QueueWithdrawal } from '../../contract/backoffice';
import { ledgerEntries, members, staff, wallets, withdrawalApprovals, withdrawalOrders } from '../db/schema';
import type { Db } from '../db/types';
import { maskCpf } from '../payments/common';
import { requiredTurnoverCents, turnoverRequirements } from '../payments/requirement';
import { turnoverCents } from '../wallet/turnover';
import { formatCents } from '../wallet/money';
import { fourEyesCents } from './settings';

/**
 * The finance queue: withdrawals waiting for a review (pending) or a payment (approved), oldest first, each
 * with what a reviewer checks — whose CPF the key is, the turnover still asked, the balance, what the player
 * deposited and staked, their recent withdrawals, what looks wrong, and who approved so far.
 */

/** An account younger than this asking for money out is a signal. */
const NEW_ACCOUNT_MS = 7 * 24 * 3600 * 1000;
/** This many withdrawals asked in the last 24 hours is a signal. */
const MANY_RECENT = 3;

export async function withdrawalQueue(
  db: Db,
  query: { status?: 'pending' | 'approved' | undefined; page: number; per_page: number },
  now: Date,
) {
  const statuses = query.status ? [query.status] : (['pending', 'approved'] as const);
  const where = inArray(withdrawalOrders.status, [...statuses]);
  const [rows, [total], thresholdCents] = await Promise.all([
    db
      .select({
        order: withdrawalOrders,
        member: { phone: members.phone, cpf: members.cpf, createdAt: members.createdAt },
      })
      .from(withdrawalOrders)
      .innerJoin(members, eq(members.id, withdrawalOrders.memberId))
      .where(where)
      .orderBy(asc(withdrawalOrders.createdAt), asc(withdrawalOrders.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(withdrawalOrders).where(where),
    fourEyesCents(db),
  ]);
  const list: QueueWithdrawal[] = [];
  for (const { order, member } of rows) {
    const [approvals, recent, [balance], [deposits], staked, requirements] = await Promise.all([
      db
        .select({ actor: staff.email, actor_id: staff.id, at: withdrawalApprovals.at })
        .from(withdrawalApprovals)
        .innerJoin(staff, eq(staff.id, withdrawalApprovals.staffId))
        .where(eq(withdrawalApprovals.orderId, order.id))
        .orderBy(asc(withdrawalApprovals.at)),
      db
        .select({
          order_no: withdrawalOrders.orderNo,
          amountCents: withdrawalOrders.amountCents,
          status: withdrawalOrders.status,
          createdAt: withdrawalOrders.createdAt,
        })
        .from(withdrawalOrders)
        .where(and(eq(withdrawalOrders.memberId, order.memberId), ne(withdrawalOrders.id, order.id)))
        .orderBy(desc(withdrawalOrders.createdAt))
        .limit(5),
      db.select({ cents: wallets.balanceCents }).from(wallets).where(eq(wallets.memberId, order.memberId)),
      db
        .select({
          cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`,
          last: sql<Date | null>`max(${ledgerEntries.createdAt})`,
        })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.memberId, order.memberId), eq(ledgerEntries.kind, 'deposit'))),
      turnoverCents(db, order.memberId),
      turnoverRequirements(db, order.memberId),
    ]);
    const depositedCents = Number(deposits?.cents ?? 0);
    const turnoverLeft = Math.max(0, requiredTurnoverCents(requirements.rows) - staked);
    const ownCpf = member.cpf !== null && order.cpfId.replace(/\D/g, '') === member.cpf;
    const dayAgo = now.getTime() - 24 * 3600 * 1000;
    const lastDeposit = deposits?.last ? new Date(deposits.last).getTime() : null;
    const signals = [
      ...(ownCpf ? [] : ['cpf_not_own']),
      ...(turnoverLeft > 0 ? ['turnover_left'] : []),
      ...(now.getTime() - member.createdAt.getTime() < NEW_ACCOUNT_MS ? ['new_account'] : []),
      ...(recent.filter((r) => r.createdAt.getTime() >= dayAgo).length + 1 >= MANY_RECENT ? ['many_recent'] : []),
      // Money in and straight out with little play: a sign of laundering rather than of playing.
      ...(lastDeposit !== null && lastDeposit >= dayAgo && staked < depositedCents ? ['deposit_then_withdraw'] : []),
      ...(recent.some((r) => r.status === 'rejected') ? ['rejected_before'] : []),
    ];
    list.push({
      order_no: order.orderNo,
      status: order.status,
      amount: formatCents(order.amountCents),
      fee: formatCents(order.feeCents),
      actual: formatCents(order.actualCents),
      created_at: order.createdAt.toISOString(),
      member_id: order.memberId,
      phone: member.phone,
      name: order.holderName,
      cpf: maskCpf(order.cpfId),
      own_cpf: ownCpf,
      pix_type: order.paymentType,
      deposited: formatCents(depositedCents),
      staked: formatCents(staked),
      turnover_left: formatCents(turnoverLeft),
      balance: formatCents(balance?.cents ?? 0),
      recent: recent.map((r) => ({
        order_no: r.order_no,
        amount: formatCents(r.amountCents),
        status: r.status,
        created_at: r.createdAt.toISOString(),
      })),
      signals,
      four_eyes: order.amountCents > thresholdCents,
      approvals: approvals.map((a) => ({ actor: a.actor, actor_id: a.actor_id, at: a.at.toISOString() })),
    });
  }
  return { list, total: total?.n ?? 0, threshold: formatCents(thresholdCents) };
}
