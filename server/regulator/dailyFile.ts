import { createHash } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { previousDay, saoPauloDay, saoPauloDayStart } from '../../lib/time';
import type { AppDeps } from '../config';
import { ledgerEntries, members, regulatorReports, withdrawalOrders } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { passThrough, type ItemRunner } from '../job-failures';
import { csvRecord } from '../privacy/csv';
import { formatCents } from '../wallet/money';

/*
 * The regulator's daily file (docs/REGULATOR.md, "The daily file"): for each São Paulo day, one line per CPF
 * with activity that day — the bets placed and what they staked, the stakes given back, the prizes paid, the
 * deposits credited and the withdrawals paid — read from the ledger (a withdrawal from its order, paid that
 * day, for the amount its hold took). Made once by the job after the day has ended, kept as made, with its
 * SHA-256.
 */

export const DAILY_FILE_HEADER = [
  'dia',
  'cpf',
  'apostas',
  'valor_apostado',
  'valor_devolvido',
  'valor_premios',
  'depositos',
  'valor_depositado',
  'saques',
  'valor_sacado',
] as const;

/** How long after midnight the day's file waits (work started before midnight finishes writing). */
export const DAILY_FILE_DELAY_MS = 15 * 60 * 1000;
/** How many past days the job makes up for when it finds them missing (a server that was down). */
export const DAILY_FILE_CATCH_UP_DAYS = 7;

export interface DailyLine {
  cpf: string;
  bets: number;
  stakedCents: number;
  returnedCents: number;
  prizesCents: number;
  deposits: number;
  depositedCents: number;
  withdrawals: number;
  withdrawnCents: number;
}

/** Each CPF's activity on a São Paulo day, by CPF. */
export async function dailyLines(db: Db | Tx, day: string): Promise<DailyLine[]> {
  const start = saoPauloDayStart(day);
  const end = saoPauloDayStart(day, 1);
  const e = ledgerEntries;
  const sum = (kinds: string[]) =>
    sql<string>`coalesce(sum(${e.amountCents}) filter (where ${e.kind} in (${sql.join(
      kinds.map((kind) => sql`${kind}`),
      sql`, `,
    )})), 0)`;
  const count = (kind: string) => sql<string>`count(*) filter (where ${e.kind} = ${kind})`;
  const ledger = await db
    .select({
      cpf: members.cpf,
      bets: count('game.bet'),
      staked: sum(['game.bet']),
      returned: sum(['game.rollback']),
      prizes: sum(['game.win', 'sports.cashout']),
      deposits: count('deposit'),
      deposited: sum(['deposit']),
    })
    .from(e)
    .innerJoin(members, eq(members.id, e.memberId))
    .where(
      and(
        gte(e.createdAt, start),
        lt(e.createdAt, end),
        sql`${e.kind} in ('game.bet', 'game.rollback', 'game.win', 'sports.cashout', 'deposit')`,
        sql`${members.cpf} is not null`,
      ),
    )
    .groupBy(members.cpf);
  // A withdrawal paid that day, for what its hold took from the wallet (the ledger's withdrawal.hold).
  const paid = await db
    .select({
      cpf: members.cpf,
      withdrawals: sql<string>`count(*)`,
      withdrawn: sql<string>`coalesce(-sum(${e.amountCents}), 0)`,
    })
    .from(withdrawalOrders)
    .innerJoin(members, eq(members.id, withdrawalOrders.memberId))
    .innerJoin(e, and(eq(e.kind, 'withdrawal.hold'), eq(e.ref, withdrawalOrders.orderNo)))
    .where(
      and(
        eq(withdrawalOrders.status, 'paid'),
        gte(withdrawalOrders.paidAt, start),
        lt(withdrawalOrders.paidAt, end),
        sql`${members.cpf} is not null`,
      ),
    )
    .groupBy(members.cpf);
  const lines = new Map<string, DailyLine>();
  const line = (cpf: string) => {
    let found = lines.get(cpf);
    if (!found) {
      found = {
        cpf,
        bets: 0,
        stakedCents: 0,
        returnedCents: 0,
        prizesCents: 0,
        deposits: 0,
        depositedCents: 0,
        withdrawals: 0,
        withdrawnCents: 0,
      };
      lines.set(cpf, found);
    }
    return found;
  };
  for (const row of ledger) {
    Object.assign(line(row.cpf!), {
      bets: Number(row.bets),
      stakedCents: -Number(row.staked),
      returnedCents: Number(row.returned),
      prizesCents: Number(row.prizes),
      deposits: Number(row.deposits),
      depositedCents: Number(row.deposited),
    });
  }
  for (const row of paid) {
    Object.assign(line(row.cpf!), { withdrawals: Number(row.withdrawals), withdrawnCents: Number(row.withdrawn) });
  }
  return [...lines.values()].sort((a, b) => a.cpf.localeCompare(b.cpf));
}

