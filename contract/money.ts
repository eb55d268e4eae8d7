import * as v from 'valibot';
import { KYC_GATE_ERRORS } from './kycGate';
import { Id, LangField, Line, MAX_AMOUNT, Money, plainText, paging, withinMaxAmount } from './common';
import { isBrazilianMobile, isValidCpf, isValidEmail, normalizePhone } from './fields';
import { DEPOSIT_LIMIT_ERRORS } from './responsible';
import { endpoint, IDEMPOTENT } from './endpoint';

export { isValidCpf, isValidEmail };
import { says } from './says';
import { TwoFactorCode } from './securityTwoFactor';

/** Deposits by PIX: payment channels, recharge orders, deposit records and the trading rules. */

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

/** An amount typed by a person: up to two decimals, at most MAX_AMOUNT (the channel's or the rules' bounds come after). */
const AmountInput = v.pipe(
  v.union([v.string(), v.number()], says('amount.required')),
  v.transform((value) => String(value).trim()),
  v.minLength(1, says('amount.required')),
  v.check((text) => text === '' || /^-?\d+(\.\d+)?$/.test(text), says('amount.not_a_number')),
  v.check((text) => !/^-?\d+(\.\d+)?$/.test(text) || Number(text) > 0, says('amount.not_positive')),
  v.regex(/^\d+(\.\d{1,2})?$/, says('amount.two_decimals')),
  v.check(withinMaxAmount, says('amount.above_maximum', { max: MAX_AMOUNT })),
);

/** POST /api/recharge/online (accepts an Idempotency-Key header). */
export const RechargeBody = v.object({
  money: AmountInput,
  payment_id: Id(says('deposit.channel_unknown')),
  payment_type: v.optional(PaymentType, 'PIX'),
  payment_desc: v.optional(Line(200)),
  lang: LangField,
});
export type RechargeBody = v.InferInput<typeof RechargeBody>;

export const RechargeResult = v.object({ order_no: v.string(), pay_url: v.string() });
export type RechargeResult = v.InferOutput<typeof RechargeResult>;

/**
 * cancelled: the member paused or self-excluded while it waited for payment; refund: paid but not credited
 * (the reason is `refund_reason`), returned to the payer.
 */
export const RechargeStatus = v.picklist(['pending', 'paid', 'expired', 'cancelled', 'refund']);
export type RechargeStatus = v.InferOutput<typeof RechargeStatus>;

/**
 * Why a payment was returned instead of credited: paid from another CPF (or for an account without one);
 * for an order cancelled or expired; for a closed account; while the member is paused or self-excluded; or
 * beyond a deposit limit in force when it arrived (a deposit is credited whole or not at all).
 */
export const RefundReason = v.picklist([
  'payer_not_holder',
  'order_cancelled',
  'order_expired',
  'account_closed',
  'paused',
  'self_excluded',
  'deposit_limit',
  /** The regulator's check of the holder's CPF flagged it: the account may only withdraw. */
  'withdraw_only',
]);
export type RefundReason = v.InferOutput<typeof RefundReason>;

export const RechargeOrderQuery = v.object({
  order_no: v.pipe(
    v.string(says('order.not_found')),
    plainText(says('order.not_found')),
    v.trim(),
    v.minLength(1, says('order.not_found')),
  ),
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
  /** The CPF the payment came from, masked (***.982.247-**); null until paid. */
  payer_cpf: v.nullable(v.string()),
  /** Why the payment was returned (status refund), else null. */
  refund_reason: v.nullable(RefundReason),
  /** When the gateway took the refund back to the payer (null: not yet, or no refund). */
  refunded_at: v.nullable(v.string()),
});
export type RechargeOrder = v.InferOutput<typeof RechargeOrder>;

/** POST /api/recharge/list: the member's deposits, newest first. */
export const RechargeRecordBody = v.object({
  ...paging(20),
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
  /** The CPF the payment came from, masked (***.982.247-**); null until paid. */
  payer_cpf: v.nullable(v.string()),
  /** Why the payment was returned (status refund), else null. */
  refund_reason: v.nullable(RefundReason),
});
export const RechargeRecordPage = v.object({ list: v.array(RechargeRecord), total: v.number() });
export type RechargeRecordPage = v.InferOutput<typeof RechargeRecordPage>;

