import { and, eq, gte, lt, ne, notExists, sql, type Column, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  crashRounds,
  gameRounds,
  games,
  ledgerEntries,
  sportsBets,
  sportsSlipLegs,
  sportsSlips,
  walletRounds,
  walletTransactions,
} from '../db/schema';
import type { Db, Tx } from '../db/types';
import { saoPauloDayStart } from '../../lib/time';
import { BET_KIND, WIN_KIND } from '../house/bets';
import { MARGIN } from '../house/markets';

/**
 * Play counted on results: what the loss relief and the betting rebate are computed on. A bet counts on
 * the day it is settled, its stake and its return together: a sports bet or slip when the operator settles
 * its fixture (its last fixture), a crash round when it ends, a provider's round (wallet_rounds) when its
 * last credit settles it, a slot round when it is played (it settles at once, as does any bet with no
 * pending record). A bet still open counts nowhere, and a void bet (its
 * stake given back) counts zero: neither as a stake nor as a loss. So covering every outcome of a market
 * shows, on the settlement day, exactly what it lost, and nothing before.
 *
 * Each settled bet also carries its theoretical loss: its stake × the house edge it was placed at (in
 * ten-thousandths of a centavo, rounded down), what the house expects to keep of it whatever happened (./cap.ts bounds the play-linked rewards by it).
 * A slot or crash bet: 1 − its game's return to player (games.rtp, the engine's computed value). A sports
 * bet or slip: 1 − 1/(1 + MARGIN)^legs (its legs that were not void): every selection is priced at
 * floor(100 / (p × (1 + MARGIN))), so whichever one is chosen returns at most 1/(1 + MARGIN) of its stake
 * (a market's whole overround can be larger, but not every selection's share of it). A bet of no known
 * game has no known edge: its theoretical loss is zero.
 */

/** The unit of a theoretical loss: a ten-thousandth of a centavo, so sums are exact integers everywhere. */
export const THEORETICAL_PER_CENT = 10_000;
/** A bet's theoretical loss as SQL: stake × edge in ten-thousandths of a centavo, rounded down. */
const theoretical = (stake: Column | SQL, edge: SQL) =>
  sql<string>`floor(${stake} * ${edge} * ${THEORETICAL_PER_CENT})::bigint`.as('theoretical');
/** A game's house edge from its stored return to player, as SQL (0 when the game is unknown). */
const gameEdge = (gameId: Column | SQL) =>
  sql`coalesce((select 1 - ${games.rtp} / 100 from ${games} where ${games.id} = ${gameId}), 0)`;
/** The house edge of a sports bet with `legs` legs, as SQL. */
const sportsEdge = (legs: SQL | number) => sql`(1 - 1 / power(${String(1 + MARGIN)}::numeric, ${legs}))`;

/** A wallet round that is not a crash round's (a crash round counts as such, with its own record). */
export const notCrashRound = (db: Db | Tx) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(crashRounds)
      .where(sql`${walletRounds.provider} = 'RODADA' and ${crashRounds.id} = ${walletRounds.roundId}`),
  );

export interface ResultWindow {
  /** Settled from this instant (inclusive); none: since the beginning. */
  from?: Date;
  /** Settled before this instant; none: up to now. */
  to?: Date;
  /** Only this member's bets (an id, or a column holding it in an outer query); none: every member's. */
  memberId?: number | Column;
}

/** A São Paulo day as a window. */
export const dayWindow = (day: string, memberId?: number): ResultWindow => ({
  from: saoPauloDayStart(day),
  to: saoPauloDayStart(day, 1),
  ...(memberId === undefined ? {} : { memberId }),
});

/**
 * Every bet settled in the window: member, game, when it settled, stake, return, theoretical loss (in
 * THEORETICAL_PER_CENT units), whether it was void.
 */
