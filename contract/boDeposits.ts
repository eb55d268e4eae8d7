import * as v from 'valibot';
import { Reason } from './backoffice';
import { DepositRow } from './boPlayerPage';
import { Id, Line, Money, paging, BusinessDay } from './common';
import { endpoint } from './endpoint';
import { RechargeStatus, RefundReason } from './money';
import { says } from './says';

/**
 * The back office's deposits (finance, admin): the PIX recharge orders with filters and totals, and the
 * refunds — payments that were not credited (paid from another CPF, beyond a deposit limit, after a pause,
 * a self-exclusion or the account's closure, to a cancelled or expired order) and go back to the payer —
 * with their state: due (the gateway has not taken it yet: it failed, or none is configured), sent (the
 * gateway's refund id), or waiting (no payment id to name). A due refund can be asked again by hand.
 */

/** A São Paulo day of the site's business (2000-01-01 to 2099-12-31). */
const DayText = BusinessDay(says('audit.day_invalid'));

export const DepositsQuery = v.object({
  status: v.optional(RechargeStatus),
  /** São Paulo days of the order's creation, both included. */
  from: v.optional(DayText),
  to: v.optional(DayText),
  member: v.optional(Id(says('player.not_found'))),
  ...paging(50),
  lang: v.optional(Line(10)),
});
export type DepositsQuery = v.InferInput<typeof DepositsQuery>;

/** Totals over every order the filters match (not only the page). */
const Totals = v.object({ count: v.number(), amount: Money, paid: Money, paid_count: v.number() });
export const DepositsPage = v.object({ list: v.array(DepositRow), total: v.number(), totals: Totals });

export const REFUND_STATES = ['due', 'sent', 'waiting'] as const;
export const RefundsQuery = v.object({
  state: v.optional(v.picklist(REFUND_STATES, says('request.invalid'))),
  reason: v.optional(RefundReason),
  from: v.optional(DayText),
  to: v.optional(DayText),
  member: v.optional(Id(says('player.not_found'))),
  ...paging(50),
  lang: v.optional(Line(10)),
});
export const RefundsPage = v.object({
  list: v.array(DepositRow),
  total: v.number(),
  /** The amount of every refund the filters match, and of those still due. */
  totals: v.object({ count: v.number(), amount: Money, due_count: v.number(), due: Money }),
});

export const RefundRetryBody = v.object({
  order_no: v.pipe(
    v.string(says('deposit.order_not_found')),
    v.trim(),
    v.regex(/^[A-Za-z0-9-]{4,64}$/, says('deposit.order_not_found')),
  ),
  /** Why the refund is asked again (3 to 200 characters), kept in the audit trail. */
  reason: Reason,
});

export const DepositsEndpoints = {
  deposits: endpoint({
    method: 'get',
    path: '/operator/deposits',
    summary: 'The PIX deposit orders, newest first, by status, days and player, with totals',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['finance', 'admin'],
    query: DepositsQuery,
    response: DepositsPage,
  }),
  refunds: endpoint({
    method: 'get',
    path: '/operator/deposits/refunds',
    summary: 'The payments not credited and returned to the payer, newest first, with their reason and state',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['finance', 'admin'],
    query: RefundsQuery,
    response: RefundsPage,
  }),
  refundRetry: endpoint({
    method: 'post',
    path: '/operator/deposits/refund-retry',
    summary: 'Asks the PIX gateway again for a refund it has not taken (due)',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['finance', 'admin'],
    body: RefundRetryBody,
    response: DepositRow,
    errors: {
      'deposit.order_not_found': '',
      'deposit.not_refund': 'the order is not a refund',
      'deposit.refund_sent_already': 'the gateway took the refund already',
      'deposit.refund_unavailable': 'no gateway is configured, or the payment has no id to name',
      'deposit.refund_failed': 'the gateway refused or did not answer; it is asked again later',
    },
  }),
};