export const TradingRulesQuery = v.object({
  lang: LangField,
  domain: v.optional(Line(253)),
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

/**
 * The body the PIX gateway posts to the webhook (signed, see the server's README), with the CPF of the
 * account the payment came from (payer_cpf, 11 digits): only a payment from the member's own CPF is credited.
 */
export const PixWebhookBody = v.object({
  order_no: v.pipe(v.string(), plainText()),
  status: v.picklist(['paid']),
  amount: v.pipe(Money, v.check(withinMaxAmount, says('amount.invalid'))),
  end_to_end_id: v.pipe(v.string(), plainText()),
  payer_cpf: v.pipe(v.string(), v.regex(/^\d{11}$/)),
});
export type PixWebhookBody = v.InferOutput<typeof PixWebhookBody>;
export const PixWebhookResult = v.object({
  order_no: v.string(),
  status: RechargeStatus,
  credited: v.boolean(),
  /** Why it was returned instead of credited (status refund), else null. */
  refund_reason: v.nullable(RefundReason),
});
export type PixWebhookResult = v.InferOutput<typeof PixWebhookResult>;

/**
 * What a PSP of the Central Bank's PIX API posts to the registered webhook address + "/pix" (bacen/pix-api,
 * callback of PUT /webhook/{chave}): the PIX received, of which only the end-to-end ids are used — each is
 * read back from the PSP. The other fields (txid, valor, horario, infoPagador, devolucoes…) are let through.
 */
export const PspWebhookBody = v.looseObject({
  pix: v.pipe(
    v.array(v.looseObject({ endToEndId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,64}$/)) })),
    v.maxLength(200),
  ),
});
export type PspWebhookBody = v.InferOutput<typeof PspWebhookBody>;
export const PspWebhookResult = v.object({
  /** The PIX read back and settled (credited once, or returned with the reason). */
  settled: v.array(PixWebhookResult),
  /** The end-to-end ids that credit nothing: unknown to the PSP, for no order of ours, or another amount. */
  ignored: v.array(v.string()),
});
export type PspWebhookResult = v.InferOutput<typeof PspWebhookResult>;

/** POST /api/operator/audit: every wallet against its ledger. */
export const AuditResult = v.object({
  wallets_checked: v.number(),
  off: v.array(v.object({ member_id: v.number(), phone: v.string(), balance: Money, ledger_sum: Money })),
});
export type AuditResult = v.InferOutput<typeof AuditResult>;

/* ------------------------------------------------------------------------------------------------ */
/* Withdrawals by PIX: the withdrawal password, the withdrawal order, the records and the PIX keys.   */

/**
 * CNPJ, numeric or the alphanumeric one of 2026: 12 characters 0-9/A-Z (each valued at its ASCII code
 * minus 48), then two numeric check digits modulo 11 (weights 2..9 from the right). Dots, slash and dash
 * allowed; letters case-insensitive.
 */
export function isValidCnpj(input: string): boolean {
  const cnpj = input.replace(/[./\-\s]/g, '').toUpperCase();
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  const values = [...cnpj].map((ch) => ch.charCodeAt(0) - 48);
  for (const length of [12, 13]) {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += values[i]! * (((length - 1 - i) % 8) + 2);
    const rest = sum % 11;
    const check = rest < 2 ? 0 : 11 - rest;
    if (check !== values[length]) return false;
  }
  return true;
}

export const isValidEvp = (key: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);

export const PixKeyType = v.picklist(['CPF', 'CNPJ', 'PHONE', 'EMAIL', 'EVP']);
export type PixKeyType = v.InferOutput<typeof PixKeyType>;

