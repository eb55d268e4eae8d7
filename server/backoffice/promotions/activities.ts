import { and, count, countDistinct, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { SetActivityBody, SiteActivity } from '../../../contract/boPromotions';
import type { ProfileBlock } from '../../../contract/boSites';
import { errorText } from '../../../contract/errors';
import { ACTIVITY_NAMES } from '../../../contract/promotions';
import { ledgerEntries, members, sites, type Site } from '../../db/schema';
import type { Db } from '../../db/types';
import { saoPauloDay, saoPauloDayStart } from '../../../lib/time';
import { refusal } from '../../http/envelope';
import { ACTIVITIES } from '../../promotions/activities';
import { notOffered } from '../../promotions/offer';
import { formatCents } from '../../wallet/money';
import { siteOfCode } from './sites';

/**
 * The promotion activities of a site as the back office sees them: the site's own switch
 * (sites.disabled_activities), what its profile forbids (server/promotions/offer.ts, the same rules the
 * players' listing and claims follow) and what each paid in a range of São Paulo days (its ledger kind).
 */

const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;

/** Why the profile forbids the activity whatever the site's switch says, or null. */
function profileBlock(site: Pick<Site, 'profile'>, activity: (typeof ACTIVITIES)[number]): ProfileBlock | null {
  const off = notOffered({ profile: site.profile, disabledActivities: [] }, activity);
  if (off === 'promotion.deposit_bonus_off') return 'promotions.deposit_bonus_forbidden';
  if (off === 'promotion.deposit_reward_off') return 'promotions.deposit_reward_forbidden';
  return null;
}

/** The range asked, or the last 30 days to today; refused when reversed or longer than 366 days. */
export function dayRange(from: string | undefined, to: string | undefined, now: Date) {
  const last = to ?? saoPauloDay(now);
  const first = from ?? saoPauloDay(saoPauloDayStart(last, -(DEFAULT_DAYS - 1)));
  const start = saoPauloDayStart(first);
  const end = saoPauloDayStart(last, 1);
  if (end <= start || end.getTime() - start.getTime() > (MAX_DAYS + 1) * 24 * 3600 * 1000) {
    throw refusal('promotions.range_invalid');
  }
  return { from: first, to: last, start, end };
}

type Numbers = { claims: number; cents: number; players: number };

/** Rewards paid to the site's members in [start, end), by activity, and the players over all of them. */
async function paidBetween(db: Db, site: Site, start: Date, end: Date) {
  const kinds = ACTIVITIES.map((activity) => activity.kind);
  const inRange = and(
    eq(members.siteId, site.id),
    inArray(ledgerEntries.kind, kinds),
    gte(ledgerEntries.createdAt, start),
    lt(ledgerEntries.createdAt, end),
  );
  const rows = await db
    .select({
      kind: ledgerEntries.kind,
      claims: count(),
      cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`,
      players: countDistinct(ledgerEntries.memberId),
    })
    .from(ledgerEntries)
    .innerJoin(members, eq(members.id, ledgerEntries.memberId))
    .where(inRange)
    .groupBy(ledgerEntries.kind);
  const [all] = await db
    .select({ players: countDistinct(ledgerEntries.memberId) })
    .from(ledgerEntries)
    .innerJoin(members, eq(members.id, ledgerEntries.memberId))
    .where(inRange);
  const byKind = new Map<string, Numbers>(
    rows.map((row) => [row.kind, { claims: row.claims, cents: Number(row.cents), players: row.players }]),
  );
  return { byKind, players: all?.players ?? 0 };
}

function activityRow(site: Site, activity: (typeof ACTIVITIES)[number], numbers: Numbers | undefined): SiteActivity {
  const forbidden = profileBlock(site, activity);
  const enabled = !site.disabledActivities.includes(activity.key);
  return {
    key: activity.key,
    name: ACTIVITY_NAMES[activity.key],
    enabled,
    offered: notOffered(site, activity) === null,
    forbidden,
    forbidden_reason: forbidden ? errorText(forbidden) : null,
    deposit_linked: activity.depositLinked,
    claims: numbers?.claims ?? 0,
    paid: formatCents(numbers?.cents ?? 0),
    players: numbers?.players ?? 0,
  };
}

/** GET /operator/promotions/activities. */
export async function siteActivities(
  db: Db,
  query: { site: string; from?: string | undefined; to?: string | undefined },
  now: Date,
) {
  const site = await siteOfCode(db, query.site);
  const range = dayRange(query.from, query.to, now);
  const { byKind, players } = await paidBetween(db, site, range.start, range.end);
  const list = ACTIVITIES.map((activity) => activityRow(site, activity, byKind.get(activity.kind)));
  return {
    site: site.code,
    profile: site.profile,
    from: range.from,
    to: range.to,
    list,
    total: list.length,
    totals: {
      claims: list.reduce((sum, row) => sum + row.claims, 0),
      paid: formatCents([...byKind.values()].reduce((sum, row) => sum + row.cents, 0)),
      players,
    },
  };
}

/**
 * POST /operator/promotions/activity: the site's switch for one activity, its row locked so two changes
 * at once each see the other's. Never on where the profile forbids it: refused with the profile's reason.
 */
export async function setActivity(db: Db, body: v.InferOutput<typeof SetActivityBody>, now: Date) {
  const site = await siteOfCode(db, body.site, true);
  const activity = ACTIVITIES.find((a) => a.key === body.key)!;
  const forbidden = profileBlock(site, activity);
  if (body.enabled && forbidden) throw refusal(forbidden);
  const range = dayRange(undefined, undefined, now);
  const { byKind } = await paidBetween(db, site, range.start, range.end);
  const numbers = byKind.get(activity.kind);
  const before = activityRow(site, activity, numbers);
  const disabled = new Set(site.disabledActivities.filter((key) => key !== activity.key));
  if (!body.enabled) disabled.add(activity.key);
  // In the activities' own order, so the stored list reads the same whoever switched what.
  const disabledActivities = [
    ...ACTIVITIES.map((a) => a.key as string).filter((key) => disabled.has(key)),
    ...[...disabled].filter((key) => !ACTIVITIES.some((a) => a.key === key)),
  ];
  const [updated] = await db.update(sites).set({ disabledActivities }).where(eq(sites.id, site.id)).returning();
  const after = activityRow(updated!, activity, numbers);
  return { site, before, after };
}
