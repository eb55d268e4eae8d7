import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  normalizePixKey,
  type DrawingResult,
  type MemberPixKeyList,
  type OperatorWithdrawalPage,
  type PixKeyType,
  type WithdrawalRecordPage,
  type WithdrawalReviewResult,
  type WithdrawalStatus,
} from '../../contract/money';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { AppDeps } from '../config';
import {
  memberPixKeys,
  members,
  staff,
  wallets,
  withdrawalApprovals,
  withdrawalOrders,
  withdrawalPasswordTries,
  type WithdrawalOrderRow,
} from '../db/schema';
import type { Db, Tx } from '../db/types';
import { refusal, refusalWith } from '../http/envelope';
import { notice } from '../notices/notify';
import { fieldError, fieldErrorWith } from '../http/validate';
import { credit, debit } from '../wallet/ledger';
import { formatCents, parseMoney } from '../wallet/money';
import { turnoverCents } from '../wallet/turnover';
import { feeCents, maskCpf, newOrderNo } from './common';
import { requiredTurnoverCents, turnoverRequirements } from './requirement';
import { TRADING_RULES } from './config';
import { confirmOwnKey, requireOwnCpf } from './ownership';
import { inTransaction } from '../db/transaction';
import { fourEyesCents } from '../backoffice/settings';
import { lockedBonusCents } from '../promotions/cap';
import { payingGateway, PixGatewayRefusal, type PixPayout } from './gateway';

/**
 * Sets the member's withdrawal password when none is set yet (409 otherwise). `spend`: with two-factor on, the
 * code that goes with it, used up in the same transaction (a refused setting leaves it unspent).
 */
export async function setWithdrawalPassword(
  deps: AppDeps,
  memberId: number,
  password: string,
  now: Date,
  spend?: (tx: Tx) => Promise<void>,
) {
  const hash = await hashPassword(password, deps.random, `member:${memberId}`);
  const write = async (db: Db | Tx) => {
    const updated = await db
      .update(members)
      .set({ withdrawalPasswordHash: hash, updatedAt: now })
      .where(and(eq(members.id, memberId), sql`${members.withdrawalPasswordHash} is null`))
      .returning({ id: members.id });
    if (updated.length === 0) throw refusal('withdrawal.password_already_set');
    await spend?.(db as Tx);
  };
  if (spend) await deps.db.transaction(write);
  else await write(deps.db);
  return { has_qk_pwd: true };
}

/** Wrong withdrawal passwords in a row that lock it, and for how long (also how long a run of failures counts). */
export const WITHDRAWAL_PASSWORD_TRIES = 5;
export const WITHDRAWAL_PASSWORD_LOCK_MS = 15 * 60 * 1000;
/** How long a check in flight holds its place: a process that died mid-check frees it after this. */
const CHECK_LEASE_MS = 30 * 1000;
/** How long a try waits for a place while other checks of the member are in flight, then gives up (429). */
const WAIT_FOR_CHECK_MS = 10 * 1000;

/**
 * The row's state as of `now`, as SQL over withdrawal_password_tries: failures of a run that began a lock's
 * length ago without locking, or whose lock has ended, count no more; checks whose lease ended are gone.
 */
function triesAsOf(now: Date) {
  const t = withdrawalPasswordTries;
  const stamp = (ms: number) => sql`${new Date(now.getTime() + ms).toISOString()}::timestamptz`;
  const runOver = sql`(case when ${t.lockedUntil} is null then ${t.startedAt} <= ${stamp(-WITHDRAWAL_PASSWORD_LOCK_MS)} else ${t.lockedUntil} <= ${stamp(0)} end)`;
  return {
    now: stamp(0),
    lockEnds: stamp(WITHDRAWAL_PASSWORD_LOCK_MS),
    leaseEnds: stamp(CHECK_LEASE_MS),
    failures: sql<number>`(case when ${runOver} then 0 else ${t.failures} end)`,
    pending: sql<number>`(case when ${t.leaseUntil} <= ${stamp(0)} then 0 else ${t.pending} end)`,
    lockedUntil: sql<Date | null>`(case when ${runOver} then null else ${t.lockedUntil} end)`,
  };
}

/**
 * Takes a place for one check of the member's withdrawal password, atomically (one upsert): only while
 * no lock runs and the run's failures plus the checks in flight are under the limit, so of any number of
 * concurrent tries at most 5 reach scrypt. Answers 'taken', or the lock's end, or 'busy' (wait: checks in
 * flight will decide).
 */
