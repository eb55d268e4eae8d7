import { eq, inArray, sql } from 'drizzle-orm';
import {
  REPORT_MAX_DAYS,
  ReportEndpoints,
  type GgrReport,
  type PaymentsReport,
  type Product,
} from '../../contract/boReports';
import { games, operatorSettings } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { BRASILIA } from '../../lib/format';
import { saoPauloDay, saoPauloDayStart } from '../../lib/time';
import { refusal, refusalWith } from '../http/envelope';
import { implement, type Route } from '../http/registry';
import { HOUSE_PROVIDER } from '../seamless/wallet';
import { BOM, csvRecord, type CsvValue } from '../privacy/csv';
import { formatCents } from '../wallet/money';
import { recordAudit } from './audit';

/**
 * The operator's reports (contract/boReports.ts), read from the settled bets and rounds and the ledger, in
 * centavos, exact (sums of whole numbers in the database, formatted at the end).
 *
 * GGR, as Lei 14.790/2023 (art. 29) and Portaria SPA/MF 1.330/2023 define the revenue the tax is due on:
 *
 *   GGR = stakes of the bets settled in the period − prizes paid on them − bonuses granted in the period.
 *
 * - A bet counts on the São Paulo day it settled (a sports bet or slip: settled_at; a round through the
 *   seamless wallet — the house's titles, live tables and crash, and game providers' — settled_at; the
 *   older rounds kept outside it, game_rounds and crash rounds without a wallet round: when they were
 *   played or ended). Each round is counted once: a crash round with a wallet round counts as the latter.
 *   An open bet counts nowhere yet.
 * - Voided bets are excluded (a void sports bet or slip gave its stake back; a provider's round rolled back
 *   whole); a slip with some legs void counts its stake and what it paid.
 * - Prizes paid are the wins credited, stake included (what the player got back).
 * - Bonuses are the rewards credited to players (the ledger's `reward.*`: promotions, rebate, agency,
 *   the operator's bonus); an operator's correction (operator.credit) is no bonus. Bonuses are granted to
 *   players, not to a product: they come off the day's and the period's totals only.
 * - The tax due is the configured rate (12 % by default, Lei 14.790/2023 art. 30) times the GGR when it
 *   is positive, rounded half up to the centavo; a loss is no tax.
 */

/* The tax rate ---------------------------------------------------------------------------------------- */

const TAX_KEY = 'ggr_tax_rate_bp';
/** 12 % (Lei 14.790/2023, art. 30), in hundredths of a percent. */
export const DEFAULT_TAX_RATE_BP = 1200;

export async function taxRateBp(db: Db | Tx): Promise<number> {
  const [row] = await db.select().from(operatorSettings).where(eq(operatorSettings.key, TAX_KEY));
  return typeof row?.value === 'number' ? row.value : DEFAULT_TAX_RATE_BP;
}

