import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import {
  REGULATOR_ATTENTION_SHOWN,
  REGULATOR_FILES_SHOWN,
  RegulatorDeskEndpoints,
  type RegulatorDay,
} from '../../contract/boRegulator';
import { saoPauloDayStart } from '../../lib/time';
import { regulatorChecks, regulatorReports, regulatorStandings } from '../db/schema';
import type { Db } from '../db/types';
import { refusal } from '../http/envelope';
import { implement, type Route } from '../http/registry';
import { recordAudit } from './audit';

/*
 * The regulator desk (contract/boRegulator.ts): the day's CPF checks read from regulator_checks, and the
 * daily files the job made (server/regulator/dailyFile.ts), downloaded as they were made.
 */

const OCCASION_ORDER = ['registration', 'identity', 'daily_login', 'recheck', 'sweep'];

export async function regulatorDay(db: Db, day: string): Promise<RegulatorDay> {
  const c = regulatorChecks;
  const within = and(gte(c.askedAt, saoPauloDayStart(day)), lt(c.askedAt, saoPauloDayStart(day, 1)));
  const byOutcome = await db
    .select({ occasion: c.occasion, outcome: c.outcome, reason: c.reason, n: count() })
    .from(c)
    .where(within)
    .groupBy(c.occasion, c.outcome, c.reason);
  const needing = and(within, inArray(c.outcome, ['flagged', 'unavailable']));
  const attention = await db
    .select()
    .from(c)
    .where(needing)
    .orderBy(desc(c.askedAt), desc(c.id))
    .limit(REGULATOR_ATTENTION_SHOWN);
  const [owed] = await db.select({ n: count() }).from(regulatorStandings).where(eq(regulatorStandings.pending, true));

  const totals = { clear: 0, flagged: 0, unavailable: 0 };
  const occasions = new Map<string, typeof totals>();
  const reasons = new Map<string, number>();
  for (const row of byOutcome) {
    const outcome = row.outcome as keyof typeof totals;
    totals[outcome] += row.n;
    const occasion = occasions.get(row.occasion) ?? { clear: 0, flagged: 0, unavailable: 0 };
    occasion[outcome] += row.n;
    occasions.set(row.occasion, occasion);
    if (row.reason) reasons.set(row.reason, (reasons.get(row.reason) ?? 0) + row.n);
  }
  const rank = (occasion: string) => {
    const i = OCCASION_ORDER.indexOf(occasion);
    return i < 0 ? OCCASION_ORDER.length : i;
  };
  return {
    day,
    totals,
    occasions: [...occasions]
      .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
      .map(([occasion, figures]) => ({ occasion, ...figures })),
    reasons: [...reasons]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .map(([reason, n]) => ({ reason, count: n })),
    attention: attention.map((row) => ({
      at: row.askedAt.toISOString(),
      member_id: row.memberId,
      cpf: row.cpf,
      occasion: row.occasion,
      outcome: row.outcome as 'flagged' | 'unavailable',
      reason: row.reason,
      provider: row.provider,
    })),
    attention_total: totals.flagged + totals.unavailable,
    owed_now: owed?.n ?? 0,
  };
}

export const regulatorDeskRoutes: Route[] = [
  implement(RegulatorDeskEndpoints.day, async ({ deps, query }) => ({ data: await regulatorDay(deps.db, query.day) })),
  implement(RegulatorDeskEndpoints.files, async ({ deps }) => {
    const r = regulatorReports;
    const rows = await deps.db
      .select({ day: r.day, rows: r.rows, sha256: r.sha256, generatedAt: r.generatedAt })
      .from(r)
      .orderBy(desc(r.day))
      .limit(REGULATOR_FILES_SHOWN);
    return {
      data: {
        list: rows.map((row) => ({
          day: row.day,
          rows: row.rows,
          sha256: row.sha256,
          generated_at: row.generatedAt.toISOString(),
        })),
      },
    };
  }),
  implement(RegulatorDeskEndpoints.fileExport, async ({ deps, now, query, staff }) => {
    const [file] = await deps.db.select().from(regulatorReports).where(eq(regulatorReports.day, query.day));
    if (!file) throw refusal('regulator.file_missing');
    // Taking a copy of the players' figures is recorded, as for the reports' exports.
    await recordAudit(deps.db, staff, now, {
      action: 'report.exported',
      subject: `report:regulator_file:${file.day}`,
      after: { day: file.day, rows: file.rows, sha256: file.sha256 },
    });
    return { data: { filename: `regulador-${file.day}.csv`, csv: file.content, rows: file.rows } };
  }),
];
