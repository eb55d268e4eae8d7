import * as v from 'valibot';
import { LangField, Money, paging } from './common';
import { endpoint } from './endpoint';

/**
 * The order center: every movement of the member's wallet with the totals (details), the fees
 * charged and the fee schedule (fee), and each deposit with the turnover it asks for before a
 * withdrawal (association).
 */

/** What a wallet movement was, as the order center groups them. */
export const DetailType = v.picklist(['deposit', 'withdrawal', 'refund', 'bet', 'win', 'bonus']);
export type DetailType = v.InferOutput<typeof DetailType>;

/** GET /api/ordercenter/details. */
export const DetailsQuery = v.object({
  type: v.optional(v.union([DetailType, v.literal('')]), ''),
  ...paging(20),
  lang: LangField,
});
export type DetailsQuery = v.InferInput<typeof DetailsQuery>;

export const Detail = v.object({
  id: v.number(),
  type: DetailType,
  /** Signed: money in is positive, money out negative. */
  amount: Money,
  balance_after: Money,
  /** The order, round or bet the movement belongs to. */
  ref: v.string(),
  created_at: v.string(),
});
export type Detail = v.InferOutput<typeof Detail>;

export const OrderTotals = v.object({
  /** Deposits credited. */
  total_recharge_amount: Money,
  /** Withdrawals requested and not rejected. */
  total_withdraw_amount: Money,
  /** Bonuses and credits from the operator. */
  total_bonus_amount: Money,
  /** Fees charged on deposits and withdrawals. */
  total_fee_amount: Money,
  /** Payments not credited but returned to the payer (deposit records say why). */
  total_returned_amount: Money,
});
export type OrderTotals = v.InferOutput<typeof OrderTotals>;

export const DetailsPage = v.object({
  details: v.array(Detail),
  total: v.number(),
  ...OrderTotals.entries,
});
export type DetailsPage = v.InferOutput<typeof DetailsPage>;

/** GET /api/ordercenter/fee. */
export const FeeCharge = v.object({
  order_no: v.string(),
  type: v.picklist(['deposit', 'withdrawal']),
  amount: Money,
  fee: Money,
  created_at: v.string(),
});
export const FeeSchedule = v.object({
  type: v.picklist(['deposit', 'withdrawal']),
  name: v.string(),
  /** "0.00" (a fixed amount in reais) or e.g. "1.5%". */
  fee: v.string(),
  min: Money,
  max: Money,
});
export const FeeList = v.object({ fee: v.array(FeeCharge), schedule: v.array(FeeSchedule) });
export type FeeList = v.InferOutput<typeof FeeList>;

/** GET /api/ordercenter/association. */
export const Association = v.object({
  /** The deposit's order number, or the reward's reference. */
  order_no: v.string(),
  type: v.picklist(['deposit', 'reward']),
  amount: Money,
  /** The turnover it asks for (amount × the turnover multiple). */
  required_turnover: Money,
  credited_at: v.string(),
});
export const AssociationList = v.object({
  association: v.array(Association),
  turnover_multiple: v.number(),
  required_turnover: Money,
  played_turnover: Money,
  /** What is still to be played before a withdrawal ("0.00" when none). */
  remaining_turnover: Money,
});
export type AssociationList = v.InferOutput<typeof AssociationList>;

/* The order center's endpoints. */

export const OrderCenterEndpoints = {
  details: endpoint({
    method: 'get',
    path: '/ordercenter/details',
    summary:
      'Order center: every movement of the member’s wallet, newest first (type deposit, withdrawal, refund, bet, win or bonus; all when empty), paged, with the totals of deposits, withdrawals, bonuses and fees',
    tag: 'payments',
    auth: 'member',
    query: DetailsQuery,
    response: DetailsPage,
  }),
  fees: endpoint({
    method: 'get',
    path: '/ordercenter/fee',
    summary: 'Order center: the fees charged on the member’s deposits and withdrawals, and the fee schedule',
    tag: 'payments',
    auth: 'member',
    response: FeeList,
  }),
  association: endpoint({
    method: 'get',
    path: '/ordercenter/association',
    summary:
      'Order center: each credited deposit with the turnover it asks for before a withdrawal, and the turnover played and still to play',
    tag: 'payments',
    auth: 'member',
    response: AssociationList,
  }),
};
