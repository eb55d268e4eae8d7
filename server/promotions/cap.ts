import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { MECHANISM } from '../agency/agency';
import { ledgerEntries, members } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { saoPauloDay, saoPauloDayStart } from '../games/time';
import { rewardKind } from '../wallet/kinds';
import { PROMOTIONS } from './config';
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
 *      inviter: ../agency/agency.ts, paid on the turnover) is set aside first, rounded up;
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
  /** Set aside for the agency shares the member's inviters earn on these stakes. */
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

/**
 * How a day's cap is shared: the agency shares of the stakes (`agencyBp`, agencyShareBp) set aside, then
 * the rebate, then the relief, the rest for the recharge rebates. A rebate or relief already paid counts
 * as taken for what was paid if that is more than its share now (a round that ended late can still
 * change a day after one of them was paid), so the shares after it never overlap it.
 */
export function dayShares(results: Results, agencyBp: number, paid: DayPaid = {}): DayShares {
  const cap = dayCap(results);
  const agency = Math.min(Math.ceil((results.stakeCents * agencyBp) / 10_000), cap);
  const rebate = Math.min(share(results.stakeCents, PROMOTIONS.bettingRebate.percent), cap - agency);
  const rebateTaken = Math.max(rebate, paid.rebate ?? 0);
  const relief = Math.max(
    0,
    Math.min(share(Math.max(0, netLoss(results)), PROMOTIONS.dailyRescue.percent), cap - agency - rebateTaken),
  );
  const reliefTaken = Math.max(relief, paid.relief ?? 0);
  return { cap, agency, rebate, relief, left: Math.max(0, cap - agency - rebateTaken - reliefTaken) };
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

/**
 * What the agency programme pays on the member's stakes, in basis points: the direct share when the member
 * has an inviter, plus the indirect share when that inviter has one.
 */
export async function agencyShareBp(db: Db | Tx, memberId: number): Promise<number> {
  const inviterOf = async (id: number) =>
    (await db.select({ inviterId: members.inviterId }).from(members).where(eq(members.id, id)))[0]?.inviterId ?? null;
  const inviter = await inviterOf(memberId);
  if (inviter === null) return 0;
  const second = await inviterOf(inviter);
  return MECHANISM.betting.direct + (second === null ? 0 : MECHANISM.betting.indirect);
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
  const agencyBp = await agencyShareBp(db, memberId);
  const paidOfDay = await paidByDay(db, memberId, from);
  const left = [...days.entries()].reduce(
    (sum, [day, results]) => sum + dayShares(results, agencyBp, paidOfDay.get(day)).left,
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
