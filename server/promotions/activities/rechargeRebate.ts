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
import { PROMOTIONS } from '../config';
import { deposits, payReward, rewardEntry, withLockedWallet } from '../ledger';

/*
 * Recharge rebate: each recharge of 100 or more pays 20% of itself once 5× it has been played after it
 * (ref = the recharge's order number).
 */

const KEY = 'rechargerebate';
const KIND = rewardKind(KEY);

async function rebateDetails(db: Db | Tx, memberId: number): Promise<RebateDetail[]> {
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
      const paid = await rewardEntry(db, KIND, recharge.ref);
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

async function checkRechargeRebate(db: Db | Tx, memberId: number): Promise<RewardCheck> {
  const details = await rebateDetails(db, memberId);
  if (details.length === 0) return notEligible('promotion.no_eligible_top_ups', { details });
  const claimable = details.filter(rebateClaimable);
  if (claimable.length > 0) {
    const cents = claimable.reduce((sum, d) => sum + parseMoney(d.reward_amount), 0);
    return checked('claimable', formatCents(cents), { details });
  }
  if (details.every((d) => d.is_claimed === 1)) return checked('claimed', ZERO, { details });
  return notEligible('promotion.no_qualifying_recharge', { details });
}

/** Pays every rebate that is claimable now, each its own ledger entry (ref = the recharge's order). */
function claimRechargeRebate(db: Db, memberId: number, now: Date): Promise<RewardClaim> {
  return withLockedWallet(db, memberId, now, async (tx) => {
    const check = await checkRechargeRebate(tx, memberId);
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
  },
  endpoints: ACTIVITY_ENDPOINTS[KEY],
  check: (db, memberId) => checkRechargeRebate(db, memberId),
  claim: ({ db }, memberId, now) => claimRechargeRebate(db, memberId, now),
  claimedMessage: rewardClaimed,
});