async function takeCheck(db: Db, memberId: number, now: Date): Promise<'taken' | 'busy' | Date> {
  const t = withdrawalPasswordTries;
  const as = triesAsOf(now);
  const taken = await db
    .insert(t)
    .values({
      memberId,
      failures: 0,
      pending: 1,
      startedAt: now,
      lockedUntil: null,
      leaseUntil: new Date(now.getTime() + CHECK_LEASE_MS),
    })
    .onConflictDoUpdate({
      target: t.memberId,
      set: {
        failures: as.failures,
        pending: sql`${as.pending} + 1`,
        lockedUntil: as.lockedUntil,
        leaseUntil: as.leaseEnds,
      },
      setWhere: sql`${as.lockedUntil} is null and ${as.failures} + ${as.pending} < ${WITHDRAWAL_PASSWORD_TRIES}`,
    })
    .returning({ memberId: t.memberId });
  if (taken.length > 0) return 'taken';
  const [row] = await db.select({ lockedUntil: as.lockedUntil }).from(t).where(eq(t.memberId, memberId));
  return row?.lockedUntil ? new Date(row.lockedUntil) : 'busy';
}

/**
 * Gives back the place a check took, with its outcome: a right password clears the failures (and a lock
 * set meanwhile); a wrong one counts, and the 5th of a run locks the password for 15 minutes; a check that
 * failed to run (null) counts nothing.
 */
