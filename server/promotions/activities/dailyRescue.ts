import { ACTIVITY_ENDPOINTS, type RewardCheck, type RewardClaim } from '../../../contract/promotions';
import type { Db, Tx } from '../../db/types';
import { previousDay, saoPauloDay } from '../../games/time';
import { rewardKind } from '../../wallet/kinds';
import { formatCents, parseMoney } from '../../wallet/money';
import { checked, defineActivity, notEligible, paidOut, refused, rewardClaimed } from '../activity';
import { PROMOTIONS } from '../config';
import { netLossCents, payReward, rewardEntry, withLockedWallet } from '../ledger';

/*
 * Daily-loss relief: 8% of the previous São Paulo day's net game loss, claimable the next day, once
 * (ref = member:day).
 */

const KEY = 'dailyrescue';
const KIND = rewardKind(KEY);

async function checkDailyRescue(db: Db | Tx, memberId: number, now: Date): Promise<RewardCheck> {
  const day = previousDay(saoPauloDay(now));
  const lossCents = Math.max(0, await netLossCents(db, memberId, day));
  const cents = Math.floor((lossCents * PROMOTIONS.dailyRescue.percent) / 100);
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
  rules: { percent: PROMOTIONS.dailyRescue.percent },
  endpoints: ACTIVITY_ENDPOINTS[KEY],
  check: checkDailyRescue,
  claim: ({ db }, memberId, now) => claimDailyRescue(db, memberId, now),
  claimedMessage: rewardClaimed,
});
