import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { WHOLE_MATCH } from '../../contract/boSportsbook';
import {
  type CashOutsPage,
  CashOutsQuery,
  type DeskMarket,
  type DeskMarkets,
  type LiabilityPage,
  LiabilityQuery,
  type MatchLiability,
  OverrideBody,
  RemoveOverrideBody,
  SettleMarketBody,
  type SettleMarketResult,
  type SelectionLiability,
  TraderDeskEndpoints,
} from '../../contract/boTraderDesk';
import type { AppDeps } from '../config';
import {
  fixtures,
  marketSuspensions,
  priceOverrides,
  sportsSlipLegs,
  sportsSlips,
  type FixtureRow,
  type PriceOverrideRow,
} from '../db/schema';
import type { Db } from '../db/types';
import { refusal } from '../http/envelope';
import { implement, type Route } from '../http/registry';
import { CASHOUT_KIND } from '../house/bets';
import { formatMultiplier } from '../house/crash';
import { sportsFeedOf } from '../house/feed';
import { modelMarketId } from '../house/footballMarkets';
import { MARKETS } from '../house/markets';
import { BOARD_MARKETS, pricedAt, settleDoneSlips } from '../house/slips';
import { aliasesOf, suspendedMarkets, traderPrices } from '../house/suspensions';
import { formatCents } from '../wallet/money';
import { rowsOf } from './reports';
import { fixtureState, offeredSelections, reopenMarket, suspendMarket } from './sportsbook';

/**
 * The trader desk over every market of every sport (contract/boSportsbook.ts): each market a fixture
 * offers with its feed and in-force odds, suspending a whole match, overriding a selection's price with a
 * reason, the liability of the open bets per match and selection, and the cash-outs players took. Every
 * change locks its fixture for update (a bet holds it for share: the change waits for bets in flight, or
 * the bet sees it) and is written to the audit trail with the registry's transaction.
 */

type Deps = Pick<AppDeps, 'db' | 'config'>;

async function fixtureRow(db: Db, code: string, lock = false): Promise<FixtureRow> {
  const query = db.select().from(fixtures).where(eq(fixtures.code, code));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw refusal('sports.fixture_not_found');
  return row;
}

/** GET /operator/sportsbook/desk/markets. */
export async function deskMarkets(deps: Deps, code: string, now: Date): Promise<DeskMarkets> {
  const { db } = deps;
  const row = await fixtureRow(db, code);
  const feed = sportsFeedOf(deps);
  const priced = await pricedAt(feed, row, now);
  const hold = (await suspendedMarkets(db, [row.code])).get(row.code);
  const inForce = traderPrices(priced.prices, hold);
  const [suspensions, overrides] = await Promise.all([
    db.select().from(marketSuspensions).where(eq(marketSuspensions.fixtureCode, row.code)),
    db.select().from(priceOverrides).where(eq(priceOverrides.fixtureCode, row.code)),
  ]);
  const reasonOf = (market: string) =>
    suspensions.find((s) => s.market === market || modelMarketId(s.market) === modelMarketId(market))?.reason ?? null;
  const whole = suspensions.find((s) => s.market === WHOLE_MATCH);
  const listed =
    (await feed.markets?.(row, priced.state)) ??
    (Object.keys(MARKETS) as Array<keyof typeof MARKETS>).map((id) => ({
      id,
      ...BOARD_MARKETS[id],
      fair: Object.fromEntries(MARKETS[id].map((s) => [s, 0])),
    }));
  const markets: DeskMarket[] = listed.map((market) => {
    const feedOdds = priced.prices?.[market.id] ?? null;
    const odds = inForce?.[market.id] ?? null;
    const reason = reasonOf(market.id);
    return {
      id: market.id,
      kind: market.kind,
      group: market.group,
      suspended: reason !== null,
      suspended_reason: reason,
      priced: feedOdds !== null,
      selections: Object.keys(market.fair).map((selection) => {
        const set = overrides.find((o) => o.market === modelMarketId(market.id) && o.selection === selection);
        return {
          selection,
          feed_odds: feedOdds?.[selection] !== undefined ? formatMultiplier(feedOdds[selection]) : null,
          odds: odds?.[selection] !== undefined ? formatMultiplier(odds[selection]) : null,
          override: set ? overrideView(set) : null,
        };
      }),
    };
  });
  return {
    fixture: row.code,
    sport: row.sport,
    home: row.home,
    away: row.away,
    state: fixtureState(row, now),
    match_suspended: whole !== undefined,
    match_suspended_reason: whole?.reason ?? null,
    markets,
  };
}

