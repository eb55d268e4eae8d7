import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { MECHANISM } from '../agency/mechanism';
import { ledgerEntries, members } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { saoPauloDay, saoPauloDayStart } from '../../lib/time';
import { SITE_PROFILES } from '../site/profile';
import { rewardKind } from '../wallet/kinds';
import { PROMOTIONS } from './config';
import { memberSite } from './offer';
import { netLoss, settledBetRows, THEORETICAL_PER_CENT, type Results } from './results';

/**
 * The cap on play-linked rewards. The betting rebate, the loss relief and the recharge rebate are paid for
 * play; together they never pay more than PROMOTIONS.playRewardCap (90%) of the theoretical loss of the
 * play that earned them — Σ stake × house edge of the bets (./results.ts) — so whatever a player does
 * (one long shot a day against the relief, every outcome of a market covered for the recharge rebate),
 * the house still expects to keep at least 10% of its edge, and a player who only plays for rewards
 * expects to lose.
 *
 * Play is counted by the São Paulo day its bets were settled (./results.ts). Each day's cap is shared in
 * a fixed order, whatever is claimed first:
 *   0. the agency programme's share of the member's stakes (0.3% to their inviter, 0.1% to the inviter's
 *      inviter: ../agency/agency.ts, paid on the turnover) is set aside first, rounded up; then its share
 *      of the member's deposits of that day (1% and 0.5%, on a site that pays them), which the agency pays
 *      only out of this cap: min(1% × deposits, what the stakes' share leaves) to the inviter, then
 *      min(0.5% × deposits, what is left) to the inviter's inviter, set aside rounded up
 *      (agencyDepositUnits). Deposits with no settled play that day earn the agents nothing, so a ring
 *      that cycles deposits and withdrawals takes no share of them. That share is paid outright when the
 *      agent claims it, not held as bonus money like the rewards below: it never exceeds this cap;
 *   1. the betting rebate of the day: min(2% × stakes, cap − agency);
 *   2. the loss relief of the day: min(8% × net loss, cap − agency − rebate);
 *   3. what is left of a finished day goes to the recharge rebates: a recharge rebate, once its turnover
 *      is reached, pays min(20% × the recharge, what is left of the days from the recharge's day to
 *      yesterday − the recharge rebates paid since the start of the recharge's day).
 * The rebate and the relief count as taken whether they were paid or not (a forfeited rebate, a relief
 * left unclaimed), and for what they paid when that was more, so a stake's share of the cap is counted
 * once, for one reward. A bet of no known game has no edge and earns nothing.
 */

const share = (cents: number, percent: number) => Math.floor((cents * percent) / 100);

/** A day's cap: the share of its theoretical loss the play-linked rewards may pay, in centavos. */
export const dayCap = (results: Results) =>
  Math.max(0, Math.floor((results.theoretical * PROMOTIONS.playRewardCap.percent) / (100 * THEORETICAL_PER_CENT)));

export interface DayShares {
  cap: number;
  /** Set aside for the agency: its shares of the member's stakes, then of their deposits. */
  agency: number;
  rebate: number;
  relief: number;
  /** What the rebate and the relief leave of the cap, for the recharge rebates. */
  left: number;
}

/** What was paid for a day: its betting rebate and its relief, in centavos, when they were. */
export interface DayPaid {
  rebate?: number;
  relief?: number;
}

/** What the agency programme pays on a member's play and deposits (agencyTerms), in basis points. */
export interface AgencyTerms {
  /** Of the member's stakes: the direct share when they have an inviter, plus the indirect one when that inviter has one. */
  bettingBp: number;
  /**
   * Of the member's deposits, to their inviter (direct) and to the inviter's inviter (indirect): 0 where
   * there is no such agent or the agent's site pays no share of deposits (SITE_PROFILES.agencyDepositShare).
   */
  depositBp: { direct: number; indirect: number };
}

