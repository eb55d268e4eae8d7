import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { isAuthenticatorCode, normalizeTwoFactorCode } from '../../contract/securityTwoFactor';
import type { AppDeps } from '../config';
import { memberTwoFactor, twoFactorRecoveryCodes } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { fieldError, fieldErrorWith } from '../http/validate';
import { sha256Hex } from '../lib/hash';
import { codeStep, unseal } from './totp';

/**
 * Checking a member's two-factor code (the authenticator's 6 digits or a recovery code), wherever one is asked:
 * a login from a new device, the security center's gate, a withdrawal, turning two-factor off.
 *
 * Two halves, so a withdrawal can use a code in its own transaction: `checkCode` counts the try (committed at
 * once, whatever happens next) and finds the code right — the step it belongs to, or the recovery code it is —
 * and `spendCode` uses it up atomically in the caller's transaction (a step only once: `last_step` moves
 * forward with `where last_step < step`; a recovery code only once: `where used_at is null`), so of two
 * requests racing with one code one gets through. A refused withdrawal rolls the spending back with it.
 */

/** Wrong codes per member in a window, wherever asked; then codes are refused unchecked until it ends. */
export const MAX_TRIES = 10;
export const TRIES_WINDOW_MS = 15 * 60 * 1000;

const stamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export const recoveryCodeHash = (memberId: number, code: string) => sha256Hex(`${memberId}:${code}`);

/** Whether the member has two-factor on (a confirmed authenticator). */
export async function twoFactorOn(db: Db | Tx, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(memberTwoFactor)
    .where(and(eq(memberTwoFactor.memberId, memberId), isNotNull(memberTwoFactor.enabledAt)));
  return row !== undefined;
}

/** A right code, not spent yet. */
export type CodeProof = { kind: 'step'; step: number } | { kind: 'recovery'; hash: string };

/**
 * Takes one try of the member's (atomically: of any number racing, at most MAX_TRIES in a window get one)
 * and answers the authenticator row as it stands, or the lock's end.
 */
async function takeTry(db: Db | Tx, memberId: number, now: Date) {
  const t = memberTwoFactor;
  const windowStart = stamp(new Date(now.getTime() - TRIES_WINDOW_MS));
  const fresh = sql`(${t.failedSince} is null or ${t.failedSince} <= ${windowStart})`;
  const [row] = await db
    .update(t)
    .set({
      failures: sql`case when ${fresh} then 1 else ${t.failures} + 1 end`,
      failedSince: sql`case when ${fresh} then ${stamp(now)} else ${t.failedSince} end`,
    })
    .where(and(eq(t.memberId, memberId), or(fresh, sql`${t.failures} < ${MAX_TRIES}`)))
    .returning({ secretSealed: t.secretSealed, enabledAt: t.enabledAt, lastStep: t.lastStep });
  if (row) return row;
  const [locked] = await db.select({ failedSince: t.failedSince }).from(t).where(eq(t.memberId, memberId));
  return locked?.failedSince ? new Date(locked.failedSince.getTime() + TRIES_WINDOW_MS) : null;
}

/**
 * Counts a try and finds the code right, or refuses it as a field error on `field`: wrong, of a step already
 * used (or older), a recovery code used or unknown → `two_factor.code_wrong`; tries used up →
 * `two_factor.too_many_tries` with `until`. `authenticatorOnly`: a recovery code does not count as right (the
 * setup's first code proves the app works).
 */
export async function checkCode(
  deps: Pick<AppDeps, 'db' | 'random'>,
  memberId: number,
  typed: string,
  field: string,
  now: Date,
  { authenticatorOnly = false }: { authenticatorOnly?: boolean } = {},
): Promise<CodeProof> {
  const code = normalizeTwoFactorCode(typed);
  const wrong = () => fieldError(field, 'two_factor.code_wrong');
  const row = await takeTry(deps.db, memberId, now);
  if (row === null) throw wrong();
  if (row instanceof Date) throw fieldErrorWith(field, 'two_factor.too_many_tries', { until: row.toISOString() });
  if (isAuthenticatorCode(code)) {
    const secret = await unseal(deps, memberId, row.secretSealed, now);
    const step = codeStep(secret, code, now);
    if (step === null || step <= row.lastStep) throw wrong();
    return { kind: 'step', step };
  }
  if (authenticatorOnly || !row.enabledAt) throw wrong();
  const hash = recoveryCodeHash(memberId, code);
  const [unused] = await deps.db
    .select({ one: sql<number>`1` })
    .from(twoFactorRecoveryCodes)
    .where(
      and(
        eq(twoFactorRecoveryCodes.memberId, memberId),
        eq(twoFactorRecoveryCodes.codeHash, hash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    );
  if (!unused) throw wrong();
  return { kind: 'recovery', hash };
}

/**
 * Uses up a right code in the caller's transaction, once (a racing request that spent it first leaves
 * nothing: `two_factor.code_wrong`), and clears the member's wrong tries.
 */
export async function spendCode(db: Db | Tx, memberId: number, proof: CodeProof, field: string, now: Date) {
  const t = memberTwoFactor;
  const spent =
    proof.kind === 'step'
      ? await db
          .update(t)
          .set({ lastStep: proof.step, failures: 0, failedSince: null })
          .where(and(eq(t.memberId, memberId), sql`${t.lastStep} < ${proof.step}`))
          .returning({ memberId: t.memberId })
      : await db
          .update(twoFactorRecoveryCodes)
          .set({ usedAt: now })
          .where(
            and(
              eq(twoFactorRecoveryCodes.memberId, memberId),
              eq(twoFactorRecoveryCodes.codeHash, proof.hash),
              isNull(twoFactorRecoveryCodes.usedAt),
            ),
          )
          .returning({ memberId: twoFactorRecoveryCodes.memberId });
  if (spent.length === 0) throw fieldError(field, 'two_factor.code_wrong');
  if (proof.kind === 'recovery') {
    await db.update(t).set({ failures: 0, failedSince: null }).where(eq(t.memberId, memberId));
  }
}

/**
 * What the gate and a withdrawal ask first, before any password is checked: nothing when the member has
 * two-factor off (null); else the code typed, or `two_factor.code_required` on `field` without one.
 */
export async function codeNeeded(
  db: Db | Tx,
  memberId: number,
  typed: string | undefined,
  field: string,
): Promise<string | null> {
  if (!(await twoFactorOn(db, memberId))) return null;
  if (!typed) throw fieldError(field, 'two_factor.code_required');
  return typed;
}

/** Checks and spends a code at once (where nothing else needs the transaction). */
export async function useCode(
  deps: Pick<AppDeps, 'db' | 'random'>,
  memberId: number,
  typed: string,
  field: string,
  now: Date,
) {
  const proof = await checkCode(deps, memberId, typed, field, now);
  await spendCode(deps.db, memberId, proof, field, now);
}