const overrideView = (row: PriceOverrideRow) => ({
  odds: formatMultiplier(row.odds),
  reason: row.reason,
  set_at: row.setAt.toISOString(),
  set_by: row.setBy,
});

const overrideState = (code: string, market: string, selection: string, row?: PriceOverrideRow) => ({
  fixture: code,
  market,
  selection,
  override: row ? overrideView(row) : null,
});

/** POST /operator/sportsbook/prices/override: set (or change) a selection's odds, kept under the model's market id. */
export async function overridePrice(deps: Deps, body: v.InferOutput<typeof OverrideBody>, staffId: number, now: Date) {
  const { db } = deps;
  const fixture = await fixtureRow(db, body.fixture, true);
  if (fixture.status !== 'open') throw refusal('sports.already_settled');
  const selections = await offeredSelections(deps, fixture, body.market);
  if (!selections?.includes(body.selection)) throw refusal('sports.market_invalid');
  const market = modelMarketId(body.market);
  const key = and(
    eq(priceOverrides.fixtureCode, fixture.code),
    eq(priceOverrides.market, market),
    eq(priceOverrides.selection, body.selection),
  );
  const [was] = await db.select().from(priceOverrides).where(key);
  const values = {
    odds: Math.round(Number(body.odds) * 100),
    setAt: now,
    setBy: staffId,
    reason: body.reason,
  };
  const [row] = await db
    .insert(priceOverrides)
    .values({ fixtureCode: fixture.code, market, selection: body.selection, ...values })
    .onConflictDoUpdate({
      target: [priceOverrides.fixtureCode, priceOverrides.market, priceOverrides.selection],
      set: values,
    })
    .returning();
  return {
    before: overrideState(fixture.code, market, body.selection, was),
    after: overrideState(fixture.code, market, body.selection, row),
  };
}

/** POST /operator/sportsbook/prices/remove: the selection is back at the feed's odds. */
export async function removeOverride(db: Db, body: v.InferOutput<typeof RemoveOverrideBody>) {
  const fixture = await fixtureRow(db, body.fixture, true);
  const market = modelMarketId(body.market);
  const [row] = await db
    .delete(priceOverrides)
    .where(
      and(
        eq(priceOverrides.fixtureCode, fixture.code),
        eq(priceOverrides.market, market),
        eq(priceOverrides.selection, body.selection),
      ),
    )
    .returning();
  if (!row) throw refusal('sports.override_not_found');
  return {
    before: overrideState(fixture.code, market, body.selection, row),
    after: overrideState(fixture.code, market, body.selection),
  };
}

/**
 * POST /operator/sportsbook/markets/settle, in the registry's transaction: the fixture locked for update
 * (as the feed's settlement locks it: one waits for the other, and each settles only legs still open),
 * every open leg on the market (under any of its ids) settled with its selection's outcome, the slips
 * left with no open leg paid once (house/slips.ts settleDoneSlips), and the market suspended from now on.
 */