/** The day's file: CSV, UTF-8 without a byte order mark, the header then one line per CPF. */
export function dailyFileOf(day: string, lines: readonly DailyLine[]): string {
  return [
    csvRecord(DAILY_FILE_HEADER),
    ...lines.map((l) =>
      csvRecord([
        day,
        l.cpf,
        l.bets,
        formatCents(l.stakedCents),
        formatCents(l.returnedCents),
        formatCents(l.prizesCents),
        l.deposits,
        formatCents(l.depositedCents),
        l.withdrawals,
        formatCents(l.withdrawnCents),
      ]),
    ),
  ].join('');
}

export const sha256Of = (content: string) => createHash('sha256').update(content, 'utf8').digest('hex');

/** Makes and keeps the day's file unless it exists (two processes at once: one is kept). Answers whether it made it. */
export async function makeDailyFile(db: Db, day: string, now: Date): Promise<boolean> {
  const lines = await dailyLines(db, day);
  const content = dailyFileOf(day, lines);
  const made = await db
    .insert(regulatorReports)
    .values({ day, content, rows: lines.length, sha256: sha256Of(content), generatedAt: now })
    .onConflictDoNothing()
    .returning({ day: regulatorReports.day });
  return made.length > 0;
}

/**
 * The job's part: the files of the days that have ended (DAILY_FILE_DELAY_MS past their midnight) and have
 * none yet, the last DAILY_FILE_CATCH_UP_DAYS at most, none before the installation's first member. Each day
 * on its own. Answers how many it made.
 */
export async function makeDueDailyFiles(
  deps: Pick<AppDeps, 'db'>,
  now: Date,
  items: ItemRunner = passThrough('regulator_files'),
): Promise<number> {
  let last = previousDay(saoPauloDay(now));
  if (now.getTime() < saoPauloDayStart(saoPauloDay(now)).getTime() + DAILY_FILE_DELAY_MS) last = previousDay(last);
  const [first] = await deps.db.select({ at: sql<Date | null>`min(${members.createdAt})` }).from(members);
  if (!first?.at) return 0;
  const firstDay = saoPauloDay(new Date(first.at));
  const days: string[] = [];
  for (let day = last; days.length < DAILY_FILE_CATCH_UP_DAYS && day >= firstDay; day = previousDay(day)) {
    days.push(day);
  }
  if (days.length === 0) return 0;
  const made = new Set(
    (
      await deps.db
        .select({ day: regulatorReports.day })
        .from(regulatorReports)
        .where(and(gte(regulatorReports.day, days.at(-1)!), sql`${regulatorReports.day} <= ${days[0]}`))
    ).map((row) => row.day),
  );
  let count = 0;
  for (const day of days.reverse().filter((d) => !made.has(d))) {
    if (await items.item(day, () => makeDailyFile(deps.db, day, now))) count += 1;
  }
  return count;
}
