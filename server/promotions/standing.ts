import { and, count, desc, eq, gte, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import type {
  CoverHistoryPage,
  RebateDayPage,
  RebateGameList,
  RewardHistoryPage,
  VipHistory,
  VipInfo,
} from '../../contract/promotions';
import { crashRounds, gameRounds, games, ledgerEntries, sportsBets, turnoverEntries } from '../db/schema';
import type { Db } from '../db/types';
import { WIN_KIND } from '../house/bets';
import { saoPauloDay, saoPauloDayStart } from '../games/time';
import { REWARD_KIND_PREFIX, rewardKind } from '../wallet/kinds';
import { credit } from '../wallet/ledger';
import { formatCents } from '../wallet/money';
import { turnoverCents } from '../wallet/turnover';
import { dailyRescue } from './activities/dailyRescue';
import { PROMOTIONS, VIP_LEVELS } from './config';
import { depositTotalCents, deposits, netLossCents } from './ledger';

/**
 * VIP, the betting rebate and the reward histories: what the member has earned and where they stand.
 * VIP and the betting rebate are not activities (activities/): VIP is a level the deposits reach, with
 * nothing to claim; the betting rebate is settled by the operator for every member who bet, not checked
 * and claimed by the member, and no site switches either off.
 */

const levelOf = (totalCents: number) => [...VIP_LEVELS].reverse().find((l) => totalCents >= l.minCents)?.level ?? 0;

/** The VIP level and its name ("VIP0" below Bronze) that deposits of `totalCents` in all reach. */
export function vipOf(totalCents: number): { level: number; name: string } {
  const level = levelOf(totalCents);
  return { level, name: VIP_LEVELS.find((l) => l.level === level)?.name ?? 'VIP0' };
}

export async function vipInfo(db: Db, memberId: number): Promise<VipInfo> {
  const total = await depositTotalCents(db, memberId);
  return {
    uservip: {
      userviplvl: levelOf(total),
      totalrecharge: formatCents(total),
      totalbetting: formatCents(await turnoverCents(db, memberId)),
    },
    data: VIP_LEVELS.map((l) => ({
      level: l.level,
      name: l.name,
      min_recharge: formatCents(l.minCents),
      max_recharge: formatCents(l.maxCents),
      gift_min: l.giftMin,
      gift_max: l.giftMax,
    })),
  };
}

/** Each level reached, with the deposit that reached it. */
export async function vipHistory(db: Db, memberId: number): Promise<VipHistory> {
  const history: VipHistory = [];
  let total = 0;
  for (const deposit of await deposits(db, memberId)) {
    const before = levelOf(total);
    total += deposit.cents;
    for (const level of VIP_LEVELS) {
      if (level.level > before && level.level <= levelOf(total)) {
        history.push({
          level: level.level,
          name: level.name,
          totalrecharge: formatCents(total),
          reached_at: deposit.at.toISOString(),
        });
      }
    }
  }
  return history.reverse();
}

const REBATE_KIND = rewardKind('rebate');
const rebateOf = (betCents: number) => Math.floor((betCents * PROMOTIONS.bettingRebate.percent) / 100);

/** The member's betting rebate day by day (São Paulo days with bets), newest first, paged. */
export async function rebateDays(db: Db, memberId: number, page: number, perPage: number): Promise<RebateDayPage> {
  const days = new Map<string, { bet: number; win: number; deposit: number }>();
  const day = (at: Date) => {
    const key = saoPauloDay(at);
    let row = days.get(key);
    if (!row) days.set(key, (row = { bet: 0, win: 0, deposit: 0 }));
    return row;
  };
  const bets = await db
    .select({ cents: turnoverEntries.amountCents, at: turnoverEntries.createdAt })
    .from(turnoverEntries)
    .where(eq(turnoverEntries.memberId, memberId));
  for (const bet of bets) day(bet.at).bet += bet.cents;
  const moves = await db
    .select({ kind: ledgerEntries.kind, cents: ledgerEntries.amountCents, at: ledgerEntries.createdAt })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.memberId, memberId), inArray(ledgerEntries.kind, [WIN_KIND, 'deposit'])));
  for (const move of moves) {
    const key = saoPauloDay(move.at);
    const row = days.get(key);
    if (!row) continue;
    if (move.kind === WIN_KIND) row.win += move.cents;
    else row.deposit += move.cents;
  }
  const settled = new Set(
    (
      await db
        .select({ ref: ledgerEntries.ref })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.kind, REBATE_KIND)))
    ).map((r) => r.ref),
  );
  const sorted = [...days.entries()].sort(([a], [b]) => b.localeCompare(a));
  return {
    total: sorted.length,
    list: sorted.slice((page - 1) * perPage, page * perPage).map(([key, row]) => ({
      day: key,
      rebate_ratio: `${PROMOTIONS.bettingRebate.percent}%`,
      deposit_amount: formatCents(row.deposit),
      bet_amount: formatCents(row.bet),
      consumption: formatCents(row.bet - row.win),
      rebate_amount: formatCents(rebateOf(row.bet)),
      settled: settled.has(`${memberId}:${key}`),
    })),
  };
}