export async function settleMarket(
  deps: Deps,
  body: v.InferOutput<typeof SettleMarketBody>,
  staffId: number,
  now: Date,
): Promise<SettleMarketResult> {
  // A savepoint of the registry's transaction (the slips' settlement runs on a transaction).
  return deps.db.transaction(async (db) => {
    const fixture = await fixtureRow(db, body.fixture, true);
    if (fixture.status !== 'open') throw refusal('sports.already_settled');
    if (!(await offeredSelections({ ...deps, db }, fixture, body.market))) throw refusal('sports.market_invalid');
    const ids = aliasesOf(body.market);
    const open = await db
      .select()
      .from(sportsSlipLegs)
      .where(
        and(
          eq(sportsSlipLegs.fixtureCode, fixture.code),
          inArray(sportsSlipLegs.market, ids),
          eq(sportsSlipLegs.status, 'open'),
        ),
      )
      .orderBy(asc(sportsSlipLegs.slipId))
      .for('update');
    const outcomeOf = (selection: string) => (body.outcomes === 'void' ? 'void' : body.outcomes[selection]);
    if (open.some((leg) => outcomeOf(leg.selection) === undefined)) throw refusal('sports.outcome_missing');
    for (const leg of open) {
      await db
        .update(sportsSlipLegs)
        .set({ status: outcomeOf(leg.selection)! })
        .where(
          and(
            eq(sportsSlipLegs.slipId, leg.slipId),
            eq(sportsSlipLegs.fixtureCode, fixture.code),
            eq(sportsSlipLegs.status, 'open'),
          ),
        );
    }
    const slipIds = [...new Set(open.map((leg) => leg.slipId))];
    const settled = await settleDoneSlips(db, fixture, slipIds, now);
    const [paid] = slipIds.length
      ? await db
          .select({ cents: sql<string>`coalesce(sum(${sportsSlips.winCents}), 0)` })
          .from(sportsSlips)
          .where(
            and(inArray(sportsSlips.id, slipIds), eq(sportsSlips.settledAt, now), ne(sportsSlips.status, 'cashed_out')),
          )
      : [];
    await db
      .insert(marketSuspensions)
      .values({
        fixtureCode: fixture.code,
        market: body.market,
        suspendedAt: now,
        suspendedBy: staffId,
        reason: `Settled by hand: ${body.reason}`.slice(0, 200),
      })
      .onConflictDoNothing();
    return {
      fixture: fixture.code,
      market: body.market,
      legs_settled: open.length,
      slips_settled: settled,
      paid_now: formatCents(Number(paid?.cents ?? 0)),
    };
  });
}

const num = (value: unknown) => Number(value ?? 0);

/**
 * GET /operator/sportsbook/liability: every fixture with open bets (single bets of the game screen on its
 * 1X2, slips with an open leg on it), worked out whole and paged here, riskiest first. What a bet pays is
 * floor(stake × odds / 100): integer division of positive whole numbers in SQL is that floor.
 */