/** The agency's terms on a member's day, with the deposits of that day that count for it (linkedDeposits). */
export interface DayAgency extends AgencyTerms {
  depositCents: number;
}

/** No agency: a member with no inviter. */
export const NO_AGENCY: DayAgency = { bettingBp: 0, depositBp: { direct: 0, indirect: 0 }, depositCents: 0 };

/**
 * The agency's share of a day's stakes, set aside first of the day's cap (rounded up), in centavos.
 */
const agencyBetting = (results: Results, cap: number, agency: DayAgency) =>
  Math.min(Math.ceil((results.stakeCents * agency.bettingBp) / 10_000), cap);

/**
 * The agency's share of the member's deposits of a day at each level, in ten-thousandths of a centavo
 * (centavos × basis points, so an agent's day sums them exactly before rounding down): what the day's cap
 * leaves after the share of the stakes, the inviter's share first (1% of the deposits, at most that room),
 * then the inviter's inviter's (0.5%, at most what the first leaves, the first counted rounded up). So
 * deposits with no settled play that day earn nothing, and the agency's shares of a day never pass its cap.
 */
export function agencyDepositUnits(results: Results, agency: DayAgency): { direct: number; indirect: number } {
  const cap = dayCap(results);
  const room = cap - agencyBetting(results, cap, agency);
  const direct = Math.max(0, Math.min(agency.depositCents * agency.depositBp.direct, room * 10_000));
  const indirectRoom = room - Math.ceil(direct / 10_000);
  const indirect = Math.max(0, Math.min(agency.depositCents * agency.depositBp.indirect, indirectRoom * 10_000));
  return { direct, indirect };
}

/**
 * How a day's cap is shared: the agency's shares of the stakes and of the deposits (`agency`, agencyOnDays)
 * set aside, rounded up, then the rebate, then the relief, the rest for the recharge rebates. A rebate or
 * relief already paid counts as taken for what was paid if that is more than its share now (a round that
 * ended late can still change a day after one of them was paid), so the shares after it never overlap it.
 */
export function dayShares(results: Results, agency: DayAgency, paid: DayPaid = {}): DayShares {
  const cap = dayCap(results);
  const deposits = agencyDepositUnits(results, agency);
  const agencyCents =
    agencyBetting(results, cap, agency) + Math.ceil(deposits.direct / 10_000) + Math.ceil(deposits.indirect / 10_000);
  const rebate = Math.min(share(results.stakeCents, PROMOTIONS.bettingRebate.percent), cap - agencyCents);
  const rebateTaken = Math.max(rebate, paid.rebate ?? 0);
  const relief = Math.max(
    0,
    Math.min(share(Math.max(0, netLoss(results)), PROMOTIONS.dailyRescue.percent), cap - agencyCents - rebateTaken),
  );
  const reliefTaken = Math.max(relief, paid.relief ?? 0);
  return {
    cap,
    agency: agencyCents,
    rebate,
    relief,
    left: Math.max(0, cap - agencyCents - rebateTaken - reliefTaken),
  };
}

const REBATE_KIND = rewardKind('rebate');
const RELIEF_KIND = rewardKind('dailyrescue');

/** The rebate and relief paid to the member for each day from `from` on (their ref is member:day). */
export async function paidByDay(db: Db | Tx, memberId: number, from: Date): Promise<Map<string, DayPaid>> {
  const rows = await db
    .select({ kind: ledgerEntries.kind, ref: ledgerEntries.ref, cents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.memberId, memberId),
        inArray(ledgerEntries.kind, [REBATE_KIND, RELIEF_KIND]),
        gte(ledgerEntries.createdAt, from),
      ),
    );
  const byDay = new Map<string, DayPaid>();
  for (const row of rows) {
    const day = row.ref.slice(row.ref.indexOf(':') + 1);
    const paid = byDay.get(day) ?? {};
    if (row.kind === REBATE_KIND) paid.rebate = row.cents;
    else paid.relief = row.cents;
    byDay.set(day, paid);
  }
  return byDay;
}

