import * as v from 'valibot';
import {
  AgencyClaimResult,
  AgencyInfo,
  AgencyRewards,
  AgencyText,
  InviteRecordBody,
  InviteRecordPage,
  MechanismTable,
  SettlementRules,
  SubordinateBody,
  SubordinateRequestList,
  SubordinateRespondBody,
  SubordinateResponse,
  SubordinateResult,
} from '../../contract/agency';
import { LangField } from '../../contract/common';
import { RewardCheck } from '../../contract/promotions';
import { defineRoute } from '../http/registry';
import { idempotent } from '../payments/idempotency';
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

const Lang = v.object({ lang: LangField });

export const agencyRoutes = [
  defineRoute({
    method: 'get',
    path: '/agency/info',
    summary: 'The agent’s ID, inviter ID, invitation code and link, invitees and the rewards settled so far',
    tag: 'agency',
    auth: 'member',
    query: Lang,
    response: AgencyInfo,
    handler: async ({ deps, member }) => ({ data: await agencyInfo(deps.db, member.member.id) }),
  }),
  defineRoute({
    method: 'post',
    path: '/agency/inviterecord',
    summary: 'The member’s invitees, newest first: UID, registration time, whether they deposited',
    tag: 'agency',
    auth: 'member',
    body: InviteRecordBody,
    response: InviteRecordPage,
    handler: async ({ deps, member, body }) => ({ data: await inviteRecord(deps.db, member.member.id, body.page, body.per_page) }),
  }),
  defineRoute({
    method: 'post',
    path: '/agency/reward',
    summary: 'The agent’s settled days (direct and indirect), claimable or paid, and the totals',
    tag: 'agency',
    auth: 'member',
    body: Lang,
    response: AgencyRewards,
    handler: async ({ deps, member }) => ({ data: await agencyRewardList(deps.db, member.member.id) }),
  }),
  defineRoute({
    method: 'post',
    path: '/agency/check',
    summary: 'The agency reward as a reward activity: claimable (settled, not paid), claimed, or nothing to claim',
    tag: 'agency',
    auth: 'member',
    body: Lang,
    response: RewardCheck,
    handler: async ({ deps, member }) => {
      const rewards = await agencyRewardList(deps.db, member.member.id);
      const claimable = Number(rewards.claimable) > 0;
      return {
        data: claimable
          ? { status: 'claimable' as const, reward: rewards.claimable, reason: null }
          : Number(rewards.paid) > 0
            ? { status: 'claimed' as const, reward: rewards.paid, reason: null }
            : { status: 'not_eligible' as const, reward: '0.00', reason: AgencyText.nothingToClaim },
      };
    },
  }),
  ...['/agency/claim', '/agency/reward/claim'].map((path) =>
    defineRoute({
      method: 'post',
      path,
      summary: 'Pay every claimable settled day through the ledger, once. Accepts an Idempotency-Key header',
      tag: 'agency',
      auth: 'member',
      body: Lang,
      response: AgencyClaimResult,
      errors: { 422: `'${AgencyText.nothingToClaim}'` },
      handler: ({ c, deps, now, member }) =>
        idempotent(c, deps.db, member.member.id, now, async (tx) => ({
          data: await claimAgencyRewards(tx, member.member.id, now),
          message: AgencyText.claimed,
        })),
    }),
  ),
  ...(
    [
      ['recharge', 'The share of the subordinates’ deposits, direct and indirect', MechanismTable, mechanismRecharge],
      ['betting', 'The share of the subordinates’ bets, direct and indirect', MechanismTable, mechanismBetting],
      ['settlement', 'How the rewards are settled', SettlementRules, mechanismSettlement],
    ] as const
  ).map(([name, summary, response, data]) =>
    defineRoute({
      method: 'get',
      path: `/agency/mechanism/${name}`,
      summary: `Agency mechanism: ${summary}`,
      tag: 'agency',
      auth: 'public',
      query: Lang,
      response: response as v.GenericSchema,
      handler: () => ({ data: data() }),
    }),
  ),
  defineRoute({
    method: 'post',
    path: '/agency/subordinate/register',
    summary:
      'Ask a member to become the agent’s subordinate, by their registered phone, the agent’s invitation code and their UID: the member is notified and joins only if they accept (logged in as themselves)',
    tag: 'agency',
    auth: 'member',
    body: SubordinateBody,
    response: SubordinateResult,
    errors: {
      422: `'${AgencyText.enterPhone}', '${AgencyText.enterCode}', '${AgencyText.enterUid}', '${AgencyText.failed}' (the same for every mismatch)`,
      429: 'Too many failed registrations this hour',
    },
    handler: async ({ deps, now, member, body }) => ({
      data: await registerSubordinate(deps.db, member.member.id, body, now),
      message: AgencyText.requested,
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/agency/subordinate/requests',
    summary: 'The open requests of agents asking the member to join their team',
    tag: 'agency',
    auth: 'member',
    query: Lang,
    response: SubordinateRequestList,
    handler: async ({ deps, member }) => ({ data: await subordinateRequestList(deps.db, member.member.id) }),
  }),
  defineRoute({
    method: 'post',
    path: '/agency/subordinate/respond',
    summary: 'Accept or decline an agent’s request: accepting makes the agent the member’s inviter from now on',
    tag: 'agency',
    auth: 'member',
    body: SubordinateRespondBody,
    response: SubordinateResponse,
    errors: { 404: `'${AgencyText.requestGone}'`, 409: `'${AgencyText.requestGone}' (the member has an inviter by now)` },
    handler: async ({ deps, now, member, body }) => {
      const data = await respondToSubordinateRequest(deps.db, member.member.id, body, now);
      return { data, message: data.status === 'accepted' ? AgencyText.registered : AgencyText.declined };
    },
  }),
];