export async function liability(
  deps: Deps,
  query: v.InferOutput<typeof LiabilityQuery>,
  now: Date,
): Promise<LiabilityPage> {
  const { db } = deps;
  const lines = await rowsOf(
    db,
    sql`
      select fixture_code as code, '1x2' as market, selection, false as acc, count(*)::int as n,
             sum(amount_cents)::text as stakes, sum(amount_cents * odds / 100)::text as payout
        from sports_bets where status = 'open' group by fixture_code, selection
      union all
      select l.fixture_code, l.market, l.selection, n.legs > 1, count(*)::int,
             sum(s.amount_cents)::text, sum(s.amount_cents * s.odds / 100)::text
        from sports_slip_legs l
        join sports_slips s on s.id = l.slip_id
        join (select slip_id, count(*) as legs from sports_slip_legs group by slip_id) n on n.slip_id = l.slip_id
       where l.status = 'open' and s.status = 'open'
       group by l.fixture_code, l.market, l.selection, n.legs > 1`,
  );
  const accumulators = await rowsOf(
    db,
    sql`
      select code, count(*)::int as n, sum(payout)::text as payout from (
        select distinct l.fixture_code as code, s.id, s.amount_cents * s.odds / 100 as payout
          from sports_slip_legs l join sports_slips s on s.id = l.slip_id
         where l.status = 'open' and s.status = 'open'
           and (select count(*) from sports_slip_legs k where k.slip_id = s.id) > 1
      ) t group by code`,
  );
  type Figures = {
    market: string;
    selection: string;
    bets: number;
    stakes: number;
    payout: number;
    accs: number;
    accPayout: number;
  };
  const byFixture = new Map<string, Map<string, Figures>>();
  for (const line of lines) {
    const code = String(line.code);
    // The board's `ou25` and the model's `total:2.5` are one market.
    const market = modelMarketId(String(line.market));
    const selection = String(line.selection);
    const figures = byFixture.get(code) ?? new Map<string, Figures>();
    byFixture.set(code, figures);
    const key = `${market}\u0000${selection}`;
    const was = figures.get(key) ?? { market, selection, bets: 0, stakes: 0, payout: 0, accs: 0, accPayout: 0 };
    if (line.acc) {
      was.accs += num(line.n);
      was.accPayout += num(line.payout);
    } else {
      was.bets += num(line.n);
      was.stakes += num(line.stakes);
      was.payout += num(line.payout);
    }
    figures.set(key, was);
  }
  const accOf = new Map(accumulators.map((a) => [String(a.code), { n: num(a.n), payout: num(a.payout) }]));
  const rows = byFixture.size
    ? await db
        .select()
        .from(fixtures)
        .where(inArray(fixtures.code, [...byFixture.keys()]))
        .orderBy(asc(fixtures.code))
    : [];
  const matches: Array<MatchLiability & { worst: number; accPayout: number }> = rows.map((row) => {
    const figures = [...byFixture.get(row.code)!.values()];
    const marketStakes = new Map<string, number>();
    for (const f of figures) marketStakes.set(f.market, (marketStakes.get(f.market) ?? 0) + f.stakes);
    // Each market's worst result: its single stakes less the payout of its costliest selection (exact for
    // markets of exclusive selections; a market whose selections win together counts its costliest one).
    const worstOf = new Map<string, number>();
    const selections = figures.map((f) => {
      const result = (marketStakes.get(f.market) ?? 0) - f.payout;
      if (f.bets > 0) worstOf.set(f.market, Math.min(worstOf.get(f.market) ?? Infinity, result));
      return { ...f, result };
    });
    selections.sort(
      (a, b) =>
        a.result - b.result ||
        b.accPayout - a.accPayout ||
        a.market.localeCompare(b.market) ||
        a.selection.localeCompare(b.selection),
    );
    const worst = [...worstOf.values()].reduce((sum, r) => sum + r, 0);
    const acc = accOf.get(row.code) ?? { n: 0, payout: 0 };
    const stakes = figures.reduce((sum, f) => sum + f.stakes, 0);
    return {
      fixture: row.code,
      sport: row.sport,
      home: row.home,
      away: row.away,
      kickoff: row.kickoff.toISOString(),
      state: fixtureState(row, now),
      bets: figures.reduce((sum, f) => sum + f.bets, 0),
      stakes: formatCents(stakes),
      worst_result: formatCents(worst),
      accumulators: acc.n,
      accumulator_payout: formatCents(acc.payout),
      selections: selections.map((f): SelectionLiability => ({
        market: f.market,
        selection: f.selection,
        bets: f.bets,
        stakes: formatCents(f.stakes),
        payout: formatCents(f.payout),
        result: formatCents(f.result),
        accumulators: f.accs,
        accumulator_payout: formatCents(f.accPayout),
      })),
      worst,
      accPayout: acc.payout,
    };
  });
  matches.sort((a, b) => a.worst - b.worst || b.accPayout - a.accPayout || a.fixture.localeCompare(b.fixture));
  const { page, per_page: perPage } = query;
  return {
    list: matches.slice((page - 1) * perPage, page * perPage).map(({ worst: _w, accPayout: _a, ...m }) => m),
    total: matches.length,
    at: now.toISOString(),
  };
}

/**
 * GET /operator/sportsbook/cashouts: each cash-out payment of the ledger (kind sports.cashout, ref
 * `<slip>:<stake cashed out so far>`), newest first; the stake it took is its running total less the
 * previous one's, and it is full when it left nothing riding (the slip cashed out with that total).
 */
