import { inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../config';
import { prizesOverdue } from './prizeTimes';
import { DashboardEndpoints, type Dashboard, type TrendSpan } from '../../contract/boDashboard';
import { PRODUCTS, type Product } from '../../contract/boReports';
import type { StaffRole } from '../../contract/backoffice';
import { games } from '../db/schema';
import type { Db } from '../db/types';
import { previousDay, saoPauloDay, saoPauloDayStart } from '../../lib/time';
import { implement, type Route } from '../http/registry';
import { formatCents } from '../wallet/money';
import { jobsFailing } from './jobs';
import { bonusesByDay, dayOf, paymentsIn, productOf, rowsOf, settledPlay, type Rows } from './reports';

/**
 * The dashboard (GET /operator/dashboard): today's and yesterday's figures (São Paulo days), the daily trends
 * of the last 7 or 30 days (today the last: the same reads over the longer span, today's and yesterday's
 * figures its last two days) and the queues, polled by the back office every 30 s. Every read is bounded by
 * the span through an index on its
 * time (bets and rounds by their settling time, deposits and withdrawals by paid_at, members by
 * created_at, the ledger's bets and rewards by partial indexes on created_at: migration i27_trading), so a
 * call costs the same however long the ledger grows. The figures are those of the reports (reports.ts):
 * bets and wins of what settled that day, GGR = bets − wins − bonuses. The queues count the items of the
 * due-work job that keep failing too (server/backoffice/jobs.ts).
 */

/** The roles that see money figures; the others see the counts and the queues. */
const MONEY_ROLES: readonly StaffRole[] = ['finance', 'compliance', 'admin'];

export async function dashboard(
  deps: Pick<AppDeps, 'db' | 'config'>,
  roles: readonly StaffRole[],
  now: Date,
  span: TrendSpan = '7',
): Promise<Dashboard> {
  const db: Db = deps.db;
  const today = saoPauloDay(now);
  const yesterday = previousDay(today);
  // The span's days, oldest first, today the last (São Paulo days: 23 or 25 hours in the old summer time).
  const days = [today];
  while (days.length < Number(span)) days.unshift(previousDay(days[0]!));
  const start = saoPauloDayStart(days[0]!);
  const end = saoPauloDayStart(today, 1);
  const s = start.toISOString();
  const e = end.toISOString();
  const money = roles.some((role) => MONEY_ROLES.includes(role));

  const [play, bonuses, payments, players, active, queues] = await Promise.all([
    money ? settledPlay(db, start, end) : Promise.resolve([]),
    money ? bonusesByDay(db, start, end) : Promise.resolve(new Map<string, number>()),
    money ? paymentsIn(db, start, end) : Promise.resolve(null),
    rowsOf(
      db,
      sql`select ${dayOf('created_at')} as day, count(*)::int as n from members
        where created_at >= ${s} and created_at < ${e} group by 1`,
    ),
    // A player is active on a day they placed a bet (every product's stake is a game.bet in the ledger).
    rowsOf(
      db,
      sql`select ${dayOf('created_at')} as day, count(distinct member_id)::int as n from ledger_entries
        where kind = 'game.bet' and created_at >= ${s} and created_at < ${e} group by 1`,
    ),
    // The queues: withdrawals waiting (by the status index), open responsible-gambling flags (by the
    // flags' queue index) and identity cases waiting (by the cases' status index).
    rowsOf(
      db,
      sql`select count(*) filter (where status = 'pending')::int as pending,
          count(*) filter (where status = 'approved')::int as approved,
          (select count(*)::int from rg_flags where state = 'open') as flags,
          (select count(*)::int from kyc_cases where status in ('review', 'pending')) as identity
        from withdrawal_orders where status in ('pending', 'approved')`,
    ),
  ]);
  const failing = await jobsFailing(db, now);
  const engines = new Map<number, string>();
  const ids = [...new Set(play.map((line) => line.gameId))];
  if (ids.length > 0) {
    const rows = await db.select({ id: games.id, engine: games.engine }).from(games).where(inArray(games.id, ids));
    for (const row of rows) engines.set(row.id, row.engine);
  }
  const count = (rows: Rows, day: string) => Number(rows.find((row) => row.day === day)?.n ?? 0);

  /** A day's stakes and prizes by product (every product, none played: zeros). */
  const playOf = (day: string) => {
    const byProduct = new Map<Product, { bets: number; wins: number }>(
      PRODUCTS.map((product) => [product, { bets: 0, wins: 0 }]),
    );
    for (const line of play.filter((l) => l.day === day)) {
      const product = productOf(line.source, engines.get(line.gameId) ?? '');
      const was = byProduct.get(product)!;
      byProduct.set(product, { bets: was.bets + line.bets, wins: was.wins + line.wins });
    }
    const bets = [...byProduct.values()].reduce((sum, p) => sum + p.bets, 0);
    const wins = [...byProduct.values()].reduce((sum, p) => sum + p.wins, 0);
    const bonus = bonuses.get(day) ?? 0;
    const paid = payments?.days.get(day) ?? { deposits: 0, deposited: 0, withdrawals: 0, withdrawn: 0 };
    return { byProduct, bets, wins, bonus, ggr: bets - wins - bonus, paid };
  };

  const figuresOf = (day: string): Dashboard['today'] => {
    let figures: Dashboard['today']['money'] = null;
    if (money && payments) {
      const { byProduct, bets, wins, bonus, ggr, paid } = playOf(day);
      figures = {
        deposits: { count: paid.deposits, amount: formatCents(paid.deposited) },
        withdrawals: { count: paid.withdrawals, amount: formatCents(paid.withdrawn) },
        bets: formatCents(bets),
        wins: formatCents(wins),
        bonuses: formatCents(bonus),
        ggr: formatCents(ggr),
        ggr_by_product: PRODUCTS.map((product) => {
          const p = byProduct.get(product)!;
          return { product, bets: formatCents(p.bets), wins: formatCents(p.wins), ggr: formatCents(p.bets - p.wins) };
        }),
      };
    }
    return { day, money: figures, new_players: count(players, day), active_players: count(active, day) };
  };

  const trendOf = (day: string): Dashboard['trend'][number] => {
    let figures: Dashboard['trend'][number]['money'] = null;
    if (money && payments) {
      const { byProduct, ggr, paid } = playOf(day);
      figures = {
        ggr: formatCents(ggr),
        deposits: { count: paid.deposits, amount: formatCents(paid.deposited) },
        withdrawals: { count: paid.withdrawals, amount: formatCents(paid.withdrawn) },
        bets_by_product: PRODUCTS.map((product) => ({ product, bets: formatCents(byProduct.get(product)!.bets) })),
      };
    }
    return { day, active_players: count(active, day), money: figures };
  };

  return {
    at: now.toISOString(),
    today: figuresOf(today),
    yesterday: figuresOf(yesterday),
    trend: days.map(trendOf),
    queues: {
      withdrawals_pending: Number(queues[0]?.pending ?? 0),
      withdrawals_approved: Number(queues[0]?.approved ?? 0),
      rg_flags_open: Number(queues[0]?.flags ?? 0),
      identity_checks: Number(queues[0]?.identity ?? 0),
      jobs_failing: failing,
      prizes_overdue: await prizesOverdue(deps, now),
    },
  };
}

export const dashboardRoutes: Route[] = [
  implement(DashboardEndpoints.dashboard, async ({ deps, now, staff, query }) => ({
    data: await dashboard(deps, staff.roles, now, query.days),
  })),
];