/** "12.00" from 1200. */
export const formatRate = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
/** 1250 from "12.5". */
export const parseRate = (rate: string) => {
  const [whole = '0', fraction = ''] = rate.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

export async function setTaxRateBp(tx: Db | Tx, bp: number, now: Date) {
  const before = await taxRateBp(tx);
  await tx
    .insert(operatorSettings)
    .values({ key: TAX_KEY, value: bp, updatedAt: now })
    .onConflictDoUpdate({ target: operatorSettings.key, set: { value: bp, updatedAt: now } });
  return { before, after: bp };
}

/** The tax on a GGR at a rate: rounded half up, nothing on a loss (BigInt: the product may pass 2^53). */
export function taxDue(ggrCents: number, bp: number): number {
  if (ggrCents <= 0) return 0;
  return Number((BigInt(ggrCents) * BigInt(bp) + 5000n) / 10000n);
}

/* Ranges ---------------------------------------------------------------------------------------------- */

/** The instants a range of São Paulo days covers, [start, end); refused when backwards or too long. */
export function rangeOf(from: string, to: string): { start: Date; end: Date; days: string[] } {
  const start = saoPauloDayStart(from);
  const end = saoPauloDayStart(to, 1);
  const days: string[] = [];
  for (let d = 0; d <= REPORT_MAX_DAYS; d++) {
    const day = saoPauloDay(saoPauloDayStart(from, d));
    if (day > to) break;
    days.push(day);
  }
  if (to < from || days.length > REPORT_MAX_DAYS || days.at(-1) !== to) {
    throw refusalWith('report.range_invalid', { max: String(REPORT_MAX_DAYS) });
  }
  return { start, end, days };
}

/** The São Paulo day of a time column, as the reports group by it. */
export const dayOf = (column: string) => sql.raw(`to_char(${column} at time zone '${BRASILIA}', 'YYYY-MM-DD')`);

export type Rows = Array<Record<string, unknown>>;
/** A raw statement's rows (PGlite and node-postgres answer alike). */
export const rowsOf = async (db: Db, query: ReturnType<typeof sql>): Promise<Rows> =>
  ((await db.execute(query)) as unknown as { rows: Rows }).rows;

/* GGR ------------------------------------------------------------------------------------------------- */

type Source = 'sports' | 'house' | 'crash' | 'provider_house' | 'external';

export interface PlayLine {
  day: string;
  gameId: number;
  source: Source;
  bets: number;
  wins: number;
  count: number;
}

/**
 * The stakes and prizes of everything settled in [start, end), by São Paulo day, game and source: one
 * statement over the settled rows of each kind, each read by its own index on the settling time.
 */
export async function settledPlay(db: Db, start: Date, end: Date): Promise<PlayLine[]> {
  const s = start.toISOString();
  const e = end.toISOString();
  const rows = await rowsOf(
    db,
    sql`
    select day, game_id, source, sum(bets)::text as bets, sum(wins)::text as wins, sum(n)::int as n from (
      select ${dayOf('settled_at')} as day, game_id, 'sports' as source, amount_cents as bets, win_cents as wins, 1 as n
        from sports_bets where settled_at >= ${s} and settled_at < ${e} and status in ('won', 'lost')
      union all
      select ${dayOf('settled_at')}, game_id, 'sports', amount_cents, win_cents, 1
        from sports_slips where settled_at >= ${s} and settled_at < ${e} and status in ('won', 'lost')
      union all
      select ${dayOf('created_at')}, game_id, 'house', bet_cents, win_cents, 1
        from game_rounds where created_at >= ${s} and created_at < ${e}
      union all
      select ${dayOf('ended_at')}, game_id, 'crash', bet_cents, win_cents, 1
        from crash_rounds where ended_at >= ${s} and ended_at < ${e} and status in ('cashed_out', 'crashed')
          and not exists (select 1 from wallet_rounds as w where w.provider = ${HOUSE_PROVIDER} and w.round_id = crash_rounds.id)
      union all
      select ${dayOf('settled_at')}, game_id,
          case when provider = ${HOUSE_PROVIDER} then 'provider_house' else 'external' end, stake_cents, win_cents, 1
        from wallet_rounds where settled_at >= ${s} and settled_at < ${e} and status = 'settled'
    ) as play
    group by day, game_id, source
    order by day, game_id, source`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    gameId: Number(row.game_id),
    source: row.source as Source,
    bets: Number(row.bets),
    wins: Number(row.wins),
    count: Number(row.n),
  }));
}

/**
 * The sportsbook's settled play in [start, end) by sport (contract/boReports.ts GgrReport.sports): each
 * single bet and slip once, on its settling time; a slip's sport is its legs' when they share one.
 */
export async function sportsBySport(db: Db, start: Date, end: Date): Promise<GgrReport['sports']> {
  const s = start.toISOString();
  const e = end.toISOString();
  const rows = await rowsOf(
    db,
    sql`
    select sport, sum(stakes)::text as stakes, sum(returns)::text as returns, sum(cashouts)::text as cashouts,
           count(*)::int as n from (
      select f.sport, b.amount_cents as stakes, b.win_cents as returns, 0 as cashouts
        from sports_bets b join fixtures f on f.code = b.fixture_code
       where b.settled_at >= ${s} and b.settled_at < ${e} and b.status in ('won', 'lost')
      union all
      select (select case when count(distinct f.sport) = 1 then min(f.sport) else 'multi' end
                from sports_slip_legs l join fixtures f on f.code = l.fixture_code where l.slip_id = t.id),
             case when t.status = 'void' then t.cashout_stake_cents else t.amount_cents + t.cashout_stake_cents end,
             case when t.status = 'void' then 0 else t.win_cents end,
             t.cashout_cents
        from sports_slips t
       where t.settled_at >= ${s} and t.settled_at < ${e}
         and (t.status in ('won', 'lost', 'cashed_out') or (t.status = 'void' and t.cashout_stake_cents > 0))
    ) as play
    group by sport`,
  );
  return rows
    .map((row) => {
      const [stakes, returns, cashouts] = [Number(row.stakes), Number(row.returns), Number(row.cashouts)];
      return {
        sport: String(row.sport),
        stakes,
        bets: formatCents(stakes),
        returns: formatCents(returns),
        cashouts: formatCents(cashouts),
        ggr: formatCents(stakes - returns - cashouts),
        count: Number(row.n),
      };
    })
    .sort((a, b) => b.stakes - a.stakes || a.sport.localeCompare(b.sport))
    .map(({ stakes: _, ...line }) => line);
}

