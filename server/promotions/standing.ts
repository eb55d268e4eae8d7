import { and, count, desc, eq, inArray, like, type SQL } from 'drizzle-orm';
import type {
  CoverHistoryPage,
  RebateDayPage,
  RebateGameList,
  RewardHistoryPage,
  VipHistory,
  VipInfo,
} from '../../contract/promotions';
import { games, ledgerEntries, memberExclusions } from '../db/schema';
import type { Db } from '../db/types';
import { saoPauloDay, saoPauloDayStart } from '../../lib/time';
import { REWARD_KIND_PREFIX, rewardKind } from '../wallet/kinds';
import { credit } from '../wallet/ledger';
import { formatCents } from '../wallet/money';
import { turnoverCents } from '../wallet/turnover';
import { dailyRescue } from './activities/dailyRescue';
import { agencyOnDay, agencyOnDays, dayShares } from './cap';
import { PROMOTIONS, VIP_LEVELS } from './config';
import { depositTotalCents, deposits, lockMemberWallet, netLossCents, restrictedDuring, rewardEntry } from './ledger';
import { memberSite } from './offer';
import { dayWindow, resultsByMember, settledBetRows } from './results';
import { SITE_PROFILES } from '../site/profile';

/**
 * VIP, the betting rebate and the reward histories: what the member has earned and where they stand.
 * VIP and the betting rebate are not activities (activities/): VIP is a level the member reaches, with
 * nothing to claim; the betting rebate is settled by the operator for every member who bet, not checked
 * and claimed by the member, and no site switches either off. What a VIP level counts is the site
 * profile's (SITE_PROFILES.vipBasis): the settled turnover on a `regulated-br` site, which computes no
 * reward from deposits, the deposits on an `open` one.
 */

const levelOf = (totalCents: number) => [...VIP_LEVELS].reverse().find((l) => totalCents >= l.minCents)?.level ?? 0;

/** The VIP level and its name ("VIP0" below Bronze) that a total of `totalCents` (in the site's basis) reaches. */
export function vipOf(totalCents: number): { level: number; name: string } {
  const level = levelOf(totalCents);
  return { level, name: VIP_LEVELS.find((l) => l.level === level)?.name ?? 'VIP0' };
}

/**
 * What the member's VIP level counts, each with its moment, oldest first: their settled bets' stakes (void
 * ones left out, at their settlement) or their credited deposits, as their site's profile says.
 */
