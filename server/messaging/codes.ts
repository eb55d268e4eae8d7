import { createHash, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CodeSent } from '../../contract/codes';
import type { AppDeps } from '../config';
import { codeSends, verificationCodes } from '../db/schema';
import { saoPauloDay, saoPauloDayStart } from '../../lib/time';
import { refusalWith } from '../http/envelope';
import { fieldError } from '../http/validate';
import { randomInt } from '../lib/random';
import { codeMessage } from '../notices/notify';
import { queueMessage, type Channel } from './outbox';
import type { CodePurpose } from './purpose';

/**
 * One-time codes sent by SMS or e-mail: password recovery, the phone and e-mail checks, a new phone.
 * Six digits, valid CODE_MINUTES, MAX_CODE_TRIES tries, used once. Sends are limited per target and per
 * address, counted whether or not anybody owns the target, so the limits say nothing about who is registered.
 */
export const CODE_MINUTES = 10;
export const MAX_CODE_TRIES = 5;
/** Between two sends of one purpose to one target (a phone just confirmed may ask a recovery code at once). */
export const RESEND_SECONDS = 60;
/**
 * Per São Paulo day: per target (a phone or an e-mail); per client address AND sender (the asking session's
 * device, else its member; guests without either share one count per address), so one phone's abuse behind
 * a shared address (a carrier's CGNAT) does not block its neighbours; per member asking (a member's new
 * device ids buy nothing); and per address over all senders, a ceiling far higher.
 */
export const SENDS_PER_TARGET_PER_DAY = 5;
export const SENDS_PER_ADDRESS_PER_DAY = 20;
export const SENDS_PER_MEMBER_PER_DAY = 20;
export const SENDS_PER_ADDRESS_ALL_SENDERS_PER_DAY = 200;

/** Where a code can be read instead of a phone or mailbox: the sandbox's outbox, in sandbox mode only. */
export const outboxOf = (deps: Pick<AppDeps, 'config'>): string | null =>
  deps.config.sandbox ? '/sandbox/mail' : null;

/** Namespaces of the transaction-level advisory locks that make counting and sending one step. */
const TARGET_LOCK = 25_001;
const ADDRESS_LOCK = 25_002;

const codeHash = (purpose: CodePurpose, target: string, code: string) =>
  createHash('sha256').update(`${purpose}\n${target}\n${code}`).digest('hex');

export interface CodeRequest {
  purpose: CodePurpose;
  channel: Channel;
  /** The phone (11 digits) or the e-mail (lower case) the code goes to. */
  target: string;
  /** Whose code it is; null: nobody has this target (counted, nothing sent). */
  memberId: number | null;
  /** The client's address (limits). */
  address: string;
  /** The member's session that asks (limits: its device, else its member), or nothing for a guest. */
  from?: { memberId: number; deviceHash: string | null } | undefined;
  /** The language of the message. */
  lang: string;
}

/**
 * Sends a new code (replacing the live one for the purpose and target), within the limits: 429
 * `code.resend_wait` within RESEND_SECONDS of the last send of the purpose to the target, 429 `code.too_many_sends` past a
 * day's sends to the target, from the address and sender, from the member, or from the address at all. The count, the code and the message are one transaction.
 * Answers what a send's answer says (contract/codes.ts CodeSent): until when, the wait, the sandbox outbox.
 */