/** Whether `account` is a well-formed key of its type (phone: a Brazilian mobile). */
export function isValidPixKey(type: PixKeyType, account: string): boolean {
  switch (type) {
    case 'CPF':
      return isValidCpf(account);
    case 'CNPJ':
      return isValidCnpj(account);
    case 'PHONE':
      return isBrazilianMobile(account);
    case 'EMAIL':
      return isValidEmail(account);
    case 'EVP':
      return isValidEvp(account);
  }
}

/** The key as stored: CPF/CNPJ/phone without punctuation (CNPJ letters upper case), e-mail and EVP lower case. */
export function normalizePixKey(type: PixKeyType, account: string): string {
  const key = account.trim();
  if (type === 'CPF') return key.replace(/\D/g, '');
  if (type === 'CNPJ') return key.replace(/[./\-\s]/g, '').toUpperCase();
  if (type === 'PHONE') return normalizePhone(key);
  return key.toLowerCase();
}

export const PIX_KEY_MESSAGE: Record<PixKeyType, string> = {
  CPF: says('pix.cpf_invalid'),
  CNPJ: says('pix.cnpj_invalid'),
  PHONE: says('pix.phone_invalid'),
  EMAIL: says('email.invalid'),
  EVP: says('pix.evp_invalid'),
};

const WithdrawalPwd = v.pipe(
  v.string(says('withdrawal.password_six_digits')),
  v.regex(/^\d{6}$/, says('withdrawal.password_six_digits')),
);

/**
 * A withdrawal password anyone would try first: one digit repeated (111111), a run up or down (123456,
 * 654321, 567890), or a short block repeated (121212, 123123). Refused when one is chosen; one already set
 * is still checked as it is.
 */
export function isGuessableWithdrawalPassword(password: string): boolean {
  if (!/^\d{6}$/.test(password)) return false;
  const digits = [...password].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => (d - digits[i]! + 10) % 10));
  const run = steps.size === 1 && [0, 1, 9].includes([...steps][0]!);
  const repeated = password.slice(0, 2).repeat(3) === password || password.slice(0, 3).repeat(2) === password;
  return run || repeated;
}

/** A new withdrawal password: 6 digits, not a guessable one. */
const NewWithdrawalPwd = v.pipe(
  WithdrawalPwd,
  v.check((password) => !isGuessableWithdrawalPassword(password), says('withdrawal.password_guessable')),
);

/**
 * POST /api/member/qkpwd: sets the withdrawal password (only when none is set). With two-factor on, `otp` (the
 * authenticator's code or a recovery code) goes with it, unless the security center's gate (the login password
 * and a code) was passed in the last 15 minutes.
 */
export const WithdrawalPasswordBody = v.pipe(
  v.object({
    qk_pwd: NewWithdrawalPwd,
    qk_pwd_confirmation: v.string(says('auth.passwords_differ')),
    otp: v.optional(TwoFactorCode),
    lang: LangField,
  }),
  v.forward(
    v.partialCheck(
      [['qk_pwd'], ['qk_pwd_confirmation']],
      (input) => input.qk_pwd === input.qk_pwd_confirmation,
      says('auth.passwords_differ'),
    ),
    ['qk_pwd_confirmation'],
  ),
);
export type WithdrawalPasswordBody = v.InferInput<typeof WithdrawalPasswordBody>;
export const WithdrawalPasswordResult = v.object({ has_qk_pwd: v.boolean() });

const Trimmed = (message: string, max: number) =>
  v.pipe(v.string(message), plainText(message), v.trim(), v.minLength(1, message), v.maxLength(max, message));
const OptionalText = (max: number) => v.optional(v.pipe(v.string(), plainText(), v.trim(), v.maxLength(max)));

