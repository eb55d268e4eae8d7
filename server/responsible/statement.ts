import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { STATEMENT_LENGTH, type Statement, type StatementPeriod } from '../../contract/responsible';
import { ledgerEntries } from '../db/schema';
import type { Db } from '../db/types';
import { BRASILIA } from '../../lib/format';
import { saoPauloDay, saoPauloDayStart } from '../../lib/time';
import { BET_KIND, CASHOUT_KIND, WIN_KIND } from '../house/bets';
import { formatCents } from '../wallet/money';
import { addDays, nextPeriodFirstDay, periodFirstDay, previousPeriodFirstDay } from './periods';

/*
 * The activity statement: what the member deposited, withdrew, staked and won, and the net result, by
 * São Paulo day, week or month, read from the ledger (a withdrawal counts when asked for; a rejected one
 * given back counts against it).
 */

const KINDS = ['deposit', 'withdrawal.hold', 'withdrawal.release', BET_KIND, WIN_KIND, CASHOUT_KIND] as const;

export async function statement(db: Db, memberId: number, period: StatementPeriod, now: Date): Promise<Statement> {
  const firsts: string[] = [periodFirstDay(period, saoPauloDay(now))];
  while (firsts.length < STATEMENT_LENGTH[period]) firsts.push(previousPeriodFirstDay(period, firsts.at(-1) ?? ''));
  const oldest = firsts.at(-1) ?? firsts[0] ?? saoPauloDay(now);
  const start = saoPauloDayStart(oldest);

  // The zone is a constant written into the SQL, so the grouped expression is the selected one.
  const day = sql<string>`to_char(${ledgerEntries.createdAt} at time zone ${sql.raw(`'${BRASILIA}'`)}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, kind: ledgerEntries.kind, cents: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.memberId, memberId),
        inArray(ledgerEntries.kind, [...KINDS]),
        gte(ledgerEntries.createdAt, start),
      ),
    )
    .groupBy(day, ledgerEntries.kind);

  const buckets = firsts.map((first) => ({
    from: first,
    to: addDays(nextPeriodFirstDay(period, first), -1),
    deposits: 0,
    withdrawals: 0,
    bets: 0,
    wins: 0,
  }));
  for (const row of rows) {
    const bucket = buckets.find((b) => b.from <= row.day && row.day <= b.to);
    if (!bucket) continue;
    const cents = Number(row.cents);
    if (row.kind === 'deposit') bucket.deposits += cents;
    else if (row.kind === BET_KIND) bucket.bets -= cents;
    // A sports cash-out is money back from play: counted with the wins.
    else if (row.kind === WIN_KIND || row.kind === CASHOUT_KIND) bucket.wins += cents;
    else bucket.withdrawals -= cents;
  }
  const money = (b: { deposits: number; withdrawals: number; bets: number; wins: number }) => ({
    deposits: formatCents(b.deposits),
    withdrawals: formatCents(b.withdrawals),
    bets: formatCents(b.bets),
    wins: formatCents(b.wins),
    net: formatCents(b.wins - b.bets),
  });
  const totals = buckets.reduce(
    (sum, b) => ({
      deposits: sum.deposits + b.deposits,
      withdrawals: sum.withdrawals + b.withdrawals,
      bets: sum.bets + b.bets,
      wins: sum.wins + b.wins,
    }),
    { deposits: 0, withdrawals: 0, bets: 0, wins: 0 },
  );
  return { period, rows: buckets.map((b) => ({ from: b.from, to: b.to, ...money(b) })), totals: money(totals) };
}
