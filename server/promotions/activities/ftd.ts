import { ACTIVITY_ENDPOINTS, type RewardCheck, type RewardClaim } from '../../../contract/promotions';
import type { Db, Tx } from '../../db/types';
import { rewardKind } from '../../wallet/kinds';
import { formatCents } from '../../wallet/money';
import { checked, defineActivity, notEligible, paidOut, refused, rewardClaimed } from '../activity';
import { PROMOTIONS } from '../config';
import { deposits, payReward, rewardEntry, withLockedWallet } from '../ledger';

/* First deposit: a first deposit of 100 or more makes 10 claimable, once per member (ref = member). */

const KEY = 'ftd';
const KIND = rewardKind(KEY);

async function checkFtd(db: Db | Tx, memberId: number): Promise<RewardCheck> {
  const [first] = await deposits(db, memberId);
  if (!first) return notEligible('promotion.no_eligible_top_ups');
  if (first.cents < PROMOTIONS.ftd.minDepositCents) return notEligible('promotion.not_eligible');
  const paid = await rewardEntry(db, KIND, String(memberId));
  const reward = formatCents(PROMOTIONS.ftd.rewardCents);
  return checked(paid ? 'claimed' : 'claimable', reward);
}

function claimFtd(db: Db, memberId: number, now: Date): Promise<RewardClaim> {
  return withLockedWallet(db, memberId, now, async (tx) => {
    const check = await checkFtd(tx, memberId);
    if (check.status !== 'claimable') throw refused(check);
    const cents = PROMOTIONS.ftd.rewardCents;
    return paidOut(cents, await payReward(tx, memberId, KIND, String(memberId), cents, now));
  });
}

export const ftd = defineActivity({
  key: KEY,
  kind: KIND,
  depositLinked: true,
  rules: { min_deposit: formatCents(PROMOTIONS.ftd.minDepositCents), reward: formatCents(PROMOTIONS.ftd.rewardCents) },
  endpoints: ACTIVITY_ENDPOINTS[KEY],
  check: (db, memberId) => checkFtd(db, memberId),
  claim: ({ db }, memberId, now) => claimFtd(db, memberId, now),
  claimedMessage: rewardClaimed,
});
