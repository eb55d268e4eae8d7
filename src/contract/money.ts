import * as v from 'valibot';
import { LangField, Money } from './common';

/** Deposits by PIX: payment channels, recharge orders, deposit records and the trading rules. */

/** Texts the money API answers with (the app recognises them and shows them translated). */
export const MoneyText = {
  enterAmount: 'Enter an amount',
  twoDecimals: 'Enter an amount with at most two decimals',
  /** Followed by " R$ <min>" in the answer. */
  belowMin: 'The amount is below the minimum for this payment channel:',
  /** Followed by " R$ <max>" in the answer. */
  aboveMax: 'The amount is above the maximum for this payment channel:',
  channelUnknown: 'Choose a payment channel',
  orderNotFound: 'Order not found',
  orderExpired: 'This PIX charge has expired',
  badSignature: 'Invalid webhook signature',
  staleTimestamp: 'Webhook timestamp out of range',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being processed',
  rechargeCreated: 'Order created',
} as const;

export const PaymentType = v.picklist(['PIX']);

/** GET /api/payment/online/list: the channels a deposit can be made through. */
export const PaymentChannel = v.object({
  id: v.number(),
  name: v.string(),
  payment_type: PaymentType,
  min: Money,
  max: Money,
  /** Amounts offered as one-tap buttons. */
  quick_amounts: v.array(Money),
  /** The channel's fee: "0.00" (a fixed amount in reais) or e.g. "1.5%" of the deposit. */
  fee: v.string(),
});
export type PaymentChannel = v.InferOutput<typeof PaymentChannel>;
export const PaymentChannelList = v.array(PaymentChannel);
export type PaymentChannelList = v.InferOutput<typeof PaymentChannelList>;

const AmountInput = v.pipe(
  v.union([v.string(), v.number()], MoneyText.enterAmount),
  v.transform((value) => String(value).trim()),
  v.minLength(1, MoneyText.enterAmount),
  v.regex(/^\d+(\.\d{1,2})?$/, MoneyText.twoDecimals),
);

/** POST /api/recharge/online (accepts an Idempotency-Key header). */
export const RechargeBody = v.object({
  money: AmountInput,
  payment_id: v.pipe(
    v.union([v.number(), v.string()], MoneyText.channelUnknown),
    v.transform(Number),
    v.number(MoneyText.channelUnknown),
    v.integer(MoneyText.channelUnknown),
  ),
  payment_type: v.optional(PaymentType, 'PIX'),
  payment_desc: v.optional(v.pipe(v.string(), v.maxLength(200))),
  lang: LangField,
});
export type RechargeBody = v.InferInput<typeof RechargeBody>;

export const RechargeResult = v.object({ order_no: v.string(), pay_url: v.string() });
export type RechargeResult = v.InferOutput<typeof RechargeResult>;

export const RechargeStatus = v.picklist(['pending', 'paid', 'expired']);
export type RechargeStatus = v.InferOutput<typeof RechargeStatus>;

export const RechargeOrderQuery = v.object({
  order_no: v.pipe(v.string(MoneyText.orderNotFound), v.trim(), v.minLength(1, MoneyText.orderNotFound)),
  lang: LangField,
});

/** GET /api/recharge/order?order_no=: one of the member's own orders. */
export const RechargeOrder = v.object({
  order_no: v.string(),
  status: RechargeStatus,
  payment_name: v.string(),
  payment_type: PaymentType,
  money: Money,
  actual_money: Money,
  created_at: v.string(),
  expires_at: v.string(),
  paid_at: v.nullable(v.string()),
  pay_url: v.string(),
});
export type RechargeOrder = v.InferOutput<typeof RechargeOrder>;

const PageInt = (max: number) =>
  v.pipe(v.unknown(), v.transform(Number), v.number(), v.integer(), v.minValue(1), v.maxValue(max));

/** POST /api/recharge/list: the member's deposits, newest first. */
export const RechargeRecordBody = v.object({
  page: v.optional(PageInt(10_000), 1),
  per_page: v.optional(PageInt(100), 20),
  lang: LangField,
});
export type RechargeRecordBody = v.InferInput<typeof RechargeRecordBody>;

export const RechargeRecord = v.object({
  order_no: v.string(),
  payment_name: v.string(),
  payment_type: PaymentType,
  /** What was asked for. */
  money: Money,
  /** What reaches the wallet (after the channel's fee). */
  actual_money: Money,
  status: RechargeStatus,
  created_at: v.string(),
});
export const RechargeRecordPage = v.object({ list: v.array(RechargeRecord), total: v.number() });
export type RechargeRecordPage = v.InferOutput<typeof RechargeRecordPage>;

export const TradingRulesQuery = v.object({
  lang: LangField,
  domain: v.optional(v.pipe(v.string(), v.maxLength(253))),
});

/** GET /api/payments/list: the site's trading rules for withdrawals. */
export const TradingRules = v.object({
  withdraw_min: Money,
  withdraw_max: Money,
  /** Turnover needed before a withdrawal, as a multiple of the deposits. */
  turnover_multiple: v.number(),
  /** "0.00" (a fixed amount in reais) or e.g. "1.5%". */
  withdraw_fee: v.string(),
});
export type TradingRules = v.InferOutput<typeof TradingRules>;

/** The body the PIX gateway posts to the webhook (signed, see the server's README). */
export const PixWebhookBody = v.object({
  order_no: v.string(),
  status: v.picklist(['paid']),
  amount: Money,
  end_to_end_id: v.string(),
});
export type PixWebhookBody = v.InferOutput<typeof PixWebhookBody>;
export const PixWebhookResult = v.object({ order_no: v.string(), status: RechargeStatus, credited: v.boolean() });

/** POST /api/operator/audit: every wallet against its ledger. */
export const AuditResult = v.object({
  wallets_checked: v.number(),
  off: v.array(
    v.object({ member_id: v.number(), phone: v.string(), balance: Money, ledger_sum: Money }),
  ),
});
export type AuditResult = v.InferOutput<typeof AuditResult>;