/** POST /api/drawing (accepts an Idempotency-Key header): a withdrawal to a PIX key. */
export const DrawingBody = v.pipe(
  v.object({
    money: AmountInput,
    qk_pwd: WithdrawalPwd,
    payment_type: v.picklist(['CPF', 'CNPJ', 'PHONE', 'EMAIL', 'EVP'], says('pix.key_type_required')),
    account: v.pipe(v.string(), v.trim(), v.maxLength(254)),
    /**
     * Optional: the member's CPF is the identity's. Given (by an older app), it must be that CPF
     * (pix.cpf_not_own otherwise).
     */
    cpf_id: v.optional(
      v.pipe(v.string(says('pix.cpf_invalid')), v.trim(), v.check(isValidCpf, says('pix.cpf_invalid'))),
    ),
    /** Optional and not used: the holder's name is the identity's full name (GET /drawing/holder). */
    name: v.optional(Trimmed(says('pix.holder_name_required'), 100)),
    phone_number: OptionalText(20),
    email: OptionalText(254),
    cnpj: OptionalText(20),
    evp: OptionalText(36),
    member_remark: OptionalText(200),
    /** With two-factor on: the authenticator's code or a recovery code. */
    otp: v.optional(TwoFactorCode),
    lang: LangField,
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { payment_type, account } = dataset.value;
    if (!isValidPixKey(payment_type, account)) {
      addIssue({
        message: PIX_KEY_MESSAGE[payment_type],
        path: [
          {
            type: 'object',
            origin: 'value',
            input: dataset.value as Record<string, unknown>,
            key: 'account',
            value: account,
          },
        ],
      });
    }
  }),
);
export type DrawingBody = v.InferInput<typeof DrawingBody>;

export const DrawingResult = v.object({ order_no: v.string(), status: v.picklist(['pending']) });
export type DrawingResult = v.InferOutput<typeof DrawingResult>;

export const WithdrawalStatus = v.picklist(['pending', 'approved', 'rejected', 'paid']);
export type WithdrawalStatus = v.InferOutput<typeof WithdrawalStatus>;

export const WithdrawalRecord = v.object({
  order_no: v.string(),
  money: Money,
  fee: Money,
  actual_money: Money,
  payment_type: PixKeyType,
  account: v.string(),
  status: WithdrawalStatus,
  reason: v.nullable(v.string()),
  created_at: v.string(),
});
export type WithdrawalRecord = v.InferOutput<typeof WithdrawalRecord>;
export const WithdrawalRecordPage = v.object({ list: v.array(WithdrawalRecord), total: v.number() });
export type WithdrawalRecordPage = v.InferOutput<typeof WithdrawalRecordPage>;

/** POST /api/drawing/list: the member's withdrawals, newest first. */
export const DrawingListBody = RechargeRecordBody;

/** GET /api/member/bank: the member's PIX keys (the default first); a key withdrawn to is kept. */
export const MemberPixKey = v.object({
  id: v.number(),
  payment_type: PixKeyType,
  account: v.string(),
  name: v.string(),
  is_default: v.boolean(),
});
export const MemberPixKeyList = v.array(MemberPixKey);
export type MemberPixKeyList = v.InferOutput<typeof MemberPixKeyList>;

/** POST /api/member/bank/add (behind the security center's password gate). */
export const PixKeyAddBody = v.pipe(
  v.object({
    payment_type: v.picklist(['CPF', 'CNPJ', 'PHONE', 'EMAIL', 'EVP'], says('pix.key_type_required')),
    account: v.pipe(v.string(), v.trim(), v.maxLength(254)),
    name: Trimmed(says('pix.holder_name_required'), 100),
    lang: LangField,
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || isValidPixKey(dataset.value.payment_type, dataset.value.account)) return;
    addIssue({
      message: PIX_KEY_MESSAGE[dataset.value.payment_type],
      path: [
        {
          type: 'object',
          origin: 'value',
          input: dataset.value as Record<string, unknown>,
          key: 'account',
          value: dataset.value.account,
        },
      ],
    });
  }),
);
export type PixKeyAddBody = v.InferInput<typeof PixKeyAddBody>;
/** POST /api/member/bank/remove and /default. */
export const PixKeyIdBody = v.object({
  id: Id(says('pix.key_not_found')),
  lang: LangField,
});

