import { and, asc, desc, eq, isNotNull, isNull, lt, lte, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { RegulatorReason } from '../../contract/regulator.refusals';
import { saoPauloDay } from '../../lib/time';
import type { AppDeps } from '../config';
import { members, regulatorChecks, regulatorStandings } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { refusal, refusalWith } from '../http/envelope';
import { passThrough, type ItemRunner } from '../job-failures';
import { RegulatorUnavailable, sandboxRegulator, type RegulatorAnswer, type RegulatorCheck } from './check';

/*
 * When the regulator is asked and what its answers change (Portaria SPA/MF 2.217/2025):
 * - at registration, and when an account from before the identity rule completes its identity: a flagged CPF
 *   is refused with its reason's own code, and no answer refuses it too (fail closed);
 * - at the first login of each São Paulo day: a flagged member logs in and may only withdraw; no answer lets
 *   the login through but holds deposits until one comes (the job asks again every minute).
 * Every question is recorded (regulator_checks) with its answer, for the regulator's audit. No question is
 * asked inside a transaction: the answer may take seconds, and no lock waits on it.
 */

/** How long a question may take before it counts as no answer. */
export const REGULATOR_TIMEOUT_MS = 5_000;

export type Occasion = 'registration' | 'identity' | 'daily_login' | 'recheck' | 'sweep';

/** The adapter the server asks: the one it was built with, else the sandbox's. */
export const regulatorOf = (deps: Pick<AppDeps, 'regulator'>): RegulatorCheck => deps.regulator ?? sandboxRegulator;

/**
 * Asks the regulator and records the question and its answer: the answer (null: none, the service down or
 * too slow) and the record's id.
 */
export async function askRegulator(
  deps: Pick<AppDeps, 'db' | 'regulator'>,
  question: { memberId: number | null; cpf: string; birthDate: string | null; occasion: Occasion },
  now: Date,
): Promise<{ answer: RegulatorAnswer | null; checkId: number }> {
  const regulator = regulatorOf(deps);
  let answer: RegulatorAnswer | null = null;
  let raw: unknown = null;
  try {
    ({ answer, raw } = await regulator.check(
      { cpf: question.cpf, birthDate: question.birthDate, asOf: now },
      AbortSignal.timeout(REGULATOR_TIMEOUT_MS),
    ));
  } catch (error) {
    // Down, too slow or unreadable: recorded as no answer (anything else is a fault of ours, thrown).
    if (!(error instanceof RegulatorUnavailable) && !isTimeout(error)) throw error;
    raw =
      error instanceof RegulatorUnavailable && error.said !== undefined
        ? error.said
        : { error: error instanceof Error ? error.message : String(error) };
  }
  const [row] = await deps.db
    .insert(regulatorChecks)
    .values({
      memberId: question.memberId,
      cpf: question.cpf,
      occasion: question.occasion,
      provider: regulator.provider,
      outcome: answer === null ? 'unavailable' : answer.clear ? 'clear' : 'flagged',
      reason: answer && !answer.clear ? answer.reason : null,
      answer: raw,
      askedAt: now,
    })
    .returning({ id: regulatorChecks.id });
  return { answer, checkId: row!.id };
}

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** The refusal of a CPF the regulator flagged, by its reason. */
export const flaggedRefusal = (reason: RegulatorReason) => refusal(`regulator.${reason}`);

/**
 * Registration (or an identity completed later): a flagged CPF is refused with its reason, no answer is
 * refused too. Answers the record's id, to be tied to the member once it exists (`clearedMember`).
 */
export async function requireClearCpf(
  deps: Pick<AppDeps, 'db' | 'regulator'>,
  question: { memberId: number | null; cpf: string; birthDate: string | null; occasion: 'registration' | 'identity' },
  now: Date,
): Promise<number> {
  const { answer, checkId } = await askRegulator(deps, question, now);
  if (answer === null) throw refusal('regulator.unavailable');
  if (!answer.clear) throw flaggedRefusal(answer.reason);
  return checkId;
}

/** A member whose CPF was just cleared (in the transaction that makes it): the record and its standing. */
export async function clearedMember(tx: Db | Tx, memberId: number, checkId: number, now: Date): Promise<void> {
  await tx.update(regulatorChecks).set({ memberId }).where(eq(regulatorChecks.id, checkId));
  await keepStanding(tx, memberId, { clear: true }, now);
}

/**
 * Keeps the member's standing from an answer (null: none came, an answer is owed — except for the sweep's
 * question, whose failure holds nothing: the last answer stands and the job asks again).
 */
export async function keepStanding(
  db: Db | Tx,
  memberId: number,
  answer: RegulatorAnswer | null,
  now: Date,
  owed = true,
) {
  const values =
    answer === null
      ? owed
        ? { pending: true, updatedAt: now }
        : { updatedAt: now }
      : { answeredDay: saoPauloDay(now), flag: answer.clear ? null : answer.reason, pending: false, updatedAt: now };
  await db
    .insert(regulatorStandings)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: regulatorStandings.memberId, set: values });
}

/**
 * The first login of a São Paulo day asks about the member's CPF (a member without one, from before the
 * identity rule, is asked when it completes its identity). Never refuses the login: a flag leaves only the
 * withdrawal open, no answer holds deposits until the job gets one.
 */
