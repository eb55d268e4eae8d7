import {
  MoneyText,
  PaymentChannelList,
  PixWebhookBody,
  PixWebhookResult,
  RechargeBody,
  RechargeOrder,
  RechargeOrderQuery,
  RechargeRecordBody,
  RechargeRecordPage,
  RechargeResult,
  TradingRules,
  TradingRulesQuery,
  DrawingBody,
  DrawingListBody,
  DrawingResult,
  MemberPixKeyList,
  WithdrawalPasswordBody,
  WithdrawalPasswordResult,
  WithdrawalRecordPage,
  WithdrawText,
} from '../../contract/money';
import { AssociationList, DetailsPage, DetailsQuery, FeeList } from '../../contract/orderCenter';
import { defineRoute } from '../http/registry';
import { PAYMENT_CHANNELS, TRADING_RULES } from './config';
import { idempotent } from './idempotency';
import { createDrawing, drawingRecords, memberPixKeyList, setWithdrawalPassword } from './withdrawals';
import { orderAssociation, orderDetails, orderFees } from './orderCenter';
import { createRecharge, memberOrder, rechargeRecords, settlePixPayment, verifyWebhook } from './orders';

export const WEBHOOK_PATH = '/payment/pix/webhook';

export const paymentRoutes = [
  defineRoute({
    method: 'get',
    path: '/payment/online/list',
    summary: 'The deposit channels (PIX), each with its minimum, maximum, quick amounts and fee',
    tag: 'payments',
    auth: 'public',
    response: PaymentChannelList,
    handler: () => ({ data: PAYMENT_CHANNELS }),
  }),
  defineRoute({
    method: 'post',
    path: '/recharge/online',
    summary:
      'Create a PIX deposit order for an amount within the channel’s bounds: answers the order number and the sandbox checkout URL. Accepts an Idempotency-Key header',
    tag: 'payments',
    auth: 'member',
    body: RechargeBody,
    response: RechargeResult,
    errors: {
      422: `'${MoneyText.idempotencyMismatch}', '${MoneyText.belowMin} R$ <min>', '${MoneyText.aboveMax} R$ <max>', '${MoneyText.twoDecimals}', '${MoneyText.channelUnknown}'`,
      503: `'${MoneyText.depositsUnavailable}' (outside sandbox mode without PIX_CHECKOUT_URL)`,
    },
    handler: ({ c, deps, now, member, body }) =>
      idempotent(c, deps.db, member.member.id, now, async (tx) => ({
        data: await createRecharge({ ...deps, db: tx }, member.member.id, body, now),
        message: MoneyText.rechargeCreated,
      })),
  }),
  defineRoute({
    method: 'get',
    path: '/recharge/order',
    summary: 'One of the member’s deposit orders and its status (pending, paid, expired)',
    tag: 'payments',
    auth: 'member',
    query: RechargeOrderQuery,
    response: RechargeOrder,
    errors: { 404: `'${MoneyText.orderNotFound}'` },
    handler: async ({ deps, now, member, query }) => ({
      data: await memberOrder(deps, member.member.id, query.order_no, now),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/recharge/list',
    summary: 'The member’s deposits, newest first, paged',
    tag: 'payments',
    auth: 'member',
    body: RechargeRecordBody,
    response: RechargeRecordPage,
    handler: async ({ deps, now, member, body }) => ({
      data: await rechargeRecords(deps.db, member.member.id, body.page, body.per_page, now),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/payments/list',
    summary: 'The trading rules: withdrawal minimum and maximum, turnover multiple, withdrawal fee',
    tag: 'payments',
    auth: 'public',
    query: TradingRulesQuery,
    response: TradingRules,
    handler: () => ({ data: TRADING_RULES }),
  }),
  defineRoute({
    method: 'post',
    path: WEBHOOK_PATH,
    summary:
      'The PIX gateway’s payment notice: X-Pix-Timestamp (unix seconds, within 5 minutes) and X-Pix-Signature = hex HMAC-SHA256(secret, "<timestamp>.<raw body>"); credits the order once however often delivered',
    tag: 'payments',
    auth: 'public',
    body: PixWebhookBody,
    response: PixWebhookResult,
    errors: {
      401: `'${MoneyText.badSignature}', '${MoneyText.staleTimestamp}'`,
      404: `'${MoneyText.orderNotFound}'`,
      422: `'${MoneyText.orderExpired}'`,
    },
    handler: async ({ c, deps, now, body }) => {
      const raw = await c.req.text();
      verifyWebhook(
        deps.config,
        { timestamp: c.req.header('x-pix-timestamp'), signature: c.req.header('x-pix-signature') },
        raw,
        now,
      );
      return { data: await settlePixPayment(deps.db, body, now) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/member/qkpwd',
    summary: 'Set the withdrawal password (6 digits) when none is set; changing it is not done here',
    tag: 'payments',
    auth: 'member',
    body: WithdrawalPasswordBody,
    response: WithdrawalPasswordResult,
    errors: {
      409: `'${WithdrawText.pwdAlreadySet}'`,
      422: `'${WithdrawText.pwdSixDigits}', '${WithdrawText.pwdMismatch}'`,
    },
    handler: async ({ deps, now, member, body }) => ({
      data: await setWithdrawalPassword(deps, member.member.id, body.qk_pwd, now),
      message: WithdrawText.pwdSet,
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/drawing',
    summary:
      'Withdraw to a PIX key: checks the withdrawal password, the bounds, the balance and the turnover, holds the amount at once and makes a pending order for review. Accepts an Idempotency-Key header',
    tag: 'payments',
    auth: 'member',
    body: DrawingBody,
    response: DrawingResult,
    errors: {
      422: `'${MoneyText.idempotencyMismatch}', '${WithdrawText.pwdMissing}', '${WithdrawText.pwdWrong}', '${WithdrawText.belowMin} <min>', '${WithdrawText.aboveMax} <max>', '${WithdrawText.turnoverPrefix} <x> ${WithdrawText.turnoverSuffix}', '${WithdrawText.invalidCpf}', '${WithdrawText.invalidCnpj}'`,
    },
    handler: ({ c, deps, now, member, body }) =>
      idempotent(c, deps.db, member.member.id, now, async (tx) => ({
        data: await createDrawing({ ...deps, db: tx }, member.member.id, body, now),
        message: WithdrawText.submitted,
      })),
  }),
  defineRoute({
    method: 'post',
    path: '/drawing/list',
    summary: 'The member’s withdrawals, newest first, paged',
    tag: 'payments',
    auth: 'member',
    body: DrawingListBody,
    response: WithdrawalRecordPage,
    handler: async ({ deps, member, body }) => ({
      data: await drawingRecords(deps.db, member.member.id, body.page, body.per_page),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/member/bank',
    summary: 'The member’s PIX keys for withdrawals (the default first, then the newest); a key withdrawn to is kept',
    tag: 'payments',
    auth: 'member',
    response: MemberPixKeyList,
    handler: async ({ deps, member }) => ({ data: await memberPixKeyList(deps.db, member.member.id) }),
  }),
  defineRoute({
    method: 'get',
    path: '/ordercenter/details',
    summary:
      'Order center: every movement of the member’s wallet, newest first (type deposit, withdrawal, refund, bet, win or bonus; all when empty), paged, with the totals of deposits, withdrawals, bonuses and fees',
    tag: 'payments',
    auth: 'member',
    query: DetailsQuery,
    response: DetailsPage,
    handler: async ({ deps, member, query }) => ({ data: await orderDetails(deps.db, member.member.id, query) }),
  }),
  defineRoute({
    method: 'get',
    path: '/ordercenter/fee',
    summary: 'Order center: the fees charged on the member’s deposits and withdrawals, and the fee schedule',
    tag: 'payments',
    auth: 'member',
    response: FeeList,
    handler: async ({ deps, member }) => ({ data: await orderFees(deps.db, member.member.id) }),
  }),
  defineRoute({
    method: 'get',
    path: '/ordercenter/association',
    summary:
      'Order center: each credited deposit with the turnover it asks for before a withdrawal, and the turnover played and still to play',
    tag: 'payments',
    auth: 'member',
    response: AssociationList,
    handler: async ({ deps, member }) => ({ data: await orderAssociation(deps.db, member.member.id) }),
  }),
];