async function vipSteps(db: Db, memberId: number) {
  const basis = SITE_PROFILES[(await memberSite(db, memberId)).profile].vipBasis;
  if (basis === 'deposits') return { basis, steps: await deposits(db, memberId) };
  const steps = (await settledBetRows(db, { memberId }))
    .filter((bet) => bet.settledAt !== null && bet.stakeCents > 0)
    .map((bet) => ({ cents: bet.stakeCents, at: bet.settledAt as Date }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  return { basis, steps };
}

export async function vipInfo(db: Db, memberId: number): Promise<VipInfo> {
  const { basis, steps } = await vipSteps(db, memberId);
  const total = steps.reduce((sum, step) => sum + step.cents, 0);
  return {
    basis,
    uservip: {
      userviplvl: levelOf(total),
      total: formatCents(total),
      totalrecharge: formatCents(await depositTotalCents(db, memberId)),
      totalbetting: formatCents(await turnoverCents(db, memberId)),
    },
    data: VIP_LEVELS.map((l) => ({
      level: l.level,
      name: l.name,
      min_total: formatCents(l.minCents),
      max_total: formatCents(l.maxCents),
      gift_min: l.giftMin,
      gift_max: l.giftMax,
    })),
  };
}

/** Each level reached, with the total (in the site's basis) that reached it and when. */
export async function vipHistory(db: Db, memberId: number): Promise<VipHistory> {
  const history: VipHistory = [];
  let total = 0;
  for (const step of (await vipSteps(db, memberId)).steps) {
    const before = levelOf(total);
    total += step.cents;
    for (const level of VIP_LEVELS) {
      if (level.level > before && level.level <= levelOf(total)) {
        history.push({
          level: level.level,
          name: level.name,
          total: formatCents(total),
          reached_at: step.at.toISOString(),
        });
      }
    }
  }
  return history.reverse();
}

const REBATE_KIND = rewardKind('rebate');

/**
 * The member's betting rebate day by day, newest first, paged: each São Paulo day on which bets of theirs
 * were settled (./results.ts: a bet counts on its settlement day, a void one not at all), with that day's
 * deposits, settled stakes, stakes − returns, and the rebate they earn (2% of the stakes, at most the day's
 * cap: ./cap.ts).
 */
export async function rebateDays(
  db: Db,
  memberId: number,
  page: number,
  perPage: number,
  now: Date,
): Promise<RebateDayPage> {
  const days = new Map<string, { bet: number; returned: number; theoretical: number; deposit: number }>();
  for (const bet of await settledBetRows(db, { memberId })) {
    if (!bet.settledAt) continue;
    const key = saoPauloDay(bet.settledAt);
    const row = days.get(key) ?? { bet: 0, returned: 0, theoretical: 0, deposit: 0 };
    row.bet += bet.stakeCents;
    row.returned += bet.returnCents;
    row.theoretical += bet.theoretical;
    days.set(key, row);
  }
  for (const deposit of await deposits(db, memberId)) {
    const row = days.get(saoPauloDay(deposit.at));
    if (row) row.deposit += deposit.cents;
  }
  const settled = new Set(
    (
      await db
        .select({ ref: ledgerEntries.ref })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.kind, REBATE_KIND)))
    ).map((r) => r.ref),
  );
  const restrictions = await db
    .select({ startsAt: memberExclusions.startsAt, endsAt: memberExclusions.endsAt })
    .from(memberExclusions)
    .where(eq(memberExclusions.memberId, memberId));
  // As settleRebates decides: a restriction at any moment from the start of the day until now (its settlement).
  const forfeited = (day: string) =>
    restrictions.some((r) => r.startsAt <= now && (r.endsAt === null || r.endsAt > saoPauloDayStart(day)));
  const agency = await agencyOnDays(db, memberId);
  const sorted = [...days.entries()].sort(([a], [b]) => b.localeCompare(a));
  return {
    total: sorted.length,
    list: sorted.slice((page - 1) * perPage, page * perPage).map(([key, row]) => ({
      day: key,
      rebate_ratio: `${PROMOTIONS.bettingRebate.percent}%`,
      deposit_amount: formatCents(row.deposit),
      bet_amount: formatCents(row.bet),
      consumption: formatCents(row.bet - row.returned),
      rebate_amount: formatCents(
        dayShares({ stakeCents: row.bet, returnCents: row.returned, theoretical: row.theoretical }, agency(key)).rebate,
      ),
      settled: settled.has(`${memberId}:${key}`),
      forfeited: !settled.has(`${memberId}:${key}`) && forfeited(key),
    })),
  };
}

/**
 * The stakes settled on the day by game (void bets left out), with each game's share of the rebate: 2% of
 * its stakes, scaled down in proportion when the day's cap holds the rebate below 2% (./cap.ts).
 */
export async function rebateGames(db: Db, memberId: number, day: string): Promise<RebateGameList> {
  const byGame = new Map<number, number>();
  const dayResults = { stakeCents: 0, returnCents: 0, theoretical: 0 };
  for (const bet of await settledBetRows(db, { ...dayWindow(day), memberId })) {
    dayResults.stakeCents += bet.stakeCents;
    dayResults.returnCents += bet.returnCents;
    dayResults.theoretical += bet.theoretical;
    if (bet.gameId !== null) byGame.set(bet.gameId, (byGame.get(bet.gameId) ?? 0) + bet.stakeCents);
  }
  const dayRebate = dayShares(dayResults, await agencyOnDay(db, memberId, day)).rebate;
  const rebateOf = (cents: number) =>
    Math.min(
      Math.floor((cents * PROMOTIONS.bettingRebate.percent) / 100),
      Math.floor((cents * dayRebate) / Math.max(1, dayResults.stakeCents)),
    );
  if (byGame.size === 0) return [];
  const names = await db
    .select({ id: games.id, name: games.name, category: games.category })
    .from(games)
    .where(inArray(games.id, [...byGame.keys()]));
  return names
    .map((g) => ({ game_name: g.name, category: g.category, cents: byGame.get(g.id) ?? 0 }))
    .sort((a, b) => b.cents - a.cents || a.game_name.localeCompare(b.game_name))
    .map(({ cents, ...g }) => ({ ...g, bet_amount: formatCents(cents), rebate_amount: formatCents(rebateOf(cents)) }));
}