export async function dailyCheck(deps: Pick<AppDeps, 'db' | 'regulator'>, memberId: number, now: Date): Promise<void> {
  const [member] = await deps.db
    .select({
      id: members.id,
      cpf: members.cpf,
      birthDate: members.birthDate,
      answeredDay: regulatorStandings.answeredDay,
    })
    .from(members)
    .leftJoin(regulatorStandings, eq(regulatorStandings.memberId, members.id))
    .where(eq(members.id, memberId));
  if (!member?.cpf || member.answeredDay === saoPauloDay(now)) return;
  const { answer } = await askRegulator(
    deps,
    { memberId: member.id, cpf: member.cpf, birthDate: member.birthDate, occasion: 'daily_login' },
    now,
  );
  await keepStanding(deps.db, member.id, answer, now);
}

/** The member's flag (its reason) and whether an answer is owed. */
export async function standingOf(
  db: Db | Tx,
  memberId: number,
): Promise<{ flag: RegulatorReason | null; pending: boolean }> {
  const [row] = await db
    .select({ flag: regulatorStandings.flag, pending: regulatorStandings.pending })
    .from(regulatorStandings)
    .where(eq(regulatorStandings.memberId, memberId));
  return { flag: (row?.flag as RegulatorReason | null | undefined) ?? null, pending: row?.pending ?? false };
}

/** Whether the member (a column) is flagged by the regulator's check, as SQL: requireNotFlagged refuses then. */
export function flagged(member: Column): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${regulatorStandings} where ${regulatorStandings.memberId} = ${member} and ${regulatorStandings.flag} is not null)`;
}

/**
 * A flagged member may only withdraw: deposits, bets, game launches and promotions are refused. A deposit
 * also needs the day's answer (`deposit`): while one is owed, it is refused until it comes.
 */
export async function requireNotFlagged(db: Db | Tx, memberId: number, deposit = false): Promise<void> {
  refuseByStanding(await standingOf(db, memberId), deposit);
}

/** requireNotFlagged's rule on a standing read: a flag refuses; an owed answer refuses a deposit. */
export function refuseByStanding(standing: { flag: RegulatorReason | null; pending: boolean }, deposit: boolean) {
  if (standing.flag) throw refusalWith('regulator.withdraw_only', { reason: standing.flag });
  if (deposit && standing.pending) throw refusal('regulator.unavailable');
}

/** The member's standing (a column or an id) as reads of a caller's own statement (as standingOf answers it). */
export function standingReads(member: Column | number) {
  const of = sql`from ${regulatorStandings} where ${regulatorStandings.memberId} = ${member}`;
  return {
    flag: sql<RegulatorReason | null>`(select ${regulatorStandings.flag} ${of})`,
    pending: sql<boolean>`coalesce((select ${regulatorStandings.pending} ${of}), false)`,
  };
}

/** The most questions one run of the job asks (owed answers first, then the sweep's). */
export const RECHECK_BATCH = 20;

/** Every account is asked again at least this often (Instrução Normativa SPA/MF 22/2025: every 15 days). */
export const SWEEP_DAYS = 15;

/**
 * The job's part: asks again about every member whose login's check got no answer, and sweeps the accounts
 * whose last answer is SWEEP_DAYS old (any open account with a CPF, paused or restricted ones too; closed
 * ones are not asked). Owed answers first, then the oldest; each on its own: one that fails waits for its next
 * attempt, the others are asked. Answers how many got an answer.
 */
export async function recheckOwed(
  deps: Pick<AppDeps, 'db' | 'regulator'>,
  now: Date,
  items: ItemRunner = passThrough('regulator_rechecks'),
): Promise<number> {
  const sweepDay = saoPauloDay(new Date(now.getTime() - SWEEP_DAYS * 24 * 3600 * 1000));
  const owing = and(
    eq(regulatorStandings.pending, true),
    // Asked at most once a minute each.
    lt(regulatorStandings.updatedAt, new Date(now.getTime() - 60_000)),
  );
  const due = await deps.db
    .select({ id: members.id, cpf: members.cpf, birthDate: members.birthDate, owed: regulatorStandings.pending })
    .from(members)
    .leftJoin(regulatorStandings, eq(regulatorStandings.memberId, members.id))
    .where(
      and(
        isNotNull(members.cpf),
        or(
          owing,
          and(
            isNull(members.closedAt),
            or(isNull(regulatorStandings.memberId), lte(regulatorStandings.answeredDay, sweepDay)),
            lt(sql`coalesce(${regulatorStandings.updatedAt}, ${members.createdAt})`, new Date(now.getTime() - 60_000)),
          ),
        ),
        items.notWaiting(sql`${members.id}::text`),
      ),
    )
    .orderBy(
      desc(sql`coalesce(${regulatorStandings.pending}, false)`),
      asc(regulatorStandings.answeredDay),
      asc(members.id),
    )
    .limit(RECHECK_BATCH);
  let answered = 0;
  for (const member of due) {
    const done = await items.item(String(member.id), async () => {
      const { answer } = await askRegulator(
        deps,
        {
          memberId: member.id,
          cpf: member.cpf!,
          birthDate: member.birthDate,
          occasion: member.owed ? 'recheck' : 'sweep',
        },
        now,
      );
      await keepStanding(deps.db, member.id, answer, now, Boolean(member.owed));
      return answer !== null;
    });
    if (done) answered += 1;
  }
  return answered;
}
