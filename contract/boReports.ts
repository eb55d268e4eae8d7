import * as v from 'valibot';
import { Reason } from './backoffice';
import { AuditExport } from './boAudit';
import { Line, Money, BusinessDay } from './common';
import { endpoint } from './endpoint';
import { says } from './says';

/**
 * The back office's reports (finance, compliance, admin); its dashboard is boDashboard.ts. Amounts are exact, from the ledger and the settled bets and rounds.
 *
 * GGR (gross gaming revenue), as Lei 14.790/2023 (art. 29) and Portaria SPA/MF 1.330/2023 define the
 * operator's revenue the tax is due on: the stakes of the bets settled in the period minus the prizes paid
 * on them minus the bonuses granted to players in the period. A voided bet (stake given back) counts in
 * neither; a round of a game provider that it rolled back neither.
 */

/** The longest range a report covers: a year, a leap day included. */
export const REPORT_MAX_DAYS = 366;

const Day = BusinessDay(says('audit.day_invalid'));

/** A range of São Paulo days, both included (from ≤ to, at most 366 days). */
export const ReportQuery = v.object({ from: Day, to: Day, lang: v.optional(Line(10)) });
export type ReportQuery = v.InferInput<typeof ReportQuery>;

/**
 * The products GGR is told by: the sportsbook (single bets and slips), the house's own games (by engine),
 * the live tables, crash, and game providers' titles through the seamless wallet.
 */
export const PRODUCTS = ['sports', 'house', 'live', 'crash', 'external'] as const;
export const Product = v.picklist(PRODUCTS);
export type Product = v.InferOutput<typeof Product>;

export const GgrFigures = v.object({
  /** Stakes of the bets and rounds settled, prizes paid on them, and how many. */
  bets: Money,
  wins: Money,
  ggr: Money,
  count: v.number(),
});
export const GgrReport = v.object({
  from: v.string(),
  to: v.string(),
  /** The tax rate in percent ("12.00") the tax due is computed at. */
  tax_rate: v.string(),
  days: v.array(
    v.object({
      day: v.string(),
      bets: Money,
      wins: Money,
      bonuses: Money,
      ggr: Money,
      tax_due: Money,
      count: v.number(),
    }),
  ),
  /** By product; the house's own games once per engine (`engine`), the others with engine null. */
  products: v.array(v.object({ product: Product, engine: v.nullable(v.string()), ...GgrFigures.entries })),
  /** By game of the catalogue (sportsbook slips under the sportsbook game they were booked to). */
  games: v.array(
    v.object({
      game_id: v.number(),
      name: v.string(),
      product: Product,
      engine: v.string(),
      ...GgrFigures.entries,
    }),
  ),
  /**
   * The sportsbook by sport (fixtures.sport; a slip whose legs are of several sports under `multi`): the
   * single bets and slips settled in the range (won, lost, or cashed out whole; a void slip only for the
   * part cashed out before), their whole stakes, the returns they paid at settlement, the cash-outs paid
   * on them, and ggr = stakes − returns − cash-outs. Most stakes first.
   */
  sports: v.array(
    v.object({
      sport: v.string(),
      bets: Money,
      returns: Money,
      cashouts: Money,
      ggr: Money,
      count: v.number(),
    }),
  ),
  /**
   * The range's totals: bets − wins − bonuses = ggr; the tax due is the rate times the GGR when positive
   * (a loss is no tax), rounded to the centavo; bonuses are granted to players, not to a product, so they
   * come off the total (and each day's), never a product's or game's.
   */
  totals: v.object({ bets: Money, wins: Money, bonuses: Money, ggr: Money, tax_due: Money, count: v.number() }),
});
export type GgrReport = v.InferOutput<typeof GgrReport>;

export const GgrExportQuery = v.object({
  ...ReportQuery.entries,
  /** Which table of the report: by day (the default), by product or by game. */
  by: v.optional(v.picklist(['day', 'product', 'game'], says('request.invalid')), 'day'),
});

const ChannelFigures = {
  count: v.number(),
  amount: Money,
  fee: Money,
  /** Deposits: what was credited (amount − fee); withdrawals: what was sent (amount − fee). */
  net: Money,
};
export const PaymentsReport = v.object({
  from: v.string(),
  to: v.string(),
  /** Deposits paid in the range by channel (PIX, by the channel's name). */
  deposits: v.array(v.object({ channel: v.string(), method: v.string(), ...ChannelFigures })),
  /** Withdrawals paid in the range, by channel (PIX) and the kind of key they went to. */
  withdrawals: v.array(v.object({ channel: v.string(), method: v.string(), ...ChannelFigures })),
  /** Each day's deposits and withdrawals paid. */
  days: v.array(
    v.object({
      day: v.string(),
      deposits: v.number(),
      deposited: Money,
      withdrawals: v.number(),
      withdrawn: Money,
    }),
  ),
  totals: v.object({
    deposits: v.object(ChannelFigures),
    withdrawals: v.object(ChannelFigures),
    /** Deposits credited − withdrawals requested and paid (amount): the money that stayed. */
    net_deposits: Money,
  }),
});
export type PaymentsReport = v.InferOutput<typeof PaymentsReport>;