/** What the agency programme pays on the member's stakes and deposits, in basis points (AgencyTerms). */
export async function agencyTerms(db: Db | Tx, memberId: number): Promise<AgencyTerms> {
  const inviterOf = async (id: number) =>
    (await db.select({ inviterId: members.inviterId }).from(members).where(eq(members.id, id)))[0]?.inviterId ?? null;
  const paysDeposits = async (agentId: number) =>
    SITE_PROFILES[(await memberSite(db, agentId)).profile].agencyDepositShare;
  const inviter = await inviterOf(memberId);
  if (inviter === null) return { bettingBp: 0, depositBp: { direct: 0, indirect: 0 } };
  const second = await inviterOf(inviter);
  return {
    bettingBp: MECHANISM.betting.direct + (second === null ? 0 : MECHANISM.betting.indirect),
    depositBp: {
      direct: (await paysDeposits(inviter)) ? MECHANISM.recharge.direct : 0,
      indirect: second !== null && (await paysDeposits(second)) ? MECHANISM.recharge.indirect : 0,
    },
  };
}

/**
 * The member's deposits from `from` to before `to`, by São Paulo day, in centavos: only those credited
 * once they were linked to their inviter (members.invited_at, else their registration), as the agency
 * counts them.
 */
export async function linkedDeposits(db: Db | Tx, memberId: number, from?: Date, to?: Date) {
  const rows = await db
    .select({ at: ledgerEntries.createdAt, cents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .innerJoin(members, eq(members.id, ledgerEntries.memberId))
    .where(
      and(
        eq(ledgerEntries.memberId, memberId),
        eq(ledgerEntries.kind, 'deposit'),
        from ? gte(ledgerEntries.createdAt, from) : undefined,
        to ? lt(ledgerEntries.createdAt, to) : undefined,
        gte(ledgerEntries.createdAt, sql`coalesce(${members.invitedAt}, ${members.createdAt})`),
      ),
    );
  const byDay = new Map<string, number>();
  for (const row of rows) byDay.set(saoPauloDay(row.at), (byDay.get(saoPauloDay(row.at)) ?? 0) + row.cents);
  return byDay;
}

/**
 * The agency's terms on each of the member's days from `from` to before `to` (none: every day): a
 * function of the São Paulo day, for dayShares.
 */
export async function agencyOnDays(
  db: Db | Tx,
  memberId: number,
  from?: Date,
  to?: Date,
): Promise<(day: string) => DayAgency> {
  const terms = await agencyTerms(db, memberId);
  const deposits =
    terms.depositBp.direct + terms.depositBp.indirect > 0
      ? await linkedDeposits(db, memberId, from, to)
      : new Map<string, number>();
  return (day) => ({ ...terms, depositCents: deposits.get(day) ?? 0 });
}

/** The agency's terms on one of the member's São Paulo days. */
export async function agencyOnDay(db: Db | Tx, memberId: number, day: string): Promise<DayAgency> {
  return (await agencyOnDays(db, memberId, saoPauloDayStart(day), saoPauloDayStart(day, 1)))(day);
}

const RECHARGE_KIND = rewardKind('rechargerebate');
const FTD_KIND = rewardKind('ftd');
const INVITATION_KIND = rewardKind('invitationactivity');

/**
 * The rewards tied to a member's own play: their first-deposit reward, and the invitation reward their
 * inviter took for them (ref = the member). Credited at once, they stay bonus money that cannot leave
 * (lockedBonusCents) until that member's settled play has earned the house enough to pay for all of
 * them; that play is then theirs, so a recharge rebate's room leaves it out.
 */
const tiedTo = (memberId: number) =>
  or(
    and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.kind, FTD_KIND)),
    and(eq(ledgerEntries.kind, INVITATION_KIND), eq(ledgerEntries.ref, String(memberId))),
  );

