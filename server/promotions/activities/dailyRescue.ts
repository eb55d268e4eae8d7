import { ACTIVITY_ENDPOINTS, type RewardCheck, type RewardClaim } from '../../../contract/promotions';
import type { Db, Tx } from '../../db/types';
import { previousDay, saoPauloDay } from '../../../lib/time';
import { rewardKind } from '../../wallet/kinds';
import { formatCents, parseMoney } from '../../wallet/money';
import { checked, defineActivity, notEligible, paidOut, refused, rewardClaimed } from '../activity';
import { PROMOTIONS } from '../config';
import { agencyOnDay, dayShares } from '../cap';
import { payReward, rewardEntry, withLockedWallet } from '../ledger';
import { dayWindow, memberResults, netLoss } from '../results';

/*
 * Daily-loss relief: 8% of the previous São Paulo day's net game loss, claimable the next day, once
 * (ref = member:day); at most what the day's cap on play-linked rewards leaves after its betting rebate
 * (../cap.ts), so a day won, or a loss on play with no house edge, pays nothing.
 */

const KEY = 'dailyrescue';
const KIND = rewardKind(KEY);

async function checkDailyRescue(db: Db | Tx, memberId: number, now: Date): Promise<RewardCheck> {
  const day = previousDay(saoPauloDay(now));
  const results = await memberResults(db, memberId, dayWindow(day));
  const lossCents = Math.max(0, netLoss(results));
  // The day's rebate, when already paid, counts for what it paid (../cap.ts).
  const rebate = await rewardEntry(db, rewardKind('rebate'), `${memberId}:${day}`);
  const cents = dayShares(results, await agencyOnDay(db, memberId, day), { rebate: rebate?.amountCents ?? 0 }).relief;
  const loss = formatCents(lossCents);
  if (cents <= 0) return notEligible('promotion.not_eligible_to_receive', { day, loss });
  const paid = await rewardEntry(db, KIND, `${memberId}:${day}`);
  return checked(paid ? 'claimed' : 'claimable', formatCents(cents), { day, loss });
}

function claimDailyRescue(db: Db, memberId: number, now: Date): Promise<RewardClaim> {
  return withLockedWallet(db, memberId, now, async (tx) => {
    const check = await checkDailyRescue(tx, memberId, now);
    if (check.status !== 'claimable') throw refused(check);
    const cents = parseMoney(check.reward);
    const ref = `${memberId}:${check.day}`;
    return paidOut(cents, await payReward(tx, memberId, KIND, ref, cents, now));
  });
}

export const dailyRescue = defineActivity({
  key: KEY,
  kind: KIND,
  depositLinked: false,
  rules: { percent: PROMOTIONS.dailyRescue.percent, cap_percent: PROMOTIONS.playRewardCap.percent },
  endpoints: ACTIVITY_ENDPOINTS[KEY],
  check: checkDailyRescue,
  claim: ({ db }, memberId, now) => claimDailyRescue(db, memberId, now),
  claimedMessage: rewardClaimed,
});