/** POST /api/operator/withdrawals/list. */
export const OperatorWithdrawalListBody = v.object({
  status: v.optional(WithdrawalStatus),
  ...paging(20),
});
export const OperatorWithdrawal = v.object({
  ...WithdrawalRecord.entries,
  member_id: v.number(),
  phone: v.string(),
  name: v.string(),
  cpf_id: v.string(),
});
export const OperatorWithdrawalPage = v.object({ list: v.array(OperatorWithdrawal), total: v.number() });
export type OperatorWithdrawalPage = v.InferOutput<typeof OperatorWithdrawalPage>;

const OrderNo = v.pipe(
  v.string(says('order.not_found')),
  plainText(says('order.not_found')),
  v.trim(),
  v.minLength(1, says('order.not_found')),
);
export const WithdrawalOrderBody = v.object({ order_no: OrderNo });
export const WithdrawalReviewResult = v.object({
  order_no: v.string(),
  status: WithdrawalStatus,
  balance: Money,
  /** The approvals the order has and needs (two above the four-eyes amount): still pending until then. */
  approvals: v.number(),
  approvals_needed: v.number(),
});
export type WithdrawalReviewResult = v.InferOutput<typeof WithdrawalReviewResult>;

/* ------------------------------------------------------------------------------------------------ */
/* The payments' endpoints (the order center's are in orderCenter.ts, the PIX keys' changes in security.ts). */

