import { MoneyEndpoints } from '../../contract/money';
import { MoneyText, WithdrawText } from '../../contract/moneyText';
import { OrderCenterEndpoints } from '../../contract/orderCenter';
import { refusal } from '../http/envelope';
import { implement } from '../http/registry';
import { chargingGateway } from './gateway';
import { requestHost } from '../http/env';
import { siteByCodeOrHost } from '../site/resolve';
import { PAYMENT_CHANNELS, TRADING_RULES } from './config';
import { idempotent } from './idempotency';
import {
  checkWithdrawalPassword,
  createDrawing,
  drawingRecords,
  memberPixKeyList,
  setWithdrawalPassword,
} from './withdrawals';
import { orderAssociation, orderDetails, orderFees } from './orderCenter';
import {
  createRecharge,
  memberOrder,
  openCharge,
  rechargeRecords,
  settlePixPayment,
  settleReceivedPix,
  verifyWebhook,
} from './orders';
import { requireVerifiedIdentity } from '../members/identity';
import { confirmOwnKeyAhead } from './ownership';
import { requirePhoneVerified } from '../recovery/phone';
import { spendCode } from '../two-factor/codes';
import { withdrawalCode } from '../two-factor/withdrawal';
import { passedGate } from '../security/center';
import type { Tx } from '../db/types';

export const WEBHOOK_PATH = MoneyEndpoints.pixWebhook.path;

/** The payments' endpoints (contract/money.ts) and the order center's (contract/orderCenter.ts), implemented. */
export const paymentRoutes = [
  implement(MoneyEndpoints.channels, () => ({ data: PAYMENT_CHANNELS })),
  implement(MoneyEndpoints.recharge, async ({ c, deps, now, member, body }) => {
    requireVerifiedIdentity(member.member);
    requirePhoneVerified(member.member);
    const reply = await idempotent(c, deps.db, member.member.id, now, async (tx) => ({
      data: await createRecharge({ ...deps, db: tx }, member.member.id, body, now),
      message: MoneyText.rechargeCreated,
    }));
    // With a PSP that keeps the charges (bcb-api), the charge is opened there once the order is committed.
    const idempotency = { path: c.req.path, key: c.req.header('idempotency-key')?.trim() };
    await openCharge(deps, member.member.id, reply.data.order_no, idempotency, now);
    return reply;
  }),
  implement(MoneyEndpoints.order, async ({ deps, now, member, query }) => ({
    data: await memberOrder(deps, member.member.id, query.order_no, now),
  })),
  implement(MoneyEndpoints.records, async ({ deps, now, member, body }) => ({
    data: await rechargeRecords(deps.db, member.member.id, body.page, body.per_page, now),
  })),
  // The site's own turnover multiple (by the domain asked, else the request's host).
  implement(MoneyEndpoints.rules, async ({ c, deps, query }) => {
    const site = await siteByCodeOrHost(deps.db, query.domain?.trim() || requestHost(c));
    return { data: { ...TRADING_RULES, turnover_multiple: site.withdrawalTurnoverMultiple } };
  }),
  implement(MoneyEndpoints.pixWebhook, async ({ c, deps, now, body }) => {
    // With a PSP of the PIX API (bcb-api) its notices are read back from it (pspWebhook): none is taken on a signature.
    if (chargingGateway(deps)) throw refusal('webhook.bad_signature');
    const raw = await c.req.text();
    verifyWebhook(
      deps.config,
      { timestamp: c.req.header('x-pix-timestamp'), signature: c.req.header('x-pix-signature') },
      raw,
      now,
    );
    return { data: await settlePixPayment(deps, body, now) };
  }),
  implement(MoneyEndpoints.pspWebhook, async ({ deps, now, body }) => ({
    data: await settleReceivedPix(
      deps,
      body.pix.map((pix) => pix.endToEndId),
      now,
    ),
  })),
  implement(MoneyEndpoints.setWithdrawalPassword, async ({ c, deps, now, member, body }) => {
    // A guarded change like the security center's: with two-factor on, a code goes with it (asked before
    // anything else), unless this session passed the gate (the login password and a code) in the last 15 minutes.
    const code = passedGate(member.session, now) ? null : await withdrawalCode(c, deps, member.session, body.otp);
    const proof = await code?.check(now);
    const spend = proof ? (tx: Tx) => spendCode(tx, member.member.id, proof.proof, 'otp', proof.place, now) : undefined;
    return {
      data: await setWithdrawalPassword(deps, member.member.id, body.qk_pwd, now, spend),
      message: WithdrawText.pwdSet,
    };
  }),
  implement(MoneyEndpoints.withdraw, async ({ c, deps, now, member, body }) => {
    // With two-factor on, a code is asked first; it is checked after the password and spent with the order.
    const code = await withdrawalCode(c, deps, member.session, body.otp);
    // The password first, holding no lock and no connection while scrypt runs.
    const verifiedHash = await checkWithdrawalPassword(deps.db, member.member.id, body.qk_pwd, now);
    const proof = await code.check(now);
    // A PSP's key lookup is an HTTP call: made before the withdrawal's transaction locks anything.
    const holder = await confirmOwnKeyAhead(deps.db, deps, member.member.cpf, body);
    return idempotent(c, deps.db, member.member.id, now, async (db) => ({
      // The code is spent in the withdrawal's transaction: a refused withdrawal leaves it unspent.
      data: proof
        ? await db.transaction(async (tx) => {
            await spendCode(tx, member.member.id, proof.proof, 'otp', proof.place, now);
            return createDrawing({ ...deps, db: tx }, member.member.id, body, now, verifiedHash, holder);
          })
        : await createDrawing({ ...deps, db }, member.member.id, body, now, verifiedHash, holder),
      message: WithdrawText.submitted,
    }));
  }),
  implement(MoneyEndpoints.withdrawals, async ({ deps, member, body }) => ({
    data: await drawingRecords(deps.db, member.member.id, body.page, body.per_page),
  })),
  implement(MoneyEndpoints.pixKeys, async ({ deps, member }) => ({
    data: await memberPixKeyList(deps.db, member.member.id),
  })),
  implement(OrderCenterEndpoints.details, async ({ deps, member, query }) => ({
    data: await orderDetails(deps.db, member.member.id, query),
  })),
  implement(OrderCenterEndpoints.fees, async ({ deps, member }) => ({
    data: await orderFees(deps.db, member.member.id),
  })),
  implement(OrderCenterEndpoints.association, async ({ deps, member }) => ({
    data: await orderAssociation(deps.db, member.member.id),
  })),
];