/** The day's bets by game, with each game's share of the rebate. */
export async function rebateGames(db: Db, memberId: number, day: string): Promise<RebateGameList> {
  const from = saoPauloDayStart(day);
  const to = saoPauloDayStart(day, 1);
  const tables = [
    {
      table: gameRounds,
      bet: gameRounds.betCents,
      at: gameRounds.createdAt,
      member: gameRounds.memberId,
      game: gameRounds.gameId,
    },
    {
      table: crashRounds,
      bet: crashRounds.betCents,
      at: crashRounds.startedAt,
      member: crashRounds.memberId,
      game: crashRounds.gameId,
    },
    {
      table: sportsBets,
      bet: sportsBets.amountCents,
      at: sportsBets.placedAt,
      member: sportsBets.memberId,
      game: sportsBets.gameId,
    },
  ] as const;
  const byGame = new Map<number, number>();
  for (const t of tables) {
    const rows = await db
      .select({ gameId: t.game, cents: sql<string>`sum(${t.bet})` })
      .from(t.table)
      .where(and(eq(t.member, memberId), gte(t.at, from), lt(t.at, to)))
      .groupBy(t.game);
    for (const row of rows) byGame.set(row.gameId, (byGame.get(row.gameId) ?? 0) + Number(row.cents));
  }
  if (byGame.size === 0) return [];
  const names = await db.select({ id: games.id, name: games.name, category: games.category }).from(games);
  return names
    .filter((g) => byGame.has(g.id))
    .map((g) => ({ game_name: g.name, category: g.category, cents: byGame.get(g.id) ?? 0 }))
    .sort((a, b) => b.cents - a.cents || a.game_name.localeCompare(b.game_name))
    .map(({ cents, ...g }) => ({ ...g, bet_amount: formatCents(cents), rebate_amount: formatCents(rebateOf(cents)) }));
}

/**
 * Settles one São Paulo day's betting rebate for every member who bet that day: 2% of the day's bets,
 * once per member and day (ledger reward.rebate, ref = member:day). Run again, it pays nothing more.
 */
export async function settleRebates(
  db: Db,
  day: string,
  now: Date,
): Promise<{ day: string; members: number; paid: string }> {
  const rows = await db
    .select({ memberId: turnoverEntries.memberId, cents: sql<string>`sum(${turnoverEntries.amountCents})` })
    .from(turnoverEntries)
    .where(
      and(
        gte(turnoverEntries.createdAt, saoPauloDayStart(day)),
        lt(turnoverEntries.createdAt, saoPauloDayStart(day, 1)),
      ),
    )
    .groupBy(turnoverEntries.memberId);
  let paid = 0;
  let settled = 0;
  for (const row of rows) {
    const cents = rebateOf(Number(row.cents));
    if (cents <= 0) continue;
    const posting = await db.transaction((tx) =>
      credit(tx, row.memberId, cents, REBATE_KIND, `${row.memberId}:${day}`, now),
    );
    if (posting.applied) {
      paid += cents;
      settled += 1;
    }
  }
  return { day, members: settled, paid: formatCents(paid) };
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