export const MoneyEndpoints = {
  channels: endpoint({
    method: 'get',
    path: '/payment/online/list',
    summary: 'The deposit channels (PIX), each with its minimum, maximum, quick amounts and fee',
    tag: 'payments',
    auth: 'public',
    response: PaymentChannelList,
  }),
  recharge: endpoint({
    method: 'post',
    path: '/recharge/online',
    summary:
      'Create a PIX deposit order for an amount within the channel’s bounds: answers the order number and the sandbox checkout URL. Accepts an Idempotency-Key header',
    tag: 'payments',
    auth: 'member',
    body: RechargeBody,
    response: RechargeResult,
    errors: {
      'identity.incomplete': 'an account from before the identity rule',
      ...KYC_GATE_ERRORS,
      'money.phone_unverified': 'the phone is not confirmed by SMS yet: POST /api/security/phone/send, then /verify',
      'deposit.channel_unknown': '',
      'deposit.amount_below_channel_minimum': '',
      'deposit.amount_above_channel_maximum': '',
      'deposit.unavailable': 'outside sandbox mode without PIX_CHECKOUT_URL',
      ...DEPOSIT_LIMIT_ERRORS,
      ...IDEMPOTENT,
    },
  }),
  order: endpoint({
    method: 'get',
    path: '/recharge/order',
    summary:
      'One of the member’s deposit orders and its status (pending, paid, expired, cancelled, refund with its reason)',
    tag: 'payments',
    auth: 'member',
    query: RechargeOrderQuery,
    response: RechargeOrder,
    errors: { 'order.not_found': 'also another member’s' },
  }),
  records: endpoint({
    method: 'post',
    path: '/recharge/list',
    summary: 'The member’s deposits, newest first, paged',
    tag: 'payments',
    auth: 'member',
    body: RechargeRecordBody,
    response: RechargeRecordPage,
  }),
  rules: endpoint({
    method: 'get',
    path: '/payments/list',
    summary: 'The trading rules: withdrawal minimum and maximum, turnover multiple, withdrawal fee',
    tag: 'payments',
    auth: 'public',
    query: TradingRulesQuery,
    response: TradingRules,
  }),
  pixWebhook: endpoint({
    method: 'post',
    path: '/payment/pix/webhook',
    summary:
      'The PIX gateway’s payment notice: X-Pix-Timestamp (unix seconds, within 5 minutes) and X-Pix-Signature = hex HMAC-SHA256(secret, "<timestamp>.<raw body>"); credits the order once however often delivered, only when it may be credited: else (another CPF, an order cancelled or expired, a closed, paused or self-excluded account, beyond a deposit limit in force now) the order becomes refund with refund_reason, is never credited, and the payment is returned to the payer through the gateway',
    tag: 'payments',
    auth: 'public',
    body: PixWebhookBody,
    response: PixWebhookResult,
    errors: {
      'webhook.bad_signature': '',
      'webhook.stale_timestamp': '',
      'order.not_found': '',
      'deposit.amount_differs': '',
    },
  }),
  pspWebhook: endpoint({
    method: 'post',
    path: '/payment/pix/psp/pix',
    summary:
      'PIX_GATEWAY=bcb-api: the PSP’s notice of PIX received, posted to the address registered with PUT /webhook/{chave} (PIX_WEBHOOK_URL) + "/pix". The body is not trusted: each endToEndId is read back from the PSP (GET /pix/{e2eid}, mutual TLS) and settled as the signed webhook settles a payment (credited once however often delivered, or returned with refund_reason)',
    tag: 'payments',
    auth: 'public',
    body: PspWebhookBody,
    response: PspWebhookResult,
    errors: {
      'request.not_found': 'no PSP gateway is configured (PIX_GATEWAY is not bcb-api)',
      'deposit.unavailable': 'the PSP could not be asked: deliver the notice again',
    },
  }),
  setWithdrawalPassword: endpoint({
    method: 'post',
    path: '/member/qkpwd',
    summary:
      'Set the withdrawal password (6 digits) when none is set; changing it is not done here. With two-factor on, a code (`otp`) goes with it unless the security center’s gate was passed in the last 15 minutes',
    tag: 'payments',
    auth: 'member',
    body: WithdrawalPasswordBody,
    response: WithdrawalPasswordResult,
    errors: {
      'withdrawal.password_already_set': '',
      'two_factor.code_required': 'two-factor is on and the gate was not passed in the last 15 minutes',
      'two_factor.code_wrong': 'spent only when the password is set',
      'two_factor.too_many_tries': '',
    },
  }),
  withdraw: endpoint({
    method: 'post',
    path: '/drawing',
    summary:
      'Withdraw to a PIX key in the member’s own CPF (a CPF key equal to it; another key’s holder confirmed by the gateway’s key lookup), paid to the identity’s full name and CPF (GET /drawing/holder; a cpf_id given must be that CPF, a name given is not used): checks the withdrawal password, the bounds, the balance and the turnover, holds the amount at once and makes a pending order for review. Accepts an Idempotency-Key header',
    tag: 'payments',
    auth: 'member',
    body: DrawingBody,
    response: DrawingResult,
    errors: {
      'member.not_found': '',
      'identity.incomplete': 'an account from before the identity rule, without a CPF',
      'pix.cpf_not_own': 'cpf_id, or a CPF key, is not the member’s CPF',
      'pix.key_not_own_cpf': 'the gateway reports another holder for the key (also a key saved before the rule)',
      'pix.key_unconfirmed': 'outside sandbox mode, no key lookup: only a CPF key',
      'withdrawal.password_missing': '',
      'withdrawal.password_wrong': '',
      'withdrawal.password_locked':
        '5 wrong withdrawal passwords lock it for 15 minutes: tries are refused unchecked until `until` (an instant)',
      'auth.too_many_attempts': 'other checks of the withdrawal password still in flight after 10 seconds',
      'withdrawal.amount_below_minimum': '',
      'withdrawal.amount_above_balance': 'the balance or the maximum, whichever is lower',
      'withdrawal.turnover_not_reached': '',
      'two_factor.code_required': 'two-factor is on: `otp` is asked before anything else is checked',
      'two_factor.code_wrong': 'checked after the withdrawal password; spent only by a withdrawal that goes through',
      'two_factor.too_many_tries': '',
      ...IDEMPOTENT,
    },
  }),
  withdrawals: endpoint({
    method: 'post',
    path: '/drawing/list',
    summary: 'The member’s withdrawals, newest first, paged',
    tag: 'payments',
    auth: 'member',
    body: DrawingListBody,
    response: WithdrawalRecordPage,
  }),
  pixKeys: endpoint({
    method: 'get',
    path: '/member/bank',
    summary: 'The member’s PIX keys for withdrawals (the default first, then the newest); a key withdrawn to is kept',
    tag: 'payments',
    auth: 'member',
    response: MemberPixKeyList,
  }),
};
