import { eq, sql } from 'drizzle-orm';
import { ACTIVITY_NAMES, PromotionsEndpoints } from '../../contract/promotions';
import { memberExclusions, members, sites } from '../db/schema';
import { reusable } from '../db/reusable';
import type { Db } from '../db/types';
import type { AppContext } from '../http/env';
import { refusal } from '../http/envelope';
import { requestHost } from '../http/env';
import { implement } from '../http/registry';
import { idempotent, keyRecordedAt, requestKey } from '../payments/idempotency';
import { exclusionInForce, requireNotRestricted } from '../responsible/guard';
import { siteByCodeOrHost } from '../site/resolve';
import { ACTIVITIES } from './activities';
import { notEligible, type PromotionActivity, type Settled } from './activity';
import { claimLockingTheWallet, rewardableSite } from './ledger';
import { memberSite, notOffered } from './offer';
import { coverHistory, rebateDays, rebateGames, rewardHistory, vipHistory, vipInfo } from './standing';

/**
 * An activity's check and claim (the claim accepts an Idempotency-Key). Neither runs when the member's
 * site does not offer it (./offer.ts): the check answers not eligible with the reason, the claim 403.
 */
function activityRoutes(activity: PromotionActivity) {
  return [
    implement(activity.endpoints.check, async ({ deps, now, member }) => {
      await requireNotRestricted(deps.db, member.member.id, now);
      const off = notOffered(await memberSite(deps.db, member.member.id), activity);
      return { data: off ? notEligible(off) : await activity.check(deps.db, member.member.id, now) };
    }),
    implement(activity.endpoints.claim, async ({ c, deps, now, member, body }) => {
      const settled = await settledRefusal(c, deps.db, activity, member.member.id, now);
      if (settled) throw refusal(settled);
      return idempotent(
        c,
        deps.db,
        member.member.id,
        now,
        async (tx, keyed) => {
          // No promotion for a paused or self-excluded member (Portaria SPA/MF 1.231/2024): read with the
          // wallet locked (with the key's claim, when there is a key), so a pause committed before the payment
          // is seen (./ledger.ts, rewardableSite).
          const site = await rewardableSite(tx, member.member.id, now, { walletLocked: keyed.read === true });
          const off = notOffered(site, activity);
          if (off) throw refusal(off);
          const result = await activity.claim({ db: tx, random: deps.random }, member.member.id, now, body);
          return { data: result, message: activity.claimedMessage(result) };
        },
        claimLockingTheWallet,
      );
    }),
  ];
}

/**
 * The refusal of a claim that a committed fact settles (PromotionActivity.settled), read in one statement
 * without a transaction: only when the member is neither paused nor self-excluded, the site offers the
 * activity (else the transaction's refusal, which comes first, is the answer) and the Idempotency-Key has
 * no stored answer (which is then the answer). Otherwise null, and the claim runs as usual.
 */
async function settledRefusal(c: AppContext, db: Db, activity: PromotionActivity, memberId: number, now: Date) {
  const { settled } = activity;
  const read = settledReads.get(activity.key);
  if (!settled || !read) return null;
  const [row] = await read(db, {
    memberId,
    now,
    idempotencyPath: c.req.path,
    idempotencyKey: requestKey(c) ?? null,
    ...settled.values(now),
  });
  if (!row || row.restricted || row.keyed || notOffered(row, activity) || !row.settled) return null;
  return settled.refusal;
}

/** settledRefusal's statement for each activity with a settled fact (built once: ../db/reusable.ts). */
const settledRead = (settled: Settled) =>
  reusable((db) =>
    db
      .select({
        profile: sites.profile,
        disabledActivities: sites.disabledActivities,
        restricted: sql<boolean>`exists (select 1 from ${memberExclusions} where ${exclusionInForce(members.id, sql.placeholder('now'))})`,
        keyed: keyRecordedAt(members.id),
        settled: settled.when(members.id),
      })
      .from(members)
      .innerJoin(sites, eq(sites.id, members.siteId))
      .where(eq(members.id, sql.placeholder('memberId'))),
  );
const settledReads = new Map(
  ACTIVITIES.flatMap(({ key, settled }) => (settled ? [[key, settledRead(settled)] as const] : [])),
);

/** The promotions' endpoints (contract/promotions.ts), implemented. */
export const promotionRoutes = [
  implement(PromotionsEndpoints.activities, async ({ c, deps, query }) => {
    const site = await siteByCodeOrHost(deps.db, query.site?.trim() || requestHost(c));
    return {
      data: ACTIVITIES.filter((activity) => notOffered(site, activity) === null).map(({ key, rules }) => ({
        key,
        name: ACTIVITY_NAMES[key],
        site: site.code,
        rules,
      })),
    };
  }),
  ...ACTIVITIES.flatMap(activityRoutes),
  implement(PromotionsEndpoints.vipInfo, async ({ deps, member }) => ({
    data: await vipInfo(deps.db, member.member.id),
  })),
  implement(PromotionsEndpoints.vipHistory, async ({ deps, member }) => ({
    data: await vipHistory(deps.db, member.member.id),
  })),
  implement(PromotionsEndpoints.rewardHistory, async ({ deps, member, body }) => ({
    data: await rewardHistory(deps.db, member.member.id, body.page, body.per_page),
  })),
  implement(PromotionsEndpoints.coverHistory, async ({ deps, member, body }) => ({
    data: await coverHistory(deps.db, member.member.id, body.page, body.per_page),
  })),
  implement(PromotionsEndpoints.rebates, async ({ deps, now, member, body }) => ({
    data: await rebateDays(deps.db, member.member.id, body.page, body.per_page, now),
  })),
  implement(PromotionsEndpoints.rebateGames, async ({ deps, member, body }) => ({
    data: await rebateGames(deps.db, member.member.id, body.day),
  })),
];
