import { and, asc, eq, gte } from 'drizzle-orm';
import {
  ACTIVITY_ENDPOINTS,
  type RebateDetail,
  type RewardCheck,
  type RewardClaim,
} from '../../../contract/promotions';
import { turnoverEntries } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { rewardKind } from '../../wallet/kinds';
import { formatCents, parseMoney } from '../../wallet/money';
import { checked, defineActivity, notEligible, paidOut, refused, rewardClaimed, ZERO } from '../activity';
import { rechargeRoom } from '../cap';
import { PROMOTIONS } from '../config';
import { deposits, payReward, rewardEntry, withLockedWallet } from '../ledger';

/*
 * Recharge rebate: each recharge of 100 or more pays 20% of itself once 5× it has been played after it
 * (ref = the recharge's order number), at most what the cap on play-linked rewards leaves of the days
 * since the recharge's day (../cap.ts: their theoretical loss's share, less their rebate, their relief
 * and the recharge rebates paid since); until that room is above zero (the play is settled and its day
 * over) it waits.
 */

const KEY = 'rechargerebate';
const KIND = rewardKind(KEY);

/**
 * Each qualifying recharge with its turnover and reward; a reward not yet paid is 20% of the recharge at
 * most the room the cap leaves it now (rechargeRoom), the recharges reached earlier taking theirs first.
 */
async function rebateDetails(db: Db | Tx, memberId: number, now: Date): Promise<RebateDetail[]> {
  const { minRechargeCents, percent, turnoverMultiple } = PROMOTIONS.rechargeRebate;
  const qualifying = (await deposits(db, memberId)).filter((d) => d.cents >= minRechargeCents);
  const first = qualifying[0];
  if (!first) return [];
  const plays = await db
    .select({ cents: turnoverEntries.amountCents, at: turnoverEntries.createdAt })
    .from(turnoverEntries)
    .where(and(eq(turnoverEntries.memberId, memberId), gte(turnoverEntries.createdAt, first.at)))
    .orderBy(asc(turnoverEntries.createdAt), asc(turnoverEntries.id));
  const details: RebateDetail[] = [];
  // What the recharges reached and unpaid take of the room before the next one (they share the same days).
  let taken = 0;
  for (const recharge of qualifying) {
    const required = recharge.cents * turnoverMultiple;
    let played = 0;
    let reachedAt: Date | null = null;
    for (const play of plays) {
      if (play.at < recharge.at) continue;
      played += play.cents;
      if (reachedAt === null && played >= required) reachedAt = play.at;
    }
    const paid = await rewardEntry(db, KIND, recharge.ref);
    let reward = paid ? paid.amountCents : Math.floor((recharge.cents * percent) / 100);
    if (!paid && reachedAt !== null) {
      reward = Math.max(0, Math.min(reward, (await rechargeRoom(db, memberId, recharge.at, now)) - taken));
      taken += reward;
    }
    details.push({
      id: recharge.id,
      order_no: recharge.ref,
      recharge_amount: formatCents(recharge.cents),
      required_amount: formatCents(required),
      played_amount: formatCents(Math.min(played, required)),
      reward_amount: formatCents(reward),
      is_claimed: paid ? 1 : 0,
      claimed_at: paid ? paid.createdAt.toISOString() : null,
      event_ended_at: reachedAt ? reachedAt.toISOString() : null,
    } satisfies RebateDetail);
  }
  return details;
}

const rebateClaimable = (d: RebateDetail) =>
  d.is_claimed === 0 && d.event_ended_at !== null && parseMoney(d.reward_amount) > 0;

async function checkRechargeRebate(db: Db | Tx, memberId: number, now: Date): Promise<RewardCheck> {
  const details = await rebateDetails(db, memberId, now);
  if (details.length === 0) return notEligible('promotion.no_eligible_top_ups', { details });
  const claimable = details.filter(rebateClaimable);
  if (claimable.length > 0) {
    const cents = claimable.reduce((sum, d) => sum + parseMoney(d.reward_amount), 0);
    return checked('claimable', formatCents(cents), { details });
  }
  if (details.every((d) => d.is_claimed === 1)) return checked('claimed', ZERO, { details });
  // Reached, but the cap leaves nothing for it yet (its play not settled, or its day not over).
  if (details.some((d) => d.is_claimed === 0 && d.event_ended_at !== null)) {
    return notEligible('promotion.rebate_awaits_settled_play', { details });
  }
  return notEligible('promotion.no_qualifying_recharge', { details });
}

/** Pays every rebate that is claimable now, each its own ledger entry (ref = the recharge's order). */
function claimRechargeRebate(db: Db, memberId: number, now: Date): Promise<RewardClaim> {
  return withLockedWallet(db, memberId, now, async (tx) => {
    const check = await checkRechargeRebate(tx, memberId, now);
    if (check.status !== 'claimable') throw refused(check);
    let total = 0;
    let balance = 0;
    for (const detail of (check.details ?? []).filter(rebateClaimable)) {
      const cents = parseMoney(detail.reward_amount);
      balance = await payReward(tx, memberId, KIND, detail.order_no, cents, now);
      total += cents;
    }
    return paidOut(total, balance);
  });
}

export const rechargeRebate = defineActivity({
  key: KEY,
  kind: KIND,
  depositLinked: true,
  rules: {
    min_recharge: formatCents(PROMOTIONS.rechargeRebate.minRechargeCents),
    percent: PROMOTIONS.rechargeRebate.percent,
    turnover_multiple: PROMOTIONS.rechargeRebate.turnoverMultiple,
    cap_percent: PROMOTIONS.playRewardCap.percent,
  },
  endpoints: ACTIVITY_ENDPOINTS[KEY],
  check: (db, memberId, now) => checkRechargeRebate(db, memberId, now),
  claim: ({ db }, memberId, now) => claimRechargeRebate(db, memberId, now),
  claimedMessage: rewardClaimed,
});
