import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  type SubordinateRequestList,
  type AgencyInfo,
  type AgencyRewards,
  type InviteRecordPage,
  type MechanismTable,
  type SettlementRules,
} from '../../contract/agency';
import { normalizePhone } from '../../contract/fields';
import {
  agencyRewards,
  ledgerEntries,
  members,
  subordinateRequests,
  turnoverEntries,
  type SiteProfile,
} from '../db/schema';
import type { Db } from '../db/types';
import { saoPauloDayStart } from '../../lib/time';
import { refusal } from '../http/envelope';
import { takeAttempt } from '../http/attempts';
import { fieldError } from '../http/validate';
import { notify } from '../information/center';
import { balanceCents, lockMemberWallet, payReward, restrictedDuring, withLockedWallet } from '../promotions/ledger';
import { agencyDepositUnits, agencyOnDay } from '../promotions/cap';
import { dayWindow, memberResults } from '../promotions/results';
import { SITE_PROFILES } from '../site/profile';
import { formatCents } from '../wallet/money';
import { MECHANISM } from './mechanism';

/**
 * The agency programme: a member's invitees are their direct subordinates, the invitees' invitees their
 * indirect ones. Each São Paulo day the operator settles (once per agent and day) a share of what the
 * subordinates deposited and bet, by the mechanism tables below; the agent claims it through the ledger.
 * An agent on a `regulated-br` site earns no share of deposits (SITE_PROFILES.agencyDepositShare): only
 * the share of bets is computed and paid there. Elsewhere the share of a subordinate's deposits of a day is
 * paid only out of what that subordinate's play settled that day earned the house, under the cap on
 * play-linked rewards (../promotions/cap.ts), which sets it aside: deposits cycled through withdrawals
 * with nothing at risk earn nothing.
 */