/** The bonuses granted in [start, end) by São Paulo day (the ledger's reward.* credits). */
export async function bonusesByDay(db: Db, start: Date, end: Date): Promise<Map<string, number>> {
  const rows = await rowsOf(
    db,
    sql`select ${dayOf('created_at')} as day, sum(amount_cents)::text as cents from ledger_entries
      where kind like 'reward.%' and created_at >= ${start.toISOString()} and created_at < ${end.toISOString()}
      group by 1`,
  );
  return new Map(rows.map((row) => [String(row.day), Number(row.cents)]));
}

type GameInfo = { id: number; name: string; engine: string };

async function gamesOf(db: Db, ids: number[]): Promise<Map<number, GameInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: games.id, name: games.name, engine: games.engine })
    .from(games)
    .where(inArray(games.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The product a line belongs to: a house title played through the wallet by its engine (live, crash, the rest). */
export function productOf(source: Source, engine: string): Product {
  if (source === 'provider_house') return engine === 'live' ? 'live' : engine === 'crash' ? 'crash' : 'house';
  return source;
}

type Sums = { bets: number; wins: number; count: number };
const addTo = <K>(map: Map<K, Sums>, key: K, line: Sums) => {
  const was = map.get(key) ?? { bets: 0, wins: 0, count: 0 };
  map.set(key, { bets: was.bets + line.bets, wins: was.wins + line.wins, count: was.count + line.count });
};
const money = (sums: Sums) => ({
  bets: formatCents(sums.bets),
  wins: formatCents(sums.wins),
  ggr: formatCents(sums.bets - sums.wins),
  count: sums.count,
});

const PRODUCT_ORDER: readonly Product[] = ['sports', 'house', 'live', 'crash', 'external'];

/** GET /operator/reports/ggr. */
export async function ggrReport(db: Db, from: string, to: string): Promise<GgrReport> {
  const { start, end, days } = rangeOf(from, to);
  const [lines, bonuses, bp, sports] = await Promise.all([
    settledPlay(db, start, end),
    bonusesByDay(db, start, end),
    taxRateBp(db),
    sportsBySport(db, start, end),
  ]);
  const info = await gamesOf(db, [...new Set(lines.map((l) => l.gameId))]);
  const byDay = new Map<string, Sums>();
  const byProduct = new Map<string, Sums>();
  // A catalogue title may be played through the house and through a provider: one row for each.
  const byGame = new Map<string, Sums>();
  for (const line of lines) {
    const engine = info.get(line.gameId)?.engine ?? '';
    const product = productOf(line.source, engine);
    addTo(byDay, line.day, line);
    addTo(byProduct, `${product}:${product === 'house' ? engine : ''}`, line);
    addTo(byGame, `${line.gameId}:${product}`, line);
  }
  const totals = new Map<'all', Sums>();
  for (const line of lines) addTo(totals, 'all', line);
  const total = totals.get('all') ?? { bets: 0, wins: 0, count: 0 };
  const totalBonuses = [...bonuses.values()].reduce((sum, cents) => sum + cents, 0);
  const ggr = total.bets - total.wins - totalBonuses;
  return {
    from,
    to,
    tax_rate: formatRate(bp),
    days: days.map((day) => {
      const sums = byDay.get(day) ?? { bets: 0, wins: 0, count: 0 };
      const bonus = bonuses.get(day) ?? 0;
      const dayGgr = sums.bets - sums.wins - bonus;
      return {
        day,
        bets: formatCents(sums.bets),
        wins: formatCents(sums.wins),
        bonuses: formatCents(bonus),
        ggr: formatCents(dayGgr),
        tax_due: formatCents(taxDue(dayGgr, bp)),
        count: sums.count,
      };
    }),
    products: [...byProduct.entries()]
      .map(([key, sums]) => {
        const [product, engine] = key.split(':') as [Product, string];
        return { product, engine: engine || null, ...money(sums) };
      })
      .sort(
        (a, b) =>
          PRODUCT_ORDER.indexOf(a.product) - PRODUCT_ORDER.indexOf(b.product) ||
          (a.engine ?? '').localeCompare(b.engine ?? ''),
      ),
    // The games by stakes, most first.
    games: [...byGame.entries()]
      .map(([key, sums]) => {
        const [id, product] = [Number(key.split(':')[0]), key.split(':')[1] as Product];
        return { id, product, sums };
      })
      .sort((a, b) => b.sums.bets - a.sums.bets || a.id - b.id || a.product.localeCompare(b.product))
      .map(({ id, product, sums }) => ({
        game_id: id,
        name: info.get(id)?.name ?? `#${id}`,
        product,
        engine: info.get(id)?.engine ?? '',
        ...money(sums),
      })),
    sports,
    totals: {
      bets: formatCents(total.bets),
      wins: formatCents(total.wins),
      bonuses: formatCents(totalBonuses),
      ggr: formatCents(ggr),
      tax_due: formatCents(taxDue(ggr, bp)),
      count: total.count,
    },
  };
}

/* Deposits and withdrawals ----------------------------------------------------------------------------- */

type Channel = { channel: string; method: string; count: number; amount: number; fee: number; net: number };

/** The deposits and withdrawals paid in [start, end): by channel, and by São Paulo day. */
export async function paymentsIn(db: Db, start: Date, end: Date) {
  const s = start.toISOString();
  const e = end.toISOString();
  const [deposits, withdrawals, days] = await Promise.all([
    rowsOf(
      db,
      sql`select payment_type as channel, payment_name as method, count(*)::int as n,
          sum(amount_cents)::text as amount, sum(amount_cents - actual_cents)::text as fee, sum(actual_cents)::text as net
        from recharge_orders where status = 'paid' and paid_at >= ${s} and paid_at < ${e}
        group by 1, 2 order by 1, 2`,
    ),
    rowsOf(
      db,
      sql`select 'PIX' as channel, payment_type as method, count(*)::int as n,
          sum(amount_cents)::text as amount, sum(fee_cents)::text as fee, sum(actual_cents)::text as net
        from withdrawal_orders where status = 'paid' and paid_at >= ${s} and paid_at < ${e}
        group by 1, 2 order by 1, 2`,
    ),
    rowsOf(
      db,
      sql`select day, sum(deposits)::int as deposits, sum(deposited)::text as deposited,
          sum(withdrawals)::int as withdrawals, sum(withdrawn)::text as withdrawn from (
        select ${dayOf('paid_at')} as day, 1 as deposits, actual_cents as deposited, 0 as withdrawals, 0 as withdrawn
          from recharge_orders where status = 'paid' and paid_at >= ${s} and paid_at < ${e}
        union all
        select ${dayOf('paid_at')}, 0, 0, 1, amount_cents
          from withdrawal_orders where status = 'paid' and paid_at >= ${s} and paid_at < ${e}
      ) as paid group by day`,
    ),
  ]);
  const channel = (row: Record<string, unknown>): Channel => ({
    channel: String(row.channel),
    method: String(row.method),
    count: Number(row.n),
    amount: Number(row.amount),
    fee: Number(row.fee),
    net: Number(row.net),
  });
  return {
    deposits: deposits.map(channel),
    withdrawals: withdrawals.map(channel),
    days: new Map(
      days.map((row) => [
        String(row.day),
        {
          deposits: Number(row.deposits),
          deposited: Number(row.deposited),
          withdrawals: Number(row.withdrawals),
          withdrawn: Number(row.withdrawn),
        },
      ]),
    ),
  };
}

const channelMoney = (c: Omit<Channel, 'channel' | 'method'>) => ({
  count: c.count,
  amount: formatCents(c.amount),
  fee: formatCents(c.fee),
  net: formatCents(c.net),
});
const sumChannels = (list: Channel[]) =>
  list.reduce(
    (sum, c) => ({
      count: sum.count + c.count,
      amount: sum.amount + c.amount,
      fee: sum.fee + c.fee,
      net: sum.net + c.net,
    }),
    { count: 0, amount: 0, fee: 0, net: 0 },
  );

/** GET /operator/reports/payments. */
export async function paymentsReport(db: Db, from: string, to: string): Promise<PaymentsReport> {
  const { start, end, days } = rangeOf(from, to);
  const paid = await paymentsIn(db, start, end);
  const deposits = sumChannels(paid.deposits);
  const withdrawals = sumChannels(paid.withdrawals);
  return {
    from,
    to,
    deposits: paid.deposits.map((c) => ({ channel: c.channel, method: c.method, ...channelMoney(c) })),
    withdrawals: paid.withdrawals.map((c) => ({ channel: c.channel, method: c.method, ...channelMoney(c) })),
    days: days.map((day) => {
      const d = paid.days.get(day) ?? { deposits: 0, deposited: 0, withdrawals: 0, withdrawn: 0 };
      return {
        day,
        deposits: d.deposits,
        deposited: formatCents(d.deposited),
        withdrawals: d.withdrawals,
        withdrawn: formatCents(d.withdrawn),
      };
    }),
    totals: {
      deposits: channelMoney(deposits),
      withdrawals: channelMoney(withdrawals),
      net_deposits: formatCents(deposits.net - withdrawals.amount),
    },
  };
}

/* CSV ------------------------------------------------------------------------------------------------- */

const csvOf = (header: CsvValue[], rows: CsvValue[][]) => `${BOM}${csvRecord(header)}${rows.map(csvRecord).join('')}`;

export function ggrCsv(report: GgrReport, by: 'day' | 'product' | 'game') {
  const t = report.totals;
  let header: CsvValue[];
  let rows: CsvValue[][];
  if (by === 'day') {
    header = ['day', 'bets', 'wins', 'bonuses', 'ggr', 'tax_due', 'count'];
    rows = report.days.map((d) => [d.day, d.bets, d.wins, d.bonuses, d.ggr, d.tax_due, d.count]);
  } else if (by === 'product') {
    header = ['product', 'engine', 'bets', 'wins', 'ggr', 'count'];
    rows = report.products.map((p) => [p.product, p.engine, p.bets, p.wins, p.ggr, p.count]);
  } else {
    header = ['game_id', 'game', 'product', 'engine', 'bets', 'wins', 'ggr', 'count'];
    rows = report.games.map((g) => [g.game_id, g.name, g.product, g.engine, g.bets, g.wins, g.ggr, g.count]);
  }
  // The period's totals close every table (with the bonuses and the tax due at the rate).
  const totals: CsvValue[][] = [
    [`total (tax rate ${report.tax_rate}%)`, t.bets, t.wins, t.bonuses, t.ggr, t.tax_due, t.count],
  ];
  const csv = `${csvOf(header, rows)}${csvRecord([])}${csvRecord(['', 'bets', 'wins', 'bonuses', 'ggr', 'tax_due', 'count'])}${totals.map(csvRecord).join('')}`;
  return { filename: `ggr-by-${by}-${report.from}-${report.to}.csv`, csv, rows: rows.length };
}

export function paymentsCsv(report: PaymentsReport) {
  const rows: CsvValue[][] = [
    ...report.deposits.map((c) => ['deposit', c.channel, c.method, c.count, c.amount, c.fee, c.net]),
    ...report.withdrawals.map((c) => ['withdrawal', c.channel, c.method, c.count, c.amount, c.fee, c.net]),
  ];
  return {
    filename: `payments-${report.from}-${report.to}.csv`,
    csv: csvOf(['kind', 'channel', 'method', 'count', 'amount', 'fee', 'net'], rows),
    rows: rows.length,
  };
}

/** The reports' endpoints and the tax rate's (contract/boReports.ts), implemented. */
export const reportRoutes: Route[] = [
  implement(ReportEndpoints.ggr, async ({ deps, query }) => ({ data: await ggrReport(deps.db, query.from, query.to) })),
  implement(ReportEndpoints.ggrExport, async ({ deps, now, query, staff }) => {
    const exported = ggrCsv(await ggrReport(deps.db, query.from, query.to), query.by);
    // Taking a copy of the figures is recorded, as for the audit trail's export.
    await recordAudit(deps.db, staff, now, {
      action: 'report.exported',
      subject: 'report:ggr',
      after: { from: query.from, to: query.to, by: query.by, rows: exported.rows },
    });
    return { data: exported };
  }),
  implement(ReportEndpoints.payments, async ({ deps, query }) => ({
    data: await paymentsReport(deps.db, query.from, query.to),
  })),
  implement(ReportEndpoints.paymentsExport, async ({ deps, now, query, staff }) => {
    const exported = paymentsCsv(await paymentsReport(deps.db, query.from, query.to));
    await recordAudit(deps.db, staff, now, {
      action: 'report.exported',
      subject: 'report:payments',
      after: { from: query.from, to: query.to, rows: exported.rows },
    });
    return { data: exported };
  }),
  implement(ReportEndpoints.taxRate, async ({ deps }) => ({ data: { rate: formatRate(await taxRateBp(deps.db)) } })),
  implement(ReportEndpoints.setTaxRate, async ({ deps, now, body, audit }) => {
    const bp = parseRate(body.rate);
    if (!Number.isInteger(bp) || bp < 0 || bp > 10_000) throw refusal('report.rate_invalid');
    const { before, after } = await setTaxRateBp(deps.db, bp, now);
    Object.assign(audit, {
      subject: 'setting:ggr_tax_rate',
      before: { rate: formatRate(before) },
      after: { rate: formatRate(after) },
    });
    return { data: { rate: formatRate(after) } };
  }),
];