async function recordCheck(db: Db, memberId: number, right: boolean | null, now: Date): Promise<Date | null> {
  const t = withdrawalPasswordTries;
  const as = triesAsOf(now);
  const pending = sql`greatest(${t.pending} - 1, 0)`;
  const outcome =
    right === null
      ? {}
      : right
        ? { failures: 0, lockedUntil: null }
        : {
            failures: sql`${as.failures} + 1`,
            startedAt: sql`case when ${as.failures} = 0 then ${as.now} else ${t.startedAt} end`,
            lockedUntil: sql`case when ${as.failures} + 1 >= ${WITHDRAWAL_PASSWORD_TRIES} then ${as.lockEnds} else ${as.lockedUntil} end`,
          };
  const [row] = await db
    .update(t)
    .set({ pending, ...outcome })
    .where(eq(t.memberId, memberId))
    .returning({ lockedUntil: t.lockedUntil });
  // The lock in force once this check is recorded (a stale one past its end is none).
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/** Forgets the member's wrong withdrawal passwords and any lock (a new password is set). */
export async function clearWithdrawalPasswordTries(db: Db | Tx, memberId: number): Promise<void> {
  await db
    .update(withdrawalPasswordTries)
    .set({ failures: 0, lockedUntil: null })
    .where(eq(withdrawalPasswordTries.memberId, memberId));
}

/**
 * This process's turns at checking a member's withdrawal password: at most 5 of a member's tries (the
 * limit) ask the database for a place or wait on it at once; the others wait here for a turn, with no
 * database work, and a check that ends by locking the password answers every try waiting here at once. A
 * burst of one member's 100 tries thus costs the database a few queries, not a round of them each time a
 * check ends. Places taken in another process are waited for by asking the database again (at most every
 * 200 ms).
 */
interface Turns {
  /** Tries holding a turn. */
  holding: number;
  /** Tries waiting for a turn, oldest first. */
  queue: Array<(outcome: 'turn' | Date) => void>;
  /** Tries holding a turn that wait for any check here to end (their places are taken). */
  watchers: Array<(lockedUntil: Date | null) => void>;
}
const turns = new Map<number, Turns>();

const turnsOf = (memberId: number): Turns => {
  let entry = turns.get(memberId);
  if (!entry) turns.set(memberId, (entry = { holding: 0, queue: [], watchers: [] }));
  return entry;
};

/** A turn for one try of the member: at once while fewer than 5 hold one, else in order; or the lock. */
function takeTurn(memberId: number, giveUpAt: number): Promise<'turn' | Date | 'timeout'> {
  const entry = turnsOf(memberId);
  if (entry.holding < WITHDRAWAL_PASSWORD_TRIES) {
    entry.holding += 1;
    return Promise.resolve('turn');
  }
  return new Promise((resolve) => {
    const waiter = (outcome: 'turn' | Date) => {
      clearTimeout(timer);
      resolve(outcome);
    };
    const timer = setTimeout(
      () => {
        entry.queue.splice(entry.queue.indexOf(waiter), 1);
        if (entry.holding === 0 && entry.queue.length === 0) turns.delete(memberId);
        resolve('timeout');
      },
      Math.max(0, giveUpAt - Date.now()),
    );
    entry.queue.push(waiter);
  });
}

/**
 * Gives a turn back, with the lock the try saw or left (or null): a lock answers every try waiting for a
 * turn and every holder watching; otherwise the oldest waiting try gets the turn, and watchers look again.
 */
function giveTurn(memberId: number, lockedUntil: Date | null): void {
  const entry = turnsOf(memberId);
  for (const watch of entry.watchers.splice(0)) watch(lockedUntil);
  if (lockedUntil) {
    entry.holding -= 1;
    for (const wait of entry.queue.splice(0)) wait(lockedUntil);
  } else {
    const next = entry.queue.shift();
    if (next) next('turn');
    else entry.holding -= 1;
  }
  if (entry.holding === 0 && entry.queue.length === 0) turns.delete(memberId);
}

/**
 * For a try holding a turn whose place is taken: waits until a check here ends (answering the lock it left,
 * or null) or `ms` pass (the places are held in another process).
 */
function checkEnded(memberId: number, ms: number): Promise<Date | null> {
  const entry = turnsOf(memberId);
  return new Promise((resolve) => {
    const watch = (lockedUntil: Date | null) => {
      clearTimeout(timer);
      resolve(lockedUntil);
    };
    const timer = setTimeout(() => {
      entry.watchers.splice(entry.watchers.indexOf(watch), 1);
      resolve(null);
    }, ms);
    entry.watchers.push(watch);
  });
}

/**
 * Checks the member's withdrawal password before a withdrawal takes any lock or holds a connection: scrypt
 * is slow on purpose, and run inside the withdrawal's transaction it held the wallet's row and a pooled
 * connection for every try. In order: an account without identity (403 identity.incomplete), no password
 * set, the password locked (429 `withdrawal.password_locked` with `until`; nothing checked), wrong. Checks
 * are counted per member in the database (withdrawal_password_tries), so across processes too: of 100
 * concurrent wrong tries 5 are checked and answered wrong, the others wait for them and are refused as
 * locked; concurrent tries with the right password are all checked, 5 at a time. Answers the hash that
 * was verified, for the withdrawal's transaction to see it is still the member's.
 */
export async function checkWithdrawalPassword(db: Db, memberId: number, password: string, now: Date): Promise<string> {
  const [member] = await db
    .select({ hash: members.withdrawalPasswordHash, cpf: members.cpf })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) throw refusal('member.not_found');
  if (member.cpf === null) throw refusal('identity.incomplete');
  if (!member.hash) throw fieldError('qk_pwd', 'withdrawal.password_missing');

  const locked = (until: Date) =>
    fieldErrorWith('qk_pwd', 'withdrawal.password_locked', { until: until.toISOString() });
  const giveUpAt = Date.now() + WAIT_FOR_CHECK_MS;
  const turn = await takeTurn(memberId, giveUpAt);
  if (turn === 'timeout') throw refusal('auth.too_many_attempts');
  if (turn instanceof Date) throw locked(turn);

  let lockedUntil: Date | null = null;
  try {
    for (let pause = 20; ; pause = Math.min(pause * 2, 200)) {
      const place = await takeCheck(db, memberId, now);
      if (place === 'taken') break;
      if (place instanceof Date) throw locked((lockedUntil = place));
      // Other checks of this member are in flight: their outcome decides whether this one may run.
      if (Date.now() >= giveUpAt) throw refusal('auth.too_many_attempts');
      const ended = await checkEnded(memberId, pause);
      if (ended) throw locked((lockedUntil = ended));
    }
    let right: boolean | null = null;
    try {
      // In the member's own turn of the hashing queue (auth/hashing.ts): a burst waits behind itself.
      right = await verifyPassword(password, member.hash, `member:${memberId}`);
    } finally {
      lockedUntil = await recordCheck(db, memberId, right, now);
    }
    if (!right) throw fieldError('qk_pwd', 'withdrawal.password_wrong');
    return member.hash;
  } finally {
    giveTurn(memberId, lockedUntil);
  }
}