/**
 * Settles one São Paulo day's betting rebate: for every member with bets settled that day, 2% of those
 * stakes (./results.ts: counted on the settlement day, never while open, a void bet not at all), at most
 * the day's cap on play-linked rewards (./cap.ts), once per member and day (ledger reward.rebate, ref =
 * member:day). Run again, it pays nothing more.
 *
 * A member paused or self-excluded at any moment from the start of the day to the settlement forfeits
 * that day's rebate: it is not paid, then or later (a later run sees the same restriction, which is never
 * shortened or lifted). The check runs in the payment's transaction with the wallet locked, so a pause
 * committed while the day is being settled is seen.
 */
export async function settleRebates(
  db: Db,
  day: string,
  now: Date,
): Promise<{ day: string; members: number; paid: string; forfeited: number }> {
  const results = await resultsByMember(db, dayWindow(day));
  let paid = 0;
  let settled = 0;
  let forfeited = 0;
  for (const [memberId, result] of [...results.entries()].sort(([a], [b]) => a - b)) {
    const shares = dayShares(result, await agencyOnDay(db, memberId, day));
    if (shares.rebate <= 0) continue;
    const ref = `${memberId}:${day}`;
    let cents = 0;
    const posting = await db.transaction(async (tx) => {
      await lockMemberWallet(tx, memberId);
      if (await rewardEntry(tx, REBATE_KIND, ref)) return 'done';
      if (await restrictedDuring(tx, memberId, saoPauloDayStart(day), now)) return 'forfeited';
      // A relief of the day paid before (it sets the rebate's share aside) leaves the rebate at least its
      // share; should the day have changed since (a round ended late), never more than the cap leaves.
      const relief = await rewardEntry(tx, dailyRescue.kind, ref);
      cents = Math.min(shares.rebate, shares.cap - shares.agency - (relief?.amountCents ?? 0));
      if (cents <= 0) return 'done';
      return (await credit(tx, memberId, cents, REBATE_KIND, ref, now)).applied ? 'paid' : 'done';
    });
    if (posting === 'paid') {
      paid += cents;
      settled += 1;
    } else if (posting === 'forfeited') forfeited += 1;
  }
  return { day, members: settled, paid: formatCents(paid), forfeited };
}

/** Ledger entries matching `where`, newest first, one page of them and how many there are. */
async function ledgerPage(db: Db, where: SQL | undefined, page: number, perPage: number) {
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(where)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [counted] = await db.select({ n: count() }).from(ledgerEntries).where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** Every reward received (ledger reward.*), newest first, paged. */
export async function rewardHistory(
  db: Db,
  memberId: number,
  page: number,
  perPage: number,
): Promise<RewardHistoryPage> {
  const { rows, total } = await ledgerPage(
    db,
    and(eq(ledgerEntries.memberId, memberId), like(ledgerEntries.kind, `${REWARD_KIND_PREFIX}%`)),
    page,
    perPage,
  );
  return {
    total,
    list: rows.map((row) => ({
      id: row.id,
      activity: row.kind.slice(REWARD_KIND_PREFIX.length),
      amount: formatCents(row.amountCents),
      ref: row.ref,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** The daily-loss relief payouts, newest first, each with the day and its loss. */
export async function coverHistory(db: Db, memberId: number, page: number, perPage: number): Promise<CoverHistoryPage> {
  const { rows, total } = await ledgerPage(
    db,
    and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.kind, dailyRescue.kind)),
    page,
    perPage,
  );
  const list = await Promise.all(
    rows.map(async (row) => {
      const day = row.ref.slice(row.ref.indexOf(':') + 1);
      return {
        day,
        loss: formatCents(Math.max(0, await netLossCents(db, memberId, day))),
        reward: formatCents(row.amountCents),
        claimed_at: row.createdAt.toISOString(),
      };
    }),
  );
  return { total, list };
}
