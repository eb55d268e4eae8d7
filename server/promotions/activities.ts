import { and, asc, eq, gte } from 'drizzle-orm';
import type { Invitee, RebateDetail, RewardCheck, RewardClaim } from '../../contract/promotions';
import { PromoText } from '../../contract/promoText';
import { members, turnoverEntries } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { previousDay, saoPauloDay } from '../games/time';
import { ApiError } from '../http/envelope';
import { rewardKind } from '../wallet/kinds';
import { formatCents, parseMoney } from '../wallet/money';
import { PROMOTIONS } from './config';
import { activityOn, deposits, netLossCents, payReward, rewardEntry, withLockedWallet } from './ledger';

/**
 * The four reward activities: first deposit, invitation, daily-loss relief, recharge rebate. Each has
 * a check (what a claim would pay now, and why not) and a claim that re-checks inside one transaction
 * with the wallet locked and pays through the ledger once.
 */

type Db_ = Db | Tx;
const ZERO = '0.00';
const notEligible = (reason: string, extra: Partial<RewardCheck> = {}): RewardCheck => ({
  status: 'not_eligible',
  reward: ZERO,
  reason,
  ...extra,
});
const refused = (check: RewardCheck) =>
  check.status === 'claimed'
    ? new ApiError(409, PromoText.alreadyClaimed)
    : new ApiError(422, check.reason ?? PromoText.notEligible);

const paidOut = (cents: number, balance: number): RewardClaim => ({
  reward: formatCents(cents),
  balance: formatCents(balance),
});

/* First deposit: a first deposit of 100 or more makes 10 claimable, once per member. */

export async function checkFtd(db: Db_, memberId: number): Promise<RewardCheck> {
  if (!(await activityOn(db, memberId, 'ftd'))) return notEligible(PromoText.notEligible);
  const [first] = await deposits(db, memberId);
  if (!first) return notEligible(PromoText.noEligibleTopUps);
  if (first.cents < PROMOTIONS.ftd.minDepositCents) return notEligible(PromoText.notEligible);
  const paid = await rewardEntry(db, rewardKind('ftd'), String(memberId));
  const reward = formatCents(PROMOTIONS.ftd.rewardCents);
  return paid ? { status: 'claimed', reward, reason: null } : { status: 'claimable', reward, reason: null };
}

export function claimFtd(db: Db, memberId: number, now: Date): Promise<RewardClaim> {
  return withLockedWallet(db, memberId, async (tx) => {
    const check = await checkFtd(tx, memberId);
    if (check.status !== 'claimable') throw refused(check);
    const cents = PROMOTIONS.ftd.rewardCents;
    return paidOut(cents, await payReward(tx, memberId, rewardKind('ftd'), String(memberId), cents, now));
  });
}

/*
 * Invitation: each friend whose first deposit after the link (registration with the code, or an accepted
 * agent's request) is 100 or more makes 100 claimable, once per friend.
 */

const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

async function invitees(db: Db_, memberId: number): Promise<Invitee[]> {
  const friends = await db
    .select({ id: members.id, phone: members.phone, createdAt: members.createdAt, invitedAt: members.invitedAt })
    .from(members)
    .where(eq(members.inviterId, memberId))
    .orderBy(asc(members.createdAt), asc(members.id));
  const reward = formatCents(PROMOTIONS.invitation.rewardCents);
  return Promise.all(
    friends.map(async (friend) => {
      const [first] = await deposits(db, friend.id, friend.invitedAt ?? friend.createdAt);
      const qualified = first !== undefined && first.cents >= PROMOTIONS.invitation.minDepositCents;
      const paid = await rewardEntry(db, rewardKind('invitationactivity'), String(friend.id));
      return {
        invitee_id: friend.id,
        phone: maskPhone(friend.phone),
        registered_at: friend.createdAt.toISOString(),
        qualified,
        status: paid ? 'claimed' : qualified ? 'claimable' : 'not_eligible',
        reward,
      } satisfies Invitee;
    }),
  );
}

export async function checkInvitation(db: Db_, memberId: number): Promise<RewardCheck> {
  if (!(await activityOn(db, memberId, 'invitationactivity'))) return notEligible(PromoText.notEligible, { invitees: [] });
  const list = await invitees(db, memberId);
  const claimable = list.filter((i) => i.status === 'claimable');
  if (claimable.length > 0) {
    const cents = claimable.length * PROMOTIONS.invitation.rewardCents;
    return { status: 'claimable', reward: formatCents(cents), reason: null, invitees: list };
  }
  if (list.length > 0 && list.every((i) => i.status === 'claimed')) {
    return { status: 'claimed', reward: ZERO, reason: null, invitees: list };
  }
  return notEligible(PromoText.userNotEligible, { invitees: list });
}

export function claimInvitation(db: Db, memberId: number, inviteeId: number, now: Date): Promise<RewardClaim> {
  return withLockedWallet(db, memberId, async (tx) => {
    if (!(await activityOn(tx, memberId, 'invitationactivity'))) throw new ApiError(422, PromoText.notEligible);
    const friend = (await invitees(tx, memberId)).find((i) => i.invitee_id === inviteeId);
    if (!friend) throw new ApiError(409, PromoText.userDoesNotExist);
    if (friend.status === 'claimed') throw new ApiError(409, PromoText.alreadyClaimed);
    if (friend.status !== 'claimable') throw new ApiError(422, PromoText.userNotEligible);
    const cents = PROMOTIONS.invitation.rewardCents;
    const kind = rewardKind('invitationactivity');
    return paidOut(cents, await payReward(tx, memberId, kind, String(inviteeId), cents, now));
  });
}