export async function sendCode(deps: AppDeps, request: CodeRequest, now: Date): Promise<CodeSent> {
  const { purpose, channel, target, memberId, address, lang, from } = request;
  const sender = from ? (from.deviceHash ? `device:${from.deviceHash}` : `member:${from.memberId}`) : null;
  const code = String(randomInt(deps.random, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + CODE_MINUTES * 60 * 1000);
  const dayStart = saoPauloDayStart(saoPauloDay(now));
  const until = saoPauloDayStart(saoPauloDay(now), 1).toISOString();
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TARGET_LOCK}, hashtext(${target}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${address}))`);
    const [last] = await tx
      .select({ at: sql<Date>`max(${codeSends.createdAt})`.mapWith(codeSends.createdAt) })
      .from(codeSends)
      .where(and(eq(codeSends.target, target), eq(codeSends.purpose, purpose)));
    if (last?.at && now.getTime() - last.at.getTime() < RESEND_SECONDS * 1000) {
      const seconds = Math.ceil((last.at.getTime() + RESEND_SECONDS * 1000 - now.getTime()) / 1000);
      throw refusalWith('code.resend_wait', { seconds: String(seconds) });
    }
    const [byTarget] = await tx
      .select({ n: count() })
      .from(codeSends)
      .where(and(eq(codeSends.target, target), gt(codeSends.createdAt, dayStart)));
    const [byAddress] = await tx
      .select({
        all: count(),
        sender: sql<number>`count(*) filter (where ${codeSends.sender} is not distinct from ${sender})`.mapWith(Number),
      })
      .from(codeSends)
      .where(and(eq(codeSends.address, address), gt(codeSends.createdAt, dayStart)));
    const [byMember] = from
      ? await tx
          .select({ n: count() })
          .from(codeSends)
          .where(and(eq(codeSends.memberId, from.memberId), gt(codeSends.createdAt, dayStart)))
      : [];
    if (
      (byTarget?.n ?? 0) >= SENDS_PER_TARGET_PER_DAY ||
      (byAddress?.sender ?? 0) >= SENDS_PER_ADDRESS_PER_DAY ||
      (byAddress?.all ?? 0) >= SENDS_PER_ADDRESS_ALL_SENDERS_PER_DAY ||
      (byMember?.n ?? 0) >= SENDS_PER_MEMBER_PER_DAY
    )
      throw refusalWith('code.too_many_sends', { until });
    await tx
      .insert(codeSends)
      .values({ purpose, target, address, sender, memberId: from?.memberId ?? null, createdAt: now });
    if (memberId === null) return;
    const values = { memberId, codeHash: codeHash(purpose, target, code), tries: 0, expiresAt, usedAt: null };
    await tx
      .insert(verificationCodes)
      .values({ purpose, target, createdAt: now, ...values })
      .onConflictDoUpdate({
        target: [verificationCodes.purpose, verificationCodes.target],
        set: { ...values, createdAt: now },
      });
    const text = codeMessage(lang, purpose, code);
    await queueMessage(tx, { channel, to: target, subject: text.subject, body: text.body }, now);
  });
  return { expires_at: expiresAt.toISOString(), resend_in: RESEND_SECONDS, outbox: outboxOf(deps) };
}

/**
 * Checks a code and uses it up. Each check first takes one of the code's tries in one statement (so
 * concurrent guesses cannot exceed MAX_CODE_TRIES); the right code is then marked used in one statement
 * (so two concurrent right answers use it once: the second is refused). Wrong, expired, used or absent
 * codes are all 422 `code.wrong` on the field `code`.
 */
export async function useCode(
  deps: AppDeps,
  input: { purpose: CodePurpose; target: string; code: string },
  now: Date,
): Promise<{ memberId: number | null }> {
  const { purpose, target, code } = input;
  const wrong = () => fieldError('code', 'code.wrong');
  const [row] = await deps.db
    .update(verificationCodes)
    .set({ tries: sql`${verificationCodes.tries} + 1` })
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.target, target),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
        sql`${verificationCodes.tries} < ${MAX_CODE_TRIES}`,
      ),
    )
    .returning();
  if (!row) throw wrong();
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(codeHash(purpose, target, /^\d{6}$/.test(code) ? code : ''), 'hex');
  if (!timingSafeEqual(expected, given)) throw wrong();
  const [used] = await deps.db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
    .returning({ memberId: verificationCodes.memberId });
  if (!used) throw wrong();
  return { memberId: used.memberId };
}