export const TaxRate = v.object({
  /** Percent with two places: "12.00" (Lei 14.790/2023, art. 30). */
  rate: v.string(),
});
export const TaxRateBody = v.object({
  rate: v.pipe(
    v.string(says('report.rate_invalid')),
    v.trim(),
    v.regex(/^\d{1,3}(\.\d{1,2})?$/, says('report.rate_invalid')),
    v.check((rate) => Number(rate) <= 100, says('report.rate_invalid')),
  ),
  reason: Reason,
});

/**
 * Prizes are paid within 120 minutes of an event's end (Portaria SPA/MF 615/2024): a sports fixture with bets is
 * settled within that long of its end (its scheduled end: football's 90 minutes and half-time, another sport's
 * model's length), and a withdrawal approved by the operator is paid within that long of its approval.
 */
export const PRIZE_DEADLINE_MINUTES = 120;
/** The most late items the report lists. */
export const PRIZE_LATE_SHOWN = 200;

export const PrizeTimes = v.object({
  from: v.string(),
  to: v.string(),
  /** Fixtures with bets settled in the range, those settled late, and those past the deadline still open now. */
  fixtures: v.object({ settled: v.number(), late: v.number(), overdue: v.number() }),
  /** Approved withdrawals paid in the range, those paid late, and those approved and still unpaid past it now. */
  withdrawals: v.object({ paid: v.number(), late: v.number(), overdue: v.number() }),
  /** The late and the overdue, the longest first. */
  late: v.array(
    v.object({
      kind: v.picklist(['fixture', 'withdrawal']),
      /** The fixture's code or the withdrawal's order number. */
      ref: v.string(),
      /** The match ("Flamengo × Palmeiras"), or the withdrawal's amount. */
      label: v.string(),
      member_id: v.nullable(v.number()),
      /** When the 120 minutes began: the event's end, or the approval. */
      since: v.string(),
      /** When it was settled or paid; null: not yet. */
      done_at: v.nullable(v.string()),
      /** Minutes from `since` to `done_at` (or to now). */
      minutes: v.number(),
    }),
  ),
});
export type PrizeTimes = v.InferOutput<typeof PrizeTimes>;

const REPORTERS = ['finance', 'compliance', 'admin'] as const;
const RANGE = { 'report.range_invalid': 'to before from, or more than 366 days; params: max' } as const;

export const ReportEndpoints = {
  ggr: endpoint({
    method: 'get',
    path: '/operator/reports/ggr',
    summary: 'GGR (bets − wins − bonuses) by São Paulo day, product and game over a range, with the tax due',
    tag: 'backoffice',
    auth: 'operator',
    roles: REPORTERS,
    query: ReportQuery,
    response: GgrReport,
    errors: RANGE,
  }),
  ggrExport: endpoint({
    method: 'get',
    path: '/operator/reports/ggr/export',
    summary: 'The GGR report as CSV, by day, product or game',
    tag: 'backoffice',
    auth: 'operator',
    roles: REPORTERS,
    query: GgrExportQuery,
    response: AuditExport,
    errors: RANGE,
  }),
  payments: endpoint({
    method: 'get',
    path: '/operator/reports/payments',
    summary: 'Deposits and withdrawals paid over a range, by channel: counts, amounts, fees',
    tag: 'backoffice',
    auth: 'operator',
    roles: REPORTERS,
    query: ReportQuery,
    response: PaymentsReport,
    errors: RANGE,
  }),
  paymentsExport: endpoint({
    method: 'get',
    path: '/operator/reports/payments/export',
    summary: 'Deposits and withdrawals by channel as CSV',
    tag: 'backoffice',
    auth: 'operator',
    roles: REPORTERS,
    query: ReportQuery,
    response: AuditExport,
    errors: RANGE,
  }),
  prizeTimes: endpoint({
    method: 'get',
    path: '/operator/reports/prize-times',
    summary:
      'Prizes paid within 120 minutes (Portaria SPA/MF 615/2024): fixtures settled and approved withdrawals paid over a range, the late ones, and those overdue now',
    tag: 'backoffice',
    auth: 'operator',
    roles: REPORTERS,
    query: ReportQuery,
    response: PrizeTimes,
    errors: RANGE,
  }),
  taxRate: endpoint({
    method: 'get',
    path: '/operator/settings/ggr-tax',
    summary: 'The tax rate on GGR the reports compute the tax due at',
    tag: 'backoffice',
    auth: 'operator',
    roles: REPORTERS,
    response: TaxRate,
  }),
  setTaxRate: endpoint({
    method: 'post',
    path: '/operator/settings/ggr-tax',
    summary: 'Sets the tax rate on GGR (percent, two places)',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin'],
    body: TaxRateBody,
    response: TaxRate,
    errors: { 'report.rate_invalid': 'above 100 %' },
  }),
};
