import * as v from 'valibot';
import { STAFF_ROLES } from './backoffice';
import { Money } from './common';
import { endpoint } from './endpoint';
import { says } from './says';
import { Product } from './boReports';

/**
 * The back office's dashboard (every role; money figures for finance, compliance and admin): today and
 * yesterday, the daily trends and the queues, and the due-work job's items failing now.
 */

export const DashboardDay = v.object({
  day: v.string(),
  /** Money figures: null for a staff member without finance, compliance or admin. */
  money: v.nullable(
    v.object({
      deposits: v.object({ count: v.number(), amount: Money }),
      withdrawals: v.object({ count: v.number(), amount: Money }),
      /** Stakes and prizes of what settled that day, bonuses granted, GGR = bets − wins − bonuses. */
      bets: Money,
      wins: Money,
      bonuses: Money,
      ggr: Money,
      ggr_by_product: v.array(v.object({ product: Product, bets: Money, wins: Money, ggr: Money })),
    }),
  ),
  new_players: v.number(),
  /** Players who placed at least one bet that day. */
  active_players: v.number(),
});
/** The trends' spans the dashboard offers, in São Paulo days (today included). */
export const TREND_SPANS = ['7', '30'] as const;
export type TrendSpan = (typeof TREND_SPANS)[number];
export const DashboardQuery = v.object({
  /** The trends' span: the last 7 São Paulo days (the default) or the last 30, today included. */
  days: v.optional(v.picklist(TREND_SPANS, says('request.invalid')), '7'),
});

/**
 * One São Paulo day of the trends, oldest first, a day without activity with zeros: the players who placed a
 * bet; for the roles that see money, the GGR (bets − wins − bonuses), the deposits credited and withdrawals
 * paid (amount and count), and the stakes of what settled by product (every product, in PRODUCTS' order).
 */
export const TrendDay = v.object({
  day: v.string(),
  active_players: v.number(),
  money: v.nullable(
    v.object({
      ggr: Money,
      deposits: v.object({ count: v.number(), amount: Money }),
      withdrawals: v.object({ count: v.number(), amount: Money }),
      bets_by_product: v.array(v.object({ product: Product, bets: Money })),
    }),
  ),
});
export type TrendDay = v.InferOutput<typeof TrendDay>;

export const Dashboard = v.object({
  at: v.string(),
  today: DashboardDay,
  yesterday: DashboardDay,
  /** The last 7 or 30 São Paulo days (DashboardQuery.days), today the last. */
  trend: v.array(TrendDay),
  queues: v.object({
    withdrawals_pending: v.number(),
    withdrawals_approved: v.number(),
    /** Open responsible-gambling flags (0 until the flags exist). */
    rg_flags_open: v.number(),
    /** Identity cases waiting: sent to the provider and not answered yet, or sent by it to manual review. */
    identity_checks: v.number(),
    /** Items of the due-work job that keep failing (JOB_FAILING_AFTER: listed by jobFailures). */
    jobs_failing: v.number(),
    /** Prizes past their 120 minutes now: fixtures with bets not settled, approved withdrawals not paid. */
    prizes_overdue: v.number(),
  }),
});
export type Dashboard = v.InferOutput<typeof Dashboard>;

/* The due-work job's failures ---------------------------------------------------------------------- */

/** The steps of the server's due-work job (server/jobs.ts), in the order it runs them. */
export const JOB_STEPS = [
  'crash_rounds',
  'table_rounds',
  'order_expiry',
  'refunds',
  'fixture_schedule',
  'fixture_settlement',
  'live_tables',
  'limits',
  'restriction_notices',
  'messages',
  'compliance',
  'regulator_rechecks',
  'regulator_files',
  'kyc_decisions',
  'kyc_retention',
] as const;
export type JobStep = (typeof JOB_STEPS)[number];

/** An item keeps failing, for the dashboard, once it failed this many times in a row or for this long. */
export const JOB_FAILING_AFTER = { attempts: 3, minutes: 5 } as const;

export const JobFailure = v.object({
  step: v.picklist(JOB_STEPS),
  /** The item (a round, an order's number, a fixture's code, `pay:<table>:<round>:<member>`…); `*`: the step itself. */
  item: v.string(),
  attempts: v.number(),
  last_error: v.string(),
  first_failed_at: v.string(),
  last_failed_at: v.string(),
  next_attempt_at: v.string(),
  /** Failing for JOB_FAILING_AFTER: what the dashboard counts. */
  keeps_failing: v.boolean(),
});
export type JobFailure = v.InferOutput<typeof JobFailure>;

export const JobFailureList = v.object({
  at: v.string(),
  /** The items failing now, the longest-failing first (at most JOB_FAILURES_SHOWN). */
  list: v.array(JobFailure),
  /** How many are failing in all. */
  total: v.number(),
});
export type JobFailureList = v.InferOutput<typeof JobFailureList>;

/** The most failures the list answers. */
export const JOB_FAILURES_SHOWN = 200;

export const DashboardEndpoints = {
  dashboard: endpoint({
    method: 'get',
    path: '/operator/dashboard',
    summary:
      'Today and yesterday (São Paulo): deposits, withdrawals, bets, wins, GGR by product, new and active players; the last 7 or 30 days as daily trends; and the queues',
    tag: 'backoffice',
    auth: 'operator',
    roles: STAFF_ROLES,
    query: DashboardQuery,
    response: Dashboard,
  }),
  jobFailures: endpoint({
    method: 'get',
    path: '/operator/jobs/failures',
    summary:
      'The items of the due-work job failing now (step, item, attempts, last error, since when, next attempt), the longest-failing first',
    tag: 'backoffice',
    auth: 'operator',
    roles: STAFF_ROLES,
    response: JobFailureList,
  }),
};
