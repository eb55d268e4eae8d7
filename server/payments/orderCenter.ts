import { and, count, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AssociationList, DetailType, DetailsPage, FeeList } from '../../contract/orderCenter';
import { ledgerEntries, rechargeOrders, withdrawalOrders } from '../db/schema';
import type { Db } from '../db/types';
import { BET_KIND, WIN_KIND } from '../house/bets';
import type { LedgerKind } from '../wallet/kinds';
import { formatCents } from '../wallet/money';
import { turnoverCents } from '../wallet/turnover';
import { PAYMENT_CHANNELS, TRADING_RULES } from './config';
import { requiredTurnoverCents, turnoverRequirements } from './requirement';

/** The ledger kinds behind each order-center type; every other kind (operator credits, rewards) is a bonus. */
const KINDS: Record<Exclude<DetailType, 'bonus'>, LedgerKind> = {
  deposit: 'deposit',
  withdrawal: 'withdrawal.hold',
  refund: 'withdrawal.release',
  bet: BET_KIND,
  win: WIN_KIND,
};
const KNOWN_KINDS = Object.values(KINDS);
const TYPE_OF_KIND = new Map(Object.entries(KINDS).map(([type, kind]) => [kind, type as DetailType]));

function kindFilter(type: DetailType | ''): SQL | undefined {
  if (type === '') return undefined;
  if (type === 'bonus') return notInArray(ledgerEntries.kind, KNOWN_KINDS);
  return eq(ledgerEntries.kind, KINDS[type]);
}

const sumOf = (column: SQL | typeof ledgerEntries.amountCents) => sql<string>`coalesce(sum(${column}), 0)`;

/** The member's totals: deposits credited, withdrawals not rejected, bonuses, fees charged, payments returned. */
async function totals(db: Db, memberId: number) {
  const [ledger] = await db
    .select({
      recharge: sumOf(sql`case when ${ledgerEntries.kind} = ${KINDS.deposit} then ${ledgerEntries.amountCents} end`),
      bonus: sumOf(sql`case when ${notInArray(ledgerEntries.kind, KNOWN_KINDS)} then ${ledgerEntries.amountCents} end`),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.memberId, memberId));
  const [withdrawals] = await db
    .select({ amount: sumOf(sql`${withdrawalOrders.amountCents}`), fee: sumOf(sql`${withdrawalOrders.feeCents}`) })
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.memberId, memberId), ne(withdrawalOrders.status, 'rejected')));
  const [deposits] = await db
    .select({
      fee: sumOf(
        sql`case when ${rechargeOrders.status} = 'paid' then ${rechargeOrders.amountCents} - ${rechargeOrders.actualCents} end`,
      ),
      returned: sumOf(sql`case when ${rechargeOrders.status} = 'refund' then ${rechargeOrders.amountCents} end`),
    })
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.memberId, memberId), inArray(rechargeOrders.status, ['paid', 'refund'])));
  return {
    total_recharge_amount: formatCents(Number(ledger?.recharge ?? 0)),
    total_withdraw_amount: formatCents(Number(withdrawals?.amount ?? 0)),
    total_bonus_amount: formatCents(Number(ledger?.bonus ?? 0)),
    total_fee_amount: formatCents(Number(withdrawals?.fee ?? 0) + Number(deposits?.fee ?? 0)),
    total_returned_amount: formatCents(Number(deposits?.returned ?? 0)),
  };
}

/** Every movement of the member's wallet, newest first, optionally of one type, with the totals. */
export async function orderDetails(
  db: Db,
  memberId: number,
  query: { type: DetailType | ''; page: number; per_page: number },
): Promise<DetailsPage> {
  const where = and(eq(ledgerEntries.memberId, memberId), kindFilter(query.type));
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(where)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ n: count() }).from(ledgerEntries).where(where);
  return {
    details: rows.map((row) => ({
      id: row.id,
      type: TYPE_OF_KIND.get(row.kind) ?? 'bonus',
      amount: formatCents(row.amountCents),
      balance_after: formatCents(row.balanceAfterCents),
      ref: row.ref,
      created_at: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    ...(await totals(db, memberId)),
  };
}

/** The fees charged on the member's paid deposits and live withdrawals, newest first, and the schedule. */
export async function orderFees(db: Db, memberId: number): Promise<FeeList> {
  const deposits = await db
    .select()
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.memberId, memberId), eq(rechargeOrders.status, 'paid')));
  const withdrawals = await db
    .select()
    .from(withdrawalOrders)
    .where(
      and(eq(withdrawalOrders.memberId, memberId), inArray(withdrawalOrders.status, ['pending', 'approved', 'paid'])),
    );
  const fee = [
    ...deposits.map((row) => ({
      order_no: row.orderNo,
      type: 'deposit' as const,
      amount: formatCents(row.amountCents),
      fee: formatCents(row.amountCents - row.actualCents),
      at: row.createdAt,
    })),
    ...withdrawals.map((row) => ({
      order_no: row.orderNo,
      type: 'withdrawal' as const,
      amount: formatCents(row.amountCents),
      fee: formatCents(row.feeCents),
      at: row.createdAt,
    })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.order_no.localeCompare(a.order_no))
    .map(({ at, ...row }) => ({ ...row, created_at: at.toISOString() }));
  const schedule = [
    ...PAYMENT_CHANNELS.map((c) => ({ type: 'deposit' as const, name: c.name, fee: c.fee, min: c.min, max: c.max })),
    {
      type: 'withdrawal' as const,
      name: 'PIX',
      fee: TRADING_RULES.withdraw_fee,
      min: TRADING_RULES.withdraw_min,
      max: TRADING_RULES.withdraw_max,
    },
  ];
  return { fee, schedule };
}

/**
 * Each credited deposit and reward with the turnover it asks for (its amount × the multiple), and how
 * much of the whole has been played: the rule a withdrawal is checked against.
 */
export async function orderAssociation(db: Db, memberId: number): Promise<AssociationList> {
  const { depositMultiple, rows } = await turnoverRequirements(db, memberId);
  const required = requiredTurnoverCents(rows);
  const played = await turnoverCents(db, memberId);
  return {
    association: rows.map((row) => ({
      order_no: row.ref,
      type: row.type,
      amount: formatCents(row.cents),
      required_turnover: formatCents(row.requiredCents),
      credited_at: row.at.toISOString(),
    })),
    turnover_multiple: depositMultiple,
    required_turnover: formatCents(required),
    played_turnover: formatCents(played),
    remaining_turnover: formatCents(Math.max(0, required - played)),
  };
}