async function tiedRewards(db: Db | Tx, memberId: number, from?: Date) {
  const [row] = await db
    .select({
      cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`,
      since: sql<Date | string | null>`min(${ledgerEntries.createdAt})`,
    })
    .from(ledgerEntries)
    .where(and(tiedTo(memberId), from ? gte(ledgerEntries.createdAt, from) : undefined));
  const since = row?.since ?? null;
  return { cents: Number(row?.cents ?? 0), since: since === null ? null : new Date(since) };
}

/**
 * What the first-deposit and invitation rewards the member holds still keep from a withdrawal, now, in
 * centavos. Each is tied to one member's play (its own for the first-deposit reward, the invited
 * friend's for an invitation reward) and leaves only once the room the cap on play-linked rewards gives
 * that play since the first of them (playRoom) covers every reward tied to it: a ring of accounts that
 * invite each other and play nothing at risk takes out no more than it put in.
 */
export async function lockedBonusCents(db: Db | Tx, memberId: number, now: Date): Promise<number> {
  const held = await db
    .select({ kind: ledgerEntries.kind, ref: ledgerEntries.ref, cents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.memberId, memberId),
        or(eq(ledgerEntries.kind, FTD_KIND), eq(ledgerEntries.kind, INVITATION_KIND)),
      ),
    );
  const byPlayer = new Map<number, number>();
  for (const reward of held) {
    const player = reward.kind === FTD_KIND ? memberId : Number(reward.ref);
    if (!Number.isSafeInteger(player)) continue;
    byPlayer.set(player, (byPlayer.get(player) ?? 0) + reward.cents);
  }
  let locked = 0;
  for (const [player, cents] of byPlayer) {
    const tied = await tiedRewards(db, player);
    if (tied.since === null || (await playRoom(db, player, tied.since, now)) < tied.cents) locked += cents;
  }
  return locked;
}

/**
 * What the cap leaves for a recharge rebate of a recharge credited at `since`, now: playRoom less the
 * first-deposit and invitation rewards tied to the member's play since the start of that day.
 */
export async function rechargeRoom(db: Db | Tx, memberId: number, since: Date, now: Date): Promise<number> {
  const room = await playRoom(db, memberId, since, now);
  const tied = await tiedRewards(db, memberId, saoPauloDayStart(saoPauloDay(since)));
  return Math.max(0, room - tied.cents);
}

/**
 * What the cap on play-linked rewards leaves of the member's play since `since`, now: the shares left of
 * the finished days from that São Paulo day to yesterday, less the recharge rebates paid to the member
 * since the start of that day (every one that could have drawn on those days, and perhaps a few that drew
 * on earlier ones: never too little is taken off).
 */
export async function playRoom(db: Db | Tx, memberId: number, since: Date, now: Date): Promise<number> {
  const from = saoPauloDayStart(saoPauloDay(since));
  const to = saoPauloDayStart(saoPauloDay(now));
  if (to <= from) return 0;
  const days = new Map<string, Results>();
  for (const bet of await settledBetRows(db, { from, to, memberId })) {
    if (!bet.settledAt) continue;
    const day = saoPauloDay(bet.settledAt);
    const row = days.get(day) ?? { stakeCents: 0, returnCents: 0, theoretical: 0 };
    row.stakeCents += bet.stakeCents;
    row.returnCents += bet.returnCents;
    row.theoretical += bet.theoretical;
    days.set(day, row);
  }
  const agency = await agencyOnDays(db, memberId, from, to);
  const paidOfDay = await paidByDay(db, memberId, from);
  const left = [...days.entries()].reduce(
    (sum, [day, results]) => sum + dayShares(results, agency(day), paidOfDay.get(day)).left,
    0,
  );
  const [paid] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.memberId, memberId),
        eq(ledgerEntries.kind, RECHARGE_KIND),
        gte(ledgerEntries.createdAt, from),
      ),
    );
  return Math.max(0, left - Number(paid?.sum ?? 0));
}