const pct = (bp: number) => `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

/** The shares of deposits, where the site's profile pays them (SITE_PROFILES.agencyDepositShare); else none. */
export const mechanismRecharge = (profile: SiteProfile): MechanismTable =>
  SITE_PROFILES[profile].agencyDepositShare
    ? [
        { level: 'direct', basis: 'deposits', rate: pct(MECHANISM.recharge.direct) },
        { level: 'indirect', basis: 'deposits', rate: pct(MECHANISM.recharge.indirect) },
      ]
    : [];
export const mechanismBetting = (): MechanismTable => [
  { level: 'direct', basis: 'bets', rate: pct(MECHANISM.betting.direct) },
  { level: 'indirect', basis: 'bets', rate: pct(MECHANISM.betting.indirect) },
];
export const mechanismSettlement = (): SettlementRules => [
  { key: 'cycle', value: 'daily' },
  { key: 'time_zone', value: 'America/Sao_Paulo' },
  { key: 'claim', value: 'manual' },
];

const subordinates = async (db: Db, agentIds: number[]) =>
  agentIds.length === 0
    ? []
    : db
        .select({ id: members.id })
        .from(members)
        .where(inArray(members.inviterId, agentIds))
        .then((rows) => rows.map((r) => r.id));

/** The subordinates' bets over a São Paulo day, in centavos; only what each did from the moment they were linked to their inviter counts. */
async function dayBets(db: Db, memberIds: number[], day: string) {
  if (memberIds.length === 0) return 0;
  const [bet] = await db
    .select({ sum: sql<string>`coalesce(sum(${turnoverEntries.amountCents}), 0)` })
    .from(turnoverEntries)
    .innerJoin(members, eq(members.id, turnoverEntries.memberId))
    .where(
      and(
        inArray(turnoverEntries.memberId, memberIds),
        gte(turnoverEntries.createdAt, saoPauloDayStart(day)),
        lt(turnoverEntries.createdAt, saoPauloDayStart(day, 1)),
        gte(turnoverEntries.createdAt, sql`coalesce(${members.invitedAt}, ${members.createdAt})`),
      ),
    );
  return Number(bet?.sum ?? 0);
}

/**
 * The agent's share of the subordinates' deposits of a São Paulo day at one level, in ten-thousandths of a
 * centavo: each subordinate's deposits of the day from their link on (1% direct, 0.5% indirect, none where
 * the agent's site pays no share of deposits: SITE_PROFILES.agencyDepositShare, Lei 14.790/2023 art. 29),
 * at most what that subordinate's play settled that day earned the house under the cap on play-linked
 * rewards, after the agency's share of their stakes (../promotions/cap.ts agencyDepositUnits: the same
 * amount the cap sets aside for it). Deposits with no settled play that day earn nothing.
 */
async function dayDepositUnits(db: Db, memberIds: number[], day: string, level: 'direct' | 'indirect') {
  let units = 0;
  for (const memberId of memberIds) {
    const agency = await agencyOnDay(db, memberId, day);
    if (agency.depositCents <= 0 || agency.depositBp[level] <= 0) continue;
    units += agencyDepositUnits(await memberResults(db, memberId, dayWindow(day)), agency)[level];
  }
  return units;
}

/**
 * The agent's share of a day at one level: of the subordinates' bets (0.3% direct, 0.1% indirect) and of
 * their deposits, as capped by dayDepositUnits, rounded down once.
 */
async function levelShare(db: Db, memberIds: number[], day: string, level: 'direct' | 'indirect') {
  if (memberIds.length === 0) return 0;
  const units = (await dayBets(db, memberIds, day)) * MECHANISM.betting[level];
  return Math.floor((units + (await dayDepositUnits(db, memberIds, day, level))) / 10_000);
}

/**
 * Settles one day for every agent: once per agent and day (run again, it settles nothing more). An agent
 * paused or self-excluded at any moment from the start of the day to the settlement forfeits the day: no
 * row is written, then or by a later run (a restriction is never shortened or lifted).
 */
export async function settleAgency(db: Db, day: string, now: Date) {
  const agents = await db
    .selectDistinct({ id: members.inviterId })
    .from(members)
    .where(sql`${members.inviterId} is not null`);
  let settled = 0;
  let total = 0;
  for (const { id: agentId } of agents) {
    if (agentId === null) continue;
    const cents = await settleAgentDay(db, agentId, day, now);
    if (cents > 0) {
      settled += 1;
      total += cents;
    }
  }
  return { day, agents: settled, total: formatCents(total) };
}

/** Settles one agent's day (as `settleAgency` does for each): the centavos it settled, 0 if none or already. */
export async function settleAgentDay(db: Db, agentId: number, day: string, now: Date): Promise<number> {
  const direct = await subordinates(db, [agentId]);
  const indirect = await subordinates(db, direct);
  const directCents = await levelShare(db, direct, day, 'direct');
  const indirectCents = await levelShare(db, indirect, day, 'indirect');
  if (directCents + indirectCents <= 0) return 0;
  const inserted = await db.transaction(async (tx) => {
    // An agent paused or self-excluded at any moment from the start of the day to now forfeits the day.
    await lockMemberWallet(tx, agentId);
    if (await restrictedDuring(tx, agentId, saoPauloDayStart(day), now)) return [];
    return tx
      .insert(agencyRewards)
      .values({ agentId, day, directCents, indirectCents, settledAt: now })
      .onConflictDoNothing({ target: [agencyRewards.agentId, agencyRewards.day] })
      .returning({ id: agencyRewards.id });
  });
  return inserted.length > 0 ? directCents + indirectCents : 0;
}

export async function agencyInfo(db: Db, memberId: number): Promise<AgencyInfo> {
  const [me] = await db.select().from(members).where(eq(members.id, memberId));
  if (!me) throw refusal('member.not_found');
  const [invited] = await db.select({ n: count() }).from(members).where(eq(members.inviterId, memberId));
  const [sums] = await db
    .select({
      direct: sql<string>`coalesce(sum(${agencyRewards.directCents}), 0)`,
      indirect: sql<string>`coalesce(sum(${agencyRewards.indirectCents}), 0)`,
    })
    .from(agencyRewards)
    .where(eq(agencyRewards.agentId, memberId));
  return {
    member_id: me.id,
    inviter_id: me.inviterId,
    invite_code: me.inviteCode,
    invite_path: `/login?mode=register&invite=${encodeURIComponent(me.inviteCode)}`,
    total_invited: invited?.n ?? 0,
    direct_reward: formatCents(Number(sums?.direct ?? 0)),
    indirect_reward: formatCents(Number(sums?.indirect ?? 0)),
  };
}

/** The member's invitees, newest first: their UID, when they registered, whether they deposited. */
export async function inviteRecord(db: Db, memberId: number, page: number, perPage: number): Promise<InviteRecordPage> {
  const rows = await db
    .select({ id: members.id, createdAt: members.createdAt })
    .from(members)
    .where(eq(members.inviterId, memberId))
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(members).where(eq(members.inviterId, memberId));
  const ids = rows.map((r) => r.id);
  const deposited = new Set(
    ids.length === 0
      ? []
      : (
          await db
            .selectDistinct({ id: ledgerEntries.memberId })
            .from(ledgerEntries)
            .where(and(inArray(ledgerEntries.memberId, ids), eq(ledgerEntries.kind, 'deposit')))
        ).map((r) => r.id),
  );
  return {
    total: total?.n ?? 0,
    list: rows.map((r) => ({ uid: r.id, registered_at: r.createdAt.toISOString(), deposited: deposited.has(r.id) })),
  };
}

export async function agencyRewardList(db: Db, memberId: number): Promise<AgencyRewards> {
  const rows = await db
    .select()
    .from(agencyRewards)
    .where(eq(agencyRewards.agentId, memberId))
    .orderBy(desc(agencyRewards.day));
  const sum = (paid: boolean) =>
    rows.filter((r) => (r.paidAt !== null) === paid).reduce((s, r) => s + r.directCents + r.indirectCents, 0);
  return {
    list: rows.map((r) => ({
      day: r.day,
      direct: formatCents(r.directCents),
      indirect: formatCents(r.indirectCents),
      total: formatCents(r.directCents + r.indirectCents),
      status: r.paidAt ? 'paid' : 'claimable',
      paid_at: r.paidAt ? r.paidAt.toISOString() : null,
    })),
    claimable: formatCents(sum(false)),
    paid: formatCents(sum(true)),
  };
}

/** Pays every claimable day through the ledger (reward.agency, ref = agent:day), once. */
export function claimAgencyRewards(db: Db, memberId: number, now: Date) {
  return withLockedWallet(db, memberId, now, async (tx) => {
    const rows = await tx
      .select()
      .from(agencyRewards)
      .where(and(eq(agencyRewards.agentId, memberId), isNull(agencyRewards.paidAt)))
      .orderBy(asc(agencyRewards.day));
    if (rows.length === 0) throw refusal('agency.nothing_to_claim');
    let total = 0;
    let balance = await balanceCents(tx, memberId);
    for (const row of rows) {
      const cents = row.directCents + row.indirectCents;
      balance = await payReward(tx, memberId, 'reward.agency', `${memberId}:${row.day}`, cents, now);
      await tx.update(agencyRewards).set({ paidAt: now }).where(eq(agencyRewards.id, row.id));
      total += cents;
    }
    return { reward: formatCents(total), balance: formatCents(balance) };
  });
}

/** Failed subordinate registrations an agent may make in an hour (the UIDs are sequential). */
export const SUBORDINATE_ATTEMPTS = { limit: 10, windowMs: 60 * 60 * 1000 };

/** The notification the member gets (the site's language: operators write notifications in Portuguese). */
const requestNotice = (agentId: number) => ({
  title: 'Convite de agente',
  body: `O agente ID ${agentId} convida você para a equipe dele. Aceite ou recuse na central de agência (Agência › Convidar).`,
});

/**
 * An agent asks an existing member to become their subordinate: the code must be the agent's own, the
 * phone and UID must be the same member's, who has no inviter yet and is not the agent. Nothing is
 * linked here: the member gets a notification and a pending request that only they can accept. Every
 * mismatch gets the same refusal, so the answer does not tell whether a phone is registered, and an
 * agent has a limited number of failures an hour.
 */
export async function registerSubordinate(
  db: Db,
  agentId: number,
  body: { phone: string; invite_code: string; uid: number },
  now: Date,
) {
  const [agent] = await db.select().from(members).where(eq(members.id, agentId));
  if (!agent || agent.inviteCode !== body.invite_code.trim().toUpperCase())
    throw fieldError('invite_code', 'agency.registration_failed');
  const [member] = await db
    .select()
    .from(members)
    .where(eq(members.phone, normalizePhone(body.phone)));
  const matches =
    member !== undefined &&
    member.id === body.uid &&
    member.id !== agentId &&
    member.inviterId === null &&
    agent.inviterId !== member.id;
  if (!matches) {
    if (!(await takeAttempt(db, `subordinate:${agentId}`, SUBORDINATE_ATTEMPTS, now)))
      throw refusal('auth.too_many_attempts');
    throw refusal('agency.registration_failed');
  }
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(subordinateRequests)
      .values({ agentId, memberId: member.id, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: subordinateRequests.id });
    // Asked again while the request is open: nothing new to notify.
    if (created.length > 0) await notify(tx, member.id, requestNotice(agentId), now);
  });
  return { uid: member.id, status: 'pending' as const };
}

/** The open requests addressed to the member, newest first. */
export async function subordinateRequestList(db: Db, memberId: number): Promise<SubordinateRequestList> {
  const rows = await db
    .select()
    .from(subordinateRequests)
    .where(and(eq(subordinateRequests.memberId, memberId), eq(subordinateRequests.status, 'pending')))
    .orderBy(desc(subordinateRequests.createdAt), desc(subordinateRequests.id));
  return { list: rows.map((r) => ({ id: r.id, agent_id: r.agentId, created_at: r.createdAt.toISOString() })) };
}

/**
 * The member answers a request addressed to them. Accepting links them to the agent from now on (only
 * what they do after this moment counts for the agent) and closes their other open requests; a member
 * who has an inviter by then can only decline.
 */
export function respondToSubordinateRequest(
  db: Db,
  memberId: number,
  body: { id: number; accept: boolean },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(subordinateRequests)
      .where(
        and(
          eq(subordinateRequests.id, body.id),
          eq(subordinateRequests.memberId, memberId),
          eq(subordinateRequests.status, 'pending'),
        ),
      )
      .for('update');
    if (!request) throw refusal('agency.request_gone');
    if (!body.accept) {
      await tx
        .update(subordinateRequests)
        .set({ status: 'declined', decidedAt: now })
        .where(eq(subordinateRequests.id, request.id));
      return { status: 'declined' as const, inviter_id: null };
    }
    const [agent] = await tx
      .select({ inviterId: members.inviterId })
      .from(members)
      .where(eq(members.id, request.agentId));
    const linked =
      agent && agent.inviterId !== memberId
        ? await tx
            .update(members)
            .set({ inviterId: request.agentId, invitedAt: now, updatedAt: now })
            .where(and(eq(members.id, memberId), isNull(members.inviterId)))
            .returning({ id: members.id })
        : [];
    if (linked.length === 0) throw refusal('agency.request_answered');
    await tx
      .update(subordinateRequests)
      .set({ status: 'accepted', decidedAt: now })
      .where(eq(subordinateRequests.id, request.id));
    await tx
      .update(subordinateRequests)
      .set({ status: 'declined', decidedAt: now })
      .where(and(eq(subordinateRequests.memberId, memberId), eq(subordinateRequests.status, 'pending')));
    return { status: 'accepted' as const, inviter_id: request.agentId };
  });
}
