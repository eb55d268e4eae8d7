import { AgencyEndpoints } from '../../contract/agency';
import { AgencyText } from '../../contract/texts';
import { implement } from '../http/registry';
import { requestHost } from '../http/env';
import { siteByHost } from '../site/resolve';
import { idempotent } from '../payments/idempotency';
import { requireNotRestricted } from '../responsible/guard';
import {
  agencyInfo,
  agencyRewardList,
  claimAgencyRewards,
  inviteRecord,
  mechanismBetting,
  mechanismRecharge,
  mechanismSettlement,
  registerSubordinate,
  respondToSubordinateRequest,
  subordinateRequestList,
} from './agency';
import { errorText } from '../../contract/errors';

/** The agency's endpoints (contract/agency.ts), implemented. */
export const agencyRoutes = [
  implement(AgencyEndpoints.info, async ({ deps, member }) => ({ data: await agencyInfo(deps.db, member.member.id) })),
  implement(AgencyEndpoints.inviteRecord, async ({ deps, member, body }) => ({
    data: await inviteRecord(deps.db, member.member.id, body.page, body.per_page),
  })),
  implement(AgencyEndpoints.rewards, async ({ deps, member }) => ({
    data: await agencyRewardList(deps.db, member.member.id),
  })),
  implement(AgencyEndpoints.check, async ({ deps, now, member }) => {
    // No reward for a paused or self-excluded member, as the activities' checks (../promotions/routes.ts).
    await requireNotRestricted(deps.db, member.member.id, now);
    const rewards = await agencyRewardList(deps.db, member.member.id);
    const claimable = Number(rewards.claimable) > 0;
    return {
      data: claimable
        ? { status: 'claimable' as const, reward: rewards.claimable, reason: null, reason_code: null }
        : Number(rewards.paid) > 0
          ? { status: 'claimed' as const, reward: rewards.paid, reason: null, reason_code: null }
          : {
              status: 'not_eligible' as const,
              reward: '0.00',
              reason: errorText('agency.nothing_to_claim'),
              reason_code: 'agency.nothing_to_claim',
            },
    };
  }),
  ...[AgencyEndpoints.claim, AgencyEndpoints.rewardClaim].map((declaration) =>
    implement(declaration, ({ c, deps, now, member }) =>
      idempotent(c, deps.db, member.member.id, now, async (tx) => ({
        data: await claimAgencyRewards(tx, member.member.id, now),
        message: AgencyText.claimed,
      })),
    ),
  ),
  // The site's (by the request's host): none on a site whose profile pays no share of deposits.
  implement(AgencyEndpoints.mechanismRecharge, async ({ c, deps }) => ({
    data: mechanismRecharge((await siteByHost(deps.db, requestHost(c))).profile),
  })),
  implement(AgencyEndpoints.mechanismBetting, () => ({ data: mechanismBetting() })),
  implement(AgencyEndpoints.mechanismSettlement, () => ({ data: mechanismSettlement() })),
  implement(AgencyEndpoints.registerSubordinate, async ({ deps, now, member, body }) => ({
    data: await registerSubordinate(deps.db, member.member.id, body, now),
    message: AgencyText.requested,
  })),
  implement(AgencyEndpoints.subordinateRequests, async ({ deps, member }) => ({
    data: await subordinateRequestList(deps.db, member.member.id),
  })),
  implement(AgencyEndpoints.respondToRequest, async ({ deps, now, member, body }) => {
    const data = await respondToSubordinateRequest(deps.db, member.member.id, body, now);
    return { data, message: data.status === 'accepted' ? AgencyText.registered : AgencyText.declined };
  }),
];