export function settledBets(db: Db | Tx, window: ResultWindow) {
  const within = (member: Column, at: Column) =>
    and(
      window.memberId === undefined ? undefined : eq(member, window.memberId),
      window.from ? gte(at, window.from) : undefined,
      window.to ? lt(at, window.to) : undefined,
    );
  const sports = db
    .select({
      memberId: sportsBets.memberId,
      gameId: sql<number | null>`${sportsBets.gameId}`.as('game_id'),
      settledAt: sportsBets.settledAt,
      stakeCents: sportsBets.amountCents,
      returnCents: sportsBets.winCents,
      theoretical: theoretical(sportsBets.amountCents, sportsEdge(1)),
      isVoid: sql<boolean>`${sportsBets.status} = 'void'`.as('is_void'),
    })
    .from(sportsBets)
    .where(and(ne(sportsBets.status, 'open'), within(sportsBets.memberId, sportsBets.settledAt)));
  const slips = db
    .select({
      memberId: sportsSlips.memberId,
      gameId: sportsSlips.gameId,
      settledAt: sportsSlips.settledAt,
      stakeCents: sportsSlips.amountCents,
      returnCents: sportsSlips.winCents,
      theoretical: theoretical(
        sportsSlips.amountCents,
        sportsEdge(
          sql`(select count(*) from ${sportsSlipLegs} where ${sportsSlipLegs.slipId} = ${sportsSlips.id} and ${sportsSlipLegs.status} <> 'void')`,
        ),
      ),
      isVoid: sql<boolean>`${sportsSlips.status} = 'void'`.as('is_void'),
    })
    .from(sportsSlips)
    .where(and(ne(sportsSlips.status, 'open'), within(sportsSlips.memberId, sportsSlips.settledAt)));
  const crash = db
    .select({
      memberId: crashRounds.memberId,
      gameId: crashRounds.gameId,
      settledAt: crashRounds.endedAt,
      stakeCents: crashRounds.betCents,
      returnCents: crashRounds.winCents,
      theoretical: theoretical(crashRounds.betCents, gameEdge(crashRounds.gameId)),
      isVoid: sql<boolean>`false`.as('is_void'),
    })
    .from(crashRounds)
    .where(and(ne(crashRounds.status, 'running'), within(crashRounds.memberId, crashRounds.endedAt)));
  // A provider's round through the seamless wallet counts when it is settled, with everything staked and
  // paid in it; one still open counts nowhere, one rolled back nothing.
  const provided = db
    .select({
      memberId: walletRounds.memberId,
      gameId: walletRounds.gameId,
      settledAt: walletRounds.settledAt,
      stakeCents: walletRounds.stakeCents,
      returnCents: walletRounds.winCents,
      theoretical: theoretical(walletRounds.stakeCents, gameEdge(walletRounds.gameId)),
      isVoid: sql<boolean>`false`.as('is_void'),
    })
    .from(walletRounds)
    .where(
      and(eq(walletRounds.status, 'settled'), within(walletRounds.memberId, walletRounds.settledAt), notCrashRound(db)),
    );
  // A provider's debit (ref `<provider>:<transaction id>`) counts with its round, above.
  const providerDebit = notExists(
    db
      .select({ one: sql`1` })
      .from(walletTransactions)
      .where(
        sql`${walletTransactions.provider} = split_part(${ledgerEntries.ref}, ':', 1) and ${walletTransactions.transactionId} = substr(${ledgerEntries.ref}, position(':' in ${ledgerEntries.ref}) + 1)`,
      ),
  );
  // Slot rounds, and any other bet with no pending record: settled when the stake was taken.
  const pendingRecord = (table: typeof sportsBets | typeof sportsSlips | typeof crashRounds) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(eq(table.id, ledgerEntries.ref)),
    );
  const atOnce = db
    .select({
      memberId: ledgerEntries.memberId,
      gameId: gameRounds.gameId,
      settledAt: ledgerEntries.createdAt,
      stakeCents: sql<number>`-${ledgerEntries.amountCents}`.as('stake_cents'),
      returnCents:
        sql<number>`coalesce((select sum(w.amount_cents) from ledger_entries w where w.kind = ${WIN_KIND} and w.ref = ${ledgerEntries.ref}), 0)`.as(
          'return_cents',
        ),
      theoretical: theoretical(sql`-${ledgerEntries.amountCents}`, gameEdge(gameRounds.gameId)),
      isVoid: sql<boolean>`false`.as('is_void'),
    })
    .from(ledgerEntries)
    .leftJoin(gameRounds, eq(gameRounds.id, ledgerEntries.ref))
    .where(
      and(
        eq(ledgerEntries.kind, BET_KIND),
        within(ledgerEntries.memberId, ledgerEntries.createdAt),
        pendingRecord(sportsBets),
        pendingRecord(sportsSlips),
        pendingRecord(crashRounds),
        providerDebit,
      ),
    );
  return unionAll(sports, slips, crash, provided, atOnce).as('settled');
}