/* Daily-loss relief: 8% of the previous São Paulo day's net game loss, claimable the next day, once. */

export async function checkDailyRescue(db: Db_, memberId: number, now: Date): Promise<RewardCheck> {
  const day = previousDay(saoPauloDay(now));
  if (!(await activityOn(db, memberId, 'dailyrescue'))) return notEligible(PromoText.notEligible, { day, loss: ZERO });
  const lossCents = Math.max(0, await netLossCents(db, memberId, day));
  const cents = Math.floor((lossCents * PROMOTIONS.dailyRescue.percent) / 100);
  const loss = formatCents(lossCents);
  if (cents <= 0) return notEligible(PromoText.notEligibleToReceive, { day, loss });
  const paid = await rewardEntry(db, rewardKind('dailyrescue'), `${memberId}:${day}`);
  return { status: paid ? 'claimed' : 'claimable', reward: formatCents(cents), reason: null, day, loss };
}

export function claimDailyRescue(db: Db, memberId: number, now: Date): Promise<RewardClaim> {
  return withLockedWallet(db, memberId, async (tx) => {
    const check = await checkDailyRescue(tx, memberId, now);
    if (check.status !== 'claimable') throw refused(check);
    const cents = parseMoney(check.reward);
    const ref = `${memberId}:${check.day}`;
    return paidOut(cents, await payReward(tx, memberId, rewardKind('dailyrescue'), ref, cents, now));
  });
}

/* Recharge rebate: each recharge of 100 or more pays 20% of itself once 5× it has been played after it. */

async function rebateDetails(db: Db_, memberId: number): Promise<RebateDetail[]> {
  const { minRechargeCents, percent, turnoverMultiple } = PROMOTIONS.rechargeRebate;
  const qualifying = (await deposits(db, memberId)).filter((d) => d.cents >= minRechargeCents);
  const first = qualifying[0];
  if (!first) return [];
  const plays = await db
    .select({ cents: turnoverEntries.amountCents, at: turnoverEntries.createdAt })
    .from(turnoverEntries)
    .where(and(eq(turnoverEntries.memberId, memberId), gte(turnoverEntries.createdAt, first.at)))
    .orderBy(asc(turnoverEntries.createdAt), asc(turnoverEntries.id));
  return Promise.all(
    qualifying.map(async (recharge) => {
      const required = recharge.cents * turnoverMultiple;
      let played = 0;
      let reachedAt: Date | null = null;
      for (const play of plays) {
        if (play.at < recharge.at) continue;
        played += play.cents;
        if (reachedAt === null && played >= required) reachedAt = play.at;
      }
      const paid = await rewardEntry(db, rewardKind('rechargerebate'), recharge.ref);
      return {
        id: recharge.id,
        order_no: recharge.ref,
        recharge_amount: formatCents(recharge.cents),
        required_amount: formatCents(required),
        played_amount: formatCents(Math.min(played, required)),
        reward_amount: formatCents(Math.floor((recharge.cents * percent) / 100)),
        is_claimed: paid ? 1 : 0,
        claimed_at: paid ? paid.createdAt.toISOString() : null,
        event_ended_at: reachedAt ? reachedAt.toISOString() : null,
      } satisfies RebateDetail;
    }),
  );
}

const rebateClaimable = (d: RebateDetail) => d.is_claimed === 0 && d.event_ended_at !== null;

export async function checkRechargeRebate(db: Db_, memberId: number): Promise<RewardCheck> {
  if (!(await activityOn(db, memberId, 'rechargerebate'))) return notEligible(PromoText.notEligible, { details: [] });
  const details = await rebateDetails(db, memberId);
  if (details.length === 0) return notEligible(PromoText.noEligibleTopUps, { details });
  const claimable = details.filter(rebateClaimable);
  if (claimable.length > 0) {
    const cents = claimable.reduce((sum, d) => sum + parseMoney(d.reward_amount), 0);
    return { status: 'claimable', reward: formatCents(cents), reason: null, details };
  }
  if (details.every((d) => d.is_claimed === 1)) return { status: 'claimed', reward: ZERO, reason: null, details };
  return notEligible(PromoText.noQualifyingRecharge, { details });
}

/** Pays every rebate that is claimable now, each its own ledger entry (ref = the recharge's order). */
export function claimRechargeRebate(db: Db, memberId: number, now: Date): Promise<RewardClaim> {
  return withLockedWallet(db, memberId, async (tx) => {
    const check = await checkRechargeRebate(tx, memberId);
    if (check.status !== 'claimable') throw refused(check);
    let total = 0;
    let balance = 0;
    for (const detail of (check.details ?? []).filter(rebateClaimable)) {
      const cents = parseMoney(detail.reward_amount);
      balance = await payReward(tx, memberId, rewardKind('rechargerebate'), detail.order_no, cents, now);
      total += cents;
    }
    return paidOut(total, balance);
  });
}
