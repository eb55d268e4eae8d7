import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { AgencyText, type AgencyInfo, type AgencyRewards, type InviteRecordPage, type MechanismTable, type SettlementRules } from '../../src/contract/agency';
import { normalizePhone } from '../../src/contract/common';
import { agencyRewards, ledgerEntries, members, turnoverEntries } from '../db/schema';
import type { Db } from '../db/types';
import { saoPauloDayStart } from '../games/time';
import { ApiError } from '../http/envelope';
import { fieldError } from '../http/validate';
import { balanceCents, payReward, withLockedWallet } from '../promotions/ledger';
import { formatCents } from '../wallet/money';

/**
 * The agency programme: a member's invitees are their direct subordinates, the invitees' invitees their
 * indirect ones. Each São Paulo day the operator settles (once per agent and day) a share of what the
 * subordinates deposited and bet, by the mechanism tables below; the agent claims it through the ledger.
 */

/** Shares in basis points of the subordinates' deposits and bets. */
export const MECHANISM = {
  recharge: { direct: 100, indirect: 50 },
  betting: { direct: 30, indirect: 10 },
} as const;

const pct = (bp: number) => `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

export const mechanismRecharge = (): MechanismTable => [
  { level: 'direct', basis: 'deposits', rate: pct(MECHANISM.recharge.direct) },
  { level: 'indirect', basis: 'deposits', rate: pct(MECHANISM.recharge.indirect) },
];
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
    : db.select({ id: members.id }).from(members).where(inArray(members.inviterId, agentIds)).then((rows) => rows.map((r) => r.id));

/** The subordinates' deposits and bets over a São Paulo day, in centavos. */
async function dayVolume(db: Db, memberIds: number[], day: string) {
  if (memberIds.length === 0) return { deposits: 0, bets: 0 };
  const from = saoPauloDayStart(day);
  const to = saoPauloDayStart(day, 1);
  const [dep] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.memberId, memberIds), eq(ledgerEntries.kind, 'deposit'), gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, to)));
  const [bet] = await db
    .select({ sum: sql<string>`coalesce(sum(${turnoverEntries.amountCents}), 0)` })
    .from(turnoverEntries)
    .where(and(inArray(turnoverEntries.memberId, memberIds), gte(turnoverEntries.createdAt, from), lt(turnoverEntries.createdAt, to)));
  return { deposits: Number(dep?.sum ?? 0), bets: Number(bet?.sum ?? 0) };
}

const share = (volume: { deposits: number; bets: number }, level: 'direct' | 'indirect') =>
  Math.floor((volume.deposits * MECHANISM.recharge[level] + volume.bets * MECHANISM.betting[level]) / 10_000);

/** Settles one day for every agent: once per agent and day (run again, it settles nothing more). */
export async function settleAgency(db: Db, day: string, now: Date) {
  const agents = await db
    .selectDistinct({ id: members.inviterId })
    .from(members)
    .where(sql`${members.inviterId} is not null`);
  let settled = 0;
  let total = 0;
  for (const { id: agentId } of agents) {
    if (agentId === null) continue;
    const direct = await subordinates(db, [agentId]);
    const indirect = await subordinates(db, direct);
    const directCents = share(await dayVolume(db, direct, day), 'direct');
    const indirectCents = share(await dayVolume(db, indirect, day), 'indirect');
    if (directCents + indirectCents <= 0) continue;
    const inserted = await db
      .insert(agencyRewards)
      .values({ agentId, day, directCents, indirectCents, settledAt: now })
      .onConflictDoNothing({ target: [agencyRewards.agentId, agencyRewards.day] })
      .returning({ id: agencyRewards.id });
    if (inserted.length > 0) {
      settled += 1;
      total += directCents + indirectCents;
    }
  }
  return { day, agents: settled, total: formatCents(total) };
}

export async function agencyInfo(db: Db, memberId: number): Promise<AgencyInfo> {
  const [me] = await db.select().from(members).where(eq(members.id, memberId));
  if (!me) throw new ApiError(404, 'Member not found');
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
  const rows = await db.select().from(agencyRewards).where(eq(agencyRewards.agentId, memberId)).orderBy(desc(agencyRewards.day));
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
  return withLockedWallet(db, memberId, async (tx) => {
    const rows = await tx
      .select()
      .from(agencyRewards)
      .where(and(eq(agencyRewards.agentId, memberId), isNull(agencyRewards.paidAt)))
      .orderBy(asc(agencyRewards.day));
    if (rows.length === 0) throw new ApiError(422, AgencyText.nothingToClaim);
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

/**
 * Registers an existing member as the agent's subordinate: the member's registered phone and UID must
 * match, the code must be the agent's own, and the member must have no inviter yet (and not be the agent).
 */
export async function registerSubordinate(db: Db, agentId: number, body: { phone: string; invite_code: string; uid: number }, now: Date) {
  const [agent] = await db.select().from(members).where(eq(members.id, agentId));
  if (!agent || agent.inviteCode !== body.invite_code.trim().toUpperCase()) throw fieldError('invite_code', AgencyText.failed);
  const [member] = await db.select().from(members).where(eq(members.phone, normalizePhone(body.phone)));
  if (!member) throw fieldError('phone', AgencyText.failed);
  if (member.id !== body.uid) throw fieldError('uid', AgencyText.failed);
  if (member.id === agentId || member.inviterId !== null) throw new ApiError(422, AgencyText.failed);
  const updated = await db
    .update(members)
    .set({ inviterId: agentId, updatedAt: now })
    .where(and(eq(members.id, member.id), isNull(members.inviterId)))
    .returning({ id: members.id });
  if (updated.length === 0) throw new ApiError(422, AgencyText.failed);
  return { uid: member.id };
}
