import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { RechargeStatus, RefundReason } from '../../../contract/money';
import { at } from './columns';
import { memberRef, members } from './members';

/* Deposits, withdrawals, idempotency keys and the members' PIX keys. */

/**
 * A deposit by PIX: created pending, then paid once by the gateway's webhook, expired, or cancelled (the
 * member paused or self-excluded). A payment that may not be credited makes it `refund` with the reason
 * (`refund_reason`); the money goes back to the payer through the gateway (`refund_id` once it took it).
 */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: memberRef(),
    channelId: integer('channel_id').notNull(),
    paymentName: text('payment_name').notNull(),
    paymentType: text('payment_type').notNull(),
    paymentDesc: text('payment_desc'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    actualCents: bigint('actual_cents', { mode: 'number' }).notNull(),
    /** refund: paid but not credited (refund_reason says why), to be returned to the payer. */
    status: text('status').$type<RechargeStatus>().notNull().default('pending'),
    /** The payer's CPF as the gateway's webhook reports it. */
    payerCpf: text('payer_cpf'),
    /** The payment's end-to-end id as the gateway's webhook reports it (what a refund names). */
    endToEndId: text('end_to_end_id'),
    /** Why a paid order was not credited (set with status refund, never otherwise). */
    refundReason: text('refund_reason').$type<RefundReason>(),
    /** The gateway's id of the refund once it accepted it (null: not sent yet). */
    refundId: text('refund_id'),
    refundedAt: at('refunded_at'),
    brCode: text('br_code').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [
    index('recharge_orders_member').on(t.memberId, t.createdAt),
    /** The refunds the gateway has not taken yet, which the job asks for again. */
    index('recharge_orders_refund_due')
      .on(t.id)
      .where(sql`${t.status} = 'refund' and ${t.refundId} is null`),
    check('recharge_orders_status', sql`${t.status} in ('pending', 'paid', 'expired', 'cancelled', 'refund')`),
    check(
      'recharge_orders_refund_reason',
      sql`(${t.status} = 'refund') = (${t.refundReason} is not null) and (${t.refundReason} is null or ${t.refundReason} in ('payer_not_holder', 'order_cancelled', 'order_expired', 'account_closed', 'paused', 'self_excluded', 'deposit_limit', 'withdraw_only'))`,
    ),
    check('recharge_orders_amount_positive', sql`${t.amountCents} > 0 and ${t.actualCents} > 0`),
  ],
);

/** The first answer to a money POST sent with an Idempotency-Key (per member and path). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    key: text('key').notNull(),
    /** null while the first request is being processed. */
    response: jsonb('response').$type<{ data: unknown; message?: string }>(),
    /** sha256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.path, t.key] })],
);

export type RechargeOrderRow = typeof rechargeOrders.$inferSelect;

/**
 * Withdrawals to a PIX key. The amount leaves the wallet when the order is made (ledger
 * withdrawal.hold, ref = order number); a rejection gives it back once (withdrawal.release).
 * pending → approved → paid, or pending/approved → rejected.
 */
export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: memberRef(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    actualCents: bigint('actual_cents', { mode: 'number' }).notNull(),
    paymentType: text('payment_type').$type<'CPF' | 'CNPJ' | 'PHONE' | 'EMAIL' | 'EVP'>().notNull(),
    account: text('account').notNull(),
    cpfId: text('cpf_id').notNull(),
    holderName: text('holder_name').notNull(),
    memberRemark: text('member_remark'),
    status: text('status').$type<'pending' | 'approved' | 'rejected' | 'paid'>().notNull().default('pending'),
    reason: text('reason'),
    createdAt: at('created_at').notNull(),
    reviewedAt: at('reviewed_at'),
    paidAt: at('paid_at'),
    /**
     * When an operator's "pay" last claimed the order to send its transfer through the PSP (PIX_GATEWAY=bcb-api):
     * set before the call, cleared when the PSP did not take it; set on an approved order, the transfer may
     * be on its way (a pay resumes it by reading it back first, a reject is refused).
     */
    payoutStartedAt: at('payout_started_at'),
    /** The PSP's id of the transfer (its end-to-end id) once it took it. */
    payoutId: text('payout_id'),
    /** Why the PSP last refused the transfer, or could not be asked (null once paid). */
    payoutError: text('payout_error'),
  },
  (t) => [
    index('withdrawal_orders_member').on(t.memberId, t.createdAt),
    index('withdrawal_orders_status').on(t.status, t.createdAt),
    check('withdrawal_orders_status', sql`${t.status} in ('pending', 'approved', 'rejected', 'paid')`),
    check('withdrawal_orders_payment_type', sql`${t.paymentType} in ('CPF', 'CNPJ', 'PHONE', 'EMAIL', 'EVP')`),
    check(
      'withdrawal_orders_amount_positive',
      sql`${t.amountCents} > 0 and ${t.actualCents} > 0 and ${t.feeCents} >= 0`,
    ),
  ],
);
export type WithdrawalOrderRow = typeof withdrawalOrders.$inferSelect;

/** The member's PIX keys for withdrawals (the "bank cards"): one default; a key used to withdraw is kept. */
export const memberPixKeys = pgTable(
  'member_pix_keys',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef(),
    paymentType: text('payment_type').$type<'CPF' | 'CNPJ' | 'PHONE' | 'EMAIL' | 'EVP'>().notNull(),
    /** Stored normalised (normalizePixKey). */
    account: text('account').notNull(),
    holderName: text('holder_name').notNull(),
    /** The key holder's CPF as the gateway confirmed it (withdrawals go only to the member's own CPF). */
    holderCpf: text('holder_cpf'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('member_pix_keys_once').on(t.memberId, t.paymentType, t.account),
    check('member_pix_keys_payment_type', sql`${t.paymentType} in ('CPF', 'CNPJ', 'PHONE', 'EMAIL', 'EVP')`),
  ],
);
