import { asc, eq } from 'drizzle-orm';
import { ACTIVITY_ENDPOINTS, type Invitee, type RewardCheck, type RewardClaim } from '../../../contract/promotions';
import { members } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { refusal } from '../../http/envelope';
import { rewardKind } from '../../wallet/kinds';
import { formatCents } from '../../wallet/money';
import { checked, defineActivity, notEligible, paidOut, rewardClaimed, ZERO } from '../activity';
import { PROMOTIONS } from '../config';
import { deposits, payReward, rewardEntry, withLockedWallet } from '../ledger';

/*
 * Invitation: each friend whose first deposit after the link (registration with the code, or an accepted
 * agent's request) is 100 or more makes 100 claimable, once per friend (ref = the friend). Only where the
 * site's profile pays rewards computed from deposits (SITE_PROFILES.invitationReward: not `regulated-br`).
 */

const KEY = 'invitationactivity';
const KIND = rewardKind(KEY);

const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

async function invitees(db: Db | Tx, memberId: number): Promise<Invitee[]> {
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
      const paid = await rewardEntry(db, KIND, String(friend.id));
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

async function checkInvitation(db: Db | Tx, memberId: number): Promise<RewardCheck> {
  const list = await invitees(db, memberId);
  const claimable = list.filter((i) => i.status === 'claimable');
  if (claimable.length > 0) {
    const cents = claimable.length * PROMOTIONS.invitation.rewardCents;
    return checked('claimable', formatCents(cents), { invitees: list });
  }
  if (list.length > 0 && list.every((i) => i.status === 'claimed')) {
    return checked('claimed', ZERO, { invitees: list });
  }
  return notEligible('promotion.user_not_eligible', { invitees: list });
}

function claimInvitation(db: Db, memberId: number, inviteeId: number, now: Date): Promise<RewardClaim> {
  return withLockedWallet(db, memberId, now, async (tx) => {
    const friend = (await invitees(tx, memberId)).find((i) => i.invitee_id === inviteeId);
    if (!friend) throw refusal('promotion.user_does_not_exist');
    if (friend.status === 'claimed') throw refusal('promotion.already_claimed');
    if (friend.status !== 'claimable') throw refusal('promotion.user_not_eligible');
    const cents = PROMOTIONS.invitation.rewardCents;
    return paidOut(cents, await payReward(tx, memberId, KIND, String(inviteeId), cents, now));
  });
}

export const invitation = defineActivity({
  key: KEY,
  kind: KIND,
  depositLinked: false,
  // A reward computed from a friend's deposit: a `regulated-br` site neither computes nor pays it.
  profileSwitch: 'invitationReward',
  rules: {
    min_deposit: formatCents(PROMOTIONS.invitation.minDepositCents),
    reward: formatCents(PROMOTIONS.invitation.rewardCents),
  },
  endpoints: ACTIVITY_ENDPOINTS[KEY],
  check: (db, memberId) => checkInvitation(db, memberId),
  /** Claims the reward of one friend (invitee_id): 409 'USER DOES NOT EXIST' for someone not invited by the member. */
  claim: ({ db }, memberId, now, body) => claimInvitation(db, memberId, body.invitee_id, now),
  claimedMessage: rewardClaimed,
});