export async function cashOuts(db: Db, query: v.InferOutput<typeof CashOutsQuery>): Promise<CashOutsPage> {
  const { page, per_page: perPage } = query;
  const [list, [total]] = await Promise.all([
    rowsOf(
      db,
      sql`
        with c as (
          select e.id, e.member_id, e.amount_cents, e.created_at,
                 split_part(e.ref, ':', 1) as slip, split_part(e.ref, ':', 2)::bigint as cashed
            from ledger_entries e where e.kind = ${CASHOUT_KIND}
        ), w as (
          select c.*, cashed - coalesce(lag(cashed) over (partition by slip order by cashed), 0) as stake from c
        )
        select w.id, w.member_id, m.nickname, w.slip, w.amount_cents::text as paid, w.stake::text as stake,
               w.created_at, s.status = 'cashed_out' and s.cashout_stake_cents = w.cashed as full,
               (select count(*)::int from sports_slip_legs l where l.slip_id = w.slip) as legs
          from w join members m on m.id = w.member_id join sports_slips s on s.id = w.slip
         order by w.created_at desc, w.id desc
         limit ${perPage} offset ${(page - 1) * perPage}`,
    ),
    rowsOf(db, sql`select count(*)::int as n from ledger_entries where kind = ${CASHOUT_KIND}`),
  ]);
  return {
    list: list.map((r) => ({
      id: num(r.id),
      member_id: num(r.member_id),
      member: String(r.nickname),
      slip: String(r.slip),
      legs: num(r.legs),
      stake: formatCents(num(r.stake)),
      paid: formatCents(num(r.paid)),
      at: new Date(r.created_at as string | Date).toISOString(),
      kind: r.full ? 'full' : 'partial',
    })),
    total: num(total?.n),
  };
}

/** The trader desk's endpoints (contract/boSportsbook.ts), implemented. */
export const traderDeskRoutes: Route[] = [
  implement(TraderDeskEndpoints.deskMarkets, async ({ deps, now, query }) => ({
    data: await deskMarkets(deps, query.fixture, now),
  })),
  implement(TraderDeskEndpoints.suspendMatch, async ({ deps, now, body, staff, audit }) => {
    const { before, after } = await suspendMarket(deps, { ...body, market: WHOLE_MATCH }, staff.id, now);
    Object.assign(audit, { subject: `market:${after.fixture}:${WHOLE_MATCH}`, before, after });
    return { data: after };
  }),
  implement(TraderDeskEndpoints.reopenMatch, async ({ deps, body, audit }) => {
    const { before, after } = await reopenMarket(deps.db, { ...body, market: WHOLE_MATCH });
    Object.assign(audit, { subject: `market:${after.fixture}:${WHOLE_MATCH}`, before, after });
    return { data: after };
  }),
  implement(TraderDeskEndpoints.overridePrice, async ({ deps, now, body, staff, audit }) => {
    const { before, after } = await overridePrice(deps, body, staff.id, now);
    Object.assign(audit, { subject: `price:${after.fixture}:${after.market}:${after.selection}`, before, after });
    return { data: after };
  }),
  implement(TraderDeskEndpoints.removeOverride, async ({ deps, body, audit }) => {
    const { before, after } = await removeOverride(deps.db, body);
    Object.assign(audit, { subject: `price:${after.fixture}:${after.market}:${after.selection}`, before, after });
    return { data: after };
  }),
  implement(TraderDeskEndpoints.settleMarket, async ({ deps, now, body, staff, audit }) => {
    const done = await settleMarket(deps, body, staff.id, now);
    Object.assign(audit, { subject: `market:${done.fixture}:${body.market}`, after: done });
    return { data: done };
  }),
  implement(TraderDeskEndpoints.liability, async ({ deps, now, query }) => ({
    data: await liability(deps, query, now),
  })),
  implement(TraderDeskEndpoints.cashOuts, async ({ deps, query }) => ({ data: await cashOuts(deps.db, query) })),
];