export interface DrawingInput {
  money: string;
  qk_pwd: string;
  payment_type: PixKeyType;
  account: string;
  /** Not needed: the identity's. Given, it must be the member's CPF. */
  cpf_id?: string | undefined;
  /** Not used: the holder is the identity's full name. */
  name?: string | undefined;
  member_remark?: string | undefined;
}

/**
 * A withdrawal, its password already checked (checkWithdrawalPassword, which answered `verifiedHash`), in
 * one transaction: the wallet is locked, the password still the one checked, the key held by the member's
 * CPF (asked of the gateway each time: a key saved before the rule too), the amount bounded by the rules
 * and the balance, the turnover required (the site's multiple of the deposits, 2× the rewards), then the amount is held at once
 * through the ledger (withdrawal.hold, ref = order number) and the order written pending.
 */
export async function createDrawing(
  deps: AppDeps,
  memberId: number,
  body: DrawingInput,
  now: Date,
  verifiedHash: string,
  /** The key's holder as the PSP's lookup confirmed it before the transaction (confirmOwnKeyAhead). */
  confirmedHolder?: string,
): Promise<DrawingResult> {
  const cents = parseMoney(body.money);
  return deps.db.transaction(async (tx) => {
    const [wallet] = await tx
      .select({ balanceCents: wallets.balanceCents })
      .from(wallets)
      .where(eq(wallets.memberId, memberId))
      .for('update');
    const [member] = await tx
      .select({ hash: members.withdrawalPasswordHash, cpf: members.cpf, realname: members.realname })
      .from(members)
      .where(eq(members.id, memberId));
    if (!wallet || !member) throw refusal('member.not_found');
    if (member.cpf === null) throw refusal('identity.incomplete');
    if (!member.hash) throw fieldError('qk_pwd', 'withdrawal.password_missing');
    // Changed since it was checked (the security center): the password typed is not the member's any more.
    if (member.hash !== verifiedHash) throw fieldError('qk_pwd', 'withdrawal.password_wrong');
    // Paid to the identity: its CPF and full name, never what the request says (a CPF given must be it).
    if (body.cpf_id !== undefined) requireOwnCpf(member.cpf, body.cpf_id);
    const holder = { cpf_id: member.cpf, name: member.realname ?? body.name ?? '' };
    const holderCpf =
      confirmedHolder === undefined
        ? await confirmOwnKey(tx, deps, member.cpf, body)
        : confirmedHolder === member.cpf
          ? confirmedHolder
          : (() => {
              throw fieldError('account', 'pix.key_not_own_cpf');
            })();

    const min = parseMoney(TRADING_RULES.withdraw_min);
    if (cents < min)
      throw fieldErrorWith('money', 'withdrawal.amount_below_minimum', { min: TRADING_RULES.withdraw_min });
    // First-deposit and invitation rewards stay in the wallet until the play tied to them has paid for them.
    const locked = await lockedBonusCents(tx, memberId, now);
    const max = Math.max(0, Math.min(parseMoney(TRADING_RULES.withdraw_max), wallet.balanceCents - locked));
    if (cents > max) throw fieldErrorWith('money', 'withdrawal.amount_above_balance', { max: formatCents(max) });

    const needed = requiredTurnoverCents((await turnoverRequirements(tx, memberId)).rows);
    const played = await turnoverCents(tx, memberId);
    if (played < needed) {
      throw fieldErrorWith('money', 'withdrawal.turnover_not_reached', { amount: formatCents(needed - played) });
    }

    const fee = feeCents(TRADING_RULES.withdraw_fee, cents);
    if (cents - fee <= 0)
      throw fieldErrorWith('money', 'withdrawal.amount_below_minimum', { min: TRADING_RULES.withdraw_min });
    const orderNo = newOrderNo('WD', deps, now);
    await debit(tx, memberId, cents, 'withdrawal.hold', orderNo, now);
    await savePixKey(
      tx,
      memberId,
      { payment_type: body.payment_type, account: body.account, name: holder.name, holderCpf },
      now,
    );
    await tx.insert(withdrawalOrders).values({
      orderNo,
      memberId,
      amountCents: cents,
      feeCents: fee,
      actualCents: cents - fee,
      paymentType: body.payment_type,
      account: normalizePixKey(body.payment_type, body.account),
      cpfId: holder.cpf_id,
      holderName: holder.name,
      memberRemark: body.member_remark ?? null,
      status: 'pending',
      createdAt: now,
    });
    return { order_no: orderNo, status: 'pending' as const };
  });
}

