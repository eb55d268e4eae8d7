import { OperatorEndpoints } from '../../contract/operator';
import { settleFixture } from '../house/sports';
import { implement } from '../http/registry';
import { settleRebates } from '../promotions/standing';
import { runScenario, SCENARIOS } from './scenarios';
import { operatorWithdrawals, payWithdrawal, reviewWithdrawal } from '../payments/withdrawals';
import {
  auditLedger,
  creditMember,
  expireSessions,
  forceOffline,
  idleSessions,
  memberIdByPhone,
  settlementDay,
} from './handlers';
import { announce, notify } from '../information/center';
import { settleAgency } from '../agency/agency';
import { changeSiteLegal } from '../backoffice/promotions/legal';
import { DEMO_PLAYER, seedDemo } from '../db/seed';
import { wallets } from '../db/schema';
import { formatCents } from '../wallet/money';
import { eq } from 'drizzle-orm';
import { refusal } from '../http/envelope';
import type { Db } from '../db/types';
import { recordAudit, type AuditEntry } from '../backoffice/audit';
import type { StaffActor } from '../backoffice/staff';

/** The operator's endpoints (contract/operator.ts), implemented. */
export const operatorRoutes = [
  implement(OperatorEndpoints.forceOffline, async ({ deps, now, body }) => ({
    data: await forceOffline(deps.db, body.phone, now),
  })),
  implement(OperatorEndpoints.expireSessions, async ({ deps, now, body }) => ({
    data: await expireSessions(deps.db, body.phone, now),
  })),
  implement(OperatorEndpoints.idleSessions, async ({ deps, now, body }) => ({
    data: await idleSessions(deps.db, body.phone, now),
  })),
  implement(OperatorEndpoints.credit, async ({ deps, now, body }) => ({
    data: await creditMember(deps.db, body, now),
  })),
  implement(OperatorEndpoints.settleFixture, async ({ deps, now, body }) => ({
    data: await settleFixture(deps.db, body, now),
  })),
  implement(OperatorEndpoints.settleAgency, async ({ deps, now, body }) => ({
    data: await settleAgency(deps.db, settlementDay(body.day, now), now),
  })),
  implement(OperatorEndpoints.announce, async ({ deps, now, body }) => ({ data: await announce(deps.db, body, now) })),
  implement(OperatorEndpoints.notify, async ({ deps, now, body }) => ({
    data: await notify(deps.db, await memberIdByPhone(deps.db, body.phone), body, now),
  })),
  implement(OperatorEndpoints.scenario, async ({ deps, now, body }) => {
    // QA accounts have a known password and deposits nobody paid: never on a production site.
    if (deps.config.production) throw refusal('operator.qa_in_production');
    return { data: await runScenario(deps, body.name, now) };
  }),
  implement(OperatorEndpoints.seedDemo, async ({ deps }) => {
    const { memberId } = await seedDemo(deps);
    const [wallet] = await deps.db.select().from(wallets).where(eq(wallets.memberId, memberId));
    return {
      data: {
        member_id: memberId,
        phone: DEMO_PLAYER.phone,
        password: DEMO_PLAYER.password,
        balance: formatCents(wallet?.balanceCents ?? 0),
      },
    };
  }),
  implement(OperatorEndpoints.siteLegal, async ({ deps, body, audit }) => ({
    data: await changeSiteLegal(deps.db, body, audit),
  })),
  implement(OperatorEndpoints.scenarios, () => ({
    data: Object.entries(SCENARIOS).map(([name, s]) => ({
      name,
      phone: s.phone,
      state: s.state,
      path: s.path,
      after_login: s.afterLogin === true,
    })),
  })),
  implement(OperatorEndpoints.settleRebates, async ({ deps, now, body }) => ({
    data: await settleRebates(deps.db, settlementDay(body.day, now), now),
  })),
  implement(OperatorEndpoints.audit, async ({ deps }) => ({ data: await auditLedger(deps.db) })),
  implement(OperatorEndpoints.withdrawals, async ({ deps, body }) => ({
    data: await operatorWithdrawals(deps.db, body),
  })),
  implement(OperatorEndpoints.approveWithdrawal, ({ deps, now, body, staff, audit }) =>
    review(deps.db, 'approve', body.order_no, now, staff, audit),
  ),
  implement(OperatorEndpoints.rejectWithdrawal, ({ deps, now, body, staff, audit }) =>
    review(deps.db, 'reject', body.order_no, now, staff, audit, body.reason),
  ),
  implement(OperatorEndpoints.payWithdrawal, async ({ deps, now, body, staff, audit }) => {
    // A refused pay is a line about the withdrawal too.
    audit.subject = `withdrawal:${body.order_no}`;
    // The transfer goes through the PSP when the gateway sends them (bcb-api), no transaction held while it
    // answers (payments/withdrawals.ts); the audit line is written with the payment, in its transaction.
    const done = await payWithdrawal(deps, body.order_no, now, staff.id, staff.kind, (tx, review) =>
      recordAudit(tx, staff, now, {
        action: OperatorEndpoints.payWithdrawal.path,
        subject: audit.subject ?? '',
        before: review.before,
        after: review.after,
        reason: body.reason,
      }),
    );
    return { data: done.answer };
  }),
];

/** A review of a withdrawal by a staff member, with the order before and after in the audit trail. */
async function review(
  db: Db,
  action: 'approve' | 'reject',
  orderNo: string,
  now: Date,
  staff: StaffActor,
  audit: Partial<AuditEntry>,
  reason?: string,
) {
  // Named before the review, so that a refused one is a line about the withdrawal too.
  audit.subject = `withdrawal:${orderNo}`;
  const done = await reviewWithdrawal(db, action, orderNo, now, staff.id, reason, staff.kind);
  Object.assign(audit, { before: done.before, after: done.after });
  return { data: done.answer };
}