/**
 * What a member's settled bets add up to: the stakes (void bets left out), what they returned, and their
 * theoretical loss (Σ stake × house edge, in THEORETICAL_PER_CENT units: ten-thousandths of a centavo).
 */
export interface Results {
  stakeCents: number;
  returnCents: number;
  theoretical: number;
}

/** The net loss of results (stakes − returns): negative when the member won. */
export const netLoss = (results: Results) => results.stakeCents - results.returnCents;

/** Each member's results over the window, by member (members with no settled bet are absent). */
export async function resultsByMember(db: Db | Tx, window: ResultWindow): Promise<Map<number, Results>> {
  const settled = settledBets(db, window);
  const rows = await db
    .select({
      memberId: settled.memberId,
      stake: sql<string>`coalesce(sum(${settled.stakeCents}) filter (where not ${settled.isVoid}), 0)`,
      returned: sql<string>`coalesce(sum(${settled.returnCents}) filter (where not ${settled.isVoid}), 0)`,
      theoretical: sql<string>`coalesce(sum(${settled.theoretical}) filter (where not ${settled.isVoid}), 0)`,
    })
    .from(settled)
    .groupBy(settled.memberId);
  return new Map(
    rows.map((row) => [
      row.memberId,
      {
        stakeCents: Number(row.stake),
        returnCents: Number(row.returned),
        theoretical: Number(row.theoretical),
      },
    ]),
  );
}

/**
 * The member's settled turnover as one SQL expression: the stakes of their settled bets (void ones left
 * out), as `resultsByMember` counts them. `memberId` may be a column of an outer query (members.id), to read
 * it within another statement.
 */
export function settledStakesSql(db: Db | Tx, memberId: number | Column): SQL<number> {
  const settled = settledBets(db, { memberId });
  return sql<number>`(select coalesce(sum(${settled.stakeCents}) filter (where not ${settled.isVoid}), 0) from ${settled})`.mapWith(
    Number,
  );
}

/** One member's results over the window. */
export async function memberResults(db: Db | Tx, memberId: number, window: Omit<ResultWindow, 'memberId'>) {
  return (
    (await resultsByMember(db, { ...window, memberId })).get(memberId) ?? {
      stakeCents: 0,
      returnCents: 0,
      theoretical: 0,
    }
  );
}

/** One member's settled bets (void ones left out), each with its game, when it settled and its theoretical loss. */
export async function settledBetRows(db: Db | Tx, window: ResultWindow & { memberId: number }) {
  const settled = settledBets(db, window);
  const rows = await db
    .select({
      gameId: settled.gameId,
      settledAt: settled.settledAt,
      stake: settled.stakeCents,
      returned: settled.returnCents,
      theoretical: settled.theoretical,
    })
    .from(settled)
    .where(sql`not ${settled.isVoid}`);
  return rows.map((row) => ({
    gameId: row.gameId,
    settledAt: row.settledAt === null ? null : new Date(row.settledAt),
    stakeCents: Number(row.stake),
    returnCents: Number(row.returned),
    theoretical: Number(row.theoretical),
  }));
}