function recordView(row: WithdrawalOrderRow) {
  return {
    order_no: row.orderNo,
    money: formatCents(row.amountCents),
    fee: formatCents(row.feeCents),
    actual_money: formatCents(row.actualCents),
    payment_type: row.paymentType,
    account: row.account,
    status: row.status,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}

export async function drawingRecords(
  db: Db,
  memberId: number,
  page: number,
  perPage: number,
): Promise<WithdrawalRecordPage> {
  const rows = await db
    .select()
    .from(withdrawalOrders)
    .where(eq(withdrawalOrders.memberId, memberId))
    .orderBy(desc(withdrawalOrders.createdAt), desc(withdrawalOrders.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(withdrawalOrders).where(eq(withdrawalOrders.memberId, memberId));
  return { list: rows.map(recordView), total: total?.n ?? 0 };
}

/** The member's PIX keys: the default first, then the newest. */
export async function memberPixKeyList(db: Db | Tx, memberId: number): Promise<MemberPixKeyList> {
  const rows = await db
    .select()
    .from(memberPixKeys)
    .where(eq(memberPixKeys.memberId, memberId))
    .orderBy(desc(memberPixKeys.isDefault), desc(memberPixKeys.createdAt), desc(memberPixKeys.id));
  return rows.map((row) => ({
    id: row.id,
    payment_type: row.paymentType,
    account: row.account,
    name: row.holderName,
    is_default: row.isDefault,
  }));
}

/**
 * Saves a PIX key for the member (normalised; once per type and key) with its holder's CPF as the gateway
 * confirmed it (also on a key saved before); the first one is the default. Answers whether it was new.
 */
export async function savePixKey(
  tx: Db | Tx,
  memberId: number,
  key: { payment_type: PixKeyType; account: string; name: string; holderCpf: string },
  now: Date,
): Promise<boolean> {
  const account = normalizePixKey(key.payment_type, key.account);
  const [any] = await tx
    .select({ id: memberPixKeys.id })
    .from(memberPixKeys)
    .where(eq(memberPixKeys.memberId, memberId))
    .limit(1);
  const inserted = await tx
    .insert(memberPixKeys)
    .values({
      memberId,
      paymentType: key.payment_type,
      account,
      holderName: key.name,
      holderCpf: key.holderCpf,
      isDefault: !any,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [memberPixKeys.memberId, memberPixKeys.paymentType, memberPixKeys.account] })
    .returning({ id: memberPixKeys.id });
  if (inserted.length > 0) return true;
  await tx
    .update(memberPixKeys)
    .set({ holderCpf: key.holderCpf })
    .where(
      and(
        eq(memberPixKeys.memberId, memberId),
        eq(memberPixKeys.paymentType, key.payment_type),
        eq(memberPixKeys.account, account),
      ),
    );
  return false;
}

export async function operatorWithdrawals(
  db: Db,
  body: { status?: WithdrawalStatus | undefined; page: number; per_page: number },
): Promise<OperatorWithdrawalPage> {
  const where = body.status ? eq(withdrawalOrders.status, body.status) : undefined;
  const rows = await db
    .select({ order: withdrawalOrders, phone: members.phone })
    .from(withdrawalOrders)
    .innerJoin(members, eq(members.id, withdrawalOrders.memberId))
    .where(where)
    .orderBy(desc(withdrawalOrders.createdAt), desc(withdrawalOrders.id))
    .limit(body.per_page)
    .offset((body.page - 1) * body.per_page);
  const [total] = await db.select({ n: count() }).from(withdrawalOrders).where(where);
  return {
    list: rows.map(({ order, phone }) => ({
      ...recordView(order),
      account: order.paymentType === 'CPF' ? maskCpf(order.account) : order.account,
      member_id: order.memberId,
      phone,
      name: order.holderName,
      cpf_id: maskCpf(order.cpfId),
    })),
    total: total?.n ?? 0,
  };
}

type Action = 'approve' | 'reject' | 'pay';
const FROM: Record<Action, WithdrawalStatus[]> = {
  approve: ['pending'],
  reject: ['pending', 'approved'],
  pay: ['approved'],
};
const TO: Record<Action, WithdrawalStatus> = { approve: 'approved', reject: 'rejected', pay: 'paid' };

/**
 * The operator's review: approve (pending → approved), reject (pending/approved → rejected, the held
 * amount credited back once, withdrawal.release) and pay (approved → paid). Any other move is 409. The
 * member is notified in the same transaction (the amount asked; for a payment, what was sent; for a
 * rejection, the operator's reason).
 *
 * Four eyes: above the operator's amount (backoffice/settings.ts) an order needs two different people's
 * approvals — the first keeps it pending — and nobody who approved an order may pay it. Both approvals come
 * from named staff accounts: the command line's token approves only at or below the amount
 * (`withdrawal.token_cannot_approve` above it), and an approval it gave before the amount was lowered does
 * not count as one of the two. The order's row
 * is locked first, so two reviews of one order run one after the other. Answers the order before and
 * after, for the audit trail.
 */
export async function reviewWithdrawal(
  db: Db,
  action: Action,
  orderNo: string,
  now: Date,
  actorId: number,
  reason?: string,
  actorKind: 'person' | 'token' = 'person',
  payout: PayoutStep = { step: 'whole' },
): Promise<WithdrawalReview> {
  return inTransaction(db, async (tx) => {
    const [order] = await tx.select().from(withdrawalOrders).where(eq(withdrawalOrders.orderNo, orderNo)).for('update');
    if (!order) throw refusal('order.not_found');
    // A transfer claimed by a pay and not known to have failed may be on its way: nothing else may move it.
    const claimed = order.status === 'approved' && order.payoutStartedAt !== null;
    if (claimed && (action !== 'pay' || (payout.step === 'claim' && !claimExpired(order.payoutStartedAt, now)))) {
      throw refusalWith('withdrawal.not_pending', { status: 'paying' });
    }
    const recorded = await tx
      .select({ staffId: withdrawalApprovals.staffId, kind: staff.kind })
      .from(withdrawalApprovals)
      .innerJoin(staff, eq(staff.id, withdrawalApprovals.staffId))
      .where(eq(withdrawalApprovals.orderId, order.id));
    const thresholdCents = await fourEyesCents(tx);
    const needed = order.amountCents > thresholdCents ? 2 : 1;
    // Above the amount only named staff accounts count: the command line's token is nobody's pair of eyes.
    const approvers = recorded.filter((row) => needed === 1 || row.kind === 'person').map((row) => row.staffId);
    const everyApprover = recorded.map((row) => row.staffId);
    const before = { status: order.status, approvals: approvers.length, approvals_needed: needed };
    // An order approved before the amount was lowered may take the approval it now lacks.
    const short = order.status === 'approved' && approvers.length < needed;
    if (!FROM[action].includes(order.status) && !(action === 'approve' && short)) {
      throw refusalWith('withdrawal.not_pending', { status: order.status });
    }
    if (action === 'approve' && everyApprover.includes(actorId)) throw refusal('withdrawal.approved_already_by_you');
    if (action === 'approve' && needed === 2 && actorKind === 'token') {
      throw refusalWith('withdrawal.token_cannot_approve', { threshold: formatCents(thresholdCents) });
    }
    if (action === 'pay' && everyApprover.includes(actorId)) throw refusal('withdrawal.approver_cannot_pay');
    if (action === 'pay' && approvers.length < needed) {
      throw refusalWith('withdrawal.second_approval_needed', { threshold: formatCents(thresholdCents) });
    }
    if (action === 'pay' && payout.step === 'claim') {
      // Every check of a pay passed: the order is claimed for its transfer, and committed before the PSP is asked.
      await tx
        .update(withdrawalOrders)
        .set({ payoutStartedAt: now, payoutError: null })
        .where(eq(withdrawalOrders.id, order.id));
      const state = { status: order.status, approvals: approvers.length, approvals_needed: needed };
      return { answer: { ...state, order_no: order.orderNo, balance: '0.00' }, before, after: state, order };
    }
    if (action === 'pay' && payout.step === 'finish' && !claimed) {
      throw refusalWith('withdrawal.not_pending', { status: order.status });
    }
    let approvals = approvers.length;
    if (action === 'approve') {
      await tx.insert(withdrawalApprovals).values({ orderId: order.id, staffId: actorId, at: now });
      approvals += 1;
    }
    const status = action === 'approve' && approvals < needed ? order.status : TO[action];
    if (action === 'reject') {
      await credit(tx, order.memberId, order.amountCents, 'withdrawal.release', order.orderNo, now);
    }
    if (status !== order.status) {
      await tx
        .update(withdrawalOrders)
        .set({
          status,
          ...(action === 'reject' ? { reason: reason ?? null } : {}),
          ...(action === 'pay' ? { paidAt: now } : { reviewedAt: now }),
          ...(action === 'pay' && payout.step === 'finish' ? { payoutId: payout.payoutId, payoutError: null } : {}),
        })
        .where(and(eq(withdrawalOrders.id, order.id), eq(withdrawalOrders.status, order.status)));
      if (action === 'reject') {
        const told = { amount: formatCents(order.amountCents), reason: reason ?? '' };
        await notice(tx, order.memberId, 'withdrawal_rejected', told, now);
      } else if (action === 'approve') {
        await notice(tx, order.memberId, 'withdrawal_approved', { amount: formatCents(order.amountCents) }, now);
      } else {
        await notice(tx, order.memberId, 'withdrawal_paid', { amount: formatCents(order.actualCents) }, now);
      }
    }
    const [wallet] = await tx
      .select({ balance: wallets.balanceCents })
      .from(wallets)
      .where(eq(wallets.memberId, order.memberId));
    const review: WithdrawalReview = {
      answer: {
        order_no: order.orderNo,
        status,
        balance: formatCents(wallet?.balance ?? 0),
        approvals,
        approvals_needed: needed,
      },
      before,
      after: { status, approvals, approvals_needed: needed },
      order,
    };
    if (payout.step !== 'claim' && payout.record) await payout.record(tx, review);
    return review;
  });
}

export interface WithdrawalReview {
  answer: WithdrawalReviewResult;
  before: { status: WithdrawalStatus; approvals: number; approvals_needed: number };
  after: { status: WithdrawalStatus; approvals: number; approvals_needed: number };
  /** The order's row as it was read (locked) before the review. */
  order: WithdrawalOrderRow;
}

/**
 * How a review of a pay runs: whole (the order marked paid: no transfer to send, the sandbox or a gateway
 * without transfers), or in two steps around the PSP's transfer — claim (every check, the order claimed)
 * and finish (the order paid with the PSP's id of the transfer).
 */
type PayoutStep =
  | { step: 'whole'; record?: RecordReview }
  | { step: 'claim' }
  | { step: 'finish'; payoutId: string; record?: RecordReview };

/** Writes what a review did (its audit line) in the review's own transaction. */
export type RecordReview = (tx: Tx, review: WithdrawalReview) => Promise<void>;

/** A claim older than this is a pay that stopped halfway (a crash): another pay may resume it. */
export const PAYOUT_CLAIM_MS = 2 * 60 * 1000;
/** A transfer the PSP took and is settling is looked at again this many times, this far apart, before answering. */
const PAYOUT_LOOKS = 4;
const PAYOUT_LOOK_MS = 500;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const claimExpired = (startedAt: Date | null, now: Date) =>
  startedAt === null || now.getTime() - startedAt.getTime() >= PAYOUT_CLAIM_MS;

/**
 * The operator's "pay" of an approved withdrawal. With a gateway that sends transfers (bcb-api), in three
 * steps, no transaction or lock held while the PSP is asked:
 * 1. claim: every check of a pay (four eyes…), then the order is marked as being paid (payout_started_at)
 *    and committed; a pay or a reject meanwhile is refused (409 withdrawal.not_pending, status "paying");
 * 2. the PSP: the key's holder is looked up in the DICT (it must still be the order's CPF), the transfer
 *    sent for this order is read back (a pay that stopped halfway, after a crash, is resumed, never sent
 *    twice), and only when there is none the transfer is sent, idempotent by the order number;
 * 3. finish: once the PSP says it is settled (REALIZADO; a transfer still EM_PROCESSAMENTO is looked at again
 *    for two seconds) the order becomes paid with the PSP's id of the transfer, and the member is notified.
 *    One still being settled then keeps the order approved and claimed, and the operator is told to pay again
 *    to confirm it (503 withdrawal.payout_unavailable): that pay reads it back, never sends another.
 * When the PSP refuses (another holder, NAO_REALIZADO…) or cannot be reached, the order stays approved with
 * the reason (payout_error) and the operator is refused with it: withdrawal.payout_refused, or
 * withdrawal.payout_unavailable. Only when the PSP was unreachable even to read the transfer back does the
 * claim stay (the transfer may have left): the next pay, once the PSP answers, learns how it went.
 * Without such a gateway the order is just marked paid (the money was sent by other means), as before.
 */
export async function payWithdrawal(
  deps: Pick<AppDeps, 'db' | 'pixGateway' | 'sleep'>,
  orderNo: string,
  now: Date,
  actorId: number,
  actorKind: 'person' | 'token' = 'person',
  record?: RecordReview,
): Promise<WithdrawalReview> {
  const gateway = payingGateway(deps);
  if (!gateway) {
    return reviewWithdrawal(deps.db, 'pay', orderNo, now, actorId, undefined, actorKind, {
      step: 'whole',
      ...(record ? { record } : {}),
    });
  }
  const { order } = await reviewWithdrawal(deps.db, 'pay', orderNo, now, actorId, undefined, actorKind, {
    step: 'claim',
  });
  let sent: PixPayout;
  let transferAsked = false;
  try {
    const holder = gateway.keyHolder
      ? await gateway.keyHolder({ type: order.paymentType, account: order.account })
      : order.cpfId;
    if (holder !== order.cpfId) throw new PixGatewayRefusal('the DICT names another holder for the key');
    // A pay that stopped halfway may have sent it already: the PSP's record first, a transfer only without one
    // (or after one the PSP did not make).
    const earlier = await gateway.payoutStatus(order.orderNo);
    if (earlier && earlier.status !== 'failed') sent = earlier;
    else {
      transferAsked = true;
      sent = await gateway.payout({
        orderNo: order.orderNo,
        amountCents: order.actualCents,
        key: { type: order.paymentType, account: order.account },
        holderCpf: order.cpfId,
      });
    }
    // Taken and being settled: the PSP usually settles a PIX in seconds.
    for (let look = 0; sent.status === 'processing' && look < PAYOUT_LOOKS; look += 1) {
      await (deps.sleep ?? wait)(PAYOUT_LOOK_MS);
      sent = (await gateway.payoutStatus(order.orderNo)) ?? sent;
    }
    if (sent.status === 'failed')
      throw new PixGatewayRefusal(`the transfer was not made (${sent.reason ?? 'NAO_REALIZADO'})`);
  } catch (error) {
    const refused = error instanceof PixGatewayRefusal;
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`The PSP did not take the transfer of ${order.orderNo}:`, error);
    // Refused, failed before the transfer was asked, or with no transfer of this order at the PSP when read
    // back: nothing left, the claim is let go. Else the transfer may have left: the claim stays for a pay to resume.
    const nothingSent =
      refused ||
      !transferAsked ||
      (await gateway.payoutStatus(order.orderNo).then(
        (found) => found === null || found.status === 'failed',
        () => false,
      ));
    await deps.db
      .update(withdrawalOrders)
      .set({ payoutError: reason.slice(0, 500), ...(nothingSent ? { payoutStartedAt: null } : {}) })
      .where(and(eq(withdrawalOrders.id, order.id), eq(withdrawalOrders.status, 'approved')));
    throw refused
      ? refusalWith('withdrawal.payout_refused', { reason: reason.slice(0, 200) })
      : refusalWith('withdrawal.payout_unavailable', { reason: reason.slice(0, 200) });
  }
  if (sent.status === 'processing') {
    // Still being settled: the order stays approved and claimed (no reject: the money may leave), and another
    // pay may look again at once (it reads the transfer back, never sends a second one while this one runs).
    const reason = 'the PSP is still settling the transfer (EM_PROCESSAMENTO): pay again in a moment to confirm it';
    await deps.db
      .update(withdrawalOrders)
      .set({
        payoutId: sent.id,
        payoutError: reason,
        payoutStartedAt: new Date(now.getTime() - PAYOUT_CLAIM_MS),
      })
      .where(and(eq(withdrawalOrders.id, order.id), eq(withdrawalOrders.status, 'approved')));
    throw refusalWith('withdrawal.payout_unavailable', { reason });
  }
  return reviewWithdrawal(deps.db, 'pay', orderNo, now, actorId, undefined, actorKind, {
    step: 'finish',
    payoutId: sent.id,
    ...(record ? { record } : {}),
  });
}
